import type { RateType } from '../../api/generated';

/** What a chair booking covers of its days: a half day, whole days or the rate it was priced at (issue 21 item 6.1). */
export type SlotKey = RateType;

/**
 * The booked slot of a chair line: its rate as stored; a line without a rate (the server chose the best one) reads as
 * a whole day for one calendar day and as several days otherwise.
 */
export function slotKey(line: { rate: RateType | null; start: string; end: string }): SlotKey {
  if (line.rate) return line.rate;
  return spansOneDay(line.start, line.end) ? 'DAY' : 'MULTI_DAY';
}

const berlinDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' });

/** True when start and (exclusive) end fall on the same Berlin calendar day. */
function spansOneDay(start: string, end: string): boolean {
  if (!start.includes('T')) return start.slice(0, 10) === end.slice(0, 10);
  return berlinDay.format(new Date(start)) === berlinDay.format(new Date(new Date(end).getTime() - 1));
}
