import type {
  AvailabilityRowDto,
  AvailabilityState,
  BeachChairAvailabilityDto,
  SectionAvailabilityDto,
} from '../../api/generated';
import { addDays, defaultSeason, formatDate, formatDayMonth, todayInBerlin } from '../selection/dates';

/** Tile time states of the grid (spec section 2); notBookable: free, but not to be had now (lead time, not open yet). */
export type TileState = 'free' | 'morning' | 'afternoon' | 'allDay' | 'notBookable' | 'past';

export function tileStateOf(state: AvailabilityState): TileState {
  switch (state) {
    case 'FREE':
      return 'free';
    case 'BOOKED_MORNING':
      return 'morning';
    case 'BOOKED_AFTERNOON':
      return 'afternoon';
    default:
      return 'allDay';
  }
}

export type GridRow = { row: AvailabilityRowDto; chairs: BeachChairAvailabilityDto[] };

/** Chairs under their row headings, rows in order; chairs without a row come last under an empty heading. */
export function groupByRow(
  rows: readonly AvailabilityRowDto[],
  chairs: readonly BeachChairAvailabilityDto[],
): GridRow[] {
  const byRow = new Map<number | null, BeachChairAvailabilityDto[]>();
  for (const chair of chairs) byRow.set(chair.rowId, [...(byRow.get(chair.rowId) ?? []), chair]);
  const ordered = [...rows].sort((a, b) => a.position - b.position);
  const result: GridRow[] = ordered.flatMap((row) => {
    const rowChairs = byRow.get(row.id);
    return rowChairs ? [{ row, chairs: rowChairs }] : [];
  });
  const loose = byRow.get(null);
  if (loose) result.push({ row: { id: 0, name: '', nameEn: null, position: Number.MAX_SAFE_INTEGER }, chairs: loose });
  return result;
}

/** The grid/timeline toggle is offered only once every row has data. */
export function everyRowHasData(
  rows: readonly AvailabilityRowDto[],
  chairs: readonly BeachChairAvailabilityDto[],
): boolean {
  const withChairs = new Set(chairs.map((chair) => chair.rowId));
  return rows.length > 0 && rows.every((row) => withChairs.has(row.id));
}

export type Notice =
  | { kind: 'noChairs' }
  | { kind: 'bookingNotStarted'; date: string }
  | { kind: 'outOfSeason'; seasonStart: string; seasonEnd: string }
  | { kind: 'leadTime'; hours: number; firstBookableDate: string };

/** The empty states and notices of a section for the range, most important first. */
export function noticesOf(availability: SectionAvailabilityDto, rowChosen: boolean): Notice[] {
  const notices: Notice[] = [];
  if (availability.counts.total === 0 && (!availability.hasSubsections || rowChosen))
    notices.push({ kind: 'noChairs' });
  if (!availability.bookingStart.open && availability.bookingStart.date)
    notices.push({ kind: 'bookingNotStarted', date: availability.bookingStart.date });
  if (!availability.season.inSeason)
    notices.push({ kind: 'outOfSeason', seasonStart: availability.season.start, seasonEnd: availability.season.end });
  if (availability.leadTime.applies && availability.leadTime.hours)
    notices.push({
      kind: 'leadTime',
      hours: availability.leadTime.hours,
      firstBookableDate: availability.leadTime.firstBookableDate,
    });
  return notices;
}

/** Carousel: only images within two slides of the active one load. */
export const CAROUSEL_LOAD_WINDOW = 2;
export function slideLoads(index: number, active: number): boolean {
  return Math.abs(index - active) <= CAROUSEL_LOAD_WINDOW;
}

/**
 * Chairs of the user's own booking whose period overlaps the chosen days (spec section 5). Periods are instants with an
 * exclusive end; the chosen days are Berlin calendar days.
 */
export function ownChairIds(
  bookings: readonly { beachChairId: number; start: string; end: string }[],
  startDate: string,
  endDate: string,
): Set<number> {
  const own = new Set<number>();
  for (const booking of bookings) {
    const firstDay = todayInBerlin(new Date(booking.start));
    const lastDay = todayInBerlin(new Date(Date.parse(booking.end) - 1));
    if (firstDay <= endDate && lastDay >= startDate) own.add(booking.beachChairId);
  }
  return own;
}

/** Why the chair panel says the chair cannot be added; the grid tile tells the same story (one rule for both). */
export type ChairHindrance =
  'own' | 'leadTime' | 'bookingNotStarted' | 'notOnline' | 'ended' | 'BOOKED' | 'STOP_SALE' | 'OUTSIDE_RENTAL_SEASON';

export type ChairStatus = { tile: TileState; own: boolean; hindrance: ChairHindrance | null };

type RangeFacts = Pick<SectionAvailabilityDto, 'leadTime' | 'bookingStart' | 'onlineBooking'> &
  Partial<Pick<SectionAvailabilityDto, 'ended'>>;

/**
 * What the grid tile and the chair panel show of a chair for the chosen range (issue 21 item 6.3): a chair of the
 * user's own cart is "in your cart", not "booked"; a free chair that cannot be had yet (lead time, booking not open,
 * no online booking) is "not bookable" on both, with the reason that applies.
 */
export function chairStatus(
  chair: Pick<BeachChairAvailabilityDto, 'state' | 'free' | 'reason'>,
  own: boolean,
  range: RangeFacts | undefined,
): ChairStatus {
  const timeState = tileStateOf(chair.state);
  if (own) return { tile: timeState, own, hindrance: 'own' };
  if (chair.free) return { tile: timeState, own, hindrance: null };
  if (chair.reason) return { tile: timeState === 'free' ? 'allDay' : timeState, own, hindrance: chair.reason };
  // Not free without a reason: nothing is taken, the range just cannot be booked (now).
  const hindrance: ChairHindrance =
    range && !range.onlineBooking
      ? 'notOnline'
      : range && !range.bookingStart.open
        ? 'bookingNotStarted'
        : range?.ended?.day
          ? 'ended'
          : range?.leadTime.applies
            ? 'leadTime'
            : 'BOOKED';
  // Today's slots that are over (issue 30): past, neither booked nor "not yet".
  const tile: TileState = hindrance === 'BOOKED' ? 'allDay' : hindrance === 'ended' ? 'past' : 'notBookable';
  return { tile, own, hindrance };
}

/**
 * The location's season as the guest reads it: its own as "01.05. – 30.09." (every year); without one the spec's
 * default window the server applies, 1 June of this year to 31 October of the next, with its years (a yearless
 * "01.06. – 31.10." would say that a November day is out of season, which the server books).
 */
export function seasonOf(
  location: { seasonStart: string | null; seasonEnd: string | null },
  today: string = todayInBerlin(),
): { start: string; end: string } {
  if (location.seasonStart && location.seasonEnd)
    return { start: formatDayMonth(location.seasonStart), end: formatDayMonth(location.seasonEnd) };
  const window = defaultSeason(today);
  return { start: formatDate(window.start), end: formatDate(window.end) };
}

/**
 * The first day worth showing when the dates were not chosen by the user (issue 21 item 6.8): outside the location's
 * season its (next) season start, before online booking opens that day, whichever is later; null when the chosen
 * start is fine as it is.
 */
export function firstBookableDefault(
  availability: Pick<SectionAvailabilityDto, 'season' | 'bookingStart'> &
    Partial<Pick<SectionAvailabilityDto, 'ended'>>,
  currentStart: string,
): string | null {
  const candidates = [
    availability.season.inSeason ? null : availability.season.start,
    availability.bookingStart.open ? null : availability.bookingStart.date,
    // Today after the beach's closing time (issue 30): tomorrow, never a day that is over.
    availability.ended?.day ? addDays(currentStart, 1) : null,
  ].filter((day): day is string => day !== null && day > currentStart);
  return candidates.length > 0 ? candidates.sort().at(-1)! : null;
}
