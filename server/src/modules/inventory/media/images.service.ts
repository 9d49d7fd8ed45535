import { Injectable, StreamableFile } from '@nestjs/common';
import { DataSource, In } from 'typeorm';
import type { UploadedMultipartFile } from '@nestjs/platform-fastify/multipart';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertVendorContext, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { Image } from '../entities/image.entity.js';
import { OwnershipService } from '../ownership.service.js';
import { detectUpload } from './content-type.js';
import { reencodeImage } from './image-encoder.js';
import type { UploadImageQueryDto } from './media.dto.js';
import { requireUpload } from './upload-errors.interceptor.js';

const TARGETS = [
  { field: 'sectionId', kind: 'Section', column: 'section_id' },
  { field: 'locationId', kind: 'Location', column: 'location_id' },
  { field: 'beachChairId', kind: 'BeachChair', column: 'beach_chair_id' },
  { field: 'extraId', kind: 'Extra', column: 'extra_id' },
] as const;

/** Images of sections, locations, chairs and extras: re-encoded on upload, public to read, ordered by position. */
@Injectable()
export class ImagesService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly storage: StorageService,
  ) {}

  async upload(user: AuthUser, upload: UploadedMultipartFile | undefined, query: UploadImageQueryDto): Promise<Image> {
    const file = requireUpload(upload);
    const type = detectUpload(file.buffer, file.originalname, 'image');
    const named = TARGETS.filter((t) => query[t.field] !== undefined);
    if (named.length > 1) {
      throw new DomainError(ErrorType.INVALID_INPUT, 'Attach an image to one of sectionId, locationId, beachChairId or extraId', {
        field: named[1].field,
      });
    }
    const target = named[0];
    const targetId = target ? query[target.field]! : null;
    if (!target) assertVendorContext(user, 'An image of the vendor');
    const vendorId = target ? await this.ownership.assertOwned(user, target.kind, targetId!) : vendorScopeOf(user);
    const encoded = await reencodeImage(file.buffer, type, { width: query.width, height: query.height });
    const key = this.storage.newKey('images', encoded.extension);
    await this.storage.put(key, encoded.data, encoded.mimeType);
    try {
      const [{ id }]: { id: number }[] = await this.db.query(
        `INSERT INTO image (vendor_id, s3_key, mime_type, width, height, size_bytes, section_id, location_id, beach_chair_id, extra_id, position)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10,
                 ${target ? `(SELECT coalesce(max(position) + 1, 0) FROM image WHERE ${target.column} = $11)` : '0'})
         RETURNING id`,
        [
          vendorId,
          key,
          encoded.mimeType,
          encoded.width,
          encoded.height,
          encoded.data.length,
          target?.field === 'sectionId' ? targetId : null,
          target?.field === 'locationId' ? targetId : null,
          target?.field === 'beachChairId' ? targetId : null,
          target?.field === 'extraId' ? targetId : null,
          ...(target ? [targetId] : []),
        ],
      );
      return assertFound(await this.db.getRepository(Image).findOneBy({ id }), 'Image', id);
    } catch (error) {
      await this.storage.deleteQuietly(key);
      throw error;
    }
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertWritable(user, 'Image', id);
    const image = assertFound(await this.db.getRepository(Image).findOneBy({ id }), 'Image', id);
    await this.db.getRepository(Image).delete(id);
    await this.storage.deleteQuietly(image.s3Key);
  }

  /**
   * Puts one owner's images in the given order (positions 0, 1, …). The list must name every image of that owner
   * once, and nothing else: a stale list (an image added or removed meanwhile) is refused rather than half applied.
   */
  async reorder(user: AuthUser, imageIds: number[]): Promise<Image[]> {
    for (const id of imageIds) await this.ownership.assertWritable(user, 'Image', id);
    return this.db.transaction(async (m) => {
      const images = await m.getRepository(Image).find({ where: { id: In(imageIds) }, lock: { mode: 'pessimistic_write' } });
      const ownerOf = (i: Image) => TARGETS.find((t) => i[t.field] !== null);
      const owner = ownerOf(images[0]);
      const ownerId = owner ? images[0][owner.field] : null;
      if (!owner || images.some((i) => ownerOf(i) !== owner || i[owner.field] !== ownerId)) {
        throw new DomainError(ErrorType.INVALID_INPUT, 'imageIds must all be images of one section, location, chair or extra', {
          field: 'imageIds',
        });
      }
      const all = await m.getRepository(Image).find({ where: { [owner.field]: ownerId }, select: { id: true } });
      const missing = all.map((i) => i.id).filter((id) => !imageIds.includes(id));
      if (missing.length) {
        throw new DomainError(
          ErrorType.INVALID_INPUT,
          `imageIds must name every image of ${owner.kind} ${ownerId}; missing: ${missing.join(', ')}`,
          {
            field: 'imageIds',
            missing,
          },
        );
      }
      await m.query(
        `UPDATE image SET position = o.position - 1 FROM unnest($1::int[]) WITH ORDINALITY AS o(id, position) WHERE image.id = o.id`,
        [imageIds],
      );
      return m.getRepository(Image).find({ where: { id: In(imageIds) }, order: { position: 'ASC' } });
    });
  }

  /** The stored (re-encoded) bytes of an image that exists; anyone may read them. */
  async content(name: string): Promise<StreamableFile> {
    const key = `images/${name}`;
    const image = assertFound(await this.db.getRepository(Image).findOneBy({ s3Key: key }), 'Image', name);
    const object = assertFound(await this.storage.get(key), 'Image', name);
    return new StreamableFile(object.body, { type: image.mimeType, length: object.size, disposition: 'inline' });
  }
}
