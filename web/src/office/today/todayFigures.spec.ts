import { describe, expect, it } from '@jest/globals';
import type { OfficeTodayBookingDto, OfficeTodayChairBookingDto, OfficeTodayDto } from '../api/generated';
import { byChairNumber, holdsAt, periodOnDay, todayView } from './todayFigures';

// 14 July 2026 in Berlin (CEST, UTC+2): the day is [2026-07-13T22:00Z, 2026-07-14T22:00Z).
const DAY_START = '2026-07-13T22:00:00.000Z';
const DAY_END = '2026-07-14T22:00:00.000Z';
const berlin = (hhmm: string, date = '2026-07-14') => new Date(`${date}T${hhmm}:00+02:00`).toISOString();

const chairs = (...numbers: string[]) =>
  numbers.map((n) => ({ id: Number(n.replace(/\D/g, '')), publicNumber: n, rowName: 'Reihe 1' }));

let nextId = 1;
function chairBooking(
  o: Partial<OfficeTodayChairBookingDto> & { beachChairId: number; start: string; end: string },
): OfficeTodayChairBookingDto {
  const id = nextId++;
  return {
    id,
    bookingId: o.bookingId ?? 100 + id,
    bookingRef: `REF${id}`,
    publicNumber: String(o.beachChairId),
    sectionId: 1,
    status: 'CONFIRMED',
    rate: 'DAY',
    paymentMethod: 'CASH',
    customerName: 'Greta Gast',
    ...o,
  };
}
const bookingLine = (
  o: Partial<OfficeTodayBookingDto> & { bookingId: number; sectionId: number },
): OfficeTodayBookingDto => ({
  bookingRef: `B${o.bookingId}`,
  status: 'PENDING',
  paymentMethod: 'BANK_TRANSFER',
  deadline: berlin('12:00', '2026-07-16'),
  start: berlin('00:00', '2026-07-17'),
  chairs: '1',
  totalPrice: 15,
  customerName: null,
  ...o,
});

function day(o: Partial<OfficeTodayDto> = {}): OfficeTodayDto {
  return {
    date: '2026-07-14',
    timeZone: 'Europe/Berlin',
    dayStart: DAY_START,
    dayEnd: DAY_END,
    now: berlin('10:00'),
    sections: [
      { id: 1, name: 'Nord', locationId: 10, locationName: 'Scharbeutz', chairs: chairs('1', '2', '3', '4', '5', '6') },
      { id: 2, name: 'Süd', locationId: 10, locationName: 'Scharbeutz', chairs: chairs('7', '8') },
      { id: 3, name: 'Mitte', locationId: 20, locationName: 'Timmendorf', chairs: chairs('9') },
    ],
    chairBookings: [],
    waitingForPayment: [],
    unpaidOnSite: [],
    stopSales: [],
    stopSaleConflicts: [],
    ...o,
  };
}

describe('holdsAt', () => {
  it('counts a period as [start, end): the end instant is free again', () => {
    const morning = { start: berlin('00:00'), end: berlin('13:00') };
    expect(holdsAt(morning, Date.parse(berlin('12:59')))).toBe(true);
    expect(holdsAt(morning, Date.parse(berlin('13:00')))).toBe(false);
    expect(holdsAt(morning, Date.parse(berlin('00:00')))).toBe(true);
  });
});

describe('byChairNumber', () => {
  it('sorts chair numbers as people read them', () => {
    expect(['10', '2', '12a', '1', '12'].sort(byChairNumber)).toEqual(['1', '2', '10', '12', '12a']);
  });
});

describe('todayView', () => {
  it('groups sections under their locations in the order the server sent them', () => {
    const view = todayView(day(), Date.parse(berlin('10:00')));
    expect(view.locations.map((l) => [l.name, l.sections.map((s) => s.name)])).toEqual([
      ['Scharbeutz', ['Nord', 'Süd']],
      ['Timmendorf', ['Mitte']],
    ]);
    expect(view.figures).toEqual({
      occupied: 0,
      free: 9,
      stopped: 0,
      arrivals: 0,
      departures: 0,
      waitingForPayment: 0,
      unpaidOnSite: 0,
    });
  });

  it('counts a one-day booking as an arrival and a departure, a stay as neither, and a multi-day end as a departure', () => {
    const data = day({
      chairBookings: [
        chairBooking({ beachChairId: 1, start: berlin('00:00'), end: berlin('00:00', '2026-07-15') }),
        chairBooking({ beachChairId: 2, start: berlin('00:00', '2026-07-12'), end: berlin('00:00', '2026-07-17') }),
        chairBooking({ beachChairId: 3, start: berlin('00:00', '2026-07-11'), end: berlin('00:00', '2026-07-15') }),
        chairBooking({ beachChairId: 4, start: berlin('00:00'), end: berlin('00:00', '2026-07-18') }),
      ],
    });
    const nord = todayView(data, Date.parse(berlin('10:00'))).locations[0]!.sections[0]!;
    expect(nord.arrivals.map((b) => b.publicNumber)).toEqual(['1', '4']);
    expect(nord.departures.map((b) => b.publicNumber)).toEqual(['1', '3']);
    expect(nord.figures).toMatchObject({ arrivals: 2, departures: 2, occupied: 4, free: 2 });
  });

  it('counts half days by the clock: a morning chair is occupied until 13:00, an afternoon chair from 13:00', () => {
    const data = day({
      chairBookings: [
        chairBooking({ beachChairId: 1, rate: 'MORNING', start: berlin('00:00'), end: berlin('13:00') }),
        chairBooking({
          beachChairId: 2,
          rate: 'AFTERNOON',
          start: berlin('13:00'),
          end: berlin('00:00', '2026-07-15'),
        }),
        // Chair 3: a morning guest and an afternoon guest, one after the other.
        chairBooking({ beachChairId: 3, rate: 'MORNING', start: berlin('00:00'), end: berlin('13:00') }),
        chairBooking({
          beachChairId: 3,
          rate: 'AFTERNOON',
          start: berlin('13:00'),
          end: berlin('00:00', '2026-07-15'),
        }),
      ],
    });
    const at = (hhmm: string) => todayView(data, Date.parse(berlin(hhmm))).locations[0]!.sections[0]!;

    const morning = at('10:00');
    expect(morning.occupied.map((o) => [o.chair.publicNumber, o.booking.rate])).toEqual([
      ['1', 'MORNING'],
      ['3', 'MORNING'],
    ]);
    // Chair 2 is free now but taken from 13:00: the counter sees when.
    expect(morning.free.find((f) => f.chair.publicNumber === '2')).toEqual({
      chair: expect.any(Object),
      busyFrom: berlin('13:00'),
    });
    expect(morning.free.find((f) => f.chair.publicNumber === '4')?.busyFrom).toBeNull();
    expect(morning.figures).toMatchObject({ occupied: 2, free: 4, arrivals: 4, departures: 4 });

    const afternoon = at('13:00');
    expect(afternoon.occupied.map((o) => [o.chair.publicNumber, o.booking.rate])).toEqual([
      ['2', 'AFTERNOON'],
      ['3', 'AFTERNOON'],
    ]);
    expect(afternoon.free.map((f) => [f.chair.publicNumber, f.busyFrom])).toEqual([
      ['1', null],
      ['4', null],
      ['5', null],
      ['6', null],
    ]);
  });

  it('keeps a stopped chair out of free, but an occupied stopped chair counts as occupied', () => {
    const data = day({
      chairBookings: [chairBooking({ beachChairId: 5, start: berlin('00:00'), end: berlin('00:00', '2026-07-15') })],
      stopSales: [
        {
          id: 1,
          beachChairId: 6,
          publicNumber: '6',
          sectionId: 1,
          startDate: '2026-07-14',
          endDate: '2026-07-20',
          reason: 'Sturm',
        },
        {
          id: 2,
          beachChairId: 5,
          publicNumber: '5',
          sectionId: 1,
          startDate: '2026-07-14',
          endDate: '2026-07-14',
          reason: null,
        },
      ],
    });
    const nord = todayView(data, Date.parse(berlin('10:00'))).locations[0]!.sections[0]!;
    expect(nord.figures).toMatchObject({ occupied: 1, free: 4, stopped: 1 });
    expect(nord.stopSales.map((s) => s.publicNumber)).toEqual(['5', '6']);
  });

  it('lets an OPEN cart hold its chair without counting it as an arrival', () => {
    const data = day({
      chairBookings: [
        chairBooking({
          beachChairId: 7,
          sectionId: 2,
          status: 'OPEN',
          start: berlin('00:00'),
          end: berlin('00:00', '2026-07-15'),
        }),
      ],
    });
    const sued = todayView(data, Date.parse(berlin('10:00'))).locations[0]!.sections[1]!;
    expect(sued.figures).toMatchObject({ occupied: 1, free: 1, arrivals: 0, departures: 0 });
  });

  it('counts a booking waiting for payment once in the totals, though it shows in each section of its chairs', () => {
    const data = day({
      waitingForPayment: [
        bookingLine({ bookingId: 7, sectionId: 1 }),
        bookingLine({ bookingId: 7, sectionId: 2 }),
        bookingLine({ bookingId: 8, sectionId: 3 }),
      ],
      unpaidOnSite: [
        bookingLine({ bookingId: 9, sectionId: 3, status: 'CONFIRMED', paymentMethod: 'CASH', deadline: null }),
      ],
    });
    const view = todayView(data, Date.parse(berlin('10:00')));
    expect(view.figures).toMatchObject({ waitingForPayment: 2, unpaidOnSite: 1 });
    expect(view.locations[0]!.figures.waitingForPayment).toBe(1);
    expect(view.locations[0]!.sections.map((s) => s.waitingForPayment.map((w) => w.bookingId))).toEqual([[7], [7]]);
    expect(view.locations[1]!.figures).toMatchObject({ waitingForPayment: 1, unpaidOnSite: 1 });
  });

  it('sums occupied and free chairs over the locations', () => {
    const data = day({
      chairBookings: [
        chairBooking({ beachChairId: 1, start: berlin('00:00'), end: berlin('00:00', '2026-07-15') }),
        chairBooking({ beachChairId: 9, sectionId: 3, start: berlin('00:00'), end: berlin('00:00', '2026-07-15') }),
      ],
    });
    const view = todayView(data, new Date(berlin('10:00')));
    expect(view.locations.map((l) => [l.figures.occupied, l.figures.free])).toEqual([
      [1, 7],
      [1, 0],
    ]);
    expect(view.figures).toMatchObject({ occupied: 2, free: 7, arrivals: 2, departures: 2 });
  });
});

describe('periodOnDay', () => {
  const dayOf = (iso: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(new Date(iso));
  const the = { dayStart: DAY_START, dayEnd: DAY_END };
  it('reads a whole day, a morning, an afternoon and hours by their bounds', () => {
    expect(periodOnDay({ start: DAY_START, end: DAY_END }, the, dayOf)).toEqual({ kind: 'day' });
    expect(periodOnDay({ start: DAY_START, end: berlin('13:00') }, the, dayOf)).toEqual({
      kind: 'morning',
      until: berlin('13:00'),
    });
    expect(periodOnDay({ start: berlin('13:00'), end: DAY_END }, the, dayOf)).toEqual({
      kind: 'afternoon',
      from: berlin('13:00'),
    });
    expect(periodOnDay({ start: berlin('09:00'), end: berlin('12:00') }, the, dayOf)).toEqual({
      kind: 'hours',
      from: berlin('09:00'),
      until: berlin('12:00'),
    });
  });
  it('names the first and the last day (inclusive) of a stay over several days', () => {
    expect(periodOnDay({ start: berlin('00:00', '2026-07-12'), end: DAY_END }, the, dayOf)).toEqual({
      kind: 'days',
      firstDay: '2026-07-12',
      lastDay: '2026-07-14',
    });
    expect(periodOnDay({ start: DAY_START, end: berlin('00:00', '2026-07-18') }, the, dayOf)).toEqual({
      kind: 'days',
      firstDay: '2026-07-14',
      lastDay: '2026-07-17',
    });
  });
});
