import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { locationScopeOf, vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { BookingStatus } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import type { Page } from '../../../common/list/list.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { assertEditable, lockInStatus } from '../booking-cart.service.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { AddBookingExtrasDto, AddPublicBookingCustomerDto } from '../dto/public-booking-details.dto.js';
import type { OfficeBookingDto, OfficeBookingListItemDto, OfficeBookingListQueryDto } from '../office/office-booking.dto.js';
import { officeActor, officeBooking } from '../office/office-booking.read.js';
import { OfficeBookingsService } from '../office/office-bookings.service.js';
import { OfficeCancellationService } from '../office/office-cancellation.service.js';
import { PublicBookingCustomerService } from '../public/public-booking-customer.service.js';
import { PublicBookingExtrasService } from '../public/public-booking-extras.service.js';
import { OFFICE_EDITABLE, officeEdit, officePaidEdit, readOfficeBooking } from './cart-edit.js';
import { openOfficeBooking } from './open-office-booking.js';
import { BookingHistoryItemDto, UpdateOfficeBookingDto } from './cart.dto.js';

/**
 * /bookings/bookings: the back office's cart. A booking is opened empty (source BACK_OFFICE) and filled with the
 * storefront's own rules (customer, extras) and the vendor channel's availability rules (chairs, in
 * CartChairBookingsService), in OPEN, RESERVED and CONFIRMED bookings.
 */
@Injectable()
export class CartBookingsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly transitions: BookingTransitionsService,
    private readonly extras: PublicBookingExtrasService,
    private readonly customers: PublicBookingCustomerService,
    private readonly cancellations: OfficeCancellationService,
    private readonly office: OfficeBookingsService,
  ) {}

  /** An empty OPEN booking of the caller's vendor; an ADMIN must act in a vendor context first. */
  async create(user: AuthUser): Promise<OfficeBookingDto> {
    const vendorId = vendorScopeOf(user);
    if (vendorId === null) {
      throw new DomainError(
        ErrorType.FORBIDDEN,
        'Choose a vendor context first (POST /features/users/context/vendor): a booking belongs to one vendor',
        {},
      );
    }
    const actor = officeActor(user);
    const id = await this.db.transaction(async (m) => {
      const ref = await openOfficeBooking(m, this.transitions, { vendorId, actor: actor, holdMinutes: this.config.BOOKING_HOLD_MINUTES });
      return ref.id;
    });
    return readOfficeBooking(this.sql, user, id);
  }

  /** The back office's booking list (the office list, with its filters); `search` finds the reference and the customer's name and e-mail. */
  search(user: AuthUser, query: OfficeBookingListQueryDto): Promise<Page<OfficeBookingListItemDto>> {
    return this.office.list(user, query);
  }

  get(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    return this.office.get(user, id);
  }

  /**
   * customerComment and language in any status; paymentMethod only while the booking is OPEN, RESERVED or CONFIRMED
   * (a PENDING one waits for its transfer, a BOOKED one is paid). History UPDATE_BOOKING names the fields, not the text.
   */
  async update(user: AuthUser, id: number, dto: UpdateOfficeBookingDto): Promise<OfficeBookingDto> {
    const booking = await officeBooking(this.sql, user, id);
    const actor = officeActor(user);
    const fields = (['customerComment', 'paymentMethod', 'language'] as const).filter((f) => dto[f] !== undefined);
    if (fields.length === 0)
      throw new DomainError(ErrorType.INVALID_INPUT, 'Send at least one of customerComment, paymentMethod, language', {
        field: 'customerComment',
      });
    const [action, allowed] =
      dto.paymentMethod !== undefined ? ['UPDATE_PAYMENT', OFFICE_EDITABLE] : ['UPDATE_BOOKING', Object.values(BookingStatus)];
    assertEditable(booking.status, action, { ...officeEdit(user), allowed });
    await this.db.transaction(async (m) => {
      const status = await lockInStatus(m, id, action, allowed, actor.type);
      await m.query(
        `UPDATE booking SET customer_comment = CASE WHEN $2 THEN $3 ELSE customer_comment END, payment_method = coalesce($4, payment_method),
                language = coalesce($5, language), version = version + 1, updated_at = now() WHERE id = $1`,
        [id, dto.customerComment !== undefined, dto.customerComment ?? null, dto.paymentMethod ?? null, dto.language ?? null],
      );
      const details: Record<string, unknown> = { fields };
      if (dto.paymentMethod !== undefined) details.paymentMethod = dto.paymentMethod;
      if (dto.language !== undefined) details.language = dto.language;
      await this.transitions.history(m, id, 'UPDATE_BOOKING', status, status, actor, details);
    });
    return readOfficeBooking(this.sql, user, id);
  }

  /** Cancels the whole booking through the cancellation service (the vendor's cancellation policy sets the fee). */
  cancel(user: AuthUser, id: number): Promise<OfficeBookingDto> {
    return this.cancellations.cancel(user, id, {});
  }

  /** The storefront's add_customer rules, in OPEN, RESERVED and CONFIRMED bookings. */
  async setCustomer(user: AuthUser, id: number, dto: AddPublicBookingCustomerDto): Promise<OfficeBookingDto> {
    await this.customers.setCustomer(await officeBooking(this.sql, user, id), dto, officeEdit(user));
    return readOfficeBooking(this.sql, user, id);
  }

  async addExtras(user: AuthUser, id: number, dto: AddBookingExtrasDto): Promise<OfficeBookingDto> {
    const booking = await officeBooking(this.sql, user, id);
    await this.assertExtrasAtLocation(user, dto);
    // A paid booking too: the extra is an open amount, its invoice corrected (retotal → reinvoiceIn).
    await this.extras.addLines(booking, dto, officePaidEdit(user));
    return readOfficeBooking(this.sql, user, id);
  }

  async updateExtra(user: AuthUser, id: number, bookingExtraId: number, amount: number): Promise<OfficeBookingDto> {
    await this.extras.setAmount(await officeBooking(this.sql, user, id), bookingExtraId, amount, officeEdit(user));
    return readOfficeBooking(this.sql, user, id);
  }

  /** Removes an extra line; unlike the storefront, an emptied booking stays as it is. */
  async removeExtra(user: AuthUser, id: number, bookingExtraId: number): Promise<OfficeBookingDto> {
    await this.extras.removeLine(await officeBooking(this.sql, user, id), bookingExtraId, officeEdit(user));
    return readOfficeBooking(this.sql, user, id);
  }

  /** In a location context an extra of another location is the same 404 as an unknown one (its own and the whole vendor's count). */
  private async assertExtrasAtLocation(user: AuthUser, dto: AddBookingExtrasDto): Promise<void> {
    const locationId = locationScopeOf(user);
    if (locationId === null) return;
    const [foreign] = await this.sql.rows<{ id: number }>(
      'office_extras_other_location',
      `SELECT id FROM extra WHERE id = ANY($1::int[]) AND location_id IS NOT NULL AND location_id <> $2 ORDER BY id LIMIT 1`,
      [dto.items.map((i) => i.extraId), locationId],
    );
    if (foreign) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Extra ${foreign.id} not found`, { entity: 'Extra', id: foreign.id });
  }

  /** Every booking_history row of the booking, oldest first. */
  async history(user: AuthUser, id: number): Promise<BookingHistoryItemDto[]> {
    await officeBooking(this.sql, user, id);
    const rows = await this.sql.rows<Omit<BookingHistoryItemDto, 'createdAt'> & { createdAt: Date }>(
      'office_booking_history',
      `SELECT id::text AS id, action, from_status AS "fromStatus", to_status AS "toStatus", actor_type AS "actorType", actor_id AS "actorId", details,
              created_at AS "createdAt"
         FROM booking_history WHERE booking_id = $1 ORDER BY id`,
      [id],
    );
    return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
  }
}
