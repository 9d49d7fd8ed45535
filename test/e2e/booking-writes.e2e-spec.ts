import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { addDays, today } from '../../server/src/common/time.js';
import { CommitDropper } from '../support/commit-dropper.js';
import { Factories } from '../support/factories.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 28 item 1: every write answers what happened, and what it promised happens. The confirmation mail of a confirm
 * is queued in the confirm's own transaction (the job outbox), so it goes out exactly when the confirm commits, even
 * when the answer is lost; and the customer's retry of the same PUT answers 200 with the booking instead of 409.
 */
jest.setTimeout(120_000);

const PUBLIC = '/api/v1/features/public';
const D = addDays(today('Europe/Berlin'), 5);

let db: pg.Pool;
let factories: Factories;
let section: Awaited<ReturnType<Factories['newRentalSection']>>;
let nextSlot = 0;

beforeAll(async () => {
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  factories = new Factories(db);
  const location = await factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH'] },
  });
  section = await factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 2,
    chairsPerRow: 10,
  });
});
afterAll(() => db?.end());

/** A CASH cart (chair, customer, method) ready to confirm: a chair-day of its own. */
async function cashCart(ctx: TestContext): Promise<{ ref: string; email: string }> {
  const n = nextSlot++;
  const chairs = section.chairIds.flat();
  return fillCart(ctx, {
    publicReference: section.publicReference,
    chair: { beachChairId: chairs[n % chairs.length], day: addDays(D, Math.floor(n / chairs.length)) },
    method: 'CASH',
  });
}

const confirm = (ctx: TestContext, { ref, email }: { ref: string; email: string }) =>
  ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email, timeZone: 'Europe/Berlin' });

/** The booking's status and how often each status change is in its history. */
async function stored(ref: string) {
  const { rows } = await db.query(
    `SELECT b.status, (SELECT count(*)::int FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'SUBMIT_ON_SITE') AS submits
       FROM booking b WHERE b.booking_ref = $1`,
    [ref],
  );
  return rows[0] as { status: string; submits: number };
}

/** The confirmation mails of the booking in the mail outbox folder. */
const confirmations = async (dataDir: string, { ref, email }: { ref: string; email: string }) =>
  (await readOutbox(join(dataDir, 'outbox'))).filter(({ mail }) => mail.to.includes(email) && mail.subject.includes(ref));

/** job_outbox rows of this deployment still waiting to be moved to Redis. */
const waitingJobs = async (prefix: string) =>
  (await db.query(`SELECT count(*)::int AS n FROM job_outbox WHERE queue_prefix = $1`, [prefix])).rows[0].n as number;

describe('a confirm repeated', () => {
  let ctx: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-writes-'));
    ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '' });
  });
  afterAll(() => ctx?.close());

  it('answers 200 with the same booking every time, and exactly one confirmation mail arrives', async () => {
    const cart = await cashCart(ctx);
    const first = await confirm(ctx, cart).expect(200);
    expect(first.body).toMatchObject({ bookingRef: cart.ref, status: 'CONFIRMED', paymentMethod: 'CASH' });
    // The same PUT again, and twice at once (a double click): the booking as it is, nothing done twice.
    const again = await confirm(ctx, cart).expect(200);
    const both = await Promise.all([confirm(ctx, cart), confirm(ctx, cart)]);
    for (const res of [again, ...both]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual(first.body);
    }
    expect(await stored(cart.ref)).toEqual({ status: 'CONFIRMED', submits: 1 });

    await waitForOutboxMail(join(dataDir, 'outbox'), cart.email);
    await new Promise((r) => setTimeout(r, 1500)); // a second mail would have arrived by now
    const mails = await confirmations(dataDir, cart);
    expect(mails).toHaveLength(1);
    expect(mails[0].mail.attachments.some((a) => a.filename.endsWith('.ics'))).toBe(true);
    // A different transition is still refused: the customer cannot cancel a confirmed booking.
    const cancel = await ctx.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: cart.ref, email: cart.email }).expect(409);
    expect(cancel.body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { action: 'CANCEL', status: 'CONFIRMED' } });
  });

  it('writes the mail in the same transaction as the change: when that transaction fails, there is neither', async () => {
    const cart = await cashCart(ctx);
    // Test-only, in this test's own database: the outbox refuses this one customer's mail, after the status changed.
    await db.query(`
      CREATE OR REPLACE FUNCTION test_refuse_outbox() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF NEW.payload ->> 'to' = '${cart.email}' THEN RAISE EXCEPTION 'test: the outbox refuses this mail'; END IF;
        RETURN NEW;
      END $$`);
    await db.query(`CREATE TRIGGER test_refuse_outbox BEFORE INSERT ON job_outbox FOR EACH ROW EXECUTE FUNCTION test_refuse_outbox()`);
    try {
      const failed = await confirm(ctx, cart);
      expect(failed.status).toBe(500);
    } finally {
      await db.query(`DROP TRIGGER test_refuse_outbox ON job_outbox`);
      await db.query(`DROP FUNCTION test_refuse_outbox()`);
    }
    // Neither the change nor its mail: the booking is OPEN, no history row, no outbox row, no mail.
    expect(await stored(cart.ref)).toEqual({ status: 'OPEN', submits: 0 });
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM job_outbox WHERE payload ->> 'to' = $1`, [cart.email]);
    expect(rows[0].n).toBe(0);
    await new Promise((r) => setTimeout(r, 1000));
    expect(await confirmations(dataDir, cart)).toHaveLength(0);
    // The retry does all of it, once.
    expect((await confirm(ctx, cart).expect(200)).body.status).toBe('CONFIRMED');
    await waitForOutboxMail(join(dataDir, 'outbox'), cart.email);
    expect(await stored(cart.ref)).toEqual({ status: 'CONFIRMED', submits: 1 });
  });
});

describe('the answer to a COMMIT lost', () => {
  let api: TestContext;
  let worker: TestContext;
  let dropper: CommitDropper;
  let dataDir: string;
  const prefix = `sk-test-writes-${process.pid}-${Date.now().toString(36)}`;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-writes-'));
    const url = new URL(process.env.DATABASE_URL!);
    dropper = await new CommitDropper({ host: url.hostname, port: Number(url.port || 5432) }).start();
    const proxied = new URL(url);
    proxied.port = String(dropper.port);
    // One deployment: the API behind the proxy, a worker straight to the database that drains the outbox and sends mails.
    const shared = {
      QUEUE_PREFIX: prefix,
      RATE_LIMIT_PREFIX: `${prefix}:rl`,
      DATA_DIR: dataDir,
      SMTP_HOST: '',
      QUEUE_OUTBOX_SWEEP_SECONDS: '1',
    };
    api = await startTestApp({ ...shared, DATABASE_URL: proxied.toString(), APP_ROLE: 'api' });
    worker = await startTestApp({ ...shared, APP_ROLE: 'worker' });
  });
  afterAll(async () => {
    await api?.close();
    await worker?.close();
    await dropper?.stop();
  });

  it('is a 503 whose retry answers 200 with the booking confirmed, and the confirmation mail is sent once', async () => {
    const cart = await cashCart(api);
    dropper.dropNextCommit();
    const lost = await confirm(api, cart);
    expect(dropper.dropped).toBe(1);
    // The app cannot know whether its COMMIT went through: 503, come back in 2 s. It did go through.
    expect(lost.status).toBe(503);
    expect(lost.headers['retry-after']).toBe('2');
    expect(lost.body).toMatchObject({ errorType: 'SERVICE_UNAVAILABLE', payload: { retryAfterSeconds: 2 } });
    expect(await stored(cart.ref)).toEqual({ status: 'CONFIRMED', submits: 1 });

    // The retry that Retry-After invites: 200 with the confirmed booking, not 409.
    const retry = await confirm(api, cart).expect(200);
    expect(retry.body).toMatchObject({ bookingRef: cart.ref, status: 'CONFIRMED', expiresAt: null });
    expect(await stored(cart.ref)).toEqual({ status: 'CONFIRMED', submits: 1 });

    // The mail was committed with the change (the job outbox): the worker's drain sends it, once.
    await waitForOutboxMail(join(dataDir, 'outbox'), cart.email);
    await waitFor(async () => (await waitingJobs(prefix)) === 0 || undefined, 'the outbox drained');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await confirmations(dataDir, cart)).toHaveLength(1);
  });
});

describe('confirms while PostgreSQL ends the connections (8 clients)', () => {
  const APP_NAME = `sk-writes-${process.pid}-${Date.now().toString(36)}`;
  const BOOKINGS = 32;
  let ctx: TestContext;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-writes-'));
    const url = new URL(process.env.DATABASE_URL!);
    url.searchParams.set('application_name', APP_NAME);
    ctx = await startTestApp({
      ...WITH_JOBS,
      DATABASE_URL: url.toString(),
      DATABASE_POOL_SIZE: '8',
      DATA_DIR: dataDir,
      SMTP_HOST: '',
      QUEUE_OUTBOX_SWEEP_SECONDS: '1',
    });
  });
  afterAll(() => ctx?.close());

  /** Ends every connection of this app (never the test's own). */
  const terminate = async () =>
    (
      await db.query(
        `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
        [APP_NAME],
      )
    ).rows[0].n as number;

  it('leaves every booking confirmed with exactly one mail, and every 503 retried answers 200 with the booking', async () => {
    const carts: { ref: string; email: string }[] = [];
    for (let i = 0; i < BOOKINGS; i++) carts.push(await cashCart(ctx));
    const answers: Record<string, number> = {};
    const retriedAfter503: { ref: string; status: number; body: Record<string, unknown> }[] = [];
    let stop = false;
    let kills = 0;
    // The connections die for 6 s at most: a confirm retried through all of it still ends with its answer.
    const killUntil = Date.now() + 6_000;
    const killer = async () => {
      while (!stop && Date.now() < killUntil) {
        kills += await terminate();
        await new Promise((r) => setTimeout(r, 40 + Math.random() * 80));
      }
    };
    const queue = [...carts];
    const client = async () => {
      for (let cart = queue.shift(); cart; cart = queue.shift()) {
        for (let attempt = 1; ; attempt++) {
          const res = await confirm(ctx, cart);
          answers[res.status] = (answers[res.status] ?? 0) + 1;
          if (res.status === 503) {
            expect(res.headers['retry-after']).toBe('2');
            if (attempt < 200) {
              await new Promise((r) => setTimeout(r, 50)); // not the 2 s it asks for: the test has more to do
              continue;
            }
          }
          if (attempt > 1) retriedAfter503.push({ ref: cart.ref, status: res.status, body: res.body });
          expect([cart.ref, res.status]).toEqual([cart.ref, 200]);
          break;
        }
      }
    };
    const load = Promise.all(Array.from({ length: 8 }, client)).finally(() => (stop = true));
    await Promise.all([load, killer()]);
    process.stdout.write(`writes under connection loss: ${kills} connections ended; answers ${JSON.stringify(answers)}\n`);
    expect(kills).toBeGreaterThan(5);
    expect(Object.keys(answers).filter((s) => s !== '200' && s !== '503')).toEqual([]);
    // Every retry after a 503 answered 200 with the confirmed booking.
    for (const r of retriedAfter503) expect(r).toMatchObject({ status: 200, body: { bookingRef: r.ref, status: 'CONFIRMED' } });

    // Every booking CONFIRMED once, and exactly one confirmation mail each (sent by the job or by the outbox's drain).
    for (const cart of carts) expect(await stored(cart.ref)).toEqual({ status: 'CONFIRMED', submits: 1 });
    await waitFor(
      async () => {
        const mails = await Promise.all(carts.map((c) => confirmations(dataDir, c)));
        return mails.every((m) => m.length >= 1) || undefined;
      },
      'a mail for every booking',
      30_000,
    );
    await new Promise((r) => setTimeout(r, 2000));
    const counts = await Promise.all(carts.map(async (c) => [c.ref, (await confirmations(dataDir, c)).length]));
    expect(counts.filter(([, n]) => n !== 1)).toEqual([]);
  });
});
