import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, expectFieldError, newVendorWorld, VendorWorld } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const P = '/api/v1/vendor/prices';
const X = '/api/v1/vendor/extras';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const RATES = [
  { type: 'MORNING', price: 9, timeRange: '08-13' },
  { type: 'AFTERNOON', price: 11.5, timeRange: '13-20' },
  { type: 'DAY', price: 15 },
  { type: 'DAY', price: 12.99, discount: true },
  { type: 'MULTI_DAY', price: 13, minDays: 3 },
  { type: 'WEEK', price: 80 },
  { type: 'SEASON', price: 450 },
];

const price = (world: VendorWorld, o: Record<string, unknown> = {}) =>
  ctx
    .http()
    .post(P)
    .set(world.auth)
    .send({ sectionId: world.section.id, validFrom: '2030-05-01', validTo: '2030-09-30', rates: RATES, ...o });

describe('prices: create, list, get, update, delete', () => {
  it('creates a price definition with every rate kind; euros at the API, cents in the database', async () => {
    const world = await newVendorWorld(ctx, 1);
    const res = await price(world).expect(201);
    expect(res.body).toMatchObject({
      vendorId: world.vendorId,
      sectionId: world.section.id,
      rowId: null,
      model: null,
      validFrom: '2030-05-01',
      validTo: '2030-09-30',
    });
    expect(res.body.rates.map((r: { type: string; price: number; discount: boolean }) => [r.type, r.price, r.discount])).toEqual([
      ['MORNING', 9, false],
      ['AFTERNOON', 11.5, false],
      ['DAY', 15, false],
      ['DAY', 12.99, true],
      ['MULTI_DAY', 13, false],
      ['WEEK', 80, false],
      ['SEASON', 450, false],
    ]);
    expect(res.body.rates[0]).toMatchObject({ timeRange: '08-13', minDays: null });
    const { rows } = await ctx.db.query(
      `SELECT type, price_cents FROM price_rate WHERE price_id = $1 AND type IN ('AFTERNOON', 'DAY') ORDER BY price_cents`,
      [res.body.id],
    );
    expect(rows).toEqual([
      { type: 'AFTERNOON', price_cents: 1150 },
      { type: 'DAY', price_cents: 1299 },
      { type: 'DAY', price_cents: 1500 },
    ]);

    await ctx
      .http()
      .get(`${P}/${res.body.id}`)
      .set(world.auth)
      .expect(200)
      .expect(({ body }) => expect(body).toEqual(res.body));
    const list = await ctx
      .http()
      .get(P)
      .set(world.auth)
      .query({ filters: JSON.stringify({ sectionId: world.section.id }) })
      .expect(200);
    expect(list.body).toMatchObject({ total: 1, items: [{ id: res.body.id, rates: expect.any(Array) }] });
    expect(list.body.items[0].rates).toHaveLength(7);
  });

  it('updates: rates replace all rates, the rest stays', async () => {
    const world = await newVendorWorld(ctx, 1);
    const created = (await price(world).expect(201)).body;
    const updated = await ctx
      .http()
      .put(`${P}/${created.id}`)
      .set(world.auth)
      .send({ validTo: '2030-10-31', rates: [{ type: 'DAY', price: 17 }] })
      .expect(200);
    expect(updated.body).toMatchObject({
      validFrom: '2030-05-01',
      validTo: '2030-10-31',
      rates: [{ type: 'DAY', price: 17, discount: false }],
    });
    const rowScoped = await ctx.http().put(`${P}/${created.id}`).set(world.auth).send({ model: 'SAUNA' }).expect(200);
    expect(rowScoped.body).toMatchObject({ model: 'SAUNA', rates: [{ type: 'DAY', price: 17 }] });
    await ctx.http().delete(`${P}/${created.id}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().get(`${P}/${created.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.db.query(`SELECT 1 FROM price_rate WHERE price_id = $1`, [created.id])).rowCount).toBe(0);
  });

  it('overlapping definitions of the same scope are a 409; another row, model or period is fine', async () => {
    const world = await newVendorWorld(ctx, 1);
    const rowId = (await ctx.db.query(`SELECT row_id FROM beach_chair WHERE id = $1`, [world.section.chairIds[0]])).rows[0].row_id;
    const first = (await price(world).expect(201)).body;
    const overlap = await price(world, { validFrom: '2030-09-30', validTo: '2030-10-15' });
    expectDomainError(overlap, 409, 'PRICE_OVERLAP');
    expect(overlap.body.payload).toEqual({ priceId: first.id, validFrom: '2030-05-01', validTo: '2030-09-30' });
    await price(world, { validFrom: '2030-10-01', validTo: '2030-10-31' }).expect(201);
    await price(world, { model: 'SAUNA' }).expect(201);
    const rowPrice = (await price(world, { rowId }).expect(201)).body;
    expectDomainError(await price(world, { rowId, model: null, validFrom: '2030-06-01', validTo: '2030-06-02' }), 409, 'PRICE_OVERLAP');
    expectDomainError(await ctx.http().put(`${P}/${rowPrice.id}`).set(world.auth).send({ rowId: null }), 409, 'PRICE_OVERLAP');
  });

  it('concurrent overlapping creates: exactly one wins, the others are 409 PRICE_OVERLAP', async () => {
    const world = await newVendorWorld(ctx, 0);
    const results = await Promise.all(Array.from({ length: 6 }, () => price(world, { model: 'DAYBED' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expectDomainError(r, 409, 'PRICE_OVERLAP');
  });

  it('the database itself refuses an overlap (exclusion constraint price_no_overlap)', async () => {
    const world = await newVendorWorld(ctx, 0);
    const insert = (from: string, to: string, model: string | null) =>
      ctx.db.query(`INSERT INTO price (vendor_id, section_id, model, valid_from, valid_to) VALUES ($1, $2, $3, $4, $5)`, [
        world.vendorId,
        world.section.id,
        model,
        from,
        to,
      ]);
    await insert('2031-01-01', '2031-01-31', null);
    await expect(insert('2031-01-31', '2031-02-10', null)).rejects.toMatchObject({ code: '23P01', constraint: 'price_no_overlap' });
    await insert('2031-02-01', '2031-02-10', null);
    await insert('2031-01-01', '2031-01-31', 'SAUNA');
    await expect(insert('2031-01-15', '2031-01-16', 'SAUNA')).rejects.toMatchObject({ code: '23P01' });
  });

  it('refuses bad input, naming the field', async () => {
    const world = await newVendorWorld(ctx, 1);
    const res = await ctx
      .http()
      .post(P)
      .set(world.auth)
      .send({
        sectionId: 'x',
        validFrom: '2030-02-30',
        rates: [
          { type: 'HOURLY', price: -1 },
          { type: 'DAY', price: 1.234 },
        ],
      });
    for (const field of ['sectionId', 'validFrom', 'validTo', 'type', 'price']) expectFieldError(res, field);
    expectFieldError(await price(world, { rates: [] }), 'rates');
    expectFieldError(await price(world, { rates: [{ type: 'MORNING', price: 9, timeRange: '13-08' }] }), 'timeRange');
    const cases: [Record<string, unknown>, string][] = [
      [{ validFrom: '2030-09-30', validTo: '2030-05-01' }, 'validTo'],
      [{ rates: [{ type: 'MORNING', price: 9 }] }, 'rates[0].timeRange'],
      [{ rates: [{ type: 'DAY', price: 9, timeRange: '08-13' }] }, 'rates[0].timeRange'],
      [{ rates: [{ type: 'MULTI_DAY', price: 9 }] }, 'rates[0].minDays'],
      [{ rates: [{ type: 'WEEK', price: 9, minDays: 3 }] }, 'rates[0].minDays'],
      [
        {
          rates: [
            { type: 'DAY', price: 9 },
            { type: 'DAY', price: 8 },
          ],
        },
        'rates[1]',
      ],
    ];
    for (const [body, field] of cases) {
      const bad = await price(world, body);
      expectDomainError(bad, 400, 'INVALID_INPUT');
      expect(bad.body.payload).toEqual({ field });
    }
    const other = await newVendorWorld(ctx, 1);
    const foreignRow = (await ctx.db.query(`SELECT row_id FROM beach_chair WHERE id = $1`, [other.section.chairIds[0]])).rows[0].row_id;
    expectDomainError(await price(world, { rowId: foreignRow }), 400, 'REFERENCED_ENTITY_NOT_FOUND');
  });

  it("another vendor's prices and sections are a 404; no token is a 401", async () => {
    const mine = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const theirs = (await price(other).expect(201)).body;
    expectDomainError(await ctx.http().get(`${P}/${theirs.id}`).set(mine.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${P}/${theirs.id}`).set(mine.auth).send({ validTo: '2030-12-31' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${P}/${theirs.id}`).set(mine.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await price(mine, { sectionId: other.section.id }), 404, 'ENTITY_NOT_FOUND');
    const mineOwn = (await price(mine).expect(201)).body;
    expectDomainError(
      await ctx.http().put(`${P}/${mineOwn.id}`).set(mine.auth).send({ sectionId: other.section.id }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expect(
      (await ctx.http().get(P).set(mine.auth).query({ itemsPerPage: 0 }).expect(200)).body.items.map((p: { id: number }) => p.id),
    ).toEqual([mineOwn.id]);
    expectDomainError(await ctx.http().get(P), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().post(P).send({}), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().get(`${P}/${theirs.id}`), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().put(`${P}/${theirs.id}`).send({}), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().delete(`${P}/${theirs.id}`), 401, 'UNAUTHENTICATED');
  });
});

describe('prices: the bulk change (POST /vendor/prices/bulk_change)', () => {
  const cents = async (priceIds: number[]) =>
    (
      await ctx.db.query(
        `SELECT price_id, type, discount, price_cents FROM price_rate WHERE price_id = ANY($1::int[]) ORDER BY price_id, type, discount`,
        [priceIds],
      )
    ).rows as { price_id: number; type: string; discount: boolean; price_cents: number }[];

  it('changes every rate of the chosen definitions by a percentage or an amount, in whole cents, never below 0', async () => {
    const world = await newVendorWorld(ctx, 0);
    const a = (
      await price(world, {
        rates: [
          { type: 'DAY', price: 1.1 },
          { type: 'WEEK', price: 80 },
        ],
      }).expect(201)
    ).body;
    const b = (await price(world, { model: 'SAUNA', rates: [{ type: 'DAY', price: 2.5 }] }).expect(201)).body;
    const untouched = (await price(world, { model: 'DAYBED', rates: [{ type: 'DAY', price: 9 }] }).expect(201)).body;

    const up = await ctx
      .http()
      .post(`${P}/bulk_change`)
      .set(world.auth)
      .send({ priceIds: [a.id, b.id], mode: 'PERCENT', value: 10 });
    expect(up.status).toBe(200);
    expect(
      up.body.map((p: { id: number; rates: { type: string; price: number }[] }) => [p.id, p.rates.map((r) => [r.type, r.price])]),
    ).toEqual([
      [
        a.id,
        [
          ['DAY', 1.21],
          ['WEEK', 88],
        ],
      ],
      [b.id, [['DAY', 2.75]]],
    ]);
    // 1,10 € + 10 % is 121 cents exactly (numeric arithmetic, no 120.99…); the third definition keeps its rate.
    expect(await cents([a.id, b.id, untouched.id])).toEqual([
      { price_id: a.id, type: 'DAY', discount: false, price_cents: 121 },
      { price_id: a.id, type: 'WEEK', discount: false, price_cents: 8800 },
      { price_id: b.id, type: 'DAY', discount: false, price_cents: 275 },
      { price_id: untouched.id, type: 'DAY', discount: false, price_cents: 900 },
    ]);

    await ctx
      .http()
      .post(`${P}/bulk_change`)
      .set(world.auth)
      .send({ priceIds: [a.id, b.id], mode: 'AMOUNT', value: -2.5 })
      .expect(200);
    expect((await cents([a.id, b.id])).map((r) => r.price_cents)).toEqual([0, 8550, 25]);
  });

  it("is all or none: another vendor's definition among them is a 404 and nothing changes", async () => {
    const mine = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const own = (await price(mine, { rates: [{ type: 'DAY', price: 15 }] }).expect(201)).body;
    const theirs = (await price(other, { rates: [{ type: 'DAY', price: 20 }] }).expect(201)).body;
    const res = await ctx
      .http()
      .post(`${P}/bulk_change`)
      .set(mine.auth)
      .send({ priceIds: [own.id, theirs.id], mode: 'PERCENT', value: 50 });
    expectDomainError(res, 404, 'ENTITY_NOT_FOUND');
    expect(res.body.payload).toEqual({ entity: 'Price', id: theirs.id });
    expect((await cents([own.id, theirs.id])).map((r) => r.price_cents)).toEqual([1500, 2000]);
  });

  it('refuses a change that is not one, naming the field, and writes nothing', async () => {
    const world = await newVendorWorld(ctx, 0);
    const own = (await price(world, { rates: [{ type: 'DAY', price: 60_000 }] }).expect(201)).body;
    const send = (body: object) => ctx.http().post(`${P}/bulk_change`).set(world.auth).send(body);
    expectFieldError(await send({ priceIds: [], mode: 'PERCENT', value: 10 }), 'priceIds');
    expectFieldError(await send({ priceIds: [own.id, own.id], mode: 'PERCENT', value: 10 }), 'priceIds');
    expectFieldError(await send({ priceIds: [own.id], mode: 'HALF', value: 10 }), 'mode');
    expectFieldError(await send({ priceIds: [own.id], mode: 'PERCENT', value: 1.234 }), 'value');
    const belowZero = await send({ priceIds: [own.id], mode: 'PERCENT', value: -101 });
    expectDomainError(belowZero, 400, 'INVALID_INPUT');
    expect(belowZero.body.payload).toEqual({ field: 'value' });
    // 60,000 € + 100 % would pass the most a rate may be (100,000 €).
    const tooHigh = await send({ priceIds: [own.id], mode: 'PERCENT', value: 100 });
    expectDomainError(tooHigh, 400, 'INVALID_INPUT');
    expect(tooHigh.body.payload).toEqual({ field: 'value', priceId: own.id });
    expect((await cents([own.id])).map((r) => r.price_cents)).toEqual([6_000_000]);
    expectDomainError(await ctx.http().post(`${P}/bulk_change`).send({}), 401, 'UNAUTHENTICATED');
  });
});

describe('extras: create, list, get, update, delete', () => {
  it('manages the vendor’s extras, for all locations or one', async () => {
    const world = await newVendorWorld(ctx, 0);
    const created = await ctx
      .http()
      .post(X)
      .set(world.auth)
      .send({ name: 'Fischbrötchen', description: 'Matjes', price: 4.5, type: 'FOOD', category: 'Snacks', locationId: world.locationId })
      .expect(201);
    expect(created.body).toMatchObject({
      vendorId: world.vendorId,
      locationId: world.locationId,
      name: 'Fischbrötchen',
      price: 4.5,
      type: 'FOOD',
      category: 'Snacks',
      active: true,
    });
    expect((await ctx.db.query(`SELECT price_cents FROM extra WHERE id = $1`, [created.body.id])).rows[0].price_cents).toBe(450);
    await ctx.http().post(X).set(world.auth).send({ name: 'Pils', price: 4, type: 'ALCOHOLIC_BEVERAGES' }).expect(201);
    const list = await ctx
      .http()
      .get(X)
      .set(world.auth)
      .query({ filters: JSON.stringify({ type: 'FOOD' }) })
      .expect(200);
    expect(list.body.items.map((e: { id: number }) => e.id)).toEqual([created.body.id]);
    expect((await ctx.http().get(X).set(world.auth).query({ search: 'pil' }).expect(200)).body.total).toBe(1);

    const updated = await ctx
      .http()
      .put(`${X}/${created.body.id}`)
      .set(world.auth)
      .send({ price: 5, active: false, locationId: null })
      .expect(200);
    expect(updated.body).toMatchObject({ price: 5, active: false, locationId: null, name: 'Fischbrötchen' });
    await ctx.http().get(`${X}/${created.body.id}`).set(world.auth).expect(200);
    await ctx.http().delete(`${X}/${created.body.id}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().get(`${X}/${created.body.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
  });

  it('an extra already booked is deactivated instead of deleted', async () => {
    const world = await newVendorWorld(ctx, 0);
    const extra = (await ctx.http().post(X).set(world.auth).send({ name: 'Windschutz', price: 8, type: 'ACCESSOIRES' }).expect(201)).body;
    const booking = await ctx.factories.newBooking({ vendorId: world.vendorId });
    await ctx.db.query(
      `INSERT INTO booking_extra (booking_id, extra_id, name, amount, unit_price_cents) VALUES ($1, $2, 'Windschutz', 1, 800)`,
      [booking.id, extra.id],
    );
    await ctx.http().delete(`${X}/${extra.id}`).set(world.auth).expect(204);
    expect((await ctx.http().get(`${X}/${extra.id}`).set(world.auth).expect(200)).body.active).toBe(false);
  });

  it('refuses bad input and foreign objects', async () => {
    const world = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const bad = await ctx.http().post(X).set(world.auth).send({ name: '', price: 4.555, type: 'SNACKS' });
    for (const field of ['name', 'price', 'type']) expectFieldError(bad, field);
    expectFieldError(await ctx.http().post(X).set(world.auth).send({ name: 'x', price: '4.50', type: 'FOOD' }), 'price');
    expectDomainError(
      await ctx.http().post(X).set(world.auth).send({ name: 'x', price: 1, type: 'FOOD', locationId: other.locationId }),
      404,
      'ENTITY_NOT_FOUND',
    );
    const theirs = (await ctx.http().post(X).set(other.auth).send({ name: 'x', price: 1, type: 'TOYS' }).expect(201)).body;
    expectDomainError(await ctx.http().get(`${X}/${theirs.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${X}/${theirs.id}`).set(world.auth).send({ price: 0 }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${X}/${theirs.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.http().get(X).set(world.auth).query({ itemsPerPage: 0 }).expect(200)).body.total).toBe(0);
    for (const call of [
      ctx.http().get(X),
      ctx.http().post(X).send({}),
      ctx.http().get(`${X}/1`),
      ctx.http().put(`${X}/1`).send({}),
      ctx.http().delete(`${X}/1`),
    ]) {
      expectDomainError(await call, 401, 'UNAUTHENTICATED');
    }
  });
});
