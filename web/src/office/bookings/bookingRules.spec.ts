import { describe, expect, it } from '@jest/globals';
import type { OfficeBookingDto } from '../api/officeApi';
import { availableActions, parseEuros, proposedChairFee, takesChairFrom, type BookingFacts } from './bookingRules';
import { fileNameOf } from './download';
import { euroText, stayText } from './format';

const chair = (status: OfficeBookingDto['status'] = 'CONFIRMED') =>
  ({ status }) as OfficeBookingDto['beachChairBookings'][number];
const facts = (over: Partial<BookingFacts> = {}): BookingFacts => ({
  status: 'CONFIRMED',
  paymentMethod: 'CASH',
  customer: { email: 'erika@example.de' } as OfficeBookingDto['customer'],
  invoiceNumber: null,
  cancellationFee: null,
  beachChairBookings: [chair(), chair()],
  ...over,
});
const list = (over: Partial<BookingFacts>) => [...availableActions(facts(over))].sort();

describe('what the drawer offers for a booking', () => {
  it('follows the booking states', () => {
    expect(list({ status: 'OPEN' })).toEqual(
      [
        'cancel',
        'cancelChair',
        'confirm',
        'addExtras',
        'editChairs',
        'editCustomer',
        'editExtras',
        'moveChair',
        'pay',
        'reserve',
        'resendPaymentLink',
        'shortInvoice',
      ].sort(),
    );
    expect(list({ status: 'PENDING', paymentMethod: 'BANK_TRANSFER' })).toEqual(
      ['cancel', 'cancelChair', 'confirm', 'pay', 'resendBankTransfer', 'resendPaymentLink', 'shortInvoice'].sort(),
    );
    // paid: a chair may still be moved and extras added (the difference is charged or refunded), nothing else edited
    expect(list({ status: 'BOOKED' })).toEqual([
      'addExtras',
      'cancel',
      'cancelChair',
      'invoiceNumber',
      'moveChair',
      'shortInvoice',
    ]);
    expect(list({ status: 'EXPIRED', beachChairBookings: [chair('EXPIRED')] })).toEqual(['recover', 'shortInvoice']);
    expect(list({ status: 'CANCELED', beachChairBookings: [chair('CANCELED')] })).toEqual(['recover']);
    expect(list({ status: 'CANCELED', cancellationFee: 5, beachChairBookings: [chair('CANCELED')] })).toEqual([
      'invoiceNumber',
      'recover',
    ]);
  });

  it('one chair left is cancelled with the booking; an issued invoice number stays; no customer, no mail', () => {
    expect(availableActions(facts({ beachChairBookings: [chair(), chair('CANCELED')] })).has('cancelChair')).toBe(
      false,
    );
    expect(availableActions(facts({ invoiceNumber: '2026-000001' })).has('invoiceNumber')).toBe(false);
    expect(availableActions(facts({ status: 'OPEN', customer: null })).has('resendPaymentLink')).toBe(false);
    expect(availableActions(facts({ status: 'OPEN', beachChairBookings: [] })).has('pay')).toBe(false);
  });
});

describe('fees and figures', () => {
  it('a chair’s fee is the policy’s percent of its price, in cents', () => {
    expect(proposedChairFee(24.5, 50)).toBe(12.25);
    expect(proposedChairFee(19.99, 10)).toBe(2);
    expect(proposedChairFee(30, 0)).toBe(0);
  });

  it('reads amounts typed the German or the English way', () => {
    expect(parseEuros('12,50')).toBe(12.5);
    expect(parseEuros('12.5')).toBe(12.5);
    expect(parseEuros(' 1.234,50 € ')).toBe(1234.5);
    expect(parseEuros('1,234.50')).toBe(1234.5);
    expect(parseEuros('7')).toBe(7);
    for (const bad of ['', '-3', '12,5050', 'zwölf', '1.2.3']) expect(parseEuros(bad)).toBeNaN();
  });

  it('writes euros and stays as the hut reads them', () => {
    expect(euroText(1234.5, 'de')).toBe('1.234,50 €');
    expect(euroText(1234.5, 'en')).toBe('€1,234.50');
    // 14.07. in Berlin (UTC+2) to the end of 15.07. (exclusive end at midnight).
    expect(stayText('2026-07-13T22:00:00.000Z', '2026-07-15T22:00:00.000Z', 'de')).toBe('14.07.2026 – 15.07.2026');
    expect(stayText('2026-07-13T22:00:00.000Z', '2026-07-14T22:00:00.000Z', 'de')).toBe('14.07.2026');
    expect(stayText('2026-07-14T06:00:00.000Z', '2026-07-14T11:00:00.000Z', 'de')).toBe('14.07.2026 08:00–13:00');
    // A half day: its rate's hours when known; else its instants, an end at midnight written 24:00.
    expect(stayText('2026-07-13T22:00:00.000Z', '2026-07-14T11:00:00.000Z', 'de', '08-13')).toBe(
      '14.07.2026 08:00–13:00',
    );
    expect(stayText('2026-07-14T11:00:00.000Z', '2026-07-14T22:00:00.000Z', 'de')).toBe('14.07.2026 13:00–24:00');
    expect(stayText(null, null, 'de')).toBe('–');
  });

  it('saves a download under the server’s file name', () => {
    expect(fileNameOf('attachment; filename="bookings-2026-11-25.csv"', 'x.csv')).toBe('bookings-2026-11-25.csv');
    expect(fileNameOf("attachment; filename*=UTF-8''Rechnung%20%C3%BC.pdf", 'x.pdf')).toBe('Rechnung ü.pdf');
    expect(fileNameOf(null, 'x.pdf')).toBe('x.pdf');
  });
});

describe('which chairs the move form marks as taken', () => {
  it('a chair held by another booking is taken; an expired basket or a canceled one is not; a morning leaves the afternoon', () => {
    expect(takesChairFrom({ status: 'CONFIRMED', rate: 'DAY' }, { rate: 'DAY' })).toBe(true);
    expect(takesChairFrom({ status: 'OPEN', rate: null }, { rate: 'AFTERNOON' })).toBe(true);
    expect(takesChairFrom({ status: 'EXPIRED', rate: 'DAY' }, { rate: 'DAY' })).toBe(false);
    expect(takesChairFrom({ status: 'CANCELED', rate: 'DAY' }, { rate: 'DAY' })).toBe(false);
    expect(takesChairFrom({ status: 'BOOKED', rate: 'MORNING' }, { rate: 'AFTERNOON' })).toBe(false);
    expect(takesChairFrom({ status: 'BOOKED', rate: 'MORNING' }, { rate: 'MORNING' })).toBe(true);
    expect(takesChairFrom({ status: 'BOOKED', rate: 'MORNING' }, { rate: 'DAY' })).toBe(true);
  });
});
