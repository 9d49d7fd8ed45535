import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type {
  BeachChairAvailabilityDto,
  PublicVendorDto,
  SectionAvailabilityDto,
  SectionDetailDto,
} from '../../api/generated';
import { paths } from '../../app/paths';
import { WaveIcon } from '../../ui/icons';
import { vendorText } from '../../app/vendorText';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import {
  clearDraft,
  createDraft,
  selectChair,
  selectDraft,
  selectRow,
  selectSelection,
  setDates,
} from '../selection/selectionSlice';
import { AvailabilityGrid } from './AvailabilityGrid';
import { DraftBookingModal } from './DraftBookingModal';
import { Notices } from './Notices';
import { everyRowHasData, groupByRow, noticesOf } from './sectionRules';
import { Timeline } from './Timeline';
import { useOwnChairIds, useSectionCalendar } from './useSectionData';
import './section.css';

type Props = {
  section: SectionDetailDto;
  availability: SectionAvailabilityDto | undefined;
  loading: boolean;
  failed: boolean;
  rowId: number | undefined;
  regionName: string;
  cityName: string;
  beachPath: string | undefined;
  vendor: PublicVendorDto | undefined;
  onNavigate: (path: string) => void;
  /** The row nearest the sea, when the geometry tells it (rowNearestSea). */
  seaRowId?: number;
};

/** Grid or timeline of a section's chairs for the range, rows first for sections with subsections. */
export function AvailabilityPanel(props: Props) {
  const { section, availability, rowId, regionName, cityName, onNavigate } = props;
  const { t, i18n } = useTranslation('section');
  const dispatch = useAppDispatch();
  const { chairId } = useAppSelector(selectSelection);
  const draft = useAppSelector(selectDraft);
  const ownChairIds = useOwnChairIds();
  const [view, setView] = useState<'grid' | 'timeline'>('grid');
  const rowsFirst = section.hasSubsections && rowId === undefined;
  const chairs = availability?.rowData ?? [];
  const rows = availability?.rows ?? section.rows;
  const shownRows = rowId === undefined ? rows : rows.filter((row) => row.id === rowId);
  const toggleOffered = !rowsFirst && everyRowHasData(shownRows, chairs);
  const showTimeline = toggleOffered && view === 'timeline';
  const calendar = useSectionCalendar(section, rowId, !showTimeline);
  const sectionPath = paths.section(regionName, cityName, section.name, section.id);

  const openChair = (chair: Pick<BeachChairAvailabilityDto, 'id' | 'rowId'>) => {
    dispatch(selectRow(chair.rowId));
    dispatch(selectChair(chair.id));
    onNavigate(paths.chair(cityName, section.name, section.id, chair.id));
  };

  const acceptDraft = () => {
    if (!draft) return;
    dispatch(setDates({ startDate: draft.start, endDate: draft.end }));
    const chair = chairs.find((c) => c.id === draft.beachChairId);
    dispatch(clearDraft());
    openChair({ id: draft.beachChairId, rowId: chair?.rowId ?? null });
  };
  const cancelDraft = () => {
    dispatch(clearDraft());
    onNavigate(sectionPath);
  };

  return (
    <section className="availability-panel" aria-labelledby="availability-title" data-testid="availability-panel">
      <header className="availability-panel__header">
        <h2 id="availability-title">{rowsFirst ? t('availability.chooseRow') : t('availability.title')}</h2>
        {toggleOffered && (
          <div className="availability-panel__toggle" role="group" aria-label={t('availability.view')}>
            <button type="button" aria-pressed={view === 'grid'} onClick={() => setView('grid')}>
              {t('availability.grid')}
            </button>
            <button
              type="button"
              aria-pressed={view === 'timeline'}
              onClick={() => setView('timeline')}
              data-testid="timeline-toggle"
            >
              {t('availability.timeline')}
            </button>
          </div>
        )}
        {props.beachPath && (
          <Link
            className="availability-panel__minimise"
            to={section.hasSubsections && !rowsFirst ? sectionPath : props.beachPath}
          >
            {t('availability.minimise')}
          </Link>
        )}
      </header>
      {props.failed && <p role="alert">{t('availability.failed')}</p>}
      {availability && (
        <Notices notices={noticesOf(availability, !rowsFirst)} cityName={cityName} vendor={props.vendor} />
      )}
      {rowsFirst ? (
        <ul className="availability-panel__rows" data-testid="row-list">
          {section.rows.map((row) => (
            <li key={row.id}>
              <Link
                className="button button--primary"
                to={paths.row(regionName, cityName, section.name, section.id, row.id)}
              >
                {vendorText(row.name, row.nameEn, i18n.language)}
                {row.id === props.seaRowId && (
                  <span data-testid="sea-row">
                    {' · '}
                    <WaveIcon size={14} /> {t('availability.seaRow')}
                  </span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      ) : props.loading && !availability ? (
        <p role="status">{t('availability.loading')}</p>
      ) : showTimeline ? (
        calendar.data ? (
          <Timeline
            calendar={calendar.data}
            onPickDay={(beachChairId, day) => dispatch(createDraft({ beachChairId, start: day, end: day }))}
          />
        ) : (
          <p role="status">{t('availability.loading')}</p>
        )
      ) : (
        <AvailabilityGrid
          rows={groupByRow(shownRows, chairs)}
          selectedChairId={chairId}
          ownChairIds={ownChairIds}
          range={availability}
          onSelect={openChair}
          seaRowId={props.seaRowId}
        />
      )}
      {draft && (
        <DraftBookingModal
          draft={draft}
          chairNumber={chairs.find((c) => c.id === draft.beachChairId)?.publicNumber}
          onAccept={acceptDraft}
          onCancel={cancelDraft}
        />
      )}
    </section>
  );
}
