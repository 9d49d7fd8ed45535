import { describe, expect, it } from '@jest/globals';
import { parseStoredSelection, resumeOffer, selectionOfRoute } from './resumeSelection';

describe('resume an earlier selection', () => {
  it('keeps section, row and chair routes', () => {
    expect(selectionOfRoute('/s/Ostsee/Scharbeutz/Strand%20Nord/12', '2026-07-01', '2026-07-03')).toEqual({
      path: '/s/Ostsee/Scharbeutz/Strand%20Nord/12',
      place: 'Strand Nord',
      startDate: '2026-07-01',
      endDate: '2026-07-03',
    });
    expect(selectionOfRoute('/s/strandkorb/Scharbeutz/Nord/12/345', 'a', 'b')?.place).toBe('Nord');
    expect(selectionOfRoute('/s/', 'a', 'b')).toBeNull();
    expect(selectionOfRoute('/c/Ostsee/Scharbeutz/3', 'a', 'b')).toBeNull();
    expect(selectionOfRoute('/s/Ostsee/-/-/12', 'a', 'b')).toBeNull();
  });

  it('asks once per tab on the start page while the selection has not ended', () => {
    const stored = { path: '/s/a/b/c/1', place: 'c', startDate: '2026-07-01', endDate: '2026-07-03' };
    expect(resumeOffer(stored, '2026-06-01', '/', false)).toEqual(stored);
    expect(resumeOffer(stored, '2026-07-02', '/', false)).toEqual({ ...stored, startDate: '2026-07-02' });
    expect(resumeOffer(stored, '2026-07-04', '/', false)).toBeNull();
    expect(resumeOffer(stored, '2026-06-01', '/', true)).toBeNull();
    expect(resumeOffer(stored, '2026-06-01', '/s/', false)).toBeNull();
    expect(resumeOffer(null, '2026-06-01', '/', false)).toBeNull();
  });

  it('ignores broken stored values', () => {
    expect(parseStoredSelection('{')).toBeNull();
    expect(
      parseStoredSelection(
        JSON.stringify({ path: 'https://x', place: 'a', startDate: '2026-01-01', endDate: '2026-01-01' }),
      ),
    ).toBeNull();
  });
});
