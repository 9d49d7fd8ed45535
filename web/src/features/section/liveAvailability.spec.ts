import { describe, expect, it } from '@jest/globals';
import type { SectionAvailabilityDto } from '../../api/generated';
import { applyAvailabilityEvent, eventsUrl } from './liveAvailability';

const chair = (id: number, free: boolean) =>
  ({
    id,
    free,
    state: free ? 'FREE' : 'BOOKED',
    reason: free ? null : 'BOOKED',
    bookable: { day: free, morning: free, afternoon: free },
  }) as never;

const section = (): SectionAvailabilityDto =>
  ({
    rowData: [chair(1, true), chair(2, true), chair(3, false)],
    counts: { total: 3, free: 2 },
  }) as unknown as SectionAvailabilityDto;

describe('live availability', () => {
  it('a chair taken by someone else turns booked, and the free count follows', () => {
    const draft = section();
    applyAvailabilityEvent(draft, {
      sectionId: 9,
      beachChairId: 2,
      start: '2026-07-01',
      end: '2026-07-01',
      removed: false,
      state: 'BOOKED',
      free: false,
      bookable: { day: false, morning: false, afternoon: false },
      reason: 'BOOKED',
    });
    expect(draft.rowData[1]).toEqual(
      expect.objectContaining({ id: 2, state: 'BOOKED', free: false, reason: 'BOOKED' }),
    );
    expect(draft.counts).toEqual({ total: 3, free: 1 });
  });

  it('a chair released turns free; a removed chair leaves the grid; an unknown chair changes nothing', () => {
    const draft = section();
    applyAvailabilityEvent(draft, {
      sectionId: 9,
      beachChairId: 3,
      start: 'a',
      end: 'b',
      removed: false,
      state: 'FREE',
      free: true,
      reason: null,
    });
    expect(draft.counts.free).toBe(3);
    applyAvailabilityEvent(draft, { sectionId: 9, beachChairId: 1, start: 'a', end: 'b', removed: true });
    expect(draft.rowData.map((c) => c.id)).toEqual([2, 3]);
    expect(draft.counts).toEqual({ total: 2, free: 2 });
    applyAvailabilityEvent(draft, {
      sectionId: 9,
      beachChairId: 99,
      start: 'a',
      end: 'b',
      removed: false,
      state: 'BOOKED',
      free: false,
    });
    expect(draft.counts).toEqual({ total: 2, free: 2 });
  });

  it('builds the stream address of a section and range', () => {
    expect(
      eventsUrl({
        id: 7,
        publicReference: 'luebecker-bucht',
        start: '2026-07-01',
        end: '2026-07-02',
        timeZone: 'Europe/Berlin',
      }),
    ).toBe(
      '/api/v1/features/public/sections/7/availability_events?publicReference=luebecker-bucht&start=2026-07-01&end=2026-07-02&timeZone=Europe%2FBerlin',
    );
  });
});
