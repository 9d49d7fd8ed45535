import { describe, expect, it } from '@jest/globals';
import { zonedInstant } from '../../../common/time.js';
import { buildIcs, escapeText, foldLine } from './ics.js';

const berlin = (date: string, time = '00:00') => zonedInstant(date, time, 'Europe/Berlin');
const NOW = new Date('2026-07-01T10:15:30.123Z');
const unfold = (ics: string) => ics.replace(/\r\n /g, '');

describe('escapeText', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('Korb 1; Reihe 2, vorne\\hinten\nzweite Zeile')).toBe('Korb 1\\; Reihe 2\\, vorne\\\\hinten\\nzweite Zeile');
  });
});

describe('foldLine', () => {
  it('leaves short lines alone and folds long ones at 75 octets with CRLF and a space', () => {
    expect(foldLine('SUMMARY:kurz')).toBe('SUMMARY:kurz');
    const long = `DESCRIPTION:${'a'.repeat(200)}`;
    const folded = foldLine(long);
    const parts = folded.split('\r\n');
    expect(parts[0]).toHaveLength(75);
    expect(parts.slice(1).every((p) => p.startsWith(' ') && Buffer.byteLength(p) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('never splits a multi-byte character', () => {
    const long = `SUMMARY:${'ü'.repeat(100)}`;
    const parts = foldLine(long).split('\r\n');
    for (const p of parts) {
      expect(Buffer.byteLength(p)).toBeLessThanOrEqual(75);
      expect(p).not.toContain('\uFFFD');
      expect(Buffer.from(p, 'utf8').toString('utf8')).toBe(p);
    }
    expect(foldLine(long).replace(/\r\n /g, '')).toBe(long);
  });
});

describe('buildIcs', () => {
  const ics = buildIcs({
    now: NOW,
    events: [
      {
        uid: 'chair-booking-1@strandkorb.test',
        start: berlin('2026-07-14'),
        end: berlin('2026-07-16'),
        summary: 'Strandkorb 12, Abschnitt Nord',
        location: 'Scharbeutz, Strand',
        description: 'Buchung K7M4XQ2P',
      },
      { uid: 'chair-booking-2@strandkorb.test', start: berlin('2026-10-25', '13:00'), end: berlin('2026-10-26'), summary: 'Strandkorb 3' },
    ],
  });

  it('is a VCALENDAR with CRLF line ends and a VTIMEZONE for Europe/Berlin', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('writes whole days as all-day events with the exclusive end date', () => {
    const first = unfold(ics).split('BEGIN:VEVENT')[1];
    expect(first).toContain('UID:chair-booking-1@strandkorb.test\r\n');
    expect(first).toContain('DTSTAMP:20260701T101530Z\r\n');
    expect(first).toContain('DTSTART;VALUE=DATE:20260714\r\n');
    expect(first).toContain('DTEND;VALUE=DATE:20260716\r\n');
    expect(first).toContain('SUMMARY:Strandkorb 12\\, Abschnitt Nord\r\n');
    expect(first).toContain('LOCATION:Scharbeutz\\, Strand\r\n');
  });

  it('writes a half day in Berlin wall-clock time, also on the day the clocks go back', () => {
    const second = unfold(ics).split('BEGIN:VEVENT')[2];
    expect(second).toContain('DTSTART;TZID=Europe/Berlin:20261025T130000\r\n');
    expect(second).toContain('DTEND;TZID=Europe/Berlin:20261026T000000\r\n');
    expect(second).not.toContain('LOCATION');
  });
});
