import { useVirtualizer } from '@tanstack/react-virtual';
import {
  memo,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  channelHeight,
  channelOffsets,
  CHAIR_COLUMN_WIDTH,
  DAY_HEADER_HEIGHT,
  dropTarget,
  movedDays,
  spanInColumns,
  spansOverlap,
  type CalendarDay,
  type Channel,
  type DropTarget,
  type HalfSpan,
} from './calendarLayout';
import type { CalendarBar, CalendarChair } from './calendarData';

export interface CalendarGridProps {
  label: string;
  days: CalendarDay[];
  dayWidth: number;
  channels: Channel<CalendarChair>[];
  barsByChair: Map<number, CalendarBar[]>;
  barLabel: (bar: CalendarBar) => string;
  stopsByChair: Map<number, HalfSpan[]>;
  /** Per day index: the header's two lines and the day as written in labels. */
  dayTexts: { weekday: string; date: string; label: string }[];
  onCell: (chair: CalendarChair, day: string) => void;
  /** The chair's tasks from a day (stop sale, season contract): right click, the context-menu key or Shift+F10 on a cell. */
  onChairTasks: (chair: CalendarChair, day: string) => void;
  onOpen: (bar: CalendarBar) => void;
  onMoveRequest: (bar: CalendarBar) => void;
  onDrop: (bar: CalendarBar, chair: CalendarChair, days: { start: string; end: string }) => void;
  /** A bar to scroll to and focus once it shows (after a move). */
  focusBar: { id: number; chairId: number } | null;
  onFocusBarDone: () => void;
}

interface Drag {
  bar: CalendarBar;
  pointerId: number;
  x: number;
  y: number;
  grab: DropTarget;
  moved: boolean;
}

const halfLeft = (half: number, dayWidth: number) => CHAIR_COLUMN_WIDTH + (half * dayWidth) / 2;

/**
 * The timeline: chairs as channels grouped by row, days as columns, both virtualised (only what the scroll box shows is
 * in the DOM), the chair column and the day header sticky. Cells are one tab stop (arrow keys move between them);
 * bars are buttons, draggable with a mouse, with a "move" button for the keyboard.
 */
export function CalendarGrid(props: CalendarGridProps) {
  const { days, dayWidth, channels, barsByChair, barLabel, stopsByChair, dayTexts, focusBar, onFocusBarDone } = props;
  const { t } = useTranslation('calendar');
  // The cells' labels from one template per day and kind (a month on screen is hundreds of cells per frame).
  const cellLabels = useMemo(() => {
    const mark = '\u0000';
    const templates = dayTexts.map((text) => ({
      free: t('cell', { chair: mark, day: text.label }).split(mark),
      stopped: t('cellStopSale', { chair: mark, day: text.label }).split(mark),
    }));
    return (chair: string, dayIndex: number, stopped: boolean) =>
      templates[dayIndex]?.[stopped ? 'stopped' : 'free'].join(chair) ?? '';
  }, [dayTexts, t]);
  const scrollRef = useRef<HTMLDivElement>(null);
  const layout = useMemo(() => ({ ...channelOffsets(channels), channels }), [channels]);

  // TanStack Virtual hands out a mutable instance; the compiler leaves this component unmemoised, as it should.
  // eslint-disable-next-line react-hooks/incompatible-library
  const rows = useVirtualizer({
    count: channels.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (index) => channelHeight(channels[index] ?? { kind: 'chair' }),
    paddingStart: DAY_HEADER_HEIGHT,
    overscan: 3,
  });
  const columns = useVirtualizer({
    horizontal: true,
    count: days.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => dayWidth,
    paddingStart: CHAIR_COLUMN_WIDTH,
    overscan: 1,
  });
  // Sizes come from the channels: measured anew when they change (another section, rows added).
  useEffect(() => rows.measure(), [channels, rows]);

  const virtualRows = rows.getVirtualItems();
  const virtualColumns = columns.getVirtualItems();
  const firstColumn = virtualColumns[0]?.index ?? 0;
  const lastColumn = virtualColumns[virtualColumns.length - 1]?.index ?? -1;
  const totalWidth = CHAIR_COLUMN_WIDTH + days.length * dayWidth;
  const totalHeight = rows.getTotalSize();

  // The cells' single tab stop: a chair channel and a day.
  const firstChair = useMemo(() => channels.findIndex((c) => c.kind === 'chair'), [channels]);
  const todayIndex = Math.max(
    0,
    days.findIndex((d) => d.today),
  );
  const [active, setActive] = useState<DropTarget>({ channelIndex: firstChair, dayIndex: todayIndex });
  const activeCell =
    channels[active.channelIndex]?.kind === 'chair'
      ? active
      : { channelIndex: firstChair, dayIndex: Math.min(active.dayIndex, days.length - 1) };
  const pendingFocus = useRef<string | null>(null);

  const focusWhenShown = useCallback((selector: string) => {
    pendingFocus.current = selector;
  }, []);
  // After each render: focus what the keyboard asked for once the virtualiser has put it in the DOM.
  useLayoutEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    const element = scrollRef.current?.querySelector<HTMLElement>(selector);
    if (element) {
      element.focus({ preventScroll: false });
      pendingFocus.current = null;
    }
  });

  const moveActive = useCallback(
    (next: DropTarget) => {
      setActive(next);
      rows.scrollToIndex(next.channelIndex, { align: 'auto' });
      columns.scrollToIndex(next.dayIndex, { align: 'auto' });
      focusWhenShown(`[data-cell="${next.channelIndex}:${next.dayIndex}"]`);
    },
    [rows, columns, focusWhenShown],
  );

  const { onChairTasks } = props;
  const onCellKey = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, at: DropTarget) => {
      const chairStep = (from: number, step: number, times = 1) => {
        let index = from;
        let left = times;
        for (let i = from + step; i >= 0 && i < channels.length && left > 0; i += step) {
          if (channels[i]?.kind === 'chair') {
            index = i;
            left--;
          }
        }
        return index;
      };
      const next: Record<string, () => DropTarget> = {
        ArrowLeft: () => ({ ...at, dayIndex: Math.max(0, at.dayIndex - 1) }),
        ArrowRight: () => ({ ...at, dayIndex: Math.min(days.length - 1, at.dayIndex + 1) }),
        ArrowUp: () => ({ ...at, channelIndex: chairStep(at.channelIndex, -1) }),
        ArrowDown: () => ({ ...at, channelIndex: chairStep(at.channelIndex, 1) }),
        PageUp: () => ({ ...at, channelIndex: chairStep(at.channelIndex, -1, 10) }),
        PageDown: () => ({ ...at, channelIndex: chairStep(at.channelIndex, 1, 10) }),
        Home: () => ({ ...at, dayIndex: 0 }),
        End: () => ({ ...at, dayIndex: days.length - 1 }),
      };
      const channel = channels[at.channelIndex];
      const day = days[at.dayIndex];
      if (
        (event.key === 'ContextMenu' || (event.shiftKey && event.key === 'F10')) &&
        channel?.kind === 'chair' &&
        day
      ) {
        event.preventDefault();
        onChairTasks(channel.chair, day.day);
        return;
      }
      const move = next[event.key];
      if (!move) return;
      event.preventDefault();
      moveActive(move());
    },
    [channels, days, moveActive, onChairTasks],
  );

  // After a move: scroll to the bar's new chair and focus it.
  useEffect(() => {
    if (!focusBar) return;
    const index = channels.findIndex((c) => c.kind === 'chair' && c.chair.id === focusBar.chairId);
    if (index >= 0) rows.scrollToIndex(index, { align: 'auto' });
    focusWhenShown(`[data-bar="${focusBar.id}"]`);
    onFocusBarDone();
  }, [focusBar, channels, rows, focusWhenShown, onFocusBarDone]);

  // Dragging a bar with a mouse or pen: the pointer's chair and day, a ghost where it would land.
  const drag = useRef<Drag | null>(null);
  const suppressClickUntil = useRef(0);
  const [ghost, setGhost] = useState<{ bar: CalendarBar; grab: DropTarget; target: DropTarget | null } | null>(null);

  const targetAt = useCallback(
    (clientX: number, clientY: number): DropTarget | null => {
      const box = scrollRef.current;
      if (!box) return null;
      const rect = box.getBoundingClientRect();
      const x = clientX - rect.left + box.scrollLeft - CHAIR_COLUMN_WIDTH;
      const y = clientY - rect.top + box.scrollTop - DAY_HEADER_HEIGHT;
      return dropTarget({ ...layout, dayWidth, dayCount: days.length }, x, y);
    },
    [layout, dayWidth, days.length],
  );

  const { onDrop, onOpen, onCell, onMoveRequest } = props;
  const onBarPointerDown = useCallback(
    (event: PointerEvent<HTMLButtonElement>, bar: CalendarBar) => {
      if (event.pointerType === 'touch' || event.button !== 0) return;
      const grab = targetAt(event.clientX, event.clientY);
      if (!grab) return;
      drag.current = { bar, pointerId: event.pointerId, x: event.clientX, y: event.clientY, grab, moved: false };
      event.currentTarget.setPointerCapture(event.pointerId);
    },
    [targetAt],
  );
  const onBarPointerMove = useCallback(
    (event: PointerEvent<HTMLButtonElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      if (!current.moved && Math.hypot(event.clientX - current.x, event.clientY - current.y) < 5) return;
      current.moved = true;
      // Near the scroll box's edges it scrolls along.
      const box = scrollRef.current;
      if (box) {
        const rect = box.getBoundingClientRect();
        if (event.clientY > rect.bottom - 24) box.scrollTop += 16;
        else if (event.clientY < rect.top + DAY_HEADER_HEIGHT + 12) box.scrollTop -= 16;
        if (event.clientX > rect.right - 24) box.scrollLeft += 16;
        else if (event.clientX < rect.left + CHAIR_COLUMN_WIDTH + 12) box.scrollLeft -= 16;
      }
      const target = targetAt(event.clientX, event.clientY);
      setGhost((previous) =>
        previous?.bar === current.bar &&
        previous.target?.channelIndex === target?.channelIndex &&
        previous.target?.dayIndex === target?.dayIndex
          ? previous
          : { bar: current.bar, grab: current.grab, target },
      );
    },
    [targetAt],
  );
  const onBarPointerUp = useCallback(
    (event: PointerEvent<HTMLButtonElement>) => {
      const current = drag.current;
      if (!current || current.pointerId !== event.pointerId) return;
      drag.current = null;
      setGhost(null);
      if (!current.moved) return;
      suppressClickUntil.current = Date.now() + 400;
      const target = targetAt(event.clientX, event.clientY);
      if (!target) return;
      const channel = channels[target.channelIndex];
      const grabDay = days[current.grab.dayIndex];
      const dropDay = days[target.dayIndex];
      if (channel?.kind !== 'chair' || !grabDay || !dropDay) return;
      const range = movedDays(current.bar.span, grabDay.day, dropDay.day);
      onDrop(current.bar, channel.chair, range);
    },
    [targetAt, channels, days, onDrop],
  );
  const onBarPointerCancel = useCallback(() => {
    drag.current = null;
    setGhost(null);
  }, []);
  const onBarClick = useCallback(
    (bar: CalendarBar) => {
      if (Date.now() < suppressClickUntil.current) return;
      onOpen(bar);
    },
    [onOpen],
  );

  const [focusedBar, setFocusedBar] = useState<{ id: number; chairId: number } | null>(null);
  const onBarFocus = useCallback((bar: CalendarBar) => setFocusedBar({ id: bar.id, chairId: bar.chairId }), []);
  const onBarBlur = useCallback((event: FocusEvent<HTMLButtonElement>) => {
    // Focus moving between a bar and its "move" button keeps the button.
    const box = event.currentTarget.parentElement;
    if (!box?.contains(event.relatedTarget)) setFocusedBar(null);
  }, []);

  const barHandlers = useMemo(
    () => ({
      onFocus: onBarFocus,
      onBlur: onBarBlur,
      onPointerDown: onBarPointerDown,
      onPointerMove: onBarPointerMove,
      onPointerUp: onBarPointerUp,
      onPointerCancel: onBarPointerCancel,
      onClick: onBarClick,
      onMoveRequest,
    }),
    [
      onBarPointerDown,
      onBarPointerMove,
      onBarPointerUp,
      onBarPointerCancel,
      onBarClick,
      onMoveRequest,
      onBarFocus,
      onBarBlur,
    ],
  );

  const ghostBox = useMemo(() => {
    if (!ghost?.target) return null;
    const shift = ghost.target.dayIndex - ghost.grab.dayIndex;
    const start = Math.max(0, ghost.bar.span.startHalf + shift * 2);
    const end = Math.min(days.length * 2, ghost.bar.span.endHalf + shift * 2);
    if (end <= start) return null;
    return {
      top: DAY_HEADER_HEIGHT + (layout.starts[ghost.target.channelIndex] ?? 0) + 4,
      left: halfLeft(start, dayWidth) + 1,
      width: ((end - start) * dayWidth) / 2 - 2,
    };
  }, [ghost, days.length, layout.starts, dayWidth]);

  return (
    <div
      ref={scrollRef}
      className={`cal-scroll${ghost ? ' is-dragging' : ''}`}
      role="region"
      aria-label={props.label}
      data-testid="calendar-grid"
      // The region scrolls; keyboard users reach it through its cells and bars.
    >
      <div className="cal-content" style={{ width: totalWidth, height: totalHeight }}>
        <div className="cal-header" style={{ width: totalWidth, height: DAY_HEADER_HEIGHT }}>
          <div className="cal-corner" style={{ width: CHAIR_COLUMN_WIDTH, height: DAY_HEADER_HEIGHT }}>
            {t('chairColumn')}
          </div>
          {virtualColumns.map((column) => {
            const day = days[column.index];
            const text = dayTexts[column.index];
            if (!day || !text) return null;
            return (
              <div
                key={day.day}
                className={`cal-dayhead${day.weekend ? ' is-weekend' : ''}${day.today ? ' is-today' : ''}`}
                style={{ left: column.start, width: column.size, height: DAY_HEADER_HEIGHT }}
                aria-current={day.today ? 'date' : undefined}
                data-day={day.day}
              >
                <span>{text.weekday}</span>
                <span>{text.date}</span>
              </div>
            );
          })}
        </div>
        {virtualRows.map((item) => {
          const channel = channels[item.index];
          if (!channel) return null;
          if (channel.kind === 'row') {
            return (
              <div
                key={channel.key}
                className="cal-rowhead"
                style={{ top: item.start, height: item.size, width: totalWidth }}
              >
                <h2 className="cal-rowhead__name">
                  {channel.name}{' '}
                  <span className="cal-rowhead__count">· {t('rowChairs', { count: channel.chairs })}</span>
                </h2>
              </div>
            );
          }
          return (
            <ChairChannel
              key={channel.key}
              channelIndex={item.index}
              chair={channel.chair}
              top={item.start}
              height={item.size}
              width={totalWidth}
              days={days}
              cellLabel={cellLabels}
              barLabel={barLabel}
              dayWidth={dayWidth}
              firstColumn={firstColumn}
              lastColumn={lastColumn}
              bars={barsByChair.get(channel.chair.id)}
              stops={stopsByChair.get(channel.chair.id)}
              activeDay={item.index === activeCell.channelIndex ? activeCell.dayIndex : -1}
              draggedId={ghost?.bar.id ?? null}
              focusedBarId={focusedBar?.chairId === channel.chair.id ? focusedBar.id : null}
              onCell={onCell}
              onChairTasks={onChairTasks}
              onCellKey={onCellKey}
              onCellFocus={setActive}
              barHandlers={barHandlers}
            />
          );
        })}
        {ghostBox && (
          <div
            className={`cal-ghost cal-bar--${ghost!.bar.status}`}
            style={{
              top: ghostBox.top,
              left: ghostBox.left,
              width: ghostBox.width,
              height: channelHeight({ kind: 'chair' }) - 8,
            }}
            aria-hidden="true"
          >
            {ghost!.bar.name}
          </div>
        )}
      </div>
    </div>
  );
}

interface BarHandlers {
  onPointerDown: (event: PointerEvent<HTMLButtonElement>, bar: CalendarBar) => void;
  onPointerMove: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerUp: (event: PointerEvent<HTMLButtonElement>) => void;
  onPointerCancel: () => void;
  onClick: (bar: CalendarBar) => void;
  onMoveRequest: (bar: CalendarBar) => void;
  /** A focused bar shows its "move" button right after it (the keyboard's way to move it). */
  onFocus: (bar: CalendarBar) => void;
  onBlur: (event: FocusEvent<HTMLButtonElement>) => void;
}

interface ChairChannelProps {
  channelIndex: number;
  chair: CalendarChair;
  top: number;
  height: number;
  width: number;
  days: CalendarDay[];
  cellLabel: (chair: string, dayIndex: number, stopped: boolean) => string;
  barLabel: (bar: CalendarBar) => string;
  dayWidth: number;
  firstColumn: number;
  lastColumn: number;
  bars: CalendarBar[] | undefined;
  stops: HalfSpan[] | undefined;
  activeDay: number;
  draggedId: number | null;
  focusedBarId: number | null;
  onCell: (chair: CalendarChair, day: string) => void;
  onChairTasks: (chair: CalendarChair, day: string) => void;
  onCellKey: (event: KeyboardEvent<HTMLButtonElement>, at: DropTarget) => void;
  onCellFocus: (at: DropTarget) => void;
  barHandlers: BarHandlers;
}

/** One chair's channel: its sticky number, the visible day cells, its stop sales and its bookings' bars. */
export const ChairChannel = memo(function ChairChannel(props: ChairChannelProps) {
  const { t } = useTranslation('calendar');
  const { channelIndex, chair, days, dayWidth, firstColumn, lastColumn, bars, stops, activeDay, barHandlers } = props;
  const cells = [];
  for (let index = firstColumn; index <= lastColumn; index++) {
    const day = days[index];
    if (!day) continue;
    const stopped = stops?.some((s) => s.startHalf <= index * 2 && s.endHalf >= index * 2 + 2) ?? false;
    cells.push(
      <button
        key={day.day}
        type="button"
        className={`cal-cell${day.weekend ? ' is-weekend' : ''}${day.today ? ' is-today' : ''}`}
        style={{ left: CHAIR_COLUMN_WIDTH + index * dayWidth, width: dayWidth }}
        tabIndex={index === activeDay ? 0 : -1}
        data-cell={`${channelIndex}:${index}`}
        aria-label={props.cellLabel(chair.publicNumber, index, stopped)}
        onClick={() => props.onCell(chair, day.day)}
        onContextMenu={(event) => {
          event.preventDefault();
          props.onChairTasks(chair, day.day);
        }}
        onKeyDown={(event) => props.onCellKey(event, { channelIndex, dayIndex: index })}
        onFocus={() => props.onCellFocus({ channelIndex, dayIndex: index })}
      />,
    );
  }
  return (
    <div
      className="cal-channel"
      style={{ top: props.top, height: props.height, width: props.width }}
      data-chair={chair.publicNumber}
    >
      <div className="cal-chair" style={{ width: CHAIR_COLUMN_WIDTH }}>
        <span className="cal-chair__number">{chair.publicNumber}</span>
      </div>
      {cells}
      {stops
        ?.filter((span) => spanInColumns(span, firstColumn, lastColumn))
        .map((span, index) => (
          <div
            // Several stop sales of one chair may start in the same half day (or both before the view): the index keeps them apart.
            key={`stop-${index}`}
            className="cal-stop"
            style={{
              left: halfLeft(span.startHalf, dayWidth),
              width: ((span.endHalf - span.startHalf) * dayWidth) / 2,
            }}
            aria-hidden="true"
          >
            {t('stopSale')}
          </div>
        ))}
      {bars
        ?.filter((bar) => spanInColumns(bar.span, firstColumn, lastColumn))
        .map((bar) => {
          const overStop = stops?.some((stop) => spansOverlap(stop, bar.span)) ?? false;
          const label = overStop ? `${props.barLabel(bar)} ${t('overStopSale')}` : props.barLabel(bar);
          return (
            <div
              key={bar.id}
              className={`cal-barbox${props.draggedId === bar.id ? ' is-dragged' : ''}`}
              style={{
                left: halfLeft(bar.span.startHalf, dayWidth) + 1,
                width: ((bar.span.endHalf - bar.span.startHalf) * dayWidth) / 2 - 2,
              }}
            >
              <button
                type="button"
                className={`cal-bar cal-bar--${bar.status}${bar.span.clippedStart ? ' is-open-start' : ''}${bar.span.clippedEnd ? ' is-open-end' : ''}${overStop ? ' is-over-stop' : ''}`}
                data-bar={bar.id}
                data-over-stop={overStop || undefined}
                data-testid="calendar-bar"
                aria-label={label}
                title={label}
                onPointerDown={(event) => barHandlers.onPointerDown(event, bar)}
                onPointerMove={barHandlers.onPointerMove}
                onPointerUp={barHandlers.onPointerUp}
                onPointerCancel={barHandlers.onPointerCancel}
                onClick={() => barHandlers.onClick(bar)}
                onFocus={() => barHandlers.onFocus(bar)}
                onBlur={barHandlers.onBlur}
              >
                {overStop && (
                  <span className="cal-bar__flag" aria-hidden="true">
                    ⚠{' '}
                  </span>
                )}
                {bar.name}
              </button>
              {props.focusedBarId === bar.id && (
                <button
                  type="button"
                  className="cal-bar__move"
                  aria-label={t('move.actionFor', { ref: bar.bookingRef })}
                  onClick={() => barHandlers.onMoveRequest(bar)}
                  onBlur={barHandlers.onBlur}
                >
                  {t('move.action')}
                </button>
              )}
            </div>
          );
        })}
    </div>
  );
});
