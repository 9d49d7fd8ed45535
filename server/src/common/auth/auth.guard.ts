import { CanActivate, ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import type { FastifyRequest } from 'fastify';
import { UserRole } from '../enums.js';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import { ApiKeyVerifier } from './api-key.verifier.js';
import { API_KEY_HEADER, IS_PUBLIC, NEEDS_API_KEY, ROLES } from './auth.decorators.js';
import type { AccessTokenClaims, ApiKeyPrincipal, AuthUser } from './auth-user.js';

/** Global guard: every route needs a bearer token unless marked @Public() or @ApiKeyAuth(). */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly jwt: JwtService,
    private readonly apiKeys: ApiKeyVerifier,
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
    return true;
  }

  private async verify(token: string, lenient: boolean): Promise<AuthUser | undefined> {
    try {
      const claims = await this.jwt.verifyAsync<AccessTokenClaims & object>(token);
      return { userId: claims.sub, role: claims.role, vendorId: claims.vendorId ?? null, locationId: claims.locationId ?? null };
    } catch {
      if (lenient) return undefined;
      throw new DomainError(ErrorType.UNAUTHENTICATED, 'The access token is invalid or expired');
    }
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header?.startsWith('Bearer ')) return undefined;
  return header.slice(7).trim() || undefined;
}
