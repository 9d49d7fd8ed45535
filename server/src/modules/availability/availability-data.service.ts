import { Injectable } from '@nestjs/common';
import { BeachChairColor, BeachChairModel, RateType, TimeEnum } from '../../common/enums.js';
import { assertFound, DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { ONE_SECTION_SQL, SnapshotFilter, SnapshotKey, snapshotStatement } from './availability.sql.js';
import { beachChairJsonHead } from './dto/section-availability.dto.js';
import { ChairFacts, halfDayBoundaryHour, SectionRules } from './rules/index.js';

export type { ChairFilter } from './availability.sql.js';

export interface SectionContext extends SectionRules {
  id: number;
  name: string;
  hasSubsections: boolean;
  locationId: number;
  locationName: string;
  vendorId: number;
  publicReference: string;
  rows: { id: number; name: string; nameEn: string | null; position: number }[];
}

export interface ChairRecord extends ChairFacts {
  id: number;
  sectionId: number;
  rowId: number | null;
  position: number;
  publicNumber: string;
  model: BeachChairModel;
  lockId: number | null;
  color: BeachChairColor;
  lng: number | null;
  lat: number | null;
  /** The range-independent part of the chair's JSON (beachChairJsonHead). */
  json: string;
  bookings: number[];
  stopSales: string[];
}

type StaticChair = Omit<ChairRecord, 'bookings' | 'stopSales'>;

/** A section as the rules see it for one window: its rules, its chairs in row order, their bookings. */
export interface SectionSnapshot {
  section: SectionContext;
  chairs: ChairRecord[];
  /** Every holding booking of those chairs touching the window, flat [chairId, startMs, endMs, ...]. */
  bookings: number[];
  /** The section's price definitions of the window's days as JSON text, when asked for (SnapshotFilter.prices). */
  prices?: string;
}

/** Instants of a query as the SQL takes them: [from, to) and the calendar days startDate..endDate. */
export interface Window {
  from: Date;
  to: Date;
  startDate: string;
  endDate: string;
}

interface SectionRow {
  id: number;
  name: string;
  has_subsections: boolean;
  online_booking: boolean;
  location_id: number;
  location_name: string;
  vendor_id: number;
  public_reference: string;
  season_start: string | null;
  season_end: string | null;
  lead_time_hours: number | null;
  booking_startdate: string | null;
  location_config_startdate: string | null;
  vendor_config_startdate: string | null;
  morning_range: string | null;
  afternoon_range: string | null;
  /** location.opening_hours as JSON text */
  opening_hours: string | null;
  rows: string;
}

interface SnapshotRow extends SectionRow {
  prices?: string;
  chairs: string | null;
  bookings: string | null;
  stops: string | null;
}

/** Loads what the availability rules need: one round trip per request, no entity hydration. */
@Injectable()
export class AvailabilityDataService {
  constructor(private readonly sql: SqlService) {}

  /** The section with its location's rules and rows, without chairs; 404 when unknown. */
  async section(sectionId: number): Promise<SectionContext> {
    const [row] = await this.sql.rows<SectionRow>('availability_section', ONE_SECTION_SQL, [sectionId]);
    return toContext(assertFound(row, 'Section', sectionId));
  }

  /** The section as the public sees it: a publicReference of another vendor is the same 404 as an unknown id. */
  async publicSection(sectionId: number, publicReference: string): Promise<SectionContext> {
    return assertPublic(await this.section(sectionId), publicReference);
  }

  /** The section with its (filtered) chairs, their bookings and stop sales in the window; 404 when unknown. */
  async snapshot(sectionId: number, w: Window, filter: SnapshotFilter = {}): Promise<SectionSnapshot> {
    const [snapshot] = await this.load('section', sectionId, w, filter);
    return assertFound(snapshot, 'Section', sectionId);
  }

  async publicSnapshot(sectionId: number, publicReference: string, w: Window, filter: SnapshotFilter = {}): Promise<SectionSnapshot> {
    const snapshot = await this.snapshot(sectionId, w, filter);
    assertPublic(snapshot.section, publicReference);
    return snapshot;
  }

  /** Every section of a vendor (all for null) with its chairs and bookings, by location and name. */
  vendorSnapshots(vendorId: number | null, w: Window): Promise<SectionSnapshot[]> {
    return this.load('vendor', vendorId, w, {});
  }

  /**
   * The section of an active chair with that chair alone, its holding bookings and stop sales in the window, in one
   * round trip (sectionOfChair() + snapshot() in one), with `prices` also the section's price definitions of the
   * window's days (SectionSnapshot.prices); undefined when the chair is unknown or inactive.
   */
  async chairSnapshot(beachChairId: number, w: Window, o: { prices?: boolean } = {}): Promise<SectionSnapshot | undefined> {
    const [snapshot] = await this.load('chair', beachChairId, w, { beachChairId, prices: o.prices });
    return snapshot;
  }

  /** The section of an active chair, or 404. */
  async sectionOfChair(beachChairId: number): Promise<number> {
    const [row] = await this.sql.rows<{ section_id: number }>(
      'availability_chair_section',
      `SELECT section_id FROM beach_chair WHERE id = $1 AND active`,
      [beachChairId],
    );
    return assertFound(row, 'BeachChair', beachChairId).section_id;
  }

  private async load(key: SnapshotKey, value: number | null, w: Window, f: SnapshotFilter): Promise<SectionSnapshot[]> {
    const st = snapshotStatement(key, value, w, f);
    return (await this.sql.rows<SnapshotRow>(st.name, st.text, st.values)).map(toSnapshot);
  }
}

function assertPublic(section: SectionContext, publicReference: string): SectionContext {
  if (section.publicReference !== publicReference) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Section ${section.id} not found`, { entity: 'Section', id: section.id });
  }
  return section;
}

function toContext(r: SectionRow): SectionContext {
  const halfDay = [
    { type: RateType.MORNING, timeRange: r.morning_range },
    { type: RateType.AFTERNOON, timeRange: r.afternoon_range },
  ];
  return {
    id: r.id,
    name: r.name,
    hasSubsections: r.has_subsections,
    onlineBooking: r.online_booking,
    locationId: r.location_id,
    locationName: r.location_name,
    vendorId: r.vendor_id,
    publicReference: r.public_reference,
    seasonStart: r.season_start,
    seasonEnd: r.season_end,
    leadTimeHours: r.lead_time_hours,
    bookingStart: {
      location: r.booking_startdate,
      locationConfiguration: r.location_config_startdate,
      vendorConfiguration: r.vendor_config_startdate,
    },
    boundaryHour: halfDayBoundaryHour(halfDay),
    morningRange: r.morning_range,
    afternoonRange: r.afternoon_range,
    openingHours: r.opening_hours ? (JSON.parse(r.opening_hours) as SectionRules['openingHours']) : [],
    rows: JSON.parse(r.rows) as { id: number; name: string; nameEn: string | null; position: number }[],
  };
}

const num = (s: string): number | null => (s === '' ? null : Number(s));

/** One chair line: id|rowId|position|model|timeEnum|lockId|season|color|reserved|lng|lat|publicNumber as JSON (last: may hold '|'). */
function parseChair(line: string, sectionId: number): StaticChair {
  const f = line.split('|');
  const chair = {
    id: Number(f[0]),
    sectionId,
    rowId: num(f[1]),
    position: Number(f[2]),
    model: f[3] as BeachChairModel,
    timeEnum: f[4] as TimeEnum,
    lockId: num(f[5]),
    seasonBeachChair: f[6] === '1',
    color: f[7] as BeachChairColor,
    reserved: f[8] === '1',
    lng: num(f[9]),
    lat: num(f[10]),
    publicNumber: JSON.parse(f.length > 12 ? f.slice(11).join('|') : f[11]) as string,
  };
  return Object.freeze({ ...chair, json: beachChairJsonHead(chair) });
}

/**
 * Parsed chairs in row order, kept by the exact text the database sent (and the section's rows): the same text always
 * parses to the same chairs, so a changed chair is simply a new key. A bounded memo, not a cache that can go stale.
 */
const parsedChairs = new Map<string, readonly StaticChair[]>();

function staticChairs(text: string | null, section: SectionContext, rowsJson: string): readonly StaticChair[] {
  if (!text) return [];
  const key = `${section.id}|${rowsJson}|${text}`;
  let chairs = parsedChairs.get(key);
  if (chairs) {
    parsedChairs.delete(key); // most recently used last
  } else {
    const list = text.split('\n').map((line) => parseChair(line, section.id));
    // Row order, then the chair's place in the row: the grid's and the timeline's order.
    const rowPosition = new Map(section.rows.map((row, i) => [row.id, i]));
    const rank = (c: StaticChair) => (c.rowId === null ? Number.MAX_SAFE_INTEGER : (rowPosition.get(c.rowId) ?? Number.MAX_SAFE_INTEGER));
    chairs = list.sort((a, b) => rank(a) - rank(b) || a.position - b.position || a.id - b.id);
    if (parsedChairs.size >= 64) parsedChairs.delete(parsedChairs.keys().next().value!);
  }
  parsedChairs.set(key, chairs);
  return chairs;
}

function toSnapshot(r: SnapshotRow): SectionSnapshot {
  const section = toContext(r);
  const chairs: ChairRecord[] = staticChairs(r.chairs, section, r.rows).map((c) => ({ ...c, bookings: [], stopSales: [] }));
  const byId = new Map(chairs.map((c) => [c.id, c]));
  const bookings: number[] = [];
  if (r.bookings) {
    const parts = r.bookings.split(',');
    for (let i = 0; i < parts.length; i += 3) {
      const [id, start, end] = [Number(parts[i]), Number(parts[i + 1]) * 1000, Number(parts[i + 2]) * 1000];
      bookings.push(id, start, end);
      byId.get(id)!.bookings.push(start, end);
    }
  }
  if (r.stops) {
    const parts = r.stops.split(',');
    for (let i = 0; i < parts.length; i += 3) byId.get(Number(parts[i]))!.stopSales.push(parts[i + 1], parts[i + 2]);
  }
  return { section, chairs, bookings, ...(r.prices !== undefined ? { prices: r.prices } : {}) };
}
