import { ApiProperty } from '@nestjs/swagger';

// The image shape of the catalogue: inventory's media routes and destinations' section and chair pages answer it, so it
// lives below both modules.

/** An uploaded image as the API shows it; `url` is public (the storefront loads it). */
export class ImageDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Public URL of the re-encoded image (relative to the server)', example: '/api/v1/files/images/0b1c….jpg' })
  url: string;
  @ApiProperty({ enum: ['image/jpeg', 'image/png', 'image/webp'] }) mimeType: string;
  @ApiProperty() width: number;
  @ApiProperty() height: number;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ type: Number, nullable: true }) sectionId: number | null;
  @ApiProperty({ type: Number, nullable: true }) locationId: number | null;
  @ApiProperty({ type: Number, nullable: true }) beachChairId: number | null;
  @ApiProperty({ type: Number, nullable: true }) extraId: number | null;
  @ApiProperty() position: number;
}

export const IMAGE_URL_PREFIX = '/api/v1/files/';

/** An image as stored (inventory's Image entity has these columns): what the API shape is made of. */
export type StoredImage = Omit<ImageDto, 'url'> & { s3Key: string };

export const toImageDto = (i: StoredImage): ImageDto => ({
  id: i.id,
  url: `${IMAGE_URL_PREFIX}${i.s3Key}`,
  mimeType: i.mimeType,
  width: i.width,
  height: i.height,
  sizeBytes: i.sizeBytes,
  sectionId: i.sectionId,
  locationId: i.locationId,
  beachChairId: i.beachChairId,
  extraId: i.extraId,
  position: i.position,
});

export const sortedImages = (images: StoredImage[] | undefined): ImageDto[] =>
  [...(images ?? [])].sort((a, b) => a.position - b.position || a.id - b.id).map(toImageDto);
