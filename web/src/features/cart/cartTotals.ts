import type { PublicBookingDto } from '../../api/generated';

type CartContent = Pick<PublicBookingDto, 'beachChairBookings' | 'extras'>;

/** The app bar badge: chairs plus the total amount of extras (spec 2). */
export function cartItemCount(booking: CartContent | null | undefined): number {
  if (!booking) return 0;
  const chairs = booking.beachChairBookings.filter((line) => line.status !== 'CANCELED').length;
  const extras = booking.extras.reduce((sum, extra) => sum + extra.amount, 0);
  return chairs + extras;
}

/** Sum of the lines in cents (the API's totalPrice is what the cart shows; this checks it). */
export function cartLinesTotalCents(booking: CartContent | null | undefined): number {
  if (!booking) return 0;
  const chairs = booking.beachChairBookings
    .filter((line) => line.status !== 'CANCELED')
    .reduce((sum, line) => sum + Math.round(line.price * 100), 0);
  const extras = booking.extras.reduce((sum, extra) => sum + Math.round(extra.price * 100), 0);
  return chairs + extras;
}

export function isCartEmpty(booking: CartContent | null | undefined): boolean {
  return cartItemCount(booking) === 0;
}

/** The line ids to delete so that a booking of another vendor is emptied (and so canceled by the server). */
export function linesToEmpty(booking: CartContent): { chairIds: number[]; extraIds: number[] } {
  return {
    chairIds: booking.beachChairBookings.filter((line) => line.status !== 'CANCELED').map((line) => line.id),
    extraIds: booking.extras.map((extra) => extra.id),
  };
}
