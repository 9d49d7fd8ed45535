import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { scopeQuery, sectionLocation } from '../../common/auth/vendor-scope.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { Page, paginate } from '../../common/list/list.js';
import { AppConfig } from '../../config/app-config.js';
import type { LockAttentionDto, LockDeviceDto } from './dto/lock-device.dto.js';
import { LockDevice } from './entities/lock-device.entity.js';
import { LockHealth, lockHealthSql, lockOnlineSql } from './lock-health.js';

const HEALTH = lockHealthSql('device', ':offlineMinutes');
/** The health in the order of the rule: ascending puts the locks needing attention first. */
const HEALTH_RANK = `array_position(ARRAY['NEVER_SEEN','OFFLINE','BATTERY_LOW','OK']::text[], ${HEALTH})`;
/** The location of the chair a lock is fitted to (none: the lock belongs to the whole vendor). */
const LOCK_LOCATION = `(SELECT ${sectionLocation('scope_c.section_id')} FROM beach_chair scope_c WHERE scope_c.lock_id = device.id)`;

interface DetailRow {
  id: number;
  online: boolean;
  health: LockHealth;
  chairId: number | null;
  publicNumber: string | null;
  sectionId: number | null;
  sectionName: string | null;
}

/** The vendor's lock fleet (/features/lock_devices): the list and the count of locks needing attention. */
@Injectable()
export class LockDevicesService {
  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {}

  /** The caller's locks: its vendor's (an ADMIN: all, or its context vendor's); in a location context that location's and unfitted ones. */
  private scoped(user: AuthUser) {
    const qb = this.db
      .getRepository(LockDevice)
      .createQueryBuilder('device')
      .setParameter('offlineMinutes', this.config.LOCK_OFFLINE_MINUTES);
    return scopeQuery(qb, 'device.vendorId', user, { locationColumn: LOCK_LOCATION, vendorWideWhenNull: true });
  }

  async list(user: AuthUser, query: ListQueryDto): Promise<Page<LockDeviceDto>> {
    const page = await paginate(this.scoped(user), query, {
      orderBy: {
        id: 'device.id',
        serialNumber: 'device.serialNumber',
        health: HEALTH_RANK,
        batteryLevel: 'device.batteryLevel',
        lastSeenAt: 'device.lastSeenAt',
        firmware: 'device.firmware',
      },
      defaultOrderBy: 'health',
      search: ['device.serialNumber'],
      filters: {
        id: { column: 'device.id', type: 'int' },
        health: { column: HEALTH, type: 'string' },
        assigned: { column: '(EXISTS (SELECT 1 FROM beach_chair a_c WHERE a_c.lock_id = device.id))', type: 'bool' },
      },
    });
    const details = await this.details(page.items.map((d) => d.id));
    return {
      ...page,
      items: page.items.map((d) => {
        const x = details.get(d.id)!;
        return {
          id: d.id,
          vendorId: d.vendorId,
          serialNumber: d.serialNumber,
          state: d.state,
          batteryLevel: d.batteryLevel,
          firmware: d.firmware,
          lastSeenAt: d.lastSeenAt?.toISOString() ?? null,
          lastSyncAt: d.lastSyncAt?.toISOString() ?? null,
          online: x.online,
          health: x.health,
          beachChair:
            x.chairId === null
              ? null
              : { id: x.chairId, publicNumber: x.publicNumber!, sectionId: x.sectionId!, sectionName: x.sectionName! },
        };
      }),
    };
  }

  /** Health, online and the fitted chair of the page's locks, by the same SQL rule as getLockHealth. */
  private async details(ids: number[]): Promise<Map<number, DetailRow>> {
    if (!ids.length) return new Map();
    const rows: DetailRow[] = await this.db.query(
      `SELECT d.id, ${lockOnlineSql('d', '$2')} AS online, ${lockHealthSql('d', '$2')} AS health,
              c.id AS "chairId", c.public_number AS "publicNumber", s.id AS "sectionId", s.name AS "sectionName"
         FROM lock_device d LEFT JOIN beach_chair c ON c.lock_id = d.id LEFT JOIN section s ON s.id = c.section_id
        WHERE d.id = ANY($1)`,
      [ids, this.config.LOCK_OFFLINE_MINUTES],
    );
    return new Map(rows.map((r) => [r.id, r]));
  }

  async attention(user: AuthUser): Promise<LockAttentionDto> {
    const rows: { health: LockHealth; n: number }[] = await this.scoped(user)
      .select(HEALTH, 'health')
      .addSelect('count(*)::int', 'n')
      .groupBy('1')
      .getRawMany();
    const count = (h: LockHealth) => rows.find((r) => r.health === h)?.n ?? 0;
    const total = rows.reduce((sum, r) => sum + r.n, 0);
    return {
      total,
      attention: total - count(LockHealth.OK),
      ok: count(LockHealth.OK),
      batteryLow: count(LockHealth.BATTERY_LOW),
      offline: count(LockHealth.OFFLINE),
      neverSeen: count(LockHealth.NEVER_SEEN),
    };
  }
}
