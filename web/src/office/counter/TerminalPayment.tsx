import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  officeApi,
  useCancelTerminalPaymentMutation,
  useCreateTerminalPaymentMutation,
  useListTerminalReadersQuery,
  usePresentTerminalCardMutation,
  type CreateTillSaleDto,
  type TerminalPaymentDto,
  type TillSaleDto,
} from '../api/officeApi';
import { useOfficeDispatch, useOfficeSelector } from '../app/hooks';
import { parseSseBlock, takeBlocks } from '../calendar/liveCalendar';
import { useErrorText } from '../ui/errorText';
import { initialReader, newSaleKey, rememberedReader, rememberReader } from './counterLogic';

/** Where a card payment at the terminal stands on this screen. */
export type TerminalPhase =
  | { phase: 'idle' }
  | { phase: 'starting' }
  | { phase: 'waiting'; id: number; readerId: string }
  | { phase: 'failed'; reason: string }
  | { phase: 'canceled' };

const RECONNECT_MS = 1000;

/**
 * A card payment at the reader (docs/till.md, "Card terminal"): `start` asks the server to check and price the sale and
 * send it to the reader, then the payment's event stream (read with fetch: EventSource cannot send the bearer token)
 * says waiting, succeeded (with the sale: `onPaid`), failed (the reason) or canceled. A stream that drops is opened
 * again and answers the state at once, so nothing is missed.
 */
export function useTerminalPayment(onPaid: (sale: TillSaleDto) => void) {
  const errorText = useErrorText();
  const dispatch = useOfficeDispatch();
  const token = useOfficeSelector((state) => state.session.accessToken);
  const [state, setState] = useState<TerminalPhase>({ phase: 'idle' });
  const [create] = useCreateTerminalPaymentMutation();
  const [cancelPayment, canceling] = useCancelTerminalPaymentMutation();
  const [presentCard, presenting] = usePresentTerminalCardMutation();
  const settledId = useRef<number | null>(null);
  const paid = useRef(onPaid);
  paid.current = onPaid;

  /** A payment's news, applied once (the stream and the demo buttons may both say it). */
  const apply = useCallback((payment: TerminalPaymentDto) => {
    if (payment.status === 'WAITING' || settledId.current === payment.id) return;
    settledId.current = payment.id;
    if (payment.status === 'SUCCEEDED' && payment.sale) {
      setState({ phase: 'idle' });
      paid.current(payment.sale);
    } else if (payment.status === 'CANCELED') setState({ phase: 'canceled' });
    else setState({ phase: 'failed', reason: payment.failureReason ?? '' });
  }, []);

  const waitingId = state.phase === 'waiting' ? state.id : null;
  useEffect(() => {
    if (!waitingId || !token || typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return undefined;
    const controller = new AbortController();
    const listen = async () => {
      while (!controller.signal.aborted && settledId.current !== waitingId) {
        try {
          const res = await fetch(`/api/v1/till/terminal/payments/${waitingId}/events`, {
            headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
            signal: controller.signal,
          });
          if (res.status === 401) {
            // An expired token: the API client's call refreshes it (a new token restarts this effect).
            apply(
              await dispatch(
                officeApi.endpoints.getTerminalPayment.initiate({ id: waitingId }, { forceRefetch: true }),
              ).unwrap(),
            );
            return;
          }
          if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { blocks, rest } = takeBlocks(buffer + decoder.decode(value, { stream: true }));
            buffer = rest;
            for (const block of blocks) {
              const message = parseSseBlock(block);
              if (message.data) apply(JSON.parse(message.data) as TerminalPaymentDto);
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void listen();
    return () => controller.abort();
  }, [waitingId, token, apply, dispatch]);

  const start = async (sale: CreateTillSaleDto, readerId: string) => {
    setState({ phase: 'starting' });
    const { paymentMethod: _method, ecReceiptNumber: _ec, ...body } = sale;
    try {
      const started = await create({
        'Idempotency-Key': newSaleKey(),
        createTerminalPaymentDto: { ...body, readerId },
      }).unwrap();
      setState({ phase: 'waiting', id: started.id, readerId });
    } catch (error) {
      setState({ phase: 'failed', reason: errorText(error) });
    }
  };

  const cancel = async () => {
    if (state.phase !== 'waiting') return;
    try {
      apply(await cancelPayment({ id: state.id }).unwrap());
    } catch {
      // Settled meanwhile (409): the stream says how.
    }
  };

  const present = async (outcome: 'APPROVE' | 'DECLINE') => {
    if (state.phase !== 'waiting') return;
    try {
      apply(await presentCard({ id: state.readerId, presentCardDto: { outcome } }).unwrap());
    } catch (error) {
      setState({ phase: 'failed', reason: errorText(error) });
    }
  };

  return {
    state,
    busy: state.phase === 'starting' || state.phase === 'waiting',
    working: canceling.isLoading || presenting.isLoading,
    start,
    cancel,
    present,
    reset: () => setState({ phase: 'idle' }),
  };
}

export type TerminalPayment = ReturnType<typeof useTerminalPayment>;

/** The reader to use at the location (null: none asked for), remembered on this device. */
export function useReaderChoice(locationId: number | null) {
  const readers = useListTerminalReadersQuery({ locationId: locationId ?? 0 }, { skip: !locationId });
  const list = readers.data ?? [];
  const [chosen, setChosen] = useState<string | null>(null);
  const readerId =
    chosen && list.some((r) => r.id === chosen)
      ? chosen
      : initialReader(list, locationId ? rememberedReader(locationId) : null);
  const choose = (id: string) => {
    if (locationId) rememberReader(locationId, id);
    setChosen(id);
  };
  return { readers, list, readerId, reader: list.find((r) => r.id === readerId), choose };
}

/** "Kartenterminal" chosen: the reader, then the waiting state with "Abbrechen" (and the demo buttons), or the refusal. */
export function TerminalPanel({
  terminal,
  choice,
}: {
  terminal: TerminalPayment;
  choice: ReturnType<typeof useReaderChoice>;
}) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const { state } = terminal;
  return (
    <div className="counter-terminal" data-testid="counter-terminal">
      {choice.readers.error ? (
        <p className="office-alert" role="alert">
          {t('terminal.readersFailed', { error: errorText(choice.readers.error) })}
        </p>
      ) : choice.readers.data && choice.list.length === 0 ? (
        <p className="office-muted">{t('terminal.noReaders')}</p>
      ) : (
        <label className="office-field">
          <span>{t('terminal.reader')}</span>
          <select
            value={choice.readerId ?? ''}
            disabled={terminal.busy}
            onChange={(e) => choice.choose(e.target.value)}
          >
            {choice.list.map((r) => (
              <option key={r.id} value={r.id}>
                {r.label}
                {r.status === 'offline' ? ` (${t('terminal.offline')})` : ''}
              </option>
            ))}
          </select>
        </label>
      )}
      {(state.phase === 'starting' || state.phase === 'waiting') && (
        <div
          className="counter-terminal__waiting"
          role="status"
          aria-live="polite"
          data-testid="counter-terminal-waiting"
        >
          <p>{state.phase === 'starting' ? t('terminal.starting') : t('terminal.waiting')}</p>
          {state.phase === 'waiting' && (
            <div className="counter-terminal__buttons">
              {choice.reader?.simulated && (
                <>
                  <button
                    type="button"
                    className="office-button"
                    disabled={terminal.working}
                    onClick={() => void terminal.present('APPROVE')}
                  >
                    {t('terminal.approve')}
                  </button>
                  <button
                    type="button"
                    className="office-button"
                    disabled={terminal.working}
                    onClick={() => void terminal.present('DECLINE')}
                  >
                    {t('terminal.decline')}
                  </button>
                </>
              )}
              <button
                type="button"
                className="office-button"
                disabled={terminal.working}
                onClick={() => void terminal.cancel()}
              >
                {t('terminal.cancel')}
              </button>
            </div>
          )}
        </div>
      )}
      {state.phase === 'failed' && (
        <p className="office-alert" role="alert" data-testid="counter-terminal-failed">
          {t('terminal.failed', { reason: state.reason })} {t('terminal.nothingSold')}
        </p>
      )}
      {state.phase === 'canceled' && (
        <p className="office-muted" role="status" data-testid="counter-terminal-canceled">
          {t('terminal.canceled')} {t('terminal.nothingSold')}
        </p>
      )}
    </div>
  );
}
