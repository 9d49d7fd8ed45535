import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { UserRole } from '../../server/src/common/enums.js';
import { square, unique } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const V1 = '/api/v1/destinations';
let ctx: TestContext;
let admin: string;
let vendor: string;

beforeAll(async () => {
  ctx = await startTestApp();
  admin = await ctx.adminToken();
  vendor = await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: 1 });
});
afterAll(() => ctx.close());

const expectDomainError = (body: Record<string, unknown>, status: number, errorType: string) => {
  expect(body).toEqual(
    expect.objectContaining({ statusCode: status, errorType, payload: expect.any(Object), message: expect.any(String) }),
  );
};

describe('regions', () => {
  it('creates, reads, updates and deletes a region (admin)', async () => {
    const name = unique('Testregion');
    const created = await ctx
      .http()
      .post(`${V1}/regions`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ name, countryId: 1, geoJson: square(11, 54) })
      .expect(201);
    expect(created.body).toEqual({ id: expect.any(Number), name, countryId: 1, geoJson: square(11, 54), active: true });
    const id = created.body.id;

    const { rows } = await ctx.db.query(`SELECT name, ST_AsText(geom) AS wkt FROM region WHERE id = $1`, [id]);
    expect(rows[0]).toEqual({ name, wkt: 'POLYGON((11 54,11.01 54,11.01 54.01,11 54.01,11 54))' });

    await ctx
      .http()
      .get(`${V1}/regions/${id}`)
      .expect(200)
      .expect(({ body }) => expect(body.name).toBe(name));
    const updated = await ctx.http().put(`${V1}/regions/${id}`).set('Authorization', `Bearer ${admin}`).send({ active: false }).expect(200);
    expect(updated.body).toMatchObject({ id, name, active: false });

    await ctx.http().delete(`${V1}/regions/${id}`).set('Authorization', `Bearer ${admin}`).expect(204);
    const missing = await ctx.http().get(`${V1}/regions/${id}`).expect(404);
    expectDomainError(missing.body, 404, 'ENTITY_NOT_FOUND');
    expect(missing.body.payload).toEqual({ entity: 'Region', id });
  });

  it('lists the seeded regions with the list convention and filters', async () => {
    const all = await ctx
      .http()
      .get(`${V1}/regions`)
      .query({ itemsPerPage: 0, filters: '{"active":true,"countryId":{"not":34}}' })
      .expect(200);
    expect(all.body).toEqual({ items: expect.any(Array), total: all.body.items.length, page: 1, itemsPerPage: 0 });
    expect(all.body.items.map((r: { name: string }) => r.name)).toEqual(
      expect.arrayContaining(['Schleswig-Holstein Ostsee', 'Nordsee', 'Mecklenburg-Vorpommern']),
    );
    const foreign = await ctx.factories.newRegion({ countryId: 34, name: unique('Jütland') });
    const excluded = await ctx.http().get(`${V1}/regions`).query({ itemsPerPage: 0, filters: '{"countryId":{"not":34}}' }).expect(200);
    expect(excluded.body.items.map((r: { id: number }) => r.id)).not.toContain(foreign.id);
    const only = await ctx.http().get(`${V1}/regions`).query({ filterBy: 'countryId', filter: '34' }).expect(200);
    expect(only.body.items.map((r: { id: number }) => r.id)).toContain(foreign.id);
  });

  it('pages, orders and searches', async () => {
    const page1 = await ctx.http().get(`${V1}/cities`).query({ itemsPerPage: 2, page: 1, orderBy: 'name', orderDir: 'DESC' }).expect(200);
    const page2 = await ctx.http().get(`${V1}/cities`).query({ itemsPerPage: 2, page: 2, orderBy: 'name', orderDir: 'DESC' }).expect(200);
    expect(page1.body.items).toHaveLength(2);
    expect(page1.body.total).toBeGreaterThanOrEqual(9);
    const names = [...page1.body.items, ...page2.body.items].map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a, 'en')));
    const found = await ctx.http().get(`${V1}/cities`).query({ search: 'TIMMENDORF' }).expect(200);
    expect(found.body.items.map((c: { name: string }) => c.name)).toEqual(['Timmendorfer Strand']);
  });

  it('answers csv=true as text/csv', async () => {
    const res = await ctx.http().get(`${V1}/regions`).query({ csv: 'true', itemsPerPage: 0, orderBy: 'name' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('id,name,countryId,geoJson,active');
    expect(lines.some((l) => l.includes(',Nordsee,1,'))).toBe(true);
  });
});

describe('bad input is a 400 that names the problem', () => {
  it.each([
    ['a non-numeric id', `${V1}/regions/abc`],
    ['a negative id', `${V1}/cities/-3`],
    ['an id beyond 32 bits', `${V1}/beaches/99999999999`],
  ])('%s', async (_what, path) => {
    const res = await ctx.http().get(path).expect(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: expect.arrayContaining([expect.stringMatching(/^id /)]),
      error: 'Bad Request',
      fields: expect.arrayContaining([expect.objectContaining({ field: 'id' })]),
    });
  });

  it('an unknown orderBy', async () => {
    const res = await ctx.http().get(`${V1}/regions`).query({ orderBy: 'password' }).expect(400);
    expectDomainError(res.body, 400, 'INVALID_LIST_QUERY');
    expect(res.body.payload).toEqual({ orderBy: 'password', allowed: ['id', 'name', 'createdAt'] });
  });

  it('a negative page and an unknown sort direction', async () => {
    const res = await ctx.http().get(`${V1}/regions`).query({ page: -1, orderDir: 'UP' }).expect(400);
    expect(res.body.message).toEqual(expect.arrayContaining([expect.stringMatching(/^page /), expect.stringMatching(/^orderDir /)]));
  });

  it('an unknown filter and a malformed filters object', async () => {
    const unknown = await ctx.http().get(`${V1}/sections`).query({ filters: '{"owner":1}' }).expect(400);
    expectDomainError(unknown.body, 400, 'INVALID_LIST_QUERY');
    expect(unknown.body.payload.field).toBe('owner');
    const malformed = await ctx.http().get(`${V1}/sections`).query({ filters: '{oops' }).expect(400);
    expectDomainError(malformed.body, 400, 'INVALID_LIST_QUERY');
    const wrongType = await ctx.http().get(`${V1}/sections`).query({ filterBy: 'beachId', filter: 'x' }).expect(400);
    expectDomainError(wrongType.body, 400, 'INVALID_LIST_QUERY');
  });

  it('bad GeoJSON: wrong type, open ring, out-of-range coordinates', async () => {
    const auth = { Authorization: `Bearer ${admin}` };
    const openRing = {
      type: 'Polygon',
      coordinates: [
        [
          [10, 54],
          [10.1, 54],
          [10.1, 54.1],
          [10, 54.1],
        ],
      ],
    };
    const outOfRange = { type: 'Point', coordinates: [10, 95] };
    for (const [path, body] of [
      [`${V1}/regions`, { name: 'x', countryId: 1, geoJson: { type: 'Point', coordinates: [10, 54] } }],
      [`${V1}/regions`, { name: 'x', countryId: 1, geoJson: openRing }],
      [`${V1}/cities`, { name: 'x', regionId: 1, geoJson: outOfRange }],
    ] as const) {
      const res = await ctx.http().post(path).set(auth).send(body).expect(400);
      expect(res.body.message).toEqual([expect.stringMatching(/^geoJson must be a GeoJSON/)]);
    }
  });

  it('a self-intersecting polygon is refused by PostGIS with its own errorType, and nothing is written', async () => {
    const name = unique('Bowtie');
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
    const res = await ctx
      .http()
      .post(`${V1}/regions`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ name, countryId: 1, geoJson: bowtie })
      .expect(400);
    expectDomainError(res.body, 400, 'INVALID_GEOMETRY');
    expect(res.body.payload.reason).toMatch(/Self-intersection/);
    const { rowCount } = await ctx.db.query(`SELECT 1 FROM region WHERE name = $1`, [name]);
    expect(rowCount).toBe(0);
  });

  it('unknown and missing fields', async () => {
    const res = await ctx.http().post(`${V1}/beaches`).set('Authorization', `Bearer ${admin}`).send({ title: 'x' }).expect(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining(['property title should not exist', expect.stringMatching(/^name /), expect.stringMatching(/^cityId /)]),
    );
  });

  it('a parent that does not exist', async () => {
    const res = await ctx
      .http()
      .post(`${V1}/cities`)
      .set('Authorization', `Bearer ${admin}`)
      .send({ name: 'Nirgendwo', regionId: 999999 })
      .expect(400);
    expectDomainError(res.body, 400, 'REFERENCED_ENTITY_NOT_FOUND');
    expect(res.body.payload).toEqual({ field: 'regionId', id: 999999 });
  });

  it('malformed JSON', async () => {
    const res = await ctx
      .http()
      .post(`${V1}/regions`)
      .set('Authorization', `Bearer ${admin}`)
      .set('Content-Type', 'application/json')
      .send('{"name":')
      .expect(400);
    expect(res.body).toEqual(expect.objectContaining({ statusCode: 400, message: expect.any(String), error: 'Bad Request' }));
  });
});

describe('access', () => {
  it('writes need a token (401) and the ADMIN role (403); reads are public', async () => {
    const body = { name: unique('Region'), countryId: 1 };
    const anonymous = await ctx.http().post(`${V1}/regions`).send(body).expect(401);
    expectDomainError(anonymous.body, 401, 'UNAUTHENTICATED');
    const forged = await ctx.http().post(`${V1}/regions`).set('Authorization', 'Bearer not.a.token').send(body).expect(401);
    expectDomainError(forged.body, 401, 'UNAUTHENTICATED');
    const asVendor = await ctx.http().post(`${V1}/regions`).set('Authorization', `Bearer ${vendor}`).send(body).expect(403);
    expectDomainError(asVendor.body, 403, 'FORBIDDEN');
    for (const path of ['cities/1', 'beaches/1', 'sections/1']) {
      await ctx.http().put(`${V1}/${path}`).set('Authorization', `Bearer ${vendor}`).send({}).expect(403);
      await ctx.http().delete(`${V1}/${path}`).expect(401);
    }
    await ctx.http().get(`${V1}/regions`).expect(200);
  });
});

describe('cities, beaches and sections', () => {
  it('walks the hierarchy through the API and refuses to delete a parent with children (409)', async () => {
    const auth = { Authorization: `Bearer ${admin}` };
    const region = (
      await ctx
        .http()
        .post(`${V1}/regions`)
        .set(auth)
        .send({ name: unique('Region'), countryId: 1 })
        .expect(201)
    ).body;
    const city = (
      await ctx
        .http()
        .post(`${V1}/cities`)
        .set(auth)
        .send({ name: unique('Stadt'), regionId: region.id, geoJson: { type: 'Point', coordinates: [10.9, 54.1] } })
        .expect(201)
    ).body;
    expect(city).toMatchObject({ regionId: region.id, geoJson: { type: 'Point', coordinates: [10.9, 54.1] }, active: true });
    const beach = (
      await ctx
        .http()
        .post(`${V1}/beaches`)
        .set(auth)
        .send({ name: unique('Strand'), cityId: city.id, geoJson: square(10.9, 54.1) })
        .expect(201)
    ).body;
    const location = await ctx.factories.newLocation();
    const section = (
      await ctx
        .http()
        .post(`${V1}/sections`)
        .set(auth)
        .send({
          name: unique('Abschnitt'),
          beachId: beach.id,
          locationId: location.id,
          geoJson: square(10.901, 54.101, 0.002),
          hasSubsections: true,
        })
        .expect(201)
    ).body;
    expect(section).toMatchObject({
      beachId: beach.id,
      cityId: city.id,
      locationId: location.id,
      hasSubsections: true,
      onlineBooking: true,
    });
    expect(section.publicReference).toMatch(/^v-/);

    const conflict = await ctx.http().delete(`${V1}/regions/${region.id}`).set(auth).expect(409);
    expectDomainError(conflict.body, 409, 'DESTINATION_HAS_CHILDREN');
    expect(conflict.body.payload).toMatchObject({ entity: 'Region', id: region.id, children: 'cities', count: 1 });
    await ctx.http().delete(`${V1}/beaches/${beach.id}`).set(auth).expect(409);

    const filtered = await ctx
      .http()
      .get(`${V1}/sections`)
      .query({ filters: JSON.stringify({ beachId: beach.id, onlineBooking: true }) })
      .expect(200);
    expect(filtered.body.items.map((s: { id: number }) => s.id)).toEqual([section.id]);

    for (const [path, id] of [
      ['sections', section.id],
      ['beaches', beach.id],
      ['cities', city.id],
      ['regions', region.id],
    ] as const) {
      await ctx.http().delete(`${V1}/${path}/${id}`).set(auth).expect(204);
    }
    const { rowCount } = await ctx.db.query(`SELECT 1 FROM region WHERE id = $1`, [region.id]);
    expect(rowCount).toBe(0);
  });

  it('a section with chairs cannot be deleted', async () => {
    const section = await ctx.factories.newSection({ chairs: 2 });
    const res = await ctx.http().delete(`${V1}/sections/${section.id}`).set('Authorization', `Bearer ${admin}`).expect(409);
    expect(res.body.payload).toMatchObject({ entity: 'Section', children: 'beach chairs', count: 2 });
  });

  it('returns all seeded sections with valid GeoJSON and their location', async () => {
    const res = await ctx.http().get(`${V1}/sections`).query({ itemsPerPage: 0 }).expect(200);
    expect(res.body.total).toBeGreaterThanOrEqual(26);
    const seeded = res.body.items.filter((s: { publicReference: string }) => !s.publicReference.startsWith('v-'));
    expect(seeded.length).toBeGreaterThanOrEqual(26);
    for (const s of seeded) {
      expect(s.geoJson.type).toBe('Polygon');
      const ring = s.geoJson.coordinates[0];
      expect(ring[0]).toEqual(ring[ring.length - 1]);
      expect(s.location).toEqual(expect.objectContaining({ id: s.locationId, name: expect.any(String) }));
    }
    const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM section WHERE NOT ST_IsValid(geom)`);
    expect(rows[0].n).toBe(0);
  });

  it('one section with its rows and chairs, and the rows route', async () => {
    const section = await ctx.factories.newSection({ chairs: 3 });
    const detail = await ctx.http().get(`${V1}/sections/${section.id}`).expect(200);
    expect(detail.body.rows).toEqual([expect.objectContaining({ name: 'Reihe 1', sectionId: section.id })]);
    expect(detail.body.rowData.map((c: { id: number }) => c.id).sort()).toEqual([...section.chairIds].sort());
    expect(detail.body.rowData[0]).toEqual(expect.objectContaining({ model: '2_SEAT_RECLINER', attributes: { color: '0' }, lockId: null }));
    const rows = await ctx.http().get(`${V1}/sections/${section.id}/rows`).expect(200);
    expect(rows.body).toMatchObject({ total: 1, items: [{ name: 'Reihe 1', rowData: expect.any(Array) }] });
    expect(rows.body.items[0].rowData).toHaveLength(3);
    await ctx.http().get(`${V1}/sections/999999/rows`).expect(404);
  });

  it('one chair by id for the storefront', async () => {
    const section = await ctx.factories.newSection({ chairs: 1 });
    const res = await ctx.http().get(`${V1}/beach-chairs/${section.chairIds[0]}`).expect(200);
    expect(res.body).toMatchObject({ id: section.chairIds[0], sectionId: section.id, publicNumber: '1', geoJson: { type: 'Point' } });
    await ctx.http().get(`${V1}/beach-chairs/999999`).expect(404);
  });
});

describe('tree search', () => {
  it('finds matches case-insensitively with their parents and children, as a tree', async () => {
    const res = await ctx.http().get(`${V1}/search`).query({ q: 'sCHARbeutz' }).expect(200);
    const items: { kind: string; name: string; match: boolean; id: number; parentId: number | null }[] = res.body.items;
    const city = items.find((n) => n.kind === 'CITY' && n.name === 'Scharbeutz')!;
    expect(city.match).toBe(true);
    expect(items[0]).toMatchObject({ kind: 'REGION', name: 'Schleswig-Holstein Ostsee', match: false });
    const beaches = items.filter((n) => n.kind === 'BEACH' && n.parentId === city.id);
    expect(beaches.length).toBeGreaterThan(0);
    expect(items.some((n) => n.kind === 'BEACH_SECTION' && beaches.some((b) => b.id === n.parentId))).toBe(true);
    expect(items.some((n) => n.kind === 'CITY' && n.name === 'Binz')).toBe(false);
  });

  it('needs a phrase', async () => {
    await ctx.http().get(`${V1}/search`).expect(400);
  });
});
