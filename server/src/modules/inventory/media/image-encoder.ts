import sharp from 'sharp';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { DetectedType } from './content-type.js';

/** The longest side an image is stored with when the upload names no box. */
export const MAX_IMAGE_SIDE = 4096;
/**
 * The most pixels an upload may have (a 24-megapixel camera photo fits): checked from the header before anything is
 * decoded, so a small file that unpacks to a huge picture (a decompression bomb) costs nothing.
 */
export const MAX_INPUT_PIXELS = 25_000_000;

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
  mimeType: 'image/png' | 'image/jpeg' | 'image/webp';
  extension: 'png' | 'jpg' | 'webp';
}

/**
 * Decodes and encodes the image anew, so no uploaded byte is ever served: EXIF (GPS, camera), XMP and other metadata
 * are dropped, the EXIF orientation is applied, and the picture is fitted inside width x height (never enlarged).
 */
export async function reencodeImage(
  input: Buffer,
  type: DetectedType,
  box: { width?: number; height?: number } = {},
): Promise<EncodedImage> {
  await assertPixelCount(input);
  try {
    const pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
      .rotate()
      .resize({
        width: box.width ?? (box.height ? undefined : MAX_IMAGE_SIDE),
        height: box.height ?? (box.width ? undefined : MAX_IMAGE_SIDE),
        fit: 'inside',
        withoutEnlargement: true,
      });
    if (type.mimeType === 'image/png') pipeline.png({ compressionLevel: 9, adaptiveFiltering: true });
    else if (type.mimeType === 'image/webp') pipeline.webp({ quality: 82 });
    else pipeline.jpeg({ quality: 82, mozjpeg: true });
    const { data, info } = await pipeline.toBuffer({ resolveWithObject: true });
    const extension = type.mimeType === 'image/png' ? 'png' : type.mimeType === 'image/webp' ? 'webp' : 'jpg';
    return { data, width: info.width, height: info.height, mimeType: type.mimeType as EncodedImage['mimeType'], extension };
  } catch (error) {
    throw new DomainError(ErrorType.UNSUPPORTED_FILE_TYPE, `The image cannot be read: ${(error as Error).message}`, {
      allowed: ['image/png', 'image/jpeg', 'image/webp'],
      reason: 'unreadable image',
    });
  }
}

/**
 * 413 IMAGE_TOO_MANY_PIXELS for a picture over MAX_INPUT_PIXELS, read from its header alone. Without a limit here: sharp's
 * own default (0x3FFF x 0x3FFF, 268 megapixels) would refuse to read a larger header at all, and that bomb was a 415.
 */
async function assertPixelCount(input: Buffer): Promise<void> {
  let width = 0;
  let height = 0;
  try {
    ({ width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata());
  } catch {
    return; // unreadable: reencodeImage says so
  }
  if (width * height > MAX_INPUT_PIXELS) {
    throw new DomainError(
      ErrorType.IMAGE_TOO_MANY_PIXELS,
      `The image has ${width} x ${height} pixels; at most ${MAX_INPUT_PIXELS / 1_000_000} megapixels are taken`,
      {
        maxPixels: MAX_INPUT_PIXELS,
        width,
        height,
      },
    );
  }
}
