import { describe, expect, it } from '@jest/globals';
import { BookingSource, BookingStatus } from '../../../common/enums.js';
import {
  amountDueCents,
  commissionCents,
  dayReport,
  formatInvoiceNumber,
  INVOICE_NUMBER_PATTERN,
  isInvoiceable,
  isOnlineSource,
  normalInvoiceNumber,
  paidCents,
  parseSeriesNumber,
  refundDueSplit,
} from './money-rules.js';
import { splitGross } from '../../../common/vat.js';

describe('invoice numbers', () => {
  it('formats the series as year-number with at least 6 digits and reads it back', () => {
    expect(formatInvoiceNumber(2026, 42)).toBe('2026-000042');
    expect(formatInvoiceNumber(2026, 1234567)).toBe('2026-1234567');
    expect(parseSeriesNumber('2026-000042')).toEqual({ year: 2026, number: 42 });
    expect(parseSeriesNumber('RE-2026-42')).toBeNull();
    // issue 29: a series number typed with fewer or more zeros is the same number, not a free-form one
    expect(parseSeriesNumber('2026-42')).toEqual({ year: 2026, number: 42 });
  });

  it('compares numbers in one normal form: the series as the counter writes it, any other number in upper case', () => {
    expect(normalInvoiceNumber('2026-0000003')).toBe('2026-000003');
    expect(normalInvoiceNumber('2026-00002')).toBe('2026-000002');
    expect(normalInvoiceNumber('2026-000002')).toBe('2026-000002');
    expect(normalInvoiceNumber('2026-01234567')).toBe('2026-1234567');
    expect(normalInvoiceNumber('re/2026-7')).toBe('RE/2026-7');
  });

  it('only CONFIRMED and BOOKED bookings, and CANCELED ones with a fee, are invoiceable', () => {
    expect(isInvoiceable(BookingStatus.CONFIRMED, null)).toBe(true);
    expect(isInvoiceable(BookingStatus.BOOKED, null)).toBe(true);
    expect(isInvoiceable(BookingStatus.CANCELED, 500)).toBe(true);
    expect(isInvoiceable(BookingStatus.CANCELED, 0)).toBe(false);
    expect(isInvoiceable(BookingStatus.CANCELED, null)).toBe(false);
    for (const s of [BookingStatus.OPEN, BookingStatus.PENDING, BookingStatus.RESERVED, BookingStatus.EXPIRED])
      expect(isInvoiceable(s, 500)).toBe(false);
  });

  it('explicit numbers: letters, digits and . _ / -, at most 40', () => {
    expect(INVOICE_NUMBER_PATTERN.test('RE/2026-17')).toBe(true);
    expect(INVOICE_NUMBER_PATTERN.test('-17')).toBe(false);
    expect(INVOICE_NUMBER_PATTERN.test('a b')).toBe(false);
    expect(INVOICE_NUMBER_PATTERN.test('x'.repeat(41))).toBe(false);
  });
});

describe('VAT from gross prices', () => {
  it('splits 19 % off cent-exactly: net + VAT = gross', () => {
    expect(splitGross(1500)).toEqual({ grossCents: 1500, netCents: 1261, vatCents: 239 }); // 15.00 / 1.19 = 12.605 → 12.61
    expect(splitGross(11900)).toEqual({ grossCents: 11900, netCents: 10000, vatCents: 1900 });
    expect(splitGross(1)).toEqual({ grossCents: 1, netCents: 1, vatCents: 0 });
    for (let g = 0; g < 3000; g += 7) {
      const s = splitGross(g);
      expect(s.netCents + s.vatCents).toBe(g);
      expect(Math.abs(s.netCents * 1.19 - g)).toBeLessThanOrEqual(0.6);
    }
  });
});

describe('commission, amount due and paid', () => {
  it('rounds the commission half up to the cent', () => {
    expect(commissionCents(1500, 10)).toBe(150);
    expect(commissionCents(1505, 5)).toBe(75); // 75.25
    expect(commissionCents(1510, 2.5)).toBe(38); // 37.75
    expect(commissionCents(1500, 0)).toBe(0);
  });

  it('online sources: website, widget and the apps', () => {
    expect(isOnlineSource(BookingSource.WEBSITE)).toBe(true);
    expect(isOnlineSource(BookingSource.WIDGET)).toBe(true);
    expect(isOnlineSource(BookingSource.BACK_OFFICE)).toBe(false);
    expect(isOnlineSource(BookingSource.DIRECT)).toBe(false);
  });

  it('a canceled booking owes its fee, any other its total', () => {
    expect(amountDueCents(BookingStatus.CONFIRMED, 3000, null)).toBe(3000);
    expect(amountDueCents(BookingStatus.CANCELED, 3000, 900)).toBe(900);
    expect(amountDueCents(BookingStatus.CANCELED, 3000, null)).toBe(0);
  });

  it('paid: succeeded and refunded payments less what was refunded of them; failed and open checkouts count nothing', () => {
    expect(
      paidCents([
        { status: 'SUCCEEDED', amountCents: 2000, refundedCents: 0 },
        { status: 'SUCCEEDED', amountCents: 1000, refundedCents: 300 }, // partly refunded
        { status: 'REFUNDED', amountCents: 500, refundedCents: 500 }, // refunded in full
        { status: 'FAILED', amountCents: 7000, refundedCents: 0 },
        { status: 'CREATED', amountCents: 7000, refundedCents: 0 },
      ]),
    ).toBe(2700);
    expect(paidCents([{ status: 'REFUNDED', amountCents: 4000, refundedCents: 4000 }])).toBe(0);
    expect(paidCents([])).toBe(0);
  });
});

describe('day report', () => {
  const at = (iso: string) => new Date(iso);
  const s1 = { sectionId: 1, sectionName: 'Nord' };
  const s2 = { sectionId: 2, sectionName: 'Süd' };

  it('spreads a multi-day price over its days cent-exactly and counts chairs per day and section', () => {
    // 3 days in Berlin summer time (UTC+2): 2026-07-10 .. 2026-07-12, 10.00 € → 333 + 333 + 334
    const lines = dayReport(
      [
        { ...s1, beachChairId: 11, start: at('2026-07-09T22:00:00Z'), end: at('2026-07-12T22:00:00Z'), priceCents: 1000 },
        { ...s1, beachChairId: 12, start: at('2026-07-10T22:00:00Z'), end: at('2026-07-11T11:00:00Z'), priceCents: 900 }, // a morning
        { ...s1, beachChairId: 12, start: at('2026-07-11T11:00:00Z'), end: at('2026-07-11T22:00:00Z'), priceCents: 1100 }, // its afternoon
        { ...s2, beachChairId: 21, start: at('2026-07-11T22:00:00Z'), end: at('2026-07-12T22:00:00Z'), priceCents: 1500 },
      ],
      '2026-07-01',
      '2026-07-31',
      'Europe/Berlin',
    );
    expect(lines).toEqual([
      { date: '2026-07-10', ...s1, chairsBooked: 1, chairBookings: 1, revenueCents: 333 },
      { date: '2026-07-11', ...s1, chairsBooked: 2, chairBookings: 3, revenueCents: 333 + 900 + 1100 },
      { date: '2026-07-12', ...s1, chairsBooked: 1, chairBookings: 1, revenueCents: 334 },
      { date: '2026-07-12', ...s2, chairsBooked: 1, chairBookings: 1, revenueCents: 1500 },
    ]);
  });

  it('leaves out the days outside the range', () => {
    const lines = dayReport(
      [{ ...s1, beachChairId: 11, start: at('2026-07-09T22:00:00Z'), end: at('2026-07-12T22:00:00Z'), priceCents: 1000 }],
      '2026-07-11',
      '2026-07-11',
      'Europe/Berlin',
    );
    expect(lines).toEqual([{ date: '2026-07-11', ...s1, chairsBooked: 1, chairBookings: 1, revenueCents: 333 }]);
  });
});

describe('refundDueSplit', () => {
  const canceled = { status: BookingStatus.CANCELED, skipRefund: false };
  it('a provider refund in flight covers what its payments still hold; the office is offered only the rest', () => {
    expect(refundDueSplit(canceled, 10_000, 2_000, 10_000)).toEqual({ byProviderCents: 8_000, byOfficeCents: 0 });
    expect(refundDueSplit(canceled, 10_000, 2_000, 5_000)).toEqual({ byProviderCents: 5_000, byOfficeCents: 3_000 });
    expect(refundDueSplit({ status: BookingStatus.CONFIRMED, skipRefund: false }, 10_000, 7_000, 10_000)).toEqual({
      byProviderCents: 3_000,
      byOfficeCents: 0,
    });
  });
  it('cash and transfers, a kept payment, an expired booking and nothing overpaid: all by the office, or nothing', () => {
    expect(refundDueSplit(canceled, 10_000, 2_000, 0)).toEqual({ byProviderCents: 0, byOfficeCents: 8_000 });
    expect(refundDueSplit({ status: BookingStatus.CANCELED, skipRefund: true }, 10_000, 2_000, 10_000)).toEqual({
      byProviderCents: 0,
      byOfficeCents: 8_000,
    });
    expect(refundDueSplit({ status: BookingStatus.EXPIRED, skipRefund: false }, 1_000, 0, 1_000)).toEqual({
      byProviderCents: 0,
      byOfficeCents: 1_000,
    });
    expect(refundDueSplit(canceled, 2_000, 2_000, 2_000)).toEqual({ byProviderCents: 0, byOfficeCents: 0 });
  });
});
