import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { DomainError } from '../errors/domain-error.js';
import { ErrorType } from '../errors/error-type.js';
import { isInt32 } from '../validation/optional.js';
import { DEFAULT_PAGE_SIZE, ListQueryDto, MAX_PAGE_SIZE } from './list-query.dto.js';

export type FilterType = 'int' | 'bool' | 'string';

/** What one list route allows: the fields it sorts, searches and filters by, as SQL expressions. */
export interface ListSpec {
  orderBy: Record<string, string>;
  defaultOrderBy: string;
  search: string[];
  filters: Record<string, { column: string; type: FilterType }>;
}

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  itemsPerPage: number;
}

const invalid = (message: string, payload: Record<string, string | string[]>) =>
  new DomainError(ErrorType.INVALID_LIST_QUERY, message, payload);

function parseValue(field: string, type: FilterType, raw: unknown): string | number | boolean {
  if (type === 'int') {
    const n = typeof raw === 'number' ? raw : Number(raw);
    // The filtered columns are int4: a larger number would be a 500 there.
    if (!isInt32(n)) throw invalid(`Filter ${field} needs a 32-bit integer`, { field, value: String(raw) });
    return n;
  }
  if (type === 'bool') {
    if (raw === true || raw === 'true') return true;
    if (raw === false || raw === 'false') return false;
    throw invalid(`Filter ${field} needs true or false`, { field, value: String(raw) });
  }
  if (typeof raw !== 'string' && typeof raw !== 'number') {
    throw invalid(`Filter ${field} needs a text value`, { field, value: String(raw) });
  }
  // "\u0000" inside the filters JSON becomes a NUL only here, after the query's own check.
  if (typeof raw === 'string' && raw.includes('\u0000'))
    throw invalid(`Filter ${field} must not contain NUL characters`, { field, value: 'NUL' });
  return String(raw);
}

/** The `filterBy`/`filter` pair and the `filters` JSON object, as one list of conditions. */
function readFilters(query: ListQueryDto): [string, unknown][] {
  const entries: [string, unknown][] = [];
  if (query.filterBy !== undefined || query.filter !== undefined) {
    if (query.filterBy === undefined || query.filter === undefined) {
      throw invalid('filterBy and filter go together', { field: query.filterBy ?? 'filterBy' });
    }
    entries.push([query.filterBy, query.filter]);
  }
  if (query.filters) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(query.filters);
    } catch {
      throw invalid('filters must be a JSON object', { field: 'filters' });
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
      throw invalid('filters must be a JSON object', { field: 'filters' });
    }
    entries.push(...Object.entries(parsed));
  }
  return entries;
}

/** Applies search, filters, order and paging of the list convention to a query; one count and one page query. */
export async function paginate<E extends ObjectLiteral>(qb: SelectQueryBuilder<E>, query: ListQueryDto, spec: ListSpec): Promise<Page<E>> {
  let n = 0;
  const param = () => `lq${n++}`;

  if (query.search?.trim()) {
    const p = param();
    const escaped = query.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`);
    qb.andWhere(`(${spec.search.map((expr) => `${expr} ILIKE :${p}`).join(' OR ')})`, { [p]: `%${escaped}%` });
  }

  for (const [field, raw] of readFilters(query)) {
    // Own keys only: "constructor" or "__proto__" must not find Object's.
    const def = Object.hasOwn(spec.filters, field) ? spec.filters[field] : undefined;
    if (!def) throw invalid(`Unknown filter ${field}`, { field, allowed: Object.keys(spec.filters) });
    const op = typeof raw === 'object' && raw !== null && !Array.isArray(raw) ? (raw as Record<string, unknown>) : { eq: raw };
    for (const [kind, value] of Object.entries(op)) {
      const p = param();
      if (kind === 'eq') qb.andWhere(`${def.column} = :${p}`, { [p]: parseValue(field, def.type, value) });
      else if (kind === 'not') qb.andWhere(`${def.column} IS DISTINCT FROM :${p}`, { [p]: parseValue(field, def.type, value) });
      else if (kind === 'in' && Array.isArray(value)) {
        qb.andWhere(`${def.column} IN (:...${p})`, { [p]: value.length ? value.map((v) => parseValue(field, def.type, v)) : [null] });
      } else throw invalid(`Unknown filter operator ${kind} on ${field}`, { field, allowed: ['eq', 'not', 'in'] });
    }
  }

  const orderBy = query.orderBy ?? spec.defaultOrderBy;
  const orderExpr = Object.hasOwn(spec.orderBy, orderBy) ? spec.orderBy[orderBy] : undefined;
  if (!orderExpr) throw invalid(`Cannot order by ${orderBy}`, { orderBy, allowed: Object.keys(spec.orderBy) });
  qb.orderBy(orderExpr, query.orderDir ?? 'ASC');
  const idExpr = spec.orderBy.id;
  if (idExpr && idExpr !== orderExpr) qb.addOrderBy(idExpr, 'ASC'); // a stable order across pages

  const requested = query.itemsPerPage ?? DEFAULT_PAGE_SIZE;
  const itemsPerPage = requested === 0 ? 0 : Math.min(requested, MAX_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  if (itemsPerPage > 0) qb.skip((page - 1) * itemsPerPage).take(itemsPerPage);
  const [items, total] = await qb.getManyAndCount();
  return { items, total, page: itemsPerPage === 0 ? 1 : page, itemsPerPage };
}

export function mapPage<E, D>(page: Page<E>, map: (e: E) => D): Page<D> {
  return { ...page, items: page.items.map(map) };
}
