import { describe, expect, it } from '@jest/globals';
import { TimeEnum, UnavailabilityReason } from '../../../common/enums.js';
import { zonedInstant } from '../../../common/time.js';
import { AvailabilityState, ChairFacts, chairAvailability, chairDayStates } from './chair-state.js';
import { bookingProblem, rangeFacts, SectionRules } from './range.js';

const rules = (o: Partial<SectionRules> = {}): SectionRules => ({
  seasonStart: '01-05',
  seasonEnd: '30-09',
  leadTimeHours: null,
  bookingStart: { location: null, locationConfiguration: null, vendorConfiguration: null },
  onlineBooking: true,
  boundaryHour: 13,
  morningRange: '08-13',
  afternoonRange: '13-20',
  openingHours: [],
  ...o,
});
const chair = (o: Partial<ChairFacts> = {}): ChairFacts => ({
  timeEnum: TimeEnum.HALF_DAY,
  reserved: false,
  seasonBeachChair: false,
  bookings: [],
  stopSales: [],
  ...o,
});
const at = (date: string, time = '00:00') => zonedInstant(date, time).getTime();
const NOW = new Date('2026-07-01T08:00:00Z');
const facts = (start: string, end = start, o: Partial<SectionRules> = {}, channel: 'online' | 'vendor' = 'online', now = NOW) =>
  rangeFacts(rules(o), { start, end, timeZone: 'Europe/Berlin' }, now, channel).facts;

describe('chair availability', () => {
  it('is free and bookable by day or half day when nothing is booked', () => {
    expect(chairAvailability(chair(), facts('2026-07-14'))).toEqual({
      state: AvailabilityState.FREE,
      reason: null,
      free: true,
      bookable: { day: true, morning: true, afternoon: true },
    });
  });

  it('shows a chair booked in the morning as afternoon-free', () => {
    const a = chairAvailability(chair({ bookings: [at('2026-07-14'), at('2026-07-14', '13:00')] }), facts('2026-07-14'));
    expect(a).toEqual({
      state: AvailabilityState.BOOKED_MORNING,
      reason: null,
      free: true,
      bookable: { day: false, morning: false, afternoon: true },
    });
  });

  it('shows a chair booked in the afternoon as morning-free', () => {
    const a = chairAvailability(chair({ bookings: [at('2026-07-14', '13:00'), at('2026-07-15')] }), facts('2026-07-14'));
    expect(a.state).toBe(AvailabilityState.BOOKED_AFTERNOON);
    expect(a.bookable).toEqual({ day: false, morning: true, afternoon: false });
  });

  it('is booked all day when both halves are taken, or by a booking over several days', () => {
    const halves = [at('2026-07-14'), at('2026-07-14', '13:00'), at('2026-07-14', '13:00'), at('2026-07-15')];
    expect(chairAvailability(chair({ bookings: halves }), facts('2026-07-14'))).toMatchObject({
      state: AvailabilityState.BOOKED,
      reason: UnavailabilityReason.BOOKED,
      free: false,
    });
    const week = [at('2026-07-10'), at('2026-07-17')];
    expect(chairAvailability(chair({ bookings: week }), facts('2026-07-14', '2026-07-20')).state).toBe(AvailabilityState.BOOKED);
  });

  it('does not count a booking that ends when the range begins', () => {
    const yesterday = [at('2026-07-13'), at('2026-07-14')];
    expect(chairAvailability(chair({ bookings: yesterday }), facts('2026-07-14')).state).toBe(AvailabilityState.FREE);
  });

  it('offers half days only for single days of HALF_DAY chairs in sections with half-day rates', () => {
    const morningBooked = [at('2026-07-14'), at('2026-07-14', '13:00')];
    expect(chairAvailability(chair({ timeEnum: TimeEnum.ALL_DAY, bookings: morningBooked }), facts('2026-07-14'))).toEqual({
      state: AvailabilityState.BOOKED_MORNING,
      reason: UnavailabilityReason.BOOKED,
      free: false,
      bookable: { day: false, morning: false, afternoon: false },
    });
    expect(chairAvailability(chair(), facts('2026-07-14', '2026-07-15')).bookable).toEqual({ day: true, morning: false, afternoon: false });
    expect(chairAvailability(chair(), facts('2026-07-14', '2026-07-14', { afternoonRange: null })).bookable).toEqual({
      day: true,
      morning: true,
      afternoon: false,
    });
  });

  it('marks a stop sale on any day of the range', () => {
    const a = chairAvailability(chair({ stopSales: ['2026-07-16', '2026-07-18'] }), facts('2026-07-14', '2026-07-16'));
    expect(a).toMatchObject({ state: AvailabilityState.STOP_SALE, reason: UnavailabilityReason.STOP_SALE, free: false });
    expect(chairAvailability(chair({ stopSales: ['2026-07-16', '2026-07-18'] }), facts('2026-07-19')).state).toBe(AvailabilityState.FREE);
  });

  it('marks a range that leaves the season, before anything else', () => {
    const a = chairAvailability(chair({ stopSales: ['2026-09-30', '2026-10-02'] }), facts('2026-09-29', '2026-10-01'));
    expect(a).toMatchObject({
      state: AvailabilityState.OUTSIDE_RENTAL_SEASON,
      reason: UnavailabilityReason.OUTSIDE_RENTAL_SEASON,
      free: false,
    });
  });

  it('keeps reserved and season chairs from online booking but not from the vendor', () => {
    for (const held of [{ reserved: true }, { seasonBeachChair: true }]) {
      expect(chairAvailability(chair(held), facts('2026-07-14'))).toMatchObject({
        state: AvailabilityState.RESERVED,
        reason: UnavailabilityReason.BOOKED,
        free: false,
      });
      expect(chairAvailability(chair(held), facts('2026-07-14', '2026-07-14', {}, 'vendor'))).toMatchObject({
        state: AvailabilityState.RESERVED,
        free: true,
      });
    }
  });

  it('honours the lead time online, slot by slot', () => {
    // now 1 July 10:00; 12 h lead time: earliest 2 July 12:00, so only the afternoon of 2 July is bookable.
    const a = chairAvailability(chair(), facts('2026-07-02', '2026-07-02', { leadTimeHours: 12 }));
    expect(a).toEqual({
      state: AvailabilityState.FREE,
      reason: null,
      free: true,
      bookable: { day: false, morning: false, afternoon: true },
    });
    expect(chairAvailability(chair(), facts('2026-07-03', '2026-07-03', { leadTimeHours: 12 })).bookable.day).toBe(true);
    expect(chairAvailability(chair(), facts('2026-07-02', '2026-07-02', { leadTimeHours: 12 }, 'vendor')).bookable.day).toBe(true);
  });

  it('books nothing online before the booking start date or in a section without online booking', () => {
    const closed = facts('2026-07-14', '2026-07-14', {
      bookingStart: { location: '2026-07-10', locationConfiguration: null, vendorConfiguration: null },
    });
    expect(chairAvailability(chair(), closed)).toMatchObject({ state: AvailabilityState.FREE, free: false });
    expect(chairAvailability(chair(), facts('2026-07-14', '2026-07-14', { onlineBooking: false })).free).toBe(false);
  });

  it('gives per-day states for the vendor views', () => {
    const f = facts('2026-09-29', '2026-10-01', {}, 'vendor');
    const states = chairDayStates(chair({ bookings: [at('2026-09-29', '13:00'), at('2026-09-30')] }), f, [true, true, false]);
    expect(states.map((s) => s.state)).toEqual([
      AvailabilityState.BOOKED_AFTERNOON,
      AvailabilityState.FREE,
      AvailabilityState.OUTSIDE_RENTAL_SEASON,
    ]);
  });

  it("computes a range over the October daylight-saving change in the caller's zone", () => {
    const r = rules({ seasonStart: '01-01', seasonEnd: '31-12' });
    const f = rangeFacts(r, { start: '2026-10-25', end: '2026-10-25', timeZone: 'Europe/Berlin' }, NOW, 'online').facts;
    expect((f.days[0].end - f.days[0].start) / 3_600_000).toBe(25);
    // An afternoon booking from 13:00 CET (12:00 UTC) leaves the morning free; one from 12:00 CET would not.
    const afternoon = [Date.parse('2026-10-25T12:00:00Z'), Date.parse('2026-10-25T23:00:00Z')];
    expect(chairAvailability(chair({ bookings: afternoon }), f).state).toBe(AvailabilityState.BOOKED_AFTERNOON);
    const early = [Date.parse('2026-10-25T11:00:00Z'), Date.parse('2026-10-25T23:00:00Z')];
    expect(chairAvailability(chair({ bookings: early }), f).state).toBe(AvailabilityState.BOOKED);
  });
});

describe('booking problems', () => {
  it('names why a wanted slot cannot be booked', () => {
    const f = facts('2026-07-14');
    const morningBooked = chairAvailability(chair({ bookings: [at('2026-07-14'), at('2026-07-14', '13:00')] }), f);
    expect(bookingProblem(morningBooked, f, TimeEnum.HALF_DAY, 'afternoon')).toBeNull();
    expect(bookingProblem(morningBooked, f, TimeEnum.HALF_DAY, 'morning')).toBe('BOOKED');
    expect(bookingProblem(morningBooked, f, TimeEnum.HALF_DAY, 'day')).toBe('BOOKED');
    expect(bookingProblem(chairAvailability(chair({ reserved: true }), f), f, TimeEnum.HALF_DAY, 'day')).toBe('RESERVED');
    const lead = facts('2026-07-02', '2026-07-02', { leadTimeHours: 12 });
    expect(bookingProblem(chairAvailability(chair(), lead), lead, TimeEnum.HALF_DAY, 'morning')).toBe('LEAD_TIME');
    const past = facts('2026-06-30');
    expect(bookingProblem(chairAvailability(chair(), past), past, TimeEnum.HALF_DAY, 'day')).toBe('IN_THE_PAST');
    const two = facts('2026-07-14', '2026-07-15');
    expect(bookingProblem(chairAvailability(chair(), two), two, TimeEnum.HALF_DAY, 'morning')).toBe('HALF_DAY_NOT_OFFERED');
    const out = facts('2026-10-14');
    expect(bookingProblem(chairAvailability(chair(), out), out, TimeEnum.HALF_DAY, 'day')).toBe('OUTSIDE_RENTAL_SEASON');
  });
});

describe('slots that have ended today (issue 30)', () => {
  const wantedOn = (time: string, o: Partial<SectionRules> = {}, channel: 'online' | 'vendor' = 'online') => {
    const f = facts('2026-07-14', '2026-07-14', o, channel, new Date(at('2026-07-14', time)));
    const a = chairAvailability(chair(), f);
    return (wanted: 'day' | 'morning' | 'afternoon') => bookingProblem(a, f, TimeEnum.HALF_DAY, wanted);
  };

  it('ends the morning at the end of its hours, not at midnight or the boundary of another range', () => {
    expect(wantedOn('12:59')('morning')).toBeNull();
    expect(wantedOn('13:00')('morning')).toBe('IN_THE_PAST');
    expect(wantedOn('12:30', { morningRange: '08-12' })('morning')).toBe('IN_THE_PAST');
  });

  it('ends the afternoon at the end of its hours (13-20: at 20:00), not at midnight', () => {
    expect(wantedOn('19:59')('afternoon')).toBeNull();
    expect(wantedOn('21:16')('afternoon')).toBe('IN_THE_PAST');
    expect(wantedOn('21:16')('day')).toBeNull();
  });

  it("ends a whole day at the location's closing time of that weekday, else at the day's end", () => {
    const hours = { openingHours: [{ weekday: 2, opening: '09:00', closing: '19:00' }] }; // 14 July 2026 is a Tuesday
    expect(wantedOn('18:59', hours)('day')).toBeNull();
    expect(wantedOn('19:00', hours)('day')).toBe('IN_THE_PAST');
    expect(wantedOn('23:00', { openingHours: [{ weekday: 3, opening: '09:00', closing: '19:00' }] })('day')).toBeNull();
  });

  it('lets the office record a walk-in for a running slot, never an ended one', () => {
    expect(wantedOn('10:00', {}, 'vendor')('morning')).toBeNull();
    expect(wantedOn('13:30', {}, 'vendor')('morning')).toBe('IN_THE_PAST');
  });

  it('tells the storefront which slots are over', () => {
    const n = rangeFacts(
      rules(),
      { start: '2026-07-14', end: '2026-07-14', timeZone: 'Europe/Berlin' },
      new Date(at('2026-07-14', '20:30')),
      'online',
    );
    expect(n.notes.ended).toEqual({ day: false, morning: true, afternoon: true });
  });
});
