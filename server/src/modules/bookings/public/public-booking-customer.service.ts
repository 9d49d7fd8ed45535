import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import { DataSource, EntityManager } from 'typeorm';
import { BookingStatus, Salutation } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { assertEditable, CartEdit, CUSTOMER_EDIT, lockInStatus } from '../booking-cart.service.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { OpenHoldCapsService } from '../expiry/open-hold-caps.service.js';
import { AddPublicBookingCustomerDto, CustomerCountry } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { cartBooking, publicBooking, toPublicBookingDto } from './public-booking.read.js';

/** The customer of an OPEN booking: one customer row per booking, replaced by a second add_customer. */
@Injectable()
export class PublicBookingCustomerService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly caps: OpenHoldCapsService,
    private readonly config: AppConfig,
  ) {}

  async addCustomer(
    bookingRef: string,
    publicReference: string,
    cartToken: string,
    dto: AddPublicBookingCustomerDto,
  ): Promise<PublicBookingDto> {
    await this.setCustomer(await cartBooking(this.sql, bookingRef, publicReference, cartToken), dto, CUSTOMER_EDIT);
    return toPublicBookingDto(this.sql, await publicBooking(this.sql, bookingRef), this.config.BOOKING_PAYMENT_DAYS);
  }

  /** Sets (or replaces) the booking's customer: the storefront's rules, for the storefront or the back office (`edit`). */
  async setCustomer(booking: { id: number; status: BookingStatus }, dto: AddPublicBookingCustomerDto, edit: CartEdit): Promise<void> {
    assertEditable(booking.status, 'ADD_CUSTOMER', edit);
    await transactionWithRetry(this.db, async (m) => {
      const status = await lockInStatus(m, booking.id, 'ADD_CUSTOMER', edit.allowed, edit.actor.type);
      await this.setCustomerIn(m, booking.id, status, dto, edit);
    });
  }

  /** The same inside the caller's transaction, the booking row locked by the caller in `status` (a season contract writes all at once). */
  async setCustomerIn(
    m: EntityManager,
    bookingId: number,
    status: BookingStatus,
    dto: AddPublicBookingCustomerDto,
    edit: CartEdit,
  ): Promise<void> {
    const booking = { id: bookingId };
    const address = {
      street: dto.address.street,
      zip: dto.address.zip,
      city: dto.address.city,
      country: dto.address.country ?? CustomerCountry.DE,
    };
    const additionalData = {
      marketing: dto.additionalData?.marketing ?? false,
      validDiscountCard: dto.additionalData?.validDiscountCard ?? false,
    };
    const values = [
      dto.email,
      dto.firstName,
      dto.lastName,
      dto.salutation ?? Salutation.MX,
      dto.telephone ?? null,
      address,
      additionalData,
      dto.language ?? 'de',
    ];
    // The storefront only: 429 TOO_MANY_OPEN_BOOKINGS over BOOKING_MAX_OPEN_PER_EMAIL open bookings of this e-mail.
    if (edit === CUSTOMER_EDIT) await this.caps.assertEmailCap(m, booking.id, dto.email);
    const [{ discount, customerId }] = await txRows<{ discount: boolean; customerId: number | null }>(
      m,
      `SELECT customer_id AS "customerId", EXISTS (SELECT 1 FROM beach_chair_booking WHERE booking_id = b.id AND discount AND status <> 'CANCELED') AS discount
         FROM booking b WHERE b.id = $1`,
      [booking.id],
    );
    // A chair priced at the discount rate needs the customer's confirmation of a valid discount card.
    if (discount && !additionalData.validDiscountCard) {
      throw new DomainError(
        ErrorType.DISCOUNT_CARD_REQUIRED,
        'A chair is booked with discount: additionalData.validDiscountCard must be true',
        {
          field: 'additionalData.validDiscountCard',
        },
      );
    }
    let id = customerId;
    if (id) {
      await m.query(
        `UPDATE customer SET email = $2, first_name = $3, last_name = $4, salutation = $5, telephone = $6, address = $7, additional_data = $8,
                language = $9, updated_at = now() WHERE id = $1`,
        [id, ...values],
      );
    } else {
      [{ id }] = await txRows<{ id: number }>(
        m,
        `INSERT INTO customer (email, first_name, last_name, salutation, telephone, address, additional_data, language)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
        values,
      );
    }
    await m.query(
      `UPDATE booking SET customer_id = $2, language = coalesce($3, language), version = version + 1, updated_at = now() WHERE id = $1`,
      [booking.id, id, dto.language ?? null],
    );
    // No personal data in the history: the customer row holds it.
    await this.transitions.history(m, booking.id, 'ADD_CUSTOMER', status, status, edit.actor, {
      customerId: id,
      replaced: !!customerId,
    });
  }
}
