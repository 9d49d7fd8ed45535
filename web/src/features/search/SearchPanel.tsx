import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useSearchDestinationsQuery } from '../../api/generated';
import { wantsSearchFocus } from './searchFocus';
import { toTreeRows } from './searchTree';
import { useDebouncedValue } from './useDebouncedValue';

const MIN_PHRASE_LENGTH = 2;

/** Search over regions, cities, beaches and sections; matches are shown as a tree. */
export function SearchPanel() {
  const { t } = useTranslation();
  const location = useLocation();
  const inputRef = useRef<HTMLInputElement>(null);
  const [phrase, setPhrase] = useState('');
  const q = useDebouncedValue(phrase.trim(), 250);
  const search = useSearchDestinationsQuery({ q }, { skip: q.length < MIN_PHRASE_LENGTH });
  const rows = search.data && !search.isError ? toTreeRows(search.data.items) : [];

  const focusRequested = wantsSearchFocus(location.state);
  useEffect(() => {
    if (focusRequested) inputRef.current?.focus();
  }, [focusRequested, location.key]);

  return (
    <div className="search-panel" role="search">
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
        onChange={(event) => setPhrase(event.target.value)}
        data-testid="destination-search"
      />
      {q.length >= MIN_PHRASE_LENGTH && (
        <div aria-live="polite">
          {search.isFetching && <p>{t('search.searching')}</p>}
          {search.isError && <p role="alert">{t('search.failed')}</p>}
          {search.isSuccess && !search.isFetching && rows.length === 0 && <p>{t('search.noResults')}</p>}
          {rows.length > 0 && (
            <ul className="search-panel__results" aria-label={t('search.results')}>
              {rows.map((row) => (
                <li key={`${row.kind}:${row.id}`} style={{ paddingInlineStart: row.indent }}>
                  <span className="search-panel__kind">{t(`search.kinds.${row.kind}`)}</span> {row.name}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
