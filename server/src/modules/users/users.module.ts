import { AppConfig } from '../../config/app-config.js';
import { Module } from '@nestjs/common';
import { AccessTokens } from './access-tokens.service.js';
import { AccountsController } from './accounts.controller.js';
import { AccountsService } from './accounts.service.js';
import { ApiKeysController } from './api-keys.controller.js';
import { ApiKeysService } from './api-keys.service.js';
import { AuditTrail } from './audit-trail.service.js';
import { FailedLogins } from './failed-logins.service.js';
import { RefreshTokens } from './refresh-tokens.service.js';
import { SessionsController } from './sessions.controller.js';
import { SessionsService } from './sessions.service.js';
import { StorefrontKeyService } from './storefront-key.service.js';
import { UserContextService } from './user-context.service.js';
import { usePasswordCost } from './password.js';
import { UserSessions } from './user-sessions.service.js';
import { UserTokens } from './user-tokens.service.js';
import { VendorUsersController } from './vendor-users.controller.js';
import { VendorUsersService } from './vendor-users.service.js';

/** Accounts, sessions (JWT + rotating refresh tokens), vendor/location context, vendor users and API keys: /features/users/... */
@Module({
  controllers: [ApiKeysController, AccountsController, SessionsController, VendorUsersController],
  providers: [
    AccessTokens,
    AccountsService,
    ApiKeysService,
    AuditTrail,
    FailedLogins,
    RefreshTokens,
    SessionsService,
    StorefrontKeyService,
    UserContextService,
    UserSessions,
    UserTokens,
    VendorUsersService,
  ],
  exports: [AuditTrail],
})
export class UsersModule {
  constructor(config: AppConfig) {
    // New password hashes at the configured cost (loadConfig lets only the tests lower it).
    usePasswordCost(config.PASSWORD_SCRYPT_N);
  }
}
