import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { AddressInfo } from 'node:net';
import { DataSource, QueryFailedError } from 'typeorm';
import { AllExceptionsFilter } from '../../server/src/common/errors/all-exceptions.filter.js';
import { INPUT_LIMITS } from '../../server/src/infra/http/input-limits.js';
import { unique } from '../support/factories.js';
import { expectDomainError, expectFieldError, newVendorWorld } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// The global input rules (README "API conventions"): cheap refusal before validation, no NUL, null only where a value
// may be cleared, integers within their columns, and the database's refusals as 400 INVALID_INPUT.

const V1 = '/api/v1';
let ctx: TestContext;
let base: string;
let admin: { Authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  await ctx.app.listen(0, '127.0.0.1');
  base = `http://127.0.0.1:${(ctx.app.getHttpServer().address() as AddressInfo).port}`;
  admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
});
afterAll(() => ctx.close());

/** A JSON object of `n` unknown keys (`k0000001: 1, …`), as text. */
const unknownKeys = (n: number) => `{${Array.from({ length: n }, (_, i) => `"k${String(i).padStart(7, '0')}":1`).join(',')}}`;

/** POST raw JSON text over a real socket; the status and how long the answer took. */
async function postRaw(path: string, text: string): Promise<{ status: number; ms: number; body: Record<string, unknown> }> {
  const started = performance.now();
  const res = await fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text });
  const body = (await res.json()) as Record<string, unknown>;
  return { status: res.status, ms: performance.now() - started, body };
}

const LOGIN = `${V1}/features/users/login`;

describe('a hostile body is refused before validation, cheaply', () => {
  const huge = unknownKeys(60_000); // ~650 KB
  const large = unknownKeys(16_000); // ~200 KB: within the body limit, beyond the key caps

  // The budget is loose on purpose: under a parallel CI run a 200 KB JSON.parse alone takes 30-70 ms; what the
  // test guards against is the body reaching validation (16,000 errors built, logged and sent back).
  const CHEAP_MS = 250;

  it('650 KB of 60,000 unknown keys to the login: 413, cheaply', async () => {
    expect(huge.length).toBeGreaterThan(640 * 1024);
    for (let i = 0; i < 5; i++) await postRaw(LOGIN, huge); // warm up
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await postRaw(LOGIN, huge);
      expect(res.status).toBe(413);
      times.push(res.ms);
    }
    expect(Math.min(...times)).toBeLessThan(CHEAP_MS);
  });

  it('200 KB of unknown keys to the login: 400 naming the cap, cheaply', async () => {
    expect(large.length).toBeGreaterThan(190 * 1024);
    expect(large.length).toBeLessThan(INPUT_LIMITS.jsonBodyBytes);
    for (let i = 0; i < 5; i++) await postRaw(LOGIN, large);
    const times: number[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await postRaw(LOGIN, large);
      expect(res.status).toBe(400);
      expect(res.body.message).toEqual([`body has more than ${INPUT_LIMITS.keysPerObject} keys (in the body)`]);
      times.push(res.ms);
    }
    expect(Math.min(...times)).toBeLessThan(CHEAP_MS);
  });

  it('/health answers while four such requests run in parallel', async () => {
    const attacks = [huge, large, huge, large].map((text) => postRaw(LOGIN, text));
    const started = performance.now();
    const health = await fetch(`${base}${V1}/health`);
    const healthMs = performance.now() - started;
    const answers = await Promise.all(attacks);
    expect(health.status).toBe(200);
    expect(healthMs).toBeLessThan(1000);
    expect(answers.map((a) => a.status)).toEqual([413, 400, 413, 400]);
  });

  it('5,000 levels of nesting: 400 naming the depth, not 500', async () => {
    const deepObject = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`;
    const res = await postRaw(LOGIN, deepObject);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual([expect.stringMatching(new RegExp(`nested deeper than ${INPUT_LIMITS.depth} levels`))]);
    const deepArray = `{"name":"x","countryId":1,"geoJson":{"type":"Polygon","coordinates":${'['.repeat(5000)}${']'.repeat(5000)}}}`;
    const region = await ctx.http().post(`${V1}/destinations/regions`).set(admin).set('content-type', 'application/json').send(deepArray);
    expect(region.status).toBe(400);
    expect(region.body.message).toEqual([expect.stringMatching(/^geoJson\.coordinates\[0\]/)]);
  });

  it('__proto__, constructor and prototype keys, at any depth: 400', async () => {
    // Fastify's JSON parser refuses __proto__ and constructor.prototype itself; the walk refuses the rest by name.
    for (const text of [
      '{"email":"a@b.de","password":"x","__proto__":{"admin":true}}',
      '{"email":"a@b.de","password":"x","constructor":{"prototype":{}}}',
    ]) {
      expect({ text, status: (await postRaw(LOGIN, text)).status }).toEqual({ text, status: 400 });
    }
    for (const [text, message] of [
      ['{"email":"a@b.de","password":"x","constructor":{"name":"x"}}', 'constructor is not allowed as a key (in the body)'],
      ['{"email":"a@b.de","password":"x","constructor":1}', 'constructor is not allowed as a key (in the body)'],
      ['{"email":"a@b.de","password":"x","vendorId":{"prototype":1}}', 'vendorId.prototype is not allowed as a key (in the body)'],
      ['{"items":[{"a":{"b":[{"__proto__x":1,"constructor":2}]}}]}', 'items[0].a.b[0].constructor is not allowed as a key (in the body)'],
    ]) {
      const res = await postRaw(LOGIN, text);
      expect({ text, status: res.status, message: res.body.message }).toEqual({ text, status: 400, message: [message] });
    }
    const query = await ctx.http().get(`${V1}/destinations/regions`).query('constructor=1');
    expect(query.status).toBe(400);
    expect(query.body.message).toEqual(['constructor is not allowed as a key (in the query)']);
  });

  it('a legitimate body near the caps still passes: a bulk of 400 chairs with every field', async () => {
    const world = await newVendorWorld(ctx, 0);
    const items = Array.from({ length: 400 }, (_, i) => ({
      sectionId: world.section.id,
      rowId: null,
      publicNumber: `B${i}`,
      model: 'BALTIC_BEACH_CHAIR',
      timeEnum: 'HALF_DAY',
      position: i,
      seasonBeachChair: false,
      attributes: { color: 'green' },
      geoJson: { type: 'Point', coordinates: [10.7535, 54.0035] },
      description: 'Mit Blick auf die Seebrücke',
      reserved: false,
      active: true,
    }));
    const res = await ctx.http().post(`${V1}/features/beach_chair/bulk`).set(world.auth).send({ items });
    expect(res.status).toBe(201);
    const { rows } = await ctx.db.query('SELECT count(*)::int AS n FROM beach_chair WHERE section_id = $1', [world.section.id]);
    expect(rows[0].n).toBe(400);
  });

  it('the filters list query: __proto__ and constructor are unknown filters (400), not 500', async () => {
    for (const filters of ['{"__proto__":1}', '{"constructor":1}', '{"toString":{"eq":1}}', '{"id":{"__proto__":1}}']) {
      const res = await ctx.http().get(`${V1}/destinations/regions`).query({ filters });
      expect({ filters, status: res.status }).toEqual({ filters, status: 400 });
      expect(res.body.errorType).toBe('INVALID_LIST_QUERY');
    }
    const orderBy = await ctx.http().get(`${V1}/destinations/regions`).query({ orderBy: 'constructor' });
    expectDomainError(orderBy, 400, 'INVALID_LIST_QUERY');
    const customers = await ctx.http().get(`${V1}/features/booking_details/customer`).set(admin).query({ orderBy: 'constructor' });
    expectDomainError(customers, 400, 'INVALID_LIST_QUERY');
  });

  it('a filter value beyond int4 or with a NUL in the filters JSON: 400 INVALID_LIST_QUERY', async () => {
    const big = await ctx.http().get(`${V1}/destinations/regions`).query({ filters: '{"countryId":9007199254740992}' });
    expectDomainError(big, 400, 'INVALID_LIST_QUERY');
    expect(big.body.payload).toMatchObject({ field: 'countryId' });
    const nul = await ctx.http().get(`${V1}/destinations/regions`).query({ filters: '{"name":"a\\u0000b"}' });
    expectDomainError(nul, 400, 'INVALID_LIST_QUERY');
  });
});

describe('NUL characters: one rule for path, query and body', () => {
  it('in the query: GET /destinations/search?q=%00', async () => {
    const res = await ctx.http().get(`${V1}/destinations/search?q=%00`);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['q must not contain NUL characters (\\u0000) (in the query)']);
  });

  it('in the path: GET /features/documents/%00', async () => {
    const res = await ctx.http().get(`${V1}/features/documents/%00`).set(admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['s3Key must not contain NUL characters (\\u0000) (in the path)']);
  });

  it('in body strings and keys: a row name, a stop-sale reason, a key; nothing is written', async () => {
    const world = await newVendorWorld(ctx, 1);
    const name = unique('Reihe').slice(0, 40);
    const row = await ctx
      .http()
      .post(`${V1}/features/sections/${world.section.id}/rows`)
      .set(world.auth)
      .send({ name: `${name}\u0000` });
    expectFieldError(row, 'name');
    expect(row.body.message).toEqual(['name must not contain NUL characters (\\u0000) (in the body)']);
    const { rowCount } = await ctx.db.query(`SELECT 1 FROM "row" WHERE name LIKE $1`, [`${name}%`]);
    expect(rowCount).toBe(0);
    const chairId = world.section.chairIds[0];
    const stop = await ctx
      .http()
      .post(`${V1}/features/beach_chair/${chairId}/stop_sales`)
      .set(world.auth)
      .send({ start: '2026-07-01', end: '2026-07-02', reason: 'Sturm\u0000' });
    expectFieldError(stop, 'reason');
    const key = await ctx
      .http()
      .post(`${V1}/features/sections/${world.section.id}/rows`)
      .set(world.auth)
      .send({ name, ['na\u0000me']: 'x' });
    expect(key.status).toBe(400);
    expect(key.body.message).toEqual(['na\\u0000me must not contain NUL characters (\\u0000) in its name (in the body)']);
  });

  it('in a multipart text field (the contact form): the same rule, in the validation pipe', async () => {
    const res = await ctx
      .http()
      .post(`${V1}/features/public/forms/contact`)
      .field('name', 'Inge\u0000')
      .field('email', 'inge@example.test')
      .field('body', 'Hallo');
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['name must not contain NUL characters (\\u0000) (in the body)']);
  });

  it('nested: names the path of the field', async () => {
    const res = await ctx
      .http()
      .post(`${V1}/features/beach_chair/bulk`)
      .set(admin)
      .send({
        items: [
          { sectionId: 1, publicNumber: '1', model: 'BALTIC_BEACH_CHAIR' },
          { sectionId: 1, publicNumber: '2\u0000', model: 'BALTIC_BEACH_CHAIR' },
        ],
      });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['items[1].publicNumber must not contain NUL characters (\\u0000) (in the body)']);
  });
});

describe('null: refused where a value is required, clears where the column may be empty', () => {
  it('PUT a region with "name": null is a 400 naming name; the region is unchanged', async () => {
    const region = await ctx.factories.newRegion({ name: unique('Region') });
    const res = await ctx.http().put(`${V1}/destinations/regions/${region.id}`).set(admin).send({ name: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['name must not be null']);
    const { rows } = await ctx.db.query('SELECT name, active FROM region WHERE id = $1', [region.id]);
    expect(rows[0]).toEqual({ name: region.name, active: true });
  });

  it('POST a city with "active": null is a 400 naming active', async () => {
    const name = unique('Stadt');
    const res = await ctx.http().post(`${V1}/destinations/cities`).set(admin).send({ name, regionId: 1, active: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['active must not be null']);
    const { rowCount } = await ctx.db.query('SELECT 1 FROM city WHERE name = $1', [name]);
    expect(rowCount).toBe(0);
  });

  it('sections and beaches: null for a required field is a 400 for each field', async () => {
    const section = await ctx.factories.newSection();
    const res = await ctx
      .http()
      .put(`${V1}/destinations/sections/${section.id}`)
      .set(admin)
      .send({ name: null, beachId: null, onlineBooking: null, hasSubsections: null });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(
      expect.arrayContaining([
        'name must not be null',
        'beachId must not be null',
        'onlineBooking must not be null',
        'hasSubsections must not be null',
      ]),
    );
    const beach = await ctx.factories.newBeach();
    const beachRes = await ctx.http().put(`${V1}/destinations/beaches/${beach.id}`).set(admin).send({ cityId: null });
    expect(beachRes.body.message).toEqual(['cityId must not be null']);
  });

  it('a field left out stays; null clears a nullable column; null for a NOT NULL one is refused', async () => {
    const world = await newVendorWorld(ctx, 1);
    const chairId = world.section.chairIds[0];
    const chair = `${V1}/features/beach_chair/${chairId}`;
    await ctx.http().put(chair).set(world.auth).send({ description: 'Erste Reihe', position: 7 }).expect(200);
    const cleared = await ctx.http().put(chair).set(world.auth).send({ description: null }).expect(200);
    expect(cleared.body).toMatchObject({ description: null, position: 7 });
    const refused = await ctx.http().put(chair).set(world.auth).send({ active: null, position: null });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toEqual(expect.arrayContaining(['active must not be null', 'position must not be null']));
    const { rows } = await ctx.db.query('SELECT description, position, active FROM beach_chair WHERE id = $1', [chairId]);
    expect(rows[0]).toEqual({ description: null, position: 7, active: true });
  });

  it('a location clears its season and entrance with null but keeps its name', async () => {
    const world = await newVendorWorld(ctx, 0);
    const location = `${V1}/features/locations/${world.locationId}`;
    await ctx
      .http()
      .put(location)
      .set(world.auth)
      .send({ seasonStart: '01-05', seasonEnd: '30-09', entranceName: 'Aufgang 3' })
      .expect(200);
    const cleared = await ctx
      .http()
      .put(location)
      .set(world.auth)
      .send({ seasonStart: null, seasonEnd: null, entranceName: null })
      .expect(200);
    expect(cleared.body).toMatchObject({ seasonStart: null, seasonEnd: null, entranceName: null });
    expectFieldError(await ctx.http().put(location).set(world.auth).send({ name: null }), 'name must not be null');
    expectFieldError(await ctx.http().put(location).set(world.auth).send({ address: null }), 'address must not be null');
  });
});

describe('numbers beyond their columns', () => {
  it('"lockId": 2^53 on PUT /features/beach_chair/lock/{id}: 400 naming lockId', async () => {
    const world = await newVendorWorld(ctx, 1);
    const res = await ctx
      .http()
      .put(`${V1}/features/beach_chair/lock/${world.section.chairIds[0]}`)
      .set(world.auth)
      .send({ lockId: 9007199254740992 });
    expect(res.status).toBe(400);
    expect(res.body.message).toEqual(['lockId must not be greater than 2147483647']);
  });

  it('ids, rows and list paging beyond int4 in path, query and body', async () => {
    const world = await newVendorWorld(ctx, 1);
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions/2147483648`), 'id');
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions`).query({ page: '99999999999' }), 'page');
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions`).query({ itemsPerPage: '1e400' }), 'itemsPerPage');
    const chair = await ctx
      .http()
      .put(`${V1}/features/beach_chair/${world.section.chairIds[0]}`)
      .set(world.auth)
      .send({ rowId: 2147483648 });
    expectFieldError(chair, 'rowId');
    const extra = await ctx
      .http()
      .post(`${V1}/vendor/extras`)
      .set(world.auth)
      .send({ name: 'Handtuch', price: 2, type: 'OTHER', locationId: 9007199254740992 });
    expectFieldError(extra, 'locationId');
  });
});

describe('numbers are numbers: no lenient reading of other types', () => {
  it('true, "0x10", "" and "1e1" are not ids or amounts', async () => {
    const world = await newVendorWorld(ctx, 1);
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions/0x10`), 'id');
    expectFieldError(await ctx.http().get(`${V1}/destinations/regions/1e1`), 'id');
    const chair = await ctx.http().put(`${V1}/features/beach_chair/${world.section.chairIds[0]}`).set(world.auth).send({ rowId: true });
    expectFieldError(chair, 'rowId');
    const context = await ctx.http().post(`${V1}/features/users/context/vendor`).set(admin).send({ vendorId: true });
    expectFieldError(context, 'vendorId');
    // A number as text still counts where the query or path carries it.
    await ctx.http().get(`${V1}/destinations/regions/1`).expect(200);
  });
});

describe('the backstop: what the database still refuses is a 400 INVALID_INPUT, logged as a bug', () => {
  it('real PostgreSQL refusals (NUL, out of range, impossible date, bad syntax, NOT NULL, CHECK) through the global filter', async () => {
    const db = ctx.app.get(DataSource);
    const refused = (sql: string, params: unknown[] = []) =>
      db.query(sql, params).then(
        () => undefined,
        (e: unknown) => e,
      );
    const cases = [
      ['22021', await refused('SELECT $1::text', ['a\u0000b']), 'input'],
      ['22003', await refused('SELECT $1::int', ['9007199254740992']), 'input'],
      ['22008', await refused('SELECT $1::date', ['2026-02-30']), 'input'],
      ['22P02', await refused('SELECT $1::int', ['zwölf']), 'input'],
      ['23502', await refused('INSERT INTO region (name, country_id, active) VALUES ($1, 1, NULL)', [unique('R')]), 'active'],
      ['23514', await refused('INSERT INTO region (name, country_id, active) VALUES ($1, 1, true)', ['']), 'input'],
    ] as const;
    const filter = new AllExceptionsFilter();
    const logged: Record<string, unknown>[] = [];
    (filter as unknown as { logger: { error: (entry: Record<string, unknown>) => void } }).logger.error = (entry) => logged.push(entry);
    for (const [code, error, field] of cases) {
      expect(error).toBeInstanceOf(QueryFailedError);
      const answer: { status?: number; body?: Record<string, unknown> } = {};
      const reply = {
        status: (s: number) => ((answer.status = s), reply),
        send: (b: Record<string, unknown>) => ((answer.body = b), reply),
        header: () => reply,
      };
      const request = {
        id: `req-${code}`,
        method: 'PUT',
        url: '/api/v1/destinations/regions/7',
        routeOptions: { url: '/api/v1/destinations/regions/:id' },
      };
      filter.catch(error, { switchToHttp: () => ({ getResponse: () => reply, getRequest: () => request }) } as never);
      expect({ code, status: answer.status, errorType: answer.body?.errorType, payload: answer.body?.payload }).toEqual({
        code,
        status: 400,
        errorType: 'INVALID_INPUT',
        payload: expect.objectContaining({ field, reason: code }),
      });
      expect(logged.at(-1)).toMatchObject({ operation: 'PUT /api/v1/destinations/regions/:id', correlationId: `req-${code}` });
    }
    expect(logged).toHaveLength(cases.length);
  });
});
