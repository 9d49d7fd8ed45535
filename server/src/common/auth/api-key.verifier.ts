import { Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';
import type { ApiKeyKind } from '../enums.js';
import type { ApiKeyPrincipal } from './auth-user.js';

/** API keys look like `sk_<prefix>_<secret>`; the prefix finds the row, the hash of the whole key is compared. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');
export const API_KEY_PATTERN = /^sk_([a-z0-9]{8})_[A-Za-z0-9_-]{16,}$/;

@Injectable()
export class ApiKeyVerifier {
  constructor(private readonly db: DataSource) {}

  async verify(key: string): Promise<boolean> {
    return (await this.authenticate(key)) !== undefined;
  }

  /** The key's owner when the key is valid and not revoked; undefined otherwise. */
  async authenticate(key: string): Promise<ApiKeyPrincipal | undefined> {
    const match = API_KEY_PATTERN.exec(key);
    if (!match) return undefined;
    const rows: { id: number; key_hash: string; name: string; kind: ApiKeyKind; vendor_id: number | null }[] = await this.db.query(
      `SELECT id, key_hash, name, kind, vendor_id FROM api_key WHERE key_prefix = $1 AND revoked_at IS NULL`,
      [match[1]],
    );
    if (!rows.length) return undefined;
    const expected = Buffer.from(rows[0].key_hash, 'hex');
    const actual = Buffer.from(hashApiKey(key), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    // Best effort: the last use is information, not a reason to fail the call.
    void this.db.query(`UPDATE api_key SET last_used_at = now() WHERE id = $1`, [rows[0].id]).catch(() => undefined);
    return { id: rows[0].id, name: rows[0].name, kind: rows[0].kind, vendorId: rows[0].vendor_id };
  }
}
