import type { ReactElement } from 'react';
import { ResponsiveContainer } from 'recharts';

// Chart margins of the reports (recharts' own default crops the axis labels).
export const CHART_MARGIN = { top: 8, right: 8, bottom: 8, left: 8 };

interface Props {
  caption: string;
  testId: string;
  height: number;
  /** A text that says in words what the chart shows */
  describedBy?: string;
  children: ReactElement;
}

/** A report's chart: for the eye only (hidden from screen readers); its figures are in the table beside it. */
export function ChartFigure({ caption, testId, height, describedBy, children }: Props) {
  return (
    <figure className="reports-chart" aria-describedby={describedBy}>
      <figcaption>{caption}</figcaption>
      <div className="reports-chart__canvas" aria-hidden="true" data-testid={testId}>
        <ResponsiveContainer width="100%" height={height}>
          {children}
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
