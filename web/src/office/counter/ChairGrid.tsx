import { useTranslation } from 'react-i18next';
import type { CounterRow } from './counterLogic';

interface Props {
  rows: readonly CounterRow[];
  onToggle: (chairId: number) => void;
}

/** The section's chairs by row as tiles: free ones toggle into the sale, the others say why they cannot. */
export function ChairGrid({ rows, onToggle }: Props) {
  const { t } = useTranslation('counter');
  return (
    <div className="counter-grid" data-testid="counter-grid">
      {rows.map((row) => (
        <section key={row.key} className="counter-grid__row" aria-label={row.name ?? t('grid.noRow')}>
          <h3 className="counter-grid__heading">{row.name ?? t('grid.noRow')}</h3>
          <ul className="counter-grid__tiles">
            {row.tiles.map((tile) => {
              const state = tile.selected ? 'selected' : tile.state;
              return (
                <li key={tile.id}>
                  <button
                    type="button"
                    className={`counter-tile counter-tile--${state}`}
                    data-testid="counter-chair"
                    data-chair-id={tile.id}
                    data-state={tile.state}
                    aria-pressed={tile.state === 'free' ? tile.selected : undefined}
                    disabled={tile.state !== 'free'}
                    onClick={() => onToggle(tile.id)}
                  >
                    {/* The accessible name starts with the visible number (axe: label-content-name-mismatch). */}
                    <span className="counter-tile__number">
                      <span className="office-visually-hidden">{t('grid.chair')} </span>
                      {tile.publicNumber}
                    </span>
                    <span className="counter-tile__state">{t(`grid.states.${state}`)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
