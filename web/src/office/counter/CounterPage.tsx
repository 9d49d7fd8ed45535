import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useAddCartBookingCustomerMutation,
  useAddCartBookingExtrasMutation,
  useCancelCartBookingMutation,
  useCreateCartBeachChairBookingMutation,
  useCreateCartBookingMutation,
  useGetSectionAvailabilityQuery,
  useListVendorExtrasQuery,
  useListVendorSectionsQuery,
  usePayOfficeBookingMutation,
  useUpdateCartBookingMutation,
  type VendorSectionDto,
} from '../api/officeApi';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { berlinDay, OFFICE_TIME_ZONE } from '../ui/dates';
import { errorTypeOf, useErrorText } from '../ui/errorText';
import { ChairGrid } from './ChairGrid';
import {
  canPick,
  COUNTER_PAYMENT_METHODS,
  counterRows,
  dayCount,
  initialSection,
  parseCounterQuery,
  rememberedSection,
  rememberSection,
  runSale,
  SaleFailed,
  stillPickable,
  type CounterPaymentMethod,
  type SaleApi,
} from './counterLogic';
import { Receipt, type PaidSale } from './Receipt';
import './counter.css';

interface SaleForm {
  name: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  paymentMethod: CounterPaymentMethod;
}

const EMPTY_FORM: SaleForm = { name: '', email: '', street: '', zip: '', city: '', paymentMethod: 'CASH' };

/** Sections grouped by their location (the hut may run several), in name order. */
function byLocation(sections: readonly VendorSectionDto[]): { location: string; sections: VendorSectionDto[] }[] {
  const groups = new Map<string, VendorSectionDto[]>();
  for (const section of [...sections].sort((a, b) => a.name.localeCompare(b.name, 'de'))) {
    const key = section.location?.name ?? '';
    groups.set(key, [...(groups.get(key) ?? []), section]);
  }
  return [...groups.entries()].map(([location, list]) => ({ location, sections: list }));
}

/**
 * The counter sale: a section's chairs for today (or a range), free ones picked into the sale, extras and a name if
 * wanted, then one button takes the money: it opens a cart booking, adds the chairs and extras, pays (→ BOOKED) and
 * shows the short invoice to print. A failed step cancels the cart booking and refreshes the plan.
 */
export function CounterPage() {
  const { t, i18n } = useTranslation('counter');
  const errorText = useErrorText();
  const [searchParams] = useSearchParams();
  const query = useMemo(() => parseCounterQuery(searchParams), [searchParams]);
  const today = berlinDay();

  const sectionsQuery = useListVendorSectionsQuery({ itemsPerPage: 0 });
  const sections = useMemo(() => sectionsQuery.data?.items ?? [], [sectionsQuery.data]);
  const [chosenSection, setChosenSection] = useState<number | null | undefined>(undefined);
  const sectionId =
    chosenSection !== undefined
      ? chosenSection
      : initialSection(
          sections.map((s) => s.id),
          query.sectionId,
          rememberedSection(),
        );
  const section = sections.find((s) => s.id === sectionId);

  const [start, setStart] = useState(query.date && query.date >= today ? query.date : today);
  const [end, setEnd] = useState(start);
  const [picked, setPicked] = useState<Set<number>>(() => new Set(query.chairId ? [query.chairId] : []));
  const [amounts, setAmounts] = useState<Record<number, number>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState<PaidSale | null>(null);
  const [working, setWorking] = useState(false);
  const failureRef = useRef<HTMLDivElement>(null);

  const availability = useGetSectionAvailabilityQuery(
    { id: sectionId ?? 0, start, end, timeZone: OFFICE_TIME_ZONE },
    { skip: !sectionId, refetchOnMountOrArgChange: true },
  );
  const chairs = useMemo(() => availability.data?.rowData ?? [], [availability.data]);
  // Only chairs the plan shows as free stay in the sale (a refreshed plan drops a chair taken meanwhile).
  const selected = useMemo(
    () => (availability.data ? stillPickable(picked, chairs) : new Set<number>()),
    [picked, chairs, availability.data],
  );
  const rows = useMemo(
    () => (availability.data ? counterRows(availability.data, selected) : []),
    [availability.data, selected],
  );
  const chosenChairs = chairs.filter((c) => selected.has(c.id) && canPick(c));

  const extrasQuery = useListVendorExtrasQuery({ itemsPerPage: 0 });
  const extras = (extrasQuery.data?.items ?? []).filter(
    (e) => e.active && (e.locationId === null || !section || e.locationId === section.locationId),
  );

  const form = useForm<SaleForm>({ defaultValues: EMPTY_FORM });
  const method = useWatch({ control: form.control, name: 'paymentMethod' });

  const [createBooking] = useCreateCartBookingMutation();
  const [addChair] = useCreateCartBeachChairBookingMutation();
  const [addExtras] = useAddCartBookingExtrasMutation();
  const [addCustomer] = useAddCartBookingCustomerMutation();
  const [updateBooking] = useUpdateCartBookingMutation();
  const [pay] = usePayOfficeBookingMutation();
  const [cancelBooking] = useCancelCartBookingMutation();

  const api: SaleApi = {
    createBooking: () => createBooking().unwrap(),
    addChair: (body) => addChair({ createOfficeChairBookingDto: body }).unwrap(),
    addExtras: (id, items) => addExtras({ id, addBookingExtrasDto: { items } }).unwrap(),
    addCustomer: (id, customer) => addCustomer({ id, addPublicBookingCustomerDto: customer }).unwrap(),
    setComment: (id, comment) => updateBooking({ id, updateOfficeBookingDto: { customerComment: comment } }).unwrap(),
    pay: (id, paymentMethod) =>
      pay({ id, timeZone: OFFICE_TIME_ZONE, payOfficeBookingDto: { paymentMethod } }).unwrap(),
    cancelBooking: (id) => cancelBooking({ id }).unwrap(),
  };

  const chooseSection = (id: number) => {
    rememberSection(id);
    setChosenSection(id);
    setPicked(new Set());
    setFailure(null);
  };

  const toggle = (chairId: number) => {
    setFailure(null);
    setPicked((current) => {
      const next = new Set(stillPickable(current, chairs));
      if (next.has(chairId)) next.delete(chairId);
      else next.add(chairId);
      return next;
    });
  };

  const changeStart = (value: string) => {
    if (!value) return;
    setStart(value);
    if (end < value) setEnd(value);
  };

  const submitSale = async (values: SaleForm) => {
    const contactFields = [values.email, values.street, values.zip, values.city];
    const anyContact = contactFields.some((v) => v.trim());
    if (anyContact && (contactFields.some((v) => !v.trim()) || !values.name.trim())) {
      form.setError('root', { message: t('sale.contactIncomplete') });
      return;
    }
    setWorking(true);
    setFailure(null);
    try {
      const result = await runSale(api, {
        chairs: chosenChairs.map((c) => ({ id: c.id, model: c.model })),
        start,
        end,
        extras: Object.entries(amounts).map(([extraId, amount]) => ({ extraId: Number(extraId), amount })),
        name: values.name,
        contact: anyContact ? { email: values.email, street: values.street, zip: values.zip, city: values.city } : null,
        paymentMethod: values.paymentMethod,
      });
      setPaid({
        id: result.id,
        bookingRef: result.bookingRef,
        totalPrice: result.totalPrice,
        paymentMethod: values.paymentMethod,
      });
      setPicked(new Set());
      setAmounts({});
      form.reset({ ...EMPTY_FORM, paymentMethod: values.paymentMethod });
    } catch (error) {
      const cause = error instanceof SaleFailed ? error.cause : error;
      const rolledBack = error instanceof SaleFailed ? error.rolledBack || error.step === 'create' : false;
      const type = errorTypeOf(cause);
      setFailure(
        `${t('sale.failed', { error: errorText(cause) })} ${rolledBack ? t('sale.rolledBack') : t('sale.notRolledBack')}`,
      );
      // A chair taken meanwhile (or any refusal): the plan shows the chairs as they are now; taken ones leave the sale.
      if (type === 'BEACH_CHAIR_ALREADY_BOOKED' || type === 'BEACH_CHAIR_NOT_AVAILABLE' || rolledBack)
        void availability.refetch();
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setWorking(false);
    }
  };

  const nextSale = () => {
    setPaid(null);
    setFailure(null);
  };

  const price = (euros: number) =>
    new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', { style: 'currency', currency: 'EUR' }).format(
      euros,
    );

  const groups = byLocation(sections);
  const showSections = sections.length > 1;
  const contactError = form.formState.errors.root?.message;

  return (
    <div className="counter">
      <PageHeader className="counter__header" title={t('title')} intro={t('intro')} />

      <QueryState query={sectionsQuery} isEmpty={sections.length === 0} emptyText={t('section.none')}>
        {showSections && !section && (
          <section className="office-card counter-sections" aria-labelledby="counter-sections-title">
            <h2 id="counter-sections-title" className="counter__subtitle">
              {t('section.choose')}
            </h2>
            {groups.map((group) => (
              <div
                key={group.location}
                className="counter-sections__group"
                role="group"
                aria-label={group.location || t('section.label')}
              >
                {groups.length > 1 && <p className="counter-sections__location">{group.location}</p>}
                <div className="counter-sections__buttons">
                  {group.sections.map((s) => (
                    <button key={s.id} type="button" className="office-button" onClick={() => chooseSection(s.id)}>
                      {s.name}
                    </button>
                  ))}
                </div>
              </div>
            ))}
          </section>
        )}

        {section && (
          <div className="counter__body">
            <section className="office-card counter-plan" aria-labelledby="counter-plan-title">
              <div className="counter-plan__bar">
                <h2 id="counter-plan-title" className="counter__subtitle">
                  {section.name}
                </h2>
                {showSections && (
                  <label className="counter-dates__field counter-plan__section">
                    <span>{t('section.label')}</span>
                    <select value={section.id} onChange={(e) => chooseSection(Number(e.target.value))}>
                      {groups.map((group) => (
                        <optgroup key={group.location} label={group.location}>
                          {group.sections.map((s) => (
                            <option key={s.id} value={s.id}>
                              {s.name}
                            </option>
                          ))}
                        </optgroup>
                      ))}
                    </select>
                  </label>
                )}
                <fieldset className="counter-dates">
                  <legend className="office-visually-hidden">{t('dates.legend')}</legend>
                  <label className="counter-dates__field">
                    <span>{t('dates.from')}</span>
                    <input type="date" value={start} min={today} onChange={(e) => changeStart(e.target.value)} />
                  </label>
                  <label className="counter-dates__field">
                    <span>{t('dates.to')}</span>
                    <input
                      type="date"
                      value={end}
                      min={start}
                      onChange={(e) => e.target.value && setEnd(e.target.value)}
                    />
                  </label>
                  <span className="office-muted">{t('dates.days', { count: dayCount(start, end) })}</span>
                  {(start !== today || end !== today) && (
                    <button
                      type="button"
                      className="office-button"
                      onClick={() => {
                        setStart(today);
                        setEnd(today);
                      }}
                    >
                      {t('dates.today')}
                    </button>
                  )}
                </fieldset>
                <button type="button" className="office-button" onClick={() => void availability.refetch()}>
                  {t('grid.refresh')}
                </button>
              </div>
              <QueryState
                isLoading={availability.isLoading || (availability.isFetching && !availability.data)}
                error={availability.error}
                isEmpty={chairs.length === 0}
                emptyText={t('grid.empty')}
                onRetry={() => void availability.refetch()}
              >
                {availability.data && (
                  <p className="office-muted counter-plan__counts" aria-live="polite">
                    {t('grid.counts', { free: availability.data.counts.free, total: availability.data.counts.total })}
                  </p>
                )}
                <ChairGrid rows={rows} onToggle={toggle} />
              </QueryState>
            </section>

            <div className="counter-side">
              {paid && <Receipt sale={paid} onNext={nextSale} />}
              <form
                className="office-card counter-sale"
                aria-labelledby="counter-sale-title"
                onSubmit={(e) => void form.handleSubmit(submitSale)(e)}
                noValidate
              >
                <h2 id="counter-sale-title" className="counter__subtitle">
                  {t('sale.title')}
                </h2>
                <h3 className="counter-sale__label">{t('sale.chairs')}</h3>
                {chosenChairs.length === 0 ? (
                  <p className="office-muted">{t('sale.noChairs')}</p>
                ) : (
                  <ul className="counter-sale__chairs" data-testid="counter-chosen">
                    {chosenChairs.map((chair) => (
                      <li key={chair.id}>
                        <span>
                          {t('grid.chair')} {chair.publicNumber}
                        </span>
                        <button
                          type="button"
                          className="counter-sale__remove"
                          aria-label={t('sale.removeChair', { number: chair.publicNumber })}
                          onClick={() => toggle(chair.id)}
                        >
                          ×
                        </button>
                      </li>
                    ))}
                  </ul>
                )}

                <details className="counter-sale__more">
                  <summary>{t('sale.extras')}</summary>
                  {extras.length === 0 ? (
                    <p className="office-muted">{t('sale.extrasNone')}</p>
                  ) : (
                    extras.map((extra) => (
                      <label key={extra.id} className="office-field counter-sale__extra">
                        <span>{t('sale.extraAmount', { name: extra.name, price: price(extra.price) })}</span>
                        <input
                          type="number"
                          min={0}
                          max={99}
                          inputMode="numeric"
                          value={amounts[extra.id] ?? 0}
                          onChange={(e) =>
                            setAmounts((a) => ({
                              ...a,
                              [extra.id]: Math.max(0, Math.min(99, Math.trunc(Number(e.target.value) || 0))),
                            }))
                          }
                        />
                      </label>
                    ))
                  )}
                </details>

                <label className="office-field">
                  <span>{t('sale.name')}</span>
                  <input autoComplete="off" {...form.register('name')} />
                </label>
                <details className="counter-sale__more">
                  <summary>{t('sale.contact')}</summary>
                  <label className="office-field">
                    <span>{t('sale.email')}</span>
                    <input type="email" autoComplete="off" {...form.register('email')} />
                  </label>
                  <label className="office-field">
                    <span>{t('sale.street')}</span>
                    <input autoComplete="off" {...form.register('street')} />
                  </label>
                  <div className="counter-sale__pair">
                    <label className="office-field">
                      <span>{t('sale.zip')}</span>
                      <input autoComplete="off" {...form.register('zip')} />
                    </label>
                    <label className="office-field">
                      <span>{t('sale.city')}</span>
                      <input autoComplete="off" {...form.register('city')} />
                    </label>
                  </div>
                </details>
                {contactError && (
                  <p className="office-field__error" role="alert">
                    {contactError}
                  </p>
                )}

                <fieldset className="counter-sale__methods">
                  <legend>{t('sale.payment')}</legend>
                  {COUNTER_PAYMENT_METHODS.map((m) => (
                    <label key={m} className={`counter-sale__method${method === m ? ' is-chosen' : ''}`}>
                      <input type="radio" value={m} {...form.register('paymentMethod')} />
                      <span>{t(`sale.methods.${m}`)}</span>
                    </label>
                  ))}
                </fieldset>

                {failure && (
                  <div
                    className="office-alert"
                    role="alert"
                    tabIndex={-1}
                    ref={failureRef}
                    data-testid="counter-failure"
                  >
                    {failure}
                  </div>
                )}

                <button
                  type="submit"
                  className="office-button office-button--primary counter-sale__submit"
                  disabled={working || chosenChairs.length === 0}
                >
                  {working ? t('sale.working') : t(`sale.submit.${method}`)}
                </button>
              </form>
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
