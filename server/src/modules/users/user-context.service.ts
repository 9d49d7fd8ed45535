import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { UserRole, VendorUserRole } from '../../common/enums.js';
import type { User } from './entities/user.entity.js';
import { UsersErrors } from './users.errors.js';

/** The vendor and location a session acts in. */
export interface SessionContext {
  vendorId: number | null;
  locationId: number | null;
}

/** A VENDOR user's membership in one vendor: the location it is limited to, if any. */
interface Membership {
  vendor_id: number;
  location_id: number | null;
}

/**
 * Which vendor and location contexts a user may act in: VENDOR users those of their vendors (a member limited to one
 * location only that location's), ADMIN any.
 */
@Injectable()
export class UserContextService {
  constructor(private readonly db: DataSource) {}

  async vendorIdsOf(userId: number, m: EntityManager = this.db.manager): Promise<number[]> {
    return (await this.membershipsOf(userId, m)).map((r) => r.vendor_id);
  }

  /** The user's role in the vendor (null without a membership, e.g. an ADMIN or no vendor context). */
  async vendorRoleOf(userId: number, vendorId: number | null, m: EntityManager = this.db.manager): Promise<VendorUserRole | null> {
    if (vendorId === null) return null;
    const [row] = await m.query<{ role: VendorUserRole }[]>(`SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [
      userId,
      vendorId,
    ]);
    return row?.role ?? null;
  }

  private membershipsOf(userId: number, m: EntityManager): Promise<Membership[]> {
    return m.query(`SELECT vendor_id, location_id FROM user_vendor WHERE user_id = $1 ORDER BY vendor_id`, [userId]);
  }

  /**
   * The context asked for, if the user may act in it (403 CONTEXT_NOT_ALLOWED otherwise); the default without a wish.
   * A member limited to one location acts in that location's context whenever it acts for the vendor.
   */
  async resolve(user: User, wanted: Partial<SessionContext>, m: EntityManager = this.db.manager): Promise<SessionContext> {
    const memberships = user.role === UserRole.ADMIN ? undefined : await this.membershipsOf(user.id, m);
    const membership = (vendorId: number) => memberships?.find((r) => r.vendor_id === vendorId);
    const allowed = (vendorId: number) => !memberships || membership(vendorId) !== undefined;

    if (wanted.locationId) {
      const [location]: { vendor_id: number }[] = await m.query(`SELECT vendor_id FROM location WHERE id = $1`, [wanted.locationId]);
      // An unknown location answers like a foreign one: nothing about other vendors leaks.
      const limit = location ? membership(location.vendor_id)?.location_id : undefined;
      if (
        !location ||
        !allowed(location.vendor_id) ||
        (limit !== undefined && limit !== null && limit !== wanted.locationId) ||
        (wanted.vendorId && wanted.vendorId !== location.vendor_id)
      ) {
        throw UsersErrors.locationNotAllowed(wanted.locationId);
      }
      return { vendorId: location.vendor_id, locationId: wanted.locationId };
    }
    if (wanted.vendorId) {
      const [vendor] = await m.query<{ id: number }[]>(`SELECT id FROM vendor WHERE id = $1`, [wanted.vendorId]);
      if (!vendor || !allowed(wanted.vendorId)) throw UsersErrors.vendorNotAllowed(wanted.vendorId);
      return { vendorId: wanted.vendorId, locationId: membership(wanted.vendorId)?.location_id ?? null };
    }
    const first = memberships?.[0];
    return { vendorId: first?.vendor_id ?? null, locationId: first?.location_id ?? null };
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
