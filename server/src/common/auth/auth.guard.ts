import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { UserRole, VendorUserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER, readAccessClaims } from './access-token-claims.js';
import { ApiKeyVerifier } from './api-key.verifier.js';
import { API_KEY_HEADER, IS_PUBLIC, NEEDS_API_KEY, ROLES, VENDOR_ROLES } from './auth.decorators.js';
import type { ApiKeyPrincipal, AuthUser } from './auth-user.js';
import { SessionVerifier } from './session.verifier.js';
import { VendorRoleVerifier } from './vendor-role.verifier.js';

/** Global guard: every route needs a bearer token unless marked @Public() or @ApiKeyAuth(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly apiKeys: ApiKeyVerifier,
    private readonly sessions: SessionVerifier,
    private readonly vendorRoles: VendorRoleVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    const request = context.switchToHttp().getRequest<FastifyRequest & { user?: AuthUser; apiKey?: ApiKeyPrincipal }>();

    if (this.reflector.getAllAndOverride<boolean>(NEEDS_API_KEY, targets)) {
      const key = request.headers[API_KEY_HEADER];
      const principal = typeof key === 'string' ? await this.apiKeys.authenticate(key) : undefined;
      if (!principal) {
        throw new DomainError(ErrorType.INVALID_API_KEY, `A valid API key is required in the ${API_KEY_HEADER} header`, {
          header: API_KEY_HEADER,
        });
      }
      request.apiKey = principal;
      return true;
    }

    const isPublic = this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets);
    const token = bearerToken(request);
    if (!token) {
      if (isPublic) return true;
      throw new DomainError(ErrorType.UNAUTHENTICATED, 'A bearer access token is required');
    }
    request.user = await this.verify(token, isPublic);
    if (isPublic || !request.user) return true;

    const roles = this.reflector.getAllAndOverride<UserRole[]>(ROLES, targets);
    if (roles?.length && request.user.role !== UserRole.ADMIN && !roles.includes(request.user.role)) {
      throw new DomainError(ErrorType.FORBIDDEN, `This call needs the role ${roles.join(' or ')}`, { roles });
    }
    const vendorRoles = this.reflector.getAllAndOverride<VendorUserRole[]>(VENDOR_ROLES, targets);
    if (vendorRoles?.length) await this.vendorRoles.assert(request.user, vendorRoles);
    return true;
  }

  /** The token's user; a token that does not (or no longer) count is a 401, or no user at all on a public route. */
  private async verify(token: string, lenient: boolean): Promise<AuthUser | undefined> {
    const refuse = (message: string) => {
      if (lenient) return undefined;
      throw new DomainError(ErrorType.UNAUTHENTICATED, message);
    };
    let payload: unknown;
    try {
      // Pinned: a token signed with another algorithm (none, HS512, RS256 with our secret as "public key") is refused.
      payload = await this.jwt.verifyAsync(token, { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: ACCESS_TOKEN_ISSUER });
    } catch {
      return refuse('The access token is invalid or expired');
    }
    const claims = readAccessClaims(payload);
    if (typeof claims === 'string') return refuse(`The access token is invalid: ${claims}`);
    const problem = await this.sessions.problem(claims);
    if (problem) return refuse(problem);
    return { userId: claims.sub, role: claims.role, vendorId: claims.vendorId, locationId: claims.locationId, sessionId: claims.sid };
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}
