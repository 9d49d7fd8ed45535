import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GeoJsonPolygon } from '../api/officeApi';
import { cornersText, parseCorners } from './sectionsLogic';

/** The outline's corners typed or pasted, for the keyboard and for exact surveys; the map shows what is applied. */
export function OutlineField({
  outline,
  onApply,
}: {
  outline: GeoJsonPolygon | null;
  onApply: (o: GeoJsonPolygon) => void;
}) {
  const { t } = useTranslation('sections');
  const id = useId();
  const [text, setText] = useState<string | null>(null);
  const [error, setError] = useState('');
  const value = text ?? cornersText(outline);

  const apply = () => {
    const parsed = parseCorners(value);
    if (!parsed) return setError(t('map.cornersInvalid'));
    setError('');
    setText(null);
    onApply(parsed);
  };

  return (
    <details className="sections-corners">
      <summary>{t('map.cornersTitle')}</summary>
      <div className="office-field">
        <label htmlFor={`${id}-corners`}>{t('map.corners')}</label>
        <textarea
          id={`${id}-corners`}
          rows={5}
          value={value}
          aria-describedby={`${id}-corners-hint`}
          aria-invalid={error ? true : undefined}
          onChange={(e) => setText(e.target.value)}
        />
        <span id={`${id}-corners-hint`} className="office-muted">
          {t('map.cornersHint')}
        </span>
        {error && (
          <span className="office-field__error" role="alert">
            {error}
          </span>
        )}
      </div>
      <button type="button" className="office-button" onClick={apply}>
        {t('map.cornersApply')}
      </button>
    </details>
  );
}
