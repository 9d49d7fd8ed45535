/**
 * A Content-Disposition header value with an ASCII `filename` for old clients and the exact UTF-8 name in
 * `filename*` (RFC 6266 / 5987); path separators, quotes and control characters never reach either.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const clean = fileName.replace(/[\u0000-\u001f\u007f"\\/:*?<>|]+/g, '-').trim() || 'download';
  const ascii = clean
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[^\x20-\x7e]/g, '')
    .replace(/[%;]/g, '-');
  const encoded = encodeURIComponent(clean).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii || 'download'}"; filename*=UTF-8''${encoded}`;
}
