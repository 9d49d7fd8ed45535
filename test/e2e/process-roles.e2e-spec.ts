import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { Queue } from 'bullmq';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { AppConfig } from '../../server/src/config/app-config.js';
import { JobName, QueueName } from '../../server/src/infra/queue/queue.types.js';
import { uniqueEmail } from '../support/factories.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 13 (3): APP_ROLE. An `api` instance and a `worker` instance of one deployment (one database, one Redis, one
 * QUEUE_PREFIX, one DATA_DIR) together do what one `all` instance does: the api takes the requests and enqueues, the
 * worker expires holds, sends the mails and renders the documents. The api alone runs no job and no sweeper; the
 * worker answers only GET /health (and /metrics).
 */
const V1 = '/api/v1';
const PUBLIC = `${V1}/features/public`;
const D = addDays(today('Europe/Berlin'), 3);
const HOLD_SECONDS = 3;

const run = `sk-test-roles-${process.pid}-${Date.now().toString(36)}`;
let dataDir: string;
let shared: Record<string, string>;
let api: TestContext;
let worker: TestContext | undefined;
let queues: Record<'bookings' | 'documents', Queue>;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let vendorAuth: { Authorization: string };
let chairIndex = 0;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-roles-'));
  // One deployment: the same queue and rate-limit prefixes, the same local storage and outbox.
  shared = {
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    BOOKING_HOLD_SECONDS: String(HOLD_SECONDS),
    QUEUE_PREFIX: run,
    RATE_LIMIT_PREFIX: `sk-test-rl:${run}`,
  };
  // Every periodic pass on, at its shortest: an api instance must start none of them.
  api = await startTestApp({
    ...shared,
    APP_ROLE: 'api',
    BOOKING_SWEEP_SECONDS: '1',
    PAYMENT_SWEEP_SECONDS: '1',
    QUEUE_OUTBOX_SWEEP_SECONDS: '1',
  });
  const config = api.app.get(AppConfig);
  const connection = { url: config.REDIS_URL };
  queues = {
    bookings: new Queue(QueueName.BOOKINGS, { connection, prefix: config.QUEUE_PREFIX }),
    documents: new Queue(QueueName.DOCUMENTS, { connection, prefix: config.QUEUE_PREFIX }),
  };
  const location = await api.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH'] },
  });
  s = await api.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 6,
  });
  await api.factories.setVendorBankData(s.vendorId);
  await api.db.query(
    `UPDATE vendor SET invoice_data = invoice_data || $2::jsonb,
       address = '{"street":"Seebrückenplatz","houseNumber":"1","zip":"23683","city":"Scharbeutz","country":"DE"}' WHERE id = $1`,
    [s.vendorId, { vatId: 'DE123456789', taxNumber: '22/123/45678' }],
  );
  vendorAuth = { Authorization: `Bearer ${await api.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
}, 60_000);

afterAll(async () => {
  await Promise.all(Object.values(queues ?? {}).map((q) => q.close()));
  await worker?.close();
  await api?.close();
});

const startWorker = async () => (worker ??= await startTestApp({ ...shared, APP_ROLE: 'worker' }));

/** A storefront cart through the api instance: one chair, a customer (English), bank transfer; its id, ref and e-mail. */
async function cart() {
  const c = await fillCart(api, {
    publicReference: s.publicReference,
    chair: { beachChairId: s.chairIds[0][chairIndex++], day: D },
    customer: { emailPrefix: 'rollen', language: 'en' },
    method: 'BANK_TRANSFER',
  });
  const { rows } = await api.db.query(`SELECT id FROM booking WHERE booking_ref = $1`, [c.ref]);
  return { ...c, id: rows[0].id as number };
}

/** A BOOKED booking of the vendor with a customer and a priced chair far ahead, arranged in the database: ready to invoice. */
async function bookedBooking(): Promise<number> {
  const { id } = await api.factories.newBooking({ vendorId: s.vendorId, status: 'BOOKED' });
  const { rows } = await api.db.query(
    `INSERT INTO customer (email, first_name, last_name, salutation, address, additional_data, language)
     VALUES ($1, 'Erika', 'Müller', 'MS', '{"street":"Hauptstraße 5","zip":"20095","city":"Hamburg","country":"DE"}', '{}', 'de') RETURNING id`,
    [uniqueEmail('rollen')],
  );
  await api.db.query(
    `UPDATE booking SET total_price_cents = 4500, customer_id = $2, payment_method = 'CASH', language = 'de' WHERE id = $1`,
    [id, rows[0].id],
  );
  const start = zonedInstant(`${2033 + (id % 5)}-0${1 + (id % 9)}-1${id % 10}`, '00:00', 'Europe/Berlin');
  await api.db.query(
    `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
     VALUES ($1, $2, $3, $4, 'BOOKED', '2_SEAT_RECLINER', 'DAY', 4500)`,
    [id, s.chairIds[0][5], start, new Date(start.getTime() + 86_400_000)],
  );
  return id;
}

const status = async (bookingId: number) =>
  (await api.db.query(`SELECT status FROM booking WHERE id = $1`, [bookingId])).rows[0].status as string;

const invoiceDocument = async (bookingId: number) =>
  (await api.db.query(`SELECT s3_key AS "s3Key" FROM document WHERE booking_id = $1 AND type = 'INVOICE'`, [bookingId])).rows[0] as
    { s3Key: string } | undefined;

/** The jobs of `queue` for a booking, with their states. */
async function jobsOf(queue: Queue, name: JobName, bookingId: number) {
  const jobs = (await queue.getJobs(['waiting', 'delayed', 'active', 'completed', 'failed', 'prioritized'])).filter(
    (j) => j.name === String(name) && (j.data as { bookingId?: number }).bookingId === bookingId,
  );
  return Promise.all(jobs.map(async (j) => ({ id: j.id, state: await j.getState() })));
}

const assignInvoice = async (bookingId: number) =>
  (await api.http().put(`${V1}/features/booking_details/${bookingId}/invoice`).set(vendorAuth).expect(200)).body as {
    invoiceNumber: string;
  };

describe('APP_ROLE=api alone', () => {
  it('enqueues but runs no job and no sweeper: a lapsed hold stays OPEN, the invoice is not rendered, no mail', async () => {
    expect(worker).toBeUndefined();
    const c = await cart();
    const invoiced = await bookedBooking();
    await assignInvoice(invoiced);
    // Past the hold and several sweeper periods (1 s each, were they running).
    await new Promise((r) => setTimeout(r, (HOLD_SECONDS + 3) * 1000));

    expect(await status(c.id)).toBe('OPEN');
    expect(await invoiceDocument(invoiced)).toBeUndefined();
    expect((await readOutbox(join(dataDir, 'outbox'))).some(({ mail }) => mail.to.includes(c.email))).toBe(false);
    // The jobs are there, untouched: the expiry still delayed (no worker promotes it), the document waiting.
    const expiry = await jobsOf(queues.bookings, JobName.EXPIRE_BOOKING, c.id);
    expect(expiry.map((j) => j.state)).toEqual(['delayed']);
    const document = await jobsOf(queues.documents, JobName.GENERATE_DOCUMENT, invoiced);
    expect(document.map((j) => j.state)).toEqual(['waiting']);

    // A worker of the same deployment starting later runs what the api enqueued.
    await startWorker();
    await waitFor(async () => ((await status(c.id)) === 'EXPIRED' ? true : undefined), 'the api-made booking to expire', 20_000);
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), c.email, /expired/);
    expect(mail.subject).toBe(`Your booking ${c.ref} has expired`);
    expect(await waitFor(() => invoiceDocument(invoiced), 'the invoice document', 20_000)).toBeDefined();
    expect((await jobsOf(queues.documents, JobName.GENERATE_DOCUMENT, invoiced)).map((j) => j.state)).toEqual(['completed']);
  }, 60_000);
});

describe('APP_ROLE=api + APP_ROLE=worker', () => {
  it('together expire holds, send the expiry mails and render the documents; the api serves what the worker stored', async () => {
    await startWorker();
    const c = await cart();
    const created = Date.now();
    const invoiced = await bookedBooking();
    const { invoiceNumber } = await assignInvoice(invoiced);

    await waitFor(async () => ((await status(c.id)) === 'EXPIRED' ? true : undefined), 'the booking to expire', 20_000);
    expect(Date.now() - created).toBeGreaterThanOrEqual(HOLD_SECONDS * 1000 - 500);
    const history = await api.db.query(
      `SELECT action, actor_type AS actor FROM booking_history WHERE booking_id = $1 AND action = 'EXPIRE'`,
      [c.id],
    );
    expect(history.rows).toEqual([{ action: 'EXPIRE', actor: 'SYSTEM' }]);
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), c.email, /expired/);
    expect(mail.subject).toBe(`Your booking ${c.ref} has expired`);

    const document = await waitFor(() => invoiceDocument(invoiced), 'the invoice document', 20_000);
    expect(document.s3Key).toContain(invoiceNumber);
    // Rendered and stored by the worker, downloaded through the api.
    const pdf = await api
      .http()
      .get(`${V1}/features/documents/${encodeURIComponent(document.s3Key)}`)
      .set(vendorAuth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect((pdf.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
  }, 60_000);

  it('the worker answers GET /health and 404 for every other route; the api serves the API', async () => {
    const w = await startWorker();
    const health = await w.http().get(`${V1}/health`).expect(200);
    expect(health.body).toMatchObject({ status: 'ok' });
    await w.http().head(`${V1}/health`).expect(200);

    const before = (await api.db.query(`SELECT count(*)::int AS n FROM booking WHERE vendor_id = $1`, [s.vendorId])).rows[0].n;
    const refused = await w.http().post(`${PUBLIC}/booking`).query({ publicReference: s.publicReference }).expect(404);
    expect(refused.body).toEqual({ statusCode: 404, error: 'Not Found', message: `Cannot POST ${PUBLIC}/booking` });
    expect((await api.db.query(`SELECT count(*)::int AS n FROM booking WHERE vendor_id = $1`, [s.vendorId])).rows[0].n).toBe(before);
    await w.http().get(`${PUBLIC}/booking_status/NOPE`).expect(404);
    await w.http().get(`${V1}/features/documents`).set(vendorAuth).expect(404);
    await w.http().post(`${V1}/health`).expect(404);
    await w.http().get(`${V1}/health/x`).expect(404);
    await w.http().options(`${V1}/health`).expect(404);
    // The 404 still carries the security headers and the request id.
    const headers = (await w.http().get(`${V1}/features/documents`).expect(404)).headers;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-request-id']).toEqual(expect.any(String));

    await api.http().get(`${V1}/health`).expect(200);
    await api.http().get(`${V1}/features/documents`).set(vendorAuth).expect(200);
  });
});

describe('boot', () => {
  const main = resolve(process.cwd(), process.env.SERVER_DIST_DIR ?? 'server/dist', 'server/src/main.js');

  it('an unknown APP_ROLE refuses to boot (exit 78) naming the allowed values', async () => {
    expect(existsSync(main)).toBe(true);
    const child = spawn('node', [main], {
      env: { ...process.env, NODE_ENV: 'test', APP_ROLE: 'everything' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const code = await new Promise<number | null>((done) => child.once('exit', done));
    expect(code).toBe(78);
    expect(stderr).toContain('APP_ROLE: APP_ROLE must be one of all, api, worker');
  });
});
