import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppConfig } from '../../config/app-config.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import { RATE_LIMIT, RateLimitKeys, RateLimitOptions } from './rate-limit.decorator.js';
import { RateLimiter } from './rate-limiter.service.js';

/** Global guard: counts calls of @RateLimit() routes and refuses those over the limit. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  private readonly logger = new Logger('RateLimit');

  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const options = this.reflector.get<RateLimitOptions | undefined>(RATE_LIMIT, context.getHandler());
    if (!options) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const { limit, windowSeconds } = this.config.rateLimit(options.name);
    const key = (options.key ?? RateLimitKeys.ip)(request) || request.ip;
    let hit;
    try {
      hit = await this.limiter.hit(options.name, key, windowSeconds);
    } catch (error) {
      // Without Redis the limits cannot be counted; the call itself (a password check, a token) still protects the route.
      this.logger.error({ msg: 'rate limit not counted', limit: options.name, error: (error as Error).message });
      return true;
    }
    void reply.header('RateLimit-Limit', String(limit));
    void reply.header('RateLimit-Remaining', String(Math.max(0, limit - hit.count)));
    void reply.header('RateLimit-Reset', String(hit.resetSeconds));
    if (hit.count > limit) {
      throw new DomainError(ErrorType.RATE_LIMITED, `Too many calls; try again in ${hit.resetSeconds} seconds`, {
        limit,
        windowSeconds,
        retryAfterSeconds: hit.resetSeconds,
      });
    }
    return true;
  }
}
