import { useMemo, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import {
  useCreateTillSaleMutation,
  useGetSectionAvailabilityQuery,
  useListVendorExtrasQuery,
  useListVendorSectionsQuery,
  type CreateTillSaleDto,
  type TillClosingDto,
  type TillSaleDto,
  type VendorSectionDto,
} from '../api/officeApi';
import { PageHeader } from '../ui/PageHeader';
import { QueryState } from '../ui/QueryState';
import { berlinDay, dayText, OFFICE_TIME_ZONE } from '../ui/dates';
import { errorTypeOf, useErrorText } from '../ui/errorText';
import { ChairGrid } from './ChairGrid';
import {
  canPick,
  counterRows,
  dayCount,
  initialSection,
  parseCounterQuery,
  rememberedSection,
  rememberSection,
  changeCents,
  eurosToCents,
  saleTotals,
  stillPickable,
  isLostAnswer,
  saleKeyFor,
  tillSaleBody,
} from './counterLogic';
import { useCents } from './money';
import { Receipt, type PaidSale } from './Receipt';
import { PaymentFields, type SaleForm } from './PaymentFields';
import { SalesList } from './SalesList';
import { useReaderChoice, useTerminalPayment } from './TerminalPayment';
import { useSaleLines } from './useSaleLines';
import { ClosingReport, OpenTill, TillBar, useTillSession } from './TillPanel';
import './counter.css';

/** A sale as sent: its key, its body and the cash tendered (for the change). */
interface SentSale {
  key: string;
  body: CreateTillSaleDto;
  given: number | null;
}

const EMPTY_FORM: SaleForm = {
  name: '',
  email: '',
  street: '',
  zip: '',
  city: '',
  paymentMethod: 'CASH',
  tendered: '',
  ecReceiptNumber: '',
};

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
 * The counter sale at the till: the cashier's open session at the section's location (else `Kasse öffnen`), a
 * section's chairs for today (or a range), free ones picked into the sale, extras and a name if wanted, the lines with
 * prices, VAT per rate and the gross (and for cash the change), then one call (`POST /till/sales`) books, pays and
 * signs the sale, or does nothing. A retry after a lost answer sends the same Idempotency-Key: never two sales.
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
  /**
   * The sale whose answer was lost, exactly as sent: "Erneut senden" sends it again with the same key (the plan may
   * meanwhile show its chairs taken, by this very sale).
   */
  const [lostSale, setLostSale] = useState<SentSale | null>(null);
  const [closing, setClosing] = useState<TillClosingDto | null>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  /** The sale's Idempotency-Key: made when the sale is started, kept for its retries; another sale gets a new one. */
  const saleKey = useRef<{ key: string; sale: string } | null>(null);
  const cents = useCents();
  const till = useTillSession(section?.locationId ?? null);

  // A day before today (typed into the date field) sells nothing: the counter says so rather than a plan of taken chairs.
  const inPast = start < today;
  const availability = useGetSectionAvailabilityQuery(
    { id: sectionId ?? 0, start, end, timeZone: OFFICE_TIME_ZONE },
    { skip: !sectionId || inPast, refetchOnMountOrArgChange: true },
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
  const tendered = useWatch({ control: form.control, name: 'tendered' });
  const readerChoice = useReaderChoice(method === 'CARD_TERMINAL' ? (section?.locationId ?? null) : null);

  const [createSale] = useCreateTillSaleMutation();

  const { lines, pendingLines, pricesKnown, priceFailed } = useSaleLines({
    sectionId,
    start,
    end,
    chairs: chosenChairs,
    extras,
    amounts,
    chairLabel: t('grid.chair'),
  });
  const totals = saleTotals(lines);
  const tenderedCents = tendered.trim() ? eurosToCents(tendered) : null;
  const tooLittle = method === 'CASH' && !!tendered.trim() && changeCents(tenderedCents, totals.grossCents) === null;
  const change = method === 'CASH' && pricesKnown ? changeCents(tenderedCents, totals.grossCents) : null;

  // Another sale (chairs, days, extras or payment changed): a new Idempotency-Key when it is sent.
  const saleSignature = `${[...selected].sort().join(',')}|${start}|${end}|${JSON.stringify(amounts)}|${method}`;

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
    if (!till.sessionId) return;
    if (tooLittle) {
      form.setError('tendered', { message: t('sale.tooLittle', { total: cents(totals.grossCents) }) });
      return;
    }
    if (values.paymentMethod === 'EC' && !values.ecReceiptNumber.trim()) {
      form.setError('ecReceiptNumber', { message: t('sale.ecReceiptMissing') });
      return;
    }
    // The same sale (chairs, days, extras, payment, who, the EC slip) keeps its key; anything else is another sale with a new one.
    const thisSale = JSON.stringify([
      saleSignature,
      values.name,
      values.email,
      values.street,
      values.zip,
      values.city,
      values.ecReceiptNumber,
    ]);
    const body = tillSaleBody(till.sessionId, {
      chairs: chosenChairs.map((c) => ({ id: c.id })),
      start,
      end,
      extras: Object.entries(amounts).map(([extraId, amount]) => ({ extraId: Number(extraId), amount })),
      name: values.name,
      contact: anyContact ? { email: values.email, street: values.street, zip: values.zip, city: values.city } : null,
      paymentMethod: values.paymentMethod,
      ecReceiptNumber: values.ecReceiptNumber,
    });
    // The card terminal: the server prices the sale, the reader takes the card, the sale is made once it paid.
    if (values.paymentMethod === 'CARD_TERMINAL') {
      setFailure(null);
      terminalCustomer.current = !!body.customer;
      if (readerChoice.readerId) await terminal.start(body, readerChoice.readerId);
      return;
    }
    saleKey.current = saleKeyFor(saleKey.current, thisSale);
    await send({
      key: saleKey.current.key,
      body,
      given: values.paymentMethod === 'CASH' && values.tendered.trim() ? eurosToCents(values.tendered) : null,
    });
  };

  /** A sale made (in one call, or by the card terminal once the card paid): its receipt, and the next sale. */
  const sold = (sale: TillSaleDto, change: number | null, withCustomer: boolean) => {
    setPaid({ sale, changeCents: change, withCustomer });
    saleKey.current = null;
    setPicked(new Set());
    setAmounts({});
    form.reset({ ...EMPTY_FORM, paymentMethod: sale.paymentMethod });
    void availability.refetch();
    void till.session.refetch();
  };
  // A card sale's guest, as sent to the terminal (no "Kunde nachtragen" then).
  const terminalCustomer = useRef(false);
  const terminal = useTerminalPayment((sale) => sold(sale, null, terminalCustomer.current));

  /** One call: the till books, pays and signs the sale, or does nothing. */
  const send = async (sent: SentSale) => {
    setWorking(true);
    setFailure(null);
    setLostSale(null);
    try {
      const sale = await createSale({ 'Idempotency-Key': sent.key, createTillSaleDto: sent.body }).unwrap();
      sold(sale, sent.given === null ? null : changeCents(sent.given, sale.totalCents), !!sent.body.customer);
    } catch (error) {
      const type = errorTypeOf(error);
      if (isLostAnswer(error)) {
        // The answer was lost: the sale may or may not be made. The same key again answers the same sale.
        setFailure(t('sale.lost'));
        setLostSale(sent);
      } else {
        // A refusal writes nothing (the server's one transaction) and stores no key: the same sale may keep its key.
        setFailure(`${t('sale.failed', { error: errorText(error) })} ${t('sale.rolledBack')}`);
        if (type === 'TILL_SESSION_CLOSED') void till.session.refetch();
        void availability.refetch();
      }
      requestAnimationFrame(() => failureRef.current?.focus());
    } finally {
      setWorking(false);
    }
  };

  const closed = (report: TillClosingDto) => {
    setClosing(report);
    setPaid(null);
    till.choose(null);
  };

  const nextSale = () => {
    setPaid(null);
    setFailure(null);
  };

  const price = (euros: number) => cents(Math.round(euros * 100));

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
              {inPast ? (
                <p className="office-alert" role="alert" data-testid="counter-past">
                  {t('dates.past', { today: dayText(today, i18n.language) })}
                </p>
              ) : (
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
              )}
            </section>

            <div className="counter-side">
              {closing ? (
                <ClosingReport closing={closing} onNext={() => setClosing(null)} />
              ) : till.checking ? (
                <p className="office-state">{t('till.checking')}</p>
              ) : !till.sessionId ? (
                <OpenTill locationId={section.locationId} onOpened={(id) => till.choose(id)} />
              ) : (
                <TillBar sessionId={till.sessionId} onClosed={closed} />
              )}
              {paid && <Receipt paid={paid} onNext={nextSale} />}
              {till.sessionId && !closing && (
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

                  {chosenChairs.length > 0 && (
                    <section
                      className="counter-summary"
                      aria-labelledby="counter-summary-title"
                      data-testid="counter-summary"
                    >
                      <h3 id="counter-summary-title" className="counter-sale__label">
                        {t('summary.title')}
                      </h3>
                      <dl className="counter-totals">
                        {lines.map((line) => (
                          <div key={line.key} className="counter-totals__pair">
                            <dt>{line.label}</dt>
                            <dd>{pendingLines.has(line.key) ? '…' : cents(line.cents)}</dd>
                          </div>
                        ))}
                        {totals.byRate.map((rate) => (
                          <div key={rate.vatRate} className="counter-totals__pair counter-totals__vat">
                            <dt>{t('summary.vat', { rate: rate.vatRate, gross: cents(rate.grossCents) })}</dt>
                            <dd>{cents(rate.vatCents)}</dd>
                          </div>
                        ))}
                        <div className="counter-totals__pair counter-totals__gross">
                          <dt>{t('summary.gross')}</dt>
                          <dd data-testid="counter-total">{pricesKnown ? cents(totals.grossCents) : '…'}</dd>
                        </div>
                      </dl>
                      {priceFailed && <p className="office-muted">{t('summary.priceFailed')}</p>}
                    </section>
                  )}

                  <PaymentFields
                    form={form}
                    method={method}
                    tooLittle={tooLittle}
                    totalCents={totals.grossCents}
                    change={change}
                    terminal={terminal}
                    readerChoice={readerChoice}
                  />

                  {failure && (
                    <div
                      className="office-alert"
                      role="alert"
                      tabIndex={-1}
                      ref={failureRef}
                      data-testid="counter-failure"
                    >
                      {failure}
                      {lostSale && (
                        <button
                          type="button"
                          className="office-button counter-sale__resend"
                          disabled={working}
                          onClick={() => void send(lostSale)}
                        >
                          {t('sale.resend')}
                        </button>
                      )}
                    </div>
                  )}

                  <button
                    type="submit"
                    className="office-button office-button--primary counter-sale__submit"
                    disabled={
                      working ||
                      chosenChairs.length === 0 ||
                      tooLittle ||
                      terminal.busy ||
                      (method === 'CARD_TERMINAL' && !readerChoice.readerId)
                    }
                  >
                    {working
                      ? t('sale.working')
                      : method === 'CARD_TERMINAL' && terminal.state.phase === 'failed'
                        ? t('terminal.retry')
                        : t(`sale.submit.${method}`)}
                  </button>
                </form>
              )}
              {till.sessionId && !closing && (
                <SalesList
                  sessionId={till.sessionId}
                  onStorno={(storno) => setPaid({ sale: storno, changeCents: null })}
                />
              )}
            </div>
          </div>
        )}
      </QueryState>
    </div>
  );
}
