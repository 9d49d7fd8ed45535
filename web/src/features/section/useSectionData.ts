import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetPublicCalendarAvailabilityQuery,
  useGetPublicSectionAvailabilityQuery,
  useGetPublicVendorQuery,
  type SectionDto,
} from '../../api/generated';
import { useEffect, useMemo } from 'react';
import { api } from '../../api/generated';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { applyAvailabilityEvent, eventsUrl, subscribeAvailability } from './liveAvailability';
import { useCartBooking } from '../cart/useCartBooking';
import { firstBookableDefault, ownChairIds } from './sectionRules';
import { addDays, TIME_ZONE } from '../selection/dates';
import { datesDefaulted, selectEndDate, selectStartDate } from '../selection/selectionSlice';
import { useThrottledValue } from './useThrottledValue';

// Spec section 9: availability and calendar loads throttled at 1000 ms.
const LOAD_THROTTLE_MS = 1000;
type Range = { start: string; end: string };
const sameRange = (a: Range, b: Range) => a.start === b.start && a.end === b.end;

export function useSelectedRange(): Range {
  const start = useAppSelector(selectStartDate);
  const end = useAppSelector(selectEndDate);
  return { start, end };
}

function useThrottledRange(): Range {
  return useThrottledValue(useSelectedRange(), LOAD_THROTTLE_MS, sameRange);
}

type SectionRef = Pick<SectionDto, 'id' | 'publicReference' | 'hasSubsections'>;

/** The chairs of a section (or of one row) with their state for the selected range, kept live by the section's events. */
export function useSectionAvailability(section: SectionRef | undefined, rowId?: number) {
  const { start, end } = useThrottledRange();
  const dispatch = useAppDispatch();
  const args = section
    ? {
        id: section.id,
        start,
        end,
        timeZone: TIME_ZONE,
        publicReference: section.publicReference,
        row: section.hasSubsections ? rowId : undefined,
      }
    : undefined;
  const query = useGetPublicSectionAvailabilityQuery(args ?? skipToken);
  const { refetch } = query;
  // Out of season or before booking opens, dates the user did not choose move to the first bookable day.
  const firstDay = query.data ? firstBookableDefault(query.data, query.data.start) : null;
  useEffect(() => {
    if (firstDay) dispatch(datesDefaulted(firstDay));
  }, [dispatch, firstDay]);
  const key = args ? JSON.stringify(args) : '';
  useEffect(() => {
    if (!key) return undefined;
    const current = JSON.parse(key) as NonNullable<typeof args>;
    return subscribeAvailability(eventsUrl(current), {
      onChange: (event) =>
        dispatch(
          api.util.updateQueryData('getPublicSectionAvailability', current, (draft) =>
            applyAvailabilityEvent(draft, event),
          ),
        ),
      onReset: () => void refetch(),
    });
  }, [key, dispatch, refetch]);
  return query;
}

/** Year end, but at least four weeks, so the timeline never runs dry in late December. */
export function calendarEnd(start: string): string {
  const yearEnd = `${start.slice(0, 4)}-12-31`;
  const fourWeeks = addDays(start, 27);
  return fourWeeks > yearEnd ? fourWeeks : yearEnd;
}

/** The timeline of a section from the selected start to the end of the year (spec section 7, calendar loads). */
export function useSectionCalendar(section: SectionRef | undefined, rowId: number | undefined, skip: boolean) {
  const { start } = useThrottledRange();
  const query = useGetPublicCalendarAvailabilityQuery(
    section && !skip
      ? {
          id: section.id,
          start,
          end: calendarEnd(start),
          timeZone: TIME_ZONE,
          publicReference: section.publicReference,
          row: section.hasSubsections ? rowId : undefined,
        }
      : skipToken,
  );
  // The timeline shows bookings, not only states: a change of the section's chairs loads it again (at most once a
  // second; the server answers from its cache), through a stream of the timeline's own days.
  const { refetch } = query;
  const active = Boolean(section && !skip);
  const url = section
    ? eventsUrl({
        id: section.id,
        publicReference: section.publicReference,
        start,
        end: calendarEnd(start),
        timeZone: TIME_ZONE,
      })
    : '';
  useEffect(() => {
    if (!active || !url) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const later = () => {
      timer ??= setTimeout(() => {
        timer = undefined;
        void refetch();
      }, LOAD_THROTTLE_MS);
    };
    const unsubscribe = subscribeAvailability(url, { onChange: later, onReset: later });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [active, url, refetch]);
  return query;
}

export function useSectionVendor(section: Pick<SectionDto, 'publicReference'> | undefined) {
  return useGetPublicVendorQuery(section ? { publicReference: section.publicReference } : skipToken);
}

/** Chairs of the user's own booking (the cart) that overlap the chosen days: highlighted on the map and in the grid. */
export function useOwnChairIds(): Set<number> {
  const { start, end } = useSelectedRange();
  const bookings = useCartBooking()?.beachChairBookings;
  return useMemo(() => ownChairIds(bookings ?? [], start, end), [bookings, start, end]);
}
