// German formats (spec 9): euro with comma decimals and the symbol after the number, days as dd.MM.yyyy.
const euro = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });

export function formatEuro(euros: number): string {
  return euro.format(euros).replace(/\u00a0/g, ' ');
}

/** yyyy-MM-dd (an API calendar day) → dd.MM.yyyy; no time zone math needed for a calendar day. */
export function formatDay(day: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(day);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : day;
}

const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** A booked period as the API answers it (ISO instants, end exclusive) → its Berlin calendar days. */
export function formatBookedPeriod(start: string, end: string): string {
  if (!start.includes('T')) return formatDayRange(start, end);
  const first = berlinDate.format(new Date(start));
  const last = berlinDate.format(new Date(new Date(end).getTime() - 1));
  return first === last ? first : `${first} – ${last}`;
}

export function formatDayRange(start: string, end: string): string {
  return start === end ? formatDay(start) : `${formatDay(start)} – ${formatDay(end)}`;
}

/** What is left of a hold as mm:ss (h:mm:ss from an hour on), counted in whole seconds rounded up; 0 and less: 00:00. */
export function formatHoldLeft(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const seconds = String(total % 60).padStart(2, '0');
  const minutes = Math.floor(total / 60) % 60;
  const hours = Math.floor(total / 3600);
  return hours > 0
    ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}`
    : `${String(minutes).padStart(2, '0')}:${seconds}`;
}
