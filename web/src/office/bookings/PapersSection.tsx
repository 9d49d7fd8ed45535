import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  officeApi,
  useAssignBookingInvoiceNumberMutation,
  useListDocumentsQuery,
  type DocumentDto,
  type OfficeBookingDto,
} from '../api/officeApi';
import { useOfficeDispatch } from '../app/hooks';
import { QueryState } from '../ui/QueryState';
import { availableActions } from './bookingRules';
import { useSaveOfficeFileMutation } from './download';
import { instantText } from './format';
import { useFeedback } from './useFeedback';

/** How long the list looks for a document a job is still rendering, and how often. */
const WAIT_MS = 90_000;
const POLL_MS = 2_000;

/** True while a document asked for at `since` (ms) has not appeared yet (a little slack for the server's clock). */
export const stillWaiting = (documents: Pick<DocumentDto, 'createdAt'>[], since: number | null): boolean =>
  since !== null && !documents.some((doc) => Date.parse(doc.createdAt) >= since - 5_000);

interface Props {
  booking: OfficeBookingDto;
  /** When an action asked for a document that a job renders (ms), else null */
  papersExpectedSince: number | null;
  onPapersExpected: () => void;
}

/** Invoice number, the booking's documents (downloaded with the token), the short invoice as the receipt. */
export function PapersSection({ booking, papersExpectedSince, onPapersExpected }: Props) {
  const { t, i18n } = useTranslation('bookings');
  const lng = i18n.language;
  const dispatch = useOfficeDispatch();
  const actions = availableActions(booking);
  const ids = { heading: useId(), documents: useId(), number: useId() };
  const feedback = useFeedback();
  // A job renders the document after the action: the list is asked again every few seconds until it is there.
  const [gaveUpOn, setGaveUpOn] = useState<number | null>(null);
  const args = {
    itemsPerPage: 0,
    orderBy: 'createdAt',
    orderDir: 'DESC' as const,
    filters: JSON.stringify({ bookingId: booking.id }),
  };
  const cached = officeApi.endpoints.listDocuments.useQueryState(args);
  const waiting = papersExpectedSince !== gaveUpOn && stillWaiting(cached.data?.items ?? [], papersExpectedSince);
  const documents = useListDocumentsQuery(args, {
    pollingInterval: waiting ? POLL_MS : 0,
    skipPollingIfUnfocused: false,
  });
  const items = documents.data?.items ?? [];
  useEffect(() => {
    if (papersExpectedSince === null) return;
    const timer = setTimeout(() => setGaveUpOn(papersExpectedSince), WAIT_MS);
    return () => clearTimeout(timer);
  }, [papersExpectedSince]);
  const [saveFile, saving] = useSaveOfficeFileMutation();
  const [assign, assigning] = useAssignBookingInvoiceNumberMutation();
  const form = useForm<{ invoiceNumber: string }>({ defaultValues: { invoiceNumber: '' } });

  const download = (url: string, fallbackName: string) =>
    feedback.run(
      () => saveFile({ url, fallbackName }),
      (data) => t('papers.saved', { fileName: (data as { fileName: string }).fileName }),
    );

  return (
    <section className="booking-section" aria-labelledby={ids.heading}>
      <h3 id={ids.heading}>{t('papers.heading')}</h3>
      <p>
        {t('papers.invoiceNumber')}: <strong>{booking.invoiceNumber ?? t('papers.noInvoiceNumber')}</strong>
      </p>
      {actions.has('invoiceNumber') && (
        <form
          className="booking-inline-form"
          noValidate
          onSubmit={(event) =>
            void form.handleSubmit(async ({ invoiceNumber }) => {
              const ok = await feedback.run(
                () =>
                  assign({
                    id: booking.id,
                    assignInvoiceNumberDto: invoiceNumber.trim() ? { invoiceNumber: invoiceNumber.trim() } : {},
                  }),
                (data) => t('papers.assigned', { number: (data as { invoiceNumber: string }).invoiceNumber }),
              );
              if (ok) {
                // The generated route tags nothing of the office: the booking and its papers are read again.
                dispatch(officeApi.util.invalidateTags(['Booking', 'Bookings', 'Documents']));
                onPapersExpected();
              }
            })(event)
          }
        >
          <div className="office-field">
            <label htmlFor={ids.number}>{t('papers.explicitNumber')}</label>
            <input id={ids.number} autoComplete="off" maxLength={40} {...form.register('invoiceNumber')} />
          </div>
          <button type="submit" className="office-button office-button--primary" disabled={assigning.isLoading}>
            {t('papers.assign')}
          </button>
        </form>
      )}
      {actions.has('shortInvoice') && (
        <button
          type="button"
          className="office-button"
          disabled={saving.isLoading}
          onClick={() =>
            void download(`/features/booking_details/${booking.id}/shortInvoice`, `${booking.bookingRef}.pdf`).then(
              (ok) => ok && dispatch(officeApi.util.invalidateTags(['Documents'])),
            )
          }
        >
          {t('papers.shortInvoice')}
        </button>
      )}
      <h4 id={ids.documents}>{t('papers.documents')}</h4>
      <QueryState query={documents} isEmpty={items.length === 0 && !waiting} emptyText={t('papers.noDocuments')}>
        <ul className="booking-lines" aria-labelledby={ids.documents} data-testid="booking-documents">
          {items.map((doc) => {
            const name = `${t(`papers.type.${doc.type}`)} ${doc.fileName}`;
            return (
              <li key={doc.id} className="booking-line">
                <div className="booking-line__main">
                  <strong>{t(`papers.type.${doc.type}`)}</strong>
                  <span>{doc.fileName}</span>
                  <span className="office-muted">{instantText(doc.createdAt, lng)}</span>
                </div>
                <button
                  type="button"
                  className="office-button"
                  disabled={saving.isLoading}
                  aria-label={t('papers.download', { name })}
                  onClick={() => void download(`/features/documents/${encodeURIComponent(doc.s3Key)}`, doc.fileName)}
                >
                  PDF
                </button>
              </li>
            );
          })}
        </ul>
        {waiting && (
          <p className="office-muted" role="status">
            {t('papers.waiting')}
          </p>
        )}
      </QueryState>
      {feedback.view}
    </section>
  );
}

/** Resend the bank-transfer instructions or the payment link, where the booking's status allows it. */
export function MailsSection({ booking }: { booking: OfficeBookingDto }) {
  const { t } = useTranslation('bookings');
  const dispatch = useOfficeDispatch();
  const headingId = useId();
  const actions = availableActions(booking);
  const feedback = useFeedback();
  const [bankTransfer, bankTransferState] = officeApi.endpoints.resendBookingBankTransfer.useLazyQuery();
  const [paymentLink, paymentLinkState] = officeApi.endpoints.resendBookingPaymentLink.useLazyQuery();
  const busy = bankTransferState.isFetching || paymentLinkState.isFetching;
  const sent = (data: unknown) => t('mails.sent', { email: (data as { email: string }).email });
  // Each resend writes a history row.
  const refresh = (ok: boolean) => ok && dispatch(officeApi.util.invalidateTags(['Booking']));

  if (!actions.has('resendBankTransfer') && !actions.has('resendPaymentLink')) return null;
  return (
    <section className="booking-section" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('mails.heading')}</h3>
      <div className="booking-buttons">
        {actions.has('resendBankTransfer') && (
          <button
            type="button"
            className="office-button"
            disabled={busy}
            onClick={() => void feedback.run(() => bankTransfer({ id: booking.id }, false), sent).then(refresh)}
          >
            {t('mails.bankTransfer')}
          </button>
        )}
        {actions.has('resendPaymentLink') && (
          <button
            type="button"
            className="office-button"
            disabled={busy}
            onClick={() => void feedback.run(() => paymentLink({ id: booking.id }, false), sent).then(refresh)}
          >
            {t('mails.paymentLink')}
          </button>
        )}
      </div>
      {feedback.view}
    </section>
  );
}
