import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FieldError, fieldId } from './FormField';
import { MAX_OPENING_HOURS, WEEKDAYS, type LocationForm } from './locationsLogic';

/** One row per opening span: a weekday may have several (a lunch break is two rows). */
export function OpeningHoursFields() {
  const { t } = useTranslation('locations');
  const { control, register } = useFormContext<LocationForm>();
  const { fields, append, remove } = useFieldArray({ control, name: 'openingHours' });
  const rowError = useRowErrors();

  const addRow = () => {
    const last = fields.at(-1);
    const next = last ? String((Number(last.weekday) % 7) + 1) : '1';
    append({ weekday: next, opening: last?.opening ?? '09:00', closing: last?.closing ?? '18:00' });
  };

  return (
    <fieldset className="locations-section">
      <legend>{t('sections.openingHours')}</legend>
      {fields.length === 0 && <p className="office-muted">{t('hours.none')}</p>}
      {fields.length > 0 && (
        <table className="locations-hours">
          <thead>
            <tr>
              <th scope="col">{t('hours.weekday')}</th>
              <th scope="col">{t('hours.opening')}</th>
              <th scope="col">{t('hours.closing')}</th>
              <th scope="col">
                <span className="office-visually-hidden">{t('hours.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {fields.map((row, index) => {
              const n = index + 1;
              const a11y = (part: 'weekday' | 'opening' | 'closing') => {
                const path = `openingHours.${index}.${part}`;
                const invalid = rowError(index, part);
                return {
                  id: fieldId(path),
                  ...(invalid ? { 'aria-invalid': true as const, 'aria-describedby': `${fieldId(path)}-error` } : {}),
                };
              };
              return (
                <tr key={row.id}>
                  <td>
                    <select
                      {...a11y('weekday')}
                      aria-label={t('hours.weekdayOf', { n })}
                      {...register(`openingHours.${index}.weekday`)}
                    >
                      {WEEKDAYS.map((day) => (
                        <option key={day} value={String(day)}>
                          {t(`weekdays.${day}`)}
                        </option>
                      ))}
                    </select>
                    <FieldError path={`openingHours.${index}.weekday`} />
                  </td>
                  <td>
                    <input
                      type="time"
                      {...a11y('opening')}
                      aria-label={t('hours.openingOf', { n })}
                      {...register(`openingHours.${index}.opening`)}
                    />
                    <FieldError path={`openingHours.${index}.opening`} />
                  </td>
                  <td>
                    <input
                      type="time"
                      {...a11y('closing')}
                      aria-label={t('hours.closingOf', { n })}
                      {...register(`openingHours.${index}.closing`)}
                    />
                    <FieldError path={`openingHours.${index}.closing`} />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="office-button"
                      aria-label={t('hours.remove', { n })}
                      onClick={() => remove(index)}
                    >
                      {t('hours.removeShort')}
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      <FieldError path="openingHours.root" />
      <button type="button" className="office-button" onClick={addRow} disabled={fields.length >= MAX_OPENING_HOURS}>
        {t('hours.add')}
      </button>
    </fieldset>
  );
}

/** Whether a row's cell has an error (read once per render for every row). */
function useRowErrors() {
  const { formState } = useFormContext<LocationForm>();
  const rows = (formState.errors.openingHours ?? []) as unknown as Record<string, unknown>[];
  return (index: number, part: string) => Boolean(rows[index]?.[part]);
}
