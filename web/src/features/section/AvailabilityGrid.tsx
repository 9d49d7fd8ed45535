import { useDeferredValue, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { BeachChairAvailabilityDto, SectionAvailabilityDto } from '../../api/generated';
import { vendorText } from '../../app/vendorText';
import { modelCode } from '../cart/modelCodes';
import { BedIcon, ChildIcon, PawIcon, SaunaIcon, StarIcon, WaveIcon, WheelchairIcon } from '../../ui/icons';
import { chairColor, modelIcon, type ModelIcon } from './chairLook';
import { LockIcon } from './LockIcon';
import { GridLegend } from './GridLegend';
import { chairStatus, type GridRow } from './sectionRules';

type Props = {
  rows: readonly GridRow[];
  selectedChairId: number | null;
  ownChairIds: ReadonlySet<number>;
  /** The range's facts (lead time, booking start): a free chair that cannot be had yet is shown as such */
  range?: Pick<SectionAvailabilityDto, 'leadTime' | 'bookingStart' | 'onlineBooking' | 'ended'>;
  onSelect: (chair: BeachChairAvailabilityDto) => void;
  /** The row nearest the sea (rowNearestSea), when known: its heading says so, and the sea is drawn on its side. */
  seaRowId?: number;
};

// Tiles of the first render: a phone's screen and more. The rest follow in a background render that React cuts into
// slices, so a 400-chair section never blocks the page for long (Lighthouse TBT, issue 17).
const FIRST_TILES = 60;

/** The rows cut after `count` chairs. */
function firstTiles(rows: readonly GridRow[], count: number): readonly GridRow[] {
  const head: GridRow[] = [];
  let left = count;
  for (const row of rows) {
    if (left <= 0) break;
    head.push(row.chairs.length <= left ? row : { ...row, chairs: row.chairs.slice(0, left) });
    left -= row.chairs.length;
  }
  return head;
}

/** Per row a heading, then 70x70 chair tiles with number, icons, colour border and time state. */
export function AvailabilityGrid({ rows: allRows, selectedChairId, ownChairIds, range, onSelect, seaRowId }: Props) {
  const { t, i18n } = useTranslation('section');
  const head = useMemo(() => firstTiles(allRows, FIRST_TILES), [allRows]);
  const rows = useDeferredValue(allRows, head);
  // The sea on the side of the grid where its row is: above the first row, or below the last.
  const seaIndex = seaRowId === undefined ? -1 : allRows.findIndex(({ row }) => row.id === seaRowId);
  const seaSide =
    seaIndex < 0 ? undefined : seaIndex === 0 ? 'top' : seaIndex === allRows.length - 1 ? 'bottom' : undefined;
  const sea = (
    <p className={`availability-grid__sea availability-grid__sea--${seaSide}`} data-testid="grid-sea">
      <WaveIcon size={18} /> {t('availability.sea')} <WaveIcon size={18} />
    </p>
  );
  return (
    <div className="availability-grid" data-testid="availability-grid">
      <GridLegend />
      {seaSide === 'top' && sea}
      {rows.map(({ row, chairs }) => (
        <section
          key={row.id}
          className="availability-grid__row"
          aria-label={vendorText(row.name, row.nameEn, i18n.language) || t('availability.noRow')}
        >
          {row.name && (
            <h3 className="availability-grid__heading">
              {vendorText(row.name, row.nameEn, i18n.language)}
              {row.id === seaRowId && (
                <span className="availability-grid__sea-row" data-testid="sea-row">
                  {' · '}
                  <WaveIcon size={14} /> {t('availability.seaRow')}
                </span>
              )}
            </h3>
          )}
          <ul className="availability-grid__tiles">
            {chairs.map((chair) => {
              const { tile: state } = chairStatus(chair, ownChairIds.has(chair.id), range);
              const color = chairColor(chair.attributes.color);
              const icon = modelIcon(chair.model);
              const own = ownChairIds.has(chair.id);
              return (
                <li key={chair.id}>
                  <button
                    type="button"
                    className={`chair-tile chair-tile--${state}${own ? ' chair-tile--own' : ''}`}
                    style={color ? { borderTopColor: color } : undefined}
                    data-testid="chair-tile"
                    data-state={state}
                    data-chair-id={chair.id}
                    aria-current={chair.id === selectedChairId ? 'true' : undefined}
                    onClick={() => onSelect(chair)}
                  >
                    {/* The accessible name is the visible number with hidden words around it (axe: label-content-name-mismatch). */}
                    <span className="chair-tile__number">
                      <span className="visually-hidden">{t('chairWord')} </span>
                      {chair.publicNumber}
                      <span className="visually-hidden">
                        {` (${t(`models.${chair.model}`)}, ${own ? t('tileStates.own') : t(`tileStates.${state}`)})`}
                      </span>
                    </span>
                    <span className="chair-tile__icons" aria-hidden="true">
                      {chair.lockId !== null && <LockIcon title={t('icons.lock')} />}
                      {chair.seasonBeachChair && <StarIcon size={10} title={t('icons.season')} />}
                      {icon && <ModelGlyph icon={icon} />}
                    </span>
                    <span className="chair-tile__model" aria-hidden="true">
                      {modelCode(chair.model)}
                    </span>
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
      {seaSide === 'bottom' && rows.length === allRows.length && sea}
    </div>
  );
}

const MODEL_GLYPHS = { wheelchair: WheelchairIcon, sauna: SaunaIcon, dog: PawIcon, child: ChildIcon, bed: BedIcon };

/** The model's mark on a tile (SVG, not an emoji: no emoji font everywhere); the tile's name names the model. */
function ModelGlyph({ icon }: { icon: ModelIcon }) {
  if (icon === 'xl') return <span>XL</span>;
  const Glyph = MODEL_GLYPHS[icon];
  return <Glyph size={10} />;
}
