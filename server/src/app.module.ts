import { DynamicModule, Module } from '@nestjs/common';
import { AppConfig } from './config/app-config.js';
import { ConfigModule } from './config/config.module.js';
import { AuthModule } from './common/auth/auth.module.js';
import { DatabaseModule } from './infra/database/database.module.js';
import { RedisModule } from './infra/redis/redis.module.js';
import { DestinationsModule } from './modules/destinations/destinations.module.js';
import { HealthModule } from './modules/health/health.module.js';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [ConfigModule.forRoot(config), DatabaseModule, RedisModule, AuthModule, HealthModule, DestinationsModule],
    };
  }
}
