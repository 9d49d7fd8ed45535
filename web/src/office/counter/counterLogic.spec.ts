import { describe, expect, it } from '@jest/globals';
import type { BeachChairAvailabilityDto } from '../api/generated';
import {
  alreadyOpenSession,
  canPick,
  changeCents,
  counterRows,
  counterStateOf,
  dayCount,
  eurosToCents,
  initialReader,
  initialSection,
  isLostAnswer,
  laterCustomer,
  newSaleKey,
  parseCounterQuery,
  rememberedReader,
  rememberedSection,
  rememberedTillSession,
  rememberReader,
  rememberSection,
  rememberTillSession,
  saleKeyFor,
  saleTotals,
  splitName,
  stillPickable,
  stornoKeyFor,
  tillSaleBody,
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
          { id: 20, name: 'Reihe 2', nameEn: null, position: 2 },
          { id: 10, name: 'Reihe 1', nameEn: null, position: 1 },
          { id: 30, name: 'Leer', nameEn: null, position: 3 },
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
    chairs: [{ id: 11 }],
    start: '2026-07-14',
    end: '2026-07-14',
    extras: [],
    name: '',
    contact: null,
    paymentMethod: 'CASH',
    ...over,
  });

  it('one chair, cash: one request with the session, the chair for the days and the payment method', () => {
    expect(tillSaleBody(5, input())).toEqual({
      sessionId: 5,
      chairs: [{ beachChairId: 11, start: '2026-07-14', end: '2026-07-14' }],
      paymentMethod: 'CASH',
    });
  });

  it('two chairs, extras (none counted left out) and a guest with address', () => {
    const body = tillSaleBody(
      5,
      input({
        chairs: [{ id: 11 }, { id: 12 }],
        end: '2026-07-16',
        extras: [
          { extraId: 3, amount: 2 },
          { extraId: 4, amount: 0 },
        ],
        name: ' Erika Mustermann ',
        contact: { email: ' erika@example.org ', street: 'Strandweg 1', zip: '23683', city: 'Scharbeutz' },
        paymentMethod: 'EC',
        ecReceiptNumber: ' 0042 ',
      }),
    );
    expect(body).toEqual({
      sessionId: 5,
      chairs: [
        { beachChairId: 11, start: '2026-07-14', end: '2026-07-16' },
        { beachChairId: 12, start: '2026-07-14', end: '2026-07-16' },
      ],
      extras: [{ extraId: 3, amount: 2 }],
      customer: {
        firstName: 'Erika',
        lastName: 'Mustermann',
        email: 'erika@example.org',
        address: { street: 'Strandweg 1', zip: '23683', city: 'Scharbeutz' },
      },
      paymentMethod: 'EC',
      ecReceiptNumber: '0042',
    });
  });

  it('a name alone goes as customerName', () => {
    expect(tillSaleBody(5, input({ name: '  Hansen ' }))).toMatchObject({ customerName: 'Hansen' });
    expect(tillSaleBody(5, input({ name: '  Hansen ' })).customer).toBeUndefined();
  });

  it('totals: gross and the VAT included per rate', () => {
    const totals = saleTotals([
      { key: 'a', label: 'Korb 1', cents: 1500, vatRate: 19 },
      { key: 'b', label: 'Korb 2', cents: 1500, vatRate: 19 },
      { key: 'c', label: 'Wasser', cents: 214, vatRate: 7 },
    ]);
    expect(totals).toEqual({
      grossCents: 3214,
      byRate: [
        { vatRate: 19, grossCents: 3000, vatCents: 479 },
        { vatRate: 7, grossCents: 214, vatCents: 14 },
      ],
    });
    expect(saleTotals([])).toEqual({ grossCents: 0, byRate: [] });
  });

  it('reads euros as typed and gives the change, refusing less than the total', () => {
    expect(eurosToCents('50')).toBe(5000);
    expect(eurosToCents('50,5')).toBe(5050);
    expect(eurosToCents('1.234,56 €')).toBe(123456);
    expect(eurosToCents('12.30')).toBe(1230);
    expect(eurosToCents('')).toBeNull();
    expect(eurosToCents('-5')).toBeNull();
    expect(eurosToCents('abc')).toBeNull();
    expect(changeCents(5000, 3000)).toBe(2000);
    expect(changeCents(3000, 3000)).toBe(0);
    expect(changeCents(2999, 3000)).toBeNull();
    expect(changeCents(null, 3000)).toBeNull();
  });
});

describe('the sale key', () => {
  it('is a UUID, a new one each time, also without randomUUID', () => {
    const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
    const plain = { getRandomValues: crypto.getRandomValues.bind(crypto) };
    expect(newSaleKey()).toMatch(uuid);
    expect(newSaleKey(plain)).toMatch(uuid);
    expect(newSaleKey(plain)).not.toBe(newSaleKey(plain));
  });
});

describe('sending the sale again', () => {
  it('keeps the key for the same sale and makes a new one for another', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const first = saleKeyFor(null, 'chairs 1,2 CASH', make);
    expect(first).toEqual({ key: 'key-1', sale: 'chairs 1,2 CASH' });
    expect(saleKeyFor(first, 'chairs 1,2 CASH', make)).toBe(first);
    expect(saleKeyFor(first, 'chairs 1 CASH', make)).toEqual({ key: 'key-2', sale: 'chairs 1 CASH' });
  });

  it('a lost answer is sent again; a refusal is not', () => {
    expect(isLostAnswer({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' })).toBe(true);
    expect(isLostAnswer({ status: 'TIMEOUT_ERROR', error: 'timeout' })).toBe(true);
    expect(isLostAnswer({ status: 502, data: '<html>Bad Gateway</html>' })).toBe(true);
    expect(isLostAnswer({ status: 409, data: { errorType: 'BEACH_CHAIR_ALREADY_BOOKED' } })).toBe(false);
    expect(isLostAnswer({ status: 500, data: { errorType: 'INTERNAL_SERVER_ERROR' } })).toBe(true);
    expect(isLostAnswer({ status: 422, data: { errorType: 'IDEMPOTENCY_KEY_REUSED' } })).toBe(false);
    expect(isLostAnswer(new Error('x'))).toBe(false);
  });
});

describe('the till session', () => {
  it('is remembered per location and forgotten when closed', () => {
    const values = new Map<string, string>();
    const storage = {
      getItem: (k: string) => values.get(k) ?? null,
      setItem: (k: string, v: string) => void values.set(k, v),
      removeItem: (k: string) => void values.delete(k),
    };
    expect(rememberedTillSession(2, storage)).toBeNull();
    rememberTillSession(2, 41, storage);
    expect(rememberedTillSession(2, storage)).toBe(41);
    expect(rememberedTillSession(3, storage)).toBeNull();
    rememberTillSession(2, null, storage);
    expect(rememberedTillSession(2, storage)).toBeNull();
  });

  it('takes the open session from the 409 TILL_SESSION_ALREADY_OPEN', () => {
    const conflict = {
      status: 409,
      data: { errorType: 'TILL_SESSION_ALREADY_OPEN', payload: { sessionId: 41, locationId: 2 } },
    };
    expect(alreadyOpenSession(conflict)).toBe(41);
    expect(alreadyOpenSession({ status: 404, data: { errorType: 'ENTITY_NOT_FOUND' } })).toBeNull();
    expect(alreadyOpenSession(new Error('offline'))).toBeNull();
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

describe('the guest added later and the storno key', () => {
  const contact = { email: ' gast@example.de ', street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' };
  it('a customer needs a name and every contact field; a single word is the last name', () => {
    expect(laterCustomer('Erika Mustermann', contact)).toEqual({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'gast@example.de',
      address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz' },
    });
    expect(laterCustomer('Mustermann', contact)).toMatchObject({ firstName: '-', lastName: 'Mustermann' });
    expect(laterCustomer('', contact)).toBeNull();
    expect(laterCustomer('Erika Mustermann', { ...contact, zip: ' ' })).toBeNull();
  });

  it("a sale's storno keeps its key until it is dropped; another sale gets its own", () => {
    const keys = new Map<number, string>();
    let n = 0;
    const make = () => `key-${++n}`;
    expect(stornoKeyFor(keys, 7, make)).toBe('key-1');
    expect(stornoKeyFor(keys, 7, make)).toBe('key-1');
    expect(stornoKeyFor(keys, 8, make)).toBe('key-2');
    keys.delete(7);
    expect(stornoKeyFor(keys, 7, make)).toBe('key-3');
  });
});

describe('card terminal', () => {
  it('offers the remembered reader of the location while it is listed, else the first', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    expect(rememberedReader(3, storage)).toBeNull();
    rememberReader(3, 'tmr_b', storage);
    expect(rememberedReader(3, storage)).toBe('tmr_b');
    expect(rememberedReader(4, storage)).toBeNull();
    expect(initialReader([{ id: 'tmr_a' }, { id: 'tmr_b' }], 'tmr_b')).toBe('tmr_b');
    expect(initialReader([{ id: 'tmr_a' }], 'tmr_b')).toBe('tmr_a');
    expect(initialReader([], 'tmr_b')).toBeNull();
  });
});
