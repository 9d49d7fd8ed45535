import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

export interface AuditEntry {
  actorUserId: number | null;
  /** What happened, e.g. ADMIN_TOKEN, API_KEY_CREATED. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  details?: Record<string, unknown>;
}

/** Appends to audit_log: who did what to which record. */
@Injectable()
export class AuditTrail {
  constructor(private readonly db: DataSource) {}

  async record(entry: AuditEntry, m: EntityManager = this.db.manager): Promise<void> {
    await m.query(`INSERT INTO audit_log (actor_user_id, action, target_type, target_id, details) VALUES ($1, $2, $3, $4, $5)`, [
      entry.actorUserId,
      entry.action,
      entry.targetType ?? null,
      entry.targetId === undefined ? null : String(entry.targetId),
      JSON.stringify(entry.details ?? {}),
    ]);
  }
}
