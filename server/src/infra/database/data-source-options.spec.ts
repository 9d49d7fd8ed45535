import { describe, expect, it } from '@jest/globals';
import { dataSourceOptions, ListenedClient } from './data-source-options.js';

describe('the database pool', () => {
  it("creates clients that never leave an 'error' event unhandled (a connection ended between two owners)", () => {
    const options = dataSourceOptions({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x', DATABASE_POOL_SIZE: 3 });
    expect((options.extra as { Client: unknown }).Client).toBe(ListenedClient);
    const client = new ListenedClient({ connectionString: 'postgres://postgres@127.0.0.1:5432/x' });
    // No other listener, as between pg-pool's hand-over and TypeORM's own: emitting must not throw.
    expect(client.listenerCount('error')).toBe(1);
    expect(() =>
      client.emit('error', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })),
    ).not.toThrow();
  });
});
