import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertFound, DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
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

  async addStopSale(user: AuthUser, id: number, dto: CreateStopSaleDto): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    if (dto.end < dto.start) {
      throw new DomainError(ErrorType.INVALID_INPUT, 'end must not be before start', { field: 'end', start: dto.start, end: dto.end });
    }
    await this.db.getRepository(StopSale).insert({ beachChairId: id, startDate: dto.start, endDate: dto.end, reason: dto.reason ?? null });
    return this.chairs.get(user, id);
  }

  async removeStopSale(user: AuthUser, id: number, stopSaleId: number): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    const result = await this.db.getRepository(StopSale).delete({ id: stopSaleId, beachChairId: id });
    assertFound(result.affected ? true : null, 'StopSale', stopSaleId);
    return this.chairs.get(user, id);
  }
}

const lockTaken = (lockId: number, beachChairId: number | null) =>
  new DomainError(ErrorType.LOCK_ALREADY_ASSIGNED, `Lock ${lockId} is fitted to another chair; remove it there first`, {
    lockId,
    beachChairId,
  });
