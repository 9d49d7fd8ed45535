import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PublicVendorDto } from '../../api/generated';
import { paths } from '../../app/paths';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  canLeaveCustomerStep,
  COMMENT_DEBOUNCE_MS,
  COUNTRIES,
  CUSTOMER_FIELDS,
  emptyCustomerForm,
  firstInvalidField,
  SALUTATIONS,
  validateCustomer,
  type CustomerField,
  type CustomerForm,
} from './checkoutRules';
import {
  commentChanged,
  consentsChanged,
  customerChanged,
  customerErrorsShown,
  customerFieldTouched,
  selectCheckout,
} from './checkoutSlice';
import { Field, SelectField } from './Field';

type Props = {
  discountRequired: boolean;
  hideComment: boolean;
  vendor: PublicVendorDto | null;
  busy: boolean;
  initial: CustomerForm | null;
  onSubmit: (form: CustomerForm, validDiscountCard: boolean) => void;
};

const INPUT_TYPES: Partial<Record<CustomerField, { type: string; autoComplete: string }>> = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email' },
  street: { type: 'text', autoComplete: 'street-address' },
  zip: { type: 'text', autoComplete: 'postal-code' },
  city: { type: 'text', autoComplete: 'address-level2' },
};

/** Step 1: the customer form (spec 5), comment, terms and the discount-card confirmation. */
export function CustomerStep({ discountRequired, hideComment, vendor, busy, initial, onSubmit }: Props) {
  const { t } = useTranslation('checkout');
  const dispatch = useAppDispatch();
  const checkout = useAppSelector(selectCheckout);
  // Everything typed is kept in the store (issue 30 item 7): closing the checkout, "Zurück" from the payment step and
  // a switch of language keep it, and a reload restores it (checkoutDraft.ts).
  const form = checkout.customer ?? initial ?? emptyCustomerForm(checkout.email);
  const touched = checkout.touched;
  const showAll = checkout.showAllErrors;
  const terms = checkout.termsAccepted;
  const discount = checkout.discountConfirmed;
  const setTerms = (value: boolean) => dispatch(consentsChanged({ termsAccepted: value }));
  const setDiscount = (value: boolean) => dispatch(consentsChanged({ discountConfirmed: value }));
  const touch = (name: CustomerField) => {
    if (!touched.includes(name)) dispatch(customerFieldTouched(name));
  };
  // The prefill is shown, not kept: it is in the language of the moment, and never sent as a comment.
  const prefill = t('customer.commentPrefill');
  const [comment, setComment] = useState(checkout.comment);
  const [prefillShown, setPrefillShown] = useState(checkout.comment === '');
  const latestComment = useRef(comment);
  const refs = useRef<Partial<Record<CustomerField, HTMLInputElement | null>>>({});

  const errors = validateCustomer(form);
  const ready = canLeaveCustomerStep({ errors, termsAccepted: terms, discountRequired, discountConfirmed: discount });

  // The comment is stored 250 ms after the last keystroke (spec 5), and at once when the step goes (closing).
  useEffect(() => {
    const timer = window.setTimeout(() => dispatch(commentChanged(comment)), COMMENT_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [comment, dispatch]);
  useEffect(() => () => void dispatch(commentChanged(latestComment.current)), [dispatch]);

  const set = <K extends keyof CustomerForm>(key: K, value: CustomerForm[K]) => {
    dispatch(customerChanged({ from: form, changes: { [key]: value } }));
    if ((CUSTOMER_FIELDS as readonly string[]).includes(key)) touch(key as CustomerField);
  };

  const errorText = (field: CustomerField): string | null => {
    const error = errors[field];
    if (!error || !(showAll || touched.includes(field))) return null;
    if (error === 'mandatory') return t('customer.mandatory', { field: t(`customer.${field}`) });
    return error === 'germanPostcode' ? t('customer.germanPostcode') : t('customer.invalidEmail');
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!ready) {
      dispatch(customerErrorsShown());
      const first = firstInvalidField(CUSTOMER_FIELDS, errors);
      if (first) refs.current[first]?.focus();
      else document.getElementById(terms ? 'checkout-discount' : 'checkout-terms')?.focus();
      return;
    }
    onSubmit(form, discountRequired ? discount : false);
  };

  const field = (name: CustomerField) => (
    <Field
      key={name}
      ref={(element) => {
        refs.current[name] = element;
      }}
      label={t(`customer.${name}`)}
      name={name}
      required
      value={form[name]}
      error={errorText(name)}
      onChange={(event) => set(name, event.target.value)}
      onBlur={() => touch(name)}
      {...INPUT_TYPES[name]}
    />
  );

  return (
    <form className="checkout-form" onSubmit={submit} noValidate aria-labelledby="checkout-customer-title">
      <h3 tabIndex={-1} id="checkout-customer-title">
        {t('customer.title')}
      </h3>
      <SelectField
        id="checkout-salutation"
        label={t('customer.salutation')}
        value={form.salutation}
        options={SALUTATIONS}
        optionLabel={(salutation) => t(`customer.salutations.${salutation}`)}
        onChange={(salutation) => set('salutation', salutation)}
      />
      <div className="checkout-form__pair">
        {field('firstName')}
        {field('lastName')}
      </div>
      {field('email')}
      <Field
        label={t('customer.telephone')}
        type="tel"
        autoComplete="tel"
        value={form.telephone}
        onChange={(event) => set('telephone', event.target.value)}
      />
      {field('street')}
      <div className="checkout-form__pair">
        {field('zip')}
        {field('city')}
      </div>
      <SelectField
        id="checkout-country"
        label={t('customer.country')}
        value={form.country}
        options={COUNTRIES}
        optionLabel={(country) => t(`countries.${country}`)}
        onChange={(country) => set('country', country)}
      />
      <label className="checkout-check">
        <input type="checkbox" checked={form.marketing} onChange={(event) => set('marketing', event.target.checked)} />
        <span>{t('customer.marketing')}</span>
      </label>
      {!hideComment && (
        <div className="checkout-field">
          <label htmlFor="checkout-comment">{t('customer.comment')}</label>
          <textarea
            id="checkout-comment"
            rows={4}
            maxLength={2000}
            value={prefillShown ? prefill : comment}
            onClick={() => setPrefillShown(false)}
            onFocus={() => setPrefillShown(false)}
            onChange={(event) => {
              setPrefillShown(false);
              setComment(event.target.value);
              latestComment.current = event.target.value;
            }}
          />
        </div>
      )}
      <label className="checkout-check">
        <input
          id="checkout-terms"
          type="checkbox"
          checked={terms}
          onChange={(event) => setTerms(event.target.checked)}
        />
        <span>
          {t('customer.termsBefore')}
          <Link to={paths.content('terms')} target="_blank" rel="noopener">
            {t('customer.terms')}
          </Link>
          {t('customer.termsAnd')}
          <Link to={paths.content('dataprivacy')} target="_blank" rel="noopener">
            {t('customer.privacy')}
          </Link>
          {t('customer.termsAfter')}
          {vendor?.hasTerms && (
            <>
              {t('customer.vendorTermsBefore')}
              <a
                href={`/api/v1/vendor/vendors/terms/${vendor.id}/pdf`}
                target="_blank"
                rel="noopener"
                download={`${vendor.companyName}_terms.pdf`}
                type="application/pdf"
              >
                {t('customer.vendorTerms')}
              </a>
              {t('customer.vendorTermsAfter')}
            </>
          )}
        </span>
      </label>
      {discountRequired && (
        <label className="checkout-check">
          <input
            id="checkout-discount"
            type="checkbox"
            checked={discount}
            onChange={(event) => setDiscount(event.target.checked)}
          />
          <span>{t('customer.discountCard')}</span>
        </label>
      )}
      {showAll && !ready && (
        <p className="checkout-form__hint" role="status">
          {t('customer.fixErrors')}
        </p>
      )}
      <div className="checkout-actions">
        <button
          type="submit"
          className="button button--primary"
          aria-disabled={!ready || busy}
          data-testid="checkout-next"
        >
          {t('next')}
        </button>
      </div>
    </form>
  );
}
