import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ChairMovePreviewDto } from '../api/officeApi';
import { MovePreview } from '../bookings/MovePreview';
import { byChairNumber } from '../today/todayFigures';
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
  /** A move that changes the price, previewed by the server: its target is preselected and its price shown. */
  pricedMove: { chairId: number; start: string; preview: ChairMovePreviewDto } | null;
  /** The chair or the first day changed: a preview shown no longer applies. */
  onFieldsChange: () => void;
  /** Whether another booking holds the chair on some of the days (as far as the calendar shows). */
  isTaken: (chairId: number, range: { start: string; end: string }) => boolean;
  /** `keepPrice` is the operator's answer to the previewed price change; undefined when none was shown. */
  onMove: (chair: CalendarChair, range: { start: string; end: string }, keepPrice?: boolean) => void;
  onCancel: () => void;
}

interface Fields {
  chairId: string;
  start: string;
}

/** The keyboard's way to move a bar: another chair and a new first day; the length stays. */
export function MoveDialog({
  bar,
  channels,
  daysText,
  dayText,
  busy,
  problem,
  pricedMove,
  onFieldsChange,
  isTaken,
  onMove,
  onCancel,
}: Props) {
  const { t, i18n } = useTranslation('calendar');
  const [keepPrice, setKeepPrice] = useState(false);
  const { register, handleSubmit, watch } = useForm<Fields>({
    defaultValues: {
      chairId: String(pricedMove?.chairId ?? bar.chairId),
      start: pricedMove?.start ?? bar.span.firstDay,
    },
  });
  const length = daysBetween(bar.span.firstDay, bar.span.lastDay);
  // The last day follows the first as it is typed (watch re-renders; this small form needs no memoising).
  // eslint-disable-next-line react-hooks/incompatible-library
  const start = watch('start');
  const end = isDay(start) ? addDays(start, length) : null;

  // The chairs grouped by row, as in the grid, each row's in natural order (1, 2, … 10).
  const groups: { name: string; key: string; chairs: CalendarChair[] }[] = [];
  for (const channel of channels) {
    if (channel.kind === 'row') groups.push({ name: channel.name, key: channel.key, chairs: [] });
    else groups[groups.length - 1]?.chairs.push(channel.chair);
  }
  for (const group of groups) group.chairs.sort((a, b) => byChairNumber(a.publicNumber, b.publicNumber));
  const wanted = end ? { start, end } : null;
  const chairById = new Map(groups.flatMap((g) => g.chairs.map((c) => [String(c.id), c] as const)));

  const submit = handleSubmit((fields) => {
    const chair = chairById.get(fields.chairId);
    if (!chair || !isDay(fields.start)) return;
    onMove(chair, { start: fields.start, end: addDays(fields.start, length) }, pricedMove ? keepPrice : undefined);
  });

  return (
    <FormDialog
      className="cal-dialog"
      title={t('move.title', { ref: bar.bookingRef })}
      intro={t('move.intro', { name: bar.name, chair: bar.publicNumber, days: daysText })}
      problem={problem}
      cancelLabel={t('move.cancel')}
      submitLabel={pricedMove ? t('move.confirmPrice') : t('move.submit')}
      busy={busy}
      onSubmit={(event) => void submit(event)}
      onCancel={onCancel}
      browserValidation
      actionsClassName="cal-dialog__actions"
    >
      <label className="office-field">
        <span>{t('move.chair')}</span>
        <select {...register('chairId', { onChange: onFieldsChange })} data-autofocus>
          {groups.map((group) => (
            <optgroup key={group.key} label={group.name}>
              {group.chairs.map((chair) =>
                chair.id !== bar.chairId && wanted && isTaken(chair.id, wanted) ? (
                  <option key={chair.id} value={chair.id} disabled>
                    {t('move.takenOption', { chair: chair.publicNumber })}
                  </option>
                ) : (
                  <option key={chair.id} value={chair.id}>
                    {chair.publicNumber}
                  </option>
                ),
              )}
            </optgroup>
          ))}
        </select>
      </label>
      <label className="office-field">
        <span>{t('move.start')}</span>
        <input type="date" required {...register('start', { required: true, onChange: onFieldsChange })} />
      </label>
      {end && <p className="office-muted">{t('move.end', { day: dayText(end) })}</p>}
      {pricedMove && (
        <MovePreview
          preview={pricedMove.preview}
          keepPrice={keepPrice}
          onKeepPriceChange={setKeepPrice}
          language={i18n.language}
        />
      )}
    </FormDialog>
  );
}
