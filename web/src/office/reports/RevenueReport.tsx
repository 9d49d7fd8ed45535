import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_MARGIN, ChartFigure } from './ChartFigure';
import { useGetRevenueReportQuery, type RevenuePeriod } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { dayText } from '../ui/dates';
import { useMoney } from './useMoney';
import { CsvButton } from './CsvButton';
import { METHOD_COLOURS, methodRevenue, reportCsvPath, revenueChartRows, type ReportRange } from './reportsLogic';
import { ScrollRegion } from './ScrollRegion';

/**
 * Revenue per day or month as bars stacked by payment method, with cancellations and their fees. The chart is for the
 * eye (hidden from screen readers); its figures are the table under it and a one-sentence summary.
 */
export function RevenueReport({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation(['reports', 'bookings']);
  const [groupBy, setGroupBy] = useState<RevenuePeriod>('day');
  const report = useGetRevenueReportQuery({ ...range, groupBy });
  const money = useMoney();
  const summaryId = useId();
  const data = report.data;
  const methodName = (method: string) =>
    method === 'UNKNOWN' ? t('revenue.UNKNOWN') : t(`bookings:paymentMethod.${method}`, { defaultValue: method });
  const periodText = (period: string) =>
    period.length === 10 ? dayText(period, i18n.language) : `${period.slice(5)}/${period.slice(0, 4)}`;

  return (
    <>
      <h2>{t('revenue.title')}</h2>
      <p className="reports__hint">{t('revenue.hint')}</p>
      <label className="office-field reports__group">
        {t('revenue.groupBy')}
        <select value={groupBy} onChange={(e) => setGroupBy(e.target.value as RevenuePeriod)}>
          <option value="day">{t('revenue.day')}</option>
          <option value="month">{t('revenue.month')}</option>
        </select>
      </label>
      <CsvButton
        url={reportCsvPath('revenue_report', range, { groupBy })}
        fallbackName="revenue.csv"
        label={t('revenue.csv')}
      />
      <QueryState query={report} isEmpty={!data?.periods.length} emptyText={t('revenue.empty')}>
        {data && (
          <>
            <p id={summaryId} className="reports__summary">
              {t('revenue.summary', {
                revenue: money.format(data.totalRevenue),
                bookings: data.totalPaidBookings,
                cancellations: data.totalCancellations,
                fees: money.format(data.totalCancellationFees),
              })}
            </p>
            <ChartFigure
              caption={t('revenue.chart', { unit: t(groupBy === 'day' ? 'revenue.unitDay' : 'revenue.unitMonth') })}
              testId="revenue-chart"
              height={280}
              describedBy={summaryId}
            >
              <BarChart data={revenueChartRows(data)} margin={CHART_MARGIN} accessibilityLayer={false}>
                <CartesianGrid strokeDasharray="3 3" vertical={false} />
                <XAxis dataKey="period" tickFormatter={periodText} />
                <YAxis tickFormatter={(v: number) => money.format(v)} width={90} />
                <Tooltip
                  formatter={(value, name) => [money.format(Number(value)), methodName(String(name))]}
                  labelFormatter={(label) => (typeof label === 'string' ? periodText(label) : '')}
                />
                <Legend formatter={(value) => methodName(String(value))} />
                {data.paymentMethods.map((method, i) => (
                  <Bar
                    key={method}
                    dataKey={method}
                    stackId="revenue"
                    maxBarSize={56}
                    fill={METHOD_COLOURS[i % METHOD_COLOURS.length]}
                    isAnimationActive={false}
                  />
                ))}
              </BarChart>
            </ChartFigure>
            <ScrollRegion label={t('revenue.title')}>
              <table className="reports-table" aria-label={t('revenue.title')}>
                <thead>
                  <tr>
                    <th scope="col">{t('revenue.period')}</th>
                    {data.paymentMethods.map((method) => (
                      <th key={method} scope="col" className="is-numeric">
                        {methodName(method)}
                      </th>
                    ))}
                    <th scope="col" className="is-numeric">
                      {t('revenue.total')}
                    </th>
                    <th scope="col" className="is-numeric">
                      {t('revenue.paidBookings')}
                    </th>
                    <th scope="col" className="is-numeric">
                      {t('revenue.cancellations')}
                    </th>
                    <th scope="col" className="is-numeric">
                      {t('revenue.cancellationFees')}
                    </th>
                    <th scope="col" className="is-numeric">
                      {t('revenue.refunds')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {data.periods.map((item) => (
                    <tr key={item.period}>
                      <th scope="row">{periodText(item.period)}</th>
                      {data.paymentMethods.map((method) => (
                        <td key={method} className="is-numeric">
                          {money.format(methodRevenue(data, item.period, method))}
                        </td>
                      ))}
                      <td className="is-numeric">{money.format(item.revenue)}</td>
                      <td className="is-numeric">{item.paidBookings}</td>
                      <td className="is-numeric">{item.cancellations}</td>
                      <td className="is-numeric">{money.format(item.cancellationFees)}</td>
                      <td className="is-numeric">{money.format(item.refunds)}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('revenue.totals')}</th>
                    {data.paymentMethods.map((method) => (
                      <td key={method} className="is-numeric">
                        {money.format(
                          data.periods.reduce((s, item) => s + methodRevenue(data, item.period, method), 0),
                        )}
                      </td>
                    ))}
                    <td className="is-numeric">{money.format(data.totalRevenue)}</td>
                    <td className="is-numeric">{data.totalPaidBookings}</td>
                    <td className="is-numeric">{data.totalCancellations}</td>
                    <td className="is-numeric">{money.format(data.totalCancellationFees)}</td>
                    <td className="is-numeric">{money.format(data.totalRefunds)}</td>
                  </tr>
                </tfoot>
              </table>
            </ScrollRegion>
          </>
        )}
      </QueryState>
    </>
  );
}
