import { Injectable } from '@nestjs/common';
import { DataSource, SelectQueryBuilder } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { bookingAtLocation, locationScopeOf, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { SortDirection } from '../../../common/enums.js';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { ListSpec, mapPage, Page, paginate } from '../../../common/list/list.js';
import { toEuros } from '../../../common/money.js';
import { DEFAULT_TIME_ZONE } from '../../../common/time.js';
import { VAT_RATES, vatBreakdown } from '../../../common/vat.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { RECORD_REFUND } from './booking-refunds.service.js';
import { invoiceVatLines, type RegisterLines } from './invoice-vat.js';
import {
  InvoiceExportLineDto,
  InvoiceExportQueryDto,
  OccupancyReportDto,
  type VatRateColumns,
  OccupancyReportQueryDto,
  RevenuePeriod,
  RevenueReportDto,
  RevenueReportQueryDto,
} from './office-reports.dto.js';

/**
 * Per day ($1..$2, zone $3) and section of the vendor ($4, null: all) at the location ($5, null: all): the section's
 * active chairs and the distinct chairs a holding chair booking touches that day.
 */
const OCCUPANCY_SQL = `
WITH days AS (
  SELECT d::date AS day, (d::date::timestamp AT TIME ZONE $3) AS day_start, ((d::date + 1)::timestamp AT TIME ZONE $3) AS day_end
    FROM generate_series($1::date, $2::date, interval '1 day') d
), secs AS (
  SELECT s.id, s.name FROM section s JOIN location l ON l.id = s.location_id
   WHERE ($4::int IS NULL OR l.vendor_id = $4) AND ($5::int IS NULL OR s.location_id = $5)
), chairs AS (
  SELECT c.section_id, count(*)::int AS n FROM beach_chair c WHERE c.active AND c.section_id IN (SELECT id FROM secs) GROUP BY c.section_id
)
SELECT to_char(days.day, 'YYYY-MM-DD') AS "date", secs.id AS "sectionId", secs.name AS "sectionName",
       coalesce(chairs.n, 0) AS "activeChairs",
       (SELECT count(DISTINCT cb.beach_chair_id)::int FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id
         WHERE c.section_id = secs.id AND c.active AND cb.status IN ${HOLDING_STATUSES_SQL}
           AND cb.period && tstzrange(days.day_start, days.day_end, '[)')) AS "bookedChairs"
  FROM days CROSS JOIN secs LEFT JOIN chairs ON chairs.section_id = secs.id
 ORDER BY days.day, secs.name, secs.id`;

/**
 * Per period and payment method: paid (BOOKED) bookings by the period they were paid in (their last PAY, else when made),
 * canceled ones by the period of their cancellation (last CANCEL, else last change) with their fees (revenue too: the
 * fee is what the vendor earned, under the booking's payment method), and refunds by the day they were paid out: those
 * the office recorded (RECORD_REFUND, by their method) and the provider's refunds of a cancellation (the booking's
 * method). $1..$2 days, $3 zone, $4 'YYYY-MM-DD' or 'YYYY-MM', $5 vendor, $6 location.
 */
const REVENUE_SQL = `
WITH scoped AS (
  SELECT b.id, b.status, b.payment_method, b.total_price_cents, b.cancellation_fee_cents,
         CASE b.status
           WHEN 'BOOKED' THEN coalesce((SELECT max(h.created_at) FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'PAY'), b.created_at)
           ELSE coalesce((SELECT max(h.created_at) FROM booking_history h WHERE h.booking_id = b.id AND h.action = 'CANCEL'), b.updated_at)
         END AS at
    FROM booking b
   WHERE b.status IN ('BOOKED', 'CANCELED')
     AND ($5::int IS NULL OR b.vendor_id = $5)
     AND ($6::int IS NULL OR ${bookingAtLocation('b.id', '$6')})
), events AS (
  SELECT at, coalesce(payment_method, 'UNKNOWN') AS method, (status = 'BOOKED')::int AS paid,
         CASE WHEN status = 'BOOKED' THEN total_price_cents ELSE 0 END AS sales, (status = 'CANCELED')::int AS canceled,
         CASE WHEN status = 'CANCELED' THEN coalesce(cancellation_fee_cents, 0) ELSE 0 END AS fees, 0 AS refunds
    FROM scoped
  UNION ALL
  SELECT h.created_at, CASE WHEN h.action = '${RECORD_REFUND}' THEN h.details ->> 'paymentMethod' ELSE coalesce(b.payment_method, 'UNKNOWN') END,
         0, 0, 0, 0, (h.details ->> 'amountCents')::int
    FROM booking_history h JOIN booking b ON b.id = h.booking_id
   WHERE (h.action = '${RECORD_REFUND}' OR (h.action = 'REFUND_PAYMENT' AND h.details ->> 'reason' IN ('CANCELED_BY_OFFICE', 'CHANGED_BY_OFFICE')))
     AND ($5::int IS NULL OR b.vendor_id = $5)
     AND ($6::int IS NULL OR ${bookingAtLocation('b.id', '$6')})
), dated AS (
  SELECT *, (at AT TIME ZONE $3)::date AS day FROM events
)
SELECT to_char(day, $4) AS period, method AS "paymentMethod",
       sum(paid)::int AS "paidBookings", sum(sales + fees)::int AS "revenueCents", sum(canceled)::int AS cancellations,
       sum(fees)::int AS "feeCents", sum(refunds)::int AS "refundCents"
  FROM dated WHERE day BETWEEN $1::date AND $2::date
 GROUP BY 1, 2 ORDER BY 1, 2`;

interface RevenueRow {
  period: string;
  paymentMethod: string;
  paidBookings: number;
  revenueCents: number;
  cancellations: number;
  feeCents: number;
  refundCents: number;
}

/** The vendor's issued invoices with their booking's reference and payment method, as a subquery for paginate(). */
const INVOICES_SQL = `
SELECT i.id, i.number, i.kind, i.gross_cents, i.lines, i.issued_at,
       to_char(i.issued_at AT TIME ZONE :invTz, 'YYYY-MM-DD') AS date,
       o.number AS corrects, b.booking_ref, b.payment_method
  FROM invoice i JOIN booking b ON b.id = i.booking_id LEFT JOIN invoice o ON o.id = i.corrects_id
 WHERE (i.issued_at AT TIME ZONE :invTz)::date BETWEEN CAST(:invFrom AS date) AND CAST(:invTo AS date)
   AND (CAST(:invVendor AS int) IS NULL OR i.vendor_id = :invVendor)
   AND (CAST(:invLocation AS int) IS NULL OR ${bookingAtLocation('b.id', ':invLocation')})`;

const INVOICE_LIST: ListSpec = {
  orderBy: { invoiceNumber: 'inv.number', date: 'inv.issued_at', gross: 'inv.gross_cents', bookingRef: 'inv.booking_ref' },
  defaultOrderBy: 'date',
  search: ['inv.number', 'inv.booking_ref'],
  filters: { kind: { column: 'inv.kind', type: 'string' }, paymentMethod: { column: 'inv.payment_method', type: 'string' } },
};

interface InvoiceRow {
  id: number;
  number: string;
  kind: string;
  gross_cents: number;
  lines: RegisterLines | null;
  date: string;
  corrects: string | null;
  booking_ref: string;
  payment_method: string | null;
}

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((1000 * part) / whole) / 10 : null);

/** The reports screen's reads (owners and admins): occupancy, revenue by payment method, the invoice export. */
@Injectable()
export class OfficeReportsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
  ) {}

  async occupancy(user: AuthUser, q: OccupancyReportQueryDto): Promise<OccupancyReportDto> {
    const items = await this.sql.rows<{ date: string; sectionId: number; sectionName: string; activeChairs: number; bookedChairs: number }>(
      'office_reports_occupancy',
      OCCUPANCY_SQL,
      [q.from, q.to, DEFAULT_TIME_ZONE, vendorScopeOf(user), locationScopeOf(user)],
    );
    const sections = new Map<number, { sectionId: number; sectionName: string; bookedChairDays: number; chairDays: number }>();
    for (const l of items) {
      const s = sections.get(l.sectionId) ?? { sectionId: l.sectionId, sectionName: l.sectionName, bookedChairDays: 0, chairDays: 0 };
      s.bookedChairDays += l.bookedChairs;
      s.chairDays += l.activeChairs;
      sections.set(l.sectionId, s);
    }
    return {
      from: q.from,
      to: q.to,
      timeZone: DEFAULT_TIME_ZONE,
      sections: [...sections.values()].map((s) => ({ ...s, occupancyPercent: percent(s.bookedChairDays, s.chairDays) })),
      items: items.map((l) => ({ ...l, occupancyPercent: percent(l.bookedChairs, l.activeChairs) })),
    };
  }

  async revenue(user: AuthUser, q: RevenueReportQueryDto): Promise<RevenueReportDto> {
    const groupBy = q.groupBy ?? RevenuePeriod.DAY;
    const rows = await this.sql.rows<RevenueRow>('office_reports_revenue', REVENUE_SQL, [
      q.from,
      q.to,
      DEFAULT_TIME_ZONE,
      groupBy === RevenuePeriod.MONTH ? 'YYYY-MM' : 'YYYY-MM-DD',
      vendorScopeOf(user),
      locationScopeOf(user),
    ]);
    const periods = new Map<string, RevenueRow[]>();
    for (const r of rows) periods.set(r.period, [...(periods.get(r.period) ?? []), r]);
    const byMethod = new Map<string, number>();
    for (const r of rows) byMethod.set(r.paymentMethod, (byMethod.get(r.paymentMethod) ?? 0) + r.revenueCents);
    const sum = (rs: RevenueRow[], k: keyof Omit<RevenueRow, 'period' | 'paymentMethod'>) => rs.reduce((s, r) => s + r[k], 0);
    return {
      from: q.from,
      to: q.to,
      timeZone: DEFAULT_TIME_ZONE,
      groupBy,
      paymentMethods: [...byMethod.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([m]) => m),
      items: rows.map((r) => ({
        period: r.period,
        paymentMethod: r.paymentMethod,
        paidBookings: r.paidBookings,
        revenue: toEuros(r.revenueCents),
        cancellations: r.cancellations,
        cancellationFees: toEuros(r.feeCents),
        refunds: toEuros(r.refundCents),
      })),
      periods: [...periods.entries()].map(([period, rs]) => ({
        period,
        paidBookings: sum(rs, 'paidBookings'),
        revenue: toEuros(sum(rs, 'revenueCents')),
        cancellations: sum(rs, 'cancellations'),
        cancellationFees: toEuros(sum(rs, 'feeCents')),
        refunds: toEuros(sum(rs, 'refundCents')),
      })),
      totalPaidBookings: sum(rows, 'paidBookings'),
      totalRevenue: toEuros(sum(rows, 'revenueCents')),
      totalCancellations: sum(rows, 'cancellations'),
      totalCancellationFees: toEuros(sum(rows, 'feeCents')),
      totalRefunds: toEuros(sum(rows, 'refundCents')),
    };
  }

  /** One line per invoice issued from–to, oldest first unless the caller names an order (list convention, CSV). */
  async invoiceExport(user: AuthUser, q: InvoiceExportQueryDto): Promise<Page<InvoiceExportLineDto>> {
    const qb = new InvoiceRowsQuery(this.db.createQueryBuilder())
      .select('inv.*')
      .from<InvoiceRow>(`(${INVOICES_SQL})`, 'inv')
      .setParameters({
        invTz: DEFAULT_TIME_ZONE,
        invFrom: q.from,
        invTo: q.to,
        invVendor: vendorScopeOf(user),
        invLocation: locationScopeOf(user),
      });
    const query = { ...q, orderDir: q.orderDir ?? (q.orderBy ? undefined : SortDirection.ASC) };
    return mapPage(await paginate(qb, query, INVOICE_LIST), (r) => {
      const { groups, totals } = vatBreakdown(invoiceVatLines(r));
      // Each rate in its own columns (net19, vat19, net7, vat7, net0): a mixed-rate invoice is booked per rate.
      const perRate = Object.fromEntries(
        VAT_RATES.flatMap((rate) => {
          const g = groups.find((x) => x.rate === rate);
          const net: [string, number] = [`net${rate}`, toEuros(g?.netCents ?? 0)];
          return rate === 0 ? [net] : [net, [`vat${rate}`, toEuros(g?.vatCents ?? 0)]];
        }),
      ) as VatRateColumns;
      return {
        invoiceNumber: r.number,
        date: r.date,
        kind: r.kind,
        corrects: r.corrects,
        bookingRef: r.booking_ref,
        net: toEuros(totals.netCents),
        vat: toEuros(totals.vatCents),
        gross: toEuros(totals.grossCents),
        ...perRate,
        paymentMethod: r.payment_method,
      };
    });
  }
}

/** paginate() over raw invoice rows (no entity): count(*) of the filtered rows, the id keeps the order stable. */
class InvoiceRowsQuery extends SelectQueryBuilder<InvoiceRow> {
  override async getManyAndCount(): Promise<[InvoiceRow[], number]> {
    const count = this.clone().orderBy().skip(undefined).take(undefined).select('count(*)::int', 'total');
    this.addOrderBy('inv.id', 'ASC');
    const [rows, counted] = await Promise.all([this.getRawMany<InvoiceRow>(), count.getRawOne<{ total: number }>()]);
    return [rows, counted?.total ?? 0];
  }
}
