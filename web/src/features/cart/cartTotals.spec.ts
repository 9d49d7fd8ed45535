import { describe, expect, it } from '@jest/globals';
import type { PublicBookingChairLineDto, PublicBookingExtraDto } from '../../api/generated';
import { cartItemCount, cartLinesTotalCents, isCartEmpty, linesToEmpty } from './cartTotals';

const chair = (
  id: number,
  price: number,
  status: PublicBookingChairLineDto['status'] = 'OPEN',
): PublicBookingChairLineDto => ({
  id,
  beachChairId: 100 + id,
  start: '2026-07-01',
  end: '2026-07-03',
  status,
  model: '2_SEAT_CHAIR',
  rate: 'MULTI_DAY',
  price,
  discount: false,
});
const extra = (id: number, amount: number, unitPrice: number): PublicBookingExtraDto => ({
  id,
  extraId: 10 + id,
  name: `Extra ${id}`,
  nameEn: null,
  amount,
  unitPrice,
  price: Math.round(amount * unitPrice * 100) / 100,
});

describe('cartItemCount (the app bar badge)', () => {
  it('is 0 without a booking', () => {
    expect(cartItemCount(null)).toBe(0);
    expect(isCartEmpty(undefined)).toBe(true);
  });

  it('counts chairs plus the total amount of extras', () => {
    expect(
      cartItemCount({ beachChairBookings: [chair(1, 30), chair(2, 45)], extras: [extra(1, 3, 2.5), extra(2, 1, 4)] }),
    ).toBe(6);
  });

  it('leaves canceled chair bookings out', () => {
    expect(cartItemCount({ beachChairBookings: [chair(1, 30), chair(2, 45, 'CANCELED')], extras: [] })).toBe(1);
  });
});

describe('cartLinesTotalCents', () => {
  it('sums chairs and extras in cents without floating point drift', () => {
    const booking = { beachChairBookings: [chair(1, 30.1)], extras: [extra(1, 3, 0.1), extra(2, 2, 0.2)] };
    expect(cartLinesTotalCents(booking)).toBe(3010 + 30 + 40);
  });
});

describe('linesToEmpty', () => {
  it('lists every open chair line and every extra line', () => {
    const booking = { beachChairBookings: [chair(1, 30), chair(2, 45, 'CANCELED')], extras: [extra(7, 1, 3)] };
    expect(linesToEmpty(booking)).toEqual({ chairIds: [1], extraIds: [7] });
  });
});
