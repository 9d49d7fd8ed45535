import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addDays, today } from '../../server/src/common/time.js';
import { Queue } from 'bullmq';
import { AppConfig } from '../../server/src/config/app-config.js';
import { QueueName } from '../../server/src/infra/queue/queue.types.js';
import { BookingExpiryService } from '../../server/src/modules/bookings/expiry/booking-expiry.service.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { Cart, cartHeader, fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

const PUBLIC = '/api/v1/features/public';
const IBAN = 'DE89370400440532013000';
const D = addDays(today('Europe/Berlin'), 3);

/** `short`: holds of 3 seconds, expired by the delayed job. `app`: the default 30-minute hold, caps of 2 per IP and per e-mail. */
let short: TestContext;
let app: TestContext;
let dataDir: string;
let s: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;

let ipCounter = 0;
/** A fresh client address per call site: the per-IP cap counts every booking of the shared test database. */
const newIp = () => `10.${process.pid % 250}.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-expiry-'));
  short = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', BOOKING_HOLD_SECONDS: '3' });
  app = await startTestApp({
    ...WITH_JOBS,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    BOOKING_MAX_OPEN_PER_IP: '2',
    BOOKING_MAX_OPEN_PER_EMAIL: '2',
  });
  const location = await app.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: ['BANK_TRANSFER', 'CASH'] },
  });
  s = await app.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
    rows: 2,
    chairsPerRow: 5,
  });
  await app.factories.setVendorBankData(s.vendorId, IBAN);
}, 60_000);
afterAll(async () => {
  await short?.close();
  await app?.close();
});

const chair = (i: number) => s.chairIds[Math.floor(i / 5)][i % 5];

/** create → chair (→ customer → payment method): the reference, its cart token and the customer's e-mail. */
function booking(
  ctx: TestContext,
  o: { chair?: number; customer?: boolean; language?: 'de' | 'en'; method?: string; ip?: string; email?: string } = {},
) {
  return fillCart(ctx, {
    publicReference: s.publicReference,
    headers: { 'X-Forwarded-For': o.ip ?? newIp() },
    chair: o.chair === undefined ? undefined : { beachChairId: chair(o.chair), day: D },
    customer: o.customer === false ? false : { email: o.email, language: o.language },
    method: o.method,
  });
}

const addCustomer = (ctx: TestContext, cart: Cart, email: string, language: 'de' | 'en' = 'de') =>
  ctx
    .http()
    .post(`${PUBLIC}/booking/${cart.ref}/add_customer`)
    .set(cartHeader(cart))
    .query({ publicReference: s.publicReference })
    .send({
      firstName: 'Erika',
      lastName: 'Mustermann',
      email,
      language,
      address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz' },
    });

const row = async (ctx: TestContext, ref: string) =>
  (
    await ctx.db.query(
      `SELECT b.id, b.status, b.expires_at AS "expiresAt", array(SELECT status FROM beach_chair_booking WHERE booking_id = b.id ORDER BY id) AS chairs
       FROM booking b WHERE b.booking_ref = $1`,
      [ref],
    )
  ).rows[0] as { id: number; status: string; expiresAt: Date; chairs: string[] };

const history = async (ctx: TestContext, ref: string) =>
  (
    await ctx.db.query(
      `SELECT h.action, h.from_status AS "from", h.to_status AS "to", h.actor_type AS actor, h.details FROM booking_history h
       JOIN booking b ON b.id = h.booking_id WHERE b.booking_ref = $1 ORDER BY h.id`,
      [ref],
    )
  ).rows as { action: string; from: string; to: string; actor: string; details: Record<string, unknown> }[];

const lapse = (ctx: TestContext, ref: string) =>
  ctx.db.query(`UPDATE booking SET expires_at = now() - interval '1 second' WHERE booking_ref = $1`, [ref]);

describe('expiry by the delayed job (3 s hold)', () => {
  it('expires an OPEN booking: chairs free again, status EXPIRED, history, mail; a late confirm is refused', async () => {
    const { ref, email } = await booking(short, { chair: 0, language: 'en', method: 'BANK_TRANSFER' });
    const created = await short.http().get(`${PUBLIC}/booking_status/${ref}`).expect(200);
    expect(created.body.status).toBe('OPEN');

    await waitFor(async () => ((await row(short, ref)).status === 'EXPIRED' ? true : undefined), 'the booking to expire', 20_000);
    const expired = await row(short, ref);
    expect(expired.chairs).toEqual(['EXPIRED']);
    expect((await short.http().get(`${PUBLIC}/booking_status/${ref}`).expect(200)).body).toEqual({ bookingRef: ref, status: 'EXPIRED' });
    const h = await history(short, ref);
    expect(h.filter((x) => x.action === 'EXPIRE')).toHaveLength(1);
    expect(h.at(-1)).toMatchObject({ action: 'EXPIRE', from: 'OPEN', to: 'EXPIRED', actor: 'SYSTEM' });

    // The customer's mail, in the booking's language (en).
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), email, /expired/);
    expect(mail.subject).toBe(`Your booking ${ref} has expired`);
    expect(mail.text).toContain('free for other guests again');

    // A late confirm: the executor's 409.
    const late = await short.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email }).expect(409);
    expect(late.body).toMatchObject({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'SUBMIT_BANK_TRANSFER', status: 'EXPIRED' },
    });

    // The chair is free again: the public availability says so and another customer books it.
    const available = await short
      .http()
      .get(`${PUBLIC}/booking/beach_chair/${chair(0)}/available`)
      .query({ publicReference: s.publicReference, timeZone: 'Europe/Berlin', start: D, end: D })
      .expect(200);
    expect(available.body).toMatchObject({ available: true, reason: null });
    const again = await booking(app, { chair: 0 });
    expect((await row(app, again.ref)).chairs).toEqual(['OPEN']);
    await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: again.ref, email: again.email }).expect(200);
  }, 40_000);

  it('every change pushes the hold: a booking kept busy does not expire at its first deadline', async () => {
    const { ref, cartToken } = await booking(short, { chair: 1, customer: false });
    const first = (await row(short, ref)).expiresAt;
    // Keep adding within the hold: the deadline moves later (no new job); the booking's job fires at the first deadline,
    // finds the later one and re-schedules itself for it.
    await new Promise((r) => setTimeout(r, 1500));
    const q = { publicReference: s.publicReference };
    const added = await short
      .http()
      .post(`${PUBLIC}/booking/${ref}/beach_chair_bookings`)
      .set(cartHeader(cartToken))
      .query(q)
      .send({ beachChairId: chair(2), start: D, end: D, model: '2_SEAT_RECLINER' })
      .expect(201);
    const pushed = (await row(short, ref)).expiresAt;
    expect(pushed.getTime()).toBeGreaterThan(first.getTime() + 1000);
    await new Promise((r) => setTimeout(r, Math.max(0, first.getTime() + 700 - Date.now())));
    expect((await row(short, ref)).status).toBe('OPEN'); // past the first deadline, before the second
    await waitFor(async () => ((await row(short, ref)).status === 'EXPIRED' ? true : undefined), 'the pushed deadline', 20_000);
    expect(added.body.beachChairBookings).toHaveLength(2);
    expect((await row(short, ref)).chairs).toEqual(['EXPIRED', 'EXPIRED']);
    expect((await history(short, ref)).filter((x) => x.action === 'EXPIRE')).toHaveLength(1);
    // No customer: no mail.
    expect((await readOutbox(join(dataDir, 'outbox'))).some(({ mail }) => mail.subject.includes(ref))).toBe(false);
  }, 40_000);
});

describe('the sweeper (jobs lost)', () => {
  it('expires lapsed OPEN and PENDING bookings and leaves the others; a second sweep expires nothing twice', async () => {
    const expiry = app.app.get(BookingExpiryService);
    const open = await booking(app, { chair: 3 });
    const pending = await booking(app, { chair: 4, method: 'BANK_TRANSFER' });
    await app.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: pending.ref, email: pending.email }).expect(200);
    const fresh = await booking(app, { chair: 5 });
    await lapse(app, open.ref);
    await lapse(app, pending.ref);

    expect(await expiry.sweep(1)).toBeGreaterThanOrEqual(2); // batches of one: the loop goes on until none is left
    expect(await row(app, open.ref)).toMatchObject({ status: 'EXPIRED', chairs: ['EXPIRED'] });
    expect(await row(app, pending.ref)).toMatchObject({ status: 'EXPIRED', chairs: ['EXPIRED'] });
    expect(await row(app, fresh.ref)).toMatchObject({ status: 'OPEN', chairs: ['OPEN'] });
    expect((await history(app, pending.ref)).at(-1)).toMatchObject({
      action: 'EXPIRE',
      from: 'PENDING',
      to: 'EXPIRED',
      actor: 'SYSTEM',
      details: { by: 'sweeper' },
    });
    await expiry.sweep(); // a second pass (or a second instance) does not expire anything twice
    expect((await history(app, open.ref)).filter((x) => x.action === 'EXPIRE')).toHaveLength(1);

    // The unpaid one's mail says so (German: the booking's language).
    const { mail } = await waitForOutboxMail(join(dataDir, 'outbox'), pending.email, /verfallen/);
    expect(mail.subject).toBe(`Ihre Buchung ${pending.ref} ist verfallen`);
    expect(mail.text).toContain('Zahlungsfrist');
    // A late cancel and confirm are refused.
    await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: pending.ref, email: pending.email }).expect(409);
    await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: fresh.ref, email: fresh.email }).expect(200);
  }, 40_000);

  it('one job per booking: a change that pushes the hold schedules none; the job, fired early, follows the deadline', async () => {
    const config = app.app.get(AppConfig);
    const queue = new Queue(QueueName.BOOKINGS, { connection: { url: config.REDIS_URL }, prefix: config.QUEUE_PREFIX });
    try {
      const { ref, cartToken, email } = await booking(app, { chair: 8 });
      const { id } = await row(app, ref);
      const jobsOf = async () =>
        (await queue.getDelayed(0, -1))
          .filter((j) => j.data.bookingId === id)
          .map((j) => j.data.expiresAt as string)
          .sort();
      // The create scheduled the one job (its first deadline); the add pushed the hold later and scheduled nothing.
      await waitFor(async () => ((await jobsOf()).length ? true : undefined), "the create's job");
      const [first] = await jobsOf();
      await app
        .http()
        .post(`${PUBLIC}/booking/${ref}/beach_chair_bookings`)
        .set(cartHeader(cartToken))
        .query({ publicReference: s.publicReference })
        .send({ beachChairId: chair(9), start: D, end: D, model: '2_SEAT_RECLINER' })
        .expect(201);
      await new Promise((r) => setTimeout(r, 300));
      expect(await jobsOf()).toEqual([first]);
      const pushed = (await row(app, ref)).expiresAt;
      expect(pushed.getTime()).toBeGreaterThan(new Date(first).getTime());
      // The job fires at its (old) deadline: the booking stays OPEN and a job for the current deadline is scheduled.
      await app.app.get(BookingExpiryService).onJob({ bookingId: id, expiresAt: first });
      expect((await row(app, ref)).status).toBe('OPEN');
      expect(await jobsOf()).toEqual([first, pushed.toISOString()].sort());
      // An abort after a bank-transfer confirm moves the deadline EARLIER (payment deadline → hold): it gets its own job.
      await app.http().put(`${PUBLIC}/booking`).query({ bookingRef: ref, email }).send({ paymentMethod: 'BANK_TRANSFER' }).expect(200);
      await app.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: ref, email }).expect(200);
      const paymentDeadline = (await row(app, ref)).expiresAt;
      await app.http().put(`${PUBLIC}/booking/abort`).query({ bookingRef: ref, email }).expect(200);
      const hold = (await row(app, ref)).expiresAt;
      expect(hold.getTime()).toBeLessThan(paymentDeadline.getTime());
      await waitFor(async () => ((await jobsOf()).includes(hold.toISOString()) ? true : undefined), "the earlier deadline's job");
      await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: ref, email }).expect(200);
    } finally {
      await queue.close();
    }
  }, 30_000);

  it('a stale job (the deadline was pushed) changes nothing', async () => {
    const expiry = app.app.get(BookingExpiryService);
    const { ref, email } = await booking(app, { chair: 6 });
    const before = await row(app, ref);
    await expiry.onJob({ bookingId: before.id, expiresAt: new Date(Date.now() - 60_000).toISOString() });
    expect((await row(app, ref)).status).toBe('OPEN');
    // The job for the current deadline, run early (clock skew), fails so that BullMQ retries it; nothing changes either.
    await expect(expiry.onJob({ bookingId: before.id, expiresAt: before.expiresAt.toISOString() })).rejects.toThrow(/not lapsed/);
    expect((await row(app, ref)).status).toBe('OPEN');
    await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: ref, email }).expect(200);
    // A job for a booking that moved on changes nothing.
    await lapse(app, ref);
    await expiry.onJob({ bookingId: before.id, expiresAt: new Date().toISOString() });
    expect((await row(app, ref)).status).toBe('CANCELED');
  }, 30_000);

  it('a chair held only by a lapsed booking is freed when another customer adds it', async () => {
    const holder = await booking(app, { chair: 7 });
    await lapse(app, holder.ref);
    const other = await booking(app, { chair: 7 });
    expect((await row(app, other.ref)).chairs).toEqual(['OPEN']);
    expect(await row(app, holder.ref)).toMatchObject({ status: 'EXPIRED', chairs: ['EXPIRED'] });
    const expire = (await history(app, holder.ref)).at(-1)!;
    expect(expire).toMatchObject({ action: 'EXPIRE', actor: 'SYSTEM' });
    // Expired by the add itself (alone, nothing else expires it: the sweeper is off; another test file's sweep could win).
    expect(['lapsed-holder', 'sweeper']).toContain(expire.details.by);
    // A holder that has not lapsed still wins: 409.
    const third = await booking(app, { customer: false });
    const taken = await app
      .http()
      .post(`${PUBLIC}/booking/${third.ref}/beach_chair_bookings`)
      .set(cartHeader(third.cartToken))
      .query({ publicReference: s.publicReference })
      .send({ beachChairId: chair(7), start: D, end: D, model: '2_SEAT_RECLINER' })
      .expect(409);
    expect(taken.body.errorType).toBe('BEACH_CHAIR_ALREADY_BOOKED');
    await app.http().put(`${PUBLIC}/booking/cancel`).query({ bookingRef: other.ref, email: other.email }).expect(200);
  }, 30_000);
});

describe('open-hold caps', () => {
  it('at most BOOKING_MAX_OPEN_PER_IP open bookings per IP: 429 TOO_MANY_OPEN_BOOKINGS; a lapsed or canceled one does not count', async () => {
    const ip = newIp();
    const create = () => app.http().post(`${PUBLIC}/booking`).set('X-Forwarded-For', ip).query({ publicReference: s.publicReference });
    const first = (await create().expect(201)).body.bookingRef as string;
    await create().expect(201);
    const refused = await create().expect(429);
    expect(refused.body).toMatchObject({ statusCode: 429, errorType: 'TOO_MANY_OPEN_BOOKINGS', payload: { limit: 2, scope: 'ip' } });
    // Another address is not affected.
    await app.http().post(`${PUBLIC}/booking`).set('X-Forwarded-For', newIp()).query({ publicReference: s.publicReference }).expect(201);
    await lapse(app, first);
    await create().expect(201);
    await create().expect(429);
    expect((await app.db.query(`SELECT count(*)::int AS n FROM booking WHERE created_by_ip = $1`, [ip])).rows[0].n).toBe(3);
  }, 30_000);

  it('concurrent creates from one IP cannot pass the cap together', async () => {
    const ip = newIp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        app.http().post(`${PUBLIC}/booking`).set('X-Forwarded-For', ip).query({ publicReference: s.publicReference }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 201, 429, 429, 429, 429]);
  }, 30_000);

  it('at most BOOKING_MAX_OPEN_PER_EMAIL open or pending bookings per customer e-mail, checked at add_customer', async () => {
    const email = `vielbucher-${Date.now()}@example.de`;
    const a = await booking(app, { chair: 8, email, method: 'BANK_TRANSFER' });
    await app.http().put(`${PUBLIC}/booking/confirm`).query({ bookingRef: a.ref, email }).expect(200); // PENDING counts too
    await booking(app, { email });
    const third = await booking(app, { customer: false });
    const refused = await addCustomer(app, third, email.toUpperCase()).expect(429);
    expect(refused.body).toMatchObject({ errorType: 'TOO_MANY_OPEN_BOOKINGS', payload: { limit: 2, scope: 'email' } });
    expect((await row(app, third.ref)).status).toBe('OPEN');
    // Once one lapses, the third may use the address.
    await lapse(app, a.ref);
    await addCustomer(app, third, email).expect(201);
    await addCustomer(app, third, email).expect(201); // the same booking again: not counted twice
  }, 30_000);
});
