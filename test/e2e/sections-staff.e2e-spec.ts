import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { expectDomainError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 16, items 2, 3 and 7: the sections, rows and chairs are set up by the vendor's OWNER; STAFF read them (the
 * counter and the calendar need them) but every write answers 403 and changes nothing.
 */
const U = '/api/v1/features/users';
const F = '/api/v1/features';
let ctx: TestContext;
let owner: { Authorization: string };
let staff: { Authorization: string };
let section: { id: number; beachId: number; locationId: number; chairIds: number[] };
let rowId: number;

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const signIn = async (email: string, password: string) =>
  (await ctx.http().post(`${U}/login`).send({ email, password }).expect(200)).body as { accessToken: string };
// Inside the factory's section (a square from 10.751/54.001, 0.005 wide).
const point = (lng: number, lat: number) => ({ type: 'Point', coordinates: [lng, lat] });
const square = (lng: number, lat: number, d: number) => ({
  type: 'Polygon',
  coordinates: [
    [
      [lng, lat],
      [lng + d, lat],
      [lng + d, lat + d],
      [lng, lat + d],
      [lng, lat],
    ],
  ],
});
const counts = async () =>
  (
    await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM section WHERE location_id = $1) AS sections,
              (SELECT count(*)::int FROM "row" WHERE section_id = $2) AS rows,
              (SELECT count(*)::int FROM beach_chair WHERE section_id = $2) AS chairs,
              (SELECT name FROM section WHERE id = $2) AS name,
              (SELECT name FROM "row" WHERE id = $3) AS "rowName",
              (SELECT model FROM beach_chair WHERE id = $4) AS model`,
      [section.locationId, section.id, rowId, section.chairIds[0]],
    )
  ).rows[0];

beforeAll(async () => {
  ctx = await startTestApp({ RATE_LIMIT_LOGIN: '1000/60' });
  const vendorId = (await ctx.factories.newVendor()).id;
  const location = await ctx.factories.newLocation({ vendorId });
  section = await ctx.factories.newSection({ locationId: location.id, chairs: 2, name: 'Staff-Test Abschnitt' });
  rowId = (await ctx.db.query(`SELECT id FROM "row" WHERE section_id = $1`, [section.id])).rows[0].id;
  const o = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  const s = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'STAFF' });
  owner = bearer((await signIn(o.email, o.password)).accessToken);
  staff = bearer((await signIn(s.email, s.password)).accessToken);
});
afterAll(() => ctx.close());

describe('sections, rows and chairs: OWNERs write, STAFF read', () => {
  it('STAFF read the sections and a section with its rows and chairs', async () => {
    const list = await ctx.http().get(`${F}/sections`).set(staff).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((s: { id: number }) => s.id)).toContain(section.id);
    const detail = await ctx.http().get(`${F}/sections/${section.id}`).set(staff).expect(200);
    expect(detail.body.rows).toHaveLength(1);
    expect(detail.body.rowData).toHaveLength(2);
  });

  it('every write of STAFF answers 403 FORBIDDEN and changes nothing', async () => {
    const before = await counts();
    const chair = { sectionId: section.id, rowId, publicNumber: 'S1', model: 'DAYBED', geoJson: point(10.752, 54.003) };
    const attempts = [
      ctx
        .http()
        .post(`${F}/sections`)
        .set(staff)
        .send({
          name: 'Von Aushilfe',
          beachId: section.beachId,
          locationId: section.locationId,
          geoJson: square(10.751, 54.001, 0.001),
        }),
      ctx.http().put(`${F}/sections/${section.id}`).set(staff).send({ name: 'Umbenannt' }),
      ctx.http().delete(`${F}/sections/${section.id}`).set(staff),
      ctx.http().post(`${F}/sections/${section.id}/rows`).set(staff).send({ name: 'Reihe 9' }),
      ctx.http().put(`${F}/rows/${rowId}`).set(staff).send({ name: 'Umbenannt' }),
      ctx.http().delete(`${F}/rows/${rowId}`).set(staff),
      ctx.http().post(`${F}/beach_chair`).set(staff).send(chair),
      ctx
        .http()
        .post(`${F}/beach_chair/bulk`)
        .set(staff)
        .send({ items: [chair] }),
      ctx.http().put(`${F}/beach_chair/${section.chairIds[0]}`).set(staff).send({ model: 'DAYBED' }),
      ctx.http().delete(`${F}/beach_chair/${section.chairIds[0]}`).set(staff),
      // Fitting or removing a lock is set-up too (the lock fleet is the OWNER's).
      ctx.http().put(`${F}/beach_chair/lock/${section.chairIds[0]}`).set(staff).send({ lockId: null }),
    ];
    for (const attempt of attempts) expectDomainError(await attempt, 403, 'FORBIDDEN');
    expect(await counts()).toEqual(before);
    expect(before).toMatchObject({ sections: 1, rows: 1, chairs: 2, name: 'Staff-Test Abschnitt', rowName: 'Reihe 1' });
  });

  it('the OWNER creates a section, a row and chairs, and changes them', async () => {
    const created = await ctx
      .http()
      .post(`${F}/sections`)
      .set(owner)
      .send({
        name: 'Owner-Abschnitt',
        beachId: section.beachId,
        locationId: section.locationId,
        geoJson: square(10.76, 54.01, 0.001),
        onlineBooking: false,
      });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ name: 'Owner-Abschnitt', onlineBooking: false, rows: [], rowData: [] });
    const id = created.body.id as number;
    const row = await ctx.http().post(`${F}/sections/${id}/rows`).set(owner).send({ name: 'Reihe A' }).expect(201);
    const items = [1, 2].map((n) => ({
      sectionId: id,
      rowId: row.body.id,
      publicNumber: String(n),
      model: '2_SEAT_RECLINER',
      geoJson: point(10.7602 + n * 0.0001, 54.0105),
    }));
    const chairs = await ctx.http().post(`${F}/beach_chair/bulk`).set(owner).send({ items }).expect(201);
    expect(chairs.body.map((c: { publicNumber: string }) => c.publicNumber)).toEqual(['1', '2']);
    await ctx.http().put(`${F}/beach_chair/${chairs.body[0].id}`).set(owner).send({ seasonBeachChair: true }).expect(200);
    await ctx.http().put(`${F}/rows/${row.body.id}`).set(owner).send({ name: 'Reihe B' }).expect(200);
    await ctx.http().put(`${F}/sections/${id}`).set(owner).send({ description: 'Nahe der Seebrücke' }).expect(200);
    const { rows } = await ctx.db.query(
      `SELECT s.description, r.name AS row, count(c.id)::int AS chairs, bool_or(c.season_beach_chair) AS season
         FROM section s JOIN "row" r ON r.section_id = s.id JOIN beach_chair c ON c.row_id = r.id
        WHERE s.id = $1 GROUP BY s.description, r.name`,
      [id],
    );
    expect(rows).toEqual([{ description: 'Nahe der Seebrücke', row: 'Reihe B', chairs: 2, season: true }]);
  });

  it("a chair outside the section is refused with the server's error", async () => {
    const res = await ctx
      .http()
      .post(`${F}/beach_chair`)
      .set(owner)
      .send({ sectionId: section.id, rowId, publicNumber: 'X1', model: 'DAYBED', geoJson: point(11.5, 55) });
    expectDomainError(res, 400, 'BEACH_CHAIR_OUTSIDE_SECTION');
  });
});
