import { useTranslation } from 'react-i18next';
import { deadlineParts } from './chairFacts';

/** "Bitte überweisen Sie bis 02.12.2026, 24:00 Uhr": the booking's payment deadline, as the mail says it. */
export function PaymentDeadline({ deadline }: { deadline: string | null | undefined }) {
  const { t } = useTranslation('checkout');
  if (!deadline) return null;
  return (
    <p className="result-deadline" data-testid="payment-deadline">
      <strong>{t('result.deadline', deadlineParts(deadline))}</strong>
    </p>
  );
}
