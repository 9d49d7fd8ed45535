import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type TillSaleDto } from '../api/officeApi';
import { bookingPath } from '../ui/links';
import { CustomerLater } from './CustomerLater';
import { useCents } from './money';
import { ReceiptActions } from './ReceiptActions';

export interface PaidSale {
  sale: TillSaleDto;
  /** Cash only: the change given (cents), when an amount tendered was typed. */
  changeCents: number | null;
  /** The sale was made with a guest (no "Kunde nachtragen" then). */
  withCustomer?: boolean;
}

/**
 * After the payment (or a storno): receipt number, TSE state, the receipt printed, as PDF, mailed or on the guest's
 * phone (ReceiptActions), the guest added later, the next sale.
 */
export function Receipt({ paid, onNext }: { paid: PaidSale; onNext: () => void }) {
  const { t } = useTranslation('counter');
  const money = useCents();
  const { sale } = paid;
  const storno = sale.stornoOf !== null;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), [sale.id]);

  return (
    <section
      className="office-card counter-receipt"
      aria-labelledby="counter-receipt-title"
      data-testid="counter-receipt"
    >
      <h2 id="counter-receipt-title" ref={heading} tabIndex={-1}>
        {storno ? t('receipt.stornoTitle') : t('receipt.title')}
      </h2>
      <p role="status" data-testid="counter-receipt-summary">
        {t(storno ? 'receipt.stornoSummary' : 'receipt.summary', {
          ref: sale.bookingRef,
          total: money(storno ? -sale.totalCents : sale.totalCents),
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
      <ReceiptActions key={sale.receiptId} receiptId={sale.receiptId} receiptUrl={sale.receiptUrl} />
      {!storno && !paid.withCustomer && <CustomerLater key={sale.id} saleId={sale.id} />}
      <div className="counter-receipt__actions">
        <Link className="office-button counter-link-button" to={bookingPath(sale.bookingId)}>
          {t('receipt.booking')}
        </Link>
        <button type="button" className="office-button" onClick={onNext}>
          {t('receipt.next')}
        </button>
      </div>
    </section>
  );
}
