import { DocumentType } from '../../common/enums.js';

/** A storage-key segment: lower-case [a-z0-9._-], starting with a letter or digit, at most 40 characters. */
export function keySegment(value: string | number): string {
  const slug = String(value)
    .toLowerCase()
    .replace(/[^a-z0-9._-]+/g, '-')
    .replace(/^[^a-z0-9]+/, '')
    .slice(0, 40)
    .replace(/[.-]+$/, '');
  return slug || 'x';
}

/**
 * Where a booking's document is stored: documents/<vendorId>/<type>/<bookingRef>[-<variant>].pdf. Deterministic, so a
 * redone job overwrites its own object; `variant` tells apart documents of one booking and type (invoice number,
 * chair booking id, version). Short enough for an URL-encoded path parameter (Fastify allows 100 characters).
 */
export function documentKey(vendorId: number, type: DocumentType, bookingRef: string, variant?: string | number): string {
  const name = variant === undefined ? keySegment(bookingRef) : `${keySegment(bookingRef)}-${keySegment(variant)}`;
  return `documents/${vendorId}/${type.toLowerCase()}/${name}.pdf`;
}

/** The download name: words of the document's language, the booking reference, the invoice number if any. */
export function documentFileName(word: string, bookingRef: string, invoiceNumber?: string | null): string {
  const parts = [word, invoiceNumber, bookingRef].filter((p): p is string => Boolean(p)).map((p) => p.replace(/[^A-Za-z0-9._-]+/g, '-'));
  return `${parts.join('_')}.pdf`;
}
