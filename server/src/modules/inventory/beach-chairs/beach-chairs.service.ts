import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { TimeEnum, BeachChairColor } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import { StorageService } from '../../../infra/storage/storage.service.js';
import { BeachChair } from '../entities/beach-chair.entity.js';
import { imageKeysOf } from '../media/image-lookup.js';
import { OwnershipService } from '../ownership.service.js';
import { BeachChairRules, numberTaken } from './beach-chair-rules.js';
import type { ChairView, CreateBeachChairDto, UpdateBeachChairDto } from './beach-chair.dto.js';
import { loadChairs } from './chair-loader.js';

const NUMBER_CONSTRAINT = 'beach_chair_section_id_public_number_key';

/** Creating, editing and removing chairs of the caller's sections. */
@Injectable()
export class BeachChairsService {
  constructor(
    private readonly db: DataSource,
    private readonly ownership: OwnershipService,
    private readonly rules: BeachChairRules,
    private readonly storage: StorageService,
  ) {}

  async get(user: AuthUser, id: number): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    return assertFound((await loadChairs(this.db, [id]))[0], 'BeachChair', id);
  }

  async create(user: AuthUser, dto: CreateBeachChairDto): Promise<ChairView> {
    const [id] = await this.createMany(user, [dto]);
    return this.get(user, id);
  }

  /** All or nothing, in one transaction. */
  async bulkCreate(user: AuthUser, items: CreateBeachChairDto[]): Promise<ChairView[]> {
    const ids = await this.createMany(user, items);
    return loadChairs(this.db, ids);
  }

  async update(user: AuthUser, id: number, dto: UpdateBeachChairDto): Promise<ChairView> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    if (dto.sectionId !== undefined) await this.ownership.assertOwned(user, 'Section', dto.sectionId);
    await this.withNumberGuard(async (m) => {
      const chair = assertFound(await m.getRepository(BeachChair).findOneBy({ id }), 'BeachChair', id);
      const { attributes, ...fields } = dto;
      const sectionMoved = dto.sectionId !== undefined && dto.sectionId !== chair.sectionId;
      Object.assign(chair, fields, attributes?.color ? { color: attributes.color } : {});
      // A chair moved to another section leaves its row unless a row of the new section is named.
      if (sectionMoved && dto.rowId === undefined) chair.rowId = null;
      await this.rules.checkPlacement(m, chair, id);
      delete chair.lock;
      delete chair.row;
      delete chair.section;
      await m.getRepository(BeachChair).save(chair);
    });
    return this.get(user, id);
  }

  /** Refused while the chair holds bookings not yet ended; retired instead of deleted when it has a booking history. */
  async remove(user: AuthUser, id: number): Promise<void> {
    await this.ownership.assertOwned(user, 'BeachChair', id);
    const keys = await imageKeysOf(this.db, 'beach_chair_id', [id]);
    const { deleted } = await this.db.transaction(async (m) => {
      // Locking the chair makes a booking being added wait for (and then fail on) the delete.
      await m.query(`SELECT id FROM beach_chair WHERE id = $1 FOR UPDATE`, [id]);
      await this.rules.assertNoFutureBookings(m, 'BeachChair', id, [id]);
      return this.rules.deleteOrRetire(m, [id]);
    });
    if (deleted.length) for (const key of keys) await this.storage.deleteQuietly(key);
  }

  private async createMany(user: AuthUser, items: CreateBeachChairDto[]): Promise<number[]> {
    for (const sectionId of new Set(items.map((i) => i.sectionId))) await this.ownership.assertOwned(user, 'Section', sectionId);
    const seen = new Map<string, number>();
    items.forEach((item, index) => {
      const key = `${item.sectionId}:${item.publicNumber}`;
      if (seen.has(key)) throw numberTaken(item.sectionId, item.publicNumber, null, index);
      seen.set(key, index);
    });
    return this.withNumberGuard(async (m) => {
      const ids: number[] = [];
      for (const [index, item] of items.entries()) {
        const chair = m.getRepository(BeachChair).create({
          sectionId: item.sectionId,
          rowId: item.rowId ?? null,
          publicNumber: item.publicNumber,
          model: item.model,
          timeEnum: item.timeEnum ?? TimeEnum.HALF_DAY,
          position: item.position ?? 0,
          seasonBeachChair: item.seasonBeachChair ?? false,
          color: item.attributes?.color ?? BeachChairColor.NONE,
          geoJson: item.geoJson ?? null,
          description: item.description ?? null,
          reserved: item.reserved ?? false,
          active: item.active ?? true,
          lockId: null,
        });
        await this.rules.checkPlacement(m, chair, null, items.length > 1 ? index : undefined);
        ids.push((await m.getRepository(BeachChair).save(chair)).id);
      }
      return ids;
    });
  }

  /** The unique index has the last word when two writers take one number at once. */
  private async withNumberGuard<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      const pg = (error as { driverError?: { code?: string; constraint?: string; detail?: string } }).driverError;
      if (pg?.code === '23505' && pg.constraint === NUMBER_CONSTRAINT) {
        const match = /\(section_id, public_number\)=\((\d+), (.*)\)/.exec(pg.detail ?? '');
        throw numberTaken(Number(match?.[1] ?? 0), match?.[2] ?? '', null);
      }
      throw error;
    }
  }
}
