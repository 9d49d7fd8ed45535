import { describe, expect, it } from '@jest/globals';
import { bookingPeriod, customerName, customerQueryArgs, DEFAULT_SORTING, pageCount } from './customersLogic';

describe('the customer list', () => {
  it('asks for the search, the sorted column and the page', () => {
    expect(customerQueryArgs('  erika ', [{ id: 'totalSpent', desc: false }], 2)).toEqual({
      page: 2,
      itemsPerPage: 25,
      search: 'erika',
      orderBy: 'totalSpent',
      orderDir: 'ASC',
    });
    expect(customerQueryArgs('', DEFAULT_SORTING, 0)).toEqual({
      page: 1,
      itemsPerPage: 25,
      orderBy: 'lastBookingDate',
      orderDir: 'DESC',
    });
    // A column the server cannot sort by is not sent.
    expect(customerQueryArgs('', [{ id: 'telephone', desc: true }], 1)).toEqual({ page: 1, itemsPerPage: 25 });
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(25)).toBe(1);
    expect(pageCount(26)).toBe(2);
  });

  it('names a customer, falling back to the e-mail', () => {
    expect(customerName({ firstName: 'Erika', lastName: 'Mustermann', email: 'e@x.de' })).toBe('Erika Mustermann');
    expect(customerName({ firstName: '-', lastName: 'Hansen', email: 'h@x.de' })).toBe('Hansen');
    expect(customerName({ firstName: ' ', lastName: '', email: 'h@x.de' })).toBe('h@x.de');
  });

  it('shows a booking’s days in Berlin, the exclusive end as the last day', () => {
    expect(bookingPeriod('2026-07-13T22:00:00.000Z', '2026-07-14T22:00:00.000Z', 'de')).toBe('14.07.2026');
    expect(bookingPeriod('2026-07-13T22:00:00.000Z', '2026-07-16T22:00:00.000Z', 'de')).toBe('14.07.2026 – 16.07.2026');
    expect(bookingPeriod('2026-07-14T06:00:00.000Z', '2026-07-14T11:00:00.000Z', 'en')).toBe('14/07/2026');
    expect(bookingPeriod(null, null, 'de')).toBe('–');
  });
});
