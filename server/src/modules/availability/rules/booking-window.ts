import { addDays, calendarDate, zonedInstant } from '../../../common/time.js';
import { dayIn } from './clock.js';

/** The beach's own zone: lead time counts from the start of tomorrow there, whatever zone a caller reads dates in. */
export const BEACH_TIME_ZONE = 'Europe/Berlin';

/**
 * Lead time: with `leadTimeHours` set (and not 0) the earliest bookable moment is the start of tomorrow plus that
 * many hours, in Europe/Berlin. The hours are counted on the wall clock, so 24 hours from the start of tomorrow is
 * the start of the day after, also over a daylight-saving Sunday (23 or 25 hours long).
 * Without one there is no earliest moment; only slots that are already over are not bookable.
 */
export function earliestBookableInstant(now: Date, leadTimeHours: number | null | undefined, timeZone = BEACH_TIME_ZONE): Date | null {
  if (!leadTimeHours) return null;
  const tomorrow = addDays(dayIn(now, timeZone), 1);
  const day = addDays(tomorrow, Math.floor(leadTimeHours / 24));
  return zonedInstant(day, `${String(leadTimeHours % 24).padStart(2, '0')}:00`, timeZone);
}

/**
 * The first day whose full-day slot can be booked, in `timeZone`: the day of the earliest moment, or the next one
 * when that moment is not a midnight. Without a lead time: today.
 */
export function firstBookableDate(now: Date, earliest: Date | null, timeZone: string): string {
  if (!earliest) return dayIn(now, timeZone);
  const day = calendarDate(earliest, timeZone);
  return zonedInstant(day, '00:00', timeZone).getTime() >= earliest.getTime() ? day : addDays(day, 1);
}

/** A slot [start, end) may be booked when it is not over yet and does not begin before the earliest bookable moment. */
export function isSlotBookable(start: number, end: number, now: number, earliest: number | null): boolean {
  return end > now && (earliest === null || start >= earliest);
}

/** Where bookingStartdate can be set, most specific first. */
export interface BookingStartSources {
  /** location.booking_startdate */
  location: string | null | undefined;
  /** location.configuration.bookingStartdate */
  locationConfiguration: string | null | undefined;
  /** vendor.configuration.bookingStartdate */
  vendorConfiguration: string | null | undefined;
}

const isDate = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** The day online booking opens: the first of location column, location configuration, vendor configuration that is set. */
export function bookingOpensOn(s: BookingStartSources): string | null {
  for (const v of [s.location, s.locationConfiguration, s.vendorConfiguration]) if (isDate(v)) return v;
  return null;
}

/** Booking is open from its start date on (in the beach's zone); before it nothing can be booked online. */
export function isBookingOpen(opensOn: string | null, now: Date): boolean {
  return opensOn === null || dayIn(now, BEACH_TIME_ZONE) >= opensOn;
}
