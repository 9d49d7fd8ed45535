import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, Repository } from 'typeorm';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertVendorContext, scopeQuery, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { contentDisposition } from '../../../common/content-disposition.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { Page, paginate } from '../../../common/list/list.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { StoredFile } from '../entities/file.entity.js';
import { OwnershipService } from '../ownership.service.js';
import { detectUpload } from './content-type.js';
import { requireUpload } from './upload-errors.interceptor.js';

/** The uploader's name without any path, control characters or excess length; used for display and download only. */
const displayName = (name: string, extension: string) =>
  (name.split(/[\\/]/).pop() ?? '')
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .trim()
    .slice(-200) || `upload.${extension}`;

/** A vendor's documents (PDF, images, text, CSV): stored as uploaded after a content check, readable by the vendor only. */
@Injectable()
export class FilesService {
  private readonly repo: Repository<StoredFile>;

  constructor(
    db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly storage: StorageService,
  ) {
    this.repo = db.getRepository(StoredFile);
  }

  async upload(user: AuthUser, upload: UploadedMultipartFile | undefined): Promise<StoredFile> {
    const file = requireUpload(upload);
    // A file belongs to the whole vendor.
    assertVendorContext(user, 'Uploading a file');
    const type = detectUpload(file.buffer, file.originalname, 'file');
    const vendorId = vendorScopeOf(user);
    const key = this.storage.newKey('files', type.extension);
    await this.storage.put(key, file.buffer, type.mimeType);
    try {
      return await this.repo.save(
        this.repo.create({
          vendorId,
          s3Key: key,
          originalName: displayName(file.originalname, type.extension),
          mimeType: type.mimeType,
          sizeBytes: file.buffer.length,
        }),
      );
    } catch (error) {
      await this.storage.deleteQuietly(key);
      throw error;
    }
  }

  list(user: AuthUser, query: ListQueryDto): Promise<Page<StoredFile>> {
    return paginate(scopeQuery(this.repo.createQueryBuilder('file'), 'file.vendorId', user), query, {
      orderBy: { id: 'file.id', originalName: 'file.originalName', sizeBytes: 'file.sizeBytes', createdAt: 'file.createdAt' },
      defaultOrderBy: 'createdAt',
      search: ['file.originalName'],
      filters: { id: { column: 'file.id', type: 'int' }, mimeType: { column: 'file.mimeType', type: 'string' } },
    });
  }

  /** Sent as an attachment with its checked type, never sniffed or rendered by the browser. */
  async content(user: AuthUser, id: number): Promise<StreamableFile> {
    const file = await this.get(user, id);
    const object = assertFound(await this.storage.get(file.s3Key), 'File', id);
    return new StreamableFile(object.body, {
      type: file.mimeType.startsWith('text/') ? `${file.mimeType}; charset=utf-8` : file.mimeType,
      length: object.size,
      disposition: contentDisposition('attachment', file.originalName),
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertWritable(user, 'File', id);
    const file = await this.get(user, id);
    await this.repo.delete(id);
    await this.storage.deleteQuietly(file.s3Key);
  }

  private async get(user: AuthUser, id: number): Promise<StoredFile> {
    await this.ownership.assertOwned(user, 'File', id);
    return assertFound(await this.repo.findOneBy({ id }), 'File', id);
  }
}
