import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, today } from '../../server/src/common/time.js';
import { waitForOutboxMail } from '../support/mail.js';
import { expectFieldError } from '../support/office.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

/**
 * Issue 30 item 9: vendor texts guests see carry an optional English version. The office writes it beside the German
 * one (extras, rows, section and location descriptions), the public answers carry both (the cached reads are the
 * same for every language), the public extras search finds the English name, and a booked extra keeps its English
 * name for the cart and the English confirmation.
 */
const U = '/api/v1/features/users';
const X = '/api/v1/vendor/extras';
const F = '/api/v1/features';
const PUBLIC = '/api/v1/features/public';
let ctx: TestContext;
let dataDir: string;
let owner: { Authorization: string };
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

const D = addDays(today('Europe/Berlin'), 3);

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-english-'));
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', RATE_LIMIT_LOGIN: '1000/60' });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['CASH'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 2,
  });
  const o = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'OWNER' });
  const login = await ctx.http().post(`${U}/login`).send({ email: o.email, password: o.password }).expect(200);
  owner = { Authorization: `Bearer ${login.body.accessToken}` };
});
afterAll(() => ctx.close());

const extraRow = async (id: number) =>
  (await ctx.db.query(`SELECT name, name_en, description, description_en FROM extra WHERE id = $1`, [id])).rows[0];

describe('extras in English', () => {
  let extraId: number;

  it('the office creates an extra with its English name and description and reads them back', async () => {
    const created = await ctx
      .http()
      .post(X)
      .set(owner)
      .send({
        name: 'Sonnenschirm',
        nameEn: ' Parasol ',
        description: 'Am Korb befestigt',
        descriptionEn: 'Fixed to your chair',
        type: 'ACCESSOIRES',
        price: 7,
      })
      .expect(201);
    extraId = created.body.id;
    expect(created.body).toMatchObject({
      name: 'Sonnenschirm',
      nameEn: 'Parasol',
      description: 'Am Korb befestigt',
      descriptionEn: 'Fixed to your chair',
    });
    expect(await extraRow(extraId)).toEqual({
      name: 'Sonnenschirm',
      name_en: 'Parasol',
      description: 'Am Korb befestigt',
      description_en: 'Fixed to your chair',
    });
    expect((await ctx.http().get(`${X}/${extraId}`).set(owner).expect(200)).body).toMatchObject({ nameEn: 'Parasol' });
    const list = await ctx.http().get(X).set(owner).query({ itemsPerPage: 0, search: 'parasol' }).expect(200);
    expect(list.body.items.map((e: { id: number }) => e.id)).toEqual([extraId]);
  });

  it('an update changes or clears the English text (blank is none) and leaves it alone when left out', async () => {
    await ctx.http().put(`${X}/${extraId}`).set(owner).send({ descriptionEn: '   ' }).expect(200);
    expect(await extraRow(extraId)).toMatchObject({ name_en: 'Parasol', description_en: null });
    await ctx.http().put(`${X}/${extraId}`).set(owner).send({ price: 7.5 }).expect(200);
    expect(await extraRow(extraId)).toMatchObject({ name_en: 'Parasol' });
    await ctx.http().put(`${X}/${extraId}`).set(owner).send({ descriptionEn: 'Fixed to your chair' }).expect(200);
    expect(await extraRow(extraId)).toMatchObject({ description_en: 'Fixed to your chair' });
  });

  it('an English name longer than the German limit (200) or not a text is refused at its field', async () => {
    expectFieldError(
      await ctx
        .http()
        .put(`${X}/${extraId}`)
        .set(owner)
        .send({ nameEn: 'x'.repeat(201) }),
      'nameEn',
    );
    expectFieldError(await ctx.http().put(`${X}/${extraId}`).set(owner).send({ nameEn: 12 }), 'nameEn');
    expect(await extraRow(extraId)).toMatchObject({ name_en: 'Parasol' });
  });

  it('the public extras carry both languages, and their search finds the English name', async () => {
    const all = await ctx.http().get(`${PUBLIC}/extras`).query({ publicReference: s.publicReference, itemsPerPage: 0 }).expect(200);
    expect(all.body.items).toEqual([
      expect.objectContaining({ id: extraId, name: 'Sonnenschirm', nameEn: 'Parasol', descriptionEn: 'Fixed to your chair' }),
    ]);
    const found = await ctx
      .http()
      .get(`${PUBLIC}/extras`)
      .query({ publicReference: s.publicReference, itemsPerPage: 0, search: 'parasol' })
      .expect(200);
    expect(found.body.items.map((e: { id: number }) => e.id)).toEqual([extraId]);
  });

  it('a booked extra keeps its English name: the cart shows it, and the English confirmation names it', async () => {
    const { ref, email } = await fillCart(ctx, {
      publicReference: s.publicReference,
      chair: { beachChairId: s.chairIds[0][0], day: D },
      extras: [{ extraId, amount: 2 }],
      customer: { language: 'en' },
      method: 'CASH',
    });
    // The cart's answer (setting the method again answers the booking as the storefront shows it).
    const cart = await ctx.http().put(`${PUBLIC}/booking`).query({ bookingRef: ref, email }).send({ paymentMethod: 'CASH' }).expect(200);
    expect(cart.body.extras).toEqual([expect.objectContaining({ extraId, name: 'Sonnenschirm', nameEn: 'Parasol', amount: 2 })]);
    // The vendor renames it later: the booking keeps what was sold.
    await ctx.http().put(`${X}/${extraId}`).set(owner).send({ nameEn: 'Sunshade' }).expect(200);
    await ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email, timeZone: 'Europe/Berlin' }).expect(200);
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email);
    expect(mail.text).toContain('2 × Parasol');
    expect(mail.text).not.toContain('Sonnenschirm');
    await ctx.http().put(`${X}/${extraId}`).set(owner).send({ nameEn: 'Parasol' }).expect(200);
  }, 30_000);
});

describe('rows and descriptions in English', () => {
  it('a row gets an English name in the office; the public section, its rows and the availability carry it', async () => {
    const created = await ctx.http().post(`${F}/sections/${s.id}/rows`).set(owner).send({ name: 'Reihe 2', nameEn: 'Row 2' }).expect(201);
    expect(created.body).toMatchObject({ name: 'Reihe 2', nameEn: 'Row 2' });
    await ctx.http().put(`${F}/rows/${s.rowIds[0]}`).set(owner).send({ nameEn: 'Front row' }).expect(200);
    expectFieldError(
      await ctx
        .http()
        .put(`${F}/rows/${s.rowIds[0]}`)
        .set(owner)
        .send({ nameEn: 'x'.repeat(101) }),
      'nameEn',
    );

    const section = await ctx.http().get(`/api/v1/destinations/sections/${s.id}`).expect(200);
    expect(section.body.rows).toEqual([
      expect.objectContaining({ id: s.rowIds[0], name: 'Reihe 1', nameEn: 'Front row' }),
      expect.objectContaining({ id: created.body.id, name: 'Reihe 2', nameEn: 'Row 2' }),
    ]);
    const office = await ctx.http().get(`${F}/sections/${s.id}`).set(owner).expect(200);
    expect(office.body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ id: created.body.id, nameEn: 'Row 2' })]));
    const availability = await ctx
      .http()
      .get(`${PUBLIC}/sections/${s.id}/beach_chairs_availability`)
      .query({ publicReference: s.publicReference, start: D, end: D })
      .expect(200);
    expect(availability.body.rows).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: s.rowIds[0], name: 'Reihe 1', nameEn: 'Front row' })]),
    );
    const filters = await ctx.http().get(`${PUBLIC}/filters/beach_chairs`).query({ publicReference: s.publicReference }).expect(200);
    expect(filters.body.rows).toEqual(expect.arrayContaining([expect.objectContaining({ id: created.body.id, nameEn: 'Row 2' })]));
  });

  it("the section's and its location's English descriptions are written in the office and shown in the public section", async () => {
    await ctx.http().put(`${F}/sections/${s.id}`).set(owner).send({ description: 'Ruhig', descriptionEn: 'Quiet' }).expect(200);
    await ctx.http().put(`${F}/locations/${s.locationId}`).set(owner).send({ descriptionEn: 'Next to the pier' }).expect(200);
    const section = await ctx.http().get(`/api/v1/destinations/sections/${s.id}`).expect(200);
    expect(section.body).toMatchObject({ description: 'Ruhig', descriptionEn: 'Quiet', location: { descriptionEn: 'Next to the pier' } });
    const location = await ctx.http().get(`/api/v1/vendor/locations/${s.locationId}`).set(owner).expect(200);
    expect(location.body).toMatchObject({ descriptionEn: 'Next to the pier' });
  });
});
