import { ActorType, BookingStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { HOLDING_STATUSES } from '../../common/holding-statuses.js';

const { CONFIRMED, BOOKED, OPEN, PENDING, CANCELED, RESERVED, EXPIRED } = BookingStatus;
const { CUSTOMER, VENDOR, ADMIN, SYSTEM, PAYMENT_PROVIDER, DEVICE } = ActorType;

export enum BookingAction {
  SUBMIT_BANK_TRANSFER = 'SUBMIT_BANK_TRANSFER',
  SUBMIT_ON_SITE = 'SUBMIT_ON_SITE',
  START_ONLINE_PAYMENT = 'START_ONLINE_PAYMENT',
  ABORT_PAYMENT = 'ABORT_PAYMENT',
  PAY = 'PAY',
  CONFIRM = 'CONFIRM',
  RESERVE = 'RESERVE',
  CONFIRM_RESERVATION = 'CONFIRM_RESERVATION',
  CANCEL = 'CANCEL',
  EXPIRE = 'EXPIRE',
  RECOVER = 'RECOVER',
}

export interface Transition {
  /** Who may do it, and from which statuses each of them may. */
  from: Partial<Record<ActorType, readonly BookingStatus[]>>;
  to: BookingStatus;
}

const all = (actors: ActorType[], from: readonly BookingStatus[]) => Object.fromEntries(actors.map((a) => [a, from]));

/** THE transition table: every status change of a booking is one of these rows (docs/bookings.md). */
export const TRANSITIONS: Readonly<Record<BookingAction, Transition>> = {
  SUBMIT_BANK_TRANSFER: { from: all([CUSTOMER], [OPEN]), to: PENDING },
  SUBMIT_ON_SITE: { from: all([CUSTOMER], [OPEN]), to: CONFIRMED },
  // From PENDING too: a second checkout attempt of the same booking (the payments module aborts the first one's payment).
  START_ONLINE_PAYMENT: { from: all([CUSTOMER], [OPEN, PENDING]), to: PENDING },
  ABORT_PAYMENT: { from: all([CUSTOMER, PAYMENT_PROVIDER, SYSTEM], [PENDING]), to: OPEN },
  // A vendor may take the money at the counter straight from the cart (OPEN). A payment provider's money counts whenever
  // it arrives: also for an OPEN booking (the customer came back and aborted, then the payment went through after all) and
  // for an EXPIRED one (paid late): the chairs hold again unless taken meanwhile (then the payments module refunds).
  PAY: {
    from: {
      [PAYMENT_PROVIDER]: [OPEN, PENDING, CONFIRMED, RESERVED, EXPIRED],
      ...all([VENDOR, ADMIN], [OPEN, PENDING, CONFIRMED, RESERVED]),
    },
    to: BOOKED,
  },
  CONFIRM: { from: all([VENDOR, ADMIN], [PENDING, RESERVED, OPEN]), to: CONFIRMED },
  RESERVE: { from: all([VENDOR, ADMIN], [OPEN]), to: RESERVED },
  // DEVICE: the mobile app or a lock device with the vendor's API key (PUT /features/public/reservation/{ref}/confirm).
  CONFIRM_RESERVATION: { from: all([VENDOR, ADMIN, DEVICE], [RESERVED]), to: CONFIRMED },
  // The customer's PUT /booking/cancel keeps to OPEN and PENDING (its service checks); the other holding statuses only
  // through the guest cancellation of "Meine Buchung" (the vendor's policy and fee: public-booking-cancellation.service).
  CANCEL: { from: all([CUSTOMER, VENDOR, ADMIN], HOLDING_STATUSES), to: CANCELED },
  EXPIRE: { from: all([SYSTEM], [OPEN, PENDING]), to: EXPIRED },
  RECOVER: { from: all([VENDOR, ADMIN], [CANCELED, EXPIRED]), to: CONFIRMED },
};

/** The statuses `actor` may do `action` from (empty: never). */
export function sourceStatuses(action: BookingAction, actor: ActorType): readonly BookingStatus[] {
  return TRANSITIONS[action].from[actor] ?? [];
}

/** The status `action` by `actor` leads to from `status`, or 409 BOOKING_INVALID_TRANSITION. */
export function nextStatus(status: BookingStatus, action: BookingAction, actor: ActorType): BookingStatus {
  if (!sourceStatuses(action, actor).includes(status)) throw invalidTransition(action, status, actor);
  return TRANSITIONS[action].to;
}

/** 409 BOOKING_NOT_CONFIRMABLE naming what is missing (the storefront's confirm and the payments module's checkout). */
export const notConfirmable = (missing: string, message: string) =>
  new DomainError(ErrorType.BOOKING_NOT_CONFIRMABLE, message, { missing });

export const invalidTransition = (action: BookingAction | string, status: BookingStatus | null, actor: ActorType) =>
  new DomainError(ErrorType.BOOKING_INVALID_TRANSITION, `${actor} cannot ${action} a booking in status ${status ?? 'unknown'}`, {
    action,
    status,
  });
