import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { hashApiKey } from '../../common/auth/api-key.verifier.js';
import { ApiKeyKind } from '../../common/enums.js';
import { AppConfig } from '../../config/app-config.js';
import { STOREFRONT_KEY_LOCK, xactLockSql } from '../../infra/database/advisory-locks.js';
import { AuditTrail } from './audit-trail.service.js';

/** The name the storefront's key is registered under (GET /features/users/api-keys lists it). */
export const STOREFRONT_KEY_NAME = 'storefront (STOREFRONT_API_KEY)';

export type StorefrontKeyOutcome = 'off' | 'created' | 'present' | 'revoked' | 'conflict';

/**
 * Registers STOREFRONT_API_KEY as a platform-wide API key (no vendor, kind MOBILE_APP) at boot, idempotently: the
 * storefront reads it from the served index.html and sends it on GET /features/public/booking_details and /config.
 * Only the hash is stored. A key an ADMIN revoked stays revoked (rotate by setting a new STOREFRONT_API_KEY).
 */
@Injectable()
export class StorefrontKeyService implements OnApplicationBootstrap {
  private readonly logger = new Logger('StorefrontKey');

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AuditTrail,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    try {
      await this.register();
    } catch (error) {
      // The API still works without it; only the storefront's key calls are refused.
      this.logger.error({ msg: 'the storefront API key could not be registered', error: (error as Error).message });
    }
  }

  async register(): Promise<StorefrontKeyOutcome> {
    const key = this.config.storefrontApiKey;
    if (!key) {
      this.logger.warn({ msg: 'STOREFRONT_API_KEY is not set: the storefront API-key calls (booking details, config) are off' });
      return 'off';
    }
    const keyPrefix = key.slice(3, 11);
    const keyHash = hashApiKey(key);
    const outcome = await this.db.transaction(async (m): Promise<StorefrontKeyOutcome> => {
      // Several instances booting at once register one row.
      await m.query(`SELECT ${xactLockSql(STOREFRONT_KEY_LOCK)}`);
      const rows: { id: number; key_hash: string; vendor_id: number | null; revoked_at: Date | null }[] = await m.query(
        `SELECT id, key_hash, vendor_id, revoked_at FROM api_key WHERE key_prefix = $1`,
        [keyPrefix],
      );
      if (!rows.length) {
        const [{ id }]: { id: number }[] = await m.query(
          `INSERT INTO api_key (name, kind, key_prefix, key_hash, vendor_id) VALUES ($1, $2, $3, $4, NULL) RETURNING id`,
          [STOREFRONT_KEY_NAME, ApiKeyKind.MOBILE_APP, keyPrefix, keyHash],
        );
        await this.audit.record(
          {
            actorUserId: null,
            action: 'API_KEY_CREATED',
            targetType: 'api_key',
            targetId: id,
            details: { name: STOREFRONT_KEY_NAME, keyPrefix, source: 'STOREFRONT_API_KEY' },
          },
          m,
        );
        return 'created';
      }
      const row = rows[0];
      if (row.key_hash !== keyHash || row.vendor_id !== null) return 'conflict';
      return row.revoked_at ? 'revoked' : 'present';
    });
    if (outcome === 'conflict') {
      this.logger.error({ msg: 'another API key has the prefix of STOREFRONT_API_KEY; choose another key', keyPrefix });
    } else if (outcome === 'revoked') {
      this.logger.warn({ msg: 'the storefront API key was revoked; set a new STOREFRONT_API_KEY', keyPrefix });
    }
    return outcome;
  }
}
