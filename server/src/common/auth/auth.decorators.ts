import { applyDecorators, createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiBearerAuth, ApiSecurity } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import { UserRole, VendorUserRole } from '../enums.js';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator.js';
import { ErrorType } from '../errors/error-type.js';
import type { ApiKeyPrincipal, AuthUser } from './auth-user.js';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';
export const NEEDS_API_KEY = 'auth:apiKey';
export const VENDOR_ROLES = 'auth:vendorRoles';
export const API_KEY_HEADER = 'x-api-key';

/** Anyone may call the route; a valid bearer token, if sent, is still read. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/** A bearer token with one of these roles (ADMIN passes every role check). */
export const Roles = (...roles: UserRole[]) =>
  applyDecorators(SetMetadata(ROLES, roles), ApiBearerAuth(), ApiErrorResponses(ErrorType.UNAUTHENTICATED, ErrorType.FORBIDDEN));

/**
 * A VENDOR caller also needs one of these roles in the vendor of its context (user_vendor.role, read on each call);
 * STAFF may sell but not set up the season (issue 16). ADMIN passes. Use with @Roles, which documents the 403. Every
 * route a VENDOR may call says which vendor roles may (test/e2e/vendor-scope checks it): OWNER alone, or
 * @VendorRoles(...ANY_VENDOR_ROLE) for the day's work (bookings, counter sales, customers), which costs no lookup.
 */
export const VendorRoles = (...roles: VendorUserRole[]) => SetMetadata(VENDOR_ROLES, roles);
/** Both vendor roles: OWNER and STAFF. */
export const ANY_VENDOR_ROLE: readonly VendorUserRole[] = Object.values(VendorUserRole);

/** The mobile app's or a lock device's API key in the `x-api-key` header. */
export const ApiKeyAuth = () =>
  applyDecorators(SetMetadata(NEEDS_API_KEY, true), ApiSecurity('api-key'), ApiErrorResponses(ErrorType.INVALID_API_KEY));

/** The authenticated caller (undefined on a public route called without a token). */
export const CurrentUser = createParamDecorator((_: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return (ctx.switchToHttp().getRequest<FastifyRequest>() as FastifyRequest & { user?: AuthUser }).user;
});

/** The API key's owner on an @ApiKeyAuth() route. */
export const CurrentApiKey = createParamDecorator((_: unknown, ctx: ExecutionContext): ApiKeyPrincipal | undefined => {
  return (ctx.switchToHttp().getRequest<FastifyRequest>() as FastifyRequest & { apiKey?: ApiKeyPrincipal }).apiKey;
});
