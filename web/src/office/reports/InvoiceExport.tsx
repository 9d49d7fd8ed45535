import { useTranslation } from 'react-i18next';
import { useListInvoiceExportQuery } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { dayText } from '../ui/dates';
import { useMoney } from './useMoney';
import { CsvButton } from './CsvButton';
import { reportCsvPath, type ReportRange } from './reportsLogic';
import { ScrollRegion } from './ScrollRegion';

/** The rates whose VAT the table shows in columns of their own (the CSV also has the net per rate). */
const VAT_COLUMNS = [19, 7] as const;

/** How many lines the table shows; the CSV always has all of them. */
const SHOWN = 200;

/** The accountant's export: the invoices issued in the range as a table and as a CSV file. */
export function InvoiceExport({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation(['reports', 'bookings']);
  const list = useListInvoiceExportQuery({ ...range, itemsPerPage: SHOWN });
  const money = useMoney();
  const items = list.data?.items ?? [];
  const total = list.data?.total ?? 0;

  return (
    <>
      <div className="reports__tools">
        <div>
          <h2>{t('invoices.title')}</h2>
          <p className="reports__hint">{t('invoices.hint')}</p>
        </div>
        <CsvButton url={reportCsvPath('invoice_export', range)} fallbackName="invoices.csv" label={t('invoices.csv')} />
      </div>
      <QueryState query={list} isEmpty={!items.length} emptyText={t('invoices.empty')}>
        <p>{t('invoices.count', { count: total })}</p>
        {total > items.length && <p>{t('invoices.more', { shown: items.length })}</p>}
        <ScrollRegion label={t('invoices.title')}>
          <table className="reports-table" aria-label={t('invoices.title')}>
            <thead>
              <tr>
                <th scope="col">{t('invoices.number')}</th>
                <th scope="col">{t('invoices.date')}</th>
                <th scope="col">{t('invoices.kind')}</th>
                <th scope="col">{t('invoices.bookingRef')}</th>
                <th scope="col" className="is-numeric">
                  {t('invoices.net')}
                </th>
                <th scope="col" className="is-numeric">
                  {t('invoices.vat')}
                </th>
                {/* each rate on its own, as the accountant books it */}
                {VAT_COLUMNS.map((rate) => (
                  <th key={rate} scope="col" className="is-numeric">
                    {t('invoices.vatAt', { rate })}
                  </th>
                ))}
                <th scope="col" className="is-numeric">
                  {t('invoices.gross')}
                </th>
                <th scope="col">{t('invoices.paymentMethod')}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((line) => (
                <tr key={line.invoiceNumber}>
                  <th scope="row">{line.invoiceNumber}</th>
                  <td>{dayText(line.date, i18n.language)}</td>
                  <td>
                    {line.kind === 'CORRECTION'
                      ? t('invoices.CORRECTION', { number: line.corrects ?? '' })
                      : t('invoices.INVOICE')}
                  </td>
                  <td>{line.bookingRef}</td>
                  <td className="is-numeric">{money.format(line.net)}</td>
                  <td className="is-numeric">{money.format(line.vat)}</td>
                  <td className="is-numeric">{money.format(line.vat19)}</td>
                  <td className="is-numeric">{money.format(line.vat7)}</td>
                  <td className="is-numeric">{money.format(line.gross)}</td>
                  <td>
                    {line.paymentMethod
                      ? t(`bookings:paymentMethod.${line.paymentMethod}`, { defaultValue: line.paymentMethod })
                      : '–'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      </QueryState>
    </>
  );
}
