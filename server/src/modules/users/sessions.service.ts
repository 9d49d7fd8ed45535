import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { UserRole } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { AccessTokens, SignedAccessToken } from './access-tokens.service.js';
import { AuditTrail } from './audit-trail.service.js';
import type { ClientInfo } from './client-info.decorator.js';
import { AdminTokenQueryDto, LoginDto, SessionDto, toSessionDto } from './dto/session.dto.js';
import { User } from './entities/user.entity.js';
import { FailedLogins } from './failed-logins.service.js';
import { hashPassword, verifyPassword } from './password.js';
import { IssuedRefreshToken, RefreshTokens } from './refresh-tokens.service.js';
import { SessionContext, UserContextService } from './user-context.service.js';
import { UserSessions } from './user-sessions.service.js';
import { UsersErrors } from './users.errors.js';

/**
 * Signing in and out, refreshing, switching context, and the admin's vendor token. Every login starts a session
 * (UserSessions); each access token names it, and the refresh tokens of a loginWithRefresh are its family.
 */
@Injectable()
export class SessionsService {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly db: DataSource,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly contexts: UserContextService,
    private readonly audit: AuditTrail,
    private readonly sessions: UserSessions,
    private readonly failedLogins: FailedLogins,
    private readonly config: AppConfig,
  ) {}

  /** `login` (withRefresh false): an access token only. `loginWithRefresh`: a refresh token as well. */
  async login(dto: LoginDto, withRefresh: boolean, client: ClientInfo): Promise<SessionDto> {
    await this.failedLogins.attempt(dto.email);
    const user = await this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = :email', { email: dto.email }).getOne();
    // An unknown address costs a hash as well, so the answer time does not tell which addresses have accounts.
    const valid = await verifyPassword(dto.password, user?.passwordHash ?? (await this.dummy()));
    if (!user || !valid) throw UsersErrors.invalidCredentials();
    await this.failedLogins.succeeded(dto.email);
    if (!user.confirmedAt) throw UsersErrors.emailNotConfirmed(user.email);
    const { context, sessionId, refresh } = await this.db.transaction(async (m) => {
      const context = await this.contexts.resolve(user, { vendorId: dto.vendorId, locationId: dto.locationId }, m);
      await this.auditAdminContext(m, user, context, client);
      // A short session ends with its access token; a long one when its refresh tokens must end at the latest.
      const ttl = withRefresh ? this.config.REFRESH_TOKEN_ABSOLUTE_TTL_SECONDS : this.config.JWT_ACCESS_TTL_SECONDS;
      const end = new Date(Date.now() + ttl * 1000);
      const sessionId = await this.sessions.start(m, user.id, end);
      const refresh = withRefresh
        ? await this.refreshTokens.issue(m, user.id, context, { familyId: sessionId, familyExpiresAt: end })
        : undefined;
      return { context, sessionId, refresh };
    });
    return this.answer(user, context, sessionId, refresh);
  }

  /** Spends the refresh token and answers the next pair, in the same context if the user still belongs to it. */
  async refresh(refreshToken: string): Promise<SessionDto> {
    const result = await this.db.transaction(async (m) => {
      const spent = await this.refreshTokens.spend(m, refreshToken);
      if (spent instanceof DomainError) return spent;
      const user = await m.findOneByOrFail(User, { id: spent.userId });
      const context = await this.contexts.revalidate(user, spent, m);
      return { user, context, familyId: spent.familyId, next: await this.refreshTokens.issue(m, user.id, context, spent) };
    });
    if (result instanceof DomainError) throw result;
    return this.answer(result.user, result.context, result.familyId, result.next);
  }

  /** context/vendor and context/location: a new access token in the context (and the refresh token rotated into it). */
  async switchContext(
    caller: AuthUser,
    wanted: Partial<SessionContext>,
    refreshToken: string | undefined,
    client: ClientInfo,
  ): Promise<SessionDto> {
    const result = await this.db.transaction(async (m) => {
      const user = await this.currentUser(m, caller);
      const context = await this.contexts.resolve(user, wanted, m);
      let next: IssuedRefreshToken | undefined;
      // The new token stays in the caller's session, or joins the session of the refresh token rotated with it.
      let sessionId = callerSession(caller);
      if (refreshToken) {
        const spent = await this.refreshTokens.spend(m, refreshToken, user.id);
        if (spent instanceof DomainError) return spent;
        next = await this.refreshTokens.issue(m, user.id, context, spent);
        sessionId = spent.familyId;
      }
      await this.auditAdminContext(m, user, context, client);
      return { user, context, sessionId, next };
    });
    if (result instanceof DomainError) throw result;
    return this.answer(result.user, result.context, result.sessionId, result.next);
  }

  /** admin/token: an access token of the calling ADMIN acting in a vendor's context, recorded in audit_log. */
  async adminToken(caller: AuthUser, query: AdminTokenQueryDto, client: ClientInfo): Promise<SessionDto> {
    return this.db.transaction(async (m) => {
      const admin = await this.currentUser(m, caller);
      const [vendor] = await m.query<{ id: number }[]>(`SELECT id FROM vendor WHERE id = $1`, [query.vendorId]);
      assertFound(vendor, 'Vendor', query.vendorId);
      const context = await this.contexts.resolve(admin, { vendorId: query.vendorId, locationId: query.locationId }, m);
      // In the admin's own session: signing out ends the vendor-context tokens it handed out too.
      const access = await this.signIn(m, admin, context, callerSession(caller));
      await this.audit.record(
        {
          actorUserId: admin.id,
          action: 'ADMIN_TOKEN',
          targetType: 'vendor',
          targetId: query.vendorId,
          details: { ...context, accessTokenExpiresAt: access.expiresAt.toISOString(), ...client },
        },
        m,
      );
      return toSessionDto(admin, [], context, access);
    });
  }

  /** An ADMIN entering a vendor's context (at login or by a switch) is written to the audit log, like admin/token. */
  private async auditAdminContext(m: EntityManager, user: User, context: SessionContext, client: ClientInfo): Promise<void> {
    if (user.role !== UserRole.ADMIN || context.vendorId === null) return;
    const details = { ...context, ...client };
    await this.audit.record(
      { actorUserId: user.id, action: 'ADMIN_CONTEXT_SWITCH', targetType: 'vendor', targetId: context.vendorId, details },
      m,
    );
  }

  /** logout: ends the caller's session; its access tokens (and refresh tokens, if any) stop working at once. */
  async logout(caller: AuthUser): Promise<void> {
    await this.db.transaction((m) => this.sessions.end(m, callerSession(caller)));
  }

  private async answer(user: User, context: SessionContext, sessionId: string, refresh?: IssuedRefreshToken): Promise<SessionDto> {
    const admin = user.role === UserRole.ADMIN;
    const vendorIds = admin ? [] : await this.contexts.vendorIdsOf(user.id);
    const vendorRole = admin ? null : await this.contexts.vendorRoleOf(user.id, context.vendorId);
    const access = await this.signIn(this.db.manager, user, context, sessionId);
    return toSessionDto(user, vendorIds, context, access, refresh, vendorRole);
  }

  /** An access token in the session, whose recorded end then covers the token's. */
  private async signIn(m: EntityManager, user: User, context: SessionContext, sessionId: string): Promise<SignedAccessToken> {
    const access = await this.accessTokens.sign(user, context, sessionId);
    await this.sessions.cover(m, sessionId, access.expiresAt);
    return access;
  }

  /** The caller's row: a token of a deleted user signs nothing new. */
  private async currentUser(m: EntityManager, caller: AuthUser): Promise<User> {
    const user = await m.findOneBy(User, { id: caller.userId });
    if (!user) throw new DomainError(ErrorType.UNAUTHENTICATED, 'The access token belongs to no user');
    return user;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= hashPassword('not-a-password-of-anybody');
    return this.dummyHash;
  }
}

/** The session of the caller's access token (the guard sets it on every bearer call). */
function callerSession(caller: AuthUser): string {
  if (!caller.sessionId) throw new DomainError(ErrorType.UNAUTHENTICATED, 'The access token names no session; sign in again');
  return caller.sessionId;
}
