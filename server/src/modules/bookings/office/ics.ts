import { calendarDate, zonedIsoString } from '../../../common/time.js';

/** One chair booking as a calendar event. */
export interface IcsEvent {
  /** Globally unique and stable for the chair booking, so a resent invitation updates the same event. */
  uid: string;
  start: Date;
  /** Exclusive end, as stored. */
  end: Date;
  summary: string;
  location?: string | null;
  description?: string | null;
}

export interface IcsCalendar {
  events: IcsEvent[];
  /** DTSTAMP of every event. */
  now: Date;
  /** Only Europe/Berlin has its VTIMEZONE below; it is the zone the chairs are rented in. */
  timeZone?: 'Europe/Berlin';
}

const TZID = 'Europe/Berlin';

/** Europe/Berlin since 1996 (EU rules): CEST from the last Sunday of March 02:00, CET from the last Sunday of October 03:00. */
const VTIMEZONE_BERLIN = [
  'BEGIN:VTIMEZONE',
  `TZID:${TZID}`,
  'BEGIN:DAYLIGHT',
  'TZOFFSETFROM:+0100',
  'TZOFFSETTO:+0200',
  'TZNAME:CEST',
  'DTSTART:19700329T020000',
  'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
  'END:DAYLIGHT',
  'BEGIN:STANDARD',
  'TZOFFSETFROM:+0200',
  'TZOFFSETTO:+0100',
  'TZNAME:CET',
  'DTSTART:19701025T030000',
  'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** RFC 5545 3.3.11 TEXT: backslash, semicolon, comma escaped; line breaks as \n. */
export function escapeText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** RFC 5545 3.1: lines longer than 75 octets are folded (CRLF + one space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    // The first line holds 75 octets; each continuation line 74 after its leading space.
    if (octets + size > (out.length === 0 ? 75 : 74)) {
      out.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n ');
}

const utcStamp = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const localStamp = (d: Date) => zonedIsoString(d, TZID).slice(0, 19).replace(/[-:]/g, '');
const dateStamp = (d: Date) => calendarDate(d, TZID).replace(/-/g, '');
const isMidnight = (d: Date) => zonedIsoString(d, TZID).slice(11, 19) === '00:00:00';

function eventLines(e: IcsEvent, now: Date): string[] {
  // Whole days (midnight to midnight in Berlin) become all-day events; a half day keeps its hours.
  const allDay = isMidnight(e.start) && isMidnight(e.end);
  const lines = [
    'BEGIN:VEVENT',
    `UID:${e.uid}`,
    `DTSTAMP:${utcStamp(now)}`,
    allDay ? `DTSTART;VALUE=DATE:${dateStamp(e.start)}` : `DTSTART;TZID=${TZID}:${localStamp(e.start)}`,
    allDay ? `DTEND;VALUE=DATE:${dateStamp(e.end)}` : `DTEND;TZID=${TZID}:${localStamp(e.end)}`,
    `SUMMARY:${escapeText(e.summary)}`,
  ];
  if (e.location) lines.push(`LOCATION:${escapeText(e.location)}`);
  if (e.description) lines.push(`DESCRIPTION:${escapeText(e.description)}`);
  lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  return lines;
}

/** An iCalendar (RFC 5545) document: one VEVENT per event, CRLF line ends, folded lines. */
export function buildIcs(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Strandkorb//Booking//DE',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...VTIMEZONE_BERLIN,
    ...calendar.events.flatMap((e) => eventLines(e, calendar.now)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
