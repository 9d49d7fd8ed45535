import { describe, expect, it } from '@jest/globals';
import { trustProxyOf, trustProxyProblem } from './trust-proxy.js';
import { loadConfig } from './app-config.js';

describe('TRUST_PROXY', () => {
  it('unset trusts nobody', () => {
    expect(trustProxyOf('')).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).trustProxy).toBe(false);
  });

  it('takes addresses, CIDRs and the named ranges as a list', () => {
    expect(trustProxyOf('10.0.0.5, 192.168.0.0/16,loopback,::1')).toEqual(['10.0.0.5', '192.168.0.0/16', 'loopback', '::1']);
    expect(loadConfig({ NODE_ENV: 'development', TRUST_PROXY: 'uniquelocal' }).trustProxy).toEqual(['uniquelocal']);
  });

  it('takes a hop count: the nearest peers are the proxies', () => {
    const trust = trustProxyOf('2') as (address: string, hop: number) => boolean;
    expect([0, 1, 2].map((hop) => trust('10.0.0.1', hop))).toEqual([true, true, false]);
  });

  it.each([['true'], ['*'], ['0'], ['11'], ['10.0.0.0/4'], ['10.0.0.0/33'], ['example.org'], ['10.0.0.1/8/1']])(
    'refuses %s with a reason',
    (value) => {
      expect(trustProxyProblem(value)).toEqual(expect.any(String));
      expect(() => loadConfig({ NODE_ENV: 'development', TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
    },
  );
});
