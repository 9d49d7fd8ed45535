import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useCreateRowMutation,
  useDeleteRowMutation,
  useUpdateRowMutation,
  type RowDto,
  type VendorSectionDetailDto,
} from '../api/officeApi';
import { useSectionErrorText } from './useSectionErrorText';
import { RowOutline } from './RowOutline';
import type { MapRequest } from './SectionEditor';
import { reorderRow, sortedRows } from './sectionsLogic';

interface Props {
  section: VendorSectionDetailDto;
  request: MapRequest | null;
  onRequest: (request: MapRequest | null) => void;
}

/** The section's rows: add, rename, move up or down, outline on the map, delete (with its chairs, after asking). */
export function RowsPanel({ section, request, onRequest }: Props) {
  const { t } = useTranslation('sections');
  const errorText = useSectionErrorText();
  const [name, setName] = useState('');
  const [nameEn, setNameEn] = useState('');
  const [error, setError] = useState('');
  const [notice, setNotice] = useState('');
  const [create, creating] = useCreateRowMutation();
  const [update, updating] = useUpdateRowMutation();
  const [remove, removing] = useDeleteRowMutation();
  const busy = creating.isLoading || updating.isLoading || removing.isLoading;
  const rows = sortedRows(section.rows);
  const chairsIn = (row: RowDto) => section.rowData.filter((c) => c.rowId === row.id && c.active).length;

  const run = async (action: () => Promise<unknown>, done: string) => {
    setError('');
    try {
      await action();
      setNotice(done);
      return true;
    } catch (e) {
      setNotice('');
      setError(errorText(e));
      return false;
    }
  };

  const add = async () => {
    const rowName = name.trim() || `${t('rows.newName')} ${rows.length + 1}`;
    if (
      await run(
        () => create({ id: section.id, createRowDto: { name: rowName, nameEn: nameEn.trim() || null } }).unwrap(),
        t('rows.added', { name: rowName }),
      )
    ) {
      setName('');
      setNameEn('');
    }
  };

  const move = (row: RowDto, direction: -1 | 1) =>
    void run(
      () =>
        Promise.all(
          reorderRow(rows, row.id, direction).map(({ id, position }) =>
            update({ id, updateRowDto: { position } }).unwrap(),
          ),
        ),
      '',
    );

  const drop = (row: RowDto) => {
    if (!window.confirm(t('rows.confirmDelete', { name: row.name, count: chairsIn(row) }))) return;
    void run(() => remove({ id: row.id }).unwrap(), t('rows.deleted', { name: row.name }));
  };

  return (
    <section className="office-card" aria-labelledby="sections-rows-title">
      <h2 id="sections-rows-title">{t('rows.title')}</h2>
      {rows.length === 0 && <p className="office-muted">{t('rows.empty')}</p>}
      <ol className="sections-rows">
        {rows.map((row, index) => (
          <RowItem
            key={`${row.id}-${row.name}-${row.nameEn ?? ''}`}
            row={row}
            chairs={chairsIn(row)}
            first={index === 0}
            last={index === rows.length - 1}
            busy={busy}
            onRename={(updateRowDto) =>
              void run(
                () => update({ id: row.id, updateRowDto }).unwrap(),
                t('rows.renamed', { name: updateRowDto.name ?? row.name }),
              )
            }
            onMove={(direction) => move(row, direction)}
            onDelete={() => drop(row)}
            outline={<RowOutline row={row} request={request} onRequest={onRequest} />}
          />
        ))}
      </ol>
      <form
        className="sections-rows__add"
        onSubmit={(e) => {
          e.preventDefault();
          void add();
        }}
      >
        <label className="office-field">
          <span>{t('rows.name')}</span>
          <input value={name} maxLength={100} onChange={(e) => setName(e.target.value)} />
        </label>
        <label className="office-field">
          <span>{t('rows.nameEn')}</span>
          <input value={nameEn} maxLength={100} lang="en" onChange={(e) => setNameEn(e.target.value)} />
        </label>
        <button type="submit" className="office-button" disabled={busy}>
          {t('rows.add')}
        </button>
      </form>
      {error && (
        <p className="office-field__error" role="alert">
          {error}
        </p>
      )}
      <p role="status" className="sections__notice">
        {notice}
      </p>
    </section>
  );
}

interface RowItemProps {
  row: RowDto;
  chairs: number;
  first: boolean;
  last: boolean;
  busy: boolean;
  /** The names that changed (an empty English name: none, the German one is shown). */
  onRename: (names: { name?: string; nameEn?: string | null }) => void;
  onMove: (direction: -1 | 1) => void;
  onDelete: () => void;
  outline: ReactNode;
}

function RowItem({ row, chairs, first, last, busy, onRename, onMove, onDelete, outline }: RowItemProps) {
  const { t } = useTranslation('sections');
  const [name, setName] = useState(row.name);
  const [nameEn, setNameEn] = useState(row.nameEn ?? '');
  const renamed = name.trim() !== '' && name.trim() !== row.name;
  const renamedEn = (nameEn.trim() || null) !== row.nameEn;
  const changed = name.trim() !== '' && (renamed || renamedEn);
  return (
    <li className="sections-rows__item" data-testid="section-row-item">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (changed)
            onRename({
              ...(renamed ? { name: name.trim() } : {}),
              ...(renamedEn ? { nameEn: nameEn.trim() || null } : {}),
            });
        }}
      >
        <input
          aria-label={t('rows.rename', { name: row.name })}
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
        />
        <input
          aria-label={t('rows.renameEn', { name: row.name })}
          placeholder={t('rows.nameEnPlaceholder')}
          value={nameEn}
          maxLength={100}
          lang="en"
          onChange={(e) => setNameEn(e.target.value)}
        />
        {changed && (
          <button type="submit" className="office-button" disabled={busy}>
            {t('rows.save')}
          </button>
        )}
      </form>
      <span className="office-muted">{t('rows.chairs', { count: chairs })}</span>
      <button
        type="button"
        className="office-button"
        aria-label={t('rows.up', { name: row.name })}
        disabled={busy || first}
        onClick={() => onMove(-1)}
      >
        ↑
      </button>
      <button
        type="button"
        className="office-button"
        aria-label={t('rows.down', { name: row.name })}
        disabled={busy || last}
        onClick={() => onMove(1)}
      >
        ↓
      </button>
      <button
        type="button"
        className="office-button office-button--danger"
        aria-label={t('rows.delete', { name: row.name })}
        disabled={busy}
        onClick={onDelete}
      >
        {t('rows.deleteShort')}
      </button>
      {outline}
    </li>
  );
}
