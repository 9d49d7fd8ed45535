import { describe, expect, it } from '@jest/globals';
import { parseChange, sseEvent, touches } from './availability-event.js';

describe('availability events', () => {
  it('parses the database payload and refuses anything else', () => {
    const payload =
      '{"id":7,"sectionId":3,"beachChairId":12,"start":"2026-07-01T08:00:00+02:00","end":"2026-07-02T00:00:00+02:00","kind":"BOOKING"}';
    expect(parseChange(payload)).toEqual({
      id: 7,
      sectionId: 3,
      beachChairId: 12,
      start: '2026-07-01T08:00:00+02:00',
      end: '2026-07-02T00:00:00+02:00',
      kind: 'BOOKING',
    });
    expect(parseChange('{"id":"7","sectionId":3}')).toBeUndefined();
    expect(parseChange('{"id":7,"sectionId":3,"beachChairId":1,"start":"a","end":"b","kind":"OTHER"}')).toBeUndefined();
    expect(parseChange('not json')).toBeUndefined();
    expect(parseChange(undefined)).toBeUndefined();
  });

  it('knows which windows a change touches, half-open, with infinite bounds for a change of the chair', () => {
    const from = new Date('2026-07-01T00:00:00+02:00');
    const to = new Date('2026-07-03T00:00:00+02:00');
    expect(touches({ start: '2026-07-02T00:00:00+02:00', end: '2026-07-02T13:00:00+02:00' }, from, to)).toBe(true);
    expect(touches({ start: '2026-07-03T00:00:00+02:00', end: '2026-07-04T00:00:00+02:00' }, from, to)).toBe(false);
    expect(touches({ start: '2026-06-30T00:00:00+02:00', end: '2026-07-01T00:00:00+02:00' }, from, to)).toBe(false);
    expect(touches({ start: '-infinity', end: 'infinity' }, from, to)).toBe(true);
  });

  it('writes the wire format: id, event, one data line, a blank line', () => {
    expect(sseEvent('availability', { beachChairId: 1, state: 'BOOKED' }, 42)).toBe(
      'id: 42\nevent: availability\ndata: {"beachChairId":1,"state":"BOOKED"}\n\n',
    );
    expect(sseEvent('ready', { at: 1 })).toBe('event: ready\ndata: {"at":1}\n\n');
  });
});
