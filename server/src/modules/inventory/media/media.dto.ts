import { ApiProperty, type ApiBodyOptions } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsInt, Max, Min } from 'class-validator';
import { INT32_MAX } from '../../../common/validation/optional.js';
import { ValidateId, ValidateInt, ValidateString } from '../../../common/validation/validation.js';
import type { StoredFile } from '../entities/file.entity.js';
import { MAX_IMAGE_SIDE } from './image-encoder.js';

/** Query of an image upload: the box to fit the image in, and what to attach it to (at most one). */
export class UploadImageQueryDto {
  @ValidateInt({ optional: true, min: 1, max: MAX_IMAGE_SIDE, description: 'Fit within this width (never enlarged)' }) width?: number;
  @ValidateInt({ optional: true, min: 1, max: MAX_IMAGE_SIDE, description: 'Fit within this height (never enlarged)' }) height?: number;
  @ValidateId({ optional: true, description: "Attach to this section of the caller's vendor" }) sectionId?: number;
  @ValidateId({ optional: true, description: "Attach to this location of the caller's vendor" }) locationId?: number;
  @ValidateId({ optional: true, description: "Attach to this chair of the caller's vendor" }) beachChairId?: number;
  @ValidateId({ optional: true, description: "Attach to this extra of the caller's vendor" }) extraId?: number;
}

/** The new order of one owner's images: every image of it, each once, first shown first. */
export class OrderImagesDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: 100,
    uniqueItems: true,
    description: 'The ids of all images of one section, location, chair or extra, in the new order',
  })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(100)
  @ArrayUnique()
  @IsInt({ each: true })
  @Min(1, { each: true })
  @Max(INT32_MAX, { each: true })
  imageIds: number[];
}

export class ImageFileParamDto {
  @ValidateString({ maxLength: 64, pattern: /^[0-9a-f-]{36}\.(jpg|png|webp)$/, description: 'The file name of an image url' }) name: string;
}

export class FileDto {
  @ApiProperty() id: number;
  @ApiProperty({ type: Number, nullable: true }) vendorId: number | null;
  @ApiProperty({ description: 'The uploaded file name, as the uploader named it' }) originalName: string;
  @ApiProperty({
    enum: ['application/pdf', 'image/png', 'image/jpeg', 'image/webp', 'text/plain', 'text/csv'],
    description: 'Told by content',
  })
  mimeType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ description: "Download URL (the vendor's bearer token is needed)", example: '/api/v1/features/files/12/content' })
  url: string;
  @ApiProperty() createdAt: Date;
}

export const toFileDto = (f: StoredFile): FileDto => ({
  id: f.id,
  vendorId: f.vendorId,
  originalName: f.originalName,
  mimeType: f.mimeType,
  sizeBytes: f.sizeBytes,
  url: `/api/v1/features/files/${f.id}/content`,
  createdAt: f.createdAt,
});

/** The multipart body of an upload, for the OpenAPI document. */
export const UPLOAD_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary' } },
  },
};
