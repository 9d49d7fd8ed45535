import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { metricsAllowed } from './metrics.route.js';

const request = (remoteAddress: string, authorization?: string) =>
  ({ socket: { remoteAddress }, headers: authorization ? { authorization } : {} }) as unknown as FastifyRequest;

const TOKEN = 'metrics-token-0123456789abcdef';

describe('who may read /metrics', () => {
  it('loopback always, anyone in development', () => {
    expect(metricsAllowed(request('127.0.0.1'), { host: '0.0.0.0', production: true })).toBe(true);
    expect(metricsAllowed(request('::ffff:127.0.0.1'), { host: '0.0.0.0', production: true })).toBe(true);
    expect(metricsAllowed(request('10.1.2.3'), { host: '0.0.0.0', production: false })).toBe(true);
  });

  it('in production from elsewhere only with the bearer METRICS_TOKEN', () => {
    const access = { host: '0.0.0.0', production: true, token: TOKEN };
    expect(metricsAllowed(request('10.1.2.3'), { host: '0.0.0.0', production: true })).toBe(false);
    expect(metricsAllowed(request('10.1.2.3'), access)).toBe(false);
    expect(metricsAllowed(request('10.1.2.3', `Bearer ${TOKEN}x`), access)).toBe(false);
    expect(metricsAllowed(request('10.1.2.3', `Bearer ${TOKEN}`), access)).toBe(true);
  });
});
