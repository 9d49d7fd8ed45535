import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

// The process's Prometheus metrics (GET /metrics, metrics.route.ts). One registry per process: app instances started
// side by side in one test process share it. Domain counters count committed changes only (onCommit).

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests by method, route template and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

export const bookingTransitions = new Counter({
  name: 'strandkorb_booking_transitions_total',
  help: 'Booking status changes by from and to status',
  labelNames: ['from', 'to'] as const,
  registers: [registry],
});

export const holdsExpired = new Counter({
  name: 'strandkorb_holds_expired_total',
  help: 'Bookings that expired unpaid or unfinished (OPEN or PENDING → EXPIRED)',
  registers: [registry],
});

export const payments = new Counter({
  name: 'strandkorb_payments_total',
  help: 'Payments by provider and outcome (succeeded, failed, aborted, refunded)',
  labelNames: ['provider', 'outcome'] as const,
  registers: [registry],
});

/** Sources read when /metrics is scraped: set by the modules that own them (queue, database). */
export const gaugeSources: {
  queueJobs?: () => Promise<{ queue: string; waiting: number; active: number; failed: number; delayed: number }[]>;
  databasePool?: () => { total: number; idle: number; waiting: number } | undefined;
} = {};

new Gauge({
  name: 'strandkorb_queue_jobs',
  help: 'Queue jobs by queue and state (waiting, active, failed, delayed)',
  labelNames: ['queue', 'state'] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const counts = await gaugeSources.queueJobs?.().catch(() => []);
    for (const c of counts ?? []) {
      for (const state of ['waiting', 'active', 'failed', 'delayed'] as const) this.set({ queue: c.queue, state }, c[state]);
    }
  },
});

new Gauge({
  name: 'strandkorb_db_pool_connections',
  help: 'Database pool connections: in_use, idle, and requests waiting for one',
  labelNames: ['state'] as const,
  registers: [registry],
  collect() {
    const pool = gaugeSources.databasePool?.();
    if (!pool) return;
    this.set({ state: 'in_use' }, pool.total - pool.idle);
    this.set({ state: 'idle' }, pool.idle);
    this.set({ state: 'waiting' }, pool.waiting);
  },
});

/** Open Server-Sent Event streams of this instance (availability events), by channel (public, vendor). */
export const eventStreamsOpen = new Gauge({
  name: 'strandkorb_event_streams_open',
  help: 'Open availability event streams of this instance, by channel',
  labelNames: ['channel'] as const,
  registers: [registry],
});
