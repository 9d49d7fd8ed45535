import { describe, expect, it } from '@jest/globals';
import { parseSseBlock, takeBlocks } from './liveCalendar';

describe('the calendar’s event stream reader', () => {
  it('splits what arrived into whole blocks and keeps the rest for the next chunk', () => {
    expect(takeBlocks('retry: 3000\n\nid: 4\nevent: ready\ndata: {}\n\nid: 5\nevent: avail')).toEqual({
      blocks: ['retry: 3000', 'id: 4\nevent: ready\ndata: {}'],
      rest: 'id: 5\nevent: avail',
    });
    expect(takeBlocks('a\r\n\r\nb')).toEqual({ blocks: ['a'], rest: 'b' });
  });

  it('reads id, event and data, and leaves comments (heartbeats) out', () => {
    expect(parseSseBlock('id: 42\nevent: availability\ndata: {"beachChairId":1}')).toEqual({
      id: '42',
      event: 'availability',
      data: '{"beachChairId":1}',
    });
    expect(parseSseBlock(': heartbeat')).toEqual({});
    expect(parseSseBlock('data: a\ndata: b')).toEqual({ data: 'a\nb' });
  });
});
