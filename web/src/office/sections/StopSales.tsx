import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAddBeachChairStopSaleMutation,
  useGetVendorBeachChairQuery,
  useRemoveBeachChairStopSaleMutation,
} from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { berlinDay, dayText } from '../ui/dates';
import { errorTypeOf, useErrorText } from '../ui/errorText';
import { chairFieldOf } from './chairTasksLogic';
import './chairTasks.css';

type Field = 'start' | 'end' | 'reason' | 'form';

interface Props {
  chairId: number;
  publicNumber: string;
  /** The first day to offer (a day picked in the calendar); default today. */
  initialDay?: string;
}

/**
 * A chair's stop sales (days it is not for sale, storefront and counter alike): the list, one to add as a date range
 * with a reason, each one to delete. The server's refusal shows at its field. STAFF may do this (day-to-day work).
 */
export function StopSales({ chairId, publicNumber, initialDay }: Props) {
  const { t, i18n } = useTranslation('sections');
  const errorText = useErrorText();
  const id = useId();
  const chair = useGetVendorBeachChairQuery({ id: chairId });
  const [start, setStart] = useState(initialDay ?? berlinDay());
  const [end, setEnd] = useState(initialDay ?? berlinDay());
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState('');
  // Bookings hold the chair in the days asked for: the server named them; the operator may confirm the stop anyway.
  const [overBookings, setOverBookings] = useState(false);
  const [add, adding] = useAddBeachChairStopSaleMutation();
  const [remove, removing] = useRemoveBeachChairStopSaleMutation();
  const day = (d: string) => dayText(d, i18n.language);

  const submit = async (confirm = false) => {
    setNotice('');
    setOverBookings(false);
    if (!start || !end) {
      setErrors({ [start ? 'end' : 'start']: t('stopSales.dayRequired') });
      return;
    }
    if (start < berlinDay()) {
      setErrors({ start: t('stopSales.inPast') });
      return;
    }
    if (end < start) {
      setErrors({ end: t('stopSales.endBeforeStart') });
      return;
    }
    setErrors({});
    try {
      await add({
        id: chairId,
        createStopSaleDto: {
          start,
          end,
          ...(reason.trim() ? { reason: reason.trim() } : {}),
          ...(confirm ? { confirm } : {}),
        },
      }).unwrap();
      setReason('');
      setNotice(t('stopSales.added', { number: publicNumber, from: day(start), to: day(end) }));
    } catch (error) {
      const type = errorTypeOf(error);
      setOverBookings(type === 'STOP_SALE_OVER_BOOKINGS');
      const text = type === 'DUPLICATE_ENTITY' ? t('stopSales.duplicate') : errorText(error);
      setErrors({ [chairFieldOf(error, ['start', 'end', 'reason']) ?? 'form']: text });
    }
  };

  const drop = async (stopSaleId: number, from: string, to: string) => {
    setNotice('');
    try {
      await remove({ id: chairId, stopSaleId }).unwrap();
      setNotice(t('stopSales.removed', { number: publicNumber, from: day(from), to: day(to) }));
    } catch (error) {
      setErrors({ form: errorText(error) });
    }
  };

  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${id}-${field}-error`} className="office-field__error" role="alert">
        {errors[field]}
      </p>
    ) : null;

  return (
    <section className="sections-chair-form" aria-labelledby={`${id}-title`} data-testid="stop-sales">
      <h3 id={`${id}-title`}>{t('stopSales.title', { number: publicNumber })}</h3>
      <p className="office-muted">{t('stopSales.intro')}</p>
      <QueryState isLoading={chair.isLoading} error={chair.error} onRetry={() => void chair.refetch()}>
        {chair.data && chair.data.stopSaleDates.length === 0 && <p className="office-muted">{t('stopSales.none')}</p>}
        {chair.data && chair.data.stopSaleDates.length > 0 && (
          <ul className="sections-stops" aria-label={t('stopSales.listLabel', { number: publicNumber })}>
            {chair.data.stopSaleDates.map((s) => (
              <li key={s.id} data-testid="stop-sale">
                <span>
                  {t('stopSales.range', { from: day(s.start), to: day(s.end) })}
                  {s.reason ? ` – ${s.reason}` : ''}
                </span>
                <button
                  type="button"
                  className="office-button"
                  disabled={removing.isLoading}
                  aria-label={t('stopSales.remove', { from: day(s.start), to: day(s.end) })}
                  onClick={() => void drop(s.id, s.start, s.end)}
                >
                  {t('stopSales.removeShort')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="sections-form__pair">
          <div className="office-field">
            <label htmlFor={`${id}-start`}>{t('stopSales.start')}</label>
            <input
              id={`${id}-start`}
              type="date"
              value={start}
              aria-invalid={!!errors.start}
              aria-describedby={errors.start ? `${id}-start-error` : undefined}
              onChange={(e) => {
                setStart(e.target.value);
                if (e.target.value && end < e.target.value) setEnd(e.target.value);
              }}
            />
            {fieldError('start')}
          </div>
          <div className="office-field">
            <label htmlFor={`${id}-end`}>{t('stopSales.end')}</label>
            <input
              id={`${id}-end`}
              type="date"
              value={end}
              min={start || undefined}
              aria-invalid={!!errors.end}
              aria-describedby={errors.end ? `${id}-end-error` : undefined}
              onChange={(e) => setEnd(e.target.value)}
            />
            {fieldError('end')}
          </div>
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-reason`}>{t('stopSales.reason')}</label>
          <input
            id={`${id}-reason`}
            type="text"
            maxLength={200}
            value={reason}
            placeholder={t('stopSales.reasonPlaceholder')}
            aria-invalid={!!errors.reason}
            aria-describedby={errors.reason ? `${id}-reason-error` : undefined}
            onChange={(e) => setReason(e.target.value)}
          />
          {fieldError('reason')}
        </div>
        {fieldError('form')}
        {overBookings && (
          <p className="office-muted" data-testid="stop-sale-over-bookings">
            {t('stopSales.overBookings')}{' '}
            <button
              type="button"
              className="office-button"
              disabled={adding.isLoading}
              onClick={() => void submit(true)}
            >
              {t('stopSales.confirmAnyway')}
            </button>
          </p>
        )}
        <div className="sections__buttons">
          <button type="submit" className="office-button office-button--primary" disabled={adding.isLoading}>
            {t('stopSales.add')}
          </button>
        </div>
      </form>
      <p role="status" className="sections__notice">
        {notice}
      </p>
    </section>
  );
}
