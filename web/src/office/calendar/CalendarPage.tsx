import { skipToken } from '@reduxjs/toolkit/query';
import { format, parseISO } from 'date-fns';
import { de, enGB } from 'date-fns/locale';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import {
  useGetSectionAvailabilityQuery,
  useListSectionBeachChairBookingsQuery,
  useListVendorSectionsQuery,
  useMoveOfficeBeachChairBookingMutation,
  usePreviewOfficeBeachChairBookingMoveMutation,
  type ChairMovePreviewDto,
} from '../api/officeApi';
import { QueryState } from '../ui/QueryState';
import { berlinDay, dayText } from '../ui/dates';
import { errorTypeOf, useErrorText } from '../ui/errorText';
import { bookingPath, counterPath } from '../ui/links';
import { CalendarGrid } from './CalendarGrid';
import { barsByChair, conflictingBar, stopsByChair, type CalendarBar, type CalendarChair } from './calendarData';
import {
  addDays,
  CALENDAR_TIME_ZONE,
  calendarDays,
  channelsOf,
  DAY_WIDTH,
  isDay,
  VIEW_DAYS,
  type CalendarView,
} from './calendarLayout';
import { ChairTasksDialog } from './ChairTasksDialog';
import { MoveDialog } from './MoveDialog';
import './calendar.css';
import { useLiveCalendar } from './liveCalendar';

type Notice = { kind: 'busy' | 'done' | 'error'; text: string; detail?: string } | null;

const STATUSES = ['CONFIRMED', 'BOOKED', 'PENDING', 'RESERVED', 'OPEN'] as const;

/**
 * The calendar (issue 14, item 3): a section's chairs as channels grouped by row, a week or 31 days as columns, the
 * bookings as bars coloured by status and the stop sales; an empty cell starts a counter sale, a bar opens its booking
 * and can be dragged (or moved with the keyboard) to another chair or day. Address: ?sectionId=&date=&view=month.
 */
export function CalendarPage() {
  const { t, i18n } = useTranslation('calendar');
  const language = i18n.language;
  const errorText = useErrorText();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { today, view, first, last, dayCount, wanted } = useCalendarAddress(params);

  const sections = useListVendorSectionsQuery({ itemsPerPage: 0 });
  const sectionList = useMemo(() => sections.data?.items ?? [], [sections.data]);
  const sectionId = sectionList.find((s) => s.id === wanted)?.id ?? sectionList[0]?.id;
  const section = sectionList.find((s) => s.id === sectionId);

  const range = sectionId ? { id: sectionId, start: first, end: last, timeZone: CALENDAR_TIME_ZONE } : skipToken;
  const availability = useGetSectionAvailabilityQuery(range);
  const bookings = useListSectionBeachChairBookingsQuery(
    range === skipToken ? skipToken : { ...range, itemsPerPage: 0 },
  );
  // A booking made elsewhere (the storefront, another till) shows without a reload: the section's events reload these.
  useLiveCalendar(sectionId, first, last, CALENDAR_TIME_ZONE);

  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) next.set(key, value);
    if (!next.get('sectionId') && sectionId) next.set('sectionId', String(sectionId));
    setParams(next);
  };

  const locale = language === 'en' ? enGB : de;
  const written = useCallback((day: string) => dayText(day, language), [language]);
  const days = useMemo(() => calendarDays(first, dayCount, today), [first, dayCount, today]);
  const dayTexts = useMemo(
    () =>
      days.map(({ day }) => {
        const date = parseISO(day);
        return {
          weekday: format(date, language === 'en' ? 'EEE' : 'EEEEEE', { locale }),
          date: format(date, language === 'en' ? 'dd/MM' : 'dd.MM.'),
          label: format(date, language === 'en' ? 'EEEE dd/MM/yyyy' : 'EEEE, dd.MM.yyyy', { locale }),
        };
      }),
    [days, language, locale],
  );

  const chairs = useMemo(() => availability.data?.rowData ?? [], [availability.data]);
  const channels = useMemo(
    () =>
      channelsOf<CalendarChair & { stopSaleDates: { start: string; end: string }[] }>(
        availability.data?.rows ?? [],
        chairs,
        t('noRow'),
      ),
    [availability.data, chairs, t],
  );
  const boundaryHour = availability.data?.halfDay.boundaryHour ?? undefined;
  const daysText = useCallback(
    (from: string, to: string, rate: string | null) => {
      const text = from === to ? written(from) : t('barDays', { from: written(from), to: written(to) });
      return rate === 'MORNING' || rate === 'AFTERNOON' ? `${text} ${t(`halfDay.${rate}`)}` : text;
    },
    [written, t],
  );
  const bars = useMemo(
    () => barsByChair(bookings.data?.items ?? [], first, dayCount, boundaryHour),
    [bookings.data, first, dayCount, boundaryHour],
  );
  // Said by a bar (and its tooltip); made only for the bars on screen.
  const barLabel = useCallback(
    (bar: CalendarBar) =>
      t('bar', {
        name: bar.customerName || t('noName'),
        ref: bar.bookingRef,
        status: t(`status.${bar.status as (typeof STATUSES)[number]}`, { defaultValue: bar.status }),
        chair: bar.publicNumber,
        days: daysText(bar.span.firstDay, bar.span.lastDay, bar.rate),
      }),
    [t, daysText],
  );
  const stops = useMemo(() => stopsByChair(chairs, first, dayCount), [chairs, first, dayCount]);

  // Moving: by drag (straight to the server) or through the dialog.
  const [move] = useMoveOfficeBeachChairBookingMutation();
  const [askPreview] = usePreviewOfficeBeachChairBookingMoveMutation();
  // A move that changes the price waits in the dialog for the operator's choice (charge or refund, or keep the price).
  const [pricedMove, setPricedMove] = useState<{ chairId: number; start: string; preview: ChairMovePreviewDto } | null>(
    null,
  );
  const [notice, setNoticeAt] = useState<(Notice & { at: string }) | null>(null);
  // What was said about the last move belongs to the section and days it was said on.
  const at = `${sectionId}|${first}|${view}`;
  const setNotice = useCallback((next: Notice) => setNoticeAt(next && { ...next, at }), [at]);
  const shown = notice?.at === at ? notice : null;
  const [dialogBar, setDialogBar] = useState<CalendarBar | null>(null);
  const [dialogProblem, setDialogProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusBar, setFocusBar] = useState<{ id: number; chairId: number } | null>(null);
  const [tasks, setTasks] = useState<{ chair: CalendarChair; day: string } | null>(null);
  const clearFocusBar = useCallback(() => setFocusBar(null), []);

  const explain = useCallback(
    (error: unknown, chair: CalendarChair, wantedDays: { start: string; end: string }, bar: CalendarBar): string => {
      const catalogue = errorText(error);
      if (errorTypeOf(error) !== 'BEACH_CHAIR_ALREADY_BOOKED') return catalogue;
      const holder = conflictingBar(bars, chair.id, wantedDays, bar.id);
      const taken = holder
        ? t('move.takenBy', {
            chair: chair.publicNumber,
            from: written(holder.span.firstDay),
            to: written(holder.span.lastDay),
            who: `${holder.customerName ?? t('noName')}, ${holder.bookingRef}`,
          })
        : t('move.taken', { chair: chair.publicNumber, from: written(wantedDays.start), to: written(wantedDays.end) });
      return `${taken} ${catalogue}`;
    },
    [bars, errorText, t, written],
  );

  /** Moves the bar; without `keepPrice` (the operator's answer to a price change) a change of price is asked first. */
  const moveBar = useCallback(
    async (
      bar: CalendarBar,
      chair: CalendarChair,
      wantedDays: { start: string; end: string },
      keepPrice?: boolean,
    ): Promise<boolean> => {
      if (chair.id === bar.chairId && wantedDays.start === bar.span.firstDay) {
        setNotice({ kind: 'done', text: t('move.unchanged', { ref: bar.bookingRef }) });
        return true;
      }
      setBusy(true);
      setNotice({ kind: 'busy', text: t('move.moving', { ref: bar.bookingRef }) });
      const change = { beachChairId: chair.id, start: wantedDays.start, end: wantedDays.end };
      try {
        if (keepPrice === undefined) {
          const preview = await askPreview({
            id: bar.id,
            timeZone: CALENDAR_TIME_ZONE,
            changeChairBookingDto: change,
          }).unwrap();
          if (preview.difference !== 0) {
            setPricedMove({ chairId: chair.id, start: wantedDays.start, preview });
            setDialogProblem(null);
            setDialogBar(bar);
            setNotice({ kind: 'done', text: t('move.priceChanges', { ref: bar.bookingRef }) });
            return false;
          }
        }
        await move({
          id: bar.id,
          timeZone: CALENDAR_TIME_ZONE,
          changeChairBookingDto: { ...change, keepPrice },
        }).unwrap();
        setPricedMove(null);
        setNotice({
          kind: 'done',
          text: t('move.done', {
            ref: bar.bookingRef,
            chair: chair.publicNumber,
            days: daysText(wantedDays.start, wantedDays.end, bar.rate),
          }),
        });
        setFocusBar({ id: bar.id, chairId: chair.id });
        return true;
      } catch (error) {
        const detail = explain(error, chair, wantedDays, bar);
        setNotice({ kind: 'error', text: t('move.failed', { ref: bar.bookingRef }), detail });
        setDialogProblem(detail);
        return false;
      } finally {
        setBusy(false);
      }
    },
    [move, askPreview, t, daysText, explain, setNotice, setPricedMove, setDialogBar, setDialogProblem],
  );

  const onDrop = useCallback(
    (bar: CalendarBar, chair: CalendarChair, wantedDays: { start: string; end: string }) =>
      void moveBar(bar, chair, wantedDays),
    [moveBar],
  );
  const onCell = useCallback(
    (chair: CalendarChair, day: string) => void navigate(counterPath({ sectionId, chairId: chair.id, date: day })),
    [navigate, sectionId],
  );
  const onOpen = useCallback((bar: CalendarBar) => void navigate(bookingPath(bar.bookingId)), [navigate]);
  const onChairTasks = useCallback((chair: CalendarChair, day: string) => setTasks({ chair, day }), [setTasks]);
  const onMoveRequest = useCallback(
    (bar: CalendarBar) => {
      setDialogProblem(null);
      setPricedMove(null);
      setDialogBar(bar);
    },
    [setDialogBar, setDialogProblem, setPricedMove],
  );

  const loading = sections.isLoading || (!!sectionId && (availability.isLoading || bookings.isLoading));
  const error = sections.error ?? availability.error ?? bookings.error;
  const ready = !!availability.data && !!bookings.data && !availability.isFetching && !bookings.isFetching;

  return (
    <section className="office-card cal-page">
      <div className="cal-toolbar">
        <h1>{t('title')}</h1>
        <label className="cal-toolbar__field">
          <span>{t('section')}</span>
          <select
            value={sectionId ?? ''}
            onChange={(e) => update({ sectionId: e.target.value })}
            disabled={!sectionList.length}
          >
            {sectionList.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.location.name})
              </option>
            ))}
          </select>
        </label>
        <fieldset className="cal-toolbar__views">
          <legend className="office-visually-hidden">{t('view.label')}</legend>
          {(['week', 'month'] as const).map((v) => (
            <button
              key={v}
              type="button"
              className={`office-button${v === view ? ' office-button--primary' : ''}`}
              aria-pressed={v === view}
              onClick={() => update({ view: v })}
            >
              {t(`view.${v}`)}
            </button>
          ))}
        </fieldset>
        <div className="cal-toolbar__dates">
          <button type="button" className="office-button" onClick={() => update({ date: addDays(first, -dayCount) })}>
            <span aria-hidden="true">‹ </span>
            {t('previous')}
          </button>
          <button type="button" className="office-button" onClick={() => update({ date: today })}>
            {t('today')}
          </button>
          <button type="button" className="office-button" onClick={() => update({ date: addDays(first, dayCount) })}>
            {t('next')}
            <span aria-hidden="true"> ›</span>
          </button>
          <label className="cal-toolbar__field">
            <span>{t('from')}</span>
            <input
              type="date"
              value={first}
              onChange={(e) => isDay(e.target.value) && update({ date: e.target.value })}
            />
          </label>
        </div>
      </div>
      <p className="cal-range">
        <strong>{t('range', { from: written(first), to: written(last) })}</strong>
        {(availability.isFetching || bookings.isFetching) && !loading && (
          <span className="office-muted"> · {t('updating')}</span>
        )}
      </p>
      <div className="cal-notice" role="status" aria-live="polite">
        {shown && shown.kind !== 'error' && (
          <p className={shown.kind === 'done' ? 'cal-notice__done' : ''}>{shown.text}</p>
        )}
      </div>
      {shown?.kind === 'error' && (
        <div className="office-alert cal-alert" role="alert">
          <strong>{shown.text}</strong> {shown.detail}
        </div>
      )}
      <QueryState
        isLoading={loading}
        error={error}
        isEmpty={!sectionId || channels.length === 0}
        emptyText={!sectionId ? t('noSections') : t('noChairs')}
        onRetry={() => {
          void sections.refetch();
          if (sectionId) {
            void availability.refetch();
            void bookings.refetch();
          }
        }}
      >
        <div data-ready={ready ? 'true' : 'false'} className="cal-frame">
          <CalendarGrid
            key={`${sectionId}-${view}`}
            label={t('gridLabel', { section: section?.name ?? '', from: written(first), to: written(last) })}
            days={days}
            dayWidth={DAY_WIDTH[view]}
            channels={channels}
            barsByChair={bars}
            barLabel={barLabel}
            stopsByChair={stops}
            dayTexts={dayTexts}
            onCell={onCell}
            onChairTasks={onChairTasks}
            onOpen={onOpen}
            onMoveRequest={onMoveRequest}
            onDrop={onDrop}
            focusBar={focusBar}
            onFocusBarDone={clearFocusBar}
          />
        </div>
        <p className="office-muted cal-hint">{t('hint')}</p>
        <p className="office-muted cal-hint">{t('tasks.hint')}</p>
        <ul className="cal-legend" aria-label={t('legend.label')}>
          {STATUSES.map((status) => (
            <li key={status}>
              <span className={`cal-legend__chip cal-bar--${status}`} aria-hidden="true" />
              {t(`status.${status}`)}
            </li>
          ))}
          <li>
            <span className="cal-legend__chip cal-stop" aria-hidden="true" />
            {t('legend.stopSale')}
          </li>
          <li>{t('legend.overStopSale')}</li>
          <li>
            <span className="cal-legend__chip cal-legend__chip--weekend" aria-hidden="true" />
            {t('legend.weekend')}
          </li>
          <li>
            <span className="cal-legend__chip cal-legend__chip--today" aria-hidden="true" />
            {t('legend.today')}
          </li>
          <li>{t('legend.halfDay')}</li>
        </ul>
      </QueryState>
      {tasks && <ChairTasksDialog chair={tasks.chair} day={tasks.day} onClose={() => setTasks(null)} />}
      {dialogBar && (
        <MoveDialog
          bar={dialogBar}
          channels={channels}
          daysText={daysText(dialogBar.span.firstDay, dialogBar.span.lastDay, dialogBar.rate)}
          dayText={written}
          busy={busy}
          problem={dialogProblem}
          pricedMove={pricedMove}
          onFieldsChange={() => setPricedMove(null)}
          isTaken={(chairId, wantedDays) => conflictingBar(bars, chairId, wantedDays, dialogBar.id) !== undefined}
          onCancel={() => {
            setPricedMove(null);
            setDialogBar(null);
          }}
          onMove={(chair, wantedDays, keepPrice) =>
            void moveBar(dialogBar, chair, wantedDays, keepPrice).then((moved) => {
              if (moved) setDialogBar(null);
            })
          }
        />
      )}
    </section>
  );
}

/** The view the address asks for: ?date= (the first day, default today), ?view=month (else a week), ?sectionId=. */
function useCalendarAddress(params: URLSearchParams) {
  const dateParam = params.get('date');
  const viewParam = params.get('view');
  const sectionParam = params.get('sectionId');
  return useMemo(() => {
    const today = berlinDay();
    const view: CalendarView = viewParam === 'month' ? 'month' : 'week';
    const first = isDay(dateParam) ? dateParam : today;
    const dayCount = VIEW_DAYS[view];
    return { today, view, first, last: addDays(first, dayCount - 1), dayCount, wanted: Number(sectionParam) };
  }, [dateParam, viewParam, sectionParam]);
}
