import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UserRole } from '../../common/enums.js';
import type { User } from './entities/user.entity.js';
import { UsersErrors } from './users.errors.js';

/** The vendor and location a session acts in. */
export interface SessionContext {
  vendorId: number | null;
  locationId: number | null;
}

/** Which vendor and location contexts a user may act in: VENDOR users those of their vendors, ADMIN any. */
@Injectable()
export class UserContextService {
  constructor(private readonly db: DataSource) {}

  async vendorIdsOf(userId: number, m: EntityManager = this.db.manager): Promise<number[]> {
    const rows: { vendor_id: number }[] = await m.query(`SELECT vendor_id FROM user_vendor WHERE user_id = $1 ORDER BY vendor_id`, [userId]);
    return rows.map((r) => r.vendor_id);
  }

  /** The context asked for, if the user may act in it (403 CONTEXT_NOT_ALLOWED otherwise); the default without a wish. */
  async resolve(user: User, wanted: Partial<SessionContext>, m: EntityManager = this.db.manager): Promise<SessionContext> {
    const memberOf = user.role === UserRole.ADMIN ? undefined : await this.vendorIdsOf(user.id, m);
    const allowed = (vendorId: number) => !memberOf || memberOf.includes(vendorId);

    if (wanted.locationId) {
      const [location]: { vendor_id: number }[] = await m.query(`SELECT vendor_id FROM location WHERE id = $1`, [wanted.locationId]);
      // An unknown location answers like a foreign one: nothing about other vendors leaks.
      if (!location || !allowed(location.vendor_id) || (wanted.vendorId && wanted.vendorId !== location.vendor_id)) {
        throw UsersErrors.locationNotAllowed(wanted.locationId);
      }
      return { vendorId: location.vendor_id, locationId: wanted.locationId };
    }
    if (wanted.vendorId) {
      const [vendor] = await m.query(`SELECT id FROM vendor WHERE id = $1`, [wanted.vendorId]);
      if (!vendor || !allowed(wanted.vendorId)) throw UsersErrors.vendorNotAllowed(wanted.vendorId);
      return { vendorId: wanted.vendorId, locationId: null };
    }
    return { vendorId: memberOf?.[0] ?? null, locationId: null };
  }

  /** A stored context that the user may still act in, else the default (memberships can change during a session). */
  async revalidate(user: User, current: SessionContext, m: EntityManager): Promise<SessionContext> {
    try {
      return await this.resolve(user, { vendorId: current.vendorId ?? undefined, locationId: current.locationId ?? undefined }, m);
    } catch {
      return this.resolve(user, {}, m);
    }
  }
}
