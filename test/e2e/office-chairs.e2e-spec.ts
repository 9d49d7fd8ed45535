import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError, expectFieldError, INSIDE, newVendorWorld, OUTSIDE, VendorWorld } from '../support/office.js';
import { square, unique } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const F = '/api/v1/features';
let ctx: TestContext;

beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const day = 86_400_000;
const future = () => ({ start: new Date(Date.now() + 2 * day).toISOString(), end: new Date(Date.now() + 3 * day).toISOString() });
const past = () => ({ start: new Date(Date.now() - 10 * day).toISOString(), end: new Date(Date.now() - 9 * day).toISOString() });
const rowOf = async (chairId: number) =>
  (await ctx.db.query(`SELECT row_id FROM beach_chair WHERE id = $1`, [chairId])).rows[0].row_id as number;

async function newChair(world: VendorWorld, body: Record<string, unknown> = {}) {
  return ctx
    .http()
    .post(`${F}/beach_chair`)
    .set(world.auth)
    .send({
      sectionId: world.section.id,
      publicNumber: unique('N')
        .slice(-12)
        .replace(/[^0-9A-Za-z]/g, ''),
      model: 'BALTIC_BEACH_CHAIR',
      geoJson: INSIDE,
      ...body,
    });
}

describe('sections of the vendor: list, get, create, update, delete', () => {
  it('lists only the caller’s sections and shows one with its rows and chairs', async () => {
    const world = await newVendorWorld(ctx, 3);
    const other = await newVendorWorld(ctx, 1);
    const list = await ctx.http().get(`${F}/sections`).set(world.auth).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((s: { id: number }) => s.id)).toEqual([world.section.id]);
    expect(list.body.items[0]).toMatchObject({ locationId: world.locationId, images: [], location: { vendorId: world.vendorId } });
    const detail = await ctx.http().get(`${F}/sections/${world.section.id}`).set(world.auth).expect(200);
    expect(detail.body.rows).toEqual([expect.objectContaining({ name: 'Reihe 1' })]);
    expect(detail.body.rowData.map((c: { id: number }) => c.id)).toEqual(world.section.chairIds);
    expect(detail.body.rowData[0]).toMatchObject({ active: true, lock: null, stopSaleDates: [], images: [] });
    expectDomainError(await ctx.http().get(`${F}/sections/${other.section.id}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${F}/sections`), 401, 'UNAUTHENTICATED');
  });

  it('creates a section on an existing beach for one of its locations, and edits it', async () => {
    const world = await newVendorWorld(ctx, 0);
    const other = await newVendorWorld(ctx, 0);
    const body = {
      name: unique('Abschnitt Nord'),
      beachId: world.section.beachId,
      locationId: world.locationId,
      geoJson: square(10.76, 54.005, 0.003),
      hasSubsections: true,
    };
    const created = await ctx.http().post(`${F}/sections`).set(world.auth).send(body).expect(201);
    expect(created.body).toMatchObject({
      name: body.name,
      beachId: body.beachId,
      locationId: world.locationId,
      hasSubsections: true,
      rows: [],
      rowData: [],
    });
    const renamed = await ctx
      .http()
      .put(`${F}/sections/${created.body.id}`)
      .set(world.auth)
      .send({ name: 'Abschnitt Süd', onlineBooking: false })
      .expect(200);
    expect(renamed.body).toMatchObject({ name: 'Abschnitt Süd', onlineBooking: false, geoJson: square(10.76, 54.005, 0.003) });

    expectDomainError(
      await ctx
        .http()
        .post(`${F}/sections`)
        .set(world.auth)
        .send({ ...body, locationId: other.locationId }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx.http().put(`${F}/sections/${created.body.id}`).set(world.auth).send({ locationId: other.locationId }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx.http().put(`${F}/sections/${other.section.id}`).set(world.auth).send({ name: 'x' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx
        .http()
        .post(`${F}/sections`)
        .set(world.auth)
        .send({ ...body, beachId: 999999 }),
      400,
      'REFERENCED_ENTITY_NOT_FOUND',
    );
    const bowtie = {
      type: 'Polygon',
      coordinates: [
        [
          [10, 54],
          [10.1, 54.1],
          [10.1, 54],
          [10, 54.1],
          [10, 54],
        ],
      ],
    };
    expectDomainError(
      await ctx
        .http()
        .post(`${F}/sections`)
        .set(world.auth)
        .send({ ...body, geoJson: bowtie }),
      400,
      'INVALID_GEOMETRY',
    );
    const missing = await ctx.http().post(`${F}/sections`).set(world.auth).send({ beachId: 'x' });
    for (const field of ['name', 'beachId', 'locationId']) expectFieldError(missing, field);
    expectDomainError(await ctx.http().post(`${F}/sections`).send(body), 401, 'UNAUTHENTICATED');

    await ctx.http().delete(`${F}/sections/${created.body.id}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().delete(`${F}/sections/${world.section.id}`).set(other.auth), 404, 'ENTITY_NOT_FOUND');
  });

  it('a new outline must keep every chair inside; a section with chairs is not deleted', async () => {
    const world = await newVendorWorld(ctx, 2);
    const res = await ctx
      .http()
      .put(`${F}/sections/${world.section.id}`)
      .set(world.auth)
      .send({ geoJson: square(10.9, 54.2, 0.001) });
    expectDomainError(res, 400, 'BEACH_CHAIR_OUTSIDE_SECTION');
    expect(res.body.payload.beachChairIds).toEqual(world.section.chairIds);
    await ctx
      .http()
      .put(`${F}/sections/${world.section.id}`)
      .set(world.auth)
      .send({ geoJson: square(10.75, 54.0, 0.01) })
      .expect(200);
    expectDomainError(await ctx.http().delete(`${F}/sections/${world.section.id}`).set(world.auth), 409, 'DESTINATION_HAS_CHILDREN');
  });
});

describe('rows of the vendor: create, rename, delete', () => {
  it('appends, renames and refuses a duplicate name', async () => {
    const world = await newVendorWorld(ctx, 1);
    const row = await ctx.http().post(`${F}/sections/${world.section.id}/rows`).set(world.auth).send({ name: 'Reihe 2' }).expect(201);
    expect(row.body).toMatchObject({ sectionId: world.section.id, name: 'Reihe 2', position: 1, geoJson: null });
    const renamed = await ctx.http().put(`${F}/rows/${row.body.id}`).set(world.auth).send({ name: 'Strandreihe', position: 5 }).expect(200);
    expect(renamed.body).toMatchObject({ name: 'Strandreihe', position: 5 });
    expectDomainError(await ctx.http().put(`${F}/rows/${row.body.id}`).set(world.auth).send({ name: 'Reihe 1' }), 409, 'DUPLICATE_ENTITY');
    expectDomainError(
      await ctx.http().post(`${F}/sections/${world.section.id}/rows`).set(world.auth).send({ name: 'Reihe 1' }),
      409,
      'DUPLICATE_ENTITY',
    );
    expectFieldError(await ctx.http().post(`${F}/sections/${world.section.id}/rows`).set(world.auth).send({ name: '' }), 'name');
    const other = await newVendorWorld(ctx, 0);
    expectDomainError(
      await ctx.http().post(`${F}/sections/${world.section.id}/rows`).set(other.auth).send({ name: 'x' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(await ctx.http().put(`${F}/rows/${row.body.id}`).set(other.auth).send({ name: 'x' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${F}/rows/${row.body.id}`).set(other.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${F}/rows/${row.body.id}`).send({ name: 'x' }), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().delete(`${F}/rows/${row.body.id}`), 401, 'UNAUTHENTICATED');
  });

  it('deleting a row whose chair holds a future booking is a 409; past bookings retire the chair', async () => {
    const world = await newVendorWorld(ctx, 3);
    const [busy, historic, plain] = world.section.chairIds;
    const rowId = await rowOf(busy);
    await ctx.factories.newChairBooking({ vendorId: world.vendorId, beachChairId: busy, ...future() });
    await ctx.factories.newChairBooking({ vendorId: world.vendorId, beachChairId: historic, ...past() });
    const res = await ctx.http().delete(`${F}/rows/${rowId}`).set(world.auth);
    expectDomainError(res, 409, 'BEACH_CHAIR_HAS_FUTURE_BOOKINGS');
    expect(res.body.payload).toMatchObject({ entity: 'Row', id: rowId, beachChairIds: [busy], count: 1 });

    await ctx.db.query(`UPDATE beach_chair_booking SET status = 'CANCELED' WHERE beach_chair_id = $1`, [busy]);
    await ctx.http().delete(`${F}/rows/${rowId}`).set(world.auth).expect(204);
    const { rows } = await ctx.db.query(`SELECT id, active, row_id FROM beach_chair WHERE id = ANY($1) ORDER BY id`, [
      [busy, historic, plain],
    ]);
    expect(rows).toEqual([
      { id: busy, active: false, row_id: null },
      { id: historic, active: false, row_id: null },
    ]);
    expect((await ctx.db.query(`SELECT 1 FROM "row" WHERE id = $1`, [rowId])).rowCount).toBe(0);
  });
});

describe('beach chairs of the vendor: create, update, get, delete', () => {
  it('a chair placed inside its section is accepted, outside refused', async () => {
    const world = await newVendorWorld(ctx, 1);
    const rowId = await rowOf(world.section.chairIds[0]);
    const inside = await newChair(world, {
      publicNumber: '101',
      rowId,
      timeEnum: 'ALL_DAY',
      seasonBeachChair: true,
      attributes: { color: 'blue' },
      description: 'Am Wasser',
    });
    expect(inside.status).toBe(201);
    expect(inside.body).toMatchObject({
      sectionId: world.section.id,
      rowId,
      publicNumber: '101',
      model: 'BALTIC_BEACH_CHAIR',
      timeEnum: 'ALL_DAY',
      seasonBeachChair: true,
      attributes: { color: 'blue' },
      geoJson: INSIDE,
      active: true,
      reserved: false,
      lock: null,
      stopSaleDates: [],
    });
    const outside = await newChair(world, { publicNumber: '102', geoJson: OUTSIDE });
    expectDomainError(outside, 400, 'BEACH_CHAIR_OUTSIDE_SECTION');
    expect(outside.body.payload).toMatchObject({ sectionId: world.section.id, coordinates: OUTSIDE.coordinates });
    expect(
      (await ctx.db.query(`SELECT 1 FROM beach_chair WHERE section_id = $1 AND public_number = '102'`, [world.section.id])).rowCount,
    ).toBe(0);
    const moved = await ctx.http().put(`${F}/beach_chair/${inside.body.id}`).set(world.auth).send({ geoJson: OUTSIDE });
    expectDomainError(moved, 400, 'BEACH_CHAIR_OUTSIDE_SECTION');
  });

  it('public numbers are unique per section (409), free across sections', async () => {
    const world = await newVendorWorld(ctx, 0);
    await newChair(world, { publicNumber: '7' }).then((r) => expect(r.status).toBe(201));
    const dup = await newChair(world, { publicNumber: '7' });
    expectDomainError(dup, 409, 'BEACH_CHAIR_NUMBER_TAKEN');
    expect(dup.body.payload).toMatchObject({ sectionId: world.section.id, publicNumber: '7', beachChairId: expect.any(Number) });
    const otherSection = (
      await ctx
        .http()
        .post(`${F}/sections`)
        .set(world.auth)
        .send({ name: unique('Zweiter'), beachId: world.section.beachId, locationId: world.locationId })
        .expect(201)
    ).body;
    await ctx
      .http()
      .post(`${F}/beach_chair`)
      .set(world.auth)
      .send({ sectionId: otherSection.id, publicNumber: '7', model: 'SAUNA' })
      .expect(201);
    const second = (await newChair(world, { publicNumber: '8' })).body;
    expectDomainError(
      await ctx.http().put(`${F}/beach_chair/${second.id}`).set(world.auth).send({ publicNumber: '7' }),
      409,
      'BEACH_CHAIR_NUMBER_TAKEN',
    );
  });

  it('concurrent creates of one number: exactly one wins, the others are 409', async () => {
    const world = await newVendorWorld(ctx, 0);
    const results = await Promise.all(Array.from({ length: 6 }, () => newChair(world, { publicNumber: '99' })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    for (const r of results.filter((r) => r.status !== 201)) expectDomainError(r, 409, 'BEACH_CHAIR_NUMBER_TAKEN');
  });

  it('refuses bad input, a row of another section and a foreign section', async () => {
    const world = await newVendorWorld(ctx, 1);
    const other = await newVendorWorld(ctx, 1);
    const res = await ctx
      .http()
      .post(`${F}/beach_chair`)
      .set(world.auth)
      .send({
        sectionId: world.section.id,
        publicNumber: '',
        model: 'HAMMOCK',
        timeEnum: 'HOURLY',
        attributes: { color: 'teal' },
        geoJson: { type: 'Point', coordinates: [10] },
      });
    for (const field of ['publicNumber', 'model', 'timeEnum', 'color', 'geoJson']) expectFieldError(res, field);
    const foreignRow = await newChair(world, { rowId: await rowOf(other.section.chairIds[0]) });
    expectDomainError(foreignRow, 400, 'REFERENCED_ENTITY_NOT_FOUND');
    expect(foreignRow.body.payload.field).toBe('rowId');
    expectDomainError(await newChair(world, { sectionId: other.section.id }), 404, 'ENTITY_NOT_FOUND');
    const chairId = world.section.chairIds[0];
    expectDomainError(
      await ctx.http().put(`${F}/beach_chair/${chairId}`).set(world.auth).send({ sectionId: other.section.id }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(
      await ctx.http().put(`${F}/beach_chair/${other.section.chairIds[0]}`).set(world.auth).send({ reserved: true }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(await ctx.http().get(`${F}/beach_chair/${other.section.chairIds[0]}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().delete(`${F}/beach_chair/${other.section.chairIds[0]}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().post(`${F}/beach_chair`).send({}), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().put(`${F}/beach_chair/${chairId}`).send({}), 401, 'UNAUTHENTICATED');
  });

  it('edits a chair: season chair, reserved, colour, row', async () => {
    const world = await newVendorWorld(ctx, 1);
    const chairId = world.section.chairIds[0];
    const res = await ctx
      .http()
      .put(`${F}/beach_chair/${chairId}`)
      .set(world.auth)
      .send({ seasonBeachChair: true, reserved: true, attributes: { color: 'darkred' }, rowId: null, model: 'XL_BEACH_CHAIR' })
      .expect(200);
    expect(res.body).toMatchObject({
      id: chairId,
      seasonBeachChair: true,
      reserved: true,
      attributes: { color: 'darkred' },
      rowId: null,
      model: 'XL_BEACH_CHAIR',
      publicNumber: '1',
    });
    expectFieldError(await ctx.http().put(`${F}/beach_chair/${chairId}`).set(world.auth).send({ model: null }), 'model must not be null');
  });

  it('deleting a chair with a future booking is a 409; with past ones it is retired; otherwise deleted', async () => {
    const world = await newVendorWorld(ctx, 3);
    const [busy, historic, plain] = world.section.chairIds;
    await ctx.factories.newChairBooking({ vendorId: world.vendorId, beachChairId: busy, ...future(), status: 'RESERVED' });
    await ctx.factories.newChairBooking({ vendorId: world.vendorId, beachChairId: historic, ...past() });
    const res = await ctx.http().delete(`${F}/beach_chair/${busy}`).set(world.auth);
    expectDomainError(res, 409, 'BEACH_CHAIR_HAS_FUTURE_BOOKINGS');
    expect(res.body.payload).toMatchObject({ entity: 'BeachChair', id: busy, beachChairIds: [busy] });
    await ctx.http().delete(`${F}/beach_chair/${historic}`).set(world.auth).expect(204);
    expect((await ctx.http().get(`${F}/beach_chair/${historic}`).set(world.auth).expect(200)).body.active).toBe(false);
    await ctx.http().delete(`${F}/beach_chair/${plain}`).set(world.auth).expect(204);
    expectDomainError(await ctx.http().get(`${F}/beach_chair/${plain}`).set(world.auth), 404, 'ENTITY_NOT_FOUND');
  });

  it('creates many chairs at once, all or none', async () => {
    const world = await newVendorWorld(ctx, 0);
    const items = Array.from({ length: 40 }, (_, i) => ({
      sectionId: world.section.id,
      publicNumber: String(i + 1),
      model: '2_SEAT_RECLINER',
      position: i,
      geoJson: INSIDE,
    }));
    const res = await ctx.http().post(`${F}/beach_chair/bulk`).set(world.auth).send({ items }).expect(201);
    expect(res.body.map((c: { publicNumber: string }) => c.publicNumber)).toEqual(items.map((i) => i.publicNumber));
    const again = await ctx
      .http()
      .post(`${F}/beach_chair/bulk`)
      .set(world.auth)
      .send({
        items: [
          { ...items[0], publicNumber: '41' },
          { ...items[0], publicNumber: '42', geoJson: OUTSIDE },
        ],
      });
    expectDomainError(again, 400, 'BEACH_CHAIR_OUTSIDE_SECTION');
    expect(again.body.payload.index).toBe(1);
    const dup = await ctx
      .http()
      .post(`${F}/beach_chair/bulk`)
      .set(world.auth)
      .send({
        items: [
          { ...items[0], publicNumber: '43' },
          { ...items[0], publicNumber: '43' },
        ],
      });
    expectDomainError(dup, 409, 'BEACH_CHAIR_NUMBER_TAKEN');
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM beach_chair WHERE section_id = $1`, [world.section.id]);
    expect(rows[0].n).toBe(40);
    expectFieldError(await ctx.http().post(`${F}/beach_chair/bulk`).set(world.auth).send({ items: [] }), 'items');
  });
});

describe('beach chairs: stop sales and locks', () => {
  it('adds and removes stop-sale periods', async () => {
    const world = await newVendorWorld(ctx, 1);
    const chairId = world.section.chairIds[0];
    const added = await ctx
      .http()
      .post(`${F}/beach_chair/${chairId}/stop_sales`)
      .set(world.auth)
      .send({ start: '2030-07-01', end: '2030-07-03', reason: 'Reparatur' })
      .expect(201);
    expect(added.body.stopSaleDates).toEqual([{ id: expect.any(Number), start: '2030-07-01', end: '2030-07-03', reason: 'Reparatur' }]);
    expectDomainError(
      await ctx.http().post(`${F}/beach_chair/${chairId}/stop_sales`).set(world.auth).send({ start: '2030-07-05', end: '2030-07-04' }),
      400,
      'INVALID_INPUT',
    );
    expectFieldError(await ctx.http().post(`${F}/beach_chair/${chairId}/stop_sales`).set(world.auth).send({ start: '1.7.2026' }), 'start');
    const other = await newVendorWorld(ctx, 1);
    expectDomainError(
      await ctx.http().post(`${F}/beach_chair/${chairId}/stop_sales`).set(other.auth).send({ start: '2030-07-01', end: '2030-07-01' }),
      404,
      'ENTITY_NOT_FOUND',
    );
    const stopSaleId = added.body.stopSaleDates[0].id;
    expectDomainError(
      await ctx.http().delete(`${F}/beach_chair/${chairId}/stop_sales/${stopSaleId}`).set(other.auth),
      404,
      'ENTITY_NOT_FOUND',
    );
    const removed = await ctx.http().delete(`${F}/beach_chair/${chairId}/stop_sales/${stopSaleId}`).set(world.auth).expect(200);
    expect(removed.body.stopSaleDates).toEqual([]);
    expectDomainError(
      await ctx.http().delete(`${F}/beach_chair/${chairId}/stop_sales/${stopSaleId}`).set(world.auth),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(await ctx.http().post(`${F}/beach_chair/${chairId}/stop_sales`).send({}), 401, 'UNAUTHENTICATED');
  });

  it("fits a lock of the chair's vendor, refuses a foreign lock (404) and one on another chair (409), removes with null", async () => {
    const world = await newVendorWorld(ctx, 2);
    const [first, second] = world.section.chairIds;
    const lock = await ctx.factories.newLockDevice({ vendorId: world.vendorId });
    const foreign = await ctx.factories.newLockDevice({ vendorId: (await ctx.factories.newVendor()).id });
    const fitted = await ctx.http().put(`${F}/beach_chair/lock/${first}`).set(world.auth).send({ lockId: lock.id }).expect(200);
    expect(fitted.body).toMatchObject({
      lockId: lock.id,
      lock: { id: lock.id, serialNumber: expect.stringMatching(/^LCK-T-/), state: 'LOCKED' },
    });
    const taken = await ctx.http().put(`${F}/beach_chair/lock/${second}`).set(world.auth).send({ lockId: lock.id });
    expectDomainError(taken, 409, 'LOCK_ALREADY_ASSIGNED');
    expect(taken.body.payload).toEqual({ lockId: lock.id, beachChairId: first });
    expectDomainError(
      await ctx.http().put(`${F}/beach_chair/lock/${second}`).set(world.auth).send({ lockId: foreign.id }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectFieldError(await ctx.http().put(`${F}/beach_chair/lock/${second}`).set(world.auth).send({}), 'lockId');
    const removed = await ctx.http().put(`${F}/beach_chair/lock/${first}`).set(world.auth).send({ lockId: null }).expect(200);
    expect(removed.body).toMatchObject({ lockId: null, lock: null });
    await ctx.http().put(`${F}/beach_chair/lock/${second}`).set(world.auth).send({ lockId: lock.id }).expect(200);
    const other = await newVendorWorld(ctx, 1);
    expectDomainError(
      await ctx.http().put(`${F}/beach_chair/lock/${first}`).set(other.auth).send({ lockId: null }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectDomainError(await ctx.http().put(`${F}/beach_chair/lock/${first}`).send({ lockId: null }), 401, 'UNAUTHENTICATED');
  });
});

describe('the vendor chair list and its filter values', () => {
  it('lists the caller’s chairs with the list convention: filters by section, row, model, lock, season chair; search by number', async () => {
    const world = await newVendorWorld(ctx, 3);
    const other = await newVendorWorld(ctx, 2);
    const [a, b, c] = world.section.chairIds;
    const lock = await ctx.factories.newLockDevice({ vendorId: world.vendorId });
    await ctx.http().put(`${F}/beach_chair/lock/${a}`).set(world.auth).send({ lockId: lock.id }).expect(200);
    await ctx
      .http()
      .put(`${F}/beach_chair/${b}`)
      .set(world.auth)
      .send({ seasonBeachChair: true, model: 'SAUNA', publicNumber: '77' })
      .expect(200);
    const L = `${F}/vendor/beach_chairs`;
    const ids = async (query: Record<string, unknown>) =>
      (
        await ctx
          .http()
          .get(L)
          .set(world.auth)
          .query({ itemsPerPage: 0, ...query })
          .expect(200)
      ).body.items.map((x: { id: number }) => x.id);
    expect(await ids({})).toEqual([a, b, c]);
    expect(await ids({ filters: JSON.stringify({ sectionId: other.section.id }) })).toEqual([]);
    expect(await ids({ filterBy: 'rowId', filter: String(await rowOf(a)) })).toEqual([a, b, c]);
    expect(await ids({ filters: JSON.stringify({ model: 'SAUNA' }) })).toEqual([b]);
    expect(await ids({ filters: JSON.stringify({ lockId: lock.id }) })).toEqual([a]);
    expect(await ids({ filters: JSON.stringify({ hasLock: false }) })).toEqual([b, c]);
    expect(await ids({ filters: JSON.stringify({ seasonBeachChair: true }) })).toEqual([b]);
    expect(await ids({ search: '77' })).toEqual([b]);
    const page = await ctx
      .http()
      .get(L)
      .set(world.auth)
      .query({ itemsPerPage: 2, page: 2, orderBy: 'publicNumber', orderDir: 'DESC' })
      .expect(200);
    expect(page.body).toMatchObject({ total: 3, page: 2, itemsPerPage: 2 });
    expect(page.body.items[0].lock).toMatchObject({ id: lock.id });
    expectDomainError(await ctx.http().get(L).set(world.auth).query({ filters: '{"owner":1}' }), 400, 'INVALID_LIST_QUERY');
    expectDomainError(await ctx.http().get(L).set(world.auth).query({ orderBy: 'secret' }), 400, 'INVALID_LIST_QUERY');
    const csv = await ctx.http().get(L).set(world.auth).query({ csv: 'true' }).expect(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expectDomainError(await ctx.http().get(L), 401, 'UNAUTHENTICATED');
  });

  it('answers the values that exist for the filter menus, for the caller’s vendor only', async () => {
    const world = await newVendorWorld(ctx, 2);
    const [a, b] = world.section.chairIds;
    const lock = await ctx.factories.newLockDevice({ vendorId: world.vendorId });
    await ctx.http().put(`${F}/beach_chair/lock/${a}`).set(world.auth).send({ lockId: lock.id }).expect(200);
    await ctx
      .http()
      .put(`${F}/beach_chair/${b}`)
      .set(world.auth)
      .send({ model: 'DAYBED', attributes: { color: 'pink' }, seasonBeachChair: true })
      .expect(200);
    const res = await ctx.http().get(`${F}/filters/beach_chairs`).set(world.auth).query({ vendorId: world.vendorId }).expect(200);
    expect(res.body).toEqual({
      models: ['2_SEAT_RECLINER', 'DAYBED'],
      colors: ['pink'],
      sections: [{ id: world.section.id, name: expect.any(String) }],
      rows: [{ id: await rowOf(a), name: 'Reihe 1', sectionId: world.section.id }],
      locks: [{ id: lock.id, serialNumber: expect.any(String), beachChairId: a }],
      hasSeasonBeachChairs: true,
      hasReservedBeachChairs: false,
    });
    const other = await newVendorWorld(ctx, 1);
    expectDomainError(
      await ctx.http().get(`${F}/filters/beach_chairs`).set(world.auth).query({ vendorId: other.vendorId }),
      404,
      'ENTITY_NOT_FOUND',
    );
    expectFieldError(await ctx.http().get(`${F}/filters/beach_chairs`).set(world.auth).query({ vendorId: 'x' }), 'vendorId');
    expectDomainError(await ctx.http().get(`${F}/filters/beach_chairs`), 401, 'UNAUTHENTICATED');
  });
});
