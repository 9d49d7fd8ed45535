import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BeachChairModel, BookingStatus, PaymentProvider, PaymentStatus, RateType, Salutation } from '../../../common/enums.js';
import { toEuros } from '../../../common/money.js';
import { calendarDate } from '../../../common/time.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import type { VendorCommission, VendorInvoiceData } from '../../inventory/entities/vendor.entity.js';
import type { CommissionDto, InvoiceDataDto, PrepaymentDto, VatAmountsDto } from './office-money.dto.js';
import { amountDueCents, commissionCents, isOnlineSource, paidCents, splitGross, VatSplit } from './money-rules.js';
import { officeBooking, type OfficeBookingRow } from '../office/office-booking.read.js';

const VAT_RATE = 19;

const euros = (s: VatSplit): VatAmountsDto => ({ gross: toEuros(s.grossCents), net: toEuros(s.netCents), vat: toEuros(s.vatCents) });

const VENDOR_SQL = `
SELECT id, company_name AS "companyName", address, email, telephone, website, invoice_data AS "invoiceData", commission
  FROM vendor WHERE id = $1`;

const CUSTOMER_SQL = `
SELECT salutation, first_name AS "firstName", last_name AS "lastName", email, telephone, address FROM customer WHERE id = $1`;

const CHAIR_LINES_SQL = `
SELECT cb.id, cb.beach_chair_id AS "beachChairId", c.public_number AS "publicNumber", cb.model, c.section_id AS "sectionId",
       s.name AS "sectionName", r.name AS "rowName", cb.start, cb."end", cb.rate, cb.discount, cb.price_cents AS "priceCents"
  FROM beach_chair_booking cb
  JOIN beach_chair c ON c.id = cb.beach_chair_id
  JOIN section s ON s.id = c.section_id
  LEFT JOIN "row" r ON r.id = c.row_id
 WHERE cb.booking_id = $1 AND cb.status <> 'CANCELED'
 ORDER BY cb.start, cb.id`;

const EXTRA_LINES_SQL = `
SELECT id, extra_id AS "extraId", name, amount, unit_price_cents AS "unitPriceCents" FROM booking_extra WHERE booking_id = $1 ORDER BY id`;

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
}

/** invoiceData, prepayment and recalculateCommission of /features/booking_details/{id}. */
@Injectable()
export class BookingMoneyService {
  constructor(private readonly sql: SqlService) {}

  /** Everything an invoice PDF prints: vendor, customer, number, lines with net / VAT / gross, the fee and the totals. */
  async invoiceData(user: AuthUser, id: number): Promise<InvoiceDataDto> {
    return this.invoiceDataOf(await officeBooking(this.sql, user, id));
  }

  /** The same for a booking row already read (and scoped) by the caller; the documents module renders its PDFs from it. */
  async invoiceDataOf(b: OfficeBookingRow): Promise<InvoiceDataDto> {
    const canceled = b.status === BookingStatus.CANCELED || b.status === BookingStatus.EXPIRED;
    const [[vendor], customers, chairs, extras] = await Promise.all([
      this.sql.rows<VendorRow>('office_money_vendor', VENDOR_SQL, [b.vendorId]),
      b.customerId === null ? Promise.resolve([]) : this.sql.rows<InvoiceDataDto['customer'] & object>('office_money_customer', CUSTOMER_SQL, [b.customerId]),
      canceled ? Promise.resolve([]) : this.sql.rows<ChairLineRow>('office_money_chair_lines', CHAIR_LINES_SQL, [b.id]),
      canceled ? Promise.resolve([]) : this.sql.rows<{ id: number; extraId: number; name: string; amount: number; unitPriceCents: number }>(
        'office_money_extra_lines', EXTRA_LINES_SQL, [b.id],
      ),
    ]);
    const chairLines = chairs.map((c) => ({
      id: c.id, beachChairId: c.beachChairId, publicNumber: c.publicNumber, model: c.model, sectionId: c.sectionId, sectionName: c.sectionName,
      rowName: c.rowName, start: c.start.toISOString(), end: c.end.toISOString(), startDate: calendarDate(c.start, b.timeZone),
      endDate: calendarDate(new Date(c.end.getTime() - 1), b.timeZone), rate: c.rate, discount: c.discount, ...euros(splitGross(c.priceCents, VAT_RATE)),
    }));
    const extraLines = extras.map((e) => ({
      id: e.id, extraId: e.extraId, name: e.name, amount: e.amount, unitPrice: toEuros(e.unitPriceCents), ...euros(splitGross(e.amount * e.unitPriceCents, VAT_RATE)),
    }));
    const feeCents = b.cancellationFeeCents ?? 0;
    const grossCents = chairs.reduce((s, c) => s + c.priceCents, 0) + extras.reduce((s, e) => s + e.amount * e.unitPriceCents, 0) + feeCents;
    const bank = vendor.invoiceData.bankData ?? {};
    return {
      id: b.id,
      bookingRef: b.bookingRef,
      status: b.status,
      invoiceNumber: b.invoiceNumber,
      paymentMethod: b.paymentMethod,
      createdAt: b.createdAt.toISOString(),
      timeZone: b.timeZone,
      vatRate: VAT_RATE,
      vendor: {
        id: vendor.id, companyName: vendor.companyName, address: vendor.address, email: vendor.email, telephone: vendor.telephone, website: vendor.website,
        vatId: vendor.invoiceData.vatId ?? null, taxNumber: vendor.invoiceData.taxNumber ?? null,
        bankData: { accountHolder: bank.accountHolder ?? null, iban: bank.iban ?? null, bic: bank.bic ?? null, bankName: bank.bankName ?? null },
      },
      customer: customers[0]
        ? { ...customers[0], salutation: customers[0].salutation as Salutation }
        : null,
      beachChairBookings: chairLines,
      extras: extraLines,
      cancellationFee: feeCents > 0 ? euros(splitGross(feeCents, VAT_RATE)) : null,
      totals: euros(splitGross(grossCents, VAT_RATE)),
    };
  }

  /** What is due, what has been paid (succeeded and refunded payments less their refunded cents) and what is still open. */
  async prepayment(user: AuthUser, id: number): Promise<PrepaymentDto> {
    const b = await officeBooking(this.sql, user, id);
    const payments = await this.sql.rows<{
      id: number; provider: PaymentProvider; providerRef: string | null; status: PaymentStatus; amountCents: number; refundedCents: number; currency: string;
      createdAt: Date;
    }>('office_money_payments', PAYMENTS_SQL, [b.id]);
    const due = amountDueCents(b.status, b.totalPriceCents, b.cancellationFeeCents);
    const paid = paidCents(payments);
    return {
      totalPrice: toEuros(due),
      paid: toEuros(paid),
      open: toEuros(Math.max(due - paid, 0)),
      payments: payments.map((p) => ({
        id: p.id, provider: p.provider, providerRef: p.providerRef, status: p.status, amount: toEuros(p.amountCents), refunded: toEuros(p.refundedCents), currency: p.currency.trim(),
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
