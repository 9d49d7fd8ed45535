import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../ui/FormDialog';
import { addDays, daysBetween, isDay, type Channel } from './calendarLayout';
import type { CalendarBar, CalendarChair } from './calendarData';

interface Props {
  bar: CalendarBar;
  channels: Channel<CalendarChair>[];
  /** The bar's days as the language writes them. */
  daysText: string;
  dayText: (day: string) => string;
  busy: boolean;
  /** The server's refusal, explained (shown in the dialog). */
  problem: string | null;
  onMove: (chair: CalendarChair, range: { start: string; end: string }) => void;
  onCancel: () => void;
}

interface Fields {
  chairId: string;
  start: string;
}

/** The keyboard's way to move a bar: another chair and a new first day; the length stays. */
export function MoveDialog({ bar, channels, daysText, dayText, busy, problem, onMove, onCancel }: Props) {
  const { t } = useTranslation('calendar');
  const { register, handleSubmit, watch } = useForm<Fields>({
    defaultValues: { chairId: String(bar.chairId), start: bar.span.firstDay },
  });
  const length = daysBetween(bar.span.firstDay, bar.span.lastDay);
  // The last day follows the first as it is typed (watch re-renders; this small form needs no memoising).
  // eslint-disable-next-line react-hooks/incompatible-library
  const start = watch('start');
  const end = isDay(start) ? addDays(start, length) : null;

  // The chairs grouped by row, as in the grid.
  const groups: { name: string; key: string; chairs: CalendarChair[] }[] = [];
  for (const channel of channels) {
    if (channel.kind === 'row') groups.push({ name: channel.name, key: channel.key, chairs: [] });
    else groups[groups.length - 1]?.chairs.push(channel.chair);
  }
  const chairById = new Map(groups.flatMap((g) => g.chairs.map((c) => [String(c.id), c] as const)));

  const submit = handleSubmit((fields) => {
    const chair = chairById.get(fields.chairId);
    if (!chair || !isDay(fields.start)) return;
    onMove(chair, { start: fields.start, end: addDays(fields.start, length) });
  });

  return (
    <FormDialog
      className="cal-dialog"
      title={t('move.title', { ref: bar.bookingRef })}
      intro={t('move.intro', { name: bar.name, chair: bar.publicNumber, days: daysText })}
      problem={problem}
      cancelLabel={t('move.cancel')}
      submitLabel={t('move.submit')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      browserValidation
      actionsClassName="cal-dialog__actions"
    >
      <label className="office-field">
        <span>{t('move.chair')}</span>
        <select {...register('chairId')} data-autofocus>
          {groups.map((group) => (
            <optgroup key={group.key} label={group.name}>
              {group.chairs.map((chair) => (
                <option key={chair.id} value={chair.id}>
                  {chair.publicNumber}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t('move.start')}</span>
        <input type="date" required {...register('start', { required: true })} />
      </label>
      {end && <p className="office-muted">{t('move.end', { day: dayText(end) })}</p>}
    </FormDialog>
  );
}
