import { applyDecorators } from '@nestjs/common';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { PaymentMethod } from '../../common/enums.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ValidateRangeEnd } from '../../common/validation/date-range.validation.js';
import { ValidateNestedList, ValidateNestedObject } from '../../common/validation/structured-validation.js';
import { ValidateDate, ValidateEmail, ValidateEnum, ValidateId, ValidateInt, ValidateString } from '../../common/validation/validation.js';
import { AddPublicBookingCustomerDto } from '../bookings/index.js';

/** How the till takes money: cash, a girocard terminal (EC) or a card terminal. */
export enum TillPaymentMethod {
  CASH = PaymentMethod.CASH,
  EC = PaymentMethod.EC,
  CARD_TERMINAL = PaymentMethod.CARD_TERMINAL,
}

/** Body of POST /till/sessions. */
export class OpenTillSessionDto {
  @ValidateId({ description: 'The location whose counter the till is' }) locationId: number;
  @ValidateInt({ min: 0, max: 10_000_000, description: 'The opening float in the drawer, in cents' }) openingCash: number;
}

export class TillSaleChairDto {
  @ValidateId({ description: 'A chair of the session’s location' }) beachChairId: number;
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { description: 'Last day, included (yyyy-MM-dd)' }) end: string;
}

export class TillSaleExtraDto {
  @ValidateId({ description: 'An active extra of the vendor' }) extraId: number;
  @ValidateInt({ min: 1, max: 1000, description: 'How many' }) amount: number;
}

/** The longest EC slip number taken. */
export const EC_RECEIPT_NUMBER_MAX = 40;

/** Required for EC (the girocard terminal is not connected: the cashier types its slip's number), refused otherwise. */
function ValidateEcReceiptNumber() {
  const isEc = (args: ValidationArguments) => (args.object as { paymentMethod?: unknown }).paymentMethod === TillPaymentMethod.EC;
  return applyDecorators(
    ApiProperty({
      required: false,
      type: 'string',
      minLength: 1,
      maxLength: EC_RECEIPT_NUMBER_MAX,
      description: "EC only, and required for it: the number on the girocard terminal's slip (printed on the receipt)",
    }),
    ValidateBy({
      name: 'ecReceiptNumber',
      validator: {
        validate: (value: unknown, args) =>
          isEc(args!)
            ? typeof value === 'string' && value.trim().length >= 1 && value.length <= EC_RECEIPT_NUMBER_MAX
            : value === undefined || value === null,
        defaultMessage: (args) =>
          isEc(args!)
            ? `ecReceiptNumber is required for EC: the number on the terminal's slip, 1 to ${EC_RECEIPT_NUMBER_MAX} characters`
            : 'ecReceiptNumber is only taken with paymentMethod EC',
      },
    }),
  );
}

/** Body of POST /till/sales (with an Idempotency-Key header). */
export class CreateTillSaleDto {
  @ValidateId({ description: "The caller's open till session" }) sessionId: number;
  @ValidateNestedList(() => TillSaleChairDto, { minItems: 1, maxItems: 20 }) chairs: TillSaleChairDto[];
  @ValidateNestedList(() => TillSaleExtraDto, { optional: true, maxItems: 50 }) extras?: TillSaleExtraDto[];
  @ValidateNestedObject(() => AddPublicBookingCustomerDto, {
    optional: true,
    description: 'The guest with address and e-mail (for a confirmation and an invoice with a name)',
  })
  customer?: AddPublicBookingCustomerDto;
  @ValidateString({ optional: true, maxLength: 200, description: 'A name only, without address: kept as the booking comment' })
  customerName?: string;
  @ValidateEnum(TillPaymentMethod, 'TillPaymentMethod') paymentMethod: TillPaymentMethod;
  @ValidateEcReceiptNumber() ecReceiptNumber?: string;
}

export class TillSessionCreatedDto {
  @ApiProperty() id: number;
}

export class TillPaymentSumDto {
  @ApiProperty({ enum: TillPaymentMethod, enumName: 'TillPaymentMethod' }) paymentMethod: TillPaymentMethod;
  @ApiProperty() sales: number;
  @ApiProperty({ description: 'Cents' }) totalCents: number;
}

export class TillSessionDto {
  @ApiProperty() id: number;
  @ApiProperty() locationId: number;
  @ApiProperty() cashierId: number;
  @ApiProperty({ description: 'Cents' }) openingCash: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) closedAt: string | null;
  @ApiProperty({ type: [TillPaymentSumDto], description: 'Sales of the session by payment method' }) sales: TillPaymentSumDto[];
  @ApiProperty({ description: 'Cents that should be in the drawer: the opening float plus the cash sales and cash in, less cash out' })
  expectedCash: number;
}

/** What the TSE answered for a till transaction (nulls while it is not signed: `failed`). */
export class TillTseDto {
  @ApiProperty({ type: 'integer', nullable: true }) transactionNumber: number | null;
  @ApiProperty({ type: 'integer', nullable: true }) signatureCounter: number | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'Base64' }) signature: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: "The TSE's serial number" }) serialNumber: string | null;
  @ApiProperty({ type: 'string', nullable: true, description: 'The receipt QR code content (DSFinV-K)' }) qrCodeData: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) timeStart: string | null;
  @ApiProperty({ type: 'string', format: 'date-time', nullable: true }) timeEnd: string | null;
  @ApiProperty({ description: 'The TSE did not sign (yet): the receipt says so; it is signed when the TSE answers again' }) failed: boolean;
  @ApiProperty({ description: 'Signed by the local fake, not a certified TSE (demo and tests)' }) uncertified: boolean;
}

export class TillSaleDto {
  @ApiProperty() id: number;
  @ApiProperty() sessionId: number;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ description: 'Cents, VAT included' }) totalCents: number;
  @ApiProperty({ enum: TillPaymentMethod, enumName: 'TillPaymentMethod' }) paymentMethod: TillPaymentMethod;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: "The receipt's number: the sale's till transaction" }) receiptId: number;
  @ApiProperty({ description: "The receipt's public link (no login; an unguessable token): the QR code the guest scans" })
  receiptUrl: string;
  @ApiProperty({ type: 'string', nullable: true, description: "EC: the number on the girocard terminal's slip" }) ecReceiptNumber:
    string | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'A storno: the sale it reverses (its amounts negative)' }) stornoOf:
    number | null;
  @ApiProperty({ type: TillTseDto }) tse: TillTseDto;
}

export enum CashMovementKind {
  CASH_IN = 'CASH_IN',
  CASH_OUT = 'CASH_OUT',
}

/** Body of POST /till/sessions/{id}/cash_movements. */
export class CashMovementDto {
  @ValidateEnum(CashMovementKind, 'CashMovementKind', { description: 'Money put into the drawer or taken out of it' })
  kind: CashMovementKind;
  @ValidateInt({ min: 1, max: 10_000_000, description: 'Cents' }) amount: number;
  @ValidateString({ maxLength: 200, description: 'Why (change from the bank, to the safe, …): the cash book names it' }) reason: string;
}

export class CashMovementCreatedDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'The signed till transaction' }) transactionId: number;
}

/** Body of POST /till/sessions/{id}/close. */
export class CloseTillSessionDto {
  @ValidateInt({ min: 0, max: 100_000_000, description: 'The cash counted in the drawer, in cents' }) countedCash: number;
}

export class TillVatSumDto {
  @ApiProperty({ enum: ['NORMAL', 'REDUCED_1', 'NULL'], description: '19 %, 7 %, 0 %' }) vatRate: string;
  @ApiProperty({ description: 'Gross cents (stornos deducted)' }) cents: number;
}

export class TillPaymentTypeSumDto {
  @ApiProperty({ enum: ['CASH', 'NON_CASH'] }) paymentType: string;
  @ApiProperty({ description: 'Cents (stornos deducted)' }) cents: number;
}

/** The daily closing (Z-Bon) of a session, as frozen when it was closed. Cents. */
export class TillClosingDto {
  @ApiProperty() sessionId: number;
  @ApiProperty() locationId: number;
  @ApiProperty() cashierId: number;
  @ApiProperty({ type: 'string', format: 'date-time' }) openedAt: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) closedAt: string;
  @ApiProperty() openingCents: number;
  @ApiProperty({ type: [TillPaymentTypeSumDto] }) byPaymentType: TillPaymentTypeSumDto[];
  @ApiProperty({ type: [TillVatSumDto] }) byVatRate: TillVatSumDto[];
  @ApiProperty() cashInCents: number;
  @ApiProperty() cashOutCents: number;
  @ApiProperty() salesCount: number;
  @ApiProperty() stornoCount: number;
  @ApiProperty({ description: 'Opening + cash takings + cash in − cash out' }) expectedCashCents: number;
  @ApiProperty() countedCashCents: number;
  @ApiProperty({ description: 'Counted − expected: negative is cash missing' }) differenceCents: number;
  @ApiProperty({ type: TillTseDto, description: 'The closing as signed' }) tse: TillTseDto;
}

/** Query of GET /till/receipts/{id}. */
export class TillReceiptQueryDto {
  @ValidateEnum({ pdf: 'pdf', html: 'html' }, 'TillReceiptFormat', {
    optional: true,
    description: 'pdf (default, 80 mm) or html (a printable page)',
  })
  format?: 'pdf' | 'html';
}

/** Query of GET /till/exports/dsfinvk: the closings of these days (Europe/Berlin). */
export class DsfinvkExportQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) from: string;
  @ValidateRangeEnd('from', { description: 'Last day, included (yyyy-MM-dd)', maxDays: 366 }) to: string;
}

/** Body of POST /till/sales/{id}/storno (with an Idempotency-Key header). */
export class TillStornoDto {
  @ValidateId({ description: "The caller's open till session the storno is booked in (a closed day is never changed)" }) sessionId: number;
}

/** One sale (or storno) of a session as the counter lists it, newest first. */
export class TillSaleListItemDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: "The receipt's number" }) receiptId: number;
  @ApiProperty({ description: "The receipt's public link (QR code)" }) receiptUrl: string;
  @ApiProperty({ type: 'string', format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'Cents, VAT included (negative for a storno)' }) totalCents: number;
  @ApiProperty({ enum: TillPaymentMethod, enumName: 'TillPaymentMethod' }) paymentMethod: TillPaymentMethod;
  @ApiProperty() bookingId: number;
  @ApiProperty() bookingRef: string;
  @ApiProperty({ type: 'integer', nullable: true, description: 'A storno: the sale it reverses' }) stornoOf: number | null;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The storno that reversed this sale' }) stornoId: number | null;
  @ApiProperty({ description: 'Reversed by a storno (or a storno itself): no second storno, no customer added' }) reversed: boolean;
  @ApiProperty({ description: "The sale's booking has a customer (given at the sale or added later)" }) hasCustomer: boolean;
}

export class TillSaleListDto {
  @ApiProperty({ type: [TillSaleListItemDto] }) items: TillSaleListItemDto[];
}

/** Body of POST /till/sales/{id}/customer: the guest, as a sale's optional customer. */
export class TillSaleCustomerDto {
  @ValidateNestedObject(() => AddPublicBookingCustomerDto, { description: 'The guest with address and e-mail' })
  customer: AddPublicBookingCustomerDto;
}

/** Body of POST /till/receipts/{id}/mail. */
export class TillReceiptMailDto {
  @ValidateEmail({ description: 'Where the receipt (PDF) goes' }) email: string;
}

export class TillReceiptMailedDto {
  @ApiProperty() receiptId: number;
  @ApiProperty({ description: 'The address the receipt was queued for' }) email: string;
}

/** Query of GET /till/sessions/{id}/closing. */
export class TillClosingQueryDto {
  @ValidateEnum({ pdf: 'pdf', html: 'html' }, 'TillClosingFormat', {
    optional: true,
    description: 'Without it the closing as JSON; pdf (80 mm) or html (a printable page) for the Z-Bon',
  })
  format?: 'pdf' | 'html';
}

/** Path of GET /public/receipts/{token}. */
export class TillReceiptTokenParamDto {
  @ValidateString({ maxLength: 200, description: "The receipt's public token (from its QR link)" }) token: string;
}

/** What refuses a counter sale (POST /till/sales, and a card payment's start, which checks the same sale). */
export const TILL_SALE_REFUSALS = [
  ErrorType.ENTITY_NOT_FOUND,
  ErrorType.INVALID_INPUT,
  ErrorType.TILL_SESSION_CLOSED,
  ErrorType.IDEMPOTENCY_KEY_REUSED,
  ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
  ErrorType.BEACH_CHAIR_NOT_AVAILABLE,
  ErrorType.SLOT_ENDED,
  ErrorType.OUTSIDE_RENTAL_SEASON,
  ErrorType.PRICE_NOT_DEFINED,
  ErrorType.RATE_NOT_APPLICABLE,
  ErrorType.EXTRAS_LIMIT_EXCEEDED,
] as const;
