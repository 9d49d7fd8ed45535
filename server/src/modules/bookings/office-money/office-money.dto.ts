import { ApiProperty } from '@nestjs/swagger';
import {
  BeachChairModel,
  BookingStatus,
  PaymentMethod,
  PaymentProvider,
  PaymentStatus,
  RateType,
  Salutation,
} from '../../../common/enums.js';
import { CsvFormat } from '../../../common/list/csv.js';
import { ListQueryDto, ValidateCsvFormat } from '../../../common/list/list-query.dto.js';
import { ValidateRangeEnd, ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateEuros } from '../../../common/validation/structured-validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import { INVOICE_NUMBER_PATTERN } from './money-rules.js';

// ---------- requests

/** How the vendor gave money back by hand. */
export enum RefundMethod {
  CASH = 'CASH',
  BANK_TRANSFER = 'BANK_TRANSFER',
}

/** POST /{id}/refund: money given back by hand, recorded against the booking. */
export class RecordRefundDto {
  @ValidateEuros({ description: 'Euros given back, more than 0 and at most the refund due', example: 18 })
  amount: number;
  @ValidateEnum(RefundMethod, 'RefundMethod', { description: "Cash at the hut or a transfer from the vendor's account" })
  paymentMethod: RefundMethod;
}

/** PUT /{id}/invoice, in the body or the query: an explicit number instead of the next of the series. */
export class AssignInvoiceNumberDto {
  @ValidateString({
    optional: true,
    maxLength: 40,
    pattern: INVOICE_NUMBER_PATTERN,
    description: 'Explicit number (letters, digits, . _ / -, at most 40); one of the automatic series (yyyy-NNNNNN) only if already issued',
    example: '2026-000042',
  })
  invoiceNumber?: string;
}

export class RecalculateCommissionQueryDto {
  @ValidateBoolean({ optional: true, description: 'Online (onlinePercent) or offline (offlinePercent); default from the booking source' })
  onlineBooking?: boolean;
}

export class ResendBankTransferQueryDto {
  @ValidateTimeZone({ optional: true, description: 'Accepted for compatibility; the mail shows Europe/Berlin times' })
  timeZone?: string;
}

/** The longest range the chair-booking report covers. */
export const REPORT_MAX_DAYS = 366;

export class BeachChairBookingsReportQueryDto {
  @ValidateDate({ description: 'First day (inclusive)' }) from: string;
  @ValidateRangeEnd('from', { maxDays: REPORT_MAX_DAYS, description: `Last day (inclusive), at most ${REPORT_MAX_DAYS} days from from` })
  to: string;
  @ValidateId({ optional: true, description: 'Only this section' }) sectionId?: number;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
  @ValidateBoolean({ optional: true, description: 'Answer text/csv (the day lines) instead of JSON' }) csv?: boolean;
  @ValidateCsvFormat() csvFormat?: CsvFormat;
}

/** GET /customer: the list convention; filters: vendorId, email, country. */
export class OfficeCustomerListQueryDto extends ListQueryDto {}

// ---------- answers

export class InvoiceNumberDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: '2026-000042' }) invoiceNumber: string;
}

/** Gross with the included VAT split off, euros. */
export class VatAmountsDto {
  @ApiProperty({ description: 'Euros, VAT included' }) gross: number;
  @ApiProperty({ description: 'Euros' }) net: number;
  @ApiProperty({ description: 'Euros' }) vat: number;
}

/** One line's amounts at its VAT rate. */
export class VatLineAmountsDto extends VatAmountsDto {
  @ApiProperty({ enum: [19, 7, 0], description: 'VAT rate of the line in percent (chair rental 19, takeaway food 7)' }) vatRate: number;
}

/** The lines of one VAT rate, summed and split once. */
export class VatRateAmountsDto extends VatAmountsDto {
  @ApiProperty({ enum: [19, 7, 0], description: 'Percent' }) rate: number;
}

export class InvoiceChairFeeLineDto extends VatLineAmountsDto {
  @ApiProperty({ description: 'The chair booking canceled on its own' }) beachChairBookingId: number;
  @ApiProperty() publicNumber: string;
}

/** The money of a canceled booking's cancellation (one computation for the booking, its documents and its mail). */
export class CancellationSettlementDto {
  @ApiProperty({ description: 'Euros: the fee chosen (or the policy fee)' }) fee: number;
  @ApiProperty({ description: 'Euros charged for the cancellation: the fee, or all that was paid when the office keeps it (skipRefund)' })
  charged: number;
  @ApiProperty({ description: "Euros paid before the cancellation's refund" }) paid: number;
  @ApiProperty({ type: VatLineAmountsDto, description: 'Paid money the vendor keeps, with its VAT' }) kept: VatLineAmountsDto;
  @ApiProperty({ description: 'Euros that go back to the customer' }) refund: number;
  @ApiProperty({ description: 'Euros charged but not paid' }) open: number;
}

export class InvoiceBankDataDto {
  @ApiProperty({ type: String, nullable: true }) accountHolder: string | null;
  @ApiProperty({ type: String, nullable: true }) iban: string | null;
  @ApiProperty({ type: String, nullable: true }) bic: string | null;
  @ApiProperty({ type: String, nullable: true }) bankName: string | null;
}

export class InvoiceVendorDto {
  @ApiProperty() id: number;
  @ApiProperty() companyName: string;
  @ApiProperty({ type: 'object', additionalProperties: true, description: 'street, houseNumber, zip, city, country' }) address: Record<
    string,
    unknown
  >;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: String, nullable: true }) vatId: string | null;
  @ApiProperty({ type: String, nullable: true }) taxNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) registerCourt: string | null;
  @ApiProperty({ type: String, nullable: true }) registerNumber: string | null;
  @ApiProperty({ type: String, nullable: true }) managingDirectors: string | null;
  @ApiProperty({ type: InvoiceBankDataDto }) bankData: InvoiceBankDataDto;
}

export class InvoiceCustomerDto {
  @ApiProperty({ enum: Salutation, enumName: 'Salutation' }) salutation: Salutation;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty() email: string;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true }) address: Record<string, unknown>;
}

export class InvoiceChairLineDto extends VatLineAmountsDto {
  @ApiProperty({ description: 'The chair booking' }) id: number;
  @ApiProperty() beachChairId: number;
  @ApiProperty({ description: "The chair's public number" }) publicNumber: string;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ type: String, nullable: true }) rowName: string | null;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time', description: 'Exclusive' }) end: string;
  @ApiProperty({ format: 'date', description: "First day, in the booking's time zone" }) startDate: string;
  @ApiProperty({ format: 'date', description: "Last day (inclusive), in the booking's time zone" }) endDate: string;
  @ApiProperty({ enum: RateType, enumName: 'RateType', nullable: true }) rate: RateType | null;
  @ApiProperty() discount: boolean;
  @ApiProperty({ type: String, nullable: true, description: "A half day: its hours by the section's rates, e.g. 08-13" })
  timeRange: string | null;
}

export class InvoiceExtraLineDto extends VatLineAmountsDto {
  @ApiProperty() id: number;
  @ApiProperty() extraId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'The English name when it was sold (the English mail shows it)' })
  nameEn: string | null;
  @ApiProperty() amount: number;
  @ApiProperty({ description: 'Euros, gross' }) unitPrice: number;
}

export class InvoiceDataDto {
  @ApiProperty() id: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty({ type: String, nullable: true }) invoiceNumber: string | null;
  @ApiProperty({ enum: PaymentMethod, enumName: 'PaymentMethod', nullable: true }) paymentMethod: PaymentMethod | null;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ description: "The chair rental's VAT rate in percent; every line carries its own (vatRate)" }) vatRate: number;
  @ApiProperty({ type: InvoiceVendorDto }) vendor: InvoiceVendorDto;
  @ApiProperty({ type: InvoiceCustomerDto, nullable: true }) customer: InvoiceCustomerDto | null;
  @ApiProperty({ type: [InvoiceChairLineDto], description: 'Chair bookings not canceled (none once the booking is canceled)' })
  beachChairBookings: InvoiceChairLineDto[];
  @ApiProperty({ type: [InvoiceExtraLineDto], description: 'Extras (none once the booking is canceled)' }) extras: InvoiceExtraLineDto[];
  @ApiProperty({ type: [InvoiceChairFeeLineDto], description: 'Fees of chair bookings canceled on their own' })
  beachChairCancellationFees: InvoiceChairFeeLineDto[];
  @ApiProperty({ type: VatLineAmountsDto, nullable: true, description: 'A canceled booking: what is charged for the cancellation' })
  cancellationFee: VatLineAmountsDto | null;
  @ApiProperty({ type: CancellationSettlementDto, nullable: true, description: 'A canceled booking: fee, paid, kept, refund' })
  cancellation: CancellationSettlementDto | null;
  @ApiProperty({ type: [VatRateAmountsDto], description: 'Net, VAT and gross per rate, highest rate first' })
  vatBreakdown: VatRateAmountsDto[];
  @ApiProperty({ type: VatAmountsDto, description: 'Sums of the per-rate amounts' }) totals: VatAmountsDto;
  @ApiProperty({ description: 'Euros paid so far (deposits included), refunds deducted' }) paid: number;
  @ApiProperty({ description: 'Euros of the total still to pay' }) open: number;
}

export class PrepaymentLineDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: PaymentProvider, enumName: 'PaymentProvider' }) provider: PaymentProvider;
  @ApiProperty({ type: String, nullable: true }) providerRef: string | null;
  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' }) status: PaymentStatus;
  @ApiProperty({ description: 'Euros' }) amount: number;
  @ApiProperty({ description: 'Euros refunded of this payment so far (all of it once REFUNDED)' }) refunded: number;
  @ApiProperty() currency: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class PrepaymentDto {
  @ApiProperty({ description: 'Euros due: the total, or the cancellation fee of a canceled booking' }) totalPrice: number;
  @ApiProperty({ description: 'Euros: succeeded and refunded payments less what was refunded of them' }) paid: number;
  @ApiProperty({ description: 'Euros still to pay, never below 0' }) open: number;
  @ApiProperty({ description: 'Euros given back so far (by a provider or recorded by the office)' }) refunded: number;
  @ApiProperty({
    description: 'Euros paid beyond what is due (a cancellation, a chair canceled) that the office gives back by hand (cash, transfer)',
  })
  refundDue: number;
  @ApiProperty({
    description: 'Euros paid beyond what is due that the payment provider gives back by itself (the refund is under way)',
  })
  refundPending: number;
  @ApiProperty({ type: [PrepaymentLineDto] }) payments: PrepaymentLineDto[];
}

export class CommissionDto {
  @ApiProperty({ description: 'Euros the commission is computed on' }) totalPrice: number;
  @ApiProperty() percent: number;
  @ApiProperty({ description: 'Euros' }) commission: number;
  @ApiProperty() onlineBooking: boolean;
}

export class ResentMailDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: ['BOOKING_BANK_TRANSFER', 'BOOKING_PAYMENT_LINK'] }) mail: string;
  @ApiProperty({ description: 'The address the mail was queued to' }) email: string;
}

export class ReportLineDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ description: 'Distinct chairs booked that day' }) chairsBooked: number;
  @ApiProperty({ description: 'Chair bookings touching that day' }) chairBookings: number;
  @ApiProperty({ description: "Euros: each chair booking's price spread over its days" }) revenue: number;
}

export class BeachChairBookingsReportDto {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ type: [ReportLineDto] }) items: ReportLineDto[];
  @ApiProperty({ description: 'Sum of the lines' }) totalChairBookings: number;
  @ApiProperty({ description: 'Euros, sum of the lines' }) totalRevenue: number;
}

export class OfficeCustomerDto {
  @ApiProperty() vendorId: number;
  @ApiProperty({ description: 'Lower-cased; one line per address and vendor' }) email: string;
  @ApiProperty() firstName: string;
  @ApiProperty() lastName: string;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'ISO 3166-1 alpha-2 of the latest booking' }) country: string | null;
  @ApiProperty() numberOfBookings: number;
  @ApiProperty({ format: 'date', description: 'Day (Europe/Berlin) the latest booking was made' }) lastBookingDate: string;
  @ApiProperty({ description: 'Euros paid over the bookings: succeeded payments less what was refunded of them' }) totalSpent: number;
}
