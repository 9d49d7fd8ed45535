import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfig } from '../../config/app-config.js';
import { dataSourceOptions } from './data-source-options.js';

/** TypeORM over PostgreSQL/PostGIS; the schema comes from the SQL migrations, never from synchronize. */
@Module({
  imports: [
    TypeOrmModule.forRootAsync({
      inject: [AppConfig],
      useFactory: (config: AppConfig) => dataSourceOptions(config),
    }),
  ],
})
export class DatabaseModule {}
