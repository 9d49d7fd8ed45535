import { Injectable } from '@nestjs/common';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';

const LIMIT = 'LOGIN_ACCOUNT';

/**
 * Failed logins per account (RATE_LIMIT_LOGIN_ACCOUNT), counted across IPs and instances: a guesser spread over many
 * addresses gets as few tries as one. Unknown addresses are counted the same way, so a 429 tells nothing of an account.
 */
@Injectable()
export class FailedLogins {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Counts the try before the password is checked (atomically: a burst of parallel guesses cannot all pass a check
   * made before any is counted), and is a 429 once the account has used up its tries; the right password waits too,
   * it could be a guess. succeeded() takes the count back.
   */
  attempt(email: string): Promise<void> {
    return this.limiter.enforce(LIMIT, email);
  }

  /** A successful login starts the count anew. */
  async succeeded(email: string): Promise<void> {
    await this.limiter.reset(LIMIT, email);
  }
}
