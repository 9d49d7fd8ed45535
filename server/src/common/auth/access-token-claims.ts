import { UserRole } from '../enums.js';
import type { AccessTokenClaims } from './auth-user.js';

/** The only algorithm an access token may be signed or verified with. */
export const ACCESS_TOKEN_ALGORITHM = 'HS256';
export const ACCESS_TOKEN_ISSUER = 'strandkorb';

const MAX_INT4 = 2147483647;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const ROLES = new Set<unknown>(Object.values(UserRole));

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 1 && v <= MAX_INT4;
const isIdOrNull = (v: unknown): v is number | null => v === null || isId(v);

/**
 * The claims of a verified token, or why they do not make an access token. The signature proves who signed, not that
 * the payload is well formed: each claim is checked for its type, so a bad one is a 401 and never reaches a query.
 */
export function readAccessClaims(payload: unknown): AccessTokenClaims | string {
  if (typeof payload !== 'object' || payload === null || Array.isArray(payload)) return 'the payload is not an object';
  const p = payload as Record<string, unknown>;
  if (typeof p.exp !== 'number' || !Number.isFinite(p.exp)) return 'exp is missing';
  if (!isId(p.sub)) return 'sub is not a user id';
  if (!ROLES.has(p.role)) return 'role is not a role';
  if (!isIdOrNull(p.vendorId)) return 'vendorId is not an id or null';
  if (!isIdOrNull(p.locationId)) return 'locationId is not an id or null';
  if (typeof p.sid !== 'string' || !UUID.test(p.sid)) return 'sid is not a session id';
  return { sub: p.sub, role: p.role as UserRole, vendorId: p.vendorId, locationId: p.locationId, sid: p.sid };
}
