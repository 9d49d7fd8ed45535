import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCloseTillSessionMutation,
  useCreateTillCashMovementMutation,
  useGetTillSessionQuery,
  useOpenTillSessionMutation,
  type TillClosingDto,
} from '../api/officeApi';
import { useErrorText } from '../ui/errorText';
import { alreadyOpenSession, eurosToCents, rememberedTillSession, rememberTillSession } from './counterLogic';
import { useCents } from './money';
import { PrintFrame, usePrintFrame } from './printFrame';

/**
 * The cashier's till session at the location: remembered on this device and checked with the server; none (or a closed
 * one): `Kasse öffnen` with the opening float. A second open at the same location answers 409 with the open session,
 * which is taken (a reload on another device finds it again).
 */
export function useTillSession(locationId: number | null) {
  const [chosen, setChosen] = useState<{ locationId: number | null; id: number | null } | null>(null);
  const id =
    chosen && chosen.locationId === locationId ? chosen.id : locationId ? rememberedTillSession(locationId) : null;
  const session = useGetTillSessionQuery({ id: id ?? 0 }, { skip: !id, refetchOnMountOrArgChange: true });
  const choose = (next: number | null) => {
    if (locationId) rememberTillSession(locationId, next);
    setChosen({ locationId, id: next });
  };
  const stale = !!id && (!!session.data?.closedAt || (!!session.error && !session.isFetching));
  return {
    sessionId: id && !stale && session.data ? id : null,
    checking: !!id && session.isLoading,
    session,
    choose,
  };
}

/** The opening float: Euro typed, cents sent. */
export function OpenTill({ locationId, onOpened }: { locationId: number; onOpened: (id: number) => void }) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const [float, setFloat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [open, { isLoading }] = useOpenTillSessionMutation();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = eurosToCents(float || '0');
    if (cents === null) {
      setError(t('till.amountInvalid'));
      return;
    }
    setError(null);
    try {
      const created = await open({ openTillSessionDto: { locationId, openingCash: cents } }).unwrap();
      onOpened(created.id);
    } catch (failure) {
      const existing = alreadyOpenSession(failure);
      if (existing) onOpened(existing);
      else setError(errorText(failure));
    }
  };

  return (
    <form className="office-card counter-till" aria-labelledby="counter-till-open" onSubmit={(e) => void submit(e)}>
      <h2 id="counter-till-open" className="counter__subtitle">
        {t('till.openTitle')}
      </h2>
      <p className="office-muted">{t('till.openIntro')}</p>
      <label className="office-field">
        <span>{t('till.openingCash')}</span>
        <input inputMode="decimal" autoComplete="off" value={float} onChange={(e) => setFloat(e.target.value)} />
      </label>
      {error && (
        <p className="office-alert" role="alert">
          {error}
        </p>
      )}
      <button type="submit" className="office-button office-button--primary" disabled={isLoading}>
        {t('till.open')}
      </button>
    </form>
  );
}

/** The open session's bar: expected cash, cash in or out with a reason, and the closing with the counted cash. */
export function TillBar({ sessionId, onClosed }: { sessionId: number; onClosed: (closing: TillClosingDto) => void }) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const money = useCents();
  const session = useGetTillSessionQuery({ id: sessionId });
  const [move, moving] = useCreateTillCashMovementMutation();
  const [close, closing] = useCloseTillSessionMutation();
  const [kind, setKind] = useState<'CASH_IN' | 'CASH_OUT'>('CASH_IN');
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [counted, setCounted] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const submitMove = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = eurosToCents(amount);
    if (!cents || !reason.trim()) {
      setMessage({ error: true, text: t('till.moveIncomplete') });
      return;
    }
    try {
      await move({ id: sessionId, cashMovementDto: { kind, amount: cents, reason: reason.trim() } }).unwrap();
      setMessage({ error: false, text: t(`till.moved.${kind}`, { amount: money(cents) }) });
      setAmount('');
      setReason('');
      void session.refetch();
    } catch (failure) {
      setMessage({ error: true, text: errorText(failure) });
    }
  };

  const submitClose = async (event: React.FormEvent) => {
    event.preventDefault();
    const cents = eurosToCents(counted);
    if (cents === null) {
      setMessage({ error: true, text: t('till.amountInvalid') });
      return;
    }
    try {
      onClosed(await close({ id: sessionId, closeTillSessionDto: { countedCash: cents } }).unwrap());
    } catch (failure) {
      setMessage({ error: true, text: errorText(failure) });
    }
  };

  return (
    <section className="office-card counter-till" aria-labelledby="counter-till-title" data-testid="counter-till">
      <div className="counter-till__head">
        <h2 id="counter-till-title" className="counter__subtitle">
          {t('till.title', { id: sessionId })}
        </h2>
        {session.data && (
          <p className="office-muted" data-testid="counter-till-expected">
            {t('till.expected', { amount: money(session.data.expectedCash) })}
          </p>
        )}
      </div>
      <details className="counter-sale__more">
        <summary>{t('till.moveTitle')}</summary>
        <form className="counter-till__form" onSubmit={(e) => void submitMove(e)}>
          <fieldset className="counter-sale__methods">
            <legend className="office-visually-hidden">{t('till.moveKind')}</legend>
            {(['CASH_IN', 'CASH_OUT'] as const).map((k) => (
              <label key={k} className={`counter-sale__method${kind === k ? ' is-chosen' : ''}`}>
                <input type="radio" name="counter-till-kind" checked={kind === k} onChange={() => setKind(k)} />
                <span>{t(`till.kinds.${k}`)}</span>
              </label>
            ))}
          </fieldset>
          <label className="office-field">
            <span>{t('till.amount')}</span>
            <input inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => setAmount(e.target.value)} />
          </label>
          <label className="office-field">
            <span>{t('till.reason')}</span>
            <input autoComplete="off" maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} />
          </label>
          <button type="submit" className="office-button" disabled={moving.isLoading}>
            {t('till.moveSubmit')}
          </button>
        </form>
      </details>
      <details className="counter-sale__more">
        <summary>{t('till.closeTitle')}</summary>
        <form className="counter-till__form" onSubmit={(e) => void submitClose(e)}>
          <label className="office-field">
            <span>{t('till.counted')}</span>
            <input
              inputMode="decimal"
              autoComplete="off"
              value={counted}
              onChange={(e) => setCounted(e.target.value)}
            />
          </label>
          <button type="submit" className="office-button" disabled={closing.isLoading}>
            {t('till.closeSubmit')}
          </button>
        </form>
      </details>
      {message && (
        <p className={message.error ? 'office-alert' : 'office-muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
    </section>
  );
}

/** The daily closing (Z-Bon) as the server froze it; the server's 80 mm Z-Bon printed, then the next session. */
export function ClosingReport({ closing, onNext }: { closing: TillClosingDto; onNext: () => void }) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const money = useCents();
  const printer = usePrintFrame();
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section
      className="office-card counter-closing"
      aria-labelledby="counter-closing-title"
      data-testid="counter-closing"
    >
      <h2 id="counter-closing-title" ref={heading} tabIndex={-1} className="counter__subtitle">
        {t('closing.title', { id: closing.sessionId })}
      </h2>
      <dl className="counter-totals">
        {[
          { key: 'opening', label: t('closing.opening'), value: money(closing.openingCents) },
          ...closing.byPaymentType.map((p) => ({
            key: `pay-${p.paymentType}`,
            label: t(`closing.paymentTypes.${p.paymentType === 'CASH' ? 'CASH' : 'NON_CASH'}`),
            value: money(p.cents),
          })),
          ...closing.byVatRate.map((v) => ({
            key: `vat-${v.vatRate}`,
            label: t(
              `closing.vatRates.${v.vatRate === 'NORMAL' ? 'NORMAL' : v.vatRate === 'REDUCED_1' ? 'REDUCED_1' : 'NULL'}`,
            ),
            value: money(v.cents),
          })),
          { key: 'cashIn', label: t('closing.cashIn'), value: money(closing.cashInCents) },
          { key: 'cashOut', label: t('closing.cashOut'), value: money(closing.cashOutCents) },
          { key: 'sales', label: t('closing.sales'), value: String(closing.salesCount) },
          { key: 'stornos', label: t('closing.stornos'), value: String(closing.stornoCount) },
          { key: 'expected', label: t('closing.expected'), value: money(closing.expectedCashCents) },
          { key: 'counted', label: t('closing.counted'), value: money(closing.countedCashCents) },
          { key: 'difference', label: t('closing.difference'), value: money(closing.differenceCents) },
        ].map((row) => (
          <div key={row.key} className="counter-totals__pair" data-testid={`counter-closing-${row.key}`}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      <div className="counter-receipt__actions">
        <button
          type="button"
          className="office-button"
          disabled={printer.loading}
          onClick={() => {
            setFailure(null);
            printer
              .print(`/till/sessions/${closing.sessionId}/closing`)
              .catch((error: unknown) => setFailure(errorText(error)));
          }}
        >
          {t('closing.print')}
        </button>
        <button type="button" className="office-button office-button--primary" onClick={onNext}>
          {t('closing.next')}
        </button>
      </div>
      {failure && (
        <p className="office-alert" role="alert">
          {t('receipt.failed')} {failure}
        </p>
      )}
      <PrintFrame
        page={printer.page}
        title={t('closing.frame', { id: closing.sessionId })}
        testId="counter-closing-frame"
      />
    </section>
  );
}
