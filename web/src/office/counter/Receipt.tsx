import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useOfficeSelector } from '../app/hooks';
import { bookingPath } from '../ui/links';
import type { CounterPaymentMethod } from './counterLogic';

export interface PaidSale {
  id: number;
  bookingRef: string;
  totalPrice: number;
  paymentMethod: CounterPaymentMethod;
}

/** The short invoice (the receipt) as a PDF blob, fetched with the session's bearer token. */
async function fetchShortInvoice(id: number, token: string | null, signal: AbortSignal): Promise<Blob> {
  const answer = await fetch(`/api/v1/features/booking_details/${id}/shortInvoice`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
    signal,
  });
  if (!answer.ok) throw new Error(`shortInvoice ${answer.status}`);
  return answer.blob();
}

/** After the payment: what was booked, the receipt shown in a frame to print, and the next sale. */
export function Receipt({ sale, onNext }: { sale: PaidSale; onNext: () => void }) {
  const { t, i18n } = useTranslation('counter');
  const token = useOfficeSelector((state) => state.session.accessToken);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => heading.current?.focus(), []);

  useEffect(() => {
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetchShortInvoice(sale.id, token, controller.signal).then(
      (blob) => {
        objectUrl = URL.createObjectURL(blob.type ? blob : new Blob([blob], { type: 'application/pdf' }));
        setUrl(objectUrl);
      },
      () => {
        if (!controller.signal.aborted) setFailed(true);
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
    // The token may rotate while the receipt shows; the receipt is fetched once per sale.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [sale.id]);

  const total = new Intl.NumberFormat(i18n.language === 'en' ? 'en-GB' : 'de-DE', {
    style: 'currency',
    currency: 'EUR',
  }).format(sale.totalPrice);

  const print = () => {
    const win = frame.current?.contentWindow;
    if (win) win.print();
    else if (url) window.open(url, '_blank', 'noopener');
  };

  return (
    <section
      className="office-card counter-receipt"
      aria-labelledby="counter-receipt-title"
      data-testid="counter-receipt"
    >
      <h2 id="counter-receipt-title" ref={heading} tabIndex={-1}>
        {t('receipt.title')}
      </h2>
      <p role="status" data-testid="counter-receipt-summary">
        {t('receipt.summary', { ref: sale.bookingRef, total, method: t(`sale.methods.${sale.paymentMethod}`) })}
      </p>
      <div className="counter-receipt__actions">
        <button type="button" className="office-button office-button--primary" onClick={print} disabled={!url}>
          {t('receipt.print')}
        </button>
        {url && (
          <a
            className="office-button counter-link-button"
            href={url}
            target="_blank"
            rel="noopener"
            data-testid="counter-receipt-link"
          >
            {t('receipt.open')}
          </a>
        )}
        <Link className="office-button counter-link-button" to={bookingPath(sale.id)}>
          {t('receipt.booking')}
        </Link>
        <button type="button" className="office-button" onClick={onNext}>
          {t('receipt.next')}
        </button>
      </div>
      {failed && (
        <p className="office-alert" role="alert">
          {t('receipt.failed')}
        </p>
      )}
      {!url && !failed && <p className="office-state">{t('receipt.loading')}</p>}
      {url && (
        <iframe
          ref={frame}
          className="counter-receipt__frame"
          src={url}
          title={t('receipt.frame', { ref: sale.bookingRef })}
          data-testid="counter-receipt-frame"
        />
      )}
    </section>
  );
}
