import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig, type RateLimitName } from '../../config/app-config.js';
import { RATE_LIMIT, RateLimitKeys, RateLimitOptions } from './rate-limit.decorator.js';
import { rateLimited, RateLimiter } from './rate-limiter.service.js';

/** Global guard: counts calls of @RateLimit() routes in each of their limits and refuses those over one. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const limits = this.reflector.get<RateLimitOptions[] | undefined>(RATE_LIMIT, context.getHandler());
    if (!limits) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const counted = await Promise.all(
      limits.map((options) => this.count(options.name, (options.key ?? RateLimitKeys.ip)(request) || request.ip)),
    );
    // The headers tell of the tightest limit: the one with the fewest calls left.
    const tightest = counted.reduce((a, b) => (b.limit - b.hit.count < a.limit - a.hit.count ? b : a));
    void reply.header('RateLimit-Limit', String(tightest.limit));
    void reply.header('RateLimit-Remaining', String(Math.max(0, tightest.limit - tightest.hit.count)));
    void reply.header('RateLimit-Reset', String(tightest.hit.resetSeconds));
    const over = counted.find((c) => c.hit.count > c.limit);
    if (over) throw rateLimited(over.limit, over.windowSeconds, over.hit);
    return true;
  }

  private async count(name: RateLimitName, key: string) {
    const { limit, windowSeconds } = this.config.rateLimit(name);
    return { limit, windowSeconds, hit: await this.limiter.hit(name, key, windowSeconds) };
  }
}
