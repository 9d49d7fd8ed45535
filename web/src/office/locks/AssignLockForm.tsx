import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useAssignBeachChairLockMutation,
  useListVendorBeachChairsQuery,
  useListVendorSectionsQuery,
  type LockDeviceDto,
} from '../api/officeApi';
import { useErrorText } from '../ui/errorText';

/**
 * Fits an unassigned lock to a chair of the vendor that has none (PUT /features/beach_chair/lock/{chairId}); the server's
 * refusal (e.g. LOCK_ALREADY_ASSIGNED when someone was quicker) is shown with the catalogue's text.
 */
export function AssignLockForm({ lock, onDone }: { lock: LockDeviceDto; onDone: (text?: string) => void }) {
  const { t } = useTranslation('locks');
  const errorText = useErrorText();
  const [sectionId, setSectionId] = useState<number | null>(null);
  const [chairId, setChairId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const sections = useListVendorSectionsQuery({ itemsPerPage: 0, orderBy: 'name' });
  const chairs = useListVendorBeachChairsQuery(
    { itemsPerPage: 0, orderBy: 'position', filters: JSON.stringify({ sectionId, hasLock: false }) },
    { skip: sectionId === null },
  );
  const [assign, { isLoading }] = useAssignBeachChairLockMutation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [lock.id]);

  const free = chairs.data?.items ?? [];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chairId === null) return;
    setError(null);
    const answer = await assign({ id: chairId, assignLockDto: { lockId: lock.id } });
    if (answer.error !== undefined) {
      setError(errorText(answer.error));
      return;
    }
    onDone(t('assign.done', { serial: lock.serialNumber, number: answer.data.publicNumber }));
  };

  return (
    <section className="locks-assign" aria-labelledby="locks-assign-title">
      <h2 id="locks-assign-title" tabIndex={-1} ref={heading}>
        {t('assign.title', { serial: lock.serialNumber })}
      </h2>
      <form onSubmit={(e) => void submit(e)} className="locks-assign__form">
        <label className="office-field">
          <span>{t('assign.section')}</span>
          <select
            value={sectionId ?? ''}
            onChange={(e) => {
              setSectionId(e.target.value ? Number(e.target.value) : null);
              setChairId(null);
            }}
          >
            <option value="">{t('assign.pickSection')}</option>
            {(sections.data?.items ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </select>
        </label>
        <label className="office-field">
          <span>{t('assign.chair')}</span>
          <select
            value={chairId ?? ''}
            disabled={sectionId === null || free.length === 0}
            onChange={(e) => setChairId(e.target.value ? Number(e.target.value) : null)}
          >
            <option value="">{t('assign.pickChair')}</option>
            {free.map((c) => (
              <option key={c.id} value={c.id}>
                {c.publicNumber}
              </option>
            ))}
          </select>
        </label>
        {sectionId !== null && chairs.data && free.length === 0 && (
          <p className="office-muted">{t('assign.noFreeChair')}</p>
        )}
        {error && (
          <p className="office-alert" role="alert">
            {error}
          </p>
        )}
        <div className="locks-actions">
          <button
            type="submit"
            className="office-button office-button--primary"
            disabled={chairId === null || isLoading}
          >
            {t('assign.save')}
          </button>
          <button type="button" className="office-button" onClick={() => onDone()}>
            {t('assign.cancel')}
          </button>
        </div>
      </form>
    </section>
  );
}
