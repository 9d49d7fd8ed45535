import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';
import { ReadRetryInterceptor } from './read-retry.interceptor.js';

/**
 * TypeORM over PostgreSQL/PostGIS; the schema comes from the SQL migrations, never from synchronize.
 * A GET that lost its database connection runs once more (ReadRetryInterceptor).
 */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
    }),
  ],
  providers: [{ provide: APP_INTERCEPTOR, useClass: ReadRetryInterceptor }],
})
export class DatabaseModule {}
