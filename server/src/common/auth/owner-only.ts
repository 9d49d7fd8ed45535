import { applyDecorators, CanActivate, ExecutionContext, Injectable, UseGuards } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { UserRole, VendorUserRole } from '../enums.js';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';

/**
 * Refuses a VENDOR user whose membership in the vendor of its context is STAFF (403 FORBIDDEN): staff sell and book,
 * but do not change the vendor's set-up (prices, extras, locations, locks, staff, keys). Read per call, not from the
 * token, so an owner's change of the role takes effect at once. ADMINs and OWNERs pass.
 */
@Injectable()
export class OwnerOnlyGuard implements CanActivate {
  constructor(private readonly db: DataSource) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const user = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser }>().user;
    if (!user || user.role !== UserRole.VENDOR || user.vendorId === null) return true;
    const [membership] = await this.db.query<{ role: VendorUserRole }[]>(
      `SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`,
      [user.userId, user.vendorId],
    );
    if (membership?.role === VendorUserRole.STAFF) {
      throw new DomainError(ErrorType.FORBIDDEN, `Staff of vendor ${user.vendorId} may not change this; an owner may`, {
        vendorRole: VendorUserRole.STAFF,
      });
    }
    return true;
  }
}

/** A route only a vendor's OWNER (or an ADMIN) may call: STAFF get 403 (after the global AuthGuard's role check). */
export const OwnerOnly = () => applyDecorators(UseGuards(OwnerOnlyGuard), ApiErrorResponses(ErrorType.FORBIDDEN));
