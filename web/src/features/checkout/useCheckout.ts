import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type {
  AddPublicBookingCustomerDto,
  BankDetailsDto,
  Language,
  PaymentMethod,
  PublicBookingDto,
} from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { cartCleared } from '../cart/cartSlice';
import { BOOKING_TIME_ZONE, receiveBooking } from '../cart/cartThunks';
import { useCartBooking } from '../cart/useCartBooking';
import { useCartCall } from '../cart/useCartCall';
import { selectSection } from '../selection/selectionSlice';
import { checkoutApi } from './checkoutApi';
import { bookingFlow, currentWidget } from '../widget/widgetSession';
import { checkoutStartEndpoint, customerFormOf, type CustomerForm } from './checkoutRules';
import { checkoutClosed, checkoutFinished, emailKnown, selectCheckout, stepChanged } from './checkoutSlice';
import { goToProvider, openPaymentWindow } from './providerPage';
import { resultPaths } from './resultPaths';

/** The body of add_customer: the form as typed, trimmed, in the language the guest sees. */
function customerBody(form: CustomerForm, validDiscountCard: boolean, language: Language): AddPublicBookingCustomerDto {
  return {
    salutation: form.salutation,
    firstName: form.firstName.trim(),
    lastName: form.lastName.trim(),
    email: form.email.trim(),
    ...(form.telephone.trim() ? { telephone: form.telephone.trim() } : {}),
    address: {
      street: form.street.trim(),
      zip: form.zip.trim(),
      city: form.city.trim(),
      country: form.country,
    },
    additionalData: { marketing: form.marketing, validDiscountCard },
    language,
  };
}

/**
 * The checkout's calls: customer, payment method, then confirm or the start of the payment provider's checkout; errors
 * are toasts (api middleware) and rejected, and the checkout stays open.
 */
export function useCheckout() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { i18n } = useTranslation('checkout');
  const booking = useCartBooking();
  const { email, comment } = useAppSelector(selectCheckout);

  const track = useCartCall();
  const uiLanguage: Language = i18n.language.startsWith('en') ? 'en' : 'de';

  const submitCustomer = useCallback(
    (form: CustomerForm, validDiscountCard: boolean): Promise<void> =>
      track(async () => {
        if (!booking) return;
        const updated = await dispatch(
          checkoutApi.endpoints.addPublicBookingCustomer.initiate({
            bookingRef: booking.bookingRef,
            publicReference: booking.publicReference,
            addPublicBookingCustomerDto: customerBody(form, validDiscountCard, uiLanguage),
          }),
        ).unwrap();
        dispatch(receiveBooking(updated));
        dispatch(emailKnown(updated.customer?.email ?? form.email.trim()));
        dispatch(stepChanged('payment'));
      }),
    [booking, dispatch, uiLanguage, track],
  );

  /** The confirmed booking: the cart is cleared (it is no longer OPEN), the map starts over at all cities. */
  const finish = useCallback(
    (confirmed: PublicBookingDto, customerEmail: string) => {
      dispatch(checkoutFinished(confirmed));
      dispatch(receiveBooking(confirmed));
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
        const search = typeof window === 'undefined' ? '' : window.location.search;
        const flow = bookingFlow(currentWidget(search));
        const start = checkoutStartEndpoint(method);
        // Before the first await, while the click still counts as the user's gesture (popup blockers).
        const paymentWindow = start && flow === 'widget' ? openPaymentWindow() : null;
        try {
          if (booking.customer && booking.customer.language !== uiLanguage) {
            // The language was switched after step 1 (the checkout's own button): the booking's mails and pages
            // follow the language the guest books in, so the customer is sent again with it.
            const again = await dispatch(
              checkoutApi.endpoints.addPublicBookingCustomer.initiate({
                bookingRef: booking.bookingRef,
                publicReference: booking.publicReference,
                addPublicBookingCustomerDto: customerBody(
                  customerFormOf(booking.customer),
                  Boolean((booking.customer.additionalData as { validDiscountCard?: boolean }).validDiscountCard),
                  uiLanguage,
                ),
              }),
            ).unwrap();
            dispatch(receiveBooking(again));
          }
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
          dispatch(receiveBooking(updated));
          if (start) {
            // A fetch (Accept: application/json → 201 with the provider's address): a refusal (provider down, method no
            // longer offered, 429 ...) is a toast and the checkout and cart stay as they are.
            const started = await dispatch(
              checkoutApi.endpoints[start].initiate({ ...ref, flow, timeZone: BOOKING_TIME_ZONE, body: {} }),
            ).unwrap();
            // The page leaves for the provider's checkout: cart and checkout close (the stored cart too), so coming
            // back (result page, or the browser's back button) does not show a booking the provider now holds. A
            // failed or canceled payment returns to /result/error, which puts the booking back into the cart.
            dispatch(checkoutClosed());
            dispatch(cartCleared());
            if (flow === 'widget') {
              // The widget stays on the vendor's page and watches the payment (issue 21); without a window (blocked),
              // its page offers a link that opens the provider's page.
              if (paymentWindow) paymentWindow.location.href = started.redirectUrl;
              const watch = resultPaths.paying(booking.bookingRef, customerEmail);
              void Promise.resolve(
                navigate(watch, { state: { providerUrl: started.redirectUrl, opened: paymentWindow !== null } }),
              ).catch(() => undefined);
              return;
            }
            goToProvider(started.redirectUrl);
            return;
          }
          const confirmed = await dispatch(
            checkoutApi.endpoints.confirmPublicBooking.initiate({
              ...ref,
              flow,
              timeZone: BOOKING_TIME_ZONE,
            }),
          ).unwrap();
          finish(confirmed, customerEmail);
        } catch (error) {
          paymentWindow?.close(); // the start was refused: the toast tells why, the empty window goes
          throw error;
        }
      }),
    [booking, comment, dispatch, email, finish, navigate, track, uiLanguage],
  );

  return { booking, submitCustomer, pay };
}
