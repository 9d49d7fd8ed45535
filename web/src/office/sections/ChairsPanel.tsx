import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAssignBeachChairLockMutation,
  useListLockDevicesQuery,
  useUpdateBeachChairMutation,
  type BeachChairColor,
  type BeachChairModel,
  type VendorBeachChairDto,
  type VendorSectionDetailDto,
} from '../api/officeApi';
import { MODELS } from '../prices/pricesLogic';
import { ImagesField } from '../ui/ImagesField';
import { ListTable } from '../ui/ListTable';
import { useSectionErrorText } from './useSectionErrorText';
import { ChairPlacement } from './ChairPlacement';
import { ChairContract } from './ChairContract';
import { StopSales } from './StopSales';
import type { MapRequest } from './SectionEditor';
import { CHAIR_COLORS } from './sectionsLogic';

interface Props {
  section: VendorSectionDetailDto;
  request: MapRequest | null;
  onRequest: (request: MapRequest | null) => void;
}

/** The section's chairs: placing new ones, and the list with model, colour and season flag to edit. */
export function ChairsPanel({ section, request, onRequest }: Props) {
  const { t } = useTranslation(['sections', 'prices']);
  const [editing, setEditing] = useState<VendorBeachChairDto | null>(null);
  const [notice, setNotice] = useState('');
  const rowName = (rowId: number | null) => section.rows.find((r) => r.id === rowId)?.name ?? t('chairs.noRow');
  const chairs = section.rowData.filter((c) => c.active);
  // The chair opened, as the section reads it now (a stop sale or a season contract refreshes the section).
  const current = editing && (chairs.find((c) => c.id === editing.id) ?? editing);

  return (
    <section className="office-card" aria-labelledby="sections-chairs-title">
      <h2 id="sections-chairs-title">{t('chairs.title')}</h2>
      <ChairPlacement section={section} request={request} onRequest={onRequest} />
      {current && (
        <ChairForm
          // A season contract made or ended meanwhile changes the flag: the form starts again from the chair as it is.
          key={`${current.id}-${current.seasonBeachChair}`}
          chair={current}
          onDone={(text) => {
            setEditing(null);
            setNotice(text);
          }}
        />
      )}
      {current && <StopSales key={`stops-${current.id}`} chairId={current.id} publicNumber={current.publicNumber} />}
      {current && <ChairContract key={`contract-${current.id}`} chairId={current.id} />}
      {editing && (
        <ImagesField
          title={t('chairs.images', { number: editing.publicNumber })}
          name={t('chairs.imagesOf', { number: editing.publicNumber })}
          owner={{ beachChairId: editing.id }}
          images={section.rowData.find((c) => c.id === editing.id)?.images ?? []}
          level={3}
        />
      )}
      <p role="status" className="sections__notice">
        {notice}
      </p>
      {chairs.length === 0 ? (
        <p className="office-muted">{t('chairs.empty')}</p>
      ) : (
        <ListTable
          className="sections-table"
          scrollClassName="sections__scroll"
          label={t('chairs.tableLabel')}
          columns={[
            t('chairs.number'),
            t('chairs.row'),
            t('chairs.model'),
            t('chairs.color'),
            t('chairs.season'),
            { hidden: t('columns.actions') },
          ]}
        >
          {chairs.map((chair) => (
            <tr key={chair.id} data-testid="chair-row">
              <th scope="row">{chair.publicNumber}</th>
              <td>{rowName(chair.rowId)}</td>
              <td>{t(`prices:models.${chair.model}`, { defaultValue: chair.model })}</td>
              <td>{t(`colors.${chair.attributes.color}`, { defaultValue: chair.attributes.color })}</td>
              <td>{chair.seasonBeachChair ? t('chairs.yes') : t('chairs.no')}</td>
              <td>
                <button
                  type="button"
                  className="office-button"
                  aria-label={t('chairs.edit', { number: chair.publicNumber })}
                  onClick={() => setEditing(chair)}
                >
                  {t('chairs.editShort')}
                </button>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </section>
  );
}

/** The locks a chair may get: its own (if any) and every lock of the vendor fitted to no chair. */
const FREE_LOCKS = { itemsPerPage: 0, orderBy: 'serialNumber', filters: JSON.stringify({ assigned: false }) };

/** A chair's model, canopy colour, lock and season flag. */
function ChairForm({ chair, onDone }: { chair: VendorBeachChairDto; onDone: (notice: string) => void }) {
  const { t } = useTranslation(['sections', 'prices']);
  const errorText = useSectionErrorText();
  const id = useId();
  const [model, setModel] = useState<BeachChairModel>(chair.model);
  const [color, setColor] = useState<BeachChairColor>(chair.attributes.color);
  const [season, setSeason] = useState(chair.seasonBeachChair);
  const [lockId, setLockId] = useState(chair.lockId);
  const [error, setError] = useState('');
  const [update, updating] = useUpdateBeachChairMutation();
  const [assignLock, assigning] = useAssignBeachChairLockMutation();
  const freeLocks = useListLockDevicesQuery(FREE_LOCKS).data?.items ?? [];

  const submit = async () => {
    try {
      await update({
        id: chair.id,
        updateBeachChairDto: { model, attributes: { color }, seasonBeachChair: season },
      }).unwrap();
      // Fitting or removing a lock is its own route (PUT /features/beach_chair/lock/{id}); the server refuses a lock
      // another chair got meanwhile (LOCK_ALREADY_ASSIGNED), shown here.
      if (lockId !== chair.lockId) await assignLock({ id: chair.id, assignLockDto: { lockId } }).unwrap();
      onDone(t('chairs.saved', { number: chair.publicNumber }));
    } catch (e) {
      setError(errorText(e));
    }
  };

  return (
    <form
      className="sections-chair-form"
      aria-labelledby={`${id}-title`}
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 id={`${id}-title`}>{t('chairs.editTitle', { number: chair.publicNumber })}</h3>
      <div className="sections-form__pair">
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
          <label htmlFor={`${id}-color`}>{t('chairs.color')}</label>
          <select id={`${id}-color`} value={color} onChange={(e) => setColor(e.target.value as BeachChairColor)}>
            {CHAIR_COLORS.map((c) => (
              <option key={c} value={c}>
                {t(`colors.${c}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      <div className="office-field">
        <label htmlFor={`${id}-lock`}>{t('chairs.lock')}</label>
        <select
          id={`${id}-lock`}
          value={lockId ?? ''}
          onChange={(e) => setLockId(e.target.value ? Number(e.target.value) : null)}
        >
          <option value="">{t('chairs.noLock')}</option>
          {chair.lock && <option value={chair.lock.id}>{chair.lock.serialNumber}</option>}
          {freeLocks.map((lock) => (
            <option key={lock.id} value={lock.id}>
              {lock.serialNumber}
            </option>
          ))}
        </select>
      </div>
      <label className="sections-form__check">
        <input type="checkbox" checked={season} onChange={(e) => setSeason(e.target.checked)} />
        {t('chairs.season')}
      </label>
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      <div className="sections__buttons">
        <button
          type="submit"
          className="office-button office-button--primary"
          disabled={updating.isLoading || assigning.isLoading}
        >
          {t('chairs.save')}
        </button>
        <button type="button" className="office-button" onClick={() => onDone('')}>
          {t('chairs.cancel')}
        </button>
      </div>
    </form>
  );
}
