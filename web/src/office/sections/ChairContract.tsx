import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useCreateSeasonContractMutation,
  useEndSeasonContractMutation,
  useGetSeasonContractQuery,
} from '../api/officeApi';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { QueryState } from '../ui/QueryState';
import { berlinDay, dayText } from '../ui/dates';
import { useErrorText } from '../ui/errorText';
import { bookingPath } from '../ui/links';
import {
  chairFieldOf,
  conflictingRefs,
  CONTRACT_FIELDS,
  CONTRACT_PAYMENT_METHODS,
  contractBody,
  EMPTY_CONTRACT,
  validateContract,
  type ContractField,
  type ContractForm,
} from './chairTasksLogic';
import './chairTasks.css';

/**
 * A chair's season contract (Saisonkorb): the contract while one holds the chair (customer, days, price, invoice, a
 * link to the booking, "end the contract"), else "Saisonkorb vergeben": a named customer and the agreed price; the
 * server books the chair over the season still ahead, confirms and invoices the booking. OWNER and STAFF alike.
 */
export function ChairContract({ chairId }: { chairId: number }) {
  const { t, i18n } = useTranslation('sections');
  const id = useId();
  const query = useGetSeasonContractQuery({ id: chairId });
  const [open, setOpen] = useState(false);
  const [ending, setEnding] = useState(false);
  const [notice, setNotice] = useState('');
  const [end] = useEndSeasonContractMutation();
  const contract = query.data;
  const booking = contract?.booking ?? null;
  const chairBooking = booking?.beachChairBookings.find((b) => b.beachChairId === chairId && b.status !== 'CANCELED');
  const day = (d: string) => dayText(d, i18n.language);
  const money = (euros: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }).format(
      euros,
    );
  // A chair booking ends at midnight after its last day.
  const lastDay = (endInstant: string) => berlinDay(new Date(new Date(endInstant).getTime() - 1));

  return (
    <section className="sections-chair-form" aria-labelledby={`${id}-title`} data-testid="season-contract">
      <h3 id={`${id}-title`}>{t('contract.title', { number: contract?.publicNumber ?? '' })}</h3>
      <QueryState isLoading={query.isLoading} error={query.error} onRetry={() => void query.refetch()}>
        {contract && booking && chairBooking && (
          <div data-testid="season-contract-current">
            <p>
              {t('contract.current', {
                name: `${booking.customer?.firstName ?? ''} ${booking.customer?.lastName ?? ''}`.trim(),
                from: day(berlinDay(chairBooking.start)),
                to: day(lastDay(chairBooking.end)),
                price: money(booking.totalPrice),
              })}
            </p>
            <p className="office-muted">
              {booking.invoiceNumber
                ? t('contract.invoice', { ref: booking.bookingRef, invoice: booking.invoiceNumber })
                : t('contract.noInvoice', { ref: booking.bookingRef })}{' '}
              <Link to={bookingPath(booking.id)}>{t('contract.openBooking', { ref: booking.bookingRef })}</Link>
            </p>
            <div className="sections__buttons">
              <button type="button" className="office-button" onClick={() => setEnding(true)}>
                {t('contract.end')}
              </button>
            </div>
          </div>
        )}
        {contract && !booking && (
          <>
            <p className="office-muted">
              {contract.seasonBeachChair ? t('contract.flagOnly') : t('contract.none')}{' '}
              {t('contract.days', { from: day(contract.season.start), to: day(contract.season.end) })}
            </p>
            {open ? (
              <ContractFormView
                chairId={chairId}
                onDone={(text) => {
                  setOpen(false);
                  setNotice(text);
                }}
              />
            ) : (
              <div className="sections__buttons">
                <button
                  type="button"
                  className="office-button office-button--primary"
                  onClick={() => {
                    setNotice('');
                    setOpen(true);
                  }}
                >
                  {t('contract.give')}
                </button>
              </div>
            )}
          </>
        )}
      </QueryState>
      <p role="status" className="sections__notice">
        {notice}
      </p>
      {ending && booking && (
        <ConfirmDialog
          title={t('contract.endTitle', { number: contract?.publicNumber ?? '' })}
          text={t('contract.endText', { ref: booking.bookingRef })}
          cancelLabel={t('contract.keep')}
          confirmLabel={t('contract.end')}
          onConfirm={() => end({ id: chairId }).unwrap()}
          onDone={() => {
            setEnding(false);
            setNotice(t('contract.ended', { ref: booking.bookingRef }));
          }}
          onCancel={() => setEnding(false)}
        />
      )}
    </section>
  );
}

/** The customer (as the invoice needs them), the agreed price and how it is paid. */
function ContractFormView({ chairId, onDone }: { chairId: number; onDone: (notice: string) => void }) {
  const { t } = useTranslation(['sections', 'counter']);
  const errorText = useErrorText();
  const id = useId();
  const [form, setForm] = useState<ContractForm>(EMPTY_CONTRACT);
  const [errors, setErrors] = useState<Partial<Record<ContractField | 'form', string>>>({});
  const [create, creating] = useCreateSeasonContractMutation();
  const set = (field: keyof ContractForm, value: string) => setForm((f) => ({ ...f, [field]: value }));

  const submit = async () => {
    const problems = validateContract(form);
    if (Object.keys(problems).length) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([f, key]) => [f, t(`contract.errors.${key}`)])));
      return;
    }
    setErrors({});
    try {
      const made = await create({ id: chairId, createSeasonContractDto: contractBody(form) }).unwrap();
      onDone(t('contract.made', { ref: made.booking?.bookingRef ?? '', invoice: made.booking?.invoiceNumber ?? '' }));
    } catch (error) {
      const refs = conflictingRefs(error);
      const field = chairFieldOf(error, CONTRACT_FIELDS);
      setErrors({
        [field ?? 'form']: refs.length ? t('contract.errors.booked', { refs: refs.join(', ') }) : errorText(error),
      });
    }
  };

  const input = (field: ContractField, type = 'text', autoComplete?: string) => (
    <div className="office-field">
      <label htmlFor={`${id}-${field}`}>{t(`contract.fields.${field}`)}</label>
      <input
        id={`${id}-${field}`}
        type={type}
        autoComplete={autoComplete}
        inputMode={field === 'price' ? 'decimal' : undefined}
        value={form[field]}
        aria-invalid={!!errors[field]}
        aria-describedby={errors[field] ? `${id}-${field}-error` : undefined}
        onChange={(e) => set(field, e.target.value)}
      />
      {errors[field] && (
        <p id={`${id}-${field}-error`} className="office-field__error" role="alert">
          {errors[field]}
        </p>
      )}
    </div>
  );

  return (
    <form
      noValidate
      aria-label={t('contract.formLabel')}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="sections-form__pair">
        {input('firstName', 'text', 'off')}
        {input('lastName', 'text', 'off')}
      </div>
      {input('email', 'email', 'off')}
      {input('street', 'text', 'off')}
      <div className="sections-form__pair">
        {input('zip', 'text', 'off')}
        {input('city', 'text', 'off')}
      </div>
      <div className="sections-form__pair">
        {input('price')}
        <div className="office-field">
          <label htmlFor={`${id}-method`}>{t('contract.fields.paymentMethod')}</label>
          <select id={`${id}-method`} value={form.paymentMethod} onChange={(e) => set('paymentMethod', e.target.value)}>
            {CONTRACT_PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {t(`contract.methods.${m}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {errors.form && (
        <p className="office-field__error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="sections__buttons">
        <button type="submit" className="office-button office-button--primary" disabled={creating.isLoading}>
          {t('contract.submit')}
        </button>
        <button type="button" className="office-button" onClick={() => onDone('')}>
          {t('chairs.cancel')}
        </button>
      </div>
    </form>
  );
}
