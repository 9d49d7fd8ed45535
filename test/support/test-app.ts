import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { JwtService } from '@nestjs/jwt';
import pg from 'pg';
import request from 'supertest';
import { createApp } from '../../server/src/app.factory.js';
import type { AccessTokenClaims } from '../../server/src/common/auth/auth-user.js';
import { UserRole } from '../../server/src/common/enums.js';
import { loadConfig } from '../../server/src/config/app-config.js';
import { Factories } from './factories.js';

/** The real app, in process, against the test database that global-setup migrated and seeded. */
export interface TestContext {
  app: NestFastifyApplication;
  /** supertest against the app's HTTP server. */
  http: () => ReturnType<typeof request>;
  /** Direct SQL for asserting rows and arranging state. */
  db: pg.Pool;
  factories: Factories;
  tokenFor(claims: Partial<AccessTokenClaims> & { role: UserRole }): Promise<string>;
  adminToken(): Promise<string>;
  close(): Promise<void>;
}

export async function startTestApp(): Promise<TestContext> {
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', WEB_DIST_DIR: '', DATABASE_POOL_SIZE: '5' });
  const app = await createApp(config, { openApiUi: false });
  await app.init();
  await app.getHttpAdapter().getInstance().ready();
  const db = new pg.Pool({ connectionString: config.DATABASE_URL, max: 3 });
  const jwt = app.get(JwtService);
  const tokenFor = (claims: Partial<AccessTokenClaims> & { role: UserRole }) =>
    jwt.signAsync({ sub: claims.sub ?? 1, role: claims.role, vendorId: claims.vendorId ?? null, locationId: claims.locationId ?? null });
  return {
    app,
    http: () => request(app.getHttpServer()),
    db,
    factories: new Factories(db),
    tokenFor,
    adminToken: () => tokenFor({ role: UserRole.ADMIN }),
    async close() {
      await db.end();
      await app.close();
    },
  };
}
