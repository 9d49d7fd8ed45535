import { describe, expect, it } from '@jest/globals';
import { LockHealth, lockHealth } from './lock-health.js';

const seen = new Date('2026-07-14T10:00:00Z');

describe('lock health', () => {
  it('is NEVER_SEEN before the first sync, whatever else is known', () => {
    expect(lockHealth({ lastSeenAt: null, online: false, batteryLevel: 5 })).toBe(LockHealth.NEVER_SEEN);
  });

  it('is OFFLINE when not seen within the window, even with a low battery', () => {
    expect(lockHealth({ lastSeenAt: seen, online: false, batteryLevel: 5 })).toBe(LockHealth.OFFLINE);
  });

  it('is BATTERY_LOW below 20 % and OK from 20 % on or when the level is unknown', () => {
    expect(lockHealth({ lastSeenAt: seen, online: true, batteryLevel: 19 })).toBe(LockHealth.BATTERY_LOW);
    expect(lockHealth({ lastSeenAt: seen, online: true, batteryLevel: 0 })).toBe(LockHealth.BATTERY_LOW);
    expect(lockHealth({ lastSeenAt: seen, online: true, batteryLevel: 20 })).toBe(LockHealth.OK);
    expect(lockHealth({ lastSeenAt: seen, online: true, batteryLevel: null })).toBe(LockHealth.OK);
  });
});
