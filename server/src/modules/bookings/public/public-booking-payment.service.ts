import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { offeredMethodLists } from '../offered-methods.js';
import { DataSource } from 'typeorm';
import { BookingStatus, PaymentMethod } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { CUSTOMER } from '../actors.js';
import { assertOpen, lockOpen } from '../booking-cart.service.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { PublicBookingEmailQueryDto, UpdatePublicBookingDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { BookingBankData } from '../entities/booking.entity.js';
import { assertPaymentMethodAllowed, DEBIT_METHODS } from '../payment-method-rules.js';
import { publicBooking, publicBookingByEmail, toPublicBookingDto } from './public-booking.read.js';

/** Each chair's location's paymentMethods, or the vendor's where the location sets none (one row for the vendor alone without chairs). */

const invalid = (field: string, message: string) => new DomainError(ErrorType.INVALID_INPUT, message, { field });

/** PUT /features/public/booking: payment method, the customer's bank details and comment of an OPEN booking. */
@Injectable()
export class PublicBookingPaymentService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly config: AppConfig,
  ) {}

  async update({ bookingRef, email }: PublicBookingEmailQueryDto, dto: UpdatePublicBookingDto): Promise<PublicBookingDto> {
    const { booking, country } = await publicBookingByEmail(this.sql, bookingRef, email);
    assertOpen(booking.status, 'UPDATE_PAYMENT');
    if (dto.paymentMethod) await this.assertAllowed(booking.id, dto.paymentMethod, country);
    const method = dto.paymentMethod ?? (booking.paymentMethod as PaymentMethod | null);
    const metaData = { ...booking.metaData };
    const debit = method !== null && DEBIT_METHODS.includes(method);
    if (dto.bankDetails && !debit)
      throw invalid('bankDetails', 'bankDetails only go with CUSTOM_SEPA, DIRECT_DEBIT or STRIPE_DIRECT_DEBIT');
    if (dto.bankDetails) metaData.customerBankData = bankData(dto.bankDetails);
    else if (debit && !metaData.customerBankData) throw invalid('bankDetails', `bankDetails are required for ${method}`);
    // The customer's account is kept only while a debit method is chosen.
    if (!debit) delete metaData.customerBankData;
    await transactionWithRetry(this.db, async (m) => {
      await lockOpen(m, booking.id, 'UPDATE_PAYMENT');
      await m.query(
        `UPDATE booking SET payment_method = $2, meta_data = $3, customer_comment = CASE WHEN $4 THEN $5 ELSE customer_comment END,
                version = version + 1, updated_at = now() WHERE id = $1`,
        [booking.id, method, metaData, dto.customerComment !== undefined, dto.customerComment ?? null],
      );
      await this.transitions.history(m, booking.id, 'UPDATE_PAYMENT', BookingStatus.OPEN, BookingStatus.OPEN, CUSTOMER, {
        paymentMethod: method,
        bankDetails: !!dto.bankDetails,
        customerComment: dto.customerComment !== undefined,
      });
    });
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** Throws the 409 of the first payment rule (payment-method-rules.ts) the method breaks for this booking now. */
  async assertAllowed(bookingId: number, method: PaymentMethod, country: string | null): Promise<void> {
    const offered = await offeredMethodLists(this.sql, bookingId);
    const starts = await this.sql.rows<{ start: Date }>(
      'public_booking_chair_starts',
      `SELECT start FROM beach_chair_booking WHERE booking_id = $1 AND status <> 'CANCELED'`,
      [bookingId],
    );
    assertPaymentMethodAllowed(method, {
      offered,
      country,
      chairStarts: starts.map((s) => s.start),
      now: new Date(),
    });
  }
}

/** Empty optional fields become absent. */
function bankData(d: { iban: string; bic?: string; accountHolder?: string; bankName?: string }): BookingBankData & { bankName?: string } {
  const out: BookingBankData & { bankName?: string } = { iban: d.iban };
  if (d.bic) out.bic = d.bic;
  if (d.accountHolder?.trim()) out.accountHolder = d.accountHolder.trim();
  if (d.bankName?.trim()) out.bankName = d.bankName.trim();
  return out;
}
