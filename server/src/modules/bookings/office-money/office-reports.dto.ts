import { ApiProperty } from '@nestjs/swagger';
import { CsvFormat } from '../../../common/list/csv.js';
import { ListQueryDto, ValidateCsvFormat } from '../../../common/list/list-query.dto.js';
import { ValidateRangeEnd } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum } from '../../../common/validation/validation.js';
import { REPORT_MAX_DAYS } from './office-money.dto.js';

// The reports screen (/office/reports): occupancy, revenue by payment method, the accountant's invoice export.
// Days are Europe/Berlin days.

export enum RevenuePeriod {
  DAY = 'day',
  MONTH = 'month',
}

export class ReportRangeQueryDto {
  @ValidateDate({ description: 'First day (inclusive, Europe/Berlin)' }) from: string;
  @ValidateRangeEnd('from', { maxDays: REPORT_MAX_DAYS, description: `Last day (inclusive), at most ${REPORT_MAX_DAYS} days from from` })
  to: string;
  @ValidateBoolean({ optional: true, description: 'Answer text/csv (the lines) instead of JSON' }) csv?: boolean;
  @ValidateCsvFormat() csvFormat?: CsvFormat;
}

export class OccupancyReportQueryDto extends ReportRangeQueryDto {}

export class RevenueReportQueryDto extends ReportRangeQueryDto {
  @ValidateEnum(RevenuePeriod, 'RevenuePeriod', { optional: true, description: 'One line per day (default) or per month' })
  groupBy?: RevenuePeriod;
}

/** GET /invoice_export: the list convention over the invoices issued from–to; filters: kind, paymentMethod. */
export class InvoiceExportQueryDto extends ListQueryDto {
  @ValidateDate({ description: 'First day the invoice was issued (inclusive, Europe/Berlin)' }) from: string;
  @ValidateRangeEnd('from', { maxDays: REPORT_MAX_DAYS, description: `Last day (inclusive), at most ${REPORT_MAX_DAYS} days from from` })
  to: string;
}

// ---------- answers

export class OccupancyLineDto {
  @ApiProperty({ format: 'date' }) date: string;
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ description: 'Active chairs of the section' }) activeChairs: number;
  @ApiProperty({ description: 'Distinct chairs held by a booking (holding statuses) that day' }) bookedChairs: number;
  @ApiProperty({ type: Number, nullable: true, description: 'bookedChairs / activeChairs in percent, one decimal; null without chairs' })
  occupancyPercent: number | null;
}

export class OccupancySectionDto {
  @ApiProperty() sectionId: number;
  @ApiProperty() sectionName: string;
  @ApiProperty({ description: 'Booked chair-days over the range' }) bookedChairDays: number;
  @ApiProperty({ description: 'Chair-days over the range (active chairs × days)' }) chairDays: number;
  @ApiProperty({ type: Number, nullable: true, description: 'Percent, one decimal; null without chairs' }) occupancyPercent: number | null;
}

export class OccupancyReportDto {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ type: [OccupancySectionDto] }) sections: OccupancySectionDto[];
  @ApiProperty({ type: [OccupancyLineDto], description: 'One line per day and section' }) items: OccupancyLineDto[];
}

/** One payment method's paid bookings, cancellations and refunds in a period. */
export class RevenueLineDto {
  @ApiProperty({ description: 'The day (YYYY-MM-DD) or month (YYYY-MM)' }) period: string;
  @ApiProperty({ description: "A PaymentMethod (a recorded refund's CASH or BANK_TRANSFER), 'UNKNOWN' for a booking without one" })
  paymentMethod: string;
  @ApiProperty({ description: 'Paid (BOOKED) bookings' }) paidBookings: number;
  @ApiProperty({ description: 'Euros: totals of the paid bookings plus the fees of the cancellations' }) revenue: number;
  @ApiProperty({ description: 'Bookings canceled in the period' }) cancellations: number;
  @ApiProperty({ description: 'Euros, the fees of those cancellations (part of revenue)' }) cancellationFees: number;
  @ApiProperty({ description: 'Euros given back in the period (recorded by the office or by a provider for a cancellation)' })
  refunds: number;
}

export class RevenuePeriodDto {
  @ApiProperty({ description: 'The day (YYYY-MM-DD) or month (YYYY-MM)' }) period: string;
  @ApiProperty() paidBookings: number;
  @ApiProperty({ description: 'Euros' }) revenue: number;
  @ApiProperty() cancellations: number;
  @ApiProperty({ description: 'Euros' }) cancellationFees: number;
  @ApiProperty({ description: 'Euros' }) refunds: number;
}

export class RevenueReportDto {
  @ApiProperty({ format: 'date' }) from: string;
  @ApiProperty({ format: 'date' }) to: string;
  @ApiProperty() timeZone: string;
  @ApiProperty({ enum: RevenuePeriod, enumName: 'RevenuePeriod' }) groupBy: RevenuePeriod;
  @ApiProperty({ type: [String], description: 'The payment methods that occur, most revenue first' }) paymentMethods: string[];
  @ApiProperty({ type: [RevenueLineDto], description: 'Per period (in order) and payment method; the CSV lines' }) items: RevenueLineDto[];
  @ApiProperty({ type: [RevenuePeriodDto], description: 'Periods with paid bookings or cancellations, in order' })
  periods: RevenuePeriodDto[];
  @ApiProperty() totalPaidBookings: number;
  @ApiProperty({ description: 'Euros' }) totalRevenue: number;
  @ApiProperty() totalCancellations: number;
  @ApiProperty({ description: 'Euros' }) totalCancellationFees: number;
  @ApiProperty({ description: 'Euros' }) totalRefunds: number;
}

export class InvoiceExportLineDto {
  @ApiProperty({ example: '2026-000042' }) invoiceNumber: string;
  @ApiProperty({ format: 'date', description: 'Day issued (Europe/Berlin)' }) date: string;
  @ApiProperty({ enum: ['INVOICE', 'CORRECTION'] }) kind: string;
  @ApiProperty({ type: String, nullable: true, description: 'The number a correction corrects' }) corrects: string | null;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ description: 'Euros' }) net: number;
  @ApiProperty({ description: 'Euros' }) vat: number;
  @ApiProperty({ description: 'Euros (negative for a correction giving money back)' }) gross: number;
  @ApiProperty({ description: 'Euros, net at 19 %' }) net19: number;
  @ApiProperty({ description: 'Euros, VAT at 19 %' }) vat19: number;
  @ApiProperty({ description: 'Euros, net at 7 %' }) net7: number;
  @ApiProperty({ description: 'Euros, VAT at 7 %' }) vat7: number;
  @ApiProperty({ description: 'Euros, lines without VAT (0 %)' }) net0: number;
  @ApiProperty({ type: String, nullable: true }) paymentMethod: string | null;
}

/** The per-rate columns of an invoice export line. */
export type VatRateColumns = Pick<InvoiceExportLineDto, 'net19' | 'vat19' | 'net7' | 'vat7' | 'net0'>;
