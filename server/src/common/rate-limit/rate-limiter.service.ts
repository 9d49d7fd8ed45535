import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { Redis } from 'ioredis';
import { AppConfig, type RateLimitName } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
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

/** The 429 of a limit that a call went over. */
export function rateLimited(limit: number, windowSeconds: number, hit: RateLimitHit): DomainError {
  return new DomainError(ErrorType.RATE_LIMITED, `Too many calls; try again in ${hit.resetSeconds} seconds`, {
    limit,
    windowSeconds,
    retryAfterSeconds: hit.resetSeconds,
  });
}

/** Local windows kept while Redis is away; more distinct keys than this and the oldest are dropped. */
const LOCAL_KEYS_MAX = 100_000;

/**
 * Fixed-window counters in Redis, shared by every instance of the app. While Redis does not answer, each instance
 * counts in its own memory instead (a limit then holds per instance, not switched off); the counts start from zero.
 */
@Injectable()
export class RateLimiter {
  private readonly logger = new Logger('RateLimit');
  private readonly local = new Map<string, { count: number; endsAt: number }>();
  private redisAway = false;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly config: AppConfig,
  ) {}

  /** Counts a call of `key` under the limit `name`. */
  async hit(name: string, key: string, windowSeconds: number): Promise<RateLimitHit> {
    const id = this.keyOf(name, key);
    try {
      this.assertConnected();
      const [count, ttl] = (await this.redis.eval(HIT, 1, id, windowSeconds)) as [number, number];
      this.redisBack();
      return { count, resetSeconds: Math.max(1, ttl) };
    } catch (error) {
      this.redisLost(error);
      return this.hitLocally(id, windowSeconds);
    }
  }

  /**
   * Counts a call of `key` under the RATE_LIMIT_<name> limit and is the 429 once it is over: for limits that a service
   * applies after validation (the route's guard would count malformed calls too).
   */
  async enforce(name: RateLimitName, key: string): Promise<void> {
    const { limit, windowSeconds } = this.config.rateLimit(name);
    const hit = await this.hit(name, key, windowSeconds);
    if (hit.count > limit) throw rateLimited(limit, windowSeconds, hit);
  }

  /** Forgets the calls of `key` (e.g. the failed logins of an account after it signed in). */
  async reset(name: string, key: string): Promise<void> {
    const id = this.keyOf(name, key);
    this.local.delete(id);
    try {
      this.assertConnected();
      await this.redis.del(id);
      this.redisBack();
    } catch (error) {
      this.redisLost(error);
    }
  }

  // Hashed: no e-mail address or IP sits in Redis (or memory) in clear text.
  private keyOf(name: string, key: string): string {
    const digest = createHash('sha256').update(key).digest('base64url').slice(0, 32);
    return `${this.config.RATE_LIMIT_PREFIX}:${name}:${digest}`;
  }

  /** Once Redis was found away, calls count locally at once until its connection is up again (no waiting for timeouts). */
  private assertConnected(): void {
    if (this.redisAway && this.redis.status !== 'ready') throw new Error(`Redis connection is ${this.redis.status}`);
  }

  private hitLocally(id: string, windowSeconds: number): RateLimitHit {
    const now = Date.now();
    let window = this.local.get(id);
    if (!window || window.endsAt <= now) {
      if (this.local.size >= LOCAL_KEYS_MAX) this.dropLapsed(now);
      window = { count: 0, endsAt: now + windowSeconds * 1000 };
      this.local.set(id, window);
    }
    window.count += 1;
    return { count: window.count, resetSeconds: Math.max(1, Math.ceil((window.endsAt - now) / 1000)) };
  }

  private dropLapsed(now: number): void {
    for (const [id, window] of this.local) if (window.endsAt <= now) this.local.delete(id);
    // Still full: the oldest entries go (a Map iterates in insertion order).
    for (const id of this.local.keys()) {
      if (this.local.size < LOCAL_KEYS_MAX) break;
      this.local.delete(id);
    }
  }

  private redisLost(error: unknown): void {
    if (this.redisAway) return;
    this.redisAway = true;
    this.logger.error({
      msg: 'Redis did not answer: rate limits count in this instance until it is back',
      error: (error as Error).message,
    });
  }

  private redisBack(): void {
    if (!this.redisAway) return;
    this.redisAway = false;
    this.local.clear();
    this.logger.log({ msg: 'Redis answers again: rate limits count across instances' });
  }
}
