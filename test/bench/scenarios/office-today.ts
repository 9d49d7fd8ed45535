import type pg from 'pg';
import { DataSource } from 'typeorm';
import { UserRole } from '../../../server/src/common/enums.js';
import { AccessTokens } from '../../../server/src/modules/users/access-tokens.service.js';
import { UserSessions } from '../../../server/src/modules/users/user-sessions.service.js';
import type { BenchApp } from '../app.js';
import type { BenchData } from '../bench-db.js';
import { Figures, measure } from '../measure.js';

const GZIP = { 'accept-encoding': 'gzip' };

/**
 * The back office's Today read (GET /features/booking_details/today, docs/back-office.md "Today") as the demo vendor
 * (vendor@strandkorb.local) sees it: its sections (the demo's and the bench's 400-chair section), today and a bench day on
 * which the 400-chair section holds its season of bookings. Target: 1 s (issue 14).
 */
export async function officeTodayScenario(app: BenchApp, db: pg.Pool, data: BenchData): Promise<Figures[]> {
  const [user] = (
    await db.query<{ id: number }>(
      `SELECT u.id FROM app_user u JOIN user_vendor uv ON uv.user_id = u.id WHERE lower(u.email) = 'vendor@strandkorb.local' AND uv.vendor_id = $1`,
      [data.vendorId],
    )
  ).rows;
  if (!user) throw new Error('the demo vendor vendor@strandkorb.local is missing from the bench database');
  const sessionId = await app.app.get(UserSessions).start(app.app.get(DataSource).manager, user.id, new Date(Date.now() + 3600_000));
  const { accessToken } = await app.app
    .get(AccessTokens)
    .sign({ id: user.id, role: UserRole.VENDOR }, { vendorId: data.vendorId, locationId: null }, sessionId);
  const vendor = { ...GZIP, authorization: `Bearer ${accessToken}` };
  const rows: Figures[] = [];
  for (const concurrency of [1, 10]) {
    rows.push(
      await measure('GET booking_details/today (demo vendor)', () => app.get('/features/booking_details/today', vendor), {
        concurrency,
        requests: 300,
      }),
    );
    rows.push(
      await measure(
        'GET booking_details/today, a bench season day',
        () => app.get(`/features/booking_details/today?date=${data.day}`, vendor),
        { concurrency, requests: 300 },
      ),
    );
  }
  return rows;
}
