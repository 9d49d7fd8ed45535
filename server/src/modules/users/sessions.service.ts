import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { UserRole } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AccessTokens } from './access-tokens.service.js';
import { AuditTrail } from './audit-trail.service.js';
import type { ClientInfo } from './client-info.decorator.js';
import { AdminTokenQueryDto, LoginDto, SessionDto, toSessionDto } from './dto/session.dto.js';
import { User } from './entities/user.entity.js';
import { hashPassword, verifyPassword } from './password.js';
import { IssuedRefreshToken, RefreshTokens } from './refresh-tokens.service.js';
import { SessionContext, UserContextService } from './user-context.service.js';
import { UsersErrors } from './users.errors.js';

/** Signing in, refreshing, switching context, and the admin's vendor token. */
@Injectable()
export class SessionsService {
  private dummyHash?: Promise<string>;

  constructor(
    private readonly db: DataSource,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly contexts: UserContextService,
    private readonly audit: AuditTrail,
  ) {}

  /** `login` (withRefresh false): an access token only. `loginWithRefresh`: a refresh token as well. */
  async login(dto: LoginDto, withRefresh: boolean, client: ClientInfo): Promise<SessionDto> {
    const user = await this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = :email', { email: dto.email }).getOne();
    // An unknown address costs a hash as well, so the answer time does not tell which addresses have accounts.
    const valid = await verifyPassword(dto.password, user?.passwordHash ?? (await this.dummy()));
    if (!user || !valid) throw UsersErrors.invalidCredentials();
    if (!user.confirmedAt) throw UsersErrors.emailNotConfirmed(user.email);
    const { context, refresh } = await this.db.transaction(async (m) => {
      const context = await this.contexts.resolve(user, { vendorId: dto.vendorId, locationId: dto.locationId }, m);
      await this.auditAdminContext(m, user, context, client);
      return { context, refresh: withRefresh ? await this.refreshTokens.issue(m, user.id, context) : undefined };
    });
    return this.answer(user, context, refresh);
  }

  /** Spends the refresh token and answers the next pair, in the same context if the user still belongs to it. */
  async refresh(refreshToken: string): Promise<SessionDto> {
    const result = await this.db.transaction(async (m) => {
      const spent = await this.refreshTokens.spend(m, refreshToken);
      if (spent instanceof DomainError) return spent;
      const user = await m.findOneByOrFail(User, { id: spent.userId });
      const context = await this.contexts.revalidate(user, spent, m);
      return { user, context, next: await this.refreshTokens.issue(m, user.id, context, spent) };
    });
    if (result instanceof DomainError) throw result;
    return this.answer(result.user, result.context, result.next);
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
      if (refreshToken) {
        const spent = await this.refreshTokens.spend(m, refreshToken, user.id);
        if (spent instanceof DomainError) return spent;
        next = await this.refreshTokens.issue(m, user.id, context, spent);
      }
      await this.auditAdminContext(m, user, context, client);
      return { user, context, next };
    });
    if (result instanceof DomainError) throw result;
    return this.answer(result.user, result.context, result.next);
  }

  /** admin/token: an access token of the calling ADMIN acting in a vendor's context, recorded in audit_log. */
  async adminToken(caller: AuthUser, query: AdminTokenQueryDto, client: ClientInfo): Promise<SessionDto> {
    return this.db.transaction(async (m) => {
      const admin = await this.currentUser(m, caller);
      const [vendor] = await m.query(`SELECT id FROM vendor WHERE id = $1`, [query.vendorId]);
      assertFound(vendor, 'Vendor', query.vendorId);
      const context = await this.contexts.resolve(admin, { vendorId: query.vendorId, locationId: query.locationId }, m);
      const access = await this.accessTokens.sign(admin, context);
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
    await this.audit.record({ actorUserId: user.id, action: 'ADMIN_CONTEXT_SWITCH', targetType: 'vendor', targetId: context.vendorId, details }, m);
  }

  private async answer(user: User, context: SessionContext, refresh?: IssuedRefreshToken): Promise<SessionDto> {
    const vendorIds = user.role === UserRole.ADMIN ? [] : await this.contexts.vendorIdsOf(user.id);
    return toSessionDto(user, vendorIds, context, await this.accessTokens.sign(user, context), refresh);
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
