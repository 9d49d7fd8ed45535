import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager, Repository } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { sectionLocationFor } from '../../common/auth/scope-lookup.js';
import { assertInScope, scopeQuery, sectionLocation } from '../../common/auth/vendor-scope.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { Page, paginate } from '../../common/list/list.js';
import { toCents } from '../../common/money.js';
import { BulkPriceChangeDto, CreatePriceDto, UpdatePriceDto } from './dto/vendor-price.dto.js';
import { PriceRate } from './entities/price-rate.entity.js';
import { Price } from './entities/price.entity.js';
import { changedCentsSql, checkBulkChange, checkPriceDefinition, MAX_RATE_CENTS } from './vendor-price-rules.js';

const OVERLAP_CONSTRAINT = 'price_no_overlap';

/** The vendor's price definitions: rates per section (or row) and chair model (or all) for a validity period. */
@Injectable()
export class VendorPricesService {
  private readonly repo: Repository<Price>;

  constructor(private readonly db: DataSource) {
    this.repo = db.getRepository(Price);
  }

  list(user: AuthUser, query: ListQueryDto): Promise<Page<Price>> {
    const qb = scopeQuery(this.repo.createQueryBuilder('price').leftJoinAndSelect('price.rates', 'rate'), 'price.vendorId', user, {
      locationColumn: sectionLocation('price.sectionId'),
    });
    return paginate(qb, query, {
      orderBy: {
        id: 'price.id',
        validFrom: 'price.validFrom',
        validTo: 'price.validTo',
        sectionId: 'price.sectionId',
        createdAt: 'price.createdAt',
      },
      defaultOrderBy: 'validFrom',
      search: ['price.model'],
      filters: {
        id: { column: 'price.id', type: 'int' },
        sectionId: { column: 'price.sectionId', type: 'int' },
        rowId: { column: 'price.rowId', type: 'int' },
        model: { column: 'price.model', type: 'string' },
        vendorId: { column: 'price.vendorId', type: 'int' },
      },
    });
  }

  async get(user: AuthUser, id: number, manager?: EntityManager): Promise<Price> {
    const price = assertFound(
      await (manager ?? this.db).getRepository(Price).findOne({ where: { id }, relations: { rates: true } }),
      'Price',
      id,
    );
    assertInScope(user, price.vendorId, 'Price', id, await sectionLocationFor(manager ?? this.db, user, price.sectionId));
    return price;
  }

  async create(user: AuthUser, dto: CreatePriceDto): Promise<Price> {
    const vendorId = await this.sectionVendor(user, dto.sectionId);
    checkPriceDefinition(dto.validFrom, dto.validTo, dto.rates);
    return this.write(async (m) => {
      const scope = {
        sectionId: dto.sectionId,
        rowId: dto.rowId ?? null,
        model: dto.model ?? null,
        validFrom: dto.validFrom,
        validTo: dto.validTo,
      };
      await this.checkScope(m, scope, null);
      const saved = await m.getRepository(Price).save(m.getRepository(Price).create({ ...scope, vendorId }));
      await this.saveRates(m, saved.id, dto.rates);
      return this.get(user, saved.id, m);
    });
  }

  async update(user: AuthUser, id: number, dto: UpdatePriceDto): Promise<Price> {
    const current = await this.get(user, id);
    const vendorId = dto.sectionId === undefined ? current.vendorId : await this.sectionVendor(user, dto.sectionId);
    const sectionMoved = dto.sectionId !== undefined && dto.sectionId !== current.sectionId;
    const scope = {
      sectionId: dto.sectionId ?? current.sectionId,
      // A price moved to another section leaves its row unless a row of the new section is named.
      rowId: dto.rowId !== undefined ? dto.rowId : sectionMoved ? null : current.rowId,
      model: dto.model !== undefined ? dto.model : current.model,
      validFrom: dto.validFrom ?? current.validFrom,
      validTo: dto.validTo ?? current.validTo,
    };
    checkPriceDefinition(scope.validFrom, scope.validTo, dto.rates ?? []);
    return this.write(async (m) => {
      await this.checkScope(m, scope, id);
      await m.getRepository(Price).update(id, { ...scope, vendorId });
      if (dto.rates) {
        await m.getRepository(PriceRate).delete({ priceId: id });
        await this.saveRates(m, id, dto.rates);
      }
      return this.get(user, id, m);
    });
  }

  /**
   * Every rate of the chosen definitions changed by one percentage or amount, in one transaction: all or none. The
   * definitions are locked first and the change is computed from what is stored then (not from what a screen showed),
   * in whole cents (half a cent up), never below 0; a rate that would pass the most a rate may be is refused.
   */
  async bulkChange(user: AuthUser, dto: BulkPriceChangeDto): Promise<Price[]> {
    checkBulkChange(dto.mode, dto.value);
    return this.write(async (m) => {
      await m.query(`SELECT id FROM price WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [dto.priceIds]);
      for (const id of dto.priceIds) await this.get(user, id, m);
      // An UPDATE … RETURNING answers [rows, count].
      const [changed] = await m.query<[{ price_id: number; price_cents: number }[], number]>(
        `UPDATE price_rate SET price_cents = ${changedCentsSql(dto.mode)}
          WHERE price_id = ANY($1::int[]) RETURNING price_id, price_cents`,
        [dto.priceIds, dto.value],
      );
      const tooHigh = changed.find((rate) => rate.price_cents > MAX_RATE_CENTS);
      if (tooHigh) {
        throw new DomainError(
          ErrorType.INVALID_INPUT,
          `value would take a rate of price ${tooHigh.price_id} above ${MAX_RATE_CENTS / 100} euros`,
          { field: 'value', priceId: tooHigh.price_id },
        );
      }
      const prices: Price[] = [];
      for (const id of dto.priceIds) prices.push(await this.get(user, id, m));
      return prices;
    });
  }

  async remove(user: AuthUser, id: number): Promise<void> {
    await this.get(user, id);
    await this.repo.delete(id);
  }

  /** The vendor of a section the caller may price (404 otherwise). */
  private async sectionVendor(user: AuthUser, sectionId: number): Promise<number> {
    const rows: { vendor_id: number }[] = await this.db.query(
      `SELECT l.vendor_id FROM section s JOIN location l ON l.id = s.location_id WHERE s.id = $1`,
      [sectionId],
    );
    const row = assertFound(rows[0], 'Section', sectionId);
    assertInScope(user, row.vendor_id, 'Section', sectionId, await sectionLocationFor(this.db, user, sectionId));
    return row.vendor_id;
  }

  /** The row belongs to the section, and no other definition of the same scope overlaps the validity. */
  private async checkScope(
    m: EntityManager,
    s: { sectionId: number; rowId: number | null; model: string | null; validFrom: string; validTo: string },
    priceId: number | null,
  ): Promise<void> {
    if (s.rowId !== null) {
      const rows: unknown[] = await m.query(`SELECT 1 FROM "row" WHERE id = $1 AND section_id = $2`, [s.rowId, s.sectionId]);
      if (!rows.length) {
        throw new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `rowId ${s.rowId} is not a row of section ${s.sectionId}`, {
          field: 'rowId',
          id: s.rowId,
        });
      }
    }
    const overlapping: { id: number; valid_from: string; valid_to: string }[] = await m.query(
      `SELECT id, valid_from::text, valid_to::text FROM price
        WHERE section_id = $1 AND coalesce(row_id, 0) = coalesce($2::int, 0) AND coalesce(model, '') = coalesce($3::text, '')
          AND daterange(valid_from, valid_to, '[]') && daterange($4::date, $5::date, '[]') AND id IS DISTINCT FROM $6::int
        ORDER BY valid_from LIMIT 1`,
      [s.sectionId, s.rowId, s.model, s.validFrom, s.validTo, priceId],
    );
    if (overlapping.length) throw overlap(overlapping[0].id, overlapping[0].valid_from, overlapping[0].valid_to);
  }

  private async saveRates(m: EntityManager, priceId: number, rates: CreatePriceDto['rates']): Promise<void> {
    await m.getRepository(PriceRate).insert(
      rates.map((r) => ({
        priceId,
        type: r.type,
        priceCents: toCents(r.price),
        discount: r.discount ?? false,
        timeRange: r.timeRange ?? null,
        minDays: r.minDays ?? null,
      })),
    );
  }

  /** The exclusion constraint decides when two writers race past the check. */
  private async write<T>(work: (m: EntityManager) => Promise<T>): Promise<T> {
    try {
      return await this.db.transaction(work);
    } catch (error) {
      const pg = (error as { driverError?: { code?: string; constraint?: string } }).driverError;
      if (pg?.code === '23P01' && pg.constraint === OVERLAP_CONSTRAINT) throw overlap(null, null, null);
      throw error;
    }
  }
}

const overlap = (priceId: number | null, validFrom: string | null, validTo: string | null) =>
  new DomainError(ErrorType.PRICE_OVERLAP, 'Another price of the same section, row and model is valid on some of these days', {
    priceId,
    validFrom,
    validTo,
  });
