import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { officeApi, type TillSaleDto } from '../api/officeApi';
import { useSaveOfficeFileMutation } from '../bookings/download';
import { useErrorText } from '../ui/errorText';
import { bookingPath } from '../ui/links';
import { useCents } from './money';

export interface PaidSale {
  sale: TillSaleDto;
  /** Cash only: the change given (cents), when an amount tendered was typed. */
  changeCents: number | null;
}

/** The receipt's printable page, fetched with the office's bearer token, as a same-origin blob address. */
const receiptApi = officeApi.injectEndpoints({
  endpoints: (build) => ({
    loadTillReceiptPage: build.mutation<string, { id: number }>({
      async queryFn({ id }, _api, _extra, baseQuery) {
        const answer = await baseQuery({
          url: `/till/receipts/${id}`,
          params: { format: 'html' },
          cache: 'no-store',
          responseHandler: async (response) =>
            response.ok
              ? await response.blob()
              : response.headers.get('content-type')?.includes('json')
                ? ((await response.json()) as unknown)
                : response.text(),
        });
        if (answer.error) return { error: answer.error };
        const blob = answer.data as Blob;
        return { data: URL.createObjectURL(new Blob([blob], { type: 'text/html' })) };
      },
    }),
  }),
});

/** After the payment: receipt number, TSE state, the receipt to print (a hidden frame) or as PDF, the next sale. */
export function Receipt({ paid, onNext }: { paid: PaidSale; onNext: () => void }) {
  const { t } = useTranslation('counter');
  const money = useCents();
  const errorText = useErrorText();
  const { sale } = paid;
  const heading = useRef<HTMLHeadingElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  const [page, setPage] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [loadPage, loading] = receiptApi.useLoadTillReceiptPageMutation();
  const [savePdf, saving] = useSaveOfficeFileMutation();

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => () => void (page && URL.revokeObjectURL(page)), [page]);

  // Every print after the first says "Kopie": the page is fetched when asked for, not before.
  const print = async () => {
    setFailure(null);
    try {
      const url = await loadPage({ id: sale.receiptId }).unwrap();
      setPage(url);
    } catch (error) {
      setFailure(errorText(error));
    }
  };

  const pdf = async () => {
    setFailure(null);
    try {
      await savePdf({ url: `/till/receipts/${sale.receiptId}`, fallbackName: `Beleg-${sale.receiptId}.pdf` }).unwrap();
    } catch (error) {
      setFailure(errorText(error));
    }
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
        {t('receipt.summary', {
          ref: sale.bookingRef,
          total: money(sale.totalCents),
          method: t(`sale.methods.${sale.paymentMethod}`),
        })}
      </p>
      <p data-testid="counter-receipt-number">{t('receipt.number', { id: sale.receiptId })}</p>
      {paid.changeCents !== null && (
        <p className="counter-receipt__change" data-testid="counter-receipt-change">
          {t('receipt.change', { amount: money(paid.changeCents) })}
        </p>
      )}
      {sale.tse.failed && (
        <p className="office-alert" data-testid="counter-tse">
          {t('receipt.tseFailed')}
        </p>
      )}
      {!sale.tse.failed && sale.tse.uncertified && (
        <p className="office-muted" data-testid="counter-tse">
          {t('receipt.tseUncertified')}
        </p>
      )}
      <div className="counter-receipt__actions">
        <button
          type="button"
          className="office-button office-button--primary"
          onClick={() => void print()}
          disabled={loading.isLoading}
        >
          {t('receipt.print')}
        </button>
        <button type="button" className="office-button" onClick={() => void pdf()} disabled={saving.isLoading}>
          {t('receipt.pdf')}
        </button>
        <Link className="office-button counter-link-button" to={bookingPath(sale.bookingId)}>
          {t('receipt.booking')}
        </Link>
        <button type="button" className="office-button" onClick={onNext}>
          {t('receipt.next')}
        </button>
      </div>
      {failure && (
        <p className="office-alert" role="alert">
          {t('receipt.failed')} {failure}
        </p>
      )}
      {page && (
        <iframe
          ref={frame}
          className="counter-receipt__frame"
          src={page}
          title={t('receipt.frame', { id: sale.receiptId })}
          data-testid="counter-receipt-frame"
          onLoad={() => frame.current?.contentWindow?.print()}
        />
      )}
    </section>
  );
}
