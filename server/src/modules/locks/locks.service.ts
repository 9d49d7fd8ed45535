import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ApiKeyPrincipal } from '../../common/auth/auth-user.js';
import { ApiKeyKind, BookingStatus, LockState } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import type { LockHealthDto, LockSyncBookingDto, LockSyncDto, LockSyncResultDto } from './dto/lock.dto.js';
import { LockHealth, lockHealthSql, lockOnlineSql } from './lock-health.js';

/** The chair bookings a lock must let in: those holding the chair, never a cart (OPEN) or an unpaid checkout (PENDING). */
export const LOCK_HOLDING_STATUSES = [BookingStatus.CONFIRMED, BookingStatus.BOOKED, BookingStatus.RESERVED];

const notFound = (id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `LockDevice ${id} not found`, { entity: 'LockDevice', id });

interface HealthRow {
  id: number;
  state: LockState;
  batteryLevel: number | null;
  firmware: string | null;
  lastSeenAt: Date | null;
  lastSyncAt: Date | null;
  online: boolean;
  health: LockHealth;
  assigned: boolean;
}

/** Lock devices: the public health, and the sync a lock calls with its API key. */
@Injectable()
export class LocksService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
  ) {}

  /**
   * GET /features/public/lock/{id}/health: online is decided by the database's clock, the one last_seen_at was set by.
   * The details only for `key`, a LOCK_DEVICE key of the lock's vendor or a platform-wide one (the keys that may sync it).
   */
  async health(id: number, key?: ApiKeyPrincipal): Promise<LockHealthDto> {
    const [row] = await this.sql.rows<HealthRow & { vendorId: number | null }>(
      'lock_health',
      `SELECT d.id, d.vendor_id AS "vendorId", d.state, d.battery_level AS "batteryLevel", d.firmware, d.last_seen_at AS "lastSeenAt",
              d.last_sync_at AS "lastSyncAt", ${lockOnlineSql('d', '$2')} AS online, ${lockHealthSql('d', '$2')} AS health,
              EXISTS (SELECT 1 FROM beach_chair c WHERE c.lock_id = d.id) AS assigned
         FROM lock_device d WHERE d.id = $1`,
      [id, this.config.LOCK_OFFLINE_MINUTES],
    );
    if (!row) throw notFound(id);
    const minimal = { id: row.id, online: row.online, health: row.health };
    const mayKnow = key?.kind === ApiKeyKind.LOCK_DEVICE && (key.vendorId === null || key.vendorId === row.vendorId);
    if (!mayKnow) return minimal;
    return {
      ...minimal,
      state: row.state,
      batteryLevel: row.batteryLevel,
      firmware: row.firmware,
      lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
      lastSyncAt: row.lastSyncAt?.toISOString() ?? null,
      assigned: row.assigned,
    };
  }

  /**
   * POST /features/public/lock/{id}/sync: stores what the lock reports and answers its chair's bookings up to the horizon.
   * Only a LOCK_DEVICE key of the lock's vendor, or a platform-wide one, may sync; any other caller gets the 404 of an
   * unknown lock. One transaction: one `now()` for last_seen_at, serverTime and the horizon.
   */
  async sync(id: number, dto: LockSyncDto, key: ApiKeyPrincipal): Promise<LockSyncResultDto> {
    if (key.kind !== ApiKeyKind.LOCK_DEVICE) throw notFound(id);
    return this.db.transaction(async (m) => {
      // An UPDATE answers [rows, rowCount] through TypeORM.
      const [[device]]: [{ serverTime: Date }[], number] = await m.query(
        `UPDATE lock_device
            SET state = coalesce($2, state), battery_level = coalesce($3, battery_level), firmware = coalesce($4, firmware),
                last_seen_at = now(), last_sync_at = now(), updated_at = now()
          WHERE id = $1 AND ($5::integer IS NULL OR vendor_id = $5)
          RETURNING now() AS "serverTime"`,
        [id, dto.state ?? null, dto.batteryLevel ?? null, dto.firmware ?? null, key.vendorId],
      );
      if (!device) throw notFound(id);

      if (dto.events?.length) {
        // A resent batch (the lock missed the answer) repeats (lock, type, at): those rows are skipped, not doubled.
        await m.query(
          `INSERT INTO lock_event (lock_id, type, at, booking_ref)
           SELECT $1, e.type, e.at, e."bookingRef" FROM jsonb_to_recordset($2::jsonb) AS e(type text, at timestamptz, "bookingRef" text)
           ON CONFLICT ON CONSTRAINT lock_event_once DO NOTHING`,
          [id, JSON.stringify(dto.events.map((e) => ({ type: e.type, at: e.at, bookingRef: e.bookingRef ?? null })))],
        );
      }

      const [chair]: { id: number }[] = await m.query(`SELECT id FROM beach_chair WHERE lock_id = $1`, [id]);
      const bookings: (Omit<LockSyncBookingDto, 'start' | 'end'> & { start: Date; end: Date })[] = chair
        ? await m.query(
            `SELECT b.booking_ref AS "bookingRef", cb.start, cb."end", cb.status
               FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
              WHERE cb.beach_chair_id = $1 AND cb.status = ANY($2)
                AND cb.period && tstzrange(now(), now() + make_interval(hours => $3), '[)')
              ORDER BY cb.start, b.booking_ref`,
            [chair.id, LOCK_HOLDING_STATUSES, this.config.LOCK_SYNC_HORIZON_HOURS],
          )
        : [];
      return {
        lockId: id,
        beachChairId: chair?.id ?? null,
        serverTime: device.serverTime.toISOString(),
        nextSyncSeconds: this.config.LOCK_SYNC_INTERVAL_SECONDS,
        bookings: bookings.map((b) => ({
          bookingRef: b.bookingRef,
          start: b.start.toISOString(),
          end: b.end.toISOString(),
          status: b.status,
        })),
      };
    });
  }
}
