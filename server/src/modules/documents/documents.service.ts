import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { findOneInScope, scopeQuery } from '../../common/auth/vendor-scope.js';
import { contentDisposition } from '../../common/content-disposition.js';
import { assertFound } from '../../common/errors/domain-error.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { Page, paginate } from '../../common/list/list.js';
import { StorageService } from '../../infra/storage/storage.service.js';
import { StoredDocument } from './entities/document.entity.js';

/** GET /features/documents and /{s3Key}: the caller's vendor's documents (an ADMIN: all, or its vendor context's). */
@Injectable()
export class DocumentsService {
  private readonly repo: Repository<StoredDocument>;

  constructor(
    db: DataSource,
    private readonly storage: StorageService,
  ) {
    this.repo = db.getRepository(StoredDocument);
  }

  list(user: AuthUser, query: ListQueryDto): Promise<Page<StoredDocument>> {
    const qb = this.repo.createQueryBuilder('doc').leftJoin('doc.booking', 'booking').addSelect(['booking.id', 'booking.bookingRef']);
    return paginate(scopeQuery(qb, 'doc.vendorId', user, { bookingColumn: 'doc.bookingId', vendorWideWhenNull: true }), query, {
      orderBy: { id: 'doc.id', createdAt: 'doc.createdAt', type: 'doc.type', fileName: 'doc.fileName' },
      defaultOrderBy: 'createdAt',
      search: ['doc.fileName', 'booking.bookingRef'],
      filters: { type: { column: 'doc.type', type: 'string' }, bookingId: { column: 'doc.bookingId', type: 'int' } },
    });
  }

  /** The stored bytes as an attachment; an unknown key and another vendor's are the same 404. */
  async download(user: AuthUser, s3Key: string): Promise<StreamableFile> {
    const qb = this.repo.createQueryBuilder('doc').where('doc.s3Key = :s3Key', { s3Key });
    const document = await findOneInScope(qb, 'doc.vendorId', user, 'Document', s3Key, {
      bookingColumn: 'doc.bookingId',
      vendorWideWhenNull: true,
    });
    const object = assertFound(await this.storage.get(document.s3Key), 'Document', s3Key);
    return new StreamableFile(object.body, {
      type: document.mimeType,
      length: object.size,
      disposition: contentDisposition('attachment', document.fileName),
    });
  }
}
