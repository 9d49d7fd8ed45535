import { Injectable } from '@nestjs/common';
import { createHash, timingSafeEqual } from 'node:crypto';
import { DataSource } from 'typeorm';

/** API keys look like `sk_<prefix>_<secret>`; the prefix finds the row, the hash of the whole key is compared. */
export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex');

@Injectable()
export class ApiKeyVerifier {
  constructor(private readonly db: DataSource) {}

  async verify(key: string): Promise<boolean> {
    const match = /^sk_([a-z0-9]{8})_[A-Za-z0-9_-]{16,}$/.exec(key);
    if (!match) return false;
    const rows: { id: number; key_hash: string }[] = await this.db.query(
      `SELECT id, key_hash FROM api_key WHERE key_prefix = $1 AND revoked_at IS NULL`,
      [match[1]],
    );
    if (!rows.length) return false;
    const expected = Buffer.from(rows[0].key_hash, 'hex');
    const actual = Buffer.from(hashApiKey(key), 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return false;
    // Best effort: the last use is information, not a reason to fail the call.
    void this.db.query(`UPDATE api_key SET last_used_at = now() WHERE id = $1`, [rows[0].id]).catch(() => undefined);
    return true;
  }
}
