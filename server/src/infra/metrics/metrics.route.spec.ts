import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { metricsAllowed } from './metrics.route.js';

const request = (remoteAddress: string, authorization?: string) =>
  ({ socket: { remoteAddress }, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

const TOKEN = 'metrics-token-0123456789abcdef';

describe('who may read /metrics', () => {
  it('anyone in development and test', () => {
    expect(metricsAllowed(request('10.1.2.3'), { host: '0.0.0.0', production: false })).toBe(true);
    expect(metricsAllowed(request('127.0.0.1'), { host: '0.0.0.0', production: false })).toBe(true);
  });

  it('in production only with the bearer METRICS_TOKEN, loopback included (a reverse proxy on the host is loopback too)', () => {
    const access = { host: '0.0.0.0', production: true, token: TOKEN };
    for (const from of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '10.1.2.3']) {
      expect(metricsAllowed(request(from), { host: '0.0.0.0', production: true })).toBe(false);
      expect(metricsAllowed(request(from), access)).toBe(false);
      expect(metricsAllowed(request(from, `Bearer ${TOKEN}x`), access)).toBe(false);
      expect(metricsAllowed(request(from, `Bearer ${TOKEN}`), access)).toBe(true);
    }
  });
});
