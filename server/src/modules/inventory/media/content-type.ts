import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';

/** An upload's type, told by its bytes. */
export interface DetectedType {
  mimeType: 'application/pdf' | 'image/png' | 'image/jpeg' | 'image/webp' | 'text/plain' | 'text/csv';
  extension: 'pdf' | 'png' | 'jpg' | 'webp' | 'txt' | 'csv';
}

const startsWith = (buf: Buffer, bytes: number[], offset = 0) => bytes.every((b, i) => buf[offset + i] === b);
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/** Magic numbers of the binary types we accept. */
export function sniffBinary(buf: Buffer): DetectedType | undefined {
  if (startsWith(buf, ascii('%PDF-'))) return { mimeType: 'application/pdf', extension: 'pdf' };
  if (startsWith(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { mimeType: 'image/png', extension: 'png' };
  if (startsWith(buf, [0xff, 0xd8, 0xff])) return { mimeType: 'image/jpeg', extension: 'jpg' };
  if (startsWith(buf, ascii('RIFF')) && startsWith(buf, ascii('WEBP'), 8)) return { mimeType: 'image/webp', extension: 'webp' };
  return undefined;
}

/** Plain text: valid UTF-8 with no NUL and no control characters other than tab, line breaks and form feed. */
export function isPlainText(buf: Buffer): boolean {
  if (!buf.length) return false;
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  return !/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text);
}

const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'];
const EXTENSIONS: Record<DetectedType['mimeType'], string[]> = {
  'application/pdf': ['pdf'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg', 'jpe', 'jfif'],
  'image/webp': ['webp'],
  'text/plain': ['txt', 'text', 'md'],
  'text/csv': ['csv'],
};

const refuse = (purpose: 'image' | 'file', reason: string) =>
  new DomainError(
    ErrorType.UNSUPPORTED_FILE_TYPE,
    `The upload is not an accepted ${purpose === 'image' ? 'image (PNG, JPEG, WebP)' : 'file (PDF, PNG, JPEG, WebP, plain text, CSV)'}: ${reason}`,
    { allowed: purpose === 'image' ? IMAGE_TYPES : [...IMAGE_TYPES, 'application/pdf', 'text/plain', 'text/csv'], reason },
  );

/**
 * The type of an upload, decided by its content. The file name and the part's Content-Type header are claims, not
 * evidence: a name whose extension claims another type than the content (a script named .png) is refused too.
 */
export function detectUpload(buf: Buffer, originalName: string, purpose: 'image' | 'file'): DetectedType {
  const extension = /\.([A-Za-z0-9]{1,10})$/.exec(originalName)?.[1]?.toLowerCase();
  let detected = sniffBinary(buf);
  if (!detected && purpose === 'file' && isPlainText(buf)) {
    detected = extension === 'csv' ? { mimeType: 'text/csv', extension: 'csv' } : { mimeType: 'text/plain', extension: 'txt' };
  }
  if (!detected) throw refuse(purpose, 'unrecognised content');
  if (purpose === 'image' && !IMAGE_TYPES.includes(detected.mimeType)) throw refuse(purpose, `content is ${detected.mimeType}`);
  if (extension && !EXTENSIONS[detected.mimeType].includes(extension)) {
    throw refuse(purpose, `the name ends in .${extension} but the content is ${detected.mimeType}`);
  }
  return detected;
}
