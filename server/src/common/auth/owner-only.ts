import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { UserRole, VendorUserRole } from '../enums.js';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';

/**
 * Refuses (403) a VENDOR user whose membership in the token's vendor is STAFF: staff sell and serve, they do not set
 * up the season (issue 16: no prices, locations, locks, staff or keys). Runs after the global AuthGuard.
 */
@Injectable()
export class OwnerOnlyGuard implements CanActivate {
  constructor(private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (!user || user.role !== UserRole.VENDOR || user.vendorId === null) return true;
    const rows: { role: VendorUserRole }[] = await this.db.query(`SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [
      user.userId,
      user.vendorId,
    ]);
    if (rows[0]?.role === VendorUserRole.STAFF) {
      throw new DomainError(ErrorType.FORBIDDEN, `Staff of vendor ${user.vendorId} may not change its set-up; ask an owner`, {
        vendorRole: VendorUserRole.STAFF,
      });
    }
    return true;
  }
}

/** The route (or every route of the controller) is for the vendor's owners (and ADMINs), not its STAFF. */
export const OwnerOnly = () => applyDecorators(UseGuards(OwnerOnlyGuard), ApiErrorResponses(ErrorType.FORBIDDEN));
