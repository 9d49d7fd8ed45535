import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { startTestApp, TestContext } from '../support/test-app.js';
import { type BuiltServer, startBuiltServer } from '../support/built-server.js';
import { freePort } from '../support/free-port.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 13: one log format and Prometheus metrics. The built server (as production runs it) writes only JSON lines with
 * a string level, an ISO time and msg, Fastify's included; request lines name method, route template, status and
 * duration and carry no personal data; GET /metrics answers the histogram and the strandkorb_* series.
 */
jest.setTimeout(90_000);

const EMAIL = 'geheime.person@example.de';
const PASSWORD = 'Sehr-Geheim-4711!';

describe('the built server', () => {
  let server: BuiltServer | undefined;
  let base: string;
  const output = () => server?.output() ?? '';

  beforeAll(async () => {
    server = await startBuiltServer('obs', { NODE_ENV: 'development', LOG_LEVEL: 'info' });
    base = server.base;
    await fetch(`${base}/api/v1/features/nothing-here`);
    await fetch(`${base}/api/v1/features/users/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer not-a-real-token' },
      body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
    });
    await fetch(`${base}/api/v1/features/public/booking_details?bookingRef=ABCDEFGH&email=${encodeURIComponent(EMAIL)}`);
  });

  afterAll(async () => {
    await server?.stop();
  });

  const lines = () =>
    output()
      .split('\n')
      .filter((l) => l.trim() !== '')
      .map((l) => {
        try {
          return JSON.parse(l) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON line: ${l}`);
        }
      });

  it('writes only JSON lines with a string level, an ISO time and a msg, Fastify and Nest alike', async () => {
    const requestLines = await waitFor(() => {
      const found = lines().filter((l) => l.msg === 'request');
      return found.length >= 4 ? found : undefined;
    }, 'the request lines');
    expect(requestLines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines()) {
      expect(typeof line.level).toBe('string');
      expect(['trace', 'debug', 'info', 'warn', 'error', 'fatal']).toContain(line.level);
      expect(typeof line.msg).toBe('string');
      expect(String(line.time)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    }
    // Nest's boot lines carry their context; Fastify's own lines come through the same logger
    expect(lines().some((l) => l.context === 'Boot' && String(l.msg).startsWith('listening on'))).toBe(true);
  });

  it('request lines: method, route template, status, duration and requestId; no e-mail, password, token or query', async () => {
    const requestLines = lines().filter((l) => l.msg === 'request');
    expect(requestLines).toContainEqual(
      expect.objectContaining({
        method: 'GET',
        route: '/api/v1/health',
        status: 200,
        requestId: expect.any(String),
        durationMs: expect.any(Number),
      }),
    );
    expect(requestLines).toContainEqual(expect.objectContaining({ method: 'POST', route: '/api/v1/features/users/login' }));
    expect(requestLines).toContainEqual(expect.objectContaining({ route: '/api/v1/features/public/booking_details' }));
    expect(requestLines).toContainEqual(expect.objectContaining({ route: 'unmatched', status: 404 }));
    for (const secret of [EMAIL, encodeURIComponent(EMAIL), PASSWORD, 'not-a-real-token', 'ABCDEFGH'])
      expect(output()).not.toContain(secret);
  });

  it('GET /metrics from loopback: the request histogram by method, route and status, and the strandkorb_* series', async () => {
    const res = await fetch(`${base}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    const text = await res.text();
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/v1\/health",status="200"\} \d+/);
    expect(text).toMatch(/http_request_duration_seconds_count\{method="POST",route="\/api\/v1\/features\/users\/login",status="\d{3}"\} 1/);
    for (const series of [
      'strandkorb_booking_transitions_total',
      'strandkorb_holds_expired_total',
      'strandkorb_payments_total',
      'strandkorb_queue_jobs',
      'strandkorb_db_pool_connections',
    ]) {
      expect(text).toContain(`# TYPE ${series}`);
    }
    expect(text).toMatch(/strandkorb_queue_jobs\{queue="[a-z-]+",state="waiting"\} \d+/);
    expect(text).toMatch(/strandkorb_db_pool_connections\{state="in_use"\} \d+/);
  });
});

describe('metrics in the app', () => {
  let ctx: TestContext;
  let metricsPort: number;

  beforeAll(async () => {
    metricsPort = await freePort();
    ctx = await startTestApp({ METRICS_PORT: String(metricsPort) });
  });
  afterAll(() => ctx.close());

  it('METRICS_PORT: the metrics on their own port, /metrics on the API port is a 404', async () => {
    await ctx.http().get('/metrics').expect(404);
    const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain('# TYPE http_request_duration_seconds histogram');
    expect((await fetch(`http://127.0.0.1:${metricsPort}/other`)).status).toBe(404);
  });

  it('a booking transition is counted once committed, by from and to status', async () => {
    const series = async () => {
      const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
      return Number(/strandkorb_booking_transitions_total\{from="OPEN",to="RESERVED"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await series();
    const s = await ctx.factories.newRentalSection();
    const { id } = await ctx.factories.newBooking({ vendorId: s.vendorId, status: 'OPEN' });
    await ctx.db.query(
      `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
       VALUES ($1, $2, now() + interval '5 days', now() + interval '6 days', 'OPEN', '2_SEAT_RECLINER', 'DAY', 1500)`,
      [id, s.chairIds[0][0]],
    );
    const { UserRole } = await import('../../server/src/common/enums.js');
    const auth = { Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId: s.vendorId })}` };
    await ctx.http().put(`/api/v1/features/booking_details/${id}/reserve`).set(auth).expect(200);
    expect(await series()).toBe(before + 1);
  });
});
