import { ApiKeyKind, UserRole } from '../enums.js';

/** Who is calling, as read from the access token. */
export interface AuthUser {
  userId: number;
  role: UserRole;
  /** The vendor context the token acts in (VENDOR users always have one; ADMIN only when acting for a vendor). */
  vendorId: number | null;
  locationId: number | null;
  /** The sign-in session the token belongs to (set by the guard; absent where an AuthUser is made up, e.g. in jobs). */
  sessionId?: string;
}

/** The claims of an access token (HS256; iss, iat and exp are added by the signer). */
export interface AccessTokenClaims {
  sub: number;
  role: UserRole;
  vendorId: number | null;
  locationId: number | null;
  /** The user_session row; signing out or a password reset revokes it, and the token with it. */
  sid: string;
}

/** The machine client calling with an API key (`x-api-key`), as read from its row. */
export interface ApiKeyPrincipal {
  id: number;
  name: string;
  kind: ApiKeyKind;
  /** The vendor the key is limited to; null for a platform-wide key. */
  vendorId: number | null;
}
