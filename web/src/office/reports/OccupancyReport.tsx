import { useTranslation } from 'react-i18next';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { CHART_MARGIN, ChartFigure } from './ChartFigure';
import { useGetOccupancyReportQuery } from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { shortDayText } from '../ui/dates';
import { CsvButton } from './CsvButton';
import { METHOD_COLOURS, occupancyByDay, occupancyChartRows, reportCsvPath, type ReportRange } from './reportsLogic';
import { ScrollRegion } from './ScrollRegion';

/** A percentage with a small bar under it; the number is the figure, the bar only shows it. */
function PercentBar({ percent, label }: { percent: number | null; label?: string }) {
  const { t, i18n } = useTranslation('reports');
  if (percent === null) return <span>{t('occupancy.none')}</span>;
  const text = `${percent.toLocaleString(i18n.language === 'en' ? 'en-GB' : 'de-DE')} %`;
  return (
    <span className="reports-bar" title={label}>
      <span className="reports-bar__value">{text}</span>
      <span className="reports-bar__track" aria-hidden="true">
        <span className="reports-bar__fill" style={{ width: `${Math.min(100, percent)}%` }} />
      </span>
    </span>
  );
}

/** Occupancy per section over the range, then per day (one column per section), each with its small bar. */
export function OccupancyReport({ range }: { range: ReportRange }) {
  const { t, i18n } = useTranslation('reports');
  const report = useGetOccupancyReportQuery(range);
  const sections = report.data?.sections ?? [];
  const days = occupancyByDay(report.data?.items ?? []);

  return (
    <QueryState query={report} isEmpty={!sections.length} emptyText={t('occupancy.empty')}>
      <h2>{t('occupancy.title')}</h2>
      <p className="reports__hint">{t('occupancy.hint')}</p>
      <CsvButton
        url={reportCsvPath('occupancy_report', range)}
        fallbackName="occupancy.csv"
        label={t('occupancy.csv')}
      />
      <ScrollRegion label={t('occupancy.title')}>
        <table className="reports-table" aria-label={t('occupancy.title')}>
          <thead>
            <tr>
              <th scope="col">{t('occupancy.section')}</th>
              <th scope="col" className="is-numeric">
                {t('occupancy.chairDays')}
              </th>
              <th scope="col">{t('occupancy.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.sectionId}>
                <th scope="row">{s.sectionName}</th>
                <td className="is-numeric">
                  {t('occupancy.cell', { booked: s.bookedChairDays, active: s.chairDays })}
                </td>
                <td>
                  <PercentBar percent={s.occupancyPercent} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <h3>{t('occupancy.perDay')}</h3>
      <ChartFigure caption={t('occupancy.chart')} testId="occupancy-chart" height={260}>
        <LineChart data={occupancyChartRows(days)} margin={CHART_MARGIN} accessibilityLayer={false}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis dataKey="date" tickFormatter={(date: string) => shortDayText(date, i18n.language)} />
          <YAxis domain={[0, 100]} tickFormatter={(v: number) => `${v} %`} width={56} />
          <Tooltip
            formatter={(value, name) => [value === null ? t('occupancy.none') : `${String(value)} %`, String(name)]}
            labelFormatter={(label) => (typeof label === 'string' ? shortDayText(label, i18n.language) : '')}
          />
          <Legend />
          {sections.map((s, i) => (
            <Line
              key={s.sectionId}
              dataKey={`s${s.sectionId}`}
              name={s.sectionName}
              stroke={METHOD_COLOURS[i % METHOD_COLOURS.length]}
              strokeWidth={2}
              dot={days.length <= 31}
              connectNulls
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ChartFigure>
      <ScrollRegion label={t('occupancy.perDay')}>
        <table className="reports-table reports-table--days" aria-label={t('occupancy.perDay')}>
          <thead>
            <tr>
              <th scope="col">{t('occupancy.day')}</th>
              {sections.map((s) => (
                <th key={s.sectionId} scope="col">
                  {s.sectionName}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {days.map((day) => (
              <tr key={day.date}>
                <th scope="row">{shortDayText(day.date, i18n.language)}</th>
                {day.lines.map((line) => (
                  <td key={line.sectionId}>
                    <PercentBar
                      percent={line.occupancyPercent}
                      label={t('occupancy.cell', { booked: line.bookedChairs, active: line.activeChairs })}
                    />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </QueryState>
  );
}
