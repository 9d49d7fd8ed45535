import { afterAll, afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { UserRole } from '../../server/src/common/enums.js';
import { AvailabilityCache } from '../../server/src/modules/availability/events/availability-cache.js';
import { AvailabilityEventsHub } from '../../server/src/modules/availability/events/availability-events.hub.js';
import { BookingExpiryService } from '../../server/src/modules/bookings/expiry/booking-expiry.service.js';
import { startBuiltServer } from '../support/built-server.js';
import { cartHeader, fillCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

// Issue 15, item 1: availability events. Two instances share the database; a chair booked through instance A is
// announced on instance B's stream (the database's NOTIFY after the commit is the cross-instance path), with the
// chair's new state for the stream's range. Cancel, expiry, move, stop sale and the chair's lock each produce their
// event; Last-Event-ID replays what a reconnecting client missed; the caps refuse a stream too many.

jest.setTimeout(60_000);

interface Received {
  /** When it arrived (Date.now()). */
  at: number;
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** A Server-Sent Events client over a real socket: the events as they arrive, parsed. */
class Stream {
  readonly events: Received[] = [];
  status = 0;
  headers: http.IncomingHttpHeaders = {};
  private req?: http.ClientRequest;
  private buffer = '';
  raw = '';

  open(url: string, headers: Record<string, string> = {}): Promise<void> {
    return new Promise((resolve, reject) => {
      this.req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        this.status = res.statusCode ?? 0;
        this.headers = res.headers;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => this.take(chunk));
        resolve();
      });
      this.req.on('error', (error) => (this.req?.destroyed ? undefined : reject(error)));
    });
  }

  private take(chunk: string): void {
    this.raw += chunk;
    this.buffer += chunk;
    let at: number;
    while ((at = this.buffer.indexOf('\n\n')) >= 0) {
      const block = this.buffer.slice(0, at);
      this.buffer = this.buffer.slice(at + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((l) => l && !l.startsWith(':'))
          .map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]),
      );
      if (fields.event)
        this.events.push({
          at: Date.now(),
          id: fields.id,
          event: fields.event,
          data: JSON.parse(fields.data ?? '{}') as Record<string, unknown>,
        });
    }
  }

  /** The first event of this name (and matching `where`) that arrived, waiting up to `ms`. */
  next(event: string, where: (data: Record<string, unknown>) => boolean = () => true, ms = 5000): Promise<Received> {
    return waitFor(() => this.events.find((e) => e.event === event && where(e.data)), `a ${event} event`, ms);
  }

  close(): void {
    this.req?.destroy();
  }
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

describe('availability events across two instances', () => {
  let a: TestContext;
  let b: TestContext;
  let baseB: string;
  let section: Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
  const streams: Stream[] = [];
  const target = day(20);

  const publicStream = async (query: Record<string, string> = {}, headers: Record<string, string> = {}) => {
    const stream = new Stream();
    streams.push(stream);
    const q = new URLSearchParams({ publicReference: section.publicReference, start: target, end: target, ...query });
    await stream.open(`${baseB}/api/v1/features/public/sections/${section.id}/availability_events?${q}`, headers);
    return stream;
  };

  beforeAll(async () => {
    a = await startTestApp();
    b = await startTestApp({ EVENT_STREAMS_PER_IP: '6', EVENT_STREAM_HEARTBEAT_SECONDS: '1', AVAILABILITY_CACHE_SECONDS: '30' });
    await b.app.listen({ port: 0, host: '127.0.0.1' });
    baseB = `http://127.0.0.1:${(b.app.getHttpServer().address() as AddressInfo).port}`;
    section = await a.factories.newRentalSection({ chairsPerRow: 4 });
  });

  // Each test's streams close after it (the cap of 6 per client counts the open ones).
  afterEach(() => {
    for (const s of streams.splice(0)) s.close();
  });

  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('a chair booked on instance A turns BOOKED on instance B’s stream within a second, with its id', async () => {
    const stream = await publicStream();
    expect(stream.status).toBe(200);
    expect(stream.headers['content-type']).toMatch(/^text\/event-stream/);
    const ready = await stream.next('ready');
    expect(ready.data).toEqual({ sectionId: section.id, start: target, end: target });

    const chair = section.chairIds[0][0];
    await fillCart(a, { publicReference: section.publicReference, chair: { beachChairId: chair, day: target }, customer: false });
    const answeredAt = Date.now();
    const booked = await stream.next('availability', (d) => d.beachChairId === chair && d.free === false, 3000);
    // From the add's answer on instance A to the event on instance B's stream (it may even come first).
    expect(booked.at - answeredAt).toBeLessThan(1000);
    expect(booked.data).toEqual(
      expect.objectContaining({
        sectionId: section.id,
        beachChairId: chair,
        start: target,
        end: target,
        kind: 'BOOKING',
        removed: false,
        free: false,
      }),
    );
    expect(Number(booked.id)).toBeGreaterThan(0);
    // The row the event came from, in the database.
    const { rows } = await a.db.query(`SELECT section_id, beach_chair_id, kind FROM availability_event WHERE id = $1`, [Number(booked.id)]);
    expect(rows[0]).toEqual({ section_id: section.id, beach_chair_id: chair, kind: 'BOOKING' });
  });

  it('a stream of other days hears nothing of this day; a rolled-back write announces nothing', async () => {
    const other = await publicStream({ start: day(40), end: day(40) });
    await other.next('ready');
    const same = await publicStream();
    await same.next('ready');
    const chair = section.chairIds[0][1];
    // A transaction that rolls back: its NOTIFY is never delivered.
    const client = await a.db.connect();
    try {
      await client.query('BEGIN');
      await client.query(`INSERT INTO stop_sale (beach_chair_id, start_date, end_date) VALUES ($1, $2, $2)`, [chair, target]);
      await client.query('ROLLBACK');
    } finally {
      client.release();
    }
    await fillCart(a, { publicReference: section.publicReference, chair: { beachChairId: chair, day: target }, customer: false });
    await same.next('availability', (d) => d.beachChairId === chair && d.free === false);
    expect(same.events.filter((e) => e.event === 'availability' && e.data.beachChairId === chair)).toHaveLength(1);
    expect(other.events.filter((e) => e.event === 'availability')).toEqual([]);
  });

  it('cancel, expiry, move, stop sale and the lock each announce the chair’s new state', async () => {
    const stream = await publicStream();
    await stream.next('ready');
    const [c1, c2, c3, c4] = section.chairIds[0];
    const vendorToken = await a.tokenFor({ role: UserRole.VENDOR, vendorId: section.vendorId });
    const auth = { Authorization: `Bearer ${vendorToken}` };
    const q = { publicReference: section.publicReference };

    // Expiry: an OPEN cart whose hold ran out frees its chair.
    const expiring = await fillCart(a, {
      publicReference: section.publicReference,
      chair: { beachChairId: c3, day: target },
      customer: false,
    });
    await stream.next('availability', (d) => d.beachChairId === c3 && d.free === false);
    await a.db.query(`UPDATE booking SET expires_at = now() - interval '1 second' WHERE booking_ref = $1`, [expiring.ref]);
    await a.app.get(BookingExpiryService).sweep();
    await stream.next('availability', (d) => d.beachChairId === c3 && d.free === true);

    // Cancel: the guest removes the chair from the cart (the storefront's route): c1 is free again.
    const removing = await fillCart(a, {
      publicReference: section.publicReference,
      chair: { beachChairId: c4, day: target },
      customer: false,
    });
    await stream.next('availability', (d) => d.beachChairId === c4 && d.free === false);
    const [line] = (
      await a.db.query<{ id: number }>(
        `SELECT cb.id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.booking_ref = $1`,
        [removing.ref],
      )
    ).rows;
    await a
      .http()
      .delete(`/api/v1/features/public/booking/${removing.ref}/beach_chair_booking/${line.id}`)
      .set(cartHeader(removing))
      .query(q)
      .expect((r) => expect(r.status).toBeLessThan(300));
    await stream.next('availability', (d) => d.beachChairId === c4 && d.free === true);

    // Move: a chair booking onto another chair (the office's move, as its SQL does it): c2 turns free, c4 booked.
    await a.db.query(`UPDATE beach_chair_booking SET beach_chair_id = $2 WHERE beach_chair_id = $1 AND status = 'OPEN'`, [c2, c4]);
    await stream.next('availability', (d) => d.beachChairId === c2 && d.free === true);
    await stream.next(
      'availability',
      (d) => d.beachChairId === c4 && d.free === false && stream.events.filter((e) => e.data.beachChairId === c4).length >= 3,
    );

    // A stop sale on c3 through the vendor's route, then lifted.
    const stop = await a.http().post(`/api/v1/features/beach_chair/${c3}/stop_sales`).set(auth).send({ start: target, end: target });
    expect(stop.status).toBe(201);
    await stream.next('availability', (d) => d.beachChairId === c3 && d.state === 'STOP_SALE' && d.kind === 'STOP_SALE');
    const stopSaleId = (stop.body as { stopSaleDates: { id: number }[] }).stopSaleDates[0].id;
    await a
      .http()
      .delete(`/api/v1/features/beach_chair/${c3}/stop_sales/${stopSaleId}`)
      .set(auth)
      .expect((r) => expect(r.status).toBeLessThan(300));
    await stream.next('availability', (d) => d.beachChairId === c3 && d.free === true && d.kind === 'STOP_SALE');

    // The chair's lock fitted: a change of the chair itself.
    const lock = await a.factories.newLockDevice({ vendorId: section.vendorId });
    await a
      .http()
      .put(`/api/v1/features/beach_chair/lock/${c3}`)
      .set(auth)
      .send({ lockId: lock.id })
      .expect((r) => expect(r.status).toBeLessThan(300));
    await stream.next('availability', (d) => d.beachChairId === c3 && d.kind === 'CHAIR');
    expect(c1).toBeGreaterThan(0);
  });

  it('a burst of changes (one statement stops eight chairs) arrives whole, one event per chair, in batches', async () => {
    const big = await a.factories.newRentalSection({ chairsPerRow: 8 });
    const stream = new Stream();
    streams.push(stream);
    const q = new URLSearchParams({ publicReference: big.publicReference, start: target, end: target });
    await stream.open(`${baseB}/api/v1/features/public/sections/${big.id}/availability_events?${q}`);
    await stream.next('ready');
    const chairs = big.chairIds[0];
    await a.db.query(`INSERT INTO stop_sale (beach_chair_id, start_date, end_date) SELECT unnest($1::int[]), $2, $2`, [chairs, target]);
    await waitFor(
      () =>
        stream.events.filter((e) => e.event === 'availability' && e.data.state === 'STOP_SALE').length >= chairs.length ? true : undefined,
      'an event per stopped chair',
      5000,
    );
    const announced = stream.events.filter((e) => e.event === 'availability').map((e) => e.data.beachChairId);
    expect([...new Set(announced)].sort()).toEqual([...chairs].sort());
  });

  it('Last-Event-ID replays what a reconnecting client missed, once per chair, then ready', async () => {
    const first = await publicStream();
    const ready = await first.next('ready');
    first.close();
    const chair = section.chairIds[0][3];
    await a.db.query(`INSERT INTO stop_sale (beach_chair_id, start_date, end_date) VALUES ($1, $2, $2)`, [chair, target]);
    await a.db.query(`DELETE FROM stop_sale WHERE beach_chair_id = $1`, [chair]);
    const again = await publicStream({}, { 'Last-Event-ID': ready.id! });
    const newest = await again.next('ready');
    const replayed = again.events.filter((e) => e.event === 'availability');
    expect(replayed).toHaveLength(1);
    expect(replayed[0].data).toEqual(expect.objectContaining({ beachChairId: chair, kind: 'STOP_SALE' }));
    expect(Number(newest.id)).toBeGreaterThanOrEqual(Number(replayed[0].id));
  });

  it('the cached answer of instance B is served again, and a change announced by the database replaces it at once', async () => {
    const stream = await publicStream();
    await stream.next('ready');
    const cache = b.app.get(AvailabilityCache);
    const read = async () =>
      (
        await b
          .http()
          .get(`/api/v1/features/public/sections/${section.id}/beach_chairs_availability`)
          .query({ publicReference: section.publicReference, start: day(30), end: day(30) })
          .expect(200)
      ).body as { rowData: { id: number; free: boolean }[] };
    const chair = section.chairIds[0][0];
    expect((await read()).rowData.find((c) => c.id === chair)?.free).toBe(true);
    const hits = cache.hits;
    expect((await read()).rowData.find((c) => c.id === chair)?.free).toBe(true);
    expect(cache.hits).toBe(hits + 1);

    // Booked on instance A: B's next read shows it (the announcement reached B before the read: wait for it).
    const wide = await publicStream({ start: day(30), end: day(30) });
    await wide.next('ready');
    await fillCart(a, { publicReference: section.publicReference, chair: { beachChairId: chair, day: day(30) }, customer: false });
    await wide.next('availability', (d) => d.beachChairId === chair && d.free === false);
    expect((await read()).rowData.find((c) => c.id === chair)?.free).toBe(false);

    // The section itself changed (online booking off): its streams are told to reload, and the cached answer goes.
    await read();
    await a.db.query(`UPDATE section SET online_booking = false WHERE id = $1`, [section.id]);
    await wide.next('reset');
    expect((await read()).rowData.every((c) => c.free === false)).toBe(true);
    await a.db.query(`UPDATE section SET online_booking = true WHERE id = $1`, [section.id]);
    await wide.next('reset', () => wide.events.filter((e) => e.event === 'reset').length >= 2);
  });

  it('a URL answered before is served again before validation (the fast path): same bytes, same headers', async () => {
    const path = `/api/v1/features/public/sections/${section.id}/beach_chairs_availability?publicReference=${section.publicReference}&start=${day(40)}&end=${day(40)}`;
    const get = (url: string, encoding = 'gzip') => b.http().get(url).set('accept-encoding', encoding);
    const cache = b.app.get(AvailabilityCache);
    const first = await get(path).expect(200);
    const fast = cache.aliasHits;
    const again = await get(path).expect(200);
    expect(cache.aliasHits).toBe(fast + 1);
    expect(again.body).toEqual(first.body);
    for (const name of ['content-type', 'content-encoding', 'vary', 'content-security-policy', 'x-content-type-options'])
      expect([name, again.headers[name]]).toEqual([name, first.headers[name]]);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    // Without gzip the same kept answer goes out as plain JSON.
    const plain = await get(path, 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.text)).toEqual(first.body);
    // A URL never answered goes the usual way: validation still refuses a bad one.
    await get(`${path}&start=2026-02-30`).expect(400);
  });

  it('sends heartbeats, answers 404 for another vendor’s reference, and caps the streams per client', async () => {
    const stream = await publicStream();
    await waitFor(() => (stream.raw.includes(': heartbeat') ? true : undefined), 'a heartbeat', 3000);

    const wrong = await b
      .http()
      .get(`/api/v1/features/public/sections/${section.id}/availability_events`)
      .query({ publicReference: 'not-this-vendor', start: target, end: target });
    expect(wrong.status).toBe(404);

    const hub = b.app.get(AvailabilityEventsHub);
    // The streams of earlier tests are closed (their sockets' close reaches the hub a moment later).
    await waitFor(() => (hub.size <= 1 ? true : undefined), 'the earlier streams to close', 3000);
    while (hub.size < 6) await (await publicStream()).next('ready');
    const refused = await publicStream();
    expect(refused.status).toBe(429);
  });

  it('the vendor stream needs a token of the section’s vendor', async () => {
    const path = `/api/v1/features/sections/${section.id}/availability_events?start=${target}&end=${target}`;
    expect((await b.http().get(path)).status).toBe(401);
    const other = await b.factories.newVendor();
    const otherToken = await b.tokenFor({ role: UserRole.VENDOR, vendorId: other.id });
    expect((await b.http().get(path).set('Authorization', `Bearer ${otherToken}`)).status).toBe(404);
  });
});

describe('an event stream and SIGTERM', () => {
  it('the draining instance ends its streams with `reconnect` and exits 0 at once, not after the drain timeout', async () => {
    const server = await startBuiltServer('sse-term');
    const db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
    try {
      const {
        rows: [s],
      } = await db.query<{ id: number; ref: string }>(
        `SELECT s.id, v.public_reference AS ref FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
          WHERE s.online_booking ORDER BY s.id LIMIT 1`,
      );
      const stream = new Stream();
      const target = day(10);
      await stream.open(
        `${server.base}/api/v1/features/public/sections/${s.id}/availability_events?publicReference=${s.ref}&start=${target}&end=${target}`,
      );
      await stream.next('ready');
      const started = Date.now();
      const code = await server.stop();
      expect(code).toBe(0);
      expect(Date.now() - started).toBeLessThan(5000);
      expect(stream.events.some((e) => e.event === 'reconnect')).toBe(true);
    } finally {
      await db.end();
      await server.stop();
    }
  });
});
