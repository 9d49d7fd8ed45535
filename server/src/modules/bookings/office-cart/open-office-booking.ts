import type { EntityManager } from 'typeorm';
import { BookingSource, BookingStatus } from '../../../common/enums.js';
import { DEFAULT_TIME_ZONE } from '../../../common/time.js';
import type { Actor } from '../actors.js';
import type { BookingTransitionsService } from '../booking-transitions.service.js';
import { insertOpenBooking } from '../public/public-booking.service.js';

/** Opens an OPEN back-office booking of the vendor with its CREATE history row (the office cart, a season contract). */
export async function openOfficeBooking(
  m: EntityManager,
  transitions: BookingTransitionsService,
  o: { vendorId: number; actor: Actor; holdMinutes: number },
): Promise<{ id: number; bookingRef: string }> {
  const ref = await insertOpenBooking(m, {
    vendorId: o.vendorId,
    source: BookingSource.BACK_OFFICE,
    affiliateReference: null,
    timeZone: DEFAULT_TIME_ZONE,
    holdMinutes: o.holdMinutes,
    ip: null,
  });
  await transitions.history(m, ref.id, 'CREATE', null, BookingStatus.OPEN, o.actor, { source: BookingSource.BACK_OFFICE });
  return ref;
}
