import type { AuthUser } from '../../../common/auth/auth-user.js';
import { vendorScopeOf } from '../../../common/auth/vendor-scope.js';
import { ActorType, BookingSource, BookingStatus, PaymentMethod, UserRole } from '../../../common/enums.js';
import { assertFound } from '../../../common/errors/domain-error.js';
import type { SqlService } from '../../../infra/database/sql.service.js';
import type { Actor } from '../booking-transitions.service.js';
import type { BookingMetaData } from '../entities/booking.entity.js';

/** A booking as the back office's money routes read it. */
export interface OfficeBookingRow {
  id: number;
  bookingRef: string;
  vendorId: number;
  status: BookingStatus;
  source: BookingSource;
  paymentMethod: PaymentMethod | null;
  customerId: number | null;
  invoiceNumber: string | null;
  totalPriceCents: number;
  cancellationFeeCents: number | null;
  timeZone: string;
  metaData: BookingMetaData;
  expiresAt: Date | null;
  createdAt: Date;
}

const OFFICE_BOOKING_SQL = `
SELECT id, booking_ref AS "bookingRef", vendor_id AS "vendorId", status, source, payment_method AS "paymentMethod",
       customer_id AS "customerId", invoice_number AS "invoiceNumber", total_price_cents AS "totalPriceCents",
       cancellation_fee_cents AS "cancellationFeeCents", time_zone AS "timeZone", meta_data AS "metaData",
       expires_at AS "expiresAt", created_at AS "createdAt"
  FROM booking WHERE id = $1 AND ($2::int IS NULL OR vendor_id = $2)`;

/** The booking by id within the caller's vendor scope: another vendor's booking is the same 404 as a missing one. */
export async function officeBooking(sql: SqlService, user: AuthUser, id: number): Promise<OfficeBookingRow> {
  const [row] = await sql.rows<OfficeBookingRow>('office_money_booking', OFFICE_BOOKING_SQL, [id, vendorScopeOf(user)]);
  return assertFound(row, 'Booking', id);
}

/** The back-office user as the booking history records them. */
export const officeActor = (user: AuthUser): Actor => ({
  type: user.role === UserRole.ADMIN ? ActorType.ADMIN : ActorType.VENDOR,
  id: String(user.userId),
});
