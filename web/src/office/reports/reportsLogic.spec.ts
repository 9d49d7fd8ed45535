import { describe, expect, it } from '@jest/globals';
import type { RevenueReportDto } from '../api/officeApi';
import {
  currentMonth,
  occupancyByDay,
  occupancyChartRows,
  rangeProblem,
  reportCsvPath,
  revenueChartRows,
} from './reportsLogic';

describe('reportsLogic', () => {
  it('defaults to the current month in Berlin', () => {
    expect(currentMonth(new Date('2026-02-10T12:00:00Z'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
    // 23:30 UTC on 31 March is 1 April in Berlin.
    expect(currentMonth(new Date('2026-03-31T23:30:00Z'))).toEqual({ from: '2026-04-01', to: '2026-04-30' });
  });

  it('checks the range', () => {
    expect(rangeProblem({ from: '2026-07-01', to: '2026-07-31' })).toBeNull();
    expect(rangeProblem({ from: '', to: '2026-07-31' })).toBe('missing');
    expect(rangeProblem({ from: '2026-07-31', to: '2026-07-01' })).toBe('order');
    expect(rangeProblem({ from: '2026-01-01', to: '2027-01-03' })).toBe('tooLong');
  });

  it('puts each payment method under its own key, 0 where it has none', () => {
    const report = {
      paymentMethods: ['CASH', 'EC'],
      periods: [{ period: '2026-07-01' }, { period: '2026-07-02' }],
      items: [
        { period: '2026-07-01', paymentMethod: 'EC', revenue: 12.5 },
        { period: '2026-07-02', paymentMethod: 'CASH', revenue: 30 },
        { period: '2026-07-02', paymentMethod: null, revenue: 0 },
      ],
    } as unknown as RevenueReportDto;
    expect(revenueChartRows(report)).toEqual([
      { period: '2026-07-01', CASH: 0, EC: 12.5 },
      { period: '2026-07-02', CASH: 30, EC: 0 },
    ]);
  });

  it('groups occupancy lines by day', () => {
    const line = (date: string, sectionId: number) => ({
      date,
      sectionId,
      sectionName: `S${sectionId}`,
      activeChairs: 2,
      bookedChairs: 1,
      occupancyPercent: 50,
    });
    const grid = occupancyByDay([line('2026-07-01', 1), line('2026-07-01', 2), line('2026-07-02', 1)]);
    expect(grid.map((d) => [d.date, d.lines.length])).toEqual([
      ['2026-07-01', 2],
      ['2026-07-02', 1],
    ]);
    // The chart: a row per day, a key per section, null where the section had no chairs.
    const empty = { ...line('2026-07-02', 2), activeChairs: 0, bookedChairs: 0, occupancyPercent: null };
    expect(
      occupancyChartRows(
        occupancyByDay([line('2026-07-01', 1), { ...line('2026-07-01', 2), occupancyPercent: 25 }, empty]),
      ),
    ).toEqual([
      { date: '2026-07-01', s1: 50, s2: 25 },
      { date: '2026-07-02', s2: null },
    ]);
  });

  it('asks for the reports as German CSV, the invoice export with all its lines', () => {
    const range = { from: '2026-07-01', to: '2026-07-31' };
    expect(reportCsvPath('invoice_export', range)).toBe(
      '/features/booking_details/invoice_export?from=2026-07-01&to=2026-07-31&csv=true&csvFormat=excel-de&itemsPerPage=0',
    );
    expect(reportCsvPath('revenue_report', range, { groupBy: 'month' })).toBe(
      '/features/booking_details/revenue_report?from=2026-07-01&to=2026-07-31&groupBy=month&csv=true&csvFormat=excel-de',
    );
  });
});
