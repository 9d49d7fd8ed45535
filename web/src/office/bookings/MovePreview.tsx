import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChairMovePreviewDto } from '../api/officeApi';
import { euroText } from './format';

interface Props {
  preview: ChairMovePreviewDto;
  /** The operator's choice: keep the chair booking's current price (waive the difference) instead of the new one. */
  keepPrice: boolean;
  onKeepPriceChange: (keepPrice: boolean) => void;
  language: string;
}

/** A difference as the hut reads it: "+1,00 €", "−0,50 €". */
const signed = (amount: number, language: string) =>
  `${amount > 0 ? '+' : amount < 0 ? '−' : '±'}${euroText(Math.abs(amount), language)}`;

/**
 * The choice of the new price in the hut's words: the guest pays more or gets money back only where something was paid
 * (a cheaper chair for a booking paid in part may refund nothing); else it is only the new price.
 */
function newPriceChoice(preview: ChairMovePreviewDto) {
  if (preview.paid > 0 && preview.difference > 0)
    return { key: 'movePreview.charge', amount: preview.difference } as const;
  if (preview.refund > 0) return { key: 'movePreview.refund', amount: preview.refund } as const;
  return { key: 'movePreview.newPrice', amount: preview.newTotal } as const;
}

/**
 * What a move costs, before it is confirmed: the total before and after, the difference, and — when the price changes —
 * the choice to charge (or refund) the difference or to keep the old price; what the guest then owes or gets back.
 */
export function MovePreview({ preview, keepPrice, onKeepPriceChange, language }: Props) {
  const { t } = useTranslation('bookings');
  const headingId = useId();
  const name = useId();
  const changes = preview.difference !== 0;
  const newTotal = keepPrice ? preview.oldTotal : preview.newTotal;
  const open = keepPrice ? Math.max(preview.oldTotal - preview.paid, 0) : preview.open;
  const refund = keepPrice ? Math.max(preview.paid - preview.oldTotal, 0) : preview.refund;
  const choice = newPriceChoice(preview);
  const euros = (amount: number) => euroText(amount, language);
  return (
    <section className="booking-move-preview" aria-labelledby={headingId} data-testid="move-preview">
      <h5 id={headingId}>{t('movePreview.heading', { chair: t('chairs.chair', { number: preview.publicNumber }) })}</h5>
      <dl className="booking-facts">
        <div>
          <dt>{t('movePreview.oldTotal')}</dt>
          <dd>{euros(preview.oldTotal)}</dd>
        </div>
        <div>
          <dt>{t('movePreview.newTotal')}</dt>
          <dd>{euros(newTotal)}</dd>
        </div>
        <div>
          <dt>{t('movePreview.difference')}</dt>
          <dd data-testid="move-difference">{signed(newTotal - preview.oldTotal, language)}</dd>
        </div>
      </dl>
      {changes ? (
        <fieldset className="booking-move-choice">
          <legend>{t('movePreview.choice')}</legend>
          <label>
            <input type="radio" name={name} checked={!keepPrice} onChange={() => onKeepPriceChange(false)} />
            {t(choice.key, { amount: euros(choice.amount) })}
          </label>
          <label>
            <input type="radio" name={name} checked={keepPrice} onChange={() => onKeepPriceChange(true)} />
            {t('movePreview.keepPrice', { total: euros(preview.oldTotal) })}
          </label>
        </fieldset>
      ) : (
        <p className="office-muted">{t('movePreview.samePrice')}</p>
      )}
      {preview.paid > 0 && (
        <p>
          {t('movePreview.paid', { amount: euros(preview.paid) })}{' '}
          {open > 0 && t('movePreview.open', { amount: euros(open) })}
          {refund > 0 && t('movePreview.refundDue', { amount: euros(refund) })}
        </p>
      )}
      {preview.invoiceNumber && <p>{t('movePreview.invoice', { number: preview.invoiceNumber })}</p>}
    </section>
  );
}
