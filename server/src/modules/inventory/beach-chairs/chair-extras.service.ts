import { Injectable } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { HOLDING_STATUSES } from '../../../common/holding-statuses.js';
import { addDays, DEFAULT_TIME_ZONE, today, zonedInstant } from '../../../common/time.js';
import { StopSale } from '../entities/stop-sale.entity.js';
import { OwnershipService } from '../ownership.service.js';
import type { AssignLockDto, ChairView, CreateStopSaleDto } from './beach-chair.dto.js';
import { BeachChairsService } from './beach-chairs.service.js';

const LOCK_CONSTRAINT = 'beach_chair_lock_id_key';

/** A chair's lock device and its stop-sale periods. */
@Injectable()
export class ChairExtrasService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly chairs: BeachChairsService,
  ) {}

  /** Fits a lock of the chair's own vendor (404 for any other), or removes the lock with null. */
  async assignLock(user: AuthUser, id: number, dto: AssignLockDto): Promise<ChairView> {
    const chairVendor = await this.ownership.assertOwned(user, 'BeachChair', id);
    if (dto.lockId !== null) {
      const lockVendor = await this.ownership.assertOwned(user, 'LockDevice', dto.lockId);
      if (lockVendor !== chairVendor) {
        throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `LockDevice ${dto.lockId} not found`, { entity: 'LockDevice', id: dto.lockId });
      }
      const holders: { id: number }[] = await this.db.query(`SELECT id FROM beach_chair WHERE lock_id = $1 AND id <> $2`, [dto.lockId, id]);
      if (holders.length) throw lockTaken(dto.lockId, holders[0].id);
    }
    try {
      await this.db.query(`UPDATE beach_chair SET lock_id = $2, updated_at = now() WHERE id = $1`, [id, dto.lockId]);
    } catch (error) {
      const pg = error as { code?: string; constraint?: string; driverError?: { code?: string; constraint?: string } };
      const driver = pg.driverError ?? pg;
      if (driver.code === '23505' && driver.constraint === LOCK_CONSTRAINT) throw lockTaken(dto.lockId!, null);
      throw error;
    }
    return this.chairs.get(user, id);
  }

  /**
   * Takes the chair off sale for the days start..end (Berlin). Refused: days before today, the very same days twice, and
   * days that bookings hold (a 409 naming them) unless `confirm` says the operator knows and wants it anyway.
   */
  async addStopSale(user: AuthUser, id: number, dto: CreateStopSaleDto): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    if (dto.end < dto.start) {
      throw new DomainError(ErrorType.INVALID_INPUT, 'end must not be before start', {
        field: 'end',
        constraint: 'isNotBeforeStart',
        start: dto.start,
        end: dto.end,
      });
    }
    const firstDay = today(DEFAULT_TIME_ZONE);
    if (dto.start < firstDay) {
      throw new DomainError(ErrorType.INVALID_INPUT, `start must not be in the past (today is ${firstDay})`, {
        field: 'start',
        start: dto.start,
        today: firstDay,
      });
    }
    await this.db.transaction(async (m) => {
      // One stop-sale change of a chair at a time, so two equal requests cannot both pass the duplicate check.
      await m.query(`SELECT id FROM beach_chair WHERE id = $1 FOR UPDATE`, [id]);
      const [same]: { id: number }[] = await m.query(
        `SELECT id FROM stop_sale WHERE beach_chair_id = $1 AND start_date = $2::date AND end_date = $3::date`,
        [id, dto.start, dto.end],
      );
      if (same) {
        throw new DomainError(ErrorType.DUPLICATE_ENTITY, `Chair ${id} is off sale from ${dto.start} to ${dto.end} already`, {
          entity: 'StopSale',
          id: same.id,
          field: 'start',
        });
      }
      if (!dto.confirm) await assertNoBookingsIn(m, id, dto.start, dto.end);
      await m.getRepository(StopSale).insert({ beachChairId: id, startDate: dto.start, endDate: dto.end, reason: dto.reason ?? null });
    });
    return this.chairs.get(user, id);
  }

  async removeStopSale(user: AuthUser, id: number, stopSaleId: number): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    const result = await this.db.getRepository(StopSale).delete({ id: stopSaleId, beachChairId: id });
    assertFound(result.affected ? true : null, 'StopSale', stopSaleId);
    return this.chairs.get(user, id);
  }
}

/** The bookings holding the chair on any of the days start..end (Berlin, both included): a 409 naming them. */
async function assertNoBookingsIn(m: EntityManager, chairId: number, start: string, end: string): Promise<void> {
  const held: { bookingId: number; bookingRef: string }[] = await m.query(
    `SELECT b.id AS "bookingId", b.booking_ref AS "bookingRef"
       FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id
      WHERE cb.beach_chair_id = $1 AND cb.status = ANY($4::text[]) AND cb.period && tstzrange($2, $3, '[)')
      GROUP BY b.id ORDER BY min(cb.start), b.id`,
    [chairId, zonedInstant(start), zonedInstant(addDays(end, 1)), HOLDING_STATUSES],
  );
  if (!held.length) return;
  const bookingRefs = held.map((h) => h.bookingRef);
  throw new DomainError(
    ErrorType.STOP_SALE_OVER_BOOKINGS,
    `Bookings hold chair ${chairId} between ${start} and ${end}: ${bookingRefs.join(', ')}; send confirm: true to stop the sale anyway`,
    { beachChairId: chairId, start, end, bookingRefs, bookingIds: held.map((h) => h.bookingId), count: held.length },
  );
}

const lockTaken = (lockId: number, beachChairId: number | null) =>
  new DomainError(ErrorType.LOCK_ALREADY_ASSIGNED, `Lock ${lockId} is fitted to another chair; remove it there first`, {
    lockId,
    beachChairId,
  });
