import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { BeachChairModel } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { daysBetween } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { BEACH_TIME_ZONE, dayIn, isRangeInSeason, SeasonSetting, seasonFor } from '../availability/rules/index.js';
import { PriceQueryDto } from './dto/price-query.dto.js';
import { PriceCalculationDto, PriceRatesDto, sortRates, toRateEntryDto, toPriceRowDto } from './dto/price.dto.js';
import { priceDefinitionsOfSection } from './price-definitions.sql.js';
import { PriceDefinition, priceFor, PriceRow as PricedRow, priceRows, selectPriceDefinition } from './rules/pricing.js';

/**
 * One round trip: the section's vendor and season, whether $4 is one of its rows, and its price definitions overlapping
 * the days $2..$3 with their rates (JSON).
 */
const PRICES_SQL = `
SELECT s.id, l.vendor_id, v.public_reference, l.season_start, l.season_end,
       ($4::int IS NULL OR EXISTS (SELECT 1 FROM "row" r WHERE r.id = $4 AND r.section_id = s.id)) AS row_ok,
       ${priceDefinitionsOfSection('$2', '$3')} AS prices
  FROM section s JOIN location l ON l.id = s.location_id JOIN vendor v ON v.id = l.vendor_id
 WHERE s.id = $1`;

export interface PricedSection extends SeasonSetting {
  id: number;
  vendorId: number;
  publicReference: string;
}

interface PriceRow {
  id: number;
  vendor_id: number;
  public_reference: string;
  season_start: string | null;
  season_end: string | null;
  row_ok: boolean;
  prices: string;
}

interface Resolved {
  section: PricedSection;
  start: string;
  end: string;
  definition: PriceDefinition;
}

/** The rates that apply to a chair of a section, row and model, and the price of a range (rules in rules/pricing.ts). */
@Injectable()
export class PriceCalculationService {
  constructor(private readonly sql: SqlService) {}

  async rates(user: AuthUser | undefined, q: PriceQueryDto): Promise<PriceRatesDto> {
    const { section, start, end, definition } = await this.resolve(user, q);
    return {
      sectionId: section.id,
      rowId: q.rowId ?? null,
      model: q.model ?? null,
      start,
      end,
      priceId: definition.id,
      validFrom: definition.validFrom,
      validTo: definition.validTo,
      rates: sortRates(definition).map(toRateEntryDto),
    };
  }

  async calculate(user: AuthUser | undefined, q: PriceQueryDto): Promise<PriceCalculationDto> {
    const { section, start, end, definition } = await this.resolve(user, q);
    const days = daysBetween(start, end) + 1;
    const rows = priceRows(definition.rates, days);
    if (!rows.length) throw noPrice(section, q, start, end, days);
    const singleDay = days === 1;
    return {
      sectionId: section.id,
      rowId: q.rowId ?? null,
      model: q.model ?? null,
      start,
      end,
      days,
      singleDay,
      price: singleDay ? 0 : toPriceRowDto(rows[0]).price,
      rate: singleDay ? null : rows[0].type,
      discount: singleDay ? false : rows[0].discount,
      priceId: definition.id,
      rows: rows.map(toPriceRowDto),
    };
  }

  /**
   * The price of one chair booking (a half day, a day, or several days at the best rate) as the storefront books it:
   * the same season check, definition and PRICE_NOT_DEFINED as calculate().
   */
  async chairBookingPrice(
    q: { sectionId: number; rowId: number | null; model: BeachChairModel; start: string; end: string; publicReference: string },
    slot: 'day' | 'morning' | 'afternoon',
    discount: boolean,
    /** The section's season and price definitions (priceDefinitionsOfSection), when the caller has read them already. */
    known?: { section: PricedSection; prices: string },
  ): Promise<PricedRow> {
    const query: PriceQueryDto = { ...q, rowId: q.rowId ?? undefined, isPublic: true };
    const { section, start, end, definition } = known
      ? resolveRow(undefined, query, { id: known.section.id, vendor_id: known.section.vendorId, public_reference: known.section.publicReference,
        season_start: known.section.seasonStart, season_end: known.section.seasonEnd, row_ok: true, prices: known.prices })
      : await this.resolve(undefined, query);
    const days = daysBetween(start, end) + 1;
    const row = priceFor(definition.rates, days, slot, discount);
    if (!row) throw noPrice(section, query, start, end, days);
    return row;
  }

  /** The section (public by reference, or the vendor's own) and its prices in one round trip; the season; the definition that applies. */
  private async resolve(user: AuthUser | undefined, q: PriceQueryDto): Promise<Resolved> {
    const [row] = await this.sql.rows<PriceRow>('prices_of_section', PRICES_SQL, [q.sectionId, q.start, q.end ?? q.start, q.rowId ?? null]);
    return resolveRow(user, q, assertFound(row, 'Section', q.sectionId));
  }
}

/** resolve() on the section's row: the access check, the season, the definition that applies. */
function resolveRow(user: AuthUser | undefined, q: PriceQueryDto, found: PriceRow): Resolved {
  const start = q.start;
  const end = q.end ?? q.start;
  const section: PricedSection = {
    id: found.id, vendorId: found.vendor_id, publicReference: found.public_reference, seasonStart: found.season_start, seasonEnd: found.season_end,
  };
  if (q.isPublic !== false) {
    if (section.publicReference !== q.publicReference) throw notFound('Section', q.sectionId);
  } else {
    if (!user) throw new DomainError(ErrorType.UNAUTHENTICATED, 'isPublic=false needs a bearer access token');
    assertInScope(user, section.vendorId, 'Section', q.sectionId);
  }
  if (!found.row_ok) throw notFound('Row', q.rowId!);
  const today = dayIn(new Date(), BEACH_TIME_ZONE);
  if (!isRangeInSeason(section, start, end, today)) {
    const season = seasonFor(section, start, today);
    throw new DomainError(ErrorType.OUTSIDE_RENTAL_SEASON, `The days ${start} to ${end} are not all in the rental season`, {
      start,
      end,
      seasonStart: season.start,
      seasonEnd: season.end,
    });
  }
  const definitions = JSON.parse(found.prices) as PriceDefinition[];
  const definition = selectPriceDefinition(definitions, { rowId: q.rowId, model: q.model }, start, end);
  if (!definition) throw noPrice(section, q, start, end, daysBetween(start, end) + 1);
  return { section, start, end, definition };
}

const notFound = (entity: string, id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });

function noPrice(section: PricedSection, q: { rowId?: number; model?: BeachChairModel }, start: string, end: string, days: number) {
  return new DomainError(ErrorType.PRICE_NOT_DEFINED, `No price is defined for these days in section ${section.id}`, {
    sectionId: section.id,
    rowId: q.rowId ?? null,
    model: q.model ?? null,
    start,
    end,
    days,
  });
}
