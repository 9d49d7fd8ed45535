import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVendorQuery, useUpdateVendorMutation, type VendorDto } from '../api/officeApi';
import { useSession } from '../auth/useSession';
import { useErrorText, useRefusalsByPath, useRefusalText } from '../ui/errorText';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import {
  COMPANY_FIELDS,
  formToUpdateDto,
  guestCancellationToUpdateDto,
  MAX_GUEST_CANCELLATION_DAYS,
  MAX_LENGTH,
  policySummary,
  refusedField,
  vendorToForm,
  vendorToGuestCancellation,
  type CompanyField,
  type CompanyForm,
  type GuestCancellationForm,
} from './companyLogic';
import './company.css';

/**
 * The company's data its invoices print (owners): tax number, VAT id, commercial register, managing directors; and
 * whether guests may cancel their booking online, until how many days before the start.
 */
export function CompanyPage() {
  const { t } = useTranslation('company');
  const { user } = useSession();
  const vendorId = user?.vendorId ?? null;
  const vendor = useGetVendorQuery({ id: vendorId ?? 0 }, { skip: vendorId === null });
  // Kept here: each form is made anew from the saved values it edits (its key), and "gespeichert" must outlive that.
  // The keys are the form's own values, not the row's updatedAt: saving one card leaves what is typed in the other.
  const [notice, setNotice] = useState('');
  const [cancellationNotice, setCancellationNotice] = useState('');
  return (
    <div className="company">
      <PageHeader className="company__header" title={t('title')} intro={t('intro')} />
      <div className="office-card">
        <QueryState query={vendor} isEmpty={!vendor.data} emptyText={t('empty')}>
          {vendor.data && (
            <CompanyForm
              key={JSON.stringify(vendorToForm(vendor.data))}
              vendor={vendor.data}
              notice={notice}
              onNotice={setNotice}
            />
          )}
        </QueryState>
      </div>
      {vendor.data && (
        <section className="office-card company-card" aria-labelledby="guest-cancellation-title">
          <h2 id="guest-cancellation-title">{t('guestCancellation.title')}</h2>
          <OnlineCancellationForm
            key={String(vendor.data.guestCancellationDays)}
            vendor={vendor.data}
            notice={cancellationNotice}
            onNotice={setCancellationNotice}
          />
          <CancellationPolicySummary vendor={vendor.data} />
        </section>
      )}
    </div>
  );
}

type Errors = Partial<Record<CompanyField | 'form', string>>;

function CompanyForm({
  vendor,
  notice,
  onNotice,
}: {
  vendor: VendorDto;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const [form, setForm] = useState<CompanyForm>(() => vendorToForm(vendor));
  const [errors, setErrors] = useState<Errors>({});
  const [update, updating] = useUpdateVendorMutation();

  const submit = async () => {
    setErrors({});
    onNotice('');
    try {
      await update({ id: vendor.id, updateVendorDto: formToUpdateDto(form) }).unwrap();
      onNotice(t('saved'));
    } catch (error) {
      const messages = (error as { data?: { message?: unknown } }).data?.message;
      const found: Errors = {};
      for (const message of Array.isArray(messages) ? messages : []) {
        const field = typeof message === 'string' ? refusedField(message) : undefined;
        if (field) found[field] = t(`errors.${field}`, { max: MAX_LENGTH[field] });
      }
      setErrors(Object.keys(found).length ? found : { form: errorText(error) });
    }
  };

  return (
    <form
      className="company-form"
      aria-label={t('title')}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      {COMPANY_FIELDS.map((field) => {
        const id = `company-${field}`;
        const described = [`${id}-hint`, errors[field] ? `${id}-error` : ''].filter(Boolean).join(' ');
        return (
          <div key={field} className="office-field">
            <label htmlFor={id}>{t(`fields.${field}`)}</label>
            <input
              id={id}
              value={form[field]}
              maxLength={MAX_LENGTH[field]}
              placeholder={t(`placeholders.${field}`)}
              aria-describedby={described}
              aria-invalid={errors[field] ? true : undefined}
              onChange={(e) => setForm((current) => ({ ...current, [field]: e.target.value }))}
            />
            <span id={`${id}-hint`} className="office-muted">
              {t(`hints.${field}`)}
            </span>
            {errors[field] && (
              <span id={`${id}-error`} className="office-field__error" role="alert">
                {errors[field]}
              </span>
            )}
          </div>
        );
      })}
      {errors.form && (
        <p className="office-alert" role="alert">
          {errors.form}
        </p>
      )}
      <p role="status">{notice}</p>
      <button type="submit" className="office-button office-button--primary" disabled={updating.isLoading}>
        {updating.isLoading ? t('saving') : t('save')}
      </button>
    </form>
  );
}

const DAYS_ID = 'guest-cancellation-days';

/** The checkbox and, when ticked, the days before the start until which guests cancel online; saved on its own. */
function OnlineCancellationForm({
  vendor,
  notice,
  onNotice,
}: {
  vendor: VendorDto;
  notice: string;
  onNotice: (text: string) => void;
}) {
  const { t } = useTranslation('company');
  const errorText = useErrorText();
  const refusalsByPath = useRefusalsByPath();
  const refusalText = useRefusalText();
  const [form, setForm] = useState<GuestCancellationForm>(() => vendorToGuestCancellation(vendor));
  const [errors, setErrors] = useState<{ days?: string; form?: string }>({});
  const [update, updating] = useUpdateVendorMutation();

  const submit = async () => {
    setErrors({});
    onNotice('');
    const parsed = guestCancellationToUpdateDto(form);
    if ('refused' in parsed) {
      setErrors({ days: refusalText({ field: 'guestCancellationDays', constraint: parsed.refused }) });
      return;
    }
    try {
      await update({ id: vendor.id, updateVendorDto: parsed.dto }).unwrap();
      onNotice(t('guestCancellation.saved'));
    } catch (error) {
      const found = refusalsByPath(error, (field) => (field === 'guestCancellationDays' ? 'days' : null));
      setErrors(Object.keys(found).length ? found : { form: errorText(error) });
    }
  };

  const described = [`${DAYS_ID}-hint`, errors.days ? `${DAYS_ID}-error` : ''].filter(Boolean).join(' ');
  return (
    <form
      className="company-form"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label className="company-check">
        <input
          type="checkbox"
          checked={form.allowed}
          aria-describedby="guest-cancellation-hint"
          onChange={(e) => {
            const allowed = e.target.checked;
            setForm((current) => ({ ...current, allowed }));
            setErrors({});
          }}
        />
        <span>{t('guestCancellation.allowed')}</span>
      </label>
      {form.allowed && (
        <div className="office-field company-days">
          <div className="company-days__row">
            <span id={`${DAYS_ID}-before`}>{t('guestCancellation.daysBefore')}</span>
            <input
              id={DAYS_ID}
              type="number"
              inputMode="numeric"
              min={0}
              max={MAX_GUEST_CANCELLATION_DAYS}
              step={1}
              value={form.days}
              aria-labelledby={`${DAYS_ID}-before ${DAYS_ID}-after`}
              aria-describedby={described}
              aria-invalid={errors.days ? true : undefined}
              onChange={(e) => {
                const days = e.target.value;
                setForm((current) => ({ ...current, days }));
              }}
            />
            <label id={`${DAYS_ID}-after`} htmlFor={DAYS_ID}>
              {t('guestCancellation.daysAfter')}
            </label>
          </div>
          <span id={`${DAYS_ID}-hint`} className="office-muted">
            {t('guestCancellation.daysHint', { max: MAX_GUEST_CANCELLATION_DAYS })}
          </span>
          {errors.days && (
            <span id={`${DAYS_ID}-error`} className="office-field__error" role="alert">
              {errors.days}
            </span>
          )}
        </div>
      )}
      <p id="guest-cancellation-hint" className="office-muted company-hint">
        {form.allowed ? t('guestCancellation.hintAllowed') : t('guestCancellation.hintOff')}{' '}
        {t('guestCancellation.hintFee')}
      </p>
      {errors.form && (
        <p className="office-alert" role="alert">
          {errors.form}
        </p>
      )}
      <p role="status">{notice}</p>
      <button type="submit" className="office-button office-button--primary" disabled={updating.isLoading}>
        {updating.isLoading ? t('saving') : t('save')}
      </button>
    </form>
  );
}

/** The vendor's cancellation policy, for reading: the office does not edit it. */
function CancellationPolicySummary({ vendor }: { vendor: VendorDto }) {
  const { t } = useTranslation('company');
  const summary = policySummary(vendor);
  const base = summary.withExtras ? t('policy.baseWithExtras') : t('policy.base');
  return (
    <div className="company-policy" data-testid="cancellation-policy">
      <h3>{t('policy.title')}</h3>
      {summary.freeUntil === null ? (
        <p>{t('policy.free')}</p>
      ) : (
        <ul>
          <li>{t('policy.freeUntil', { count: summary.freeUntil })}</li>
          {summary.lines.map((line) => (
            <li key={`${line.daysBefore}-${line.percent}`}>
              {line.daysBefore === 0
                ? t('policy.ruleStartDay', { percent: line.percent, base })
                : t('policy.rule', { count: line.daysBefore, percent: line.percent, base })}
            </li>
          ))}
        </ul>
      )}
      <p className="office-muted">{t('policy.readOnly')}</p>
    </div>
  );
}
