import type { AuthUser } from '../../../common/auth/auth-user.js';
import { BookingStatus } from '../../../common/enums.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { CartEdit } from '../booking-cart.service.js';
import type { OfficeBookingDto } from '../office/office-booking.dto.js';
import { officeActor, officeBooking, toOfficeBookingDto } from '../office/office-booking.read.js';

/** The statuses in which the back office may change a booking's chairs, extras, customer and payment method. */
export const OFFICE_EDITABLE: readonly BookingStatus[] = [BookingStatus.OPEN, BookingStatus.RESERVED, BookingStatus.CONFIRMED];

/**
 * Where the office may also move a chair or add extras: a paid (BOOKED) booking too. What the change costs more is an
 * open amount the guest owes, what it costs less is refunded (docs/bookings-office-cart.md, "Changes to a paid booking").
 */
export const OFFICE_PAID_EDITABLE: readonly BookingStatus[] = [...OFFICE_EDITABLE, BookingStatus.BOOKED];

/** A back-office edit: the caller as actor, OPEN/RESERVED/CONFIRMED, an emptied booking is kept (not canceled). */
export const officeEdit = (user: AuthUser): CartEdit => ({ actor: officeActor(user), allowed: OFFICE_EDITABLE, clearWhenEmpty: false });

/** A back-office edit a paid booking allows as well (a chair moved, an extra added). */
export const officePaidEdit = (user: AuthUser): CartEdit => ({ ...officeEdit(user), allowed: OFFICE_PAID_EDITABLE });

/** The booking as the back office answers it, read again after a change (scoped to the caller). */
export async function readOfficeBooking(sql: SqlService, user: AuthUser, id: number): Promise<OfficeBookingDto> {
  return toOfficeBookingDto(sql, await officeBooking(sql, user, id));
}
