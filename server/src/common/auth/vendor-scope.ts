import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { UserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import type { AuthUser } from './auth-user.js';

/**
 * Vendor scoping, the one mechanism every vendor route uses: a VENDOR sees only its current vendor's objects;
 * an ADMIN sees all, or one vendor's when acting in a vendor context. Another vendor's object answers the same
 * 404 as a missing one, so nothing leaks.
 *
 * A location context (a token with `locationId`, from context/location, a login with locationId, or admin/token)
 * narrows this further to that location: objects of another location of the same vendor are the same 404, and
 * nothing is created there. Objects of the whole vendor (the vendor itself, its files, extras without a location, a
 * document without a booking, a booking without chairs yet) stay visible, but only the vendor context changes them
 * (assertVendorContext: 403 FORBIDDEN). Where an object stands:
 *  - its location column (location.id, section.locationId, extra.locationId);
 *  - a section's location for what hangs off a section (rows, chairs, prices): sectionLocation('price.sectionId');
 *  - a booking stands where its chairs stand (bookingAtLocation): visible in a location context when one of its chair
 *    bookings is at that location, or while it has no chair booking at all (an empty cart the office just opened).
 */

/** The vendor id the caller is limited to, or null when the caller may see every vendor. */
export function vendorScopeOf(user: AuthUser): number | null {
  if (user.role === UserRole.ADMIN) return user.vendorId ?? null;
  if (user.vendorId === null || user.vendorId === undefined) {
    throw new DomainError(ErrorType.FORBIDDEN, 'Choose a vendor context first (POST /features/users/context/vendor)', {});
  }
  return user.vendorId;
}

/** The location the caller is limited to (a location context), or null in a vendor context (and for an ADMIN without one). */
export function locationScopeOf(user: AuthUser): number | null {
  return user.locationId ?? null;
}

/** How a list query finds where its objects stand (see the file's comment); without it, objects count as vendor-wide. */
export interface LocationScope {
  /** SQL (`alias.property`) of the object's location id, e.g. 'section.locationId' or sectionLocation('price.sectionId'). */
  locationColumn?: string;
  /** SQL of the object's booking id (the booking is the object, or it belongs to one): bookingAtLocation decides. */
  bookingColumn?: string;
  /** A NULL location (or booking) column marks an object of the whole vendor, visible in every location context. */
  vendorWideWhenNull?: boolean;
}

/** The location id of a section (for objects that name their section), as an SQL expression. */
export const sectionLocation = (sectionIdColumn: string) =>
  `(SELECT scope_s.location_id FROM section scope_s WHERE scope_s.id = ${sectionIdColumn})`;

/**
 * Whether the booking `bookingIdColumn` stands at the location `locationParam`: one of its chair bookings is there, or it
 * has none yet. An SQL condition; the aliases are prefixed so they meet no alias of the surrounding query.
 */
export const bookingAtLocation = (bookingIdColumn: string, locationParam = ':scopeLocationId') =>
  `(EXISTS (SELECT 1 FROM beach_chair_booking scope_cb JOIN beach_chair scope_c ON scope_c.id = scope_cb.beach_chair_id ` +
  `JOIN section scope_s ON scope_s.id = scope_c.section_id WHERE scope_cb.booking_id = ${bookingIdColumn} AND scope_s.location_id = ${locationParam}) ` +
  `OR NOT EXISTS (SELECT 1 FROM beach_chair_booking scope_cb0 WHERE scope_cb0.booking_id = ${bookingIdColumn}))`;

/** The SQL condition of a LocationScope for the location `:scopeLocationId`. */
function locationCondition(scope: LocationScope): string | undefined {
  const parts: string[] = [];
  if (scope.locationColumn) {
    parts.push(
      scope.vendorWideWhenNull
        ? `(${scope.locationColumn} IS NULL OR ${scope.locationColumn} = :scopeLocationId)`
        : `${scope.locationColumn} = :scopeLocationId`,
    );
  }
  if (scope.bookingColumn) {
    const atLocation = bookingAtLocation(scope.bookingColumn);
    parts.push(scope.vendorWideWhenNull ? `(${scope.bookingColumn} IS NULL OR ${atLocation})` : atLocation);
  }
  return parts.length ? parts.join(' AND ') : undefined;
}

/**
 * Limits a query to the caller's vendor (`vendorColumn`, e.g. 'location.vendorId') and, in a location context, to
 * the objects standing at that location (`location`: how the query knows where an object stands).
 */
export function scopeQuery<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  vendorColumn: string,
  user: AuthUser,
  location?: LocationScope,
): SelectQueryBuilder<E> {
  const vendorId = vendorScopeOf(user);
  if (vendorId !== null) qb.andWhere(`${vendorColumn} = :scopeVendorId`, { scopeVendorId: vendorId });
  const locationId = locationScopeOf(user);
  const condition = location && locationCondition(location);
  if (locationId !== null && condition) qb.andWhere(condition, { scopeLocationId: locationId });
  return qb;
}

/**
 * Where an object stands, for assertInScope: a location id; null for an object of the whole vendor; the locations of
 * a booking's chairs (none yet: the whole vendor's); undefined where the object has no location at all (a vendor).
 */
export type ObjectLocation = number | null | readonly number[] | undefined;

const atLocation = (objectLocation: ObjectLocation, locationId: number): boolean => {
  if (objectLocation === undefined || objectLocation === null) return true;
  if (typeof objectLocation === 'number') return objectLocation === locationId;
  return objectLocation.length === 0 || objectLocation.includes(locationId);
};

/**
 * Throws ENTITY_NOT_FOUND unless the object (whose vendor is `objectVendorId`) is in the caller's scope; in a location
 * context the object must also stand at that location (`objectLocation`, see ObjectLocation) or belong to the whole vendor.
 */
export function assertInScope(
  user: AuthUser,
  objectVendorId: number | null | undefined,
  entity: string,
  id: number | string,
  objectLocation?: ObjectLocation,
): void {
  const vendorId = vendorScopeOf(user);
  const locationId = locationScopeOf(user);
  if ((vendorId !== null && objectVendorId !== vendorId) || (locationId !== null && !atLocation(objectLocation, locationId))) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });
  }
}

/**
 * A change of something that belongs to the whole vendor (its settings, locations, files, extras without a location…):
 * refused in a location context with 403 FORBIDDEN. A location context reads such objects but changes only its own
 * location's.
 */
export function assertVendorContext(user: AuthUser, what: string): void {
  const locationId = locationScopeOf(user);
  if (locationId !== null) {
    throw new DomainError(
      ErrorType.FORBIDDEN,
      `${what} needs the vendor context (POST /features/users/context/vendor); location context ${locationId} changes only its location's objects`,
      { locationId },
    );
  }
}

/**
 * The location a route's optional location filter (e.g. `?locationId=`) comes to for the caller: the caller's own in a
 * location context (naming another is the same 404 as an unknown location), else the one asked for, or null for all.
 */
export function scopedLocationId(user: AuthUser, requested: number | null | undefined): number | null {
  const locationId = locationScopeOf(user);
  if (locationId === null) return requested ?? null;
  if (requested !== undefined && requested !== null && requested !== locationId) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Location ${requested} not found`, { entity: 'Location', id: requested });
  }
  return locationId;
}

/** One object by id through a query limited to the caller's scope: a missing and a foreign object are the same 404. */
export async function findOneInScope<E extends ObjectLiteral>(
  qb: SelectQueryBuilder<E>,
  vendorColumn: string,
  user: AuthUser,
  entity: string,
  id: number | string,
  location?: LocationScope,
): Promise<E> {
  const found = await scopeQuery(qb, vendorColumn, user, location).getOne();
  if (!found) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });
  return found;
}
