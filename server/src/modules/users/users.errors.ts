import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { UserTokenKind } from '../../common/enums.js';

/** The domain errors of accounts and sessions, built in one place so their payloads stay the same. */
export const UsersErrors = {
  invalidCredentials: () => new DomainError(ErrorType.INVALID_CREDENTIALS, 'Wrong e-mail address or password'),
  emailNotConfirmed: (email: string) =>
    new DomainError(ErrorType.EMAIL_NOT_CONFIRMED, 'Confirm the e-mail address first (see the confirmation mail)', { email }),
  tokenInvalid: (kind: UserTokenKind) => new DomainError(ErrorType.TOKEN_INVALID, 'The token is not valid', { kind }),
  tokenExpired: (kind: UserTokenKind) => new DomainError(ErrorType.TOKEN_EXPIRED, 'The token has expired; ask for a new mail', { kind }),
  tokenUsed: (kind: UserTokenKind) => new DomainError(ErrorType.TOKEN_ALREADY_USED, 'The token was used already', { kind }),
  refreshInvalid: () => new DomainError(ErrorType.REFRESH_TOKEN_INVALID, 'The refresh token is not valid; sign in again'),
  refreshExpired: () => new DomainError(ErrorType.REFRESH_TOKEN_EXPIRED, 'The session has expired; sign in again'),
  refreshReused: () =>
    new DomainError(ErrorType.REFRESH_TOKEN_REUSED, 'The refresh token was used before; the session is revoked, sign in again'),
  vendorNotAllowed: (vendorId: number) =>
    new DomainError(ErrorType.CONTEXT_NOT_ALLOWED, `You do not belong to vendor ${vendorId}`, { vendorId }),
  locationNotAllowed: (locationId: number) =>
    new DomainError(ErrorType.CONTEXT_NOT_ALLOWED, `Location ${locationId} is not one of your vendors'`, { locationId }),
};
