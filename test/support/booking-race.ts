import http from 'node:http';
import type pg from 'pg';
import { addDays } from '../../server/src/common/time.js';
import { HOLDING_STATUSES_SQL } from '../../server/src/common/holding-statuses.js';
import { newCartToken } from '../../server/src/modules/bookings/public/cart-token.js';
import { cartHeader, type Cart } from './public-cart.js';

/**
 * The no-double-booking race, shared by the e2e test and the bench: many bookings, each adding the same chair for
 * overlapping periods at the same moment, spread over several app instances that share one database.
 * Plain node:http with a keep-alive agent, so every attempt is a real request on a real listening port.
 */

/** Every pair of holding chair bookings of the same chair with overlapping periods: must always be empty. */
export const OVERLAP_SQL = `
SELECT a.beach_chair_id AS "beachChairId", a.id AS "a", b.id AS "b", a.period::text AS "periodA", b.period::text AS "periodB"
  FROM beach_chair_booking a
  JOIN beach_chair_booking b ON b.beach_chair_id = a.beach_chair_id AND a.id < b.id AND a.period && b.period
 WHERE a.status IN ${HOLDING_STATUSES_SQL} AND b.status IN ${HOLDING_STATUSES_SQL}`;

export async function overlappingChairBookings(db: pg.Pool): Promise<unknown[]> {
  return (await db.query(OVERLAP_SQL)).rows;
}

export type SlotKind = 'day' | 'morning' | 'afternoon';

export interface RaceAttempt {
  kind: SlotKind;
  /** Body of POST .../beach_chair_bookings without the chair and model. */
  start: string;
  end: string;
  rate?: 'MORNING' | 'AFTERNOON';
}

/** Whole-day ranges that all contain `day`: the day alone, and ranges from up to 2 days before to up to 2 days after. */
function wholeDays(day: string, i: number): RaceAttempt {
  const before = i % 3;
  const after = Math.floor(i / 3) % 3;
  return { kind: 'day', start: addDays(day, -before), end: addDays(day, after) };
}

/**
 * `n` attempts around `day`.
 * - `clique`: whole-day ranges containing `day` and the MORNING of `day`: every attempt contains the morning of `day`,
 *   so every two of them overlap and exactly one can win.
 * - `mixed`: whole-day ranges containing `day`, the MORNING and the AFTERNOON of `day` (a third each). A morning and an
 *   afternoon of the same day do not overlap, every other pair does. So the only correct outcomes are exactly one
 *   whole-day winner, or exactly one morning and one afternoon winner (see `checkRaceOutcome`).
 */
export function raceAttempts(day: string, n: number, mix: 'clique' | 'mixed'): RaceAttempt[] {
  return Array.from({ length: n }, (_, i): RaceAttempt => {
    const slot = mix === 'clique' ? i % 2 : i % 3;
    if (slot === 0) return wholeDays(day, Math.floor(i / (mix === 'clique' ? 2 : 3)));
    if (slot === 1) return { kind: 'morning', start: day, end: day, rate: 'MORNING' };
    return { kind: 'afternoon', start: day, end: day, rate: 'AFTERNOON' };
  });
}

export interface HttpAnswer {
  status: number;
  body: Record<string, unknown>;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/**
 * A JSON request to `base` (e.g. http://127.0.0.1:port/api/v1) with extra `headers` (e.g. cartHeader(cart)); resolves
 * with any status, rejects only on network errors.
 */
export function requestJson(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer> {
  const url = new URL(`${base}${path}`);
  const payload = body === undefined ? undefined : Buffer.from(JSON.stringify(body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        agent,
        headers: payload ? { ...headers, 'content-type': 'application/json', 'content-length': payload.length } : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let parsed: Record<string, unknown> = {};
          try {
            parsed = text ? JSON.parse(text) : {};
          } catch {
            parsed = { raw: text };
          }
          resolve({ status: res.statusCode ?? 0, body: parsed });
        });
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

export function closeRaceAgent(): void {
  agent.destroy();
}

export interface RaceResult {
  attempt: RaceAttempt;
  bookingRef: string;
  /** The instance (index into `bases`) that answered. */
  instance: number;
  status: number;
  errorType: string | null;
}

export interface RaceSummary {
  results: RaceResult[];
  winners: RaceResult[];
  conflicts: number;
  serverErrors: number;
  /** Losers whose errorType is not BEACH_CHAIR_ALREADY_BOOKED, or answers that are neither 201 nor 409. */
  unexpected: RaceResult[];
  /** Human-readable verdict problems; empty when the outcome is the correct one. */
  problems: string[];
}

/**
 * Fires one add-chair request per booking (with its cart token), all at once, booking `i` through instance
 * `i % bases.length`. `carts[i]` gets `attempts[i]`.
 */
export async function fireRace(o: {
  bases: string[];
  publicReference: string;
  beachChairId: number;
  model: string;
  carts: Cart[];
  attempts: RaceAttempt[];
}): Promise<RaceSummary> {
  const answers = await Promise.all(
    o.attempts.map(async (attempt, i): Promise<RaceResult> => {
      const instance = i % o.bases.length;
      const { kind: _kind, ...slot } = attempt;
      const cart = o.carts[i];
      const res = await requestJson(
        o.bases[instance],
        'POST',
        `/features/public/booking/${cart.ref}/beach_chair_bookings?publicReference=${encodeURIComponent(o.publicReference)}`,
        { beachChairId: o.beachChairId, model: o.model, ...slot },
        cartHeader(cart),
      );
      return {
        attempt,
        bookingRef: cart.ref,
        instance,
        status: res.status,
        errorType: typeof res.body.errorType === 'string' ? res.body.errorType : null,
      };
    }),
  );
  return summarize(answers);
}

/** The verdict: the winners form a correct outcome and every loser is a 409 BEACH_CHAIR_ALREADY_BOOKED. */
export function summarize(results: RaceResult[]): RaceSummary {
  const winners = results.filter((r) => r.status === 201);
  const conflicts = results.filter((r) => r.status === 409).length;
  const serverErrors = results.filter((r) => r.status >= 500).length;
  const unexpected = results.filter((r) => r.status !== 201 && !(r.status === 409 && r.errorType === 'BEACH_CHAIR_ALREADY_BOOKED'));
  return { results, winners, conflicts, serverErrors, unexpected, problems: checkRaceOutcome(results, winners) };
}

/**
 * The correct outcome for attempts that all touch one day of one chair:
 * - no two winners overlap (a morning and an afternoon of the same day are the only pair that does not);
 * - the result is maximal: a loser only loses to a committed overlapping winner, so if a morning won and afternoons were
 *   attempted, an afternoon won as well (and the other way round); if nothing won, something is wrong.
 * Hence: exactly one whole-day winner and no half-day winner, or (at most) one morning and one afternoon winner.
 */
export function checkRaceOutcome(results: RaceResult[], winners: RaceResult[]): string[] {
  const problems: string[] = [];
  const count = (k: SlotKind, of: RaceResult[]) => of.filter((r) => r.attempt.kind === k).length;
  const [day, morning, afternoon] = (['day', 'morning', 'afternoon'] as const).map((k) => count(k, winners));
  const tried = { morning: count('morning', results), afternoon: count('afternoon', results) };
  if (winners.length === 0) problems.push('nobody won');
  if (day > 1) problems.push(`${day} whole-day winners`);
  if (day >= 1 && morning + afternoon > 0)
    problems.push(`a whole-day winner next to ${morning} morning and ${afternoon} afternoon winners`);
  if (morning > 1) problems.push(`${morning} morning winners`);
  if (afternoon > 1) problems.push(`${afternoon} afternoon winners`);
  if (day === 0 && morning === 1 && afternoon === 0 && tried.afternoon > 0)
    problems.push('a morning won but no afternoon, though the afternoon was free');
  if (day === 0 && afternoon === 1 && morning === 0 && tried.morning > 0)
    problems.push('an afternoon won but no morning, though the morning was free');
  return problems;
}

/**
 * `n` OPEN bookings of the vendor inserted directly (no per-IP cap, no request cost): for the bench's rounds. Each is a
 * storefront cart as POST /booking leaves it, with a cart token of its own (only its hash stored, as the server does).
 */
export async function insertOpenBookings(db: pg.Pool, vendorId: number, n: number, prefix: string): Promise<Cart[]> {
  const carts = Array.from({ length: n }, (_, i) => ({
    ref: `${prefix}${String(i + 1).padStart(8 - prefix.length, '0')}`,
    ...newCartToken(),
  }));
  await db.query(
    `INSERT INTO booking (booking_ref, vendor_id, status, source, time_zone, expires_at, cart_token_hash)
     SELECT c.ref, $1, 'OPEN', 'WEBSITE', 'Europe/Berlin', now() + interval '2 hours', c.hash
       FROM unnest($2::text[], $3::bytea[]) AS c(ref, hash)`,
    [vendorId, carts.map((c) => c.ref), carts.map((c) => c.hash)],
  );
  return carts.map(({ ref, token }) => ({ ref, cartToken: token }));
}
