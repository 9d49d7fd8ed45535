import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dateInputLanguage } from '../selection/dateInput';
import type { CalendarAvailabilityDto } from '../../api/generated';
import { addDays, eachDay, formatDate, isWeekend } from '../selection/dates';
import { LockIcon } from './LockIcon';
import { cellState, DEFAULT_TIMELINE_DAYS, indexCalendar, WEEK_DAYS } from './timeline';

type Props = {
  calendar: CalendarAvailabilityDto;
  onPickDay: (beachChairId: number, day: string) => void;
};

// The weekday in the app's language (Mo/Di in German, Mon/Tue in English); one formatter per language.
const weekdayFormats = {
  de: new Intl.DateTimeFormat('de-DE', { weekday: 'short', timeZone: 'UTC' }),
  en: new Intl.DateTimeFormat('en-GB', { weekday: 'short', timeZone: 'UTC' }),
};

/** Gantt-like timeline: chairs as channels, days as columns, weekends shaded; a free day cell starts a draft booking. */
export function Timeline({ calendar, onPickDay }: Props) {
  const { t, i18n } = useTranslation('section');
  const weekdayFormat = weekdayFormats[dateInputLanguage(i18n.resolvedLanguage ?? i18n.language)];
  const [weekMode, setWeekMode] = useState(false);
  const last = addDays(calendar.start, (weekMode ? WEEK_DAYS : DEFAULT_TIMELINE_DAYS) - 1);
  const days = eachDay(calendar.start, last < calendar.end ? last : calendar.end);
  const index = useMemo(() => indexCalendar(calendar.egp, calendar.stopSales), [calendar.egp, calendar.stopSales]);
  const boundary = calendar.halfDay.boundaryHour;

  return (
    <div className="timeline" data-testid="timeline">
      <label className="timeline__week">
        <input type="checkbox" checked={weekMode} onChange={(event) => setWeekMode(event.target.checked)} />{' '}
        {t('timeline.week')}
      </label>
      <div className="timeline__scroll">
        <table className="timeline__table">
          <caption className="visually-hidden">{t('timeline.caption')}</caption>
          <thead>
            <tr>
              <th scope="col" className="timeline__sidebar">
                {t('timeline.chair')}
              </th>
              {days.map((day) => (
                <th
                  key={day}
                  scope="col"
                  className={isWeekend(day) ? 'timeline__day timeline__day--weekend' : 'timeline__day'}
                >
                  {weekdayFormat.format(new Date(`${day}T00:00:00Z`))}
                  <br />
                  {formatDate(day).slice(0, 6)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {calendar.channels.map((channel) =>
              channel.type === 'row' ? (
                <tr key={channel.uuid} className="timeline__row-channel">
                  <th scope="colgroup" colSpan={days.length + 1}>
                    {channel.name}
                  </th>
                </tr>
              ) : (
                <tr key={channel.uuid}>
                  <th scope="row" className="timeline__sidebar">
                    {channel.publicNumber}
                    {channel.lockId !== null && (
                      <>
                        {' '}
                        <LockIcon title={t('icons.lock')} />
                      </>
                    )}
                  </th>
                  {days.map((day) => {
                    const state = cellState(index.get(channel.beachChairId!), day, boundary);
                    const bookable =
                      state !== 'booked' && state !== 'stopSale' && !channel.reserved && !channel.seasonBeachChair;
                    const label = t('timeline.cell', {
                      number: channel.publicNumber,
                      date: formatDate(day),
                      state: t(`timeline.states.${state}`),
                    });
                    const className = `timeline__cell timeline__cell--${state}${isWeekend(day) ? ' timeline__cell--weekend' : ''}`;
                    return (
                      <td key={day} className={className}>
                        {bookable ? (
                          <button
                            type="button"
                            aria-label={label}
                            onClick={() => onPickDay(channel.beachChairId!, day)}
                            data-testid="timeline-cell"
                          />
                        ) : (
                          <span role="img" aria-label={label} />
                        )}
                      </td>
                    );
                  })}
                </tr>
              ),
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
