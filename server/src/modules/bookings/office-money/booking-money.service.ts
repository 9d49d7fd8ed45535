import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BeachChairModel, BookingStatus, PaymentProvider, PaymentStatus, RateType } from '../../../common/enums.js';
import { toEuros } from '../../../common/money.js';
import { calendarDate } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import type { Rows } from '../../../infra/database/tx-rows.js';
import type { VendorCommission, VendorInvoiceData } from '../../inventory/entities/vendor.entity.js';
import type { CommissionDto, InvoiceDataDto, PrepaymentDto, VatAmountsDto } from './office-money.dto.js';
import { amountDueCents, commissionCents, isOnlineSource, paidCents, refundDueSplit, settleCancellation } from './money-rules.js';
import type { CancellationSettlement } from './money-rules.js';
import { CANCELLATION_FEE_VAT_RATE, CHAIR_RENTAL_VAT_RATE, splitGross, vatBreakdown, type VatSplit } from '../../../common/vat.js';
import { HALF_DAY_RANGE_SQL, officeBooking, type OfficeBookingRow } from '../office/office-booking.read.js';
import { PaymentLedger } from '../payment-ledger.js';

const euros = (s: VatSplit): VatAmountsDto => ({ gross: toEuros(s.grossCents), net: toEuros(s.netCents), vat: toEuros(s.vatCents) });
const lineEuros = (grossCents: number, vatRate: number) => ({ vatRate, ...euros(splitGross(grossCents, vatRate)) });

const VENDOR_SQL = `
SELECT id, company_name AS "companyName", address, email, telephone, website, invoice_data AS "invoiceData", commission
  FROM vendor WHERE id = $1`;

const CUSTOMER_SQL = `
SELECT salutation, first_name AS "firstName", last_name AS "lastName", email, telephone, address FROM customer WHERE id = $1`;

const CHAIR_LINES_SQL = `
SELECT cb.id, cb.beach_chair_id AS "beachChairId", c.public_number AS "publicNumber", cb.model, c.section_id AS "sectionId",
       s.name AS "sectionName", r.name AS "rowName", cb.start, cb."end", cb.rate, cb.discount, cb.price_cents AS "priceCents",
       ${HALF_DAY_RANGE_SQL} AS "timeRange"
  FROM beach_chair_booking cb
  JOIN beach_chair c ON c.id = cb.beach_chair_id
  JOIN section s ON s.id = c.section_id
  LEFT JOIN "row" r ON r.id = c.row_id
 WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED'
 ORDER BY cb.start, cb.id`;

const EXTRA_LINES_SQL = `
SELECT id, extra_id AS "extraId", name, name_en AS "nameEn", amount, unit_price_cents AS "unitPriceCents", vat_rate AS "vatRate"
  FROM booking_extra WHERE booking_id = $1 ORDER BY id`;

/** Chair bookings canceled on their own with a fee: the fee stays on the booking's total and invoice. */
const CHAIR_FEES_SQL = `
SELECT cb.id, c.public_number AS "publicNumber", cb.cancellation_fee_cents AS "feeCents"
  FROM beach_chair_booking cb JOIN beach_chair c ON c.id = cb.beach_chair_id
 WHERE cb.booking_id = $1 AND cb.status = 'CANCELED' AND cb.cancellation_fee_cents > 0
 ORDER BY cb.id`;

/** What the refund of the booking's cancellation gave back: still "paid" for the settlement of that cancellation. */
const REFUNDED_BY_CANCEL_SQL = `
SELECT coalesce(sum((h.details ->> 'amountCents')::int), 0)::int AS cents FROM booking_history h
 WHERE h.booking_id = $1 AND h.action = 'REFUND_PAYMENT' AND h.details ->> 'reason' = 'CANCELED_BY_OFFICE'
   AND h.created_at >= (SELECT max(c.created_at) FROM booking_history c
                         WHERE c.booking_id = $1 AND c.to_status = 'CANCELED' AND c.from_status IS DISTINCT FROM 'CANCELED')`;

const PAYMENTS_SQL = `
SELECT id, provider, provider_ref AS "providerRef", status, amount_cents AS "amountCents", refunded_cents AS "refundedCents", currency,
       created_at AS "createdAt"
  FROM payment WHERE booking_id = $1 ORDER BY created_at, id`;

interface VendorRow {
  id: number;
  companyName: string;
  address: Record<string, unknown>;
  email: string | null;
  telephone: string | null;
  website: string | null;
  invoiceData: VendorInvoiceData;
  commission: VendorCommission;
}

interface ChairLineRow {
  id: number;
  beachChairId: number;
  publicNumber: string;
  model: BeachChairModel;
  sectionId: number;
  sectionName: string;
  rowName: string | null;
  start: Date;
  end: Date;
  rate: RateType | null;
  discount: boolean;
  priceCents: number;
  timeRange: string | null;
}

/** invoiceData, prepayment and recalculateCommission of /features/booking_details/{id}. */
@Injectable()
export class BookingMoneyService {
  constructor(
    private readonly sql: SqlService,
    private readonly ledger: PaymentLedger,
  ) {}

  /** Everything an invoice PDF prints: vendor, customer, number, lines with net / VAT / gross, the fee and the totals. */
  async invoiceData(user: AuthUser, id: number): Promise<InvoiceDataDto> {
    return this.invoiceDataOf(await officeBooking(this.sql, user, id));
  }

  /** The same for a booking row already read (and scoped) by the caller; the documents module renders its PDFs from it. */
  async invoiceDataOf(b: OfficeBookingRow, q: Rows = this.sql): Promise<InvoiceDataDto> {
    const canceled = b.status === BookingStatus.CANCELED || b.status === BookingStatus.EXPIRED;
    const [[vendor], customers, chairs, extras, chairFees, paid] = await Promise.all([
      q.rows<VendorRow>('office_money_vendor', VENDOR_SQL, [b.vendorId]),
      b.customerId === null
        ? Promise.resolve([])
        : q.rows<InvoiceDataDto['customer'] & object>('office_money_customer', CUSTOMER_SQL, [b.customerId]),
      canceled ? Promise.resolve([]) : q.rows<ChairLineRow>('office_money_chair_lines', CHAIR_LINES_SQL, [b.id]),
      canceled
        ? Promise.resolve([])
        : q.rows<{
            id: number;
            extraId: number;
            name: string;
            nameEn: string | null;
            amount: number;
            unitPriceCents: number;
            vatRate: number;
          }>('office_money_extra_lines', EXTRA_LINES_SQL, [b.id]),
      canceled
        ? Promise.resolve([])
        : q.rows<{ id: number; publicNumber: string; feeCents: number }>('office_money_chair_fees', CHAIR_FEES_SQL, [b.id]),
      this.paidCentsOf(b.id, q),
    ]);
    const chairLines = chairs.map((c) => ({
      id: c.id,
      beachChairId: c.beachChairId,
      publicNumber: c.publicNumber,
      model: c.model,
      sectionId: c.sectionId,
      sectionName: c.sectionName,
      rowName: c.rowName,
      start: c.start.toISOString(),
      end: c.end.toISOString(),
      startDate: calendarDate(c.start, b.timeZone),
      endDate: calendarDate(new Date(c.end.getTime() - 1), b.timeZone),
      rate: c.rate,
      discount: c.discount,
      timeRange: c.timeRange,
      ...lineEuros(c.priceCents, CHAIR_RENTAL_VAT_RATE),
    }));
    const extraLines = extras.map((e) => ({
      id: e.id,
      extraId: e.extraId,
      name: e.name,
      nameEn: e.nameEn,
      amount: e.amount,
      unitPrice: toEuros(e.unitPriceCents),
      ...lineEuros(e.amount * e.unitPriceCents, e.vatRate),
    }));
    const feeLines = chairFees.map((f) => ({
      beachChairBookingId: f.id,
      publicNumber: f.publicNumber,
      ...lineEuros(f.feeCents, CANCELLATION_FEE_VAT_RATE),
    }));
    const settlement = canceled ? await this.settlementOf(b, q) : null;
    const feeCents = settlement?.chargedCents ?? 0;
    const { groups, totals } = vatBreakdown([
      ...chairs.map((c) => ({ grossCents: c.priceCents, vatRate: CHAIR_RENTAL_VAT_RATE })),
      ...extras.map((e) => ({ grossCents: e.amount * e.unitPriceCents, vatRate: e.vatRate })),
      ...chairFees.map((f) => ({ grossCents: f.feeCents, vatRate: CANCELLATION_FEE_VAT_RATE })),
      { grossCents: feeCents, vatRate: CANCELLATION_FEE_VAT_RATE },
    ]);
    const bank = vendor.invoiceData.bankData ?? {};
    return {
      id: b.id,
      bookingRef: b.bookingRef,
      status: b.status,
      invoiceNumber: b.invoiceNumber,
      paymentMethod: b.paymentMethod,
      createdAt: b.createdAt.toISOString(),
      timeZone: b.timeZone,
      vatRate: CHAIR_RENTAL_VAT_RATE,
      vendor: {
        id: vendor.id,
        companyName: vendor.companyName,
        address: vendor.address,
        email: vendor.email,
        telephone: vendor.telephone,
        website: vendor.website,
        vatId: vendor.invoiceData.vatId ?? null,
        taxNumber: vendor.invoiceData.taxNumber ?? null,
        registerCourt: vendor.invoiceData.registerCourt ?? null,
        registerNumber: vendor.invoiceData.registerNumber ?? null,
        managingDirectors: vendor.invoiceData.managingDirectors ?? null,
        bankData: {
          accountHolder: bank.accountHolder ?? null,
          iban: bank.iban ?? null,
          bic: bank.bic ?? null,
          bankName: bank.bankName ?? null,
        },
      },
      customer: customers[0] ?? null,
      beachChairBookings: chairLines,
      extras: extraLines,
      beachChairCancellationFees: feeLines,
      cancellationFee: feeCents > 0 ? lineEuros(feeCents, CANCELLATION_FEE_VAT_RATE) : null,
      cancellation: settlement && {
        fee: toEuros(settlement.feeCents),
        charged: toEuros(settlement.chargedCents),
        paid: toEuros(settlement.paidCents),
        kept: lineEuros(settlement.keptCents, CANCELLATION_FEE_VAT_RATE),
        refund: toEuros(settlement.refundCents),
        open: toEuros(settlement.openCents),
      },
      vatBreakdown: groups.map((g) => ({ rate: g.rate, ...euros(g) })),
      totals: euros(totals),
      paid: toEuros(paid),
      open: toEuros(Math.max(totals.grossCents - paid, 0)),
    };
  }

  /** Succeeded payments less what was refunded of them (a deposit counts as it is). */
  async paidCentsOf(bookingId: number, q: Rows = this.sql): Promise<number> {
    const payments = await q.rows<{ status: PaymentStatus; amountCents: number; refundedCents: number }>(
      'office_money_payments',
      PAYMENTS_SQL,
      [bookingId],
    );
    return paidCents(payments);
  }

  /**
   * The money of a canceled booking's cancellation: fee, charged, paid (before the cancellation's refund), kept,
   * refunded, open. The one computation the booking's answers, its documents and its mail use.
   */
  async settlementOf(b: OfficeBookingRow, q: Rows = this.sql): Promise<CancellationSettlement> {
    const [paid, [refunded]] = await Promise.all([
      this.paidCentsOf(b.id, q),
      q.rows<{ cents: number }>('office_money_refunded_by_cancel', REFUNDED_BY_CANCEL_SQL, [b.id]),
    ]);
    return settleCancellation(b.cancellationFeeCents ?? 0, paid + (refunded?.cents ?? 0), b.skipRefund);
  }

  /** What the booking asks for now: its total, or what its cancellation charges (the fee, or all paid when kept). */
  async dueCentsOf(b: OfficeBookingRow, q: Rows = this.sql): Promise<number> {
    const canceled = b.status === BookingStatus.CANCELED || b.status === BookingStatus.EXPIRED;
    return canceled ? (await this.settlementOf(b, q)).chargedCents : amountDueCents(b.status, b.totalPriceCents, b.cancellationFeeCents);
  }

  /** What is due, what has been paid (succeeded and refunded payments less their refunded cents) and what is still open. */
  async prepayment(user: AuthUser, id: number): Promise<PrepaymentDto> {
    const b = await officeBooking(this.sql, user, id);
    const payments = await this.sql.rows<{
      id: number;
      provider: PaymentProvider;
      providerRef: string | null;
      status: PaymentStatus;
      amountCents: number;
      refundedCents: number;
      currency: string;
      createdAt: Date;
    }>('office_money_payments', PAYMENTS_SQL, [b.id]);
    const due = await this.dueCentsOf(b);
    const paid = paidCents(payments);
    const refund = refundDueSplit(b, paid, due, await this.ledger.providerRefundableCents(b.id));
    return {
      totalPrice: toEuros(due),
      paid: toEuros(paid),
      open: toEuros(Math.max(due - paid, 0)),
      refunded: toEuros(payments.reduce((sum, p) => sum + p.refundedCents, 0)),
      refundDue: toEuros(refund.byOfficeCents),
      refundPending: toEuros(refund.byProviderCents),
      payments: payments.map((p) => ({
        id: p.id,
        provider: p.provider,
        providerRef: p.providerRef,
        status: p.status,
        amount: toEuros(p.amountCents),
        refunded: toEuros(p.refundedCents),
        currency: p.currency.trim(),
        createdAt: p.createdAt.toISOString(),
      })),
    };
  }

  /** The platform's commission on the amount due, by the vendor's online or offline percent; kept in meta_data.commission. */
  async recalculateCommission(user: AuthUser, id: number, onlineBooking?: boolean): Promise<CommissionDto> {
    const b = await officeBooking(this.sql, user, id);
    const [vendor] = await this.sql.rows<VendorRow>('office_money_vendor', VENDOR_SQL, [b.vendorId]);
    const online = onlineBooking ?? isOnlineSource(b.source);
    const percent = Number((online ? vendor.commission.onlinePercent : vendor.commission.offlinePercent) ?? 0);
    const baseCents = amountDueCents(b.status, b.totalPriceCents, b.cancellationFeeCents);
    const cents = commissionCents(baseCents, percent);
    const stored = { percent, onlineBooking: online, baseCents, commissionCents: cents, calculatedAt: new Date().toISOString() };
    await this.sql.rows(
      'office_money_store_commission',
      `UPDATE booking SET meta_data = meta_data || jsonb_build_object('commission', $2::jsonb), updated_at = now() WHERE id = $1`,
      [b.id, JSON.stringify(stored)],
    );
    return { totalPrice: toEuros(baseCents), percent, commission: toEuros(cents), onlineBooking: online };
  }
}
