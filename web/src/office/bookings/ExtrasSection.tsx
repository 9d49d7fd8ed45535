import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import {
  useAddCartBookingExtrasMutation,
  useDeleteCartBookingExtraMutation,
  useListVendorExtrasQuery,
  useUpdateCartBookingExtraMutation,
  type OfficeBookingDto,
  type PublicBookingExtraDto,
} from '../api/officeApi';
import { availableActions } from './bookingRules';
import { euroText } from './format';
import { useFeedback } from './useFeedback';

/** The booking's extras: amounts changed or lines removed while the booking may be edited; new ones added. */
export function ExtrasSection({ booking }: { booking: OfficeBookingDto }) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const actions = availableActions(booking);
  const editable = actions.has('editExtras');
  const headingId = useId();
  const feedback = useFeedback();
  const [removing, setRemoving] = useState<PublicBookingExtraDto | null>(null);
  const [remove] = useDeleteCartBookingExtraMutation();

  return (
    <section className="booking-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('extras.heading')}</h3>
      {booking.extras.length === 0 && <p className="office-muted">{t('extras.none')}</p>}
      <ul className="booking-lines">
        {booking.extras.map((line) => (
          <li key={line.id} className="booking-line">
            <div className="booking-line__main">
              <strong>{line.name}</strong>
              <span>
                {line.amount} × {euroText(line.unitPrice, lng)} = {euroText(line.price, lng)}
              </span>
            </div>
            {editable && (
              <div className="booking-buttons">
                <ExtraAmount booking={booking} line={line} feedback={feedback} />
                <button
                  type="button"
                  className="office-button office-button--danger"
                  aria-label={`${t('extras.remove')}: ${line.name}`}
                  onClick={() => setRemoving(line)}
                >
                  {t('extras.remove')}
                </button>
              </div>
            )}
          </li>
        ))}
      </ul>
      {actions.has('addExtras') && <AddExtra booking={booking} feedback={feedback} />}
      {feedback.view}
      {removing && (
        <ConfirmDialog
          title={t('extras.removeTitle')}
          message={t('extras.removeMessage', { name: removing.name })}
          confirmLabel={t('extras.remove')}
          cancelLabel={t('cancel.no')}
          onConfirm={() => {
            const line = removing;
            setRemoving(null);
            void feedback.run(() => remove({ id: booking.id, extrasBookingId: line.id }), t('extras.saved'));
          }}
          onCancel={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

function ExtraAmount({
  booking,
  line,
  feedback,
}: {
  booking: OfficeBookingDto;
  line: PublicBookingExtraDto;
  feedback: ReturnType<typeof useFeedback>;
}) {
  const { t } = useTranslation('bookings');
  const id = useId();
  const [update, updating] = useUpdateCartBookingExtraMutation();
  const form = useForm<{ amount: number }>({ values: { amount: line.amount } });
  return (
    <form
      className="booking-amount"
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(({ amount }) =>
          feedback.run(
            () => update({ id: booking.id, extrasBookingId: line.id, bookingExtraAmountDto: { amount } }),
            t('extras.saved'),
          ),
        )(event)
      }
    >
      <label htmlFor={id} className="office-visually-hidden">
        {t('extras.amount', { name: line.name })}
      </label>
      <input
        id={id}
        type="number"
        min={1}
        max={1000}
        {...form.register('amount', { valueAsNumber: true, min: 1, required: true })}
        aria-invalid={form.formState.errors.amount ? true : undefined}
      />
      <button type="submit" className="office-button" disabled={updating.isLoading}>
        {t('extras.update')}
      </button>
    </form>
  );
}

function AddExtra({ booking, feedback }: { booking: OfficeBookingDto; feedback: ReturnType<typeof useFeedback> }) {
  const { t, i18n } = useTranslation('bookings');
  const ids = { heading: useId(), extra: useId(), amount: useId() };
  const extras = useListVendorExtrasQuery({
    itemsPerPage: 0,
    orderBy: 'name',
    filters: JSON.stringify({ active: true }),
  });
  const [add, adding] = useAddCartBookingExtrasMutation();
  const form = useForm<{ extraId: string; amount: number }>({ defaultValues: { extraId: '', amount: 1 } });
  const { errors } = form.formState;
  return (
    <form
      className="booking-form"
      aria-labelledby={ids.heading}
      noValidate
      onSubmit={(event) =>
        void form.handleSubmit(async ({ extraId, amount }) => {
          const ok = await feedback.run(
            () => add({ id: booking.id, addBookingExtrasDto: { items: [{ extraId: Number(extraId), amount }] } }),
            t('extras.saved'),
          );
          if (ok) form.reset();
        })(event)
      }
    >
      <h4 id={ids.heading}>{t('extras.add')}</h4>
      <div className="booking-form__row">
        <div className="office-field">
          <label htmlFor={ids.extra}>{t('extras.extraField')}</label>
          <select id={ids.extra} {...form.register('extraId', { required: t('chairs.required') })}>
            <option value="">{t('extras.pickExtra')}</option>
            {(extras.data?.items ?? []).map((extra) => (
              <option key={extra.id} value={extra.id}>
                {extra.name} ({euroText(extra.price, i18n.language)})
              </option>
            ))}
          </select>
          {errors.extraId && <span className="office-field__error">{errors.extraId.message}</span>}
        </div>
        <div className="office-field">
          <label htmlFor={ids.amount}>{t('extras.amountField')}</label>
          <input
            id={ids.amount}
            type="number"
            min={1}
            max={1000}
            {...form.register('amount', {
              valueAsNumber: true,
              min: { value: 1, message: t('extras.amountInvalid') },
              required: t('extras.amountInvalid'),
            })}
          />
          {errors.amount && <span className="office-field__error">{errors.amount.message}</span>}
        </div>
      </div>
      <button type="submit" className="office-button office-button--primary" disabled={adding.isLoading}>
        {t('extras.addSubmit')}
      </button>
    </form>
  );
}
