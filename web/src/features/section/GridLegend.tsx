import { useTranslation } from 'react-i18next';

// The tile colours of the availability grid, explained (issue 21 item 6.5); swatches reuse the tiles' classes.
const ENTRIES = [
  { key: 'free', swatch: 'grid-legend__swatch--free' },
  { key: 'halfDay', swatch: 'chair-tile--morning' },
  { key: 'booked', swatch: 'chair-tile--allDay' },
  { key: 'own', swatch: 'chair-tile--own' },
  { key: 'notBookable', swatch: 'chair-tile--notBookable' },
] as const;

export function GridLegend() {
  const { t } = useTranslation('section');
  return (
    <ul className="grid-legend" aria-label={t('legend.title')} data-testid="grid-legend">
      {ENTRIES.map(({ key, swatch }) => (
        <li key={key} className="grid-legend__entry">
          <span className={`grid-legend__swatch ${swatch}`} aria-hidden="true" />
          {t(`legend.${key}`)}
        </li>
      ))}
    </ul>
  );
}
