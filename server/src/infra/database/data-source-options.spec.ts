import { describe, expect, it } from '@jest/globals';
import { dataSourceOptions, ListenedClient, sessionTimeouts } from './data-source-options.js';

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

describe('the bounded waits of every connection', () => {
  it('go to every pooled client as startup parameters; 0 or absent leaves the server default (none)', () => {
    const options = dataSourceOptions({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/x',
      DATABASE_POOL_SIZE: 3,
      DATABASE_LOCK_TIMEOUT_MS: 5000,
      DATABASE_STATEMENT_TIMEOUT_MS: 15_000,
      DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS: 0,
      DATABASE_POOL_WAIT_MS: 10_000,
    });
    expect(options.extra).toMatchObject({
      lock_timeout: 5000,
      statement_timeout: 15_000,
      idle_in_transaction_session_timeout: undefined,
      connectionTimeoutMillis: 10_000,
    });
    // The CLI's and the tests' DataSources name no timeouts: none.
    expect(sessionTimeouts({})).toEqual({
      lock_timeout: undefined,
      statement_timeout: undefined,
      idle_in_transaction_session_timeout: undefined,
    });
  });
});
