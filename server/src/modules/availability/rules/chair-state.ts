import { TimeEnum, UnavailabilityReason } from '../../../common/enums.js';
import { isSlotBookable } from './booking-window.js';
import { DayWindow, dayOccupancy } from './slots.js';

/** What a chair tile or pin shows for a range, from the most to the least blocking. */
export enum AvailabilityState {
  OUTSIDE_RENTAL_SEASON = 'OUTSIDE_RENTAL_SEASON',
  STOP_SALE = 'STOP_SALE',
  /** Booked all day on at least one day of the range (or in both halves over the range). */
  BOOKED = 'BOOKED',
  /** Held back by the vendor or rented for the whole season: not bookable online. */
  RESERVED = 'RESERVED',
  /** Mornings taken, every afternoon of the range free. */
  BOOKED_MORNING = 'BOOKED_MORNING',
  /** Afternoons taken, every morning of the range free. */
  BOOKED_AFTERNOON = 'BOOKED_AFTERNOON',
  FREE = 'FREE',
}

/** Who asks: the storefront (online) or the vendor's back office, which may book reserved and season chairs. */
export type Channel = 'online' | 'vendor';

/** What the rules need to know about the range; the same for every chair of one request. */
export interface RangeFacts {
  startDate: string;
  endDate: string;
  days: readonly DayWindow[];
  /** Every day of the range lies in the season. */
  inSeason: boolean;
  now: number;
  /** Earliest bookable moment (lead time), epoch ms; null without a lead time. */
  earliest: number | null;
  bookingOpen: boolean;
  /** The section takes online bookings. */
  onlineBooking: boolean;
  /** The section has MORNING and AFTERNOON rates: half days can be booked on their own. */
  morningRate: boolean;
  afternoonRate: boolean;
  channel: Channel;
}

export interface ChairFacts {
  timeEnum: TimeEnum;
  reserved: boolean;
  seasonBeachChair: boolean;
  /** Holding chair bookings touching the range as flat [start, end, ...] epoch-ms pairs. */
  bookings: ArrayLike<number>;
  /** Stop sales touching the range as flat [startDate, endDate, ...] pairs (yyyy-MM-dd, inclusive). */
  stopSales: ArrayLike<string>;
}

export interface Bookable {
  /** The whole range as full days. */
  day: boolean;
  /** Single-day ranges: the morning or the afternoon on its own. */
  morning: boolean;
  afternoon: boolean;
}

export interface ChairAvailability {
  state: AvailabilityState;
  /** Why the chair cannot be had: null when at least part of it is free. */
  reason: UnavailabilityReason | null;
  /** At least one of `bookable` holds. */
  free: boolean;
  bookable: Bookable;
}

const NOTHING: Bookable = Object.freeze({ day: false, morning: false, afternoon: false });

function coversStopSale(stopSales: ArrayLike<string>, start: string, end: string): boolean {
  for (let i = 0; i < stopSales.length; i += 2) if (stopSales[i] <= end && stopSales[i + 1] >= start) return true;
  return false;
}

/** Which halves are taken on some day of the range; each booking only visits the days it touches. */
function occupancy(days: readonly DayWindow[], bookings: ArrayLike<number>): { morning: boolean; afternoon: boolean } {
  let morning = false;
  let afternoon = false;
  for (let i = 0; i < bookings.length && !(morning && afternoon); i += 2) {
    const [s, e] = [bookings[i], bookings[i + 1]];
    // first day ending after the booking starts
    let lo = 0;
    let hi = days.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (days[mid].end > s) hi = mid;
      else lo = mid + 1;
    }
    for (let d = lo; d < days.length && days[d].start < e; d++) {
      const o = dayOccupancy(days[d], [s, e]);
      morning ||= o.morning;
      afternoon ||= o.afternoon;
      if (morning && afternoon) break;
    }
  }
  return { morning, afternoon };
}

/** The state of one chair over the range and what of it can be booked: the one implementation of the rules. */
export function chairAvailability(chair: ChairFacts, range: RangeFacts): ChairAvailability {
  if (!range.inSeason) {
    return {
      state: AvailabilityState.OUTSIDE_RENTAL_SEASON,
      reason: UnavailabilityReason.OUTSIDE_RENTAL_SEASON,
      free: false,
      bookable: NOTHING,
    };
  }
  if (coversStopSale(chair.stopSales, range.startDate, range.endDate)) {
    return { state: AvailabilityState.STOP_SALE, reason: UnavailabilityReason.STOP_SALE, free: false, bookable: NOTHING };
  }
  const taken = occupancy(range.days, chair.bookings);
  const held = chair.reserved || chair.seasonBeachChair;
  let state: AvailabilityState;
  if (taken.morning && taken.afternoon) state = AvailabilityState.BOOKED;
  else if (held) state = AvailabilityState.RESERVED;
  else if (taken.morning) state = AvailabilityState.BOOKED_MORNING;
  else if (taken.afternoon) state = AvailabilityState.BOOKED_AFTERNOON;
  else state = AvailabilityState.FREE;
  const reason = state === AvailabilityState.BOOKED || state === AvailabilityState.RESERVED ? UnavailabilityReason.BOOKED : null;

  const online = range.channel === 'online';
  if (online && (held || !range.onlineBooking || !range.bookingOpen)) return { state, reason, free: false, bookable: NOTHING };

  const first = range.days[0];
  const last = range.days[range.days.length - 1];
  const earliest = online ? range.earliest : null;
  // A slot that has ended on the beach's clock is not offered (ends: the half days' hours, the closing time).
  const day = !taken.morning && !taken.afternoon && isSlotBookable(first.start, last.ends.day, range.now, earliest);
  const halves = range.days.length === 1 && first.boundary !== null && chair.timeEnum === TimeEnum.HALF_DAY;
  const morning = halves && range.morningRate && !taken.morning && isSlotBookable(first.start, first.ends.morning!, range.now, earliest);
  const afternoon =
    halves && range.afternoonRate && !taken.afternoon && isSlotBookable(first.boundary!, first.ends.afternoon!, range.now, earliest);
  const free = day || morning || afternoon;
  // A half-taken chair whose free half cannot be had on its own (ALL_DAY chair, several days) counts as booked.
  const partlyTaken = taken.morning || taken.afternoon;
  return {
    state,
    reason: reason ?? (partlyTaken && !free ? UnavailabilityReason.BOOKED : null),
    free,
    bookable: { day, morning, afternoon },
  };
}

/** Per-day states of one chair (vendor views): the same rules, one day at a time. */
export function chairDayStates(chair: ChairFacts, range: RangeFacts, inSeasonByDay: boolean[]): ChairAvailability[] {
  return range.days.map((day, i) =>
    chairAvailability(chair, { ...range, startDate: day.date, endDate: day.date, days: [day], inSeason: inSeasonByDay[i] }),
  );
}
