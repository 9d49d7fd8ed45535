import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { DataSource } from 'typeorm';
import { REDIS } from '../../infra/redis/redis.module.js';
import { HealthDto } from './health.dto.js';

const within = <T>(ms: number, work: Promise<T>) =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

@Injectable()
export class HealthService {
  constructor(
    private readonly db: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  async check(): Promise<HealthDto> {
    const [database, redis] = await Promise.all([
      within(2000, this.db.query('SELECT 1')).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
      within(2000, this.redis.ping()).then(
        () => 'up' as const,
        () => 'down' as const,
      ),
    ]);
    return { status: database === 'up' && redis === 'up' ? 'ok' : 'degraded', database, redis };
  }
}
