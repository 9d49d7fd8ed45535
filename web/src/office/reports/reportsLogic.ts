import { endOfMonth, format, parseISO } from 'date-fns';
import type { OccupancyLineDto, RevenueReportDto } from '../api/officeApi';
import { berlinDay } from '../ui/dates';

// The reports screen's rules, free of React: the default range, the range check, the chart's rows, the export's address.

export interface ReportRange {
  from: string;
  to: string;
}

/** The current month in Europe/Berlin, first to last day. */
export function currentMonth(now: Date = new Date()): ReportRange {
  const today = berlinDay(now);
  return { from: `${today.slice(0, 8)}01`, to: format(endOfMonth(parseISO(today)), 'yyyy-MM-dd') };
}

/** The server takes at most 366 days; a range must run forward. */
export const MAX_DAYS = 366;

export function rangeProblem(range: ReportRange): 'missing' | 'order' | 'tooLong' | null {
  if (!range.from || !range.to) return 'missing';
  if (range.to < range.from) return 'order';
  const days = (Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000;
  return days > MAX_DAYS ? 'tooLong' : null;
}

/** One chart row per period: the revenue of each payment method under its own key (stacked bars). */
export function revenueChartRows(report: RevenueReportDto): Record<string, string | number>[] {
  return report.periods.map(({ period }) => {
    const row: Record<string, string | number> = { period };
    for (const method of report.paymentMethods) row[method] = methodRevenue(report, period, method);
    return row;
  });
}

/** The revenue of `method` in `period` (0 when none). */
export const methodRevenue = (report: RevenueReportDto, period: string, method: string): number =>
  report.items.find((line) => line.period === period && line.paymentMethod === method)?.revenue ?? 0;

/** The occupancy lines as a day × section grid: days in order, each with its sections' lines. */
export function occupancyByDay(items: OccupancyLineDto[]): { date: string; lines: OccupancyLineDto[] }[] {
  const days = new Map<string, OccupancyLineDto[]>();
  for (const line of items) days.set(line.date, [...(days.get(line.date) ?? []), line]);
  return [...days.entries()].map(([date, lines]) => ({ date, lines }));
}

/** One chart row per day: each section's occupancy in percent under the key `s<sectionId>` (null: no chairs that day). */
export function occupancyChartRows(
  days: { date: string; lines: OccupancyLineDto[] }[],
): Record<string, string | number | null>[] {
  return days.map(({ date, lines }) => {
    const row: Record<string, string | number | null> = { date };
    for (const line of lines) row[`s${line.sectionId}`] = line.occupancyPercent;
    return row;
  });
}

/** A report's CSV (German spreadsheet dialect) for the range: `occupancy_report`, `revenue_report` or `invoice_export`. */
export function reportCsvPath(
  report: 'occupancy_report' | 'revenue_report' | 'invoice_export',
  range: ReportRange,
  extra: Record<string, string> = {},
): string {
  const query = new URLSearchParams({ from: range.from, to: range.to, ...extra, csv: 'true', csvFormat: 'excel-de' });
  if (report === 'invoice_export') query.set('itemsPerPage', '0');
  return `/features/booking_details/${report}?${query.toString()}`;
}

/** Colours of the chart series (payment methods, sections) in their order (contrast ≥ 3:1 on white). */
export const METHOD_COLOURS = ['#1f5fa8', '#c2571a', '#2e7d32', '#7b3fa0', '#a8322d', '#00796b', '#5d4037', '#455a64'];
