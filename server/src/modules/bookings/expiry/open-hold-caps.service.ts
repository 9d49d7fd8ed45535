import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { AppConfig } from '../../../config/app-config.js';
import { OPEN_HOLDS_LOCK_PREFIX } from '../../../infra/database/advisory-locks.js';
import { txRows } from '../../../infra/database/tx-rows.js';

export type OpenHoldScope = 'ip' | 'email';

const tooMany = (limit: number, scope: OpenHoldScope) =>
  new DomainError(
    ErrorType.TOO_MANY_OPEN_BOOKINGS,
    `At most ${limit} open bookings per ${scope === 'ip' ? 'IP address' : 'e-mail address'}`,
    { limit, scope },
  );

/** OPEN bookings not lapsed created from the address (booking_open_ip_idx). */
const OPEN_PER_IP_SQL = `
SELECT count(*)::int AS n FROM booking WHERE created_by_ip = $1::inet AND status = 'OPEN' AND expires_at > now()`;

/** OPEN/PENDING bookings not lapsed whose customer has the address, the booking being changed left out (customer_email_idx). */
const OPEN_PER_EMAIL_SQL = `
SELECT count(*)::int AS n FROM customer c JOIN booking b ON b.customer_id = c.id
 WHERE lower(c.email) = lower($1) AND b.id <> $2 AND b.status IN ('OPEN', 'PENDING') AND (b.expires_at IS NULL OR b.expires_at > now())`;

/**
 * Caps on open holds so nobody can block a beach: BOOKING_MAX_OPEN_PER_IP per creating IP (at create) and
 * BOOKING_MAX_OPEN_PER_EMAIL per customer e-mail (at add_customer); 0 switches a cap off. Over the cap: 429
 * TOO_MANY_OPEN_BOOKINGS { limit, scope }. Both run inside the caller's transaction behind an advisory lock on the IP or
 * e-mail, so concurrent requests of one client cannot slip past the cap together.
 */
@Injectable()
export class OpenHoldCapsService {
  constructor(private readonly config: AppConfig) {}

  async assertIpCap(m: EntityManager, ip: string | null): Promise<void> {
    const limit = this.config.BOOKING_MAX_OPEN_PER_IP;
    if (!limit || !ip) return;
    await this.count(m, 'ip', limit, ip, OPEN_PER_IP_SQL, [ip]);
  }

  async assertEmailCap(m: EntityManager, bookingId: number, email: string): Promise<void> {
    const limit = this.config.BOOKING_MAX_OPEN_PER_EMAIL;
    if (!limit) return;
    await this.count(m, 'email', limit, email.toLowerCase(), OPEN_PER_EMAIL_SQL, [email, bookingId]);
  }

  private async count(m: EntityManager, scope: OpenHoldScope, limit: number, key: string, sql: string, params: unknown[]): Promise<void> {
    await m.query(`SELECT pg_advisory_xact_lock(hashtext('${OPEN_HOLDS_LOCK_PREFIX}' || $1), hashtext($2))`, [scope, key]);
    const [{ n }] = await txRows<{ n: number }>(m, sql, params);
    if (n >= limit) throw tooMany(limit, scope);
  }
}
