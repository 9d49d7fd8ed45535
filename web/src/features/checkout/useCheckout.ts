import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { BankDetailsDto, Language, PaymentMethod, PublicBookingDto } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { bookingSourceFor } from '../cart/bookingSource';
import { bookingReceived, selectBooking } from '../cart/cartSlice';
import { BOOKING_TIME_ZONE } from '../cart/useCart';
import { useCartCall } from '../cart/useCartCall';
import { selectSection } from '../selection/selectionSlice';
import { toastShown } from '../toasts/toastsSlice';
import { checkoutApi } from './checkoutApi';
import { confirmsOnServer, type CustomerForm } from './checkoutRules';
import { checkoutFinished, emailKnown, selectCheckout, stepChanged } from './checkoutSlice';
import { resultPaths } from './resultPaths';

/** The checkout's calls: customer, payment method, confirm; errors are toasts (api middleware) and rejected. */
export function useCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { i18n, t } = useTranslation('checkout');
  const booking = useAppSelector(selectBooking);
  const { email, comment } = useAppSelector(selectCheckout);

  const track = useCartCall();

  const submitCustomer = useCallback(
    (form: CustomerForm, validDiscountCard: boolean): Promise<void> =>
      track(async () => {
        if (!booking) return;
        const language: Language = i18n.language.startsWith('en') ? 'en' : 'de';
        const updated = await dispatch(
          checkoutApi.endpoints.addPublicBookingCustomer.initiate({
            bookingRef: booking.bookingRef,
            publicReference: booking.publicReference,
            addPublicBookingCustomerDto: {
              salutation: form.salutation,
              firstName: form.firstName.trim(),
              lastName: form.lastName.trim(),
              email: form.email.trim(),
              ...(form.telephone.trim() ? { telephone: form.telephone.trim() } : {}),
              address: { street: form.street.trim(), zip: form.zip.trim(), city: form.city.trim(), country: form.country },
              additionalData: { marketing: form.marketing, validDiscountCard },
              language,
            },
          }),
        ).unwrap();
        dispatch(bookingReceived(updated));
        dispatch(emailKnown(updated.customer?.email ?? form.email.trim()));
        dispatch(stepChanged('payment'));
      }),
    [booking, dispatch, i18n.language, track],
  );

  /** The confirmed booking: the cart is cleared (it is no longer OPEN), the map starts over at all cities. */
  const finish = useCallback(
    (confirmed: PublicBookingDto, customerEmail: string) => {
      dispatch(checkoutFinished(confirmed));
      dispatch(bookingReceived(confirmed));
      dispatch(selectSection(null));
      const target =
        confirmed.paymentMethod === 'BANK_TRANSFER'
          ? resultPaths.bankTransfer(confirmed.bookingRef, customerEmail)
          : resultPaths.success(confirmed.bookingRef, customerEmail);
      void Promise.resolve(navigate(target)).catch(() => undefined);
    },
    [dispatch, navigate],
  );

  const pay = useCallback(
    (method: PaymentMethod, bankDetails?: BankDetailsDto): Promise<void> =>
      track(async () => {
        if (!booking) return;
        const customerEmail = booking.customer?.email ?? email;
        const ref = { bookingRef: booking.bookingRef, email: customerEmail };
        const updated = await dispatch(
          checkoutApi.endpoints.updatePublicBooking.initiate({
            ...ref,
            updatePublicBookingDto: {
              paymentMethod: method,
              ...(bankDetails ? { bankDetails } : {}),
              ...(comment.trim() ? { customerComment: comment.trim() } : {}),
            },
          }),
        ).unwrap();
        dispatch(bookingReceived(updated));
        if (!confirmsOnServer(method)) {
          // Online payments (card, PayPal, Stripe) need the payments routes, which do not exist yet.
          dispatch(toastShown({ key: 'checkout:payment.notAvailable', params: { method: t(`payment.methods.${method}`) } }, 'info'));
          return;
        }
        const search = typeof window === 'undefined' ? '' : window.location.search;
        const confirmed = await dispatch(
          checkoutApi.endpoints.confirmPublicBooking.initiate({
            ...ref,
            flow: bookingSourceFor(search) === 'WIDGET' ? 'widget' : 'website',
            timeZone: BOOKING_TIME_ZONE,
          }),
        ).unwrap();
        finish(confirmed, customerEmail);
      }),
    [booking, comment, dispatch, email, finish, t, track],
  );

  return { booking, submitCustomer, pay };
}
