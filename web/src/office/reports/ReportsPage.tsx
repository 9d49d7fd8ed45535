import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceExport } from './InvoiceExport';
import { OccupancyReport } from './OccupancyReport';
import { RevenueReport } from './RevenueReport';
import { currentMonth, rangeProblem, type ReportRange } from './reportsLogic';
import './reports.css';

const TABS = ['occupancy', 'revenue', 'invoices'] as const;
type Tab = (typeof TABS)[number];

/**
 * The owner's reports for a period (the current month unless changed): occupancy per section and day, revenue by
 * payment method, and the accountant's invoice export. One tab at a time, so only its figures are asked for.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const [range, setRange] = useState<ReportRange>(() => currentMonth());
  const [tab, setTab] = useState<Tab>('occupancy');
  const problem = rangeProblem(range);
  const id = useId();

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    const next = TABS[(TABS.indexOf(tab) + step + TABS.length) % TABS.length]!;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };

  return (
    <section className="office-card reports">
      <header className="reports__header">
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <fieldset className="reports__range">
        <legend>{t('range.label')}</legend>
        <label className="office-field">
          {t('range.from')}
          <input type="date" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} />
        </label>
        <label className="office-field">
          {t('range.to')}
          <input type="date" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} />
        </label>
        <button type="button" className="office-button" onClick={() => setRange(currentMonth())}>
          {t('range.thisMonth')}
        </button>
      </fieldset>
      {problem && (
        <p className="office-alert" role="alert">
          {t(`range.${problem}`)}
        </p>
      )}
      <div role="tablist" aria-label={t('tabs.label')} className="reports__tabs">
        {TABS.map((key) => (
          <button
            key={key}
            id={`${id}-tab-${key}`}
            type="button"
            role="tab"
            aria-selected={tab === key}
            aria-controls={`${id}-panel`}
            tabIndex={tab === key ? 0 : -1}
            className={`reports__tab${tab === key ? ' is-active' : ''}`}
            onClick={() => setTab(key)}
            onKeyDown={onTabKey}
          >
            {t(`tabs.${key}`)}
          </button>
        ))}
      </div>
      <div id={`${id}-panel`} role="tabpanel" aria-labelledby={`${id}-tab-${tab}`} className="reports__panel">
        {!problem && tab === 'occupancy' && <OccupancyReport range={range} />}
        {!problem && tab === 'revenue' && <RevenueReport range={range} />}
        {!problem && tab === 'invoices' && <InvoiceExport range={range} />}
      </div>
    </section>
  );
}
