/** One change announced by the database (migration AvailabilityEvents): a chair whose tiles may show something else for [start, end). */
export interface AvailabilityChange {
  id: number;
  sectionId: number;
  beachChairId: number;
  /** ISO instants; '-infinity' / 'infinity' for a change of the chair itself (every day). */
  start: string;
  end: string;
  kind: 'BOOKING' | 'STOP_SALE' | 'CHAIR';
}

/** The NOTIFY payload, checked: anything else (another writer, a truncated payload) is ignored, not trusted. */
export function parseChange(payload: string | undefined): AvailabilityChange | undefined {
  if (!payload) return undefined;
  try {
    const c = JSON.parse(payload) as Partial<AvailabilityChange>;
    const ok =
      Number.isSafeInteger(c.id) &&
      Number.isSafeInteger(c.sectionId) &&
      Number.isSafeInteger(c.beachChairId) &&
      typeof c.start === 'string' &&
      typeof c.end === 'string' &&
      (c.kind === 'BOOKING' || c.kind === 'STOP_SALE' || c.kind === 'CHAIR');
    return ok ? (c as AvailabilityChange) : undefined;
  } catch {
    return undefined;
  }
}

const instant = (text: string): number => (text === '-infinity' ? -Infinity : text === 'infinity' ? Infinity : Date.parse(text));

/** Whether the change's [start, end) meets the stream's window [from, to). */
export const touches = (c: Pick<AvailabilityChange, 'start' | 'end'>, from: Date, to: Date): boolean =>
  instant(c.start) < to.getTime() && instant(c.end) > from.getTime();

/** One Server-Sent Event in the wire format: `id`, `event`, one `data` line (JSON has no raw newlines), a blank line. */
export const sseEvent = (event: string, data: unknown, id?: number | string): string =>
  `${id !== undefined ? `id: ${id}\n` : ''}event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;
