import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMailTillReceiptMutation } from '../api/officeApi';
import { useSaveOfficeFileMutation } from '../bookings/download';
import { useErrorText } from '../ui/errorText';
import { PrintFrame, usePrintFrame } from './printFrame';
import { QrCode } from './QrCode';

/**
 * What the cashier does with a receipt: print it (the server's page in a hidden frame), download the PDF, mail it to
 * the guest, or show its public link as a QR code for the guest's phone. The server counts every output: the first is
 * the original, each later one says "Kopie"; so the page is fetched only when asked for.
 */
export function ReceiptActions({ receiptId, receiptUrl }: { receiptId: number; receiptUrl: string }) {
  const { t } = useTranslation('counter');
  const errorText = useErrorText();
  const printer = usePrintFrame();
  const [savePdf, saving] = useSaveOfficeFileMutation();
  const [mail, mailing] = useMailTillReceiptMutation();
  const [showQr, setShowQr] = useState(false);
  const [mailOpen, setMailOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState<{ error: boolean; text: string } | null>(null);

  const run = async (action: () => Promise<unknown>, done?: string) => {
    setMessage(null);
    try {
      await action();
      if (done) setMessage({ error: false, text: done });
    } catch (error) {
      setMessage({ error: true, text: `${t('receipt.failed')} ${errorText(error)}` });
    }
  };

  const sendMail = (event: React.FormEvent) => {
    event.preventDefault();
    const to = email.trim();
    if (!to) return;
    void run(
      async () => {
        await mail({ id: receiptId, tillReceiptMailDto: { email: to } }).unwrap();
        setMailOpen(false);
        setEmail('');
      },
      t('receipt.mailed', { email: to }),
    );
  };

  return (
    <>
      <div className="counter-receipt__actions">
        <button
          type="button"
          className="office-button office-button--primary"
          onClick={() => void run(() => printer.print(`/till/receipts/${receiptId}`))}
          disabled={printer.loading}
        >
          {t('receipt.print')}
        </button>
        <button
          type="button"
          className="office-button"
          disabled={saving.isLoading}
          onClick={() =>
            void run(() =>
              savePdf({ url: `/till/receipts/${receiptId}`, fallbackName: `Beleg-${receiptId}.pdf` }).unwrap(),
            )
          }
        >
          {t('receipt.pdf')}
        </button>
        <button
          type="button"
          className="office-button"
          aria-expanded={mailOpen}
          onClick={() => setMailOpen((open) => !open)}
        >
          {t('receipt.mail')}
        </button>
        <button type="button" className="office-button" aria-expanded={showQr} onClick={() => setShowQr((s) => !s)}>
          {t('receipt.phone')}
        </button>
      </div>
      {mailOpen && (
        <form className="counter-receipt__mail" onSubmit={sendMail}>
          <label className="office-field">
            <span>{t('receipt.mailTo')}</span>
            <input type="email" autoComplete="off" required value={email} onChange={(e) => setEmail(e.target.value)} />
          </label>
          <button type="submit" className="office-button" disabled={mailing.isLoading}>
            {t('receipt.mailSend')}
          </button>
        </form>
      )}
      {showQr && (
        <div className="counter-receipt__qr">
          <QrCode text={receiptUrl} label={t('receipt.qr', { id: receiptId })} />
          <p className="office-muted">{t('receipt.phoneHint')}</p>
          <a href={receiptUrl} target="_blank" rel="noreferrer" data-testid="counter-receipt-link">
            {t('receipt.phoneLink')}
          </a>
        </div>
      )}
      {message && (
        <p className={message.error ? 'office-alert' : 'office-muted'} role={message.error ? 'alert' : 'status'}>
          {message.text}
        </p>
      )}
      <PrintFrame page={printer.page} title={t('receipt.frame', { id: receiptId })} testId="counter-receipt-frame" />
    </>
  );
}
