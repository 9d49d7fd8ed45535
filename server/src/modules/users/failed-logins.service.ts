import { Injectable } from '@nestjs/common';
import { rateLimited } from '../../common/rate-limit/rate-limit.guard.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { AppConfig } from '../../config/app-config.js';

const LIMIT = 'LOGIN_ACCOUNT';

/**
 * Failed logins per account (RATE_LIMIT_LOGIN_ACCOUNT), counted across IPs and instances: a guesser spread over many
 * addresses gets as few tries as one. Unknown addresses are counted the same way, so a 429 tells nothing of an account.
 */
@Injectable()
export class FailedLogins {
  constructor(
    private readonly limiter: RateLimiter,
    private readonly config: AppConfig,
  ) {}

  /** A 429 while the account has used up its failed tries (the right password waits too: it could be a guess). */
  async assertAllowed(email: string): Promise<void> {
    const { limit, windowSeconds } = this.config.rateLimit(LIMIT);
    const seen = await this.limiter.peek(LIMIT, email);
    if (seen.count >= limit) throw rateLimited(limit, windowSeconds, seen);
  }

  async failed(email: string): Promise<void> {
    await this.limiter.hit(LIMIT, email, this.config.rateLimit(LIMIT).windowSeconds);
  }

  /** A successful login starts the count anew. */
  async succeeded(email: string): Promise<void> {
    await this.limiter.reset(LIMIT, email);
  }
}
