import { Logger } from '@nestjs/common';
import pg from 'pg';
import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { migrations } from '../../../../migrations/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { ENTITIES } from './entities.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

/**
 * node-postgres' Client with an 'error' listener from its birth. pg-pool hands a released client straight to a waiting
 * caller and TypeORM attaches its own listener a few microtasks later; a FATAL (pg_terminate_backend, a restart) read in
 * the same TCP chunk as the previous answer lands in between, and an 'error' event without a listener ends the process.
 * With this one the client is only marked broken: its next query fails (a lost connection: retried or a 503).
 */
export class ListenedClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    this.on('error', () => undefined);
  }
}

/** The bounded waits (AppConfig DATABASE_*_TIMEOUT_MS); a connection made without them waits as long as the server lets it. */
export type DatabaseTimeouts = Pick<
  AppConfig,
  'DATABASE_LOCK_TIMEOUT_MS' | 'DATABASE_STATEMENT_TIMEOUT_MS' | 'DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS' | 'DATABASE_POOL_WAIT_MS'
>;

/**
 * node-postgres' client options that make the server bound every wait of the session (docs/bookings-guarantees.md
 * "Bounded waits"): sent as startup parameters, so they hold for every pooled connection from its first statement. 0
 * leaves the server's default (none). A parameter in DATABASE_URL wins (node-postgres reads the URL last).
 */
export function sessionTimeouts(
  t: Partial<DatabaseTimeouts>,
): Pick<pg.ClientConfig, 'lock_timeout' | 'statement_timeout' | 'idle_in_transaction_session_timeout'> {
  return {
    lock_timeout: t.DATABASE_LOCK_TIMEOUT_MS || undefined,
    statement_timeout: t.DATABASE_STATEMENT_TIMEOUT_MS || undefined,
    idle_in_transaction_session_timeout: t.DATABASE_IDLE_IN_TRANSACTION_TIMEOUT_MS || undefined,
  };
}

/**
 * The app's DataSource. Without the timeouts (the CLI's migrations and seed, some tests) its connections wait without
 * bound: a migration may take a table's lock for as long as it needs.
 */
export function dataSourceOptions(
  config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'> & Partial<DatabaseTimeouts>,
): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: ENTITIES,
    migrations,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    poolSize: config.DATABASE_POOL_SIZE,
    // An application_name in DATABASE_URL wins over this one (node-postgres reads the URL last).
    extra: {
      max: config.DATABASE_POOL_SIZE,
      application_name: 'strandkorb',
      Client: ListenedClient,
      ...sessionTimeouts(config),
      // Waiting for a pooled connection (pg-pool's "timeout exceeded when trying to connect", a 503); 0 = without end.
      connectionTimeoutMillis: config.DATABASE_POOL_WAIT_MS ?? 0,
    },
    // An idle pooled connection that the server ends (restart, pg_terminate_backend) emits 'error': logged, and the pool
    // replaces it; without a handler the process would crash.
    poolErrorHandler: (error: Error) => new Logger('Database').warn({ msg: 'idle database connection lost', error: error.message }),
  };
}
