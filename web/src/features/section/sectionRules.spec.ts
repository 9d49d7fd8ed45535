import { describe, expect, it } from '@jest/globals';
import type { BeachChairAvailabilityDto, SectionAvailabilityDto } from '../../api/generated';
import {
  chairStatus,
  everyRowHasData,
  firstBookableDefault,
  groupByRow,
  noticesOf,
  ownChairIds,
  seasonOf,
  slideLoads,
  tileStateOf,
} from './sectionRules';
import { cellState, indexCalendar } from './timeline';

const chair = (id: number, rowId: number | null): BeachChairAvailabilityDto =>
  ({ id, rowId, publicNumber: String(id), state: 'FREE' }) as BeachChairAvailabilityDto;

const availability = (over: Partial<SectionAvailabilityDto>): SectionAvailabilityDto =>
  ({
    hasSubsections: false,
    onlineBooking: true,
    counts: { total: 3, free: 3 },
    bookingStart: { date: null, open: true },
    season: { start: '2026-06-01', end: '2027-10-31', seasonStart: null, seasonEnd: null, inSeason: true },
    leadTime: { hours: null, earliestBookableAt: null, firstBookableDate: '2026-07-14', applies: false },
    ...over,
  }) as SectionAvailabilityDto;

describe('section rules', () => {
  it('maps chair states to the four tile states', () => {
    expect(tileStateOf('FREE')).toBe('free');
    expect(tileStateOf('BOOKED_MORNING')).toBe('morning');
    expect(tileStateOf('BOOKED_AFTERNOON')).toBe('afternoon');
    expect(tileStateOf('BOOKED')).toBe('allDay');
    expect(tileStateOf('STOP_SALE')).toBe('allDay');
  });

  it('groups chairs under their rows in order and offers the toggle only when every row has chairs', () => {
    const rows = [
      { id: 2, name: 'Reihe 2', nameEn: null, position: 2 },
      { id: 1, name: 'Reihe 1', nameEn: null, position: 1 },
    ];
    const chairs = [chair(10, 1), chair(11, 2), chair(12, 1)];
    expect(groupByRow(rows, chairs).map((g) => [g.row.name, g.chairs.map((c) => c.id)])).toEqual([
      ['Reihe 1', [10, 12]],
      ['Reihe 2', [11]],
    ]);
    expect(everyRowHasData(rows, chairs)).toBe(true);
    expect(everyRowHasData(rows, [chair(10, 1)])).toBe(false);
  });

  it('names the empty states', () => {
    expect(noticesOf(availability({ counts: { total: 0, free: 0 } }), false)).toEqual([{ kind: 'noChairs' }]);
    expect(noticesOf(availability({ bookingStart: { date: '2027-03-01', open: false } }), false)).toEqual([
      { kind: 'bookingNotStarted', date: '2027-03-01' },
    ]);
    expect(
      noticesOf(
        availability({
          season: { start: '2027-05-01', end: '2027-09-30', seasonStart: '01-05', seasonEnd: '30-09', inSeason: false },
        }),
        false,
      ),
    ).toEqual([{ kind: 'outOfSeason', seasonStart: '2027-05-01', seasonEnd: '2027-09-30' }]);
    expect(
      noticesOf(
        availability({
          leadTime: { hours: 24, earliestBookableAt: 'x', firstBookableDate: '2026-07-16', applies: true },
        }),
        false,
      ),
    ).toEqual([{ kind: 'leadTime', hours: 24, firstBookableDate: '2026-07-16' }]);
  });

  it('loads carousel images within two slides only', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => slideLoads(i, 1))).toEqual([true, true, true, true, false, false]);
  });
});

describe('timeline cells', () => {
  const calendar = indexCalendar(
    [
      { beachChairId: 1, start: '2026-07-14T00:00:00+02:00', end: '2026-07-16T00:00:00+02:00' },
      { beachChairId: 2, start: '2026-07-14T00:00:00+02:00', end: '2026-07-14T13:00:00+02:00' },
      { beachChairId: 3, start: '2026-07-14T13:00:00+02:00', end: '2026-07-15T00:00:00+02:00' },
    ],
    [{ beachChairId: 4, start: '2026-07-14', end: '2026-07-15' }],
  );

  it('shows whole days, mornings, afternoons and stop sales', () => {
    expect(cellState(calendar.get(1), '2026-07-15', 13)).toBe('booked');
    expect(cellState(calendar.get(1), '2026-07-16', 13)).toBe('free');
    expect(cellState(calendar.get(2), '2026-07-14', 13)).toBe('morning');
    expect(cellState(calendar.get(3), '2026-07-14', 13)).toBe('afternoon');
    expect(cellState(calendar.get(3), '2026-07-14', null)).toBe('booked');
    expect(cellState(calendar.get(4), '2026-07-15', 13)).toBe('stopSale');
    expect(cellState(calendar.get(5), '2026-07-15', 13)).toBe('free');
  });
});

describe('own booking', () => {
  it('marks chairs whose booked period overlaps the chosen days', () => {
    const bookings = [
      { beachChairId: 1, start: '2026-07-13T22:00:00.000Z', end: '2026-07-15T22:00:00.000Z' }, // 14.–15.07.
      { beachChairId: 2, start: '2026-07-16T22:00:00.000Z', end: '2026-07-17T22:00:00.000Z' }, // 17.07.
    ];
    expect([...ownChairIds(bookings, '2026-07-15', '2026-07-16')]).toEqual([1]);
    expect([...ownChairIds(bookings, '2026-07-16', '2026-07-16')]).toEqual([]);
    expect([...ownChairIds(bookings, '2026-07-10', '2026-07-20')].sort()).toEqual([1, 2]);
  });
});

describe('chairStatus (one rule for the grid tile and the chair panel)', () => {
  const range = availability({});
  const free = { state: 'FREE', free: true, reason: null } as const;
  const notNow = { state: 'FREE', free: false, reason: null } as const;

  it('a chair of the own cart is "in your cart", not booked', () => {
    expect(chairStatus({ state: 'BOOKED', free: false, reason: 'BOOKED' }, true, range)).toEqual({
      tile: 'allDay',
      own: true,
      hindrance: 'own',
    });
  });

  it('inside the lead time a free chair is not bookable on the tile and in the panel', () => {
    const leadTime = availability({
      leadTime: { hours: 48, earliestBookableAt: null, firstBookableDate: '2026-07-14', applies: true },
    });
    expect(chairStatus(notNow, false, leadTime)).toEqual({ tile: 'notBookable', own: false, hindrance: 'leadTime' });
    expect(
      chairStatus(notNow, false, availability({ bookingStart: { date: '2026-08-01', open: false } })).hindrance,
    ).toBe('bookingNotStarted');
  });

  it('free chairs have no hindrance; taken ones keep their reason', () => {
    expect(chairStatus(free, false, range)).toEqual({ tile: 'free', own: false, hindrance: null });
    expect(chairStatus({ state: 'STOP_SALE', free: false, reason: 'STOP_SALE' }, false, range).hindrance).toBe(
      'STOP_SALE',
    );
    expect(chairStatus(notNow, false, range)).toEqual({ tile: 'allDay', own: false, hindrance: 'BOOKED' });
  });

  it('a free chair of a day that is over (after closing time) is past, not booked (issue 30)', () => {
    const over = availability({ ended: { day: true, morning: true, afternoon: true } });
    expect(chairStatus(notNow, false, over)).toEqual({ tile: 'past', own: false, hindrance: 'ended' });
  });
});

describe('firstBookableDefault after closing time', () => {
  it('moves a default day that is over to the next day (issue 30)', () => {
    expect(
      firstBookableDefault(availability({ ended: { day: true, morning: true, afternoon: true } }), '2026-07-14'),
    ).toBe('2026-07-15');
    expect(
      firstBookableDefault(availability({ ended: { day: false, morning: true, afternoon: false } }), '2026-07-14'),
    ).toBeNull();
  });
});

describe('seasonOf', () => {
  it("is the location's own season every year, else the server's default window with its years", () => {
    expect(seasonOf({ seasonStart: '15-05', seasonEnd: '15-09' }, '2026-11-29')).toEqual({
      start: '15.05.',
      end: '15.09.',
    });
    // 1 June of this year to 31 October of the next (server: availability/rules/season.ts defaultSeason)
    expect(seasonOf({ seasonStart: null, seasonEnd: null }, '2026-11-29')).toEqual({
      start: '01.06.2026',
      end: '31.10.2027',
    });
  });
});

describe('firstBookableDefault (dates the user did not choose)', () => {
  it('moves an out-of-season start to the season start, and a start before booking opens to that day', () => {
    const out = availability({
      season: { start: '2027-05-01', end: '2027-09-30', seasonStart: '01-05', seasonEnd: '30-09', inSeason: false },
    });
    expect(firstBookableDefault(out, '2026-11-26')).toBe('2027-05-01');
    const notOpen = availability({ bookingStart: { date: '2026-12-15', open: false } });
    expect(firstBookableDefault(notOpen, '2026-11-26')).toBe('2026-12-15');
  });

  it('leaves an in-season start where it is', () => {
    expect(firstBookableDefault(availability({}), '2026-07-14')).toBeNull();
  });
});
