import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicBookingDto } from '../../api/generated';
import { serverNow } from '../../api/serverClock';
import { useAppDispatch } from '../../app/hooks';
import { cartCheckRequested } from './cartSlice';
import { formatHoldLeft } from './format';
import { useCartBooking } from './useCartBooking';
import './cart.css';

// How long the cart's chairs are held (issue 30 item 4): an OPEN booking's expiresAt, pushed by the server on every
// change of the cart, counted down on the server's clock (serverClock.ts). When it runs out, the cart is checked.

/** After the deadline the server's expiry job may take a moment (retries, the sweeper): asked again this often. */
export const LAPSE_RECHECK_MS = 5000;
/** … and this many times in all (a minute: the sweeper's default interval). */
export const LAPSE_CHECKS = 12;
/** setTimeout takes at most 2^31 - 1 ms; a longer wait is split (holds are minutes, this is only a guard). */
const MAX_TIMEOUT_MS = 2 ** 31 - 1;

/** The hold's deadline in ms since the epoch (server clock): an OPEN booking's expiresAt, else null. */
export function holdDeadline(booking: Pick<PublicBookingDto, 'status' | 'expiresAt'> | null): number | null {
  if (booking?.status !== 'OPEN' || !booking.expiresAt) return null;
  const deadline = Date.parse(booking.expiresAt);
  return Number.isNaN(deadline) ? null : deadline;
}

/** The time left until `deadline`, updated every second; null without a deadline. */
export function useTimeLeft(deadline: number | null): number | null {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (deadline === null) return undefined;
    const timer = setInterval(() => setNow(serverNow()), 1000);
    return () => clearInterval(timer);
  }, [deadline]);
  return deadline === null ? null : deadline - now;
}

/** "Ihre Körbe sind noch 14:32 Min. für Sie reserviert", or that the hold lapsed. Nothing without a deadline. */
export function HoldTimer({ booking }: { booking: PublicBookingDto }) {
  const { t } = useTranslation();
  const left = useTimeLeft(holdDeadline(booking));
  if (left === null) return null;
  if (left <= 0)
    return (
      <p className="cart-hold cart-hold--lapsed" role="status" data-testid="cart-hold">
        {t('cart.holdLapsed')}
      </p>
    );
  const chairs = booking.beachChairBookings.filter((line) => line.status !== 'CANCELED').length;
  const time = formatHoldLeft(left);
  return (
    // role timer: not announced every second (implicit aria-live off); read when the guest gets there.
    <p className="cart-hold" role="timer" data-testid="cart-hold">
      {chairs > 0 ? t('cart.hold', { count: chairs, time }) : t('cart.holdCart', { time })}
    </p>
  );
}

/**
 * Mounted once (CartHost): when the cart's hold runs out, asks the server whether the booking is still OPEN (the
 * check clears the cart when it is not), again every few seconds while the server has not expired it yet.
 */
export function HoldWatcher() {
  const dispatch = useAppDispatch();
  const deadline = holdDeadline(useCartBooking());
  useEffect(() => {
    if (deadline === null) return undefined;
    let checks = 0;
    let timer: ReturnType<typeof setTimeout>;
    const check = () => {
      dispatch(cartCheckRequested());
      checks += 1;
      if (checks < LAPSE_CHECKS) timer = setTimeout(check, LAPSE_RECHECK_MS);
    };
    const wait = () => {
      const left = deadline - serverNow();
      if (left <= 0) check();
      else timer = setTimeout(wait, Math.min(left, MAX_TIMEOUT_MS));
    };
    wait();
    return () => clearTimeout(timer);
  }, [dispatch, deadline]);
  return null;
}
