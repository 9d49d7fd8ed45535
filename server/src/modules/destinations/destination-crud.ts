import type { DataSource, EntityTarget, ObjectLiteral, Repository, SelectQueryBuilder } from 'typeorm';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import type { GeoJsonGeometry } from '../../common/geo.types.js';
import type { GeometryService } from '../../common/geometry.service.js';
import { ListQueryDto } from '../../common/list/list-query.dto.js';
import { ListSpec, Page, paginate } from '../../common/list/list.js';

export interface ParentRef {
  /** Body field holding the parent's id, e.g. `regionId`. */
  field: string;
  table: string;
}

export interface ChildRef {
  table: string;
  column: string;
  label: string;
}

export interface DestinationKind<E extends ObjectLiteral> {
  entity: EntityTarget<E>;
  label: string;
  alias: string;
  listSpec: ListSpec;
  parents: ParentRef[];
  children: ChildRef[];
  /** Joins every read of this kind needs (e.g. a section's location and vendor). */
  shape?: (qb: SelectQueryBuilder<E>) => void;
}

/** Create, read, update, delete and list of one kind of destination: the same rules for regions, cities, beaches and sections. */
export class DestinationCrud<E extends ObjectLiteral & { id: number; geoJson: GeoJsonGeometry | null }> {
  protected readonly repo: Repository<E>;

  constructor(
    protected readonly db: DataSource,
    protected readonly geometry: GeometryService,
    protected readonly kind: DestinationKind<E>,
  ) {
    this.repo = db.getRepository(kind.entity);
  }

  list(query: ListQueryDto): Promise<Page<E>> {
    const qb = this.repo.createQueryBuilder(this.kind.alias);
    this.kind.shape?.(qb);
    return paginate(qb, query, this.kind.listSpec);
  }

  /** One by id, with the kind's joins and any extra ones the caller asks for. */
  async get(id: number, extra?: (qb: SelectQueryBuilder<E>) => void): Promise<E> {
    const qb = this.repo.createQueryBuilder(this.kind.alias).where(`${this.kind.alias}.id = :id`, { id });
    this.kind.shape?.(qb);
    extra?.(qb);
    return assertFound(await qb.getOne(), this.kind.label, id);
  }

  async create(input: Partial<E>): Promise<E> {
    await this.checkWrite(input);
    const saved = await this.repo.save(this.repo.create(input as E));
    return this.get(saved.id);
  }

  async update(id: number, input: Partial<E>): Promise<E> {
    const current = await this.get(id);
    await this.checkWrite(input);
    await this.repo.save(this.repo.merge(current, input as E));
    return this.get(id);
  }

  async remove(id: number): Promise<void> {
    await this.get(id);
    for (const child of this.kind.children) {
      const [{ count }]: { count: number }[] = await this.db.query(
        `SELECT count(*)::int AS count FROM ${child.table} WHERE ${child.column} = $1`,
        [id],
      );
      if (count > 0) throw this.hasChildren(id, child.label, count);
    }
    try {
      await this.repo.delete(id);
    } catch (error) {
      // A child added between the check and the delete still keeps the parent.
      if ((error as { driverError?: { code?: string } }).driverError?.code === '23503') throw this.hasChildren(id, 'children', 1);
      throw error;
    }
  }

  private hasChildren(id: number, children: string, count: number) {
    return new DomainError(
      ErrorType.DESTINATION_HAS_CHILDREN,
      `${this.kind.label} ${id} still has ${count} ${children}; delete or move them first`,
      { entity: this.kind.label, id, children, count },
    );
  }

  /** Referenced parents must exist and geometry must be valid, before anything is written. */
  private async checkWrite(input: Partial<E>): Promise<void> {
    for (const parent of this.kind.parents) {
      const id = (input as Record<string, unknown>)[parent.field];
      if (id === undefined) continue;
      const rows: unknown[] = await this.db.query(`SELECT 1 FROM ${parent.table} WHERE id = $1`, [id]);
      if (!rows.length) {
        throw new DomainError(ErrorType.REFERENCED_ENTITY_NOT_FOUND, `${parent.field} ${JSON.stringify(id)} does not exist`, {
          field: parent.field,
          id: Number(id),
        });
      }
    }
    await this.geometry.assertValid('geoJson', input.geoJson);
  }
}
