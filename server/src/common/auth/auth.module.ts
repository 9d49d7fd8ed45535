import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { createSecretKey } from 'node:crypto';
import { AppConfig } from '../../config/app-config.js';
import { ACCESS_TOKEN_ALGORITHM, ACCESS_TOKEN_ISSUER } from './access-token-claims.js';
import { ApiKeyVerifier } from './api-key.verifier.js';
import { AuthGuard } from './auth.guard.js';
import { SessionVerifier } from './session.verifier.js';
import { VendorRoleVerifier } from './vendor-role.verifier.js';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      global: true,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        // A key object, not the string: given a string, jsonwebtoken first tries (and fails) to read it as a PEM public
        // key on every verify, an exception per request that cost more than any other step under load.
        secret: createSecretKey(Buffer.from(config.JWT_SECRET, 'utf8')),
        signOptions: { algorithm: ACCESS_TOKEN_ALGORITHM, expiresIn: config.JWT_ACCESS_TTL_SECONDS, issuer: ACCESS_TOKEN_ISSUER },
        verifyOptions: { algorithms: [ACCESS_TOKEN_ALGORITHM], issuer: ACCESS_TOKEN_ISSUER },
      }),
    }),
  ],
  providers: [ApiKeyVerifier, SessionVerifier, VendorRoleVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [ApiKeyVerifier],
})
export class AuthModule {}
