import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateTillStornoMutation,
  useListTillSessionSalesQuery,
  type TillSaleDto,
  type TillSaleListItemDto,
} from '../api/officeApi';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { QueryState } from '../ui/QueryState';
import { berlinTime } from '../ui/dates';
import { isLostAnswer, stornoKeyFor } from './counterLogic';
import { CustomerLater } from './CustomerLater';
import { useCents } from './money';

/**
 * The open session's sales, newest first: receipt number, time, total, method, booking, whether reversed; a sale may
 * be reversed ("Stornieren", after a confirmation) or get its guest afterwards ("Kunde nachtragen"). The storno keeps
 * its Idempotency-Key while its answer may have been lost, so confirming again never reverses twice.
 */
export function SalesList({ sessionId, onStorno }: { sessionId: number; onStorno: (storno: TillSaleDto) => void }) {
  const { t } = useTranslation('counter');
  const money = useCents();
  const sales = useListTillSessionSalesQuery({ id: sessionId });
  const [createStorno] = useCreateTillStornoMutation();
  const [asking, setAsking] = useState<TillSaleListItemDto | null>(null);
  const keys = useRef(new Map<number, string>());
  const items = sales.data?.items ?? [];

  const reverse = async (sale: TillSaleListItemDto) => {
    const key = stornoKeyFor(keys.current, sale.id);
    try {
      const storno = await createStorno({
        id: sale.id,
        'Idempotency-Key': key,
        tillStornoDto: { sessionId },
      }).unwrap();
      keys.current.delete(sale.id);
      onStorno(storno);
    } catch (error) {
      // A refusal wrote nothing: the next try is a new request. A lost answer keeps the key for the retry.
      if (!isLostAnswer(error)) keys.current.delete(sale.id);
      throw error;
    }
  };

  return (
    <section className="office-card counter-sales" aria-labelledby="counter-sales-title" data-testid="counter-sales">
      <h2 id="counter-sales-title" className="counter__subtitle">
        {t('sales.title')}
      </h2>
      <QueryState query={sales} isEmpty={items.length === 0} emptyText={t('sales.none')}>
        <ul className="counter-sales__list">
          {items.map((sale) => (
            <li key={sale.id} className="counter-sales__item" data-testid={`counter-sale-${sale.receiptId}`}>
              <div className="counter-sales__line">
                <span className="counter-sales__number">{t('receipt.number', { id: sale.receiptId })}</span>
                <span>{berlinTime(sale.createdAt)}</span>
                <span>{money(sale.totalCents)}</span>
                <span>{t(`sale.methods.${sale.paymentMethod}`)}</span>
                <span className="office-muted">{sale.bookingRef}</span>
                {sale.stornoOf !== null ? (
                  <span className="counter-sales__badge">{t('sales.isStorno')}</span>
                ) : (
                  sale.reversed && <span className="counter-sales__badge">{t('sales.reversed')}</span>
                )}
              </div>
              {!sale.reversed && (
                <div className="counter-receipt__actions">
                  <button type="button" className="office-button" onClick={() => setAsking(sale)}>
                    {t('sales.storno')}
                  </button>
                  {!sale.hasCustomer && <CustomerLater saleId={sale.id} />}
                </div>
              )}
            </li>
          ))}
        </ul>
      </QueryState>
      {asking && (
        <ConfirmDialog
          title={t('sales.confirmTitle', { id: asking.receiptId })}
          text={t('sales.confirmText', { total: money(asking.totalCents), ref: asking.bookingRef })}
          cancelLabel={t('sales.confirmCancel')}
          confirmLabel={t('sales.confirm')}
          onConfirm={() => reverse(asking)}
          onDone={() => setAsking(null)}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
