import { describe, expect, it } from '@jest/globals';
import { chairFeatures, ownDescription } from './chairFeatures';

describe('chair fallback facts', () => {
  it('lists the features a derived description names', () => {
    expect(chairFeatures({ seasonBeachChair: true, lockId: 4, timeEnum: 'HALF_DAY' })).toEqual([
      'lock',
      'halfDay',
      'season',
    ]);
    expect(chairFeatures({ seasonBeachChair: false, lockId: null, timeEnum: 'ALL_DAY' })).toEqual([]);
  });

  it('takes the own description unless blank', () => {
    expect(ownDescription('  Am Wasser  ')).toBe('Am Wasser');
    expect(ownDescription('   ')).toBeNull();
    expect(ownDescription(null)).toBeNull();
  });
});
