import { describe, expect, it, jest } from '@jest/globals';
import type { BeachChairAvailabilityDto } from '../api/generated';
import {
  canPick,
  counterRows,
  counterStateOf,
  dayCount,
  initialSection,
  parseCounterQuery,
  rememberedSection,
  rememberSection,
  runSale,
  SaleFailed,
  saleSteps,
  splitName,
  stillPickable,
  type SaleApi,
  type SaleInput,
} from './counterLogic';

const chair = (
  id: number,
  rowId: number | null,
  over: Partial<BeachChairAvailabilityDto> = {},
): BeachChairAvailabilityDto => ({
  id,
  sectionId: 1,
  rowId,
  publicNumber: String(id),
  model: 'BALTIC_BEACH_CHAIR',
  timeEnum: 'ALL_DAY',
  lockId: null,
  seasonBeachChair: false,
  reserved: false,
  attributes: { color: '0' },
  geoJson: null,
  state: 'FREE',
  reason: null,
  free: true,
  bookable: { day: true, morning: false, afternoon: false },
  stopSaleDates: [],
  ...over,
});

const taken = {
  state: 'BOOKED',
  reason: 'BOOKED',
  free: false,
  bookable: { day: false, morning: false, afternoon: false },
} as const;
const morningTaken = {
  state: 'BOOKED_MORNING',
  reason: null,
  free: true,
  bookable: { day: false, morning: false, afternoon: true },
} as const;
const stopSale = {
  state: 'STOP_SALE',
  reason: 'STOP_SALE',
  free: false,
  bookable: { day: false, morning: false, afternoon: false },
} as const;

describe('the counter plan', () => {
  it('says free, half taken, taken or blocked, and only a wholly free chair can be picked', () => {
    expect(counterStateOf(chair(1, 1))).toBe('free');
    expect(counterStateOf(chair(2, 1, morningTaken))).toBe('partly');
    expect(counterStateOf(chair(3, 1, taken))).toBe('taken');
    expect(counterStateOf(chair(4, 1, stopSale))).toBe('blocked');
    expect(
      counterStateOf(chair(5, 1, { ...stopSale, state: 'OUTSIDE_RENTAL_SEASON', reason: 'OUTSIDE_RENTAL_SEASON' })),
    ).toBe('blocked');
    expect([1, 2, 3, 4].map((id) => canPick(chair(id, 1, id === 1 ? {} : id === 2 ? morningTaken : taken)))).toEqual([
      true,
      false,
      false,
      false,
    ]);
  });

  it('groups chairs by row in the rows’ order, chairs without a row last, and marks the chosen ones', () => {
    const rows = counterRows(
      {
        rows: [
          { id: 20, name: 'Reihe 2', position: 2 },
          { id: 10, name: 'Reihe 1', position: 1 },
          { id: 30, name: 'Leer', position: 3 },
        ],
        rowData: [chair(3, 20), chair(1, 10), chair(2, 10, taken), chair(9, null)],
      },
      new Set([1]),
    );
    expect(
      rows.map((r) => [r.name, r.tiles.map((tile) => `${tile.publicNumber}:${tile.state}${tile.selected ? '*' : ''}`)]),
    ).toEqual([
      ['Reihe 1', ['1:free*', '2:taken']],
      ['Reihe 2', ['3:free']],
      [null, ['9:free']],
    ]);
  });

  it('drops a chosen chair that the refreshed plan shows taken', () => {
    expect([...stillPickable(new Set([1, 2, 7]), [chair(1, 1), chair(2, 1, taken)])]).toEqual([1]);
  });
});

describe('the sale', () => {
  const input = (over: Partial<SaleInput> = {}): SaleInput => ({
    chairs: [{ id: 11, model: 'BALTIC_BEACH_CHAIR' }],
    start: '2026-07-14',
    end: '2026-07-14',
    extras: [],
    name: '',
    contact: null,
    paymentMethod: 'CASH',
    ...over,
  });

  const fakeApi = (failAt?: keyof SaleApi) => {
    const calls: string[] = [];
    const step =
      <T>(name: keyof SaleApi, answer: T) =>
      (...args: unknown[]) => {
        calls.push(`${name}${args.length ? ` ${JSON.stringify(args)}` : ''}`);
        return name === failAt ? Promise.reject(new Error(name)) : Promise.resolve(answer);
      };
    const api: SaleApi = {
      createBooking: step('createBooking', { id: 7 }),
      addChair: step('addChair', {}),
      addExtras: step('addExtras', {}),
      addCustomer: step('addCustomer', {}),
      setComment: step('setComment', {}),
      pay: step('pay', { id: 7, bookingRef: 'ABCD1234', totalPrice: 15 }),
      cancelBooking: step('cancelBooking', {}),
    };
    return { api, calls };
  };

  it('one chair, cash: opens the cart, adds the chair for the day, pays', async () => {
    const { api, calls } = fakeApi();
    await expect(runSale(api, input())).resolves.toEqual({ id: 7, bookingRef: 'ABCD1234', totalPrice: 15 });
    expect(calls).toEqual([
      'createBooking',
      'addChair [{"bookingId":7,"beachChairId":11,"start":"2026-07-14","end":"2026-07-14","model":"BALTIC_BEACH_CHAIR"}]',
      'pay [7,"CASH"]',
    ]);
    expect(saleSteps(input())).toEqual(['create', 'chair', 'pay']);
  });

  it('with extras and a full customer: chairs, extras, customer, then the money', async () => {
    const sale = input({
      chairs: [
        { id: 11, model: 'BALTIC_BEACH_CHAIR' },
        { id: 12, model: 'DAYBED' },
      ],
      extras: [
        { extraId: 3, amount: 2 },
        { extraId: 4, amount: 0 },
      ],
      name: 'Erika Maria Mustermann',
      contact: { email: ' erika@example.org ', street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
      paymentMethod: 'EC',
    });
    expect(saleSteps(sale)).toEqual(['create', 'chair', 'chair', 'extras', 'customer', 'pay']);
    const { api, calls } = fakeApi();
    await runSale(api, sale);
    expect(calls[3]).toBe('addExtras [7,[{"extraId":3,"amount":2}]]');
    expect(calls[4]).toBe(
      'addCustomer [7,{"firstName":"Erika Maria","lastName":"Mustermann","email":"erika@example.org","address":{"street":"Strandallee 1","zip":"23683","city":"Scharbeutz"}}]',
    );
    expect(calls[5]).toBe('pay [7,"EC"]');
  });

  it('a name without e-mail and address goes into the booking’s comment', async () => {
    expect(saleSteps(input({ name: 'Hansen' }))).toEqual(['create', 'chair', 'comment', 'pay']);
    const { api, calls } = fakeApi();
    await runSale(api, input({ name: '  Hansen ' }));
    expect(calls).toContain('setComment [7,"Hansen"]');
  });

  it('a chair just taken: the empty cart booking is canceled and the failure names the step', async () => {
    const { api, calls } = fakeApi('addChair');
    const failure = await runSale(api, input()).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(SaleFailed);
    expect(failure).toMatchObject({ step: 'chair', rolledBack: true });
    expect(calls.map((c) => c.split(' ')[0])).toEqual(['createBooking', 'addChair', 'cancelBooking']);
  });

  it('a refused payment cancels the booking too; a failed create leaves nothing to cancel', async () => {
    const paying = fakeApi('pay');
    await expect(runSale(paying.api, input())).rejects.toMatchObject({ step: 'pay', rolledBack: true });
    expect(paying.calls.at(-1)).toBe('cancelBooking [7]');

    const creating = fakeApi('createBooking');
    await expect(runSale(creating.api, input())).rejects.toMatchObject({ step: 'create', rolledBack: false });
    expect(creating.calls).toEqual(['createBooking']);
  });

  it('reports when even the cancel failed', async () => {
    const { api } = fakeApi('addChair');
    api.cancelBooking = jest.fn(() => Promise.reject(new Error('offline')));
    await expect(runSale(api, input())).rejects.toMatchObject({ step: 'chair', rolledBack: false });
  });
});

describe('counter helpers', () => {
  it('splits a typed name', () => {
    expect(splitName('  ')).toBeNull();
    expect(splitName('Hansen')).toEqual({ firstName: '', lastName: 'Hansen' });
    expect(splitName(' Erika  Mustermann ')).toEqual({ firstName: 'Erika', lastName: 'Mustermann' });
  });

  it('counts days with both ends included', () => {
    expect(dayCount('2026-07-14', '2026-07-14')).toBe(1);
    expect(dayCount('2026-07-14', '2026-07-20')).toBe(7);
    expect(dayCount('2026-07-14', '2026-07-13')).toBe(0);
  });

  it('reads the calendar’s preselection from the address, ignoring junk', () => {
    expect(parseCounterQuery(new URLSearchParams('sectionId=4&chairId=17&date=2026-07-14'))).toEqual({
      sectionId: 4,
      chairId: 17,
      date: '2026-07-14',
    });
    expect(parseCounterQuery(new URLSearchParams('sectionId=x&chairId=-1&date=14.07.2026'))).toEqual({
      sectionId: undefined,
      chairId: undefined,
      date: undefined,
    });
  });

  it('starts on the address’s section, else the remembered one, else a lone section, else asks', () => {
    expect(initialSection([1, 2, 3], 2, 3)).toBe(2);
    expect(initialSection([1, 2, 3], 9, 3)).toBe(3);
    expect(initialSection([1, 2, 3], undefined, 9)).toBeNull();
    expect(initialSection([5], undefined, null)).toBe(5);
    expect(initialSection([], undefined, null)).toBeNull();
  });

  it('remembers the section in storage', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
    };
    expect(rememberedSection(storage)).toBeNull();
    rememberSection(4, storage);
    expect(rememberedSection(storage)).toBe(4);
  });
});
