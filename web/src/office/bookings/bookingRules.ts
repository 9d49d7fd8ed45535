import { HOLDING_STATUSES } from '../../../../server/src/common/holding-statuses';
import type { BookingStatus, OfficeBookingDto, OfficePaymentMethod, RateType } from '../api/officeApi';

// What the drawer may offer for a booking: the API's rules (README "Booking states", docs/bookings-office*.md,
// docs/bookings-money.md) read from the booking as it is, so a button is shown only when the server would accept it.

export type BookingAction =
  | 'confirm'
  | 'reserve'
  | 'pay'
  | 'cancel'
  | 'cancelChair'
  | 'recover'
  | 'editChairs'
  | 'moveChair'
  | 'editExtras'
  | 'addExtras'
  | 'editCustomer'
  | 'invoiceNumber'
  | 'shortInvoice'
  | 'resendBankTransfer'
  | 'resendPaymentLink';

export type BookingFacts = Pick<
  OfficeBookingDto,
  'status' | 'paymentMethod' | 'customer' | 'invoiceNumber' | 'cancellationFee' | 'beachChairBookings'
>;

/** The statuses that hold chairs (the server's list): a vendor may cancel the booking or one of its chairs in each. */
export const HOLDING: readonly BookingStatus[] = HOLDING_STATUSES;
/** The statuses in which the office may change chairs, extras and the customer. */
/**
 * Whether another chair booking takes a chair away from a moved one on a day they share: it holds the chair (an expired
 * basket or a canceled one does not), and only a morning and an afternoon can share a day.
 */
export function takesChairFrom(
  other: { status: BookingStatus; rate: RateType | null },
  moved: { rate: RateType | null },
): boolean {
  if (!HOLDING.includes(other.status)) return false;
  const halves: (RateType | null)[] = ['MORNING', 'AFTERNOON'];
  return !(halves.includes(other.rate) && halves.includes(moved.rate) && other.rate !== moved.rate);
}

export const EDITABLE: readonly BookingStatus[] = ['OPEN', 'RESERVED', 'CONFIRMED'];
/** A paid booking too may have a chair moved or extras added (the difference is charged or refunded). */
export const PAID_EDITABLE: readonly BookingStatus[] = [...EDITABLE, 'BOOKED'];

/** The chair bookings still counting (not canceled). */
export const activeChairs = (booking: Pick<OfficeBookingDto, 'beachChairBookings'>) =>
  booking.beachChairBookings.filter((chair) => chair.status !== 'CANCELED');

/** Every action the API accepts for the booking now. */
export function availableActions(booking: BookingFacts): Set<BookingAction> {
  const { status } = booking;
  const hasChairs = activeChairs(booking).length > 0;
  const actions = new Set<BookingAction>();
  const add = (action: BookingAction, when: boolean) => when && actions.add(action);

  add('confirm', ['OPEN', 'PENDING', 'RESERVED'].includes(status));
  add('reserve', status === 'OPEN');
  // Paying needs something to pay for (409 BOOKING_WITHOUT_BEACH_CHAIRS otherwise).
  add('pay', ['OPEN', 'PENDING', 'CONFIRMED', 'RESERVED'].includes(status) && hasChairs);
  add('cancel', HOLDING.includes(status));
  // The last chair's cancel is the whole booking's (with its own fee and refund): offered as that.
  add('cancelChair', HOLDING.includes(status) && activeChairs(booking).length > 1);
  add('recover', status === 'CANCELED' || status === 'EXPIRED');
  add('editChairs', EDITABLE.includes(status));
  add('moveChair', PAID_EDITABLE.includes(status));
  add('editExtras', EDITABLE.includes(status));
  add('addExtras', PAID_EDITABLE.includes(status));
  add('editCustomer', EDITABLE.includes(status));
  // An issued number never changes; CONFIRMED and BOOKED with a chair, CANCELED only with a fee to invoice.
  add(
    'invoiceNumber',
    !booking.invoiceNumber &&
      ((['CONFIRMED', 'BOOKED'].includes(status) && hasChairs) ||
        (status === 'CANCELED' && (booking.cancellationFee ?? 0) > 0)),
  );
  add('shortInvoice', hasChairs);
  add(
    'resendBankTransfer',
    status === 'PENDING' && booking.paymentMethod === 'BANK_TRANSFER' && booking.customer !== null,
  );
  add('resendPaymentLink', (status === 'OPEN' || status === 'PENDING') && booking.customer !== null);
  return actions;
}

/** The methods the counter takes (first) and the others a vendor may record by hand (the pay DTO's values). */
export const PAY_METHODS: readonly OfficePaymentMethod[] = [
  'CASH',
  'EC',
  'CARD_TERMINAL',
  'CC',
  'INVOICE',
  'BANK_TRANSFER',
  'DIRECT_DEBIT',
  'CUSTOM_SEPA',
  'OTHER_STRIPE',
];

/**
 * The fee proposed for one chair: the policy's percent (from calculateCancellationFee, which answers for the whole
 * booking) of the chair's price, in whole cents.
 */
export function proposedChairFee(chairPrice: number, percent: number): number {
  return Math.round(chairPrice * percent) / 100;
}

/** A fee as typed in a German or English field ("12,50", "12.50", "1.234,50", "1,234.50") in euros; NaN when it is none. */
export function parseEuros(text: string): number {
  const value = text.replace(/[\s€]/g, '');
  if (/^\d+([.,]\d{1,2})?$/.test(value)) return Number(value.replace(',', '.'));
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(value)) return Number(value.replace(/\./g, '').replace(',', '.'));
  if (/^\d{1,3}(,\d{3})+(\.\d{1,2})?$/.test(value)) return Number(value.replace(/,/g, ''));
  return Number.NaN;
}

/** A euro amount for a field: "12,50" (de) or "12.50" (en). */
export const eurosForField = (value: number, language: string): string =>
  language === 'en' ? value.toFixed(2) : value.toFixed(2).replace('.', ',');
