import { Injectable, Logger } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertVendorContext, scopeQuery, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { Language, UserRole, UserTokenKind, VendorUserRole } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { mapPage, Page, paginate } from '../../common/list/list.js';
import { AppConfig } from '../../config/app-config.js';
import { VENDOR_USERS_LOCK, xactLockSql } from '../../infra/database/advisory-locks.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { MailTemplate } from '../../infra/mail/mail.types.js';
import { AuditTrail } from './audit-trail.service.js';
import { AddedVendorUserDto, AddVendorUserDto, toVendorUserDto, UpdateVendorUserDto, VendorUserDto } from './dto/vendor-user.dto.js';
import { UserVendor } from './entities/user-vendor.entity.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password.js';
import { randomToken } from './secrets.js';
import { UserSessions } from './user-sessions.service.js';
import { IssuedUserToken, UserTokens } from './user-tokens.service.js';

const forbidden = (message: string, payload = {}) => new DomainError(ErrorType.FORBIDDEN, message, payload);
// The office names this refusal (payload reason LAST_OWNER) instead of the catalogue's general 403 text.
const lastOwner = (userId: number, vendorId: number) =>
  forbidden(`User ${userId} is the last owner of vendor ${vendorId}; add another owner first`, { reason: 'LAST_OWNER' });

/**
 * /features/users/vendor-users: an OWNER of the vendor in the caller's context (or an ADMIN acting in it) adds users to
 * the vendor, as OWNER or STAFF and optionally limited to one location, lists and removes them. An address without an
 * account gets a new unconfirmed account and a mailed link to choose its password (the password-reset token flow).
 * Every change is written to audit_log; changes lock the vendor's memberships, so the last owner always stays.
 */
@Injectable()
export class VendorUsersService {
  private readonly logger = new Logger('VendorUsers');

  constructor(
    private readonly db: DataSource,
    private readonly userTokens: UserTokens,
    private readonly sessions: UserSessions,
    private readonly mail: MailService,
    private readonly audit: AuditTrail,
    private readonly config: AppConfig,
  ) {}

  /** The vendor's users; in a location context those of the whole vendor and of that location. */
  async list(caller: AuthUser, query: ListQueryDto): Promise<Page<VendorUserDto>> {
    await this.ownedVendor(caller, this.db.manager);
    const qb = this.db.getRepository(UserVendor).createQueryBuilder('member').innerJoinAndSelect('member.user', 'user');
    scopeQuery(qb, 'member.vendorId', caller, { locationColumn: 'member.locationId', vendorWideWhenNull: true });
    const page = await paginate(qb, query, {
      orderBy: {
        userId: 'member.userId',
        email: 'user.email',
        role: 'member.role',
        locationId: 'member.locationId',
        addedAt: 'member.createdAt',
      },
      defaultOrderBy: 'email',
      search: ['user.email', 'user.firstName', 'user.lastName'],
      filters: {
        userId: { column: 'member.userId', type: 'int' },
        role: { column: 'member.role', type: 'string' },
        locationId: { column: 'member.locationId', type: 'int' },
        confirmed: { column: '(user.confirmedAt IS NOT NULL)', type: 'bool' },
      },
    });
    return mapPage(page, toVendorUserDto);
  }

  /**
   * Adds the account of `dto.email` (created and invited when there is none) to the vendor. The same user twice is a
   * 409 DUPLICATE_ENTITY (PUT changes the role or location).
   */
  async add(caller: AuthUser, dto: AddVendorUserDto): Promise<AddedVendorUserDto> {
    const role = dto.role ?? VendorUserRole.STAFF;
    const locationId = dto.locationId ?? null;
    if (role === VendorUserRole.OWNER && locationId !== null) {
      throw new DomainError(ErrorType.INVALID_INPUT, 'locationId: an OWNER acts for the whole vendor; leave locationId out', {
        field: 'locationId',
      });
    }
    // Hashed outside the transaction (scrypt takes a while): the password of a new account, which nobody knows.
    const unusablePasswordHash = await hashPassword(randomToken());
    const { vendorId, user, invitation, vendorName } = await this.db.transaction(async (m) => {
      const vendorId = await this.ownedVendor(caller, m, "Managing the vendor's users");
      if (locationId !== null) await this.assertVendorLocation(m, vendorId, locationId);
      let user = await this.findByEmail(m, dto.email);
      let invitation: IssuedUserToken | undefined;
      if (user?.role === UserRole.ADMIN) {
        throw new DomainError(ErrorType.INVALID_INPUT, 'email: an administrator acts for every vendor already', { field: 'email' });
      }
      if (!user) {
        await m.query(
          `INSERT INTO app_user (email, password_hash, role, first_name, last_name, language)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING`,
          [dto.email, unusablePasswordHash, UserRole.VENDOR, dto.firstName ?? null, dto.lastName ?? null, dto.language ?? Language.DE],
        );
        user = assertFound(await this.findByEmail(m, dto.email), 'User', dto.email);
        // The link of a password reset, as long-lived as a confirmation link; choosing the password confirms the address.
        invitation = await this.userTokens.issue(m, user.id, UserTokenKind.RESET_PASSWORD, this.config.EMAIL_CONFIRM_TOKEN_TTL_SECONDS);
      }
      const added: unknown[] = await m.query(
        `INSERT INTO user_vendor (user_id, vendor_id, role, location_id) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING user_id`,
        [user.id, vendorId, role, locationId],
      );
      if (!added.length) {
        throw new DomainError(ErrorType.DUPLICATE_ENTITY, `${dto.email} is a user of vendor ${vendorId} already`, {
          entity: 'VendorUser',
          field: 'email',
          value: dto.email,
          id: user.id,
        });
      }
      await this.audit.record(
        {
          actorUserId: caller.userId,
          action: 'VENDOR_USER_ADDED',
          targetType: 'user',
          targetId: user.id,
          details: { vendorId, email: user.email, role, locationId, invited: invitation !== undefined },
        },
        m,
      );
      const [{ company_name: vendorName }]: { company_name: string }[] = await m.query(`SELECT company_name FROM vendor WHERE id = $1`, [
        vendorId,
      ]);
      return { vendorId, user, invitation, vendorName };
    });
    if (invitation) await this.invite(user, invitation, vendorName);
    return { ...(await this.member(vendorId, user.id)), invited: invitation !== undefined };
  }

  /**
   * Changes a member's role and/or location limit. The last OWNER stays an OWNER (403); a new location limit ends the
   * user's sessions (its tokens carry the old context); a role change counts at once (@VendorRoles reads it per call).
   */
  async update(caller: AuthUser, userId: number, dto: UpdateVendorUserDto): Promise<VendorUserDto> {
    const vendorId = await this.db.transaction(async (m) => {
      const vendorId = await this.ownedVendor(caller, m, "Managing the vendor's users");
      const [current] = await m.query<{ role: VendorUserRole; location_id: number | null }[]>(
        `SELECT role, location_id FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`,
        [userId, vendorId],
      );
      assertFound(current, 'VendorUser', userId);
      const role = dto.role ?? current.role;
      if (role === VendorUserRole.OWNER && dto.locationId != null) {
        throw new DomainError(ErrorType.INVALID_INPUT, 'locationId: an OWNER acts for the whole vendor; leave locationId out', {
          field: 'locationId',
        });
      }
      // Made OWNER: the location limit goes with the STAFF role.
      const locationId = role === VendorUserRole.OWNER ? null : dto.locationId === undefined ? current.location_id : dto.locationId;
      if (locationId !== null && locationId !== current.location_id) await this.assertVendorLocation(m, vendorId, locationId);
      if (current.role === VendorUserRole.OWNER && role !== VendorUserRole.OWNER) {
        const [{ others }] = await m.query<{ others: number }[]>(
          `SELECT count(*)::int AS others FROM user_vendor WHERE vendor_id = $1 AND role = 'OWNER' AND user_id <> $2`,
          [vendorId, userId],
        );
        if (others === 0) throw lastOwner(userId, vendorId);
      }
      await m.query(`UPDATE user_vendor SET role = $3, location_id = $4 WHERE user_id = $1 AND vendor_id = $2`, [
        userId,
        vendorId,
        role,
        locationId,
      ]);
      if (locationId !== current.location_id) await this.sessions.endAllOf(m, userId);
      await this.audit.record(
        {
          actorUserId: caller.userId,
          action: 'VENDOR_USER_CHANGED',
          targetType: 'user',
          targetId: userId,
          details: { vendorId, role, locationId, previousRole: current.role, previousLocationId: current.location_id },
        },
        m,
      );
      return vendorId;
    });
    return this.member(vendorId, userId);
  }

  /**
   * Removes the user from the vendor (the account stays) and ends every session of the user, so no token acts for the
   * vendor any more; the vendor's last OWNER cannot be removed (403).
   */
  async remove(caller: AuthUser, userId: number): Promise<void> {
    await this.db.transaction(async (m) => {
      const vendorId = await this.ownedVendor(caller, m, "Managing the vendor's users");
      // A DELETE … RETURNING answers [rows, count].
      const [[removed]] = await m.query<[{ role: VendorUserRole; location_id: number | null }[], number]>(
        `DELETE FROM user_vendor WHERE user_id = $1 AND vendor_id = $2 RETURNING role, location_id`,
        [userId, vendorId],
      );
      assertFound(removed, 'VendorUser', userId);
      if (removed.role === VendorUserRole.OWNER) {
        const [{ owners }] = await m.query<{ owners: number }[]>(
          `SELECT count(*)::int AS owners FROM user_vendor WHERE vendor_id = $1 AND role = 'OWNER'`,
          [vendorId],
        );
        if (owners === 0) throw lastOwner(userId, vendorId);
      }
      // Its access tokens may carry this vendor: every session ends (it signs in again, without this vendor).
      await this.sessions.endAllOf(m, userId);
      await this.audit.record(
        {
          actorUserId: caller.userId,
          action: 'VENDOR_USER_REMOVED',
          targetType: 'user',
          targetId: userId,
          details: { vendorId, role: removed.role, locationId: removed.location_id },
        },
        m,
      );
    });
  }

  /**
   * The vendor of the caller's context, if the caller may manage its users: an ADMIN, or a VENDOR whose membership
   * is OWNER (403 otherwise). A change (`change` names it) also needs the vendor context, not a location context,
   * and takes the vendor's membership lock for the rest of the transaction.
   */
  private async ownedVendor(caller: AuthUser, m: EntityManager, change?: string): Promise<number> {
    const vendorId = vendorScopeOf(caller);
    if (vendorId === null) throw forbidden('Choose a vendor context first (POST /features/users/context/vendor): users belong to a vendor');
    if (change) {
      assertVendorContext(caller, change);
      await m.query(`SELECT ${xactLockSql(VENDOR_USERS_LOCK, '$1')}`, [vendorId]);
    }
    if (caller.role === UserRole.ADMIN) return vendorId;
    const [membership] = await m.query<{ role: VendorUserRole }[]>(`SELECT role FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [
      caller.userId,
      vendorId,
    ]);
    if (membership?.role !== VendorUserRole.OWNER) throw forbidden(`Only an owner of vendor ${vendorId} manages its users`);
    return vendorId;
  }

  /** Another vendor's location is the same 404 as an unknown one. */
  private async assertVendorLocation(m: EntityManager, vendorId: number, locationId: number): Promise<void> {
    const [location] = await m.query<{ id: number }[]>(`SELECT id FROM location WHERE id = $1 AND vendor_id = $2`, [locationId, vendorId]);
    assertFound(location, 'Location', locationId);
  }

  private async member(vendorId: number, userId: number): Promise<VendorUserDto> {
    const member = await this.db
      .getRepository(UserVendor)
      .createQueryBuilder('member')
      .innerJoinAndSelect('member.user', 'user')
      .where('member.vendorId = :vendorId AND member.userId = :userId', { vendorId, userId })
      .getOne();
    return toVendorUserDto(assertFound(member, 'VendorUser', userId));
  }

  private findByEmail(m: EntityManager, email: string): Promise<User | null> {
    return m.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /**
   * The invitation: its own mail naming the vendor, with a password-reset token whose link opens the office's invitation page
   * (choosing the password confirms the address and signs the person in).
   */
  private async invite(user: User, invitation: IssuedUserToken, vendorName: string): Promise<void> {
    try {
      await this.mail.send({
        to: user.email,
        template: MailTemplate.STAFF_INVITATION,
        language: user.language,
        data: { firstName: user.firstName, vendorName, token: invitation.token, expiresAt: invitation.expiresAt.toISOString() },
        idempotencyKey: `invite-${invitation.id}`,
      });
    } catch (error) {
      // The user is added; a lost mail is made good by password/reset with the address.
      this.logger.error({ msg: 'invitation mail not queued', userId: user.id, error: (error as Error).message });
    }
  }
}
