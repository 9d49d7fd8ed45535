// Addresses the office's screens link to each other with (inside the router's /office basename).

/** The bookings list with one booking's drawer open. */
export const bookingPath = (bookingId: number): string => `/bookings?open=${bookingId}`;

/** The bookings list searched for a reference, a name or an e-mail. */
export const bookingSearchPath = (search: string): string => `/bookings?search=${encodeURIComponent(search)}`;

/** The counter sale, optionally starting on a section, a chair and a day (yyyy-MM-dd). */
export function counterPath(start: { sectionId?: number; chairId?: number; date?: string } = {}): string {
  const params = new URLSearchParams();
  if (start.sectionId) params.set('sectionId', String(start.sectionId));
  if (start.chairId) params.set('chairId', String(start.chairId));
  if (start.date) params.set('date', start.date);
  const query = params.toString();
  return query ? `/counter?${query}` : '/counter';
}

/** The calendar of a section from a day on. */
export function calendarPath(start: { sectionId?: number; date?: string } = {}): string {
  const params = new URLSearchParams();
  if (start.sectionId) params.set('sectionId', String(start.sectionId));
  if (start.date) params.set('date', start.date);
  const query = params.toString();
  return query ? `/calendar?${query}` : '/calendar';
}
