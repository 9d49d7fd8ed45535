import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PRICES = '/api/v1/prices';
const APP_VERSION = { appVersion: '2.4.0' };
let ctx: TestContext;
const D = addDays(today('Europe/Berlin'), 30);

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 2, chairsPerRow: 2 });
  // Row 2 has its own price; XL chairs of row 2 have one more specific still.
  await ctx.factories.newPrice({ vendorId: s.vendorId, sectionId: s.id, rowId: s.rowIds[1], rates: [{ type: 'DAY', priceCents: 2000 }] });
  await ctx.factories.newPrice({
    vendorId: s.vendorId,
    sectionId: s.id,
    rowId: s.rowIds[1],
    model: 'XL_BEACH_CHAIR',
    rates: [
      { type: 'DAY', priceCents: 2500 },
      { type: 'WEEK', priceCents: 9000 },
    ],
  });
});
afterAll(() => ctx.close());

const calculate = (query: Record<string, unknown>, headers: Record<string, string> = APP_VERSION) =>
  ctx
    .http()
    .get(`${PRICES}/calculate`)
    .query({ sectionId: s.id, publicReference: s.publicReference, ...query })
    .set(headers);
const rates = (query: Record<string, unknown>) =>
  ctx
    .http()
    .get(`${PRICES}/rates`)
    .query({ sectionId: s.id, publicReference: s.publicReference, ...query });

describe('price rates', () => {
  it('lists the rates of the definition that applies, in euros', async () => {
    const res = await rates({ start: D }).expect(200);
    expect(res.body).toMatchObject({ sectionId: s.id, rowId: null, model: null, start: D, end: D, priceId: expect.any(Number) });
    expect(res.body.rates).toEqual([
      { type: 'MORNING', price: 9, discount: false, range: '08-13', label: '08:00 - 13:00', minDays: null },
      { type: 'AFTERNOON', price: 11, discount: false, range: '13-20', label: '13:00 - 20:00', minDays: null },
      { type: 'DAY', price: 15, discount: false, range: null, label: null, minDays: null },
      { type: 'DAY', price: 12, discount: true, range: null, label: null, minDays: null },
      { type: 'MULTI_DAY', price: 13, discount: false, range: null, label: null, minDays: 3 },
      { type: 'WEEK', price: 80, discount: false, range: null, label: null, minDays: null },
      { type: 'SEASON', price: 450, discount: false, range: null, label: null, minDays: null },
    ]);
  });

  it('takes each rate kind from the most specific definition that has it: row and model over row over section', async () => {
    // Row 2 sets its own day price (DAY with MULTI_DAY and the discount day are one kind); the other kinds stay the section's.
    const row = await rates({ start: D, rowId: s.rowIds[1] }).expect(200);
    expect(row.body.rates.map((r: { type: string; price: number }) => [r.type, r.price])).toEqual([
      ['MORNING', 9],
      ['AFTERNOON', 11],
      ['DAY', 20],
      ['WEEK', 80],
      ['SEASON', 450],
    ]);
    const xl = await rates({ start: D, rowId: s.rowIds[1], model: 'XL_BEACH_CHAIR' }).expect(200);
    expect(xl.body.rates.map((r: { type: string; price: number }) => [r.type, r.price])).toEqual([
      ['MORNING', 9],
      ['AFTERNOON', 11],
      ['DAY', 25],
      ['WEEK', 90],
      ['SEASON', 450],
    ]);
    expect((await rates({ start: D, rowId: s.rowIds[0], model: 'XL_BEACH_CHAIR' }).expect(200)).body.rates).toHaveLength(7);
  });
});

describe('price calculation', () => {
  it('gives one row per rate type for a single day and the day price', async () => {
    const res = await calculate({ start: D, end: D }).expect(200);
    expect(res.body).toEqual({
      sectionId: s.id,
      rowId: null,
      model: null,
      start: D,
      end: D,
      days: 1,
      singleDay: true,
      price: 15,
      rate: 'DAY',
      discount: false,
      priceId: expect.any(Number),
      rows: [
        { type: 'MORNING', price: 9, discount: false, range: '08-13', label: '08:00 - 13:00', days: 1 },
        { type: 'AFTERNOON', price: 11, discount: false, range: '13-20', label: '13:00 - 20:00', days: 1 },
        { type: 'DAY', price: 15, discount: false, range: null, label: null, days: 1 },
        { type: 'DAY', price: 12, discount: true, range: null, label: null, days: 1 },
      ],
    });
    expect((await calculate({ start: D }).expect(200)).body).toMatchObject({ end: D, singleDay: true, price: 15, rate: 'DAY' });
  });

  it.each([
    [
      2,
      'DAY',
      30,
      [
        ['DAY', 30, false],
        ['DAY', 24, true],
      ],
    ],
    [
      3,
      'MULTI_DAY',
      39,
      [
        ['MULTI_DAY', 39, false],
        ['DAY', 36, true],
      ],
    ],
    [7, 'WEEK', 80, [['WEEK', 80, false]]],
    [
      9,
      'WEEK',
      106,
      [
        ['WEEK', 106, false],
        ['WEEK', 104, true],
      ],
    ],
    [60, 'SEASON', 450, [['SEASON', 450, false]]],
  ])('prices %i days as one row at the best rate (%s)', async (days, rate, price, rows) => {
    const res = await calculate({ start: D, end: addDays(D, days - 1) }).expect(200);
    expect(res.body).toMatchObject({ days, singleDay: false, rate, price, discount: false });
    expect(res.body.rows.map((r: { type: string; price: number; discount: boolean }) => [r.type, r.price, r.discount])).toEqual(rows);
  });

  it('uses the row and model definition for the chair', async () => {
    const res = await calculate({ start: D, end: addDays(D, 7), rowId: s.rowIds[1], model: 'XL_BEACH_CHAIR' }).expect(200);
    expect(res.body).toMatchObject({ days: 8, rate: 'WEEK', price: 115 }); // 90 + 25
  });

  it('answers PRICE_NOT_DEFINED when nothing prices the days', async () => {
    const bare = await ctx.factories.newRentalSection({ prices: false });
    const res = await calculate({ sectionId: bare.id, publicReference: bare.publicReference, start: D, end: addDays(D, 1) }).expect(422);
    expect(res.body).toEqual({
      statusCode: 422,
      errorType: 'PRICE_NOT_DEFINED',
      message: expect.any(String),
      payload: { sectionId: bare.id, rowId: null, model: null, start: D, end: addDays(D, 1), days: 2 },
    });
    // a definition without a fitting rate counts as none: half days only cannot price two days
    const halves = await ctx.factories.newRentalSection({ prices: false });
    await ctx.factories.newPrice({
      vendorId: halves.vendorId,
      sectionId: halves.id,
      rates: [{ type: 'MORNING', priceCents: 500, timeRange: '08-13' }],
    });
    await calculate({ sectionId: halves.id, publicReference: halves.publicReference, start: D, end: addDays(D, 1) }).expect(422);
    await calculate({ sectionId: halves.id, publicReference: halves.publicReference, start: D, end: D }).expect(200);
    // a definition that ends within the range does not cover it
    const short = await ctx.factories.newRentalSection({ prices: false });
    await ctx.factories.newPrice({ vendorId: short.vendorId, sectionId: short.id, validFrom: D, validTo: addDays(D, 1) });
    await calculate({ sectionId: short.id, publicReference: short.publicReference, start: D, end: addDays(D, 1) }).expect(200);
    const over = await calculate({ sectionId: short.id, publicReference: short.publicReference, start: D, end: addDays(D, 2) }).expect(422);
    expect(over.body.errorType).toBe('PRICE_NOT_DEFINED');
  });

  it('answers OUTSIDE_RENTAL_SEASON for days outside the season', async () => {
    const dm = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}`;
    const location = await ctx.factories.newRentalLocation({ seasonStart: dm(addDays(D, 10)), seasonEnd: dm(addDays(D, 20)) });
    const sec = await ctx.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
    });
    const res = await calculate({
      sectionId: sec.id,
      publicReference: location.publicReference,
      start: addDays(D, 9),
      end: addDays(D, 11),
    }).expect(422);
    expect(res.body).toMatchObject({
      errorType: 'OUTSIDE_RENTAL_SEASON',
      payload: { start: addDays(D, 9), end: addDays(D, 11), seasonStart: addDays(D, 10), seasonEnd: addDays(D, 20) },
    });
    await calculate({ sectionId: sec.id, publicReference: location.publicReference, start: addDays(D, 10), end: addDays(D, 11) }).expect(
      200,
    );
  });

  it('needs the appVersion header', async () => {
    const res = await calculate({ start: D, end: D }, {}).expect(400);
    expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: [expect.stringContaining('appVersion')] });
    await rates({ start: D }).expect(200); // rates do not
  });

  it.each([
    ['no publicReference', { publicReference: undefined }, 'publicReference'],
    ['no sectionId', { sectionId: undefined }, 'sectionId'],
    ['an end before the start', { end: addDays(D, -1) }, 'end'],
    ['a bad date', { start: '14.07.2026' }, 'start'],
    ['an unknown model', { model: 'SOFA' }, 'model'],
  ])('answers 400 naming the field for %s', async (_, query, field) => {
    const res = await calculate({ start: D, end: D, ...query }).expect(400);
    expect(JSON.stringify(res.body.message)).toContain(field);
  });

  it('answers 404 for an unknown section, a foreign reference or a row of another section', async () => {
    await calculate({ start: D, sectionId: 2_000_000_000 }).expect(404);
    await calculate({ start: D, publicReference: 'luebecker-bucht' }).expect(404);
    const row = await calculate({ start: D, rowId: 1 }).expect(404);
    expect(row.body.payload).toEqual({ entity: 'Row', id: 1 });
  });

  it('lets the back office ask with isPublic=false and its own token only', async () => {
    const own = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId });
    const other = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: (await ctx.factories.newVendor()).id });
    const query = { start: D, end: addDays(D, 1), isPublic: false, publicReference: undefined };
    await calculate(query).expect(401);
    await calculate(query, { ...APP_VERSION, Authorization: `Bearer ${other}` }).expect(404);
    const res = await calculate(query, { ...APP_VERSION, Authorization: `Bearer ${own}` }).expect(200);
    expect(res.body).toMatchObject({ price: 30, rate: 'DAY' });
  });
});
