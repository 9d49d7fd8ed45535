import { BadRequestException, Injectable, Logger } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Language, UserRole, UserTokenKind } from '../../common/enums.js';
import { RateLimiter } from '../../common/rate-limit/rate-limiter.service.js';
import { passwordProblem } from '../../common/validation/password-policy.js';
import { MailService } from '../../infra/mail/mail.service.js';
import { MailTemplate } from '../../infra/mail/mail.types.js';
import { AccountConfirmedDto, MailAcceptedDto, PasswordConfirmDto, RegisterDto } from './dto/account.dto.js';
import { User } from './entities/user.entity.js';
import { hashPassword } from './password.js';
import { UserSessions } from './user-sessions.service.js';
import { UserTokens } from './user-tokens.service.js';

/**
 * Registration, e-mail confirmation and password reset. The calls that take an e-mail address answer the same
 * whether it has an account or not; what differs is only the mail that goes out.
 */
@Injectable()
export class AccountsService {
  private readonly logger = new Logger('Accounts');

  constructor(
    private readonly db: DataSource,
    private readonly userTokens: UserTokens,
    private readonly sessions: UserSessions,
    private readonly mail: MailService,
    private readonly limiter: RateLimiter,
  ) {}

  /** A new VENDOR account, unconfirmed; it belongs to no vendor until an administrator adds it to one. */
  async register(dto: RegisterDto): Promise<MailAcceptedDto> {
    // One mail per address and window (RATE_LIMIT_REGISTER_EMAIL), counted here: a request refused by validation costs nothing.
    await this.limiter.enforce('REGISTER_EMAIL', dto.email);
    // Hashed first, whether or not the address is taken, so the answer time tells nothing.
    const passwordHash = await hashPassword(dto.password);
    const existing = await this.findByEmail(dto.email);
    if (existing) {
      this.afterAnswer('account reminder', () => this.remind(existing));
      return { email: dto.email };
    }
    const inserted: { id: number }[] = await this.db.query(
      `INSERT INTO app_user (email, password_hash, role, first_name, last_name, language)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT ((lower(email))) DO NOTHING RETURNING id`,
      [dto.email, passwordHash, UserRole.VENDOR, dto.firstName ?? null, dto.lastName ?? null, dto.language ?? Language.DE],
    );
    const user = await this.findByEmail(dto.email);
    if (user && inserted.length) this.afterAnswer('confirmation mail', () => this.sendConfirmation(user));
    else if (user) this.afterAnswer('account reminder', () => this.remind(user)); // registered by a concurrent call a moment ago
    return { email: dto.email };
  }

  async confirm(token: string): Promise<AccountConfirmedDto> {
    return this.db.transaction(async (m) => {
      const userId = await this.userTokens.spend(m, token, UserTokenKind.CONFIRM_EMAIL);
      const [[user]]: [{ email: string }[]] = await m.query(
        `UPDATE app_user SET confirmed_at = coalesce(confirmed_at, now()), updated_at = now() WHERE id = $1 RETURNING email`,
        [userId],
      );
      return { email: user.email };
    });
  }

  async resendConfirmation(email: string): Promise<MailAcceptedDto> {
    const user = await this.findByEmail(email);
    if (user && !user.confirmedAt) this.afterAnswer('confirmation mail', () => this.sendConfirmation(user));
    return { email };
  }

  async requestPasswordReset(email: string): Promise<MailAcceptedDto> {
    const user = await this.findByEmail(email);
    if (user) this.afterAnswer('password-reset mail', () => this.sendPasswordReset(user));
    return { email };
  }

  /**
   * Work for a known address done after the answer: the answer then takes as long for an unknown address as for a
   * known one (the token and the queued mail cost ~10 ms). A failure is logged; the caller may simply ask again.
   */
  private afterAnswer(what: string, work: () => Promise<void>): void {
    setImmediate(() => {
      work().catch((error: Error) => this.logger.error({ msg: `${what} not sent`, error: error.message }));
    });
  }

  private sendPasswordReset(user: User): Promise<void> {
    return this.sendTokenMail(user, UserTokenKind.RESET_PASSWORD, MailTemplate.RESET_PASSWORD, 'reset');
  }

  private sendConfirmation(user: User): Promise<void> {
    return this.sendTokenMail(user, UserTokenKind.CONFIRM_EMAIL, MailTemplate.CONFIRM_EMAIL, 'confirm');
  }

  /** A new single-use token of `kind` (earlier ones stop working) and the mail with its link. */
  private async sendTokenMail(user: User, kind: UserTokenKind, template: MailTemplate, keyPrefix: string): Promise<void> {
    const issued = await this.db.transaction((m) => this.userTokens.issue(m, user.id, kind));
    await this.mail.send({
      to: user.email,
      template,
      language: user.language,
      data: { firstName: user.firstName, token: issued.token, expiresAt: issued.expiresAt.toISOString() },
      idempotencyKey: `${keyPrefix}-${issued.id}`,
    });
  }

  /** Sets the new password, confirms the address (the mail reached it) and signs the user out everywhere: every session ends, its access tokens with it. */
  async confirmPasswordReset(dto: PasswordConfirmDto): Promise<AccountConfirmedDto> {
    const passwordHash = await hashPassword(dto.password);
    return this.db.transaction(async (m) => {
      const userId = await this.userTokens.spend(m, dto.token, UserTokenKind.RESET_PASSWORD);
      const user = await m.findOneByOrFail(User, { id: userId });
      const problem = passwordProblem(dto.password, user.email);
      if (problem) throw new BadRequestException([`password must ${problem}`]);
      await m.query(
        `UPDATE app_user SET password_hash = $2, confirmed_at = coalesce(confirmed_at, now()), updated_at = now() WHERE id = $1`,
        [userId, passwordHash],
      );
      await this.sessions.endAllOf(m, userId);
      return { email: user.email };
    });
  }

  private findByEmail(email: string): Promise<User | null> {
    return this.db.getRepository(User).createQueryBuilder('u').where('lower(u.email) = lower(:email)', { email }).getOne();
  }

  /** Registering an address that has an account: a confirmed one gets a note, an unconfirmed one a new link. */
  private async remind(user: User): Promise<void> {
    if (!user.confirmedAt) return this.sendConfirmation(user);
    await this.mail.send({
      to: user.email,
      template: MailTemplate.ACCOUNT_EXISTS,
      language: user.language,
      data: { firstName: user.firstName },
    });
  }
}
