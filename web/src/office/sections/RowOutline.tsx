import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateRowMutation, type GeoJsonPolygon, type RowDto } from '../api/officeApi';
import type { MapRequest } from './SectionEditor';
import { useSectionErrorText } from './useSectionErrorText';

interface Props {
  row: RowDto;
  request: MapRequest | null;
  onRequest: (request: MapRequest | null) => void;
}

/**
 * A row's own outline: drawn as a polygon on the section's map (terra-draw) and saved at once, or removed. The server
 * refuses an outline outside the section or a crossed one; its text shows here.
 */
export function RowOutline({ row, request, onRequest }: Props) {
  const { t } = useTranslation('sections');
  const errorText = useSectionErrorText();
  const [update, updating] = useUpdateRowMutation();
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const drawing = request?.kind === 'row' && request.rowId === row.id;

  const save = async (geoJson: GeoJsonPolygon | null) => {
    setError('');
    setNotice('');
    // One drawing per click on "draw": after a refusal the button is back for the next try.
    if (geoJson) onRequest(null);
    try {
      await update({ id: row.id, updateRowDto: { geoJson } }).unwrap();
      setNotice(t(geoJson ? 'rowOutline.saved' : 'rowOutline.removed', { name: row.name }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <div className="sections-row-outline">
      {drawing ? (
        <>
          <span className="office-muted">{t('rowOutline.hint')}</span>
          <button type="button" className="office-button" onClick={() => onRequest(null)}>
            {t('rowOutline.cancel')}
          </button>
        </>
      ) : (
        <>
          <button
            type="button"
            className="office-button"
            aria-label={`${t(row.geoJson ? 'rowOutline.redraw' : 'rowOutline.draw')}: ${row.name}`}
            disabled={updating.isLoading}
            onClick={() => {
              setError('');
              setNotice('');
              onRequest({ kind: 'row', rowId: row.id, onOutline: (outline) => void save(outline) });
            }}
          >
            {t(row.geoJson ? 'rowOutline.redraw' : 'rowOutline.draw')}
          </button>
          {row.geoJson && (
            <button
              type="button"
              className="office-button"
              aria-label={`${t('rowOutline.remove')}: ${row.name}`}
              disabled={updating.isLoading}
              onClick={() => void save(null)}
            >
              {t('rowOutline.remove')}
            </button>
          )}
        </>
      )}
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      {notice && (
        <p role="status" className="sections__notice">
          {notice}
        </p>
      )}
    </div>
  );
}
