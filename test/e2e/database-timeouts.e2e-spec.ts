import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { DataSource } from 'typeorm';
import { UserRole } from '../../server/src/common/enums.js';
import { addDays, today, zonedInstant } from '../../server/src/common/time.js';
import { CHAIR_LOCK, xactLockSql } from '../../server/src/infra/database/advisory-locks.js';
import { fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 28 item 4: bounded waits. Every connection of the app carries a lock timeout, a statement timeout and an
 * idle-in-transaction timeout; a request that meets a lock held too long answers 503 with Retry-After and leaves
 * nothing half-written, where it used to wait for as long as the holder liked.
 */
jest.setTimeout(60_000);

const PUBLIC = '/api/v1/features/public';
const LOCK_MS = 400;
const STATEMENT_MS = 2000;
const IDLE_MS = 700;
const POOL_WAIT_MS = 1000;
const D = addDays(today('Europe/Berlin'), 6);

let ctx: TestContext;
let section: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let holder: pg.Client;

beforeAll(async () => {
  ctx = await startTestApp({
    DATABASE_LOCK_TIMEOUT_MS: String(LOCK_MS),
    DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
    DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: String(IDLE_MS),
  });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['CASH'] },
  });
  section = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 4,
  });
  // The other session: holds locks in an open transaction, as a stuck request would. No timeouts of its own.
  holder = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await holder.connect();
});
afterAll(async () => {
  await holder?.end();
  await ctx?.close();
});

/** Runs `during` while the holder's open transaction holds what `lock` takes; always rolled back. */
async function whileHeld<T>(lock: string, params: unknown[], during: () => Promise<T>): Promise<T> {
  await holder.query('BEGIN');
  try {
    await holder.query(lock, params);
    return await during();
  } finally {
    await holder.query('ROLLBACK');
  }
}

const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
};

describe('the bounds every connection of the app has', () => {
  it('are set on the DataSource: SHOW answers the configured values', async () => {
    const ds = ctx.app.get(DataSource);
    const show = async (name: string) => (await ds.query<Record<string, string>[]>(`SHOW ${name}`))[0][name];
    expect(await show('lock_timeout')).toBe(`${LOCK_MS}ms`);
    expect(await show('statement_timeout')).toBe(`${STATEMENT_MS / 1000}s`);
    expect(await show('idle_in_transaction_session_timeout')).toBe(`${IDLE_MS}ms`);
    // Every pooled connection, not only the first: several at once.
    const settings = await Promise.all(
      Array.from({ length: 4 }, () => ds.transaction(async (m) => (await m.query(`SHOW lock_timeout`))[0].lock_timeout as string)),
    );
    expect(settings).toEqual(Array(4).fill(`${LOCK_MS}ms`));
  });

  it('a statement running past the statement timeout is canceled (57014)', async () => {
    const ds = ctx.app.get(DataSource);
    const [error, ms] = await timed(() =>
      ds.query(`SELECT pg_sleep(10)`).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect((error as { driverError?: { code?: string } })?.driverError?.code).toBe('57014');
    expect(ms).toBeLessThan(STATEMENT_MS + 2000);
  });

  it('a session left idle in its transaction is ended by the server, and the pool goes on with fresh ones', async () => {
    const ds = ctx.app.get(DataSource);
    const runner = ds.createQueryRunner();
    await runner.connect();
    await runner.startTransaction();
    const [{ pid }] = (await runner.query(`SELECT pg_backend_pid() AS pid`)) as { pid: number }[];
    await new Promise((r) => setTimeout(r, IDLE_MS + 800));
    const { rows } = await ctx.db.query(`SELECT state FROM pg_stat_activity WHERE pid = $1`, [pid]);
    expect(rows).toEqual([]); // the server ended the session (FATAL 25P03), rolling the transaction back
    await expect(runner.query(`SELECT 1`)).rejects.toBeDefined();
    await runner.release().catch(() => undefined);
    expect((await ctx.http().get(`/api/v1/health`)).status).toBe(200);
  });
});

describe('a request that meets a lock held too long', () => {
  it("answers 503 with Retry-After within about the lock timeout, the booking's row locked; nothing half-written", async () => {
    const cart = await fillCart(ctx, {
      publicReference: section.publicReference,
      chair: { beachChairId: section.chairIds[0][0], day: D },
      method: 'CASH',
    });
    const { rows } = await ctx.db.query(`SELECT id FROM booking WHERE booking_ref = $1`, [cart.ref]);
    const id = rows[0].id as number;
    const confirm = () => ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: cart.ref, email: cart.email });

    const [res, ms] = await whileHeld(`SELECT id FROM booking WHERE id = $1 FOR UPDATE`, [id], () => timed(() => confirm()));
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.body).toMatchObject({ errorType: 'SERVICE_UNAVAILABLE', payload: { retryAfterSeconds: 2 } });
    expect(ms).toBeGreaterThanOrEqual(LOCK_MS - 50);
    expect(ms).toBeLessThan(LOCK_MS + 3000);
    // Rolled back: still OPEN with its deadline, no history row, no mail in the outbox, the chair booking as it was.
    const after = await ctx.db.query(
      `SELECT b.status, b.expires_at IS NOT NULL AS held,
              (SELECT count(*)::int FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'SUBMIT_ON_SITE') AS submits,
              (SELECT count(*)::int FROM job_outbox WHERE payload ->> 'to' = $2) AS queued,
              array(SELECT status FROM beach_chair_booking WHERE booking_id = b.id) AS chairs
         FROM booking b WHERE b.id = $1`,
      [id, cart.email],
    );
    expect(after.rows[0]).toEqual({ status: 'OPEN', held: true, submits: 0, queued: 0, chairs: ['OPEN'] });
    // Once the lock is free, the retry goes through.
    expect((await confirm().expect(200)).body.status).toBe('CONFIRMED');
  });

  it("recover (GET /features/booking_details/{id}/recover) answers 503 while a chair's lock is held, as VENDOR and as ADMIN", async () => {
    const chairId = section.chairIds[0][1];
    const booking = await ctx.factories.newChairBooking({
      vendorId: section.vendorId,
      beachChairId: chairId,
      start: zonedInstant(D).toISOString(),
      end: zonedInstant(addDays(D, 1)).toISOString(),
      status: 'CANCELED',
    });
    const vendor = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: section.vendorId })}` };
    const admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
    const recover = (auth: Record<string, string>) => ctx.http().get(`/api/v1/features/booking_details/${booking.id}/recover`).set(auth);

    // The chair's advisory lock, as a transaction adding a chair booking to it holds it (and a stuck one would forever).
    const [answers, ms] = await whileHeld(`SELECT ${xactLockSql(CHAIR_LOCK, '$1')}`, [chairId], () =>
      timed(() => Promise.all([recover(vendor), recover(admin)])),
    );
    for (const res of answers) {
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
    }
    expect(ms).toBeLessThan(LOCK_MS * 2 + 3000);
    const { rows } = await ctx.db.query(
      `SELECT b.status, array(SELECT status FROM beach_chair_booking WHERE booking_id = b.id) AS chairs,
              (SELECT count(*)::int FROM booking_history WHERE booking_id = b.id AND action = 'RECOVER') AS recovers
         FROM booking b WHERE b.id = $1`,
      [booking.id],
    );
    expect(rows[0]).toEqual({ status: 'CANCELED', chairs: ['CANCELED'], recovers: 0 });
    expect((await recover(vendor).expect(200)).body).toMatchObject({ status: 'CONFIRMED' });
  });
});

/**
 * The cause of recover's wait: a transaction that holds a booking's row or a chair's lock must never await a second
 * pooled connection (PostgreSQL cannot see that wait: no deadlock detection, no lock timeout). With a pool of ONE
 * connection such a write would wait for itself forever; every write that takes those locks must still answer.
 */
describe('with a single pooled connection', () => {
  let one: TestContext;
  let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
  let owner: Record<string, string>;

  beforeAll(async () => {
    one = await startTestApp({ DATABASE_POOL_SIZE: '1', DATABASE_POOL_WAIT_MS: String(POOL_WAIT_MS), RATE_LIMIT_LOGIN: '1000/60' });
    const location = await one.factories.newRentalLocation({
      seasonStart: '01-01',
      seasonEnd: '31-12',
      vendorConfiguration: { paymentMethods: ['CASH'] },
    });
    s = await one.factories.newRentalSection({
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
      rows: 1,
      chairsPerRow: 3,
    });
    const user = await one.factories.newUser({ vendorIds: [s.vendorId], vendorRole: 'OWNER' });
    const login = await one.http().post('/api/v1/features/users/login').send({ email: user.email, password: user.password }).expect(200);
    owner = { Authorization: `Bearer ${login.body.accessToken}` };
  });
  afterAll(() => one?.close());

  it('no write that holds a booking or chair lock waits for a second connection: each answers', async () => {
    // The season contract (chair lock; its rules and price read before it), its confirmation mail built in the transaction.
    await one
      .http()
      .post(`/api/v1/features/beach_chair/${s.chairIds[0][0]}/season_contract`)
      .set(owner)
      .send({
        customer: {
          firstName: 'Erika',
          lastName: 'Saison',
          email: 'saison@example.org',
          address: { street: 'Weg 1', zip: '23683', city: 'Scharbeutz' },
        },
        price: 300,
      })
      .expect(201);
    // The storefront's confirm with its mail, then the office's cancel (document and refund queued) and recover.
    const cart = await fillCart(one, {
      publicReference: s.publicReference,
      chair: { beachChairId: s.chairIds[0][1], day: D },
      method: 'CASH',
    });
    await one.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: cart.ref, email: cart.email }).expect(200);
    const { rows } = await one.db.query(`SELECT id FROM booking WHERE booking_ref = $1`, [cart.ref]);
    const details = `/api/v1/features/booking_details/${rows[0].id}`;
    expect((await one.http().put(`${details}/cancel`).set(owner).send({}).expect(200)).body.status).toBe('CANCELED');
    expect((await one.http().get(`${details}/recover`).set(owner).expect(200)).body.status).toBe('CONFIRMED');
    expect((await one.http().put(`${details}/pay`).set(owner).send({ paymentMethod: 'CASH' }).expect(200)).body.status).toBe('BOOKED');
  });

  it('a request that waits for a pooled connection longer than the pool wait answers 503, not never', async () => {
    const cart = await fillCart(one, {
      publicReference: s.publicReference,
      chair: { beachChairId: s.chairIds[0][2], day: D },
      method: 'CASH',
    });
    // The one connection taken, as a stuck transaction holds it.
    const runner = one.app.get(DataSource).createQueryRunner();
    await runner.connect();
    try {
      const [res, ms] = await timed(() => one.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: cart.ref, email: cart.email }));
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      // A read on a lost or missing connection is tried twice: twice the pool wait, then the answer.
      expect(ms).toBeLessThan(POOL_WAIT_MS * 2 + 3000);
    } finally {
      await runner.release();
    }
    expect(
      (await one.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: cart.ref, email: cart.email }).expect(200)).body.status,
    ).toBe('CONFIRMED');
  });
});
