import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  useAddCartBookingCustomerMutation,
  type CustomerCountry,
  type Language,
  type OfficeBookingDto,
} from '../api/officeApi';
import { availableActions } from './bookingRules';
import { useFeedback } from './useFeedback';
import { COUNTRIES } from '../../features/checkout/checkoutRules';

interface Fields {
  firstName: string;
  lastName: string;
  email: string;
  telephone: string;
  street: string;
  zip: string;
  city: string;
  country: CustomerCountry;
  language: Language;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The booking's customer, and its form while the booking may be edited (the storefront's rules, the office's actor). */
export function CustomerSection({ booking }: { booking: OfficeBookingDto }) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const editable = availableActions(booking).has('editCustomer');
  const [editing, setEditing] = useState(false);
  const feedback = useFeedback();
  const customer = booking.customer;
  const address = customer?.address ?? {};

  return (
    <section className="booking-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('customer.heading')}</h3>
      {customer ? (
        <address className="booking-customer">
          <strong>
            {customer.firstName} {customer.lastName}
          </strong>
          <a href={`mailto:${customer.email}`}>{customer.email}</a>
          {customer.telephone && <a href={`tel:${customer.telephone}`}>{customer.telephone}</a>}
          <span>{text(address.street)}</span>
          <span>
            {text(address.zip)} {text(address.city)} {text(address.country)}
          </span>
        </address>
      ) : (
        <p className="office-muted">{t('customer.none')}</p>
      )}
      {editable && !editing && (
        <button
          type="button"
          className="office-button"
          onClick={() => {
            feedback.clear();
            setEditing(true);
          }}
        >
          {customer ? t('customer.edit') : t('customer.add')}
        </button>
      )}
      {editable && editing && <CustomerForm booking={booking} feedback={feedback} onClose={() => setEditing(false)} />}
      {feedback.view}
    </section>
  );
}

function CustomerForm({
  booking,
  feedback,
  onClose,
}: {
  booking: OfficeBookingDto;
  feedback: ReturnType<typeof useFeedback>;
  onClose: () => void;
}) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const prefix = useId();
  const [save, saving] = useAddCartBookingCustomerMutation();
  const customer = booking.customer;
  const address = customer?.address ?? {};
  const country = text(address.country);
  const form = useForm<Fields>({
    defaultValues: {
      firstName: customer?.firstName ?? '',
      lastName: customer?.lastName ?? '',
      email: customer?.email ?? '',
      telephone: customer?.telephone ?? '',
      street: text(address.street),
      zip: text(address.zip),
      city: text(address.city),
      country: (COUNTRIES as readonly string[]).includes(country) ? (country as CustomerCountry) : 'DE',
      language: customer?.language ?? booking.language,
    },
  });
  const { errors } = form.formState;
  const required = { required: t('customer.required') };

  const field = (name: keyof Fields, options: object = required, type = 'text', autoComplete?: string) => (
    <div className="office-field">
      <label htmlFor={`${prefix}-${name}`}>{t(`customer.${name}`)}</label>
      <input
        id={`${prefix}-${name}`}
        type={type}
        autoComplete={autoComplete}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? `${prefix}-${name}-error` : undefined}
        {...form.register(name, options)}
      />
      {errors[name] && (
        <span id={`${prefix}-${name}-error`} className="office-field__error">
          {errors[name]?.message}
        </span>
      )}
    </div>
  );

  return (
    <form
      className="booking-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async (fields) => {
          const ok = await feedback.run(
            () =>
              save({
                id: booking.id,
                addPublicBookingCustomerDto: {
                  firstName: fields.firstName.trim(),
                  lastName: fields.lastName.trim(),
                  email: fields.email.trim(),
                  telephone: fields.telephone.trim() || undefined,
                  salutation: customer?.salutation,
                  address: {
                    street: fields.street.trim(),
                    zip: fields.zip.trim(),
                    city: fields.city.trim(),
                    country: fields.country,
                  },
                  additionalData: customer?.additionalData,
                  language: fields.language,
                },
              }),
            t('customer.saved'),
          );
          if (ok) onClose();
        })(event)
      }
    >
      <h4 id={headingId}>{customer ? t('customer.edit') : t('customer.add')}</h4>
      <div className="booking-form__row">
        {field('firstName', required, 'text', 'off')}
        {field('lastName', required, 'text', 'off')}
      </div>
      {field(
        'email',
        { ...required, pattern: { value: /^[^\s@]+@[^\s@]+\.[^\s@]+$/, message: t('customer.invalidEmail') } },
        'email',
        'off',
      )}
      {field('telephone', {}, 'tel', 'off')}
      {field('street', required, 'text', 'off')}
      <div className="booking-form__row">
        {field('zip', required, 'text', 'off')}
        {field('city', required, 'text', 'off')}
      </div>
      <div className="booking-form__row">
        <div className="office-field">
          <label htmlFor={`${prefix}-country`}>{t('customer.country')}</label>
          <select id={`${prefix}-country`} {...form.register('country')}>
            {COUNTRIES.map((code) => (
              <option key={code} value={code}>
                {code}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={`${prefix}-language`}>{t('customer.language')}</label>
          <select id={`${prefix}-language`} {...form.register('language')}>
            <option value="de">Deutsch</option>
            <option value="en">English</option>
          </select>
        </div>
      </div>
      <div className="booking-form__actions">
        <button type="submit" className="office-button office-button--primary" disabled={saving.isLoading}>
          {t('customer.save')}
        </button>
        <button type="button" className="office-button" onClick={onClose}>
          {t('customer.close')}
        </button>
      </div>
    </form>
  );
}
