import { describe, expect, it } from '@jest/globals';
import { BeachChairColor, BeachChairModel, TimeEnum, UnavailabilityReason } from '../../../common/enums.js';
import { acceptsGzip, withArrayMember } from '../raw-json.js';
import type { ChairRecord } from '../availability-data.service.js';
import { AvailabilityState, ChairAvailability } from '../rules/index.js';
import { beachChairAvailabilityJson, beachChairJsonHead, toBeachChairAvailabilityDto } from './section-availability.dto.js';

type Base = Omit<ChairRecord, 'json'>;
const base = (o: Partial<Base> = {}): Base => ({
  id: 7,
  sectionId: 2,
  rowId: 3,
  position: 1,
  publicNumber: '12',
  model: BeachChairModel.TWO_AND_HALF_SEAT_RECLINER,
  timeEnum: TimeEnum.HALF_DAY,
  lockId: null,
  seasonBeachChair: false,
  reserved: true,
  color: BeachChairColor.NONE,
  lng: 10.7550123,
  lat: 54.0200456,
  bookings: [],
  stopSales: [],
  ...o,
});
const record = (o: Partial<Base> = {}): ChairRecord => ({ ...base(o), json: beachChairJsonHead(base(o)) });
const reserved: ChairAvailability = {
  state: AvailabilityState.RESERVED,
  reason: UnavailabilityReason.BOOKED,
  free: false,
  bookable: { day: false, morning: false, afternoon: false },
};
const free: ChairAvailability = {
  state: AvailabilityState.FREE,
  reason: null,
  free: true,
  bookable: { day: true, morning: true, afternoon: false },
};

describe('the hand-written chair JSON', () => {
  it.each([
    ['a typical chair', record(), reserved],
    [
      'nulls and stop sales',
      record({ rowId: null, lng: null, lat: null, lockId: 99, stopSales: ['2026-07-01', '2026-07-03', '2026-07-09', '2026-07-09'] }),
      free,
    ],
    ['a public number that needs escaping', record({ publicNumber: 'A "7" \\ | ü\n' }), free],
  ])('equals JSON.stringify of the DTO for %s', (_, c, a) => {
    const dto = toBeachChairAvailabilityDto(c, a);
    expect(beachChairAvailabilityJson(c, a)).toBe(JSON.stringify(dto));
    expect(JSON.parse(beachChairAvailabilityJson(c, a))).toEqual(dto);
  });

  it('appends an array member to an object, also to an empty one', () => {
    expect(JSON.parse(withArrayMember({ a: 1 }, 'items', ['1', '{"b":2}']))).toEqual({ a: 1, items: [1, { b: 2 }] });
    expect(JSON.parse(withArrayMember({}, 'items', []))).toEqual({ items: [] });
  });
});

describe('Accept-Encoding', () => {
  it.each([
    ['gzip, deflate, br', true],
    ['br;q=1.0, gzip;q=0.8', true],
    ['gzip;q=0', false],
    ['*', true],
    ['identity', false],
    [undefined, false],
  ])('%s allows gzip: %s', (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});
