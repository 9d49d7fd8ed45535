import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import sharp from 'sharp';
import { square } from '../support/factories.js';
import { expectDomainError, expectFieldError, newVendorWorld, type VendorWorld } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 16, items 1 and 2 (server side): pictures kept in an order the back office sets (PUT /features/images/order),
// pictures of extras, and a row's own outline, which must lie inside its section like the section's chairs.
const API = '/api/v1';
let ctx: TestContext;
let world: VendorWorld;

beforeAll(async () => {
  ctx = await startTestApp();
  world = await newVendorWorld(ctx, 0);
});
afterAll(() => ctx.close());

const picture = (background: string) =>
  sharp({ create: { width: 40, height: 30, channels: 3, background } })
    .png()
    .toBuffer();

async function upload(
  query: Record<string, number>,
  background = '#336699',
): Promise<{ id: number; position: number; extraId: number | null }> {
  const res = await ctx
    .http()
    .post(`${API}/features/images`)
    .set(world.auth)
    .query(query)
    .attach('file', await picture(background), 'bild.png');
  expect(res.status).toBe(201);
  return res.body;
}

const sectionImageIds = async (): Promise<number[]> =>
  (await ctx.http().get(`${API}/features/sections/${world.section.id}`).set(world.auth).expect(200)).body.images.map(
    (i: { id: number }) => i.id,
  );

describe('image order', () => {
  it('puts a section’s pictures in the order sent; the section answers them in that order', async () => {
    const a = await upload({ sectionId: world.section.id }, '#ff0000');
    const b = await upload({ sectionId: world.section.id }, '#00ff00');
    const c = await upload({ sectionId: world.section.id }, '#0000ff');
    expect([a.position, b.position, c.position]).toEqual([0, 1, 2]);
    expect(await sectionImageIds()).toEqual([a.id, b.id, c.id]);

    const res = await ctx
      .http()
      .put(`${API}/features/images/order`)
      .set(world.auth)
      .send({ imageIds: [c.id, a.id, b.id] })
      .expect(200);
    expect(res.body.map((i: { id: number; position: number }) => [i.id, i.position])).toEqual([
      [c.id, 0],
      [a.id, 1],
      [b.id, 2],
    ]);
    expect(await sectionImageIds()).toEqual([c.id, a.id, b.id]);

    // A list that leaves one out is refused, naming it; nothing changes.
    const partial = await ctx
      .http()
      .put(`${API}/features/images/order`)
      .set(world.auth)
      .send({ imageIds: [a.id, c.id] })
      .expect(400);
    expectDomainError(partial, 400, 'INVALID_INPUT');
    expect(partial.body.message).toContain(`missing: ${b.id}`);
    expect(await sectionImageIds()).toEqual([c.id, a.id, b.id]);

    // The same id twice, or no ids: a validation error naming the field.
    expectFieldError(
      await ctx
        .http()
        .put(`${API}/features/images/order`)
        .set(world.auth)
        .send({ imageIds: [a.id, a.id] }),
      'imageIds',
    );
    expectFieldError(await ctx.http().put(`${API}/features/images/order`).set(world.auth).send({ imageIds: [] }), 'imageIds');
  });

  it('refuses pictures of two owners in one list, and another vendor’s picture as not found', async () => {
    const [sectionImage] = await sectionImageIds();
    const location = await upload({ locationId: world.locationId });
    const mixed = await ctx
      .http()
      .put(`${API}/features/images/order`)
      .set(world.auth)
      .send({ imageIds: [sectionImage, location.id] })
      .expect(400);
    expectDomainError(mixed, 400, 'INVALID_INPUT');

    const other = await newVendorWorld(ctx, 0);
    const foreign = await ctx
      .http()
      .put(`${API}/features/images/order`)
      .set(other.auth)
      .send({ imageIds: [location.id] })
      .expect(404);
    expectDomainError(foreign, 404, 'ENTITY_NOT_FOUND');
  });
});

describe('pictures of extras', () => {
  it('attaches pictures to an extra, answers them with it in order, and removes them with it', async () => {
    const extra = (
      await ctx.http().post(`${API}/vendor/extras`).set(world.auth).send({ name: 'Eis am Stiel', type: 'FOOD', price: 2.5 }).expect(201)
    ).body;
    expect(extra.images).toEqual([]);
    const first = await upload({ extraId: extra.id }, '#ffee00');
    const second = await upload({ extraId: extra.id }, '#ee00ff');
    expect(first.extraId).toBe(extra.id);
    await ctx
      .http()
      .put(`${API}/features/images/order`)
      .set(world.auth)
      .send({ imageIds: [second.id, first.id] })
      .expect(200);
    const read = (await ctx.http().get(`${API}/vendor/extras/${extra.id}`).set(world.auth).expect(200)).body;
    expect(read.images.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);
    const listed = (await ctx.http().get(`${API}/vendor/extras`).set(world.auth).query({ search: 'Eis am Stiel' }).expect(200)).body;
    expect(listed.items[0].images.map((i: { id: number }) => i.id)).toEqual([second.id, first.id]);

    // One owner per picture.
    const two = await ctx
      .http()
      .post(`${API}/features/images`)
      .set(world.auth)
      .query({ extraId: extra.id, sectionId: world.section.id })
      .attach('file', await picture('#000000'), 'bild.png')
      .expect(400);
    expectDomainError(two, 400, 'INVALID_INPUT');

    await ctx.http().delete(`${API}/vendor/extras/${extra.id}`).set(world.auth).expect(204);
    const { rows } = await ctx.db.query(`SELECT id FROM image WHERE id = ANY($1::int[])`, [[first.id, second.id]]);
    expect(rows).toEqual([]);
  });
});

describe('a row’s outline', () => {
  // The factories' section is square(10.751, 54.001, 0.005).
  const inside = square(10.752, 54.002, 0.001);
  const outside = square(10.8, 54.1, 0.001);
  const crossed = {
    type: 'Polygon',
    coordinates: [
      [
        [10.752, 54.002],
        [10.753, 54.003],
        [10.753, 54.002],
        [10.752, 54.003],
        [10.752, 54.002],
      ],
    ],
  };

  it('keeps an outline inside the section and refuses one outside it or a crossed one with a clear 400', async () => {
    const row = (
      await ctx
        .http()
        .post(`${API}/features/sections/${world.section.id}/rows`)
        .set(world.auth)
        .send({ name: 'Umrissreihe', geoJson: inside })
        .expect(201)
    ).body;
    expect(row.geoJson).toEqual(inside);

    const out = await ctx.http().put(`${API}/features/rows/${row.id}`).set(world.auth).send({ geoJson: outside }).expect(400);
    expectDomainError(out, 400, 'ROW_OUTSIDE_SECTION');
    expect(out.body.payload).toEqual(expect.objectContaining({ field: 'geoJson', sectionId: world.section.id }));
    const newOut = await ctx
      .http()
      .post(`${API}/features/sections/${world.section.id}/rows`)
      .set(world.auth)
      .send({ name: 'Draußen', geoJson: outside })
      .expect(400);
    expectDomainError(newOut, 400, 'ROW_OUTSIDE_SECTION');

    const bad = await ctx.http().put(`${API}/features/rows/${row.id}`).set(world.auth).send({ geoJson: crossed }).expect(400);
    expectDomainError(bad, 400, 'INVALID_GEOMETRY');
    expect(bad.body.message).toMatch(/geoJson is not a valid geometry: Self-intersection/);

    // A new section outline that would leave the row outside is refused too.
    const shrink = await ctx
      .http()
      .put(`${API}/features/sections/${world.section.id}`)
      .set(world.auth)
      .send({ geoJson: square(10.751, 54.001, 0.0005) })
      .expect(400);
    expectDomainError(shrink, 400, 'ROW_OUTSIDE_SECTION');
    expect(shrink.body.payload.rowIds).toEqual([row.id]);

    // Clearing the outline is allowed.
    const cleared = (await ctx.http().put(`${API}/features/rows/${row.id}`).set(world.auth).send({ geoJson: null }).expect(200)).body;
    expect(cleared.geoJson).toBeNull();
  });
});
