import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, readdir } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, today } from '../../server/src/common/time.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { cartHeader, fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 20: a Redis outage does not freeze requests. The app talks to a private redis-server (never the shared one on
 * 6379, which other tests use); the test kills it, and the storefront's writes that enqueue jobs (a bank-transfer
 * confirm and an on-site confirm, which queue their mails; a new booking and a chair add, which schedule expiry jobs)
 * answer within a few seconds without 5xx while /health says degraded. The jobs wait in the job outbox (a table) and
 * are queued once Redis is back: the mails arrive.
 */
jest.setTimeout(120_000);

const PUBLIC = '/api/v1/features/public';
const IBAN = 'DE89370400440532013000';
const D = addDays(today('Europe/Berlin'), 3);
/** What "does not freeze" means here: the enqueue timeout is 1.5 s, a database round trip or two more. */
const ANSWER_WITHIN_MS = 3000;

let ctx: TestContext;
let redis: ChildProcess | undefined;
let redisPort: number;
let dataDir: string;
let prefix: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

const freePort = () =>
  new Promise<number>((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });

const reachable = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });

async function startRedis(): Promise<void> {
  // Debian's redis-server, the same binary the machines run the shared Redis with (scripts/lib.sh starts one too).
  const child = spawn('redis-server', ['--port', String(redisPort), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  let failed: Error | undefined;
  child.once('error', (error) => (failed = error));
  redis = child;
  await waitFor(
    async () => {
      if (failed) throw new Error(`cannot start redis-server (apt-get install redis-server): ${failed.message}`);
      return (await reachable(redisPort)) ? true : undefined;
    },
    `redis-server on ${redisPort}`,
    10_000,
  );
}

async function stopRedis(): Promise<void> {
  const child = redis;
  redis = undefined;
  if (!child || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

beforeAll(async () => {
  redisPort = await freePort();
  await startRedis();
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-redis-outage-'));
  prefix = `sk-test-outage-${process.pid}-${Date.now().toString(36)}`;
  ctx = await startTestApp({
    ...WITH_JOBS,
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    QUEUE_PREFIX: prefix,
    QUEUE_OUTBOX_SWEEP_SECONDS: '1',
  });
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH'] },
  });
  s = await ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 1,
    chairsPerRow: 4,
  });
  await ctx.factories.setVendorBankData(s.vendorId, IBAN);
});
afterAll(async () => {
  await ctx?.db.query(`DELETE FROM job_outbox WHERE queue_prefix = $1`, [prefix]).catch(() => undefined);
  // A failed run may have left Redis stopped: the app closes its queues and workers against a running one.
  if (!redis && ctx) await startRedis();
  await ctx?.close();
  await stopRedis();
});

/** Runs `request` and answers its response and how long it took. */
async function timed<T>(request: () => PromiseLike<T>): Promise<{ res: T; ms: number }> {
  const started = Date.now();
  const res = await request();
  return { res, ms: Date.now() - started };
}

/** create → chair → customer → payment method, while Redis is up. */
const cart = (chair: number, method: string) =>
  fillCart(ctx, {
    publicReference: s.publicReference,
    chair: { beachChairId: s.chairIds[0][chair], day: D },
    customer: { emailPrefix: 'outage' },
    method,
  });

describe('Redis stopped under requests', () => {
  // First: the other test ends with jobs through the restarted Redis, which leaves every connection up for the close.
  it('keeps the login and reset limits while Redis is away: each instance counts on its own, without waiting', async () => {
    await stopRedis();
    try {
      const U = '/api/v1/features/users';
      const wrong = { email: `outage-guess-${Date.now()}@example.de`, password: 'Wrong-Guess-000' };
      const started = Date.now();
      const statuses: number[] = [];
      for (let i = 0; i < 11; i++) statuses.push((await ctx.http().post(`${U}/login`).send(wrong).timeout(ANSWER_WITHIN_MS)).status);
      expect(statuses).toEqual([...Array(10).fill(401), 429]);
      const resets: number[] = [];
      for (let i = 0; i < 4; i++)
        resets.push((await ctx.http().post(`${U}/password/reset`).send({ email: wrong.email }).timeout(ANSWER_WITHIN_MS)).status);
      expect(resets).toEqual([202, 202, 202, 429]);
      // Fifteen calls, each a password hash or a lookup: no call waited for Redis's timeout.
      expect(Date.now() - started).toBeLessThan(15 * 400);
    } finally {
      await startRedis();
      // Every connection (the app's, the queues') back before the next test or the close.
      await waitFor(async () => ((await ctx.http().get('/api/v1/health')).status === 200 ? true : undefined), 'health ok again');
    }
  });

  it('answers the writes that enqueue within seconds, says degraded, and queues their jobs once Redis is back', async () => {
    const transfer = await cart(0, 'BANK_TRANSFER');
    const onSite = await cart(1, 'CASH');
    await stopRedis();

    // A request that hangs fails the test here (supertest's timeout) instead of waiting for Redis.
    const GIVE_UP_MS = ANSWER_WITHIN_MS * 3;
    const confirmTransfer = await timed(() =>
      ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: transfer.ref, email: transfer.email }).timeout(GIVE_UP_MS),
    );
    const confirmOnSite = await timed(() =>
      ctx.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: onSite.ref, email: onSite.email }).timeout(GIVE_UP_MS),
    );
    const created = await timed(() =>
      ctx.http().post(`${PUBLIC}/booking`).query({ publicReference: s.publicReference }).timeout(GIVE_UP_MS),
    );
    const added = await timed(() =>
      ctx
        .http()
        .post(`${PUBLIC}/booking/${created.res.body.bookingRef as string}/beach_chair_bookings`)
        .set(cartHeader(created.res.body.cartToken as string))
        .query({ publicReference: s.publicReference })
        .send({ beachChairId: s.chairIds[0][2], start: D, end: D, model: '2_SEAT_RECLINER' })
        .timeout(GIVE_UP_MS),
    );
    const health = await timed(() => ctx.http().get('/api/v1/health').timeout(GIVE_UP_MS));

    expect([confirmTransfer, confirmOnSite, created, added].map(({ res }) => res.status)).toEqual([200, 200, 201, 201]);
    expect(confirmTransfer.res.body.status).toBe('PENDING');
    expect(confirmOnSite.res.body.status).toBe('CONFIRMED');
    for (const { ms } of [confirmTransfer, confirmOnSite, created, added, health]) expect(ms).toBeLessThan(ANSWER_WITHIN_MS);
    expect(health.res.status).toBe(503);
    expect(health.res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });

    // The mails wait in the database, not in a request.
    const { rows: waiting } = await ctx.db.query(
      `SELECT name, payload->>'to' AS "to" FROM job_outbox WHERE queue_prefix = $1 AND name = 'send-mail'`,
      [prefix],
    );
    expect(waiting.map((r) => r.to).sort()).toEqual([transfer.email, onSite.email].sort());
    expect(await readdir(join(dataDir, 'outbox')).catch(() => [])).toEqual([]);

    // Redis is back: the outbox is drained (QUEUE_OUTBOX_SWEEP_SECONDS) and the mail worker delivers.
    await startRedis();
    const bank = await waitForOutboxMail(join(dataDir, 'outbox'), transfer.email);
    expect(bank.mail.subject).toContain(transfer.ref);
    expect(bank.mail.text).toContain(IBAN);
    const confirmation = await waitForOutboxMail(join(dataDir, 'outbox'), onSite.email);
    expect(confirmation.mail.subject).toContain(onSite.ref);
    await waitFor(async () => {
      const { rows } = await ctx.db.query(`SELECT count(*)::int AS n FROM job_outbox WHERE queue_prefix = $1`, [prefix]);
      return rows[0].n === 0 ? true : undefined;
    }, 'the job outbox drained');
    // Each mail once, although a job may have reached both Redis and the outbox.
    await new Promise((r) => setTimeout(r, 1500));
    const mails = (await readOutbox(join(dataDir, 'outbox'))).filter(({ mail }) =>
      [transfer.email, onSite.email].some((to) => mail.to.includes(to)),
    );
    expect(mails).toHaveLength(2);
    await waitFor(async () => ((await ctx.http().get('/api/v1/health')).status === 200 ? true : undefined), 'health ok again');
  });
});
