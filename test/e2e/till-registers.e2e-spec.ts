import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { randomBytes, randomUUID } from 'node:crypto';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today } from '../../server/src/common/time.js';
import { startFakeFiskaly, type FakeFiskaly } from '../support/fake-fiskaly.js';
import { expectDomainError } from '../support/office.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Issue 31 items 2 and 4: a location's TSE configured by its OWNER (GET/PUT /till/locations/{id}/tse), its history
// (a switch retires the active row, kept for ever) and the tills for the notice to the tax office (GET /till/registers).

const V1 = '/api/v1';
let ctx: TestContext;
let fiskaly: FakeFiskaly;
type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let owner: { Authorization: string };
let staff: { Authorization: string };
let foreign: { Authorization: string };
let next = 0;
const day = addDays(today('Europe/Berlin'), 5);
const tsePath = (locationId = s.locationId) => `${V1}/till/locations/${locationId}/tse`;
const rowsOf = async (locationId = s.locationId) =>
  (
    await ctx.db.query(
      `SELECT id, provider, tss_id AS "tssId", client_id AS "clientId", retired_at AS "retiredAt" FROM till_tse WHERE location_id = $1 ORDER BY id`,
      [locationId],
    )
  ).rows as { id: number; provider: string; tssId: string; clientId: string; retiredAt: Date | null }[];
/** Every secret the server holds for a TSE: fiskaly's key and secret, the fake's private key. */
const expectNoSecret = async (text: string) => {
  expect(text).not.toContain(fiskaly.apiSecret);
  expect(text).not.toContain(fiskaly.apiKey);
  expect(text).not.toContain('PRIVATE KEY');
  const { rows } = await ctx.db.query(`SELECT fake_private_key AS key FROM till_tse WHERE fake_private_key IS NOT NULL`);
  for (const { key } of rows as { key: string }[]) expect(text).not.toContain(key.split('\n')[1]);
};
const openSession = async () =>
  (await ctx.http().post(`${V1}/till/sessions`).set(staff).send({ locationId: s.locationId, openingCash: 5_000 }).expect(201)).body
    .id as number;
const sell = async (sessionId: number) =>
  (
    await ctx
      .http()
      .post(`${V1}/till/sales`)
      .set(staff)
      .set('Idempotency-Key', randomUUID())
      .send({ sessionId, chairs: [{ beachChairId: s.chairIds[0][next++], start: day, end: day }], paymentMethod: 'CASH' })
      .expect(201)
  ).body as { receiptId: number; tse: { serialNumber: string; uncertified: boolean; failed: boolean; qrCodeData: string } };
const close = (sessionId: number) =>
  ctx.http().post(`${V1}/till/sessions/${sessionId}/close`).set(staff).send({ countedCash: 0 }).expect(200);

beforeAll(async () => {
  fiskaly = await startFakeFiskaly();
  fiskaly.addTss('tss-strand', { clients: { 'kasse-strand': 'REGISTERED', 'kasse-alt': 'DEREGISTERED' } });
  fiskaly.addTss('tss-new', { state: 'UNINITIALIZED' });
  ctx = await startTestApp({ ...fiskaly.env });
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 10 });
  const other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
  owner = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
  const user = await ctx.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'STAFF' });
  staff = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId, sub: user.id })}` };
  foreign = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: other.vendorId })}` };
});
afterAll(async () => {
  await ctx?.close();
  await fiskaly?.close();
});

describe("a location's TSE", () => {
  let fakeId: number;
  let firstSession: number;

  it('is the OWNER’s: STAFF get 403, another vendor 404; none yet, both providers offered', async () => {
    const res = await ctx.http().get(tsePath()).set(owner).expect(200);
    expect(res.body).toEqual({ locationId: s.locationId, active: null, providers: ['FISKALY', 'FAKE'], openSessionIds: [] });
    expectDomainError(await ctx.http().get(tsePath()).set(staff), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().put(tsePath()).set(staff).send({ provider: 'FAKE' }), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().get(tsePath()).set(foreign), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(tsePath()).set(foreign).send({ provider: 'FAKE' }), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${V1}/till/registers`).set(staff), 403, 'FORBIDDEN');
    expect(await rowsOf()).toEqual([]);
  });

  it('the first session makes the demo fake; it signs the sale; a switch is refused while the session is open', async () => {
    firstSession = await openSession();
    const sale = await sell(firstSession);
    const res = await ctx.http().get(tsePath()).set(owner).expect(200);
    expect(res.body.active).toMatchObject({
      provider: 'FAKE',
      tssId: `fake-tss-${s.locationId}`,
      clientId: `till-${s.locationId}`,
      clientSerialNumber: `till-${s.locationId}`,
      tssSerialNumber: sale.tse.serialNumber,
      certificationId: null,
      certified: false,
    });
    expect(res.body.openSessionIds).toEqual([firstSession]);
    expect(res.body.active.tssSerialNumber).toMatch(/^[0-9a-f]{64}$/);
    fakeId = res.body.active.id;
    await expectNoSecret(JSON.stringify(res.body));

    const refused = await ctx.http().put(tsePath()).set(owner).send({ provider: 'FISKALY', tssId: 'tss-strand', clientId: 'kasse-strand' });
    expectDomainError(refused, 409, 'TSE_SWITCH_WHILE_SESSION_OPEN');
    expect(refused.body.payload).toEqual({ locationId: s.locationId, sessionIds: [firstSession] });
    expect(await rowsOf()).toEqual([expect.objectContaining({ id: fakeId, retiredAt: null })]);
    await close(firstSession);
  });

  it('fiskaly is asked first: an unknown TSS or client, a TSS not initialized, a client deregistered are refused; nothing changes', async () => {
    const put = (body: Record<string, unknown>) => ctx.http().put(tsePath()).set(owner).send(body);
    const cases: [Record<string, unknown>, Record<string, unknown>][] = [
      [
        { tssId: 'tss-unknown', clientId: 'kasse-strand' },
        { entity: 'TSS', field: 'tssId', id: 'tss-unknown', reason: 'NOT_FOUND' },
      ],
      [
        { tssId: 'tss-strand', clientId: 'kasse-unknown' },
        { entity: 'TseClient', field: 'clientId', reason: 'NOT_FOUND' },
      ],
      [
        { tssId: 'tss-new', clientId: 'tss-new-client' },
        { field: 'tssId', reason: 'NOT_INITIALIZED', state: 'UNINITIALIZED' },
      ],
      [
        { tssId: 'tss-strand', clientId: 'kasse-alt' },
        { field: 'clientId', reason: 'NOT_REGISTERED', state: 'DEREGISTERED' },
      ],
    ];
    for (const [ids, payload] of cases) {
      const res = await put({ provider: 'FISKALY', ...ids });
      expectDomainError(res, 409, 'TSE_NOT_USABLE');
      expect(res.body.payload).toMatchObject({ provider: 'FISKALY', ...payload });
    }
    const missing = await put({ provider: 'FISKALY', tssId: 'tss-strand' });
    expectDomainError(missing, 400, 'INVALID_INPUT');
    expect(missing.body.payload).toEqual({ field: 'clientId' });
    expect((await put({ provider: 'FISKALY', tssId: '../auth', clientId: 'x' })).status).toBe(400);
    expect(fiskaly.requests.some((r) => r.method === 'GET' && r.path === '/api/v2/tss/tss-new')).toBe(true);
    expect(await rowsOf()).toEqual([expect.objectContaining({ id: fakeId, retiredAt: null })]);
  });

  it('a switch to fiskaly retires the fake (kept) and reads the serial numbers and the certification from fiskaly; the same PUT again changes nothing', async () => {
    const body = { provider: 'FISKALY', tssId: 'tss-strand', clientId: 'kasse-strand' };
    const res = await ctx.http().put(tsePath()).set(owner).send(body).expect(200);
    expect(res.body.active).toEqual({
      id: expect.any(Number),
      provider: 'FISKALY',
      tssId: 'tss-strand',
      clientId: 'kasse-strand',
      tssSerialNumber: fiskaly.serialNumber,
      clientSerialNumber: 'kasse-strand-serial',
      certificationId: 'BSI-K-TR-0490-2021',
      certified: true,
      since: expect.any(String),
    });
    await expectNoSecret(JSON.stringify(res.body));
    const rows = await rowsOf();
    expect(rows).toEqual([
      expect.objectContaining({ id: fakeId, provider: 'FAKE', retiredAt: expect.any(Date) }),
      expect.objectContaining({ id: res.body.active.id, provider: 'FISKALY', retiredAt: null }),
    ]);
    const again = await ctx.http().put(tsePath()).set(owner).send(body).expect(200);
    expect(again.body.active.id).toBe(res.body.active.id);
    expect(await rowsOf()).toHaveLength(2);
    // A retired row is kept as it was (GoBD).
    await expect(ctx.db.query(`DELETE FROM till_tse WHERE id = $1`, [fakeId])).rejects.toThrow(/kept for the tax office/);
    await expect(ctx.db.query(`UPDATE till_tse SET client_id = 'other' WHERE id = $1`, [fakeId])).rejects.toThrow(/retired/);
  });

  it('the next sale is signed by the new TSE: fiskaly’s serial, the new client, the transaction names the new row', async () => {
    const sessionId = await openSession();
    const sale = await sell(sessionId);
    expect(sale.tse).toMatchObject({ failed: false, uncertified: false, serialNumber: fiskaly.serialNumber });
    expect(sale.tse.qrCodeData).toMatch(/^V0;kasse-strand;Kassenbeleg-V1;/);
    const { rows } = await ctx.db.query(
      `SELECT t.tse_id AS "tseId", s.provider FROM till_transaction t JOIN till_tse s ON s.id = t.tse_id WHERE t.id = $1`,
      [sale.receiptId],
    );
    expect(rows[0].provider).toBe('FISKALY');
    const active = (await rowsOf()).find((r) => r.retiredAt === null)!;
    expect(rows[0].tseId).toBe(active.id);
    // The first session's transactions still name the fake that signed them.
    const first = await ctx.db.query(`SELECT DISTINCT tse_id AS "tseId" FROM till_transaction WHERE session_id = $1`, [firstSession]);
    expect(first.rows).toEqual([{ tseId: fakeId }]);
    await close(sessionId);
  });

  it('a switch back to a fake starts a new key pair (another serial number)', async () => {
    const res = await ctx.http().put(tsePath()).set(owner).send({ provider: 'FAKE', clientId: 'kasse-demo' }).expect(200);
    expect(res.body.active).toMatchObject({ provider: 'FAKE', clientId: 'kasse-demo', certified: false });
    const [fake] = await rowsOf();
    const old = await ctx.db.query(`SELECT serial_number AS serial FROM till_tse WHERE id = $1`, [fake.id]);
    expect(res.body.active.tssSerialNumber).not.toBe(old.rows[0].serial);
    expect((await rowsOf()).map((r) => [r.provider, r.retiredAt === null])).toEqual([
      ['FAKE', false],
      ['FISKALY', false],
      ['FAKE', true],
    ]);
  });
});

describe('the tills for the notice (GET /till/registers)', () => {
  it('lists every TSE the location had with its dates, the kinds, serial numbers and certification; another vendor sees none of them', async () => {
    const res = await ctx.http().get(`${V1}/till/registers`).set(owner).expect(200);
    const mine = (res.body.items as Record<string, unknown>[]).filter((r) => r.locationId === s.locationId);
    const berlinToday = today('Europe/Berlin');
    expect(mine).toHaveLength(3);
    expect(mine[0]).toMatchObject({
      provider: 'FAKE',
      tseKind: 'Demo-TSE (lokal, nicht zertifiziert)',
      clientId: `till-${s.locationId}`,
      tillSerialNumber: `till-${s.locationId}`,
      tseSerialNumber: expect.stringMatching(/^[0-9a-f]{64}$/),
      certificationId: null,
      certified: false,
      software: 'Strandkorb',
      systemKind: expect.stringMatching(/^Elektronisches Aufzeichnungssystem \(Cloud-Kasse\) – Strandkorb \d+\.\d+\.\d+/),
      startDate: berlinToday,
      retiredAt: expect.any(String),
      retirementDate: berlinToday,
      transactionCount: 3,
    });
    expect(mine[1]).toMatchObject({
      provider: 'FISKALY',
      tseKind: 'Cloud-TSE (fiskaly SIGN DE)',
      tssId: 'tss-strand',
      clientId: 'kasse-strand',
      tillSerialNumber: 'kasse-strand-serial',
      tseSerialNumber: fiskaly.serialNumber,
      certificationId: 'BSI-K-TR-0490-2021',
      certified: true,
      startDate: berlinToday,
      firstTransactionAt: expect.any(String),
      retirementDate: berlinToday,
      transactionCount: 3,
    });
    expect(mine[2]).toMatchObject({
      provider: 'FAKE',
      clientId: 'kasse-demo',
      retiredAt: null,
      retirementDate: null,
      firstTransactionAt: null,
    });
    expect(Date.parse(mine[0].retiredAt as string)).toBeLessThanOrEqual(Date.parse(mine[1].createdAt as string));
    await expectNoSecret(JSON.stringify(res.body));

    const theirs = await ctx.http().get(`${V1}/till/registers`).set(foreign).expect(200);
    expect((theirs.body.items as { locationId: number }[]).some((r) => r.locationId === s.locationId)).toBe(false);
  });

  it('answers CSV with the form’s German columns, both the retired and the active TSEs with their days', async () => {
    const res = await ctx.http().get(`${V1}/till/registers`).query({ format: 'csv', csvFormat: 'excel-de' }).set(owner).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="kassen-meldung-146a-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0].split(';')).toEqual([
      'Standort',
      'Anschrift',
      'Art des Aufzeichnungssystems',
      'Software',
      'Softwareversion',
      'Kassen-ID (TSE-Client)',
      'Seriennummer der Kasse',
      'Art der TSE',
      'TSS-ID',
      'Seriennummer der TSE',
      'BSI-Zertifizierungs-ID',
      'Inbetriebnahme',
      'Außerbetriebnahme',
      'Buchungen',
    ]);
    const germanToday = today('Europe/Berlin').split('-').reverse().join('.');
    const fiskalyLine = lines.find((l) => l.includes('kasse-strand-serial'))!;
    expect(fiskalyLine).toContain(fiskaly.serialNumber);
    expect(fiskalyLine).toContain('BSI-K-TR-0490-2021');
    expect(fiskalyLine).toContain(`${germanToday};${germanToday}`);
    expect(lines.filter((l) => l.includes('Demo-TSE'))).toHaveLength(2);
    await expectNoSecret(res.text);
    const plain = await ctx.http().get(`${V1}/till/registers`).query({ format: 'csv' }).set(owner).expect(200);
    expect(plain.text.split('\r\n')[0]).toMatch(/^Standort,Anschrift,/);
    expect((await ctx.http().get(`${V1}/till/registers`).query({ format: 'xml' }).set(owner)).status).toBe(400);
  });
});

describe('in production', () => {
  it('without a fiskaly key FISKALY is refused, without TSE_FAKE the fake too; no provider is offered', async () => {
    const prod = await startTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: randomBytes(48).toString('base64'),
      SMTP_HOST: '',
      STRIPE_SECRET_KEY: '',
      PAYPAL_CLIENT_ID: '',
      FISKALY_API_KEY: '',
      FISKALY_API_SECRET: '',
      TSE_FAKE: '',
    });
    try {
      const location = await ctx.factories.newRentalLocation({ vendorId: s.vendorId });
      const path = tsePath(location.id);
      const token = { Authorization: `Bearer ${await prod.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
      expect((await prod.http().get(path).set(token).expect(200)).body).toMatchObject({ active: null, providers: [] });
      const fisk = await prod.http().put(path).set(token).send({ provider: 'FISKALY', tssId: 'tss-strand', clientId: 'kasse-strand' });
      expectDomainError(fisk, 409, 'INTEGRATION_NOT_CONFIGURED');
      expect(fisk.body.payload).toEqual({ integration: 'fiskaly', variable: 'FISKALY_API_KEY' });
      expectDomainError(await prod.http().put(path).set(token).send({ provider: 'FAKE' }), 409, 'TSE_FAKE_NOT_ALLOWED');
      expect(await rowsOf(location.id)).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});
