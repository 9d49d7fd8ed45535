import { useTranslation } from 'react-i18next';
import { formatEuro } from '../cart/format';
import { formatIban, type BankData } from './chairFacts';
import './result.css';

/**
 * Where to pay a bank transfer to (spec 2): account holder, BIC, IBAN, reference; with `amount` also the sum to
 * transfer (the booking details of an unpaid transfer: the customer looks it up to pay).
 */
export function BankDataSection({
  bank,
  bookingRef,
  amount,
  headingId,
  Heading = 'h2',
}: {
  bank: BankData;
  bookingRef: string;
  amount?: number;
  headingId: string;
  /** h3 inside a drawer, whose title is the h2 */
  Heading?: 'h2' | 'h3';
}) {
  const { t } = useTranslation('checkout');
  return (
    <section aria-labelledby={headingId} className="result-bank" data-testid="result-bank">
      <Heading id={headingId}>{t('result.bankData')}</Heading>
      <dl className="result-facts">
        {bank.accountHolder && (
          <>
            <dt>{t('result.accountHolder')}</dt>
            <dd data-testid="bank-account-holder">{bank.accountHolder}</dd>
          </>
        )}
        {bank.bic && (
          <>
            <dt>{t('result.bic')}</dt>
            <dd>{bank.bic}</dd>
          </>
        )}
        <dt>{t('result.iban')}</dt>
        <dd data-testid="result-iban">{formatIban(bank.iban ?? '')}</dd>
        {amount !== undefined && (
          <>
            <dt>{t('result.amount')}</dt>
            <dd data-testid="bank-amount">{formatEuro(amount)}</dd>
          </>
        )}
        <dt>{t('result.reference')}</dt>
        <dd data-testid="bank-reference">{bank.reference ?? bookingRef}</dd>
      </dl>
    </section>
  );
}
