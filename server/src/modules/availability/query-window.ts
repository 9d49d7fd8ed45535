import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { DEFAULT_TIME_ZONE } from '../../common/time.js';
import type { ChairFilter, SectionContext, Window } from './availability-data.service.js';
import { dayWindows, RangeQuery } from './rules/index.js';

// What the availability services share in reading a query: its range, its window in the database, its chair filter.

/** The SQL window of a range: the start of its first day, the end of its last, and its calendar days. */
export function windowOf(q: RangeQuery): Window {
  const days = dayWindows(q.start, q.end, q.timeZone, null);
  return { from: new Date(days[0].start), to: new Date(days[days.length - 1].end), startDate: q.start, endDate: q.end };
}

export function rangeQuery(q: { start: string; end: string; timeZone?: string }): RangeQuery {
  return { start: q.start, end: q.end, timeZone: q.timeZone ?? DEFAULT_TIME_ZONE };
}

/** A row filter must name a row of the section. */
export function assertRowOfSection(section: SectionContext, rowId: number | undefined): void {
  if (rowId !== undefined && !section.rows.some((r) => r.id === rowId)) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Row ${rowId} not found in section ${section.id}`, { entity: 'Row', id: rowId });
  }
}

/** The chair filters of a query (row, model, lock) as the data service takes them. */
export const filterOf = (q: { row?: number; model?: ChairFilter['model']; lock?: boolean }): ChairFilter => ({
  rowId: q.row,
  model: q.model,
  lock: q.lock,
});
