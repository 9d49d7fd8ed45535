import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartBusy } from '../cart/cartSlice';
import { HoldTimer } from '../cart/HoldTimer';
import { activeChairLines } from '../result/chairFacts';
import { Toasts } from '../toasts/Toasts';
import { Modal } from '../../ui/Modal';
import { LanguageSwitch } from '../layout/LanguageSwitch';
import { customerFormOf, hasDiscountChair, offeredPaymentMethods } from './checkoutRules';
import { bankDetailsChanged, checkoutClosed, paymentMethodChosen, selectCheckout, stepChanged } from './checkoutSlice';
import { BankDetailsStep } from './BankDetailsStep';
import { CustomerStep } from './CustomerStep';
import { PaymentStep } from './PaymentStep';
import { useCheckout } from './useCheckout';
import { usePaymentConfig } from './usePaymentConfig';
import './checkout.css';

const ignore = () => undefined; // the api error middleware already shows the toast

/** The checkout dialog (spec 2): step 1 customer, step 2 payment method, optional bank-details step. */
export function CheckoutDialog() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { step, paymentMethod, bank } = useAppSelector(selectCheckout);
  const busy = useAppSelector(selectCartBusy);
  const { booking, submitCustomer, pay } = useCheckout();
  const config = usePaymentConfig(booking);
  const [debitMethod, setDebitMethod] = useState<PaymentMethod | null>(null);

  // Each step's heading takes focus, so a screen reader announces where the person is.
  const loading = config.loading;
  useEffect(() => {
    dialogRef.current?.querySelector<HTMLElement>('h3')?.focus();
  }, [step, loading]);

  const close = () => dispatch(checkoutClosed());
  const chairs = booking ? activeChairLines(booking.beachChairBookings) : [];
  const country = (booking?.customer?.address as { country?: string } | undefined)?.country ?? 'DE';
  const methods = offeredPaymentMethods({
    configured: config.methods,
    country,
    chairStarts: chairs.map((line) => line.start),
    now: new Date(),
  });
  const stepNumber = step === 'customer' ? 1 : 2;

  return (
    <Modal
      dialogRef={dialogRef}
      className="checkout-dialog"
      labelledBy="checkout-title"
      testId="checkout-dialog"
      onCancel={close}
    >
      <div className="checkout-dialog__header">
        <h2 id="checkout-title">{t('title')}</h2>
        {/* The modal dialog makes the page behind it inert, the app bar's language button too: it has its own here
            (issue 30 item 7). Switching re-renders the steps in place; what was typed is in the store. */}
        <div className="checkout-dialog__tools">
          <LanguageSwitch />
          <button type="button" className="checkout-dialog__close" aria-label={t('close')} onClick={close}>
            ×
          </button>
        </div>
      </div>
      <p className="checkout-dialog__step">{t('step', { current: stepNumber, total: 2 })}</p>
      {booking && <HoldTimer booking={booking} />}
      {!booking ? (
        <p>{t('noBooking')}</p>
      ) : config.loading ? (
        <p role="status">{t('busy')}</p>
      ) : step === 'customer' ? (
        <CustomerStep
          discountRequired={hasDiscountChair(chairs)}
          hideComment={config.hideComment}
          vendor={config.vendor}
          busy={busy}
          initial={booking.customer ? customerFormOf(booking.customer) : null}
          onSubmit={(form, validDiscountCard) => submitCustomer(form, validDiscountCard).catch(ignore)}
        />
      ) : step === 'payment' || !debitMethod ? (
        <PaymentStep
          methods={methods}
          total={booking.totalPrice}
          paymentDeadline={booking.paymentDeadline}
          chosen={paymentMethod}
          onChoose={(method) => dispatch(paymentMethodChosen(method))}
          busy={busy}
          onBack={() => dispatch(stepChanged('customer'))}
          onBankDetails={(method) => {
            dispatch(paymentMethodChosen(method));
            setDebitMethod(method);
            dispatch(stepChanged('bankDetails'));
          }}
          onPay={(method) => pay(method).catch(ignore)}
        />
      ) : (
        <BankDetailsStep
          busy={busy}
          draft={bank}
          onChange={(draft) => dispatch(bankDetailsChanged(draft))}
          onBack={() => dispatch(stepChanged('payment'))}
          onSubmit={(details) => pay(debitMethod, details).catch(ignore)}
        />
      )}
      {/* The modal dialog sits in the top layer above the page's toasts: its errors (409s) show here. */}
      <Toasts />
    </Modal>
  );
}
