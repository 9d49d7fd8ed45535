import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole, VendorUserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';
import { ANY_VENDOR_ROLE } from './auth.decorators.js';

/**
 * The vendor role (user_vendor.role) a route asks for with @VendorRoles, read on each call so that a demotion counts at
 * once: a VENDOR whose membership in its token's vendor has another role gets 403 FORBIDDEN (STAFF sell and serve, they
 * do not set up the season: prices, extras, locks, keys). An ADMIN passes. A token without a vendor context or without
 * a membership passes on to the route's own vendor scoping: login and the context switch take the vendor from the
 * memberships, so outside the tests such a token is one whose membership was removed minutes ago, and it keeps no more
 * than its vendor scope until it expires.
 */
@Injectable()
export class VendorRoleVerifier {
  constructor(private readonly db: DataSource) {}

  async assert(user: AuthUser, roles: VendorUserRole[]): Promise<void> {
    if (user.role === UserRole.ADMIN || user.vendorId === null || ANY_VENDOR_ROLE.every((role) => roles.includes(role))) return;
    const [membership] = await this.db.query<{ role: VendorUserRole }[]>(
      `SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`,
      [user.userId, user.vendorId],
    );
    if (membership && !roles.includes(membership.role)) {
      throw new DomainError(ErrorType.FORBIDDEN, `This call needs the vendor role ${roles.join(' or ')}`, { vendorRoles: roles });
    }
  }
}
