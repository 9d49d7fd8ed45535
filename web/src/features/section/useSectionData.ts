import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetPublicCalendarAvailabilityQuery,
  useGetPublicSectionAvailabilityQuery,
  useGetPublicVendorQuery,
  type SectionDto,
} from '../../api/generated';
import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import { selectCart } from '../cart/cartSlice';
import { ownChairIds } from './sectionRules';
import { addDays, TIME_ZONE } from '../selection/dates';
import { selectEndDate, selectStartDate } from '../selection/selectionSlice';
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

/** The chairs of a section (or of one row) with their state for the selected range. */
export function useSectionAvailability(section: SectionRef | undefined, rowId?: number) {
  const { start, end } = useThrottledRange();
  return useGetPublicSectionAvailabilityQuery(
    section
      ? {
          id: section.id,
          start,
          end,
          timeZone: TIME_ZONE,
          publicReference: section.publicReference,
          row: section.hasSubsections ? rowId : undefined,
        }
      : skipToken,
  );
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
  return useGetPublicCalendarAvailabilityQuery(
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
}

export function useSectionVendor(section: Pick<SectionDto, 'publicReference'> | undefined) {
  return useGetPublicVendorQuery(section ? { publicReference: section.publicReference } : skipToken);
}

/** Chairs of the user's own booking (the cart) that overlap the chosen days: highlighted on the map and in the grid. */
export function useOwnChairIds(): Set<number> {
  const { start, end } = useSelectedRange();
  const bookings = useAppSelector(selectCart).booking?.beachChairBookings;
  return useMemo(() => ownChairIds(bookings ?? [], start, end), [bookings, start, end]);
}
