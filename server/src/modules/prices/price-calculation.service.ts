import { BadRequestException, Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { BeachChairModel, RateType } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { priceDefinitionsOfSection } from '../../common/price-definitions.sql.js';
import { daysBetween } from '../../common/time.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { BEACH_TIME_ZONE, dayIn, isRangeInSeason, seasonFor, SeasonSetting, SeasonWindow } from '../availability/index.js';
import { PriceCalculationQueryDto, PriceQueryDto } from './dto/price-query.dto.js';
import { PriceCalculationDto, PriceRatesDto, sortRates, toRateEntryDto, toPriceRowDto } from './dto/price.dto.js';
import {
  AppliedRates,
  applicableRates,
  chairPrice,
  PriceDefinition,
  priceAtRate,
  PriceRow as PricedRow,
  priceRows,
  RateProblem,
} from './rules/pricing.js';

/**
 * One round trip: the section's vendor and season, whether $4 is one of its rows, and its price definitions overlapping
 * the days $2..$3 with their rates (JSON).
 */
const PRICES_SQL = `
SELECT s.id, s.location_id, l.vendor_id, v.public_reference, l.season_start, l.season_end,
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
  location_id?: number;
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
  /** The rates that apply, merged from the section's, row's and model's definitions (applicableRates). */
  applied: AppliedRates;
  /** The season the range lies in. */
  season: SeasonWindow;
  /** The range runs over the whole season still ahead: from its first day (or today, once it has begun) to its last. */
  coversSeason: boolean;
}

/** The rates that apply to a chair of a section, row and model, and the price of a range (rules in rules/pricing.ts). */
@Injectable()
export class PriceCalculationService {
  constructor(private readonly sql: SqlService) {}

  async rates(user: AuthUser | undefined, q: PriceQueryDto): Promise<PriceRatesDto> {
    const { section, start, end, applied } = await this.resolve(user, q);
    return {
      sectionId: section.id,
      rowId: q.rowId ?? null,
      model: q.model ?? null,
      start,
      end,
      priceId: applied.primary.id,
      validFrom: applied.validFrom,
      validTo: applied.validTo,
      rates: sortRates(applied.rates).map(toRateEntryDto),
    };
  }

  async calculate(user: AuthUser | undefined, q: PriceCalculationQueryDto): Promise<PriceCalculationDto> {
    const resolved = await this.resolve(user, q);
    const { section, start, end, applied, coversSeason } = resolved;
    const days = daysBetween(start, end) + 1;
    const singleDay = days === 1;
    let rows: PricedRow[];
    let chosen: PricedRow | undefined;
    if (q.rate !== undefined) {
      // The rate asked for, or why not: the regular price, and the discount-card price when it is cheaper.
      const regular = priceAtRate(applied.rates, days, q.rate, false, coversSeason);
      const card = applied.rates.some((r) => r.discount) ? priceAtRate(applied.rates, days, q.rate, true, coversSeason) : undefined;
      if (regular.problem && regular.problem.reason !== 'NOT_DEFINED') throw rateNotApplicable(resolved, q, q.rate, regular.problem);
      rows = regular.row ? [regular.row] : [];
      if (card?.row?.discount && (!regular.row || card.row.priceCents < regular.row.priceCents)) rows.push(card.row);
      if (!rows.length) throw rateNotApplicable(resolved, q, q.rate, card?.problem ?? regular.problem!);
      chosen = rows[0];
    } else {
      rows = priceRows(applied.rates, days);
      // One day: the price is the day rate's (the rows list every single-day rate to choose from).
      chosen = singleDay ? (rows.find((r) => r.type === RateType.DAY && !r.discount) ?? rows[0]) : rows[0];
    }
    if (!chosen) throw noPrice(section, q, start, end, days);
    return {
      sectionId: section.id,
      rowId: q.rowId ?? null,
      model: q.model ?? null,
      start,
      end,
      days,
      singleDay,
      price: toPriceRowDto(chosen).price,
      rate: chosen.type,
      discount: chosen.discount,
      priceId: chosen.priceId ?? applied.primary.id,
      rows: rows.map(toPriceRowDto),
    };
  }

  /**
   * The price of one chair booking as it is booked: at the rate asked for (a half day, a day, several days at DAY,
   * MULTI_DAY, WEEK or SEASON) or RATE_NOT_APPLICABLE, never another rate; without a rate a day at the day rate and
   * several days at the best rate. The same season check, rates and PRICE_NOT_DEFINED as calculate().
   */
  async chairBookingPrice(
    q: { sectionId: number; rowId: number | null; model: BeachChairModel; start: string; end: string; publicReference: string },
    rate: RateType | undefined,
    discount: boolean,
    /** The section's season and price definitions (priceDefinitionsOfSection), when the caller has read them already. */
    known?: { section: PricedSection; prices: string },
  ): Promise<PricedRow> {
    const query: PriceQueryDto = { ...q, rowId: q.rowId ?? undefined, isPublic: true };
    const resolved = known
      ? resolveRow(undefined, query, {
          id: known.section.id,
          vendor_id: known.section.vendorId,
          public_reference: known.section.publicReference,
          season_start: known.section.seasonStart,
          season_end: known.section.seasonEnd,
          row_ok: true,
          prices: known.prices,
        })
      : await this.resolve(undefined, query);
    const { section, start, end, applied, coversSeason } = resolved;
    const days = daysBetween(start, end) + 1;
    const priced = chairPrice(applied.rates, days, rate, discount, coversSeason);
    if (priced?.problem) throw rateNotApplicable(resolved, query, rate!, priced.problem);
    if (!priced?.row) throw noPrice(section, query, start, end, days);
    return priced.row;
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
    id: found.id,
    vendorId: found.vendor_id,
    publicReference: found.public_reference,
    seasonStart: found.season_start,
    seasonEnd: found.season_end,
  };
  if (q.isPublic !== false && q.publicReference !== undefined) {
    // The storefront: the section's vendor by its public reference.
    if (section.publicReference !== q.publicReference) throw notFound('Section', q.sectionId);
  } else {
    // The back office (isPublic=false, or no publicReference): the vendor is the token's.
    if (!user && q.isPublic === false) throw new DomainError(ErrorType.UNAUTHENTICATED, 'isPublic=false needs a bearer access token');
    if (!user) {
      throw new BadRequestException({
        statusCode: 400,
        message: ['publicReference is required without a bearer access token (a VENDOR or ADMIN token prices its own sections)'],
        error: 'Bad Request',
      });
    }
    assertInScope(user, section.vendorId, 'Section', q.sectionId, found.location_id);
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
  const applied = applicableRates(definitions, { rowId: q.rowId, model: q.model }, start, end);
  if (!applied) throw noPrice(section, q, start, end, daysBetween(start, end) + 1);
  const season = seasonFor(section, start, today);
  const coversSeason = start <= (season.start > today ? season.start : today) && end >= season.end;
  return { section, start, end, applied, season, coversSeason };
}

/** What makes each reason of RATE_NOT_APPLICABLE, for its message. */
const WHY: Record<RateProblem['reason'], string> = {
  NOT_DEFINED: 'no price definition for this chair has it',
  SINGLE_DAY_ONLY: 'a half day is part of one day only',
  TOO_FEW_DAYS: 'the stay is shorter than its minimum days',
  SHORTER_THAN_A_WEEK: 'it is a week flat, and these days cost less at another rate',
  NOT_THE_WHOLE_SEASON: 'it is the whole season flat, and part of it costs less at another rate',
};

function rateNotApplicable(r: Resolved, q: { rowId?: number; model?: BeachChairModel }, rate: RateType, problem: RateProblem) {
  const days = daysBetween(r.start, r.end) + 1;
  const minDays = problem.reason === 'TOO_FEW_DAYS' ? problem.minDays : null;
  return new DomainError(
    ErrorType.RATE_NOT_APPLICABLE,
    `The rate ${rate} does not apply to ${r.start} to ${r.end} (${days} days): ${WHY[problem.reason]}` +
      (minDays !== null ? ` (${minDays})` : '') +
      (problem.reason === 'NOT_THE_WHOLE_SEASON' ? ` (the season runs ${r.season.start} to ${r.season.end})` : ''),
    {
      rate,
      reason: problem.reason,
      sectionId: r.section.id,
      rowId: q.rowId ?? null,
      model: q.model ?? null,
      start: r.start,
      end: r.end,
      days,
      minDays,
      seasonStart: r.season.start,
      seasonEnd: r.season.end,
    },
  );
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
