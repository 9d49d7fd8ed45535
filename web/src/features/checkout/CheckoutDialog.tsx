import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentMethod } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectCartBusy } from '../cart/cartSlice';
import { activeChairLines } from '../result/chairFacts';
import { Toasts } from '../toasts/Toasts';
import { Modal } from '../../ui/Modal';
import { emptyCustomerForm, hasDiscountChair, offeredPaymentMethods, type CustomerForm } from './checkoutRules';
import { checkoutClosed, selectCheckout, stepChanged } from './checkoutSlice';
import { BankDetailsStep } from './BankDetailsStep';
import { CustomerStep } from './CustomerStep';
import { PaymentStep } from './PaymentStep';
import { useCheckout } from './useCheckout';
import { usePaymentConfig } from './usePaymentConfig';
import './checkout.css';

const ignore = () => undefined; // the api error middleware already shows the toast

/** The customer's form values as the server stored them, so going back keeps what was typed. */
function formFromBooking(
  customer: NonNullable<ReturnType<typeof useCheckout>['booking']>['customer'],
): CustomerForm | null {
  if (!customer) return null;
  const address = customer.address as Partial<Record<'street' | 'zip' | 'city' | 'country', string>>;
  const base = emptyCustomerForm(customer.email);
  return {
    ...base,
    salutation: customer.salutation,
    firstName: customer.firstName,
    lastName: customer.lastName,
    telephone: customer.telephone ?? '',
    street: address.street ?? '',
    zip: address.zip ?? '',
    city: address.city ?? '',
    country: (address.country as CustomerForm['country']) ?? base.country,
    marketing: Boolean((customer.additionalData as { marketing?: boolean }).marketing),
  };
}

/** The checkout dialog (spec 2): step 1 customer, step 2 payment method, optional bank-details step. */
export function CheckoutDialog() {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const { step } = useAppSelector(selectCheckout);
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
        <button type="button" className="checkout-dialog__close" aria-label={t('close')} onClick={close}>
          ×
        </button>
      </div>
      <p className="checkout-dialog__step">{t('step', { current: stepNumber, total: 2 })}</p>
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
          initial={formFromBooking(booking.customer)}
          onSubmit={(form, validDiscountCard) => submitCustomer(form, validDiscountCard).catch(ignore)}
        />
      ) : step === 'payment' || !debitMethod ? (
        <PaymentStep
          methods={methods}
          total={booking.totalPrice}
          busy={busy}
          onBack={() => dispatch(stepChanged('customer'))}
          onBankDetails={(method) => {
            setDebitMethod(method);
            dispatch(stepChanged('bankDetails'));
          }}
          onPay={(method) => pay(method).catch(ignore)}
        />
      ) : (
        <BankDetailsStep
          busy={busy}
          onBack={() => dispatch(stepChanged('payment'))}
          onSubmit={(details) => pay(debitMethod, details).catch(ignore)}
        />
      )}
      {/* The modal dialog sits in the top layer above the page's toasts: its errors (409s) show here. */}
      <Toasts />
    </Modal>
  );
}
