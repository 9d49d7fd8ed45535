import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { UserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';

/**
 * Vendor scoping, the one mechanism every vendor route uses: a VENDOR sees only its current vendor's objects;
 * an ADMIN sees all, or one vendor's when acting in a vendor context. Another vendor's object answers the same
 * 404 as a missing one, so nothing leaks.
 */

/** The vendor id the caller is limited to, or null when the caller may see every vendor. */
export function vendorScopeOf(user: AuthUser): number | null {
  if (user.role === UserRole.ADMIN) return user.vendorId ?? null;
  if (user.vendorId === null || user.vendorId === undefined) {
    throw new DomainError(ErrorType.FORBIDDEN, 'Choose a vendor context first (POST /features/users/context/vendor)', {});
  }
  return user.vendorId;
}

/** Limits a query to the caller's vendor; `vendorColumn` is e.g. 'location.vendorId'. */
export function scopeQuery<E extends ObjectLiteral>(qb: SelectQueryBuilder<E>, vendorColumn: string, user: AuthUser): SelectQueryBuilder<E> {
  const vendorId = vendorScopeOf(user);
  return vendorId === null ? qb : qb.andWhere(`${vendorColumn} = :scopeVendorId`, { scopeVendorId: vendorId });
}

/** Throws ENTITY_NOT_FOUND unless the object (whose vendor is `objectVendorId`) is in the caller's scope. */
export function assertInScope(user: AuthUser, objectVendorId: number | null | undefined, entity: string, id: number | string): void {
  const vendorId = vendorScopeOf(user);
  if (vendorId !== null && objectVendorId !== vendorId) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });
  }
}

/** One object by id through a query limited to the caller's vendor: a missing and a foreign object are the same 404. */
export async function findOneInScope<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  vendorColumn: string,
  user: AuthUser,
  entity: string,
  id: number | string,
): Promise<E> {
  const found = await scopeQuery(qb, vendorColumn, user).getOne();
  if (!found) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });
  return found;
}
