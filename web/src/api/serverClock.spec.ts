import { afterEach, describe, expect, it } from '@jest/globals';
import { noteServerDate, resetServerClock, serverNow } from './serverClock';

// The server's clock from the Date header of the API's answers (the cart's hold countdown, docs/storefront.md).

afterEach(resetServerClock);

describe('server clock', () => {
  it("a device clock minutes off: now is the server's (the header's second taken at its middle)", () => {
    const device = Date.parse('2026-07-01T09:50:00.000Z');
    noteServerDate('Wed, 01 Jul 2026 10:00:00 GMT', device);
    expect(serverNow() - Date.now()).toBe(10 * 60_000 + 500);
  });

  it('a device clock ahead works the same way', () => {
    noteServerDate('Wed, 01 Jul 2026 10:00:00 GMT', Date.parse('2026-07-01T10:03:00.000Z'));
    expect(serverNow() - Date.now()).toBe(-3 * 60_000 + 500);
  });

  it('offsets under 2 s are rounding and latency, not a wrong clock: the device clock is used', () => {
    noteServerDate('Wed, 01 Jul 2026 10:00:00 GMT', Date.parse('2026-07-01T10:00:01.200Z'));
    expect(Math.abs(serverNow() - Date.now())).toBeLessThan(50);
  });

  it('no header or an unreadable one changes nothing', () => {
    noteServerDate('Wed, 01 Jul 2026 10:00:00 GMT', Date.parse('2026-07-01T09:00:00.000Z'));
    noteServerDate(null);
    noteServerDate('not a date');
    expect(serverNow() - Date.now()).toBe(60 * 60_000 + 500);
  });
});
