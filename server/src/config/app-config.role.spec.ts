import { describe, expect, it } from '@jest/globals';
import { ConfigError, loadConfig } from './app-config.js';

describe('APP_ROLE', () => {
  it('defaults to all: the API, the workers and the sweepers in one process', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.APP_ROLE).toBe('all');
    expect(config.servesApi).toBe(true);
    expect(config.runsBackgroundWork).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', APP_ROLE: '' }).APP_ROLE).toBe('all');
  });

  it('api serves the API only; worker runs the background work only', () => {
    const api = loadConfig({ NODE_ENV: 'development', APP_ROLE: 'api' });
    expect([api.servesApi, api.runsBackgroundWork]).toEqual([true, false]);
    const worker = loadConfig({ NODE_ENV: 'development', APP_ROLE: 'worker' });
    expect([worker.servesApi, worker.runsBackgroundWork]).toEqual([false, true]);
    expect(worker.describe()).toMatchObject({ APP_ROLE: 'worker' });
  });

  it('refuses any other value, naming the allowed ones', () => {
    for (const value of ['both', 'API', 'workers', ' api'])
      expect(() => loadConfig({ NODE_ENV: 'development', APP_ROLE: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'development', APP_ROLE: 'both' })).toThrow(
      /^Invalid configuration:\n {2}APP_ROLE: APP_ROLE must be one of all, api, worker$/,
    );
  });
});
