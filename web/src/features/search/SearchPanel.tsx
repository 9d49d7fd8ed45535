import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSearchDestinationsQuery } from '../../api/generated';
import { paths } from '../../app/paths';
import { BeachIcon, CityIcon, MapIcon, UmbrellaIcon } from '../../ui/icons';
import { bookingSourceFor } from '../cart/bookingSource';
import { DateRangePicker } from '../selection/DateRangePicker';
import { useWidgetScope } from '../widget/useWidgetScope';
import { hitsInScope } from '../widget/widgetSession';
import { wantsSearchFocus } from './searchFocus';
import { filterTree, pathOfHit, toTreeRows } from './searchTree';
import { useDebouncedValue } from './useDebouncedValue';

const MIN_PHRASE_LENGTH = 2;
// SVG icons: emoji render as empty boxes without an emoji font.
const kindIcon = { REGION: MapIcon, CITY: CityIcon, BEACH: BeachIcon, BEACH_SECTION: UmbrellaIcon } as const;

/** Dates, search over regions, cities, beaches and sections (a tree of links) and the "all" switch. */
export function SearchPanel() {
  const { t } = useTranslation();
  const { t: ts } = useTranslation('section');
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phrase, setPhrase] = useState('');
  // The suggestions close once one is picked (or on Escape) and open again when the guest types.
  const [open, setOpen] = useState(true);
  // "All": also places whose sections are not bookable online (off: only online-bookable ones).
  const [all, setAll] = useState(false);
  const q = useDebouncedValue(phrase.trim(), 250);
  const search = useSearchDestinationsQuery(
    { q, onlineBooking: all ? undefined : true },
    { skip: q.length < MIN_PHRASE_LENGTH },
  );
  // A widget finds only its vendor's places (issue 29, 9b), as its lists show only those.
  const places = useWidgetScope();
  const inWidget = places !== null;
  const { scope, regionId } = places ?? {};
  const hits = useMemo(
    () => hitsInScope(search.data && !search.isError ? search.data.items : [], inWidget ? { scope, regionId } : null),
    [search.data, search.isError, inWidget, scope, regionId],
  );
  // The server answers the debounced phrase; the rows narrow at once while typing on.
  const rows = useMemo(() => filterTree(toTreeRows(hits), phrase), [hits, phrase]);

  // Spec 1: the embedded widget hides the "all" switch.
  const widget = bookingSourceFor(location.search) === 'WIDGET';
  const focusRequested = wantsSearchFocus(location.state);
  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested, location.key]);

  return (
    <div className="search-panel" role="search">
      <DateRangePicker />
      <label htmlFor="destination-search" className="search-panel__label">
        {t('search.label')}
      </label>
      <input
        ref={inputRef}
        id="destination-search"
        type="search"
        className="search-panel__input"
        placeholder={t('search.placeholder')}
        autoComplete="off"
        value={phrase}
        onChange={(event) => {
          setPhrase(event.target.value);
          setOpen(true);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && open && q.length >= MIN_PHRASE_LENGTH) {
            event.preventDefault();
            setOpen(false);
          }
        }}
        data-testid="destination-search"
      />
      {!widget && (
        <label className="search-panel__all">
          <input type="checkbox" role="switch" checked={all} onChange={(event) => setAll(event.target.checked)} />{' '}
          {ts('search.all')}
        </label>
      )}
      {open && q.length >= MIN_PHRASE_LENGTH && (
        <div aria-live="polite">
          {search.isFetching && <p>{t('search.searching')}</p>}
          {search.isError && <p role="alert">{t('search.failed')}</p>}
          {search.isSuccess && !search.isFetching && rows.length === 0 && <p>{t('search.noResults')}</p>}
          {rows.length > 0 && (
            <ul className="search-panel__results" aria-label={t('search.results')}>
              {rows.map((row) => (
                <li key={`${row.kind}:${row.id}`} style={{ paddingInlineStart: row.indent }}>
                  <Link
                    to={pathOfHit(row, hits, paths)}
                    className="search-panel__hit"
                    data-testid="search-hit"
                    onClick={() => setOpen(false)}
                  >
                    <KindIcon kind={row.kind} />{' '}
                    <span className="search-panel__kind">{t(`search.kinds.${row.kind}`)}</span> {row.name}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

function KindIcon({ kind }: { kind: keyof typeof kindIcon }) {
  const Icon = kindIcon[kind];
  return <Icon size={14} />;
}
