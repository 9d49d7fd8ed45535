import { ActorType } from '../../common/enums.js';

/** Who changed a booking, as booking_history records it. */
export interface Actor {
  type: ActorType;
  id: string | null;
}

/** The guest in the storefront (no account: the booking reference and the cart token identify them). */
export const CUSTOMER: Actor = { type: ActorType.CUSTOMER, id: null };

/** The server itself: expiry, sweepers. */
export const SYSTEM: Actor = { type: ActorType.SYSTEM, id: null };
