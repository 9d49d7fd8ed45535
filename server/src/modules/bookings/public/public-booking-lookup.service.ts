import { Injectable } from '@nestjs/common';
import { AppConfig } from '../../../config/app-config.js';
import type { ApiKeyPrincipal } from '../../../common/auth/auth-user.js';
import { ActorType, ApiKeyKind, BookingStatus } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { BookingAction } from '../booking-state-machine.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { PublicBookingEmailQueryDto } from '../dto/public-booking-details.dto.js';
import { PublicBookingDto, PublicBookingStatusDto } from '../dto/public-booking.dto.js';
import { BookingRow, publicBooking, publicBookingByEmail, toPublicBookingDto } from './public-booking.read.js';

/**
 * The one 404 of the API-key routes: an unknown reference, a wrong e-mail, a booking without customer and another
 * vendor's booking answer exactly this (it names no reference, so two answers cannot be told apart).
 */
const notFound = () => new DomainError(ErrorType.ENTITY_NOT_FOUND, 'Booking not found', { entity: 'Booking' });

/** A vendor's key sees its vendor's bookings only; a platform-wide key (no vendor) sees all. */
/** The booking, or null where the read answered its 404 (any other error stays an error). */
const orNull = <T>(read: Promise<T>): Promise<T | null> =>
  read.catch((error: unknown) => {
    if (error instanceof DomainError && error.errorType === ErrorType.ENTITY_NOT_FOUND) return null;
    throw error;
  });

const visibleTo = (key: ApiKeyPrincipal, b: BookingRow) => key.vendorId === null || key.vendorId === b.vendorId;
/** A vendor's key or the platform's lock-device key: a platform-wide app key (the storefront's is public in index.html) may not. */
const mayConfirm = (key: ApiKeyPrincipal) => key.vendorId !== null || key.kind === ApiKeyKind.LOCK_DEVICE;

/** The mobile app's and lock devices' calls with an API key: look a booking up, confirm a reservation. */
@Injectable()
export class PublicBookingLookupService {
  constructor(
    private readonly sql: SqlService,
    private readonly transitions: BookingTransitionsService,
    private readonly config: AppConfig,
  ) {}

  /** GET /features/public/booking_details: the booking by reference and the customer's e-mail. */
  async details({ bookingRef, email }: PublicBookingEmailQueryDto, key: ApiKeyPrincipal): Promise<PublicBookingDto> {
    const booking = (await orNull(publicBookingByEmail(this.sql, bookingRef, email)))?.booking;
    if (!booking || !visibleTo(key, booking)) throw notFound();
    return toPublicBookingDto(this.sql, booking, this.config.BOOKING_PAYMENT_DAYS);
  }

  /**
   * PUT /features/public/reservation/{ref}/confirm: RESERVED → CONFIRMED by the device (history: DEVICE and the key's id);
   * again for a reservation a device confirmed already: 200 CONFIRMED, nothing written.
   */
  async confirmReservation(bookingRef: string, key: ApiKeyPrincipal): Promise<PublicBookingStatusDto> {
    const booking = await orNull(publicBooking(this.sql, bookingRef));
    if (!booking || !visibleTo(key, booking) || !mayConfirm(key)) throw notFound();
    await this.transitions.transition(
      booking.id,
      BookingAction.CONFIRM_RESERVATION,
      { type: ActorType.DEVICE, id: String(key.id) },
      {
        apiKeyName: key.name,
        apiKeyKind: key.kind,
      },
      // A device that lost the answer and confirms again hears CONFIRMED (200), nothing written twice.
      { idempotent: true },
    );
    const [row] = await this.sql.rows<{ status: BookingStatus }>('public_reservation_status', `SELECT status FROM booking WHERE id = $1`, [
      booking.id,
    ]);
    return { bookingRef: booking.bookingRef, status: row.status };
  }
}
