import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateBeachChairMutation,
  useCreateBeachChairsMutation,
  type BeachChairModel,
  type VendorSectionDetailDto,
} from '../api/officeApi';
import { MODELS } from '../prices/pricesLogic';
import { useSectionErrorText } from './useSectionErrorText';
import type { MapRequest } from './SectionEditor';
import { chairRowItems, nextChairNumber, parseSpacing, pointsAlongLine, sortedRows } from './sectionsLogic';

interface Props {
  section: VendorSectionDetailDto;
  request: MapRequest | null;
  onRequest: (request: MapRequest | null) => void;
}

/**
 * Placing chairs: one by a click inside the section, or a row of N chairs along a drawn line (numbered on from a
 * start, every few metres or spread evenly). The server checks each point lies inside the section; its refusal shows.
 */
export function ChairPlacement({ section, request, onRequest }: Props) {
  const { t } = useTranslation(['sections', 'prices']);
  const errorText = useSectionErrorText();
  const id = useId();
  const rows = sortedRows(section.rows);
  const suggested = nextChairNumber(section.rowData.map((c) => c.publicNumber));
  // Until one is picked, the last row (the one just added, usually).
  const [pickedRow, setRowId] = useState<string | null>(null);
  const rowId = pickedRow ?? (rows.at(-1) ? String(rows.at(-1)!.id) : '');
  const [model, setModel] = useState<BeachChairModel>('2_SEAT_RECLINER');
  const [number, setNumber] = useState('');
  const [count, setCount] = useState('10');
  const [spacing, setSpacing] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [createOne] = useCreateBeachChairMutation();
  const [createMany] = useCreateBeachChairsMutation();
  const start = number.trim() || suggested;
  const row = rowId && rows.some((r) => String(r.id) === rowId) ? Number(rowId) : null;
  const firstPosition = section.rowData.filter((c) => c.rowId === row).length;

  const fail = (text: string) => {
    setNotice('');
    setError(text);
    onRequest(null);
  };
  const done = (text: string) => {
    setError('');
    setNotice(text);
    setNumber('');
    onRequest(null);
  };

  const placeOne = () => {
    const items = chairRowItems({ sectionId: section.id, rowId: row, model, start, firstPosition }, [[0, 0]]);
    if (!items) return setError(t('chairs.errors.numberRequired'));
    setError('');
    onRequest({
      kind: 'chair',
      onPoint: (point) => {
        const [item] = chairRowItems({ sectionId: section.id, rowId: row, model, start, firstPosition }, [point])!;
        createOne({ createBeachChairDto: item! })
          .unwrap()
          .then((chair) => done(t('chairs.placed', { number: chair.publicNumber })))
          .catch((e: unknown) => fail(errorText(e)));
      },
    });
  };

  const placeRow = () => {
    const n = Number(count);
    const gap = parseSpacing(spacing);
    if (!Number.isInteger(n) || n < 1 || n > 500) return setError(t('chairs.errors.countInvalid'));
    if (gap === undefined) return setError(t('chairs.errors.spacingInvalid'));
    if (!chairRowItems({ sectionId: section.id, rowId: row, model, start, firstPosition }, [[0, 0]]))
      return setError(t('chairs.errors.numberRequired'));
    setError('');
    onRequest({
      kind: 'line',
      onLine: (line) => {
        const points = pointsAlongLine(line, n, gap ?? undefined);
        if (!points) return fail(t('chairs.errors.lineTooShort', { count: n }));
        const items = chairRowItems({ sectionId: section.id, rowId: row, model, start, firstPosition }, points)!;
        createMany({ bulkCreateBeachChairsDto: { items } })
          .unwrap()
          .then((created) =>
            done(
              t('chairs.created', {
                count: created.length,
                first: items[0]!.publicNumber,
                last: items.at(-1)!.publicNumber,
              }),
            ),
          )
          .catch((e: unknown) => fail(errorText(e)));
      },
    });
  };

  if (!section.geoJson) return <p className="office-muted">{t('chairs.errors.noOutline')}</p>;
  return (
    <div className="sections-place">
      <div className="sections-form__pair">
        <div className="office-field">
          <label htmlFor={`${id}-row`}>{t('chairs.row')}</label>
          <select id={`${id}-row`} value={rowId} onChange={(e) => setRowId(e.target.value)}>
            <option value="">{t('chairs.noRow')}</option>
            {rows.map((r) => (
              <option key={r.id} value={String(r.id)}>
                {r.name}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-model`}>{t('chairs.model')}</label>
          <select id={`${id}-model`} value={model} onChange={(e) => setModel(e.target.value as BeachChairModel)}>
            {MODELS.map((m) => (
              <option key={m} value={m}>
                {t(`prices:models.${m}`, { defaultValue: m })}
              </option>
            ))}
          </select>
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-number`}>{t('chairs.startNumber')}</label>
          <input
            id={`${id}-number`}
            value={number}
            placeholder={suggested}
            maxLength={20}
            onChange={(e) => setNumber(e.target.value)}
          />
        </div>
      </div>
      <h3>{t('chairs.placeTitle')}</h3>
      <button type="button" className="office-button" disabled={!!request} onClick={placeOne}>
        {t('chairs.place')}
      </button>
      <h3>{t('chairs.rowTitle')}</h3>
      <div className="sections-form__pair">
        <div className="office-field">
          <label htmlFor={`${id}-count`}>{t('chairs.count')}</label>
          <input
            id={`${id}-count`}
            type="number"
            min={1}
            max={500}
            value={count}
            onChange={(e) => setCount(e.target.value)}
          />
        </div>
        <div className="office-field">
          <label htmlFor={`${id}-spacing`}>{t('chairs.spacing')}</label>
          <input
            id={`${id}-spacing`}
            inputMode="decimal"
            value={spacing}
            aria-describedby={`${id}-spacing-hint`}
            onChange={(e) => setSpacing(e.target.value)}
          />
          <span id={`${id}-spacing-hint`} className="office-muted">
            {t('chairs.spacingHint')}
          </span>
        </div>
      </div>
      <button type="button" className="office-button" disabled={!!request} onClick={placeRow}>
        {t('chairs.drawLine')}
      </button>
      {request && (
        <p className="sections__hint" aria-live="polite">
          {request.kind === 'chair' ? t('map.chairHint') : t('map.lineHint')}{' '}
          <button type="button" className="office-button" onClick={() => onRequest(null)}>
            {t('map.cancel')}
          </button>
        </p>
      )}
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="sections__notice">
        {notice}
      </p>
    </div>
  );
}
