import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { UserRole, VendorUserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';

/**
 * The vendor role (user_vendor.role) a route asks for with @VendorRoles: read on each call, so a demotion counts at once.
 * An ADMIN passes; a VENDOR needs a membership with one of the roles in its token's vendor context (403 FORBIDDEN otherwise).
 */
@Injectable()
export class VendorRoleVerifier {
  constructor(private readonly db: DataSource) {}

  async assert(user: AuthUser, roles: VendorUserRole[]): Promise<void> {
    if (user.role === UserRole.ADMIN) return;
    if (user.vendorId === null) {
      throw new DomainError(ErrorType.FORBIDDEN, 'Choose a vendor context first (POST /features/users/context/vendor)', {});
    }
    const [membership] = await this.db.query<{ role: VendorUserRole }[]>(
      `SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`,
      [user.userId, user.vendorId],
    );
    if (!membership || !roles.includes(membership.role)) {
      throw new DomainError(ErrorType.FORBIDDEN, `This call needs the vendor role ${roles.join(' or ')}`, { vendorRoles: roles });
    }
  }
}
