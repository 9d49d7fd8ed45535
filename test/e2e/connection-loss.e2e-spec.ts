import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import pg from 'pg';
import { addDays, today } from '../../server/src/common/time.js';
import { overlappingChairBookings } from '../support/booking-race.js';
import { Factories } from '../support/factories.js';
import { cartHeader } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

/**
 * Issue 20: a dropped database connection is never a 500. While availability reads and storefront bookings run, the
 * test ends this app's PostgreSQL connections again and again (pg_terminate_backend: "terminating connection due to
 * administrator command", the same as a failover or a restart). Only this app's: its connections carry an
 * application_name of their own (in DATABASE_URL), and the test's own pool has none, so no other test's connection dies.
 */
jest.setTimeout(120_000);

const APP_NAME = `sk-connloss-${process.pid}-${Date.now().toString(36)}`;
const LOAD_MS = 10_000;
const D = addDays(today('Europe/Berlin'), 50);

let ctx: TestContext;
let db: pg.Pool;
let factories: Factories;
let base: string;
let s: Awaited<ReturnType<Factories['newRentalSection']>>;

beforeAll(async () => {
  const url = new URL(process.env.DATABASE_URL!);
  url.searchParams.set('application_name', APP_NAME);
  ctx = await startTestApp({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '8' });
  // Arranging and asserting go through a pool without the app's application_name (ctx.db would carry it).
  db = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 3 });
  factories = new Factories(db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${new URL(await ctx.app.getUrl()).port}/api/v1`;
  s = await factories.newRentalSection({ rows: 2, chairsPerRow: 4 });
});
afterAll(async () => {
  await db?.end();
  await ctx?.close();
});

interface Answer {
  status: number;
  body: Record<string, unknown>;
  retryAfter: string | null;
}

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = text ? JSON.parse(text) : {};
  } catch {
    parsed = { raw: text };
  }
  return { status: res.status, body: parsed, retryAfter: res.headers.get('retry-after') };
}

/** Ends every connection of this app (never the test's own): answers how many. */
async function terminateAppConnections(): Promise<number> {
  const { rows } = await db.query(
    `SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = $1 AND pid <> pg_backend_pid()`,
    [APP_NAME],
  );
  return rows[0].n as number;
}

describe('database connections terminated under load', () => {
  it('answers no 500 (a 503 with Retry-After at most), leaves no chair add it confirmed unwritten and no overlap', async () => {
    const answers: { what: string; answer: Answer }[] = [];
    const networkErrors: string[] = [];
    /** Chair adds answered 201: the booking and the chair the customer was told it holds. */
    const confirmedAdds: { bookingRef: string; beachChairId: number }[] = [];
    const created: string[] = [];
    const chairs = s.chairIds.flat();
    // At least LOAD_MS, and on a loaded machine (parallel test workers) on until the load is as large as asserted below.
    const started = Date.now();
    let kills = 0;
    const loading = () => Date.now() < started + LOAD_MS || ((answers.length <= 150 || kills <= 40) && Date.now() < started + 6 * LOAD_MS);
    const record = (what: string, answer: Answer) => (answers.push({ what, answer }), answer);
    const guarded = async (work: () => Promise<void>) => {
      while (loading()) {
        try {
          await work();
        } catch (error) {
          networkErrors.push(String(error));
        }
      }
    };

    const reader = () =>
      guarded(async () => {
        const day = addDays(D, Math.floor(Math.random() * 4));
        record(
          'availability',
          await call(
            'GET',
            `/features/public/sections/${s.id}/beach_chairs_availability?publicReference=${s.publicReference}&start=${day}&end=${day}`,
          ),
        );
      });
    const booker = () =>
      guarded(async () => {
        const made = record('create', await call('POST', `/features/public/booking?publicReference=${s.publicReference}`));
        if (made.status !== 201) return;
        const bookingRef = made.body.bookingRef as string;
        created.push(bookingRef);
        // 8 chairs over 30 days for hundreds of bookings: most adds hold a chair, some race for the same one (409s).
        const beachChairId = chairs[Math.floor(Math.random() * chairs.length)];
        const day = addDays(D, Math.floor(Math.random() * 30));
        const added = record(
          'add chair',
          await call(
            'POST',
            `/features/public/booking/${bookingRef}/beach_chair_bookings?publicReference=${s.publicReference}`,
            {
              beachChairId,
              start: day,
              end: day,
              model: '2_SEAT_RECLINER',
            },
            cartHeader(made.body.cartToken as string),
          ),
        );
        if (added.status === 201) confirmedAdds.push({ bookingRef, beachChairId });
      });
    const killer = async () => {
      while (loading()) {
        kills += await terminateAppConnections();
        await new Promise((r) => setTimeout(r, 60 + Math.random() * 120));
      }
    };
    await Promise.all([killer(), ...Array.from({ length: 4 }, reader), ...Array.from({ length: 6 }, booker)]);

    // The load was real and the connections did die under it.
    expect(kills).toBeGreaterThan(30);
    expect(answers.length).toBeGreaterThan(100);
    expect(networkErrors).toEqual([]);

    const byStatus: Record<string, number> = {};
    for (const { what, answer } of answers) byStatus[`${what} ${answer.status}`] = (byStatus[`${what} ${answer.status}`] ?? 0) + 1;
    const serverErrors = answers.filter(({ answer }) => answer.status >= 500 && answer.status !== 503);
    expect(serverErrors.map(({ what, answer }) => `${what}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`)).toEqual([]);
    // Every 503 says what it is and when to come back.
    for (const { answer } of answers.filter(({ answer }) => answer.status === 503)) {
      expect(answer).toMatchObject({ body: { errorType: 'SERVICE_UNAVAILABLE', payload: { retryAfterSeconds: 2 } }, retryAfter: '2' });
    }
    // Only the answers a working system gives: 200/201, the chair taken (409) or not bookable (409/422), or 503.
    expect(Object.keys(byStatus).filter((k) => !/ (200|201|409|422|503)$/.test(k))).toEqual([]);
    expect((byStatus['create 201'] ?? 0) + (byStatus['availability 200'] ?? 0)).toBeGreaterThan(50);
    process.stdout.write(`connection loss: ${kills} connections terminated; answers ${JSON.stringify(byStatus)}\n`);

    // Every chair add the customer was told succeeded is in the database, with its booking.
    const { rows: held } = await db.query(
      `SELECT b.booking_ref AS "bookingRef", cb.beach_chair_id AS "beachChairId" FROM booking b JOIN beach_chair_booking cb ON cb.booking_id = b.id
        WHERE b.booking_ref = ANY($1)`,
      [created],
    );
    const heldKeys = new Set(held.map((r) => `${r.bookingRef}/${r.beachChairId}`));
    expect(confirmedAdds.filter((a) => !heldKeys.has(`${a.bookingRef}/${a.beachChairId}`))).toEqual([]);
    // Every chair booking has its booking's ADD_BEACH_CHAIR history (the statement wrote all of it or nothing).
    const { rows: orphans } = await db.query(
      `SELECT cb.id FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
        WHERE b.booking_ref = ANY($1) AND NOT EXISTS (SELECT 1 FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'ADD_BEACH_CHAIR')`,
      [created],
    );
    expect(orphans).toEqual([]);
    expect(await overlappingChairBookings(db)).toEqual([]);

    // And the app keeps answering.
    expect((await call('GET', '/health')).status).toBe(200);
    expect(
      (
        await call(
          'GET',
          `/features/public/sections/${s.id}/beach_chairs_availability?publicReference=${s.publicReference}&start=${D}&end=${D}`,
        )
      ).status,
    ).toBe(200);
  });

  it('survives its idle pooled connections being ended (the pool error event) and answers on fresh ones', async () => {
    for (let i = 0; i < 5; i++)
      await call(
        'GET',
        `/features/public/sections/${s.id}/beach_chairs_availability?publicReference=${s.publicReference}&start=${D}&end=${D}`,
      );
    expect(await terminateAppConnections()).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 300)); // the pool sees its idle clients end
    const made = await call('POST', `/features/public/booking?publicReference=${s.publicReference}`);
    expect(made.status).toBe(201);
    const { rows } = await db.query(`SELECT status FROM booking WHERE booking_ref = $1`, [made.body.bookingRef]);
    expect(rows).toEqual([{ status: 'OPEN' }]);
  });
});
