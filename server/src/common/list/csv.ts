/** RFC 4180 CSV of flat rows; nested values (GeoJSON, lists) are written as JSON. */
export function toCsv(items: object[]): string {
  const columns = [...new Set(items.flatMap((item) => Object.keys(item)))];
  const cell = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    // Guard spreadsheet formula injection as well as quoting.
    const safe = /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
    return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
  };
  const lines = [columns.join(','), ...items.map((item) => columns.map((c) => cell((item as Record<string, unknown>)[c])).join(','))];
  return lines.join('\r\n') + '\r\n';
}
