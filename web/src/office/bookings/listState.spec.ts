import { describe, expect, it } from '@jest/globals';
import { csvPath, isFiltered, listArgs, readListState, withParams } from './listState';

describe('the bookings list in the address', () => {
  it('?search= fills the search; unknown values fall back to the defaults', () => {
    const state = readListState(
      new URLSearchParams(
        'search=BWXV964Z&status=PENDING,NOPE&page=-2&itemsPerPage=7&orderBy=x&from=2026-07-01&to=bad',
      ),
    );
    expect(state).toMatchObject({
      search: 'BWXV964Z',
      status: ['PENDING'],
      page: 1,
      itemsPerPage: 25,
      orderBy: 'createdAt',
      orderDir: 'DESC',
      from: '2026-07-01',
      to: null,
      open: null,
    });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered(readListState(new URLSearchParams('page=3')))).toBe(false);
  });

  it('the list query leaves out what is not set; the drawer is not part of it', () => {
    const args = listArgs(
      readListState(new URLSearchParams('open=17&paymentMethod=CASH&orderBy=totalPrice&orderDir=ASC&page=2')),
    );
    expect(args).toEqual({
      page: 2,
      itemsPerPage: 25,
      orderBy: 'totalPrice',
      orderDir: 'ASC',
      search: undefined,
      status: undefined,
      from: undefined,
      to: undefined,
      source: undefined,
      paymentMethod: 'CASH',
    });
  });

  it('a new filter or order goes back to page 1; opening a booking keeps the page', () => {
    const params = new URLSearchParams('search=erika&page=3');
    expect(withParams(params, { status: 'BOOKED' }).toString()).toBe('search=erika&status=BOOKED');
    expect(withParams(params, { open: 5 }).toString()).toBe('search=erika&page=3&open=5');
    expect(withParams(new URLSearchParams('open=5&page=2'), { open: null }).toString()).toBe('page=2');
  });

  it('the CSV export is the same list, every row, in the German spreadsheet dialect', () => {
    const path = csvPath(readListState(new URLSearchParams('search=Strand&status=PENDING,BOOKED&page=4')));
    const query = new URLSearchParams(path.split('?')[1]);
    expect(path.startsWith('/features/booking_details?')).toBe(true);
    expect(Object.fromEntries(query)).toMatchObject({
      search: 'Strand',
      status: 'PENDING,BOOKED',
      page: '1',
      itemsPerPage: '0',
      csv: 'true',
      csvFormat: 'excel-de',
    });
  });
});
