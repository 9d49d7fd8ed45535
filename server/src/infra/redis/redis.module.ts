import { Global, Inject, Injectable, Module, OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { RedisState } from './redis-state.js';

export const REDIS = Symbol('REDIS');

@Injectable()
class RedisCloser implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}
  async onApplicationShutdown() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }
}

/**
 * One shared ioredis connection (rate-limit counters, health); BullMQ opens its own. RedisState hears every client's
 * errors (this one's from its first moment) and logs an outage once.
 */
@Global()
@Module({
  providers: [
    RedisState,
    {
      provide: REDIS,
      inject: [AppConfig, RedisState],
      // commandTimeout: no request waits more than a second for an absent Redis (the callers fall back or fail open).
      useFactory: (config: AppConfig, state: RedisState) => {
        const redis = new Redis(config.REDIS_URL, { maxRetriesPerRequest: 2, lazyConnect: false, commandTimeout: 1000 });
        state.watch(redis);
        return redis;
      },
    },
    RedisCloser,
  ],
  exports: [REDIS, RedisState],
})
export class RedisModule {}
