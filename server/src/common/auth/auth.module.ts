import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AppConfig } from '../../config/app-config.js';
import { ApiKeyVerifier } from './api-key.verifier.js';
import { AuthGuard } from './auth.guard.js';

@Global()
@Module({
  imports: [
    JwtModule.registerAsync({
      global: true,
      inject: [AppConfig],
      useFactory: (config: AppConfig) => ({
        secret: config.JWT_SECRET,
        signOptions: { expiresIn: config.JWT_ACCESS_TTL_SECONDS, issuer: 'strandkorb' },
        verifyOptions: { issuer: 'strandkorb' },
      }),
    }),
  ],
  providers: [ApiKeyVerifier, { provide: APP_GUARD, useClass: AuthGuard }],
  exports: [ApiKeyVerifier],
})
export class AuthModule {}
