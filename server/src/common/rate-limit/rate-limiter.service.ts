import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppConfig } from '../../config/app-config.js';
import { REDIS } from '../../infra/redis/redis.module.js';

// One round trip, atomic: count the call and start the window on its first call.
const HIT = `
local n = redis.call('INCR', KEYS[1])
if n == 1 or redis.call('TTL', KEYS[1]) < 0 then redis.call('EXPIRE', KEYS[1], ARGV[1]) end
return { n, redis.call('TTL', KEYS[1]) }`;

export interface RateLimitHit {
  /** Calls in the current window, this one included. */
  count: number;
  /** Seconds until the window ends. */
  resetSeconds: number;
}

/** Fixed-window counters in Redis, shared by every instance of the app. */
@Injectable()
export class RateLimiter {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  async hit(name: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    // Hashed: no e-mail address or IP sits in Redis in clear text.
    const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    const [count, ttl] = (await this.redis.eval(HIT, 1, `${this.config.RATE_LIMIT_PREFIX}:${name}:${digest}`, windowSeconds)) as [number, number];
    return { count, resetSeconds: Math.max(1, ttl) };
  }
}
