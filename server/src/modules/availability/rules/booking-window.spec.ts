import { describe, expect, it } from '@jest/globals';
import { bookingOpensOn, earliestBookableInstant, firstBookableDate, isBookingOpen, isSlotBookable } from './booking-window.js';

const at = (iso: string) => new Date(iso);

describe('lead time', () => {
  it('is the start of tomorrow (Europe/Berlin) plus the hours', () => {
    // 14 July 2026, 10:00 in Berlin (UTC+2).
    expect(earliestBookableInstant(at('2026-07-14T08:00:00Z'), 24)?.toISOString()).toBe('2026-07-15T22:00:00.000Z');
    expect(earliestBookableInstant(at('2026-07-14T08:00:00Z'), 12)?.toISOString()).toBe('2026-07-15T10:00:00.000Z');
    expect(earliestBookableInstant(at('2026-07-14T08:00:00Z'), 2)?.toISOString()).toBe('2026-07-15T00:00:00.000Z');
  });

  it('moves at Berlin midnight, not at UTC midnight', () => {
    // 23:30 and 00:30 in Berlin are both on 14 July in UTC terms, one hour apart.
    const beforeMidnight = earliestBookableInstant(at('2026-07-14T21:30:00Z'), 24);
    const afterMidnight = earliestBookableInstant(at('2026-07-14T22:30:00Z'), 24);
    expect(beforeMidnight?.toISOString()).toBe('2026-07-15T22:00:00.000Z'); // Thursday 16 July 00:00
    expect(afterMidnight?.toISOString()).toBe('2026-07-16T22:00:00.000Z'); // Friday 17 July 00:00
  });

  it('counts wall-clock hours over the daylight-saving Sundays', () => {
    // Saturday 28 March 2026, noon: tomorrow is the 23-hour Sunday; 24 hours later is Monday 00:00 CEST.
    expect(earliestBookableInstant(at('2026-03-28T11:00:00Z'), 24)?.toISOString()).toBe('2026-03-29T22:00:00.000Z');
    // Saturday 24 October 2026: tomorrow has 25 hours; 30 hours from its start is Monday 06:00 CET.
    expect(earliestBookableInstant(at('2026-10-24T10:00:00Z'), 30)?.toISOString()).toBe('2026-10-26T05:00:00.000Z');
  });

  it('is absent without lead time or with 0 hours', () => {
    expect(earliestBookableInstant(at('2026-07-14T08:00:00Z'), null)).toBeNull();
    expect(earliestBookableInstant(at('2026-07-14T08:00:00Z'), 0)).toBeNull();
  });

  it('names the first day whose full day can be booked', () => {
    const now = at('2026-07-14T08:00:00Z');
    expect(firstBookableDate(now, earliestBookableInstant(now, 24), 'Europe/Berlin')).toBe('2026-07-16');
    expect(firstBookableDate(now, earliestBookableInstant(now, 12), 'Europe/Berlin')).toBe('2026-07-16');
    expect(firstBookableDate(now, null, 'Europe/Berlin')).toBe('2026-07-14');
  });

  it('lets a slot be booked when it is not over and not before the earliest moment', () => {
    const now = Date.parse('2026-07-14T08:00:00Z');
    const earliest = Date.parse('2026-07-15T22:00:00Z');
    expect(isSlotBookable(Date.parse('2026-07-15T22:00:00Z'), Date.parse('2026-07-16T22:00:00Z'), now, earliest)).toBe(true);
    expect(isSlotBookable(Date.parse('2026-07-14T22:00:00Z'), Date.parse('2026-07-15T22:00:00Z'), now, earliest)).toBe(false);
    // Without lead time today's day is still bookable, its morning no longer once it is over.
    expect(isSlotBookable(Date.parse('2026-07-13T22:00:00Z'), Date.parse('2026-07-14T22:00:00Z'), now, null)).toBe(true);
    expect(isSlotBookable(Date.parse('2026-07-13T22:00:00Z'), Date.parse('2026-07-14T08:00:00Z'), now, null)).toBe(false);
  });
});

describe('booking start date', () => {
  it('takes the location column, then the location configuration, then the vendor configuration', () => {
    expect(bookingOpensOn({ location: '2027-03-01', locationConfiguration: '2027-02-01', vendorConfiguration: '2027-01-01' })).toBe(
      '2027-03-01',
    );
    expect(bookingOpensOn({ location: null, locationConfiguration: '2027-02-01', vendorConfiguration: '2027-01-01' })).toBe('2027-02-01');
    expect(bookingOpensOn({ location: null, locationConfiguration: undefined, vendorConfiguration: '2027-01-01' })).toBe('2027-01-01');
    expect(bookingOpensOn({ location: null, locationConfiguration: null, vendorConfiguration: null })).toBeNull();
  });

  it('opens booking on that day in Berlin', () => {
    expect(isBookingOpen('2026-07-15', at('2026-07-14T21:59:00Z'))).toBe(false);
    expect(isBookingOpen('2026-07-15', at('2026-07-14T22:00:00Z'))).toBe(true);
    expect(isBookingOpen(null, at('2026-07-14T08:00:00Z'))).toBe(true);
  });
});
