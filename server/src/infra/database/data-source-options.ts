import type { PostgresDataSourceOptions } from 'typeorm/driver/postgres/PostgresDataSourceOptions.js';
import { migrations } from '../../../../migrations/index.js';
import type { AppConfig } from '../../config/app-config.js';
import { ENTITIES } from './entities.js';
import { SnakeNamingStrategy } from './snake-naming.strategy.js';

export function dataSourceOptions(config: Pick<AppConfig, 'DATABASE_URL' | 'DATABASE_POOL_SIZE'>): PostgresDataSourceOptions {
  return {
    type: 'postgres',
    url: config.DATABASE_URL,
    entities: ENTITIES,
    migrations,
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    poolSize: config.DATABASE_POOL_SIZE,
    extra: { max: config.DATABASE_POOL_SIZE, application_name: 'strandkorb' },
  };
}
