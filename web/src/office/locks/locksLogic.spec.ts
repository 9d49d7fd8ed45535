import { describe, expect, it } from '@jest/globals';
import { batteryText, lastSeenText, lockQueryArgs, locksPath, readStateFilter } from './locksLogic';

describe('the lock fleet', () => {
  it('asks for all locks, sorted by the column and filtered by the state of the address', () => {
    expect(lockQueryArgs([{ id: 'health', desc: false }], null)).toEqual({
      itemsPerPage: 0,
      orderBy: 'health',
      orderDir: 'ASC',
    });
    expect(lockQueryArgs([{ id: 'batteryLevel', desc: true }], 'BATTERY_LOW')).toEqual({
      itemsPerPage: 0,
      orderBy: 'batteryLevel',
      orderDir: 'DESC',
      filters: '{"health":"BATTERY_LOW"}',
    });
    expect(lockQueryArgs([{ id: 'beachChair', desc: false }], 'attention')).toEqual({
      itemsPerPage: 0,
      filters: '{"health":{"not":"OK"}}',
    });
  });

  it('reads only known states from the address', () => {
    expect(readStateFilter('OFFLINE')).toBe('OFFLINE');
    expect(readStateFilter('attention')).toBe('attention');
    expect(readStateFilter('ok')).toBeNull();
    expect(readStateFilter(null)).toBeNull();
    expect(locksPath('attention')).toBe('/locks?state=attention');
    expect(locksPath()).toBe('/locks');
  });

  it('writes battery and last contact as the hut reads them (Europe/Berlin)', () => {
    expect(batteryText(85, 'de')).toBe('85\u00a0%');
    expect(batteryText(85, 'en')).toBe('85%');
    expect(batteryText(null, 'de')).toBe('–');
    expect(lastSeenText('2026-07-14T11:05:00Z', 'de')).toBe('14.07.2026 13:05');
    expect(lastSeenText('2026-11-24T23:30:00Z', 'en')).toBe('25/11/2026 00:30');
    expect(lastSeenText(null, 'de')).toBeNull();
  });
});
