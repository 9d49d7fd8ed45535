import type {
  BeachChairSummaryDto,
  CityDto,
  PublicBookingChairLineDto,
  RateType,
  SectionDetailDto,
} from '../../api/generated';
import { vendorText } from '../../app/vendorText';

// What a person reads about a booked chair (spec 2: section, row, model, dates, public number, city), as plain data.
export interface ChairFacts {
  id: number;
  beachChairId: number;
  publicNumber: string;
  model: string;
  sectionName: string | null;
  rowName: string | null;
  cityName: string | null;
  locationId: number | null;
  start: string;
  end: string;
  /** The booked rate (half day, day, …); null when the server chose it */
  rate: RateType | null;
  price: number;
  discount: boolean;
  /** A half day's hours ('08:00–13:00'), null for whole days */
  hours: string | null;
}

export function chairFacts(
  line: PublicBookingChairLineDto,
  chair: BeachChairSummaryDto | undefined,
  section: SectionDetailDto | undefined,
  city: CityDto | undefined,
  language = 'de',
): ChairFacts {
  const row = section?.rows.find((r) => r.id === chair?.rowId);
  return {
    id: line.id,
    beachChairId: line.beachChairId,
    publicNumber: chair?.publicNumber ?? '',
    model: line.model,
    sectionName: section?.name ?? null,
    rowName: row ? vendorText(row.name, row.nameEn, language) : null,
    cityName: city?.name ?? null,
    locationId: section?.location.id ?? null,
    start: line.start,
    end: line.end,
    rate: line.rate,
    price: line.price,
    discount: line.discount,
    hours: line.hours ?? null,
  };
}

/** The chair bookings a person still has (canceled lines are not shown). */
export const activeChairLines = (lines: readonly PublicBookingChairLineDto[]) =>
  lines.filter((line) => line.status !== 'CANCELED');

/** The first day of the booking (earliest start), or null without chairs. */
export function firstStart(lines: readonly { start: string }[]): string | null {
  return lines.reduce<string | null>(
    (first, line) => (first === null || line.start < first ? line.start : first),
    null,
  );
}

/** VAT included in a gross total (spec 9: total minus total / 1.19), rounded to cents. */
export function includedVat(total: number): number {
  return Math.round((total - total / 1.19) * 100) / 100;
}

export interface BankData {
  accountHolder?: string;
  bic?: string;
  iban?: string;
  reference?: string;
}

/** metaData.bankData of a confirmed bank transfer, when present with an IBAN. */
export function bankDataOf(metaData: Record<string, unknown> | null | undefined): BankData | null {
  const data = metaData?.bankData;
  if (typeof data !== 'object' || data === null) return null;
  const bank = data as Record<string, unknown>;
  if (typeof bank.iban !== 'string' || bank.iban === '') return null;
  const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
  return {
    accountHolder: text(bank.accountHolder),
    bic: text(bank.bic),
    iban: bank.iban,
    reference: text(bank.reference),
  };
}

/** An IBAN in groups of four, as printed on forms. */
export const formatIban = (iban: string) =>
  iban
    .replace(/\s+/g, '')
    .replace(/(.{4})/g, '$1 ')
    .trim();

const berlinDate = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/** The Berlin calendar day (dd.MM.yyyy) a booking starts on; a plain yyyy-MM-dd is taken as that day. */
export function pickupDay(start: string): string {
  if (!start.includes('T')) return start.split('-').reverse().join('.');
  return berlinDate.format(new Date(start));
}

/** The last Berlin calendar day of a booking; the API's end instant is exclusive. */
export function dropoffDay(end: string): string {
  if (!end.includes('T')) return end.split('-').reverse().join('.');
  return berlinDate.format(new Date(new Date(end).getTime() - 1));
}

const berlinClock = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * A payment deadline as the mail states it: Berlin day and time; one at midnight is the end (24:00) of the day before,
 * not the start of the next.
 */
export function deadlineParts(iso: string): { date: string; time: string } {
  const at = new Date(iso);
  const time = berlinClock.format(at);
  if (time !== '00:00') return { date: berlinDate.format(at), time };
  return { date: berlinDate.format(new Date(at.getTime() - 60_000)), time: '24:00' };
}
