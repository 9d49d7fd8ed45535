import { TimeEnum } from '../../../common/enums.js';
import { dayIn } from './clock.js';
import {
  BEACH_TIME_ZONE,
  bookingOpensOn,
  BookingStartSources,
  earliestBookableInstant,
  firstBookableDate,
  isBookingOpen,
} from './booking-window.js';
import { AvailabilityState, Channel, ChairAvailability, RangeFacts } from './chair-state.js';
import { isInSeason, isRangeInSeason, SeasonSetting, seasonFor, SeasonWindow } from './season.js';
import { closingByWeekday, DayWindow, dayWindows } from './slots.js';

/** The facts of a section's location that the rules read; loaded once per request. */
export interface SectionRules extends SeasonSetting {
  leadTimeHours: number | null;
  bookingStart: BookingStartSources;
  onlineBooking: boolean;
  /** From the section's half-day rates; null: no half days. */
  boundaryHour: number | null;
  morningRange: string | null;
  afternoonRange: string | null;
  /** The location's opening hours: a whole day is over at that weekday's closing time. */
  openingHours: readonly { weekday: number; opening: string; closing: string }[];
}

export interface RangeQuery {
  start: string;
  end: string;
  timeZone: string;
}

/** Range-level facts the storefront shows as messages (season, lead time, booking start). */
export interface RangeNotes {
  season: SeasonWindow;
  inSeason: boolean;
  leadTimeHours: number | null;
  earliestBookableAt: Date | null;
  firstBookableDate: string;
  /** The range starts before the earliest bookable moment. */
  leadTimeApplies: boolean;
  bookingStartdate: string | null;
  bookingOpen: boolean;
  /** Which slots of the range are already over on the beach's clock (a half day: single-day ranges with half days only). */
  ended: { day: boolean; morning: boolean; afternoon: boolean };
}

export function rangeFacts(rules: SectionRules, q: RangeQuery, now: Date, channel: Channel): { facts: RangeFacts; notes: RangeNotes } {
  const today = dayIn(now, BEACH_TIME_ZONE); // "the current year" of the default season is the beach's
  const days = dayWindows(q.start, q.end, q.timeZone, rules.boundaryHour, {
    morningRange: rules.morningRange,
    afternoonRange: rules.afternoonRange,
    closing: closingByWeekday(rules.openingHours),
  });
  const earliest = earliestBookableInstant(now, rules.leadTimeHours);
  const opensOn = bookingOpensOn(rules.bookingStart);
  const bookingOpen = isBookingOpen(opensOn, now);
  const inSeason = isRangeInSeason(rules, q.start, q.end, today);
  const facts: RangeFacts = {
    startDate: q.start,
    endDate: q.end,
    days,
    inSeason,
    now: now.getTime(),
    earliest: earliest?.getTime() ?? null,
    bookingOpen,
    onlineBooking: rules.onlineBooking,
    morningRate: rules.morningRange !== null,
    afternoonRate: rules.afternoonRange !== null,
    channel,
  };
  const notes: RangeNotes = {
    season: seasonFor(rules, q.start, today),
    inSeason,
    leadTimeHours: rules.leadTimeHours || null,
    earliestBookableAt: earliest,
    firstBookableDate: firstBookableDate(now, earliest, q.timeZone),
    leadTimeApplies: earliest !== null && days[0].start < earliest.getTime(),
    bookingStartdate: opensOn,
    bookingOpen,
    ended: slotsEnded(days, now.getTime()),
  };
  return { facts, notes };
}

function slotsEnded(days: readonly DayWindow[], now: number): RangeNotes['ended'] {
  const first = days[0];
  const single = days.length === 1;
  return {
    day: days[days.length - 1].ends.day <= now,
    morning: single && first.ends.morning !== null && first.ends.morning <= now,
    afternoon: single && first.ends.afternoon !== null && first.ends.afternoon <= now,
  };
}

/** Season membership of each day of the range (for per-day views). */
export function seasonByDay(rules: SectionRules, facts: RangeFacts, now: Date): boolean[] {
  const today = dayIn(now, BEACH_TIME_ZONE);
  return facts.days.map((d) => isInSeason(rules, d.date, today));
}

/** Why a wanted slot cannot be booked, or null when it can: what the booking flow turns into an error. */
export type BookingProblem =
  | 'OUTSIDE_RENTAL_SEASON'
  | 'STOP_SALE'
  | 'BOOKED'
  | 'RESERVED'
  | 'ONLINE_BOOKING_DISABLED'
  | 'BOOKING_NOT_OPEN'
  | 'HALF_DAY_NOT_OFFERED'
  | 'IN_THE_PAST'
  | 'LEAD_TIME';

export type WantedSlot = 'day' | 'morning' | 'afternoon';

export function bookingProblem(a: ChairAvailability, facts: RangeFacts, timeEnum: TimeEnum, wanted: WantedSlot): BookingProblem | null {
  if (a.bookable[wanted]) return null;
  const online = facts.channel === 'online';
  if (a.state === AvailabilityState.OUTSIDE_RENTAL_SEASON) return 'OUTSIDE_RENTAL_SEASON';
  if (a.state === AvailabilityState.STOP_SALE) return 'STOP_SALE';
  if (a.state === AvailabilityState.BOOKED) return 'BOOKED';
  if (a.state === AvailabilityState.RESERVED && online) return 'RESERVED';
  if (online && !facts.onlineBooking) return 'ONLINE_BOOKING_DISABLED';
  if (online && !facts.bookingOpen) return 'BOOKING_NOT_OPEN';
  const first = facts.days[0];
  const last = facts.days[facts.days.length - 1];
  if (wanted !== 'day') {
    const rate = wanted === 'morning' ? facts.morningRate : facts.afternoonRate;
    if (facts.days.length !== 1 || first.boundary === null || !rate || timeEnum !== TimeEnum.HALF_DAY) return 'HALF_DAY_NOT_OFFERED';
  }
  const taken =
    wanted === 'day'
      ? a.state === AvailabilityState.BOOKED_MORNING || a.state === AvailabilityState.BOOKED_AFTERNOON
      : a.state === (wanted === 'morning' ? AvailabilityState.BOOKED_MORNING : AvailabilityState.BOOKED_AFTERNOON);
  if (taken) return 'BOOKED';
  // Over on the beach's clock: a half day after its hours, a whole day after the closing time (slots.ts DayWindow.ends).
  const end = wanted === 'day' ? last.ends.day : wanted === 'morning' ? first.ends.morning! : first.ends.afternoon!;
  return end <= facts.now ? 'IN_THE_PAST' : 'LEAD_TIME';
}
