import type {
  BeachChairColor,
  BeachChairModel,
  CreateBeachChairDto,
  GeoJsonPolygon,
  RowDto,
  UpdateSectionDto,
  VendorSectionDto,
} from '../api/officeApi';

export type LngLat = [lng: number, lat: number];

// Metres per degree near the German coast (equirectangular: exact enough for a few hundred metres of beach).
const M_PER_DEG_LAT = 110_574;
const mPerDegLng = (lat: number) => 111_320 * Math.cos((lat * Math.PI) / 180);

/** Distance in metres between two nearby positions. */
export function metresBetween(a: LngLat, b: LngLat): number {
  const lat = (a[1] + b[1]) / 2;
  return Math.hypot((b[0] - a[0]) * mPerDegLng(lat), (b[1] - a[1]) * M_PER_DEG_LAT);
}

const round = (value: number) => Math.round(value * 1e7) / 1e7;

/**
 * Where `count` chairs stand along a drawn line: the first at its start, the next every `spacing` metres along it
 * (round the corners of a polyline). Without a spacing they spread evenly from start to end. `undefined` when the
 * line is shorter than the chairs need.
 */
export function pointsAlongLine(line: readonly LngLat[], count: number, spacing?: number): LngLat[] | undefined {
  if (line.length < 2 || count < 1) return undefined;
  const segments = line.slice(1).map((end, i) => ({ from: line[i]!, to: end, length: metresBetween(line[i]!, end) }));
  const total = segments.reduce((sum, s) => sum + s.length, 0);
  if (total === 0) return undefined;
  const step = spacing && spacing > 0 ? spacing : count > 1 ? total / (count - 1) : 0;
  // A millimetre of slack for rounding when the line is exactly long enough.
  if (step * (count - 1) > total + 0.001) return undefined;
  const points: LngLat[] = [];
  for (let i = 0; i < count; i++) {
    let along = Math.min(i * step, total);
    let segment = segments[0]!;
    for (const s of segments) {
      segment = s;
      if (along <= s.length || s === segments[segments.length - 1]) break;
      along -= s.length;
    }
    const f = segment.length === 0 ? 0 : Math.min(along / segment.length, 1);
    points.push([
      round(segment.from[0] + (segment.to[0] - segment.from[0]) * f),
      round(segment.from[1] + (segment.to[1] - segment.from[1]) * f),
    ]);
  }
  return points;
}

/** The chairs' public numbers from a start: "7" → 7, 8, 9; "A1" → A1, A2; "B09" → B09, B10. Undefined: no number. */
export function chairNumbers(start: string, count: number): string[] | undefined {
  const match = /^(.*?)(\d+)$/.exec(start.trim());
  if (!match) return undefined;
  const [, prefix, digits] = match as unknown as [string, string, string];
  const first = Number(digits);
  return Array.from({ length: count }, (_, i) => `${prefix}${String(first + i).padStart(digits.length, '0')}`);
}

/** The next free number after the section's chairs (numeric ones only), as the start of a new row of chairs. */
export function nextChairNumber(numbers: readonly string[]): string {
  const numeric = numbers.filter((n) => /^\d+$/.test(n)).map(Number);
  return String(numeric.length ? Math.max(...numeric) + 1 : 1);
}

/** A closed ring for the API: terra-draw's polygons are closed already, a typed list of corners may not be. */
export function toPolygon(ring: readonly LngLat[]): GeoJsonPolygon | undefined {
  if (ring.length < 3) return undefined;
  const first = ring[0]!;
  const last = ring[ring.length - 1]!;
  const closed = first[0] === last[0] && first[1] === last[1] ? [...ring] : [...ring, first];
  if (closed.length < 4) return undefined;
  return { type: 'Polygon', coordinates: [closed.map(([lng, lat]) => [round(lng), round(lat)])] };
}

/** The rows in the section's order; moving one up or down swaps its position with its neighbour's. */
export function sortedRows(rows: readonly RowDto[]): RowDto[] {
  return [...rows].sort((a, b) => a.position - b.position || a.id - b.id);
}

/** The position updates that move a row one place up (-1) or down (+1): positions become 0, 1, 2 … (none at the edge). */
export function reorderRow(
  rows: readonly RowDto[],
  rowId: number,
  direction: -1 | 1,
): { id: number; position: number }[] {
  const sorted = sortedRows(rows);
  const index = sorted.findIndex((r) => r.id === rowId);
  const target = index + direction;
  if (index < 0 || target < 0 || target >= sorted.length) return [];
  const order = [...sorted];
  [order[index], order[target]] = [order[target]!, order[index]!];
  // Positions may repeat (the API's default is "after the last"), so every row gets its index.
  return order
    .map((r, position) => ({ id: r.id, position, was: r.position }))
    .filter((r) => r.position !== r.was)
    .map(({ id, position }) => ({ id, position }));
}

export interface SectionForm {
  name: string;
  description: string;
  /** The English description ('' for none: the English storefront shows the German one). */
  descriptionEn: string;
  onlineBooking: boolean;
  locationId: string;
  beachId: string;
}

export const sectionToForm = (s: VendorSectionDto): SectionForm => ({
  name: s.name,
  description: s.description ?? '',
  descriptionEn: s.descriptionEn ?? '',
  onlineBooking: s.onlineBooking,
  locationId: String(s.locationId),
  beachId: String(s.beachId),
});

export const emptySectionForm = (locationId?: number, beachId?: number): SectionForm => ({
  name: '',
  description: '',
  descriptionEn: '',
  onlineBooking: true,
  locationId: locationId ? String(locationId) : '',
  beachId: beachId ? String(beachId) : '',
});

export type SectionFormError = 'nameRequired' | 'locationRequired' | 'beachRequired' | 'outlineRequired';

export function validateSectionForm(form: SectionForm, outline: GeoJsonPolygon | null): SectionFormError | undefined {
  if (!form.name.trim()) return 'nameRequired';
  if (!form.locationId) return 'locationRequired';
  if (!form.beachId) return 'beachRequired';
  if (!outline) return 'outlineRequired';
  return undefined;
}

/** The body of a create or an update: a blank description is none. */
export const formToSectionDto = (form: SectionForm, outline: GeoJsonPolygon | null) => ({
  name: form.name.trim(),
  description: form.description.trim() || null,
  descriptionEn: form.descriptionEn.trim() || null,
  onlineBooking: form.onlineBooking,
  locationId: Number(form.locationId),
  beachId: Number(form.beachId),
  geoJson: outline,
});

/** Only what changed, so an update never moves a section to another location by accident. */
export function sectionChanges(
  section: VendorSectionDto,
  form: SectionForm,
  outline: GeoJsonPolygon | null,
): UpdateSectionDto {
  const dto = formToSectionDto(form, outline);
  const changes: UpdateSectionDto = {};
  if (dto.name !== section.name) changes.name = dto.name;
  if (dto.description !== (section.description ?? null)) changes.description = dto.description;
  if (dto.descriptionEn !== (section.descriptionEn ?? null)) changes.descriptionEn = dto.descriptionEn;
  if (dto.onlineBooking !== section.onlineBooking) changes.onlineBooking = dto.onlineBooking;
  if (dto.locationId !== section.locationId) changes.locationId = dto.locationId;
  if (dto.beachId !== section.beachId) changes.beachId = dto.beachId;
  if (JSON.stringify(outline) !== JSON.stringify(section.geoJson)) changes.geoJson = outline;
  return changes;
}

export const CHAIR_COLORS: BeachChairColor[] = [
  '0',
  'silver',
  'darkgreen',
  'green',
  'lightgreen',
  'darkblue',
  'blue',
  'lightblue',
  'darkred',
  'red',
  'lightred',
  'white',
  'brightyellow',
  'yellow',
  'darkyellow',
  'black',
  'brightbrown',
  'brown',
  'darkbrown',
  'beige',
  'orange',
  'grey',
  'purple',
  'pink',
];

/** A spacing in metres as typed ("2,5" or "2.5"); empty: spread evenly; undefined: not a positive number. */
export function parseSpacing(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed.replace(',', '.'));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/** The body of a bulk create: one chair per point, numbered on from `start`, in the row, positions in line order. */
export function chairRowItems(
  o: { sectionId: number; rowId: number | null; model: BeachChairModel; start: string; firstPosition: number },
  points: readonly LngLat[],
): CreateBeachChairDto[] | undefined {
  const numbers = chairNumbers(o.start, points.length);
  if (!numbers) return undefined;
  return points.map((point, i) => ({
    sectionId: o.sectionId,
    rowId: o.rowId,
    publicNumber: numbers[i]!,
    model: o.model,
    position: o.firstPosition + i,
    geoJson: { type: 'Point', coordinates: [point[0], point[1]] },
  }));
}

/** The server's own reason beside the catalogue's text (INVALID_GEOMETRY names what PostGIS found, e.g. a self-intersection). */
export function serverReason(error: unknown): string | undefined {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  const payload = data && typeof data === 'object' && 'payload' in data ? data.payload : undefined;
  const reason = payload && typeof payload === 'object' && 'reason' in payload ? payload.reason : undefined;
  return typeof reason === 'string' && reason ? reason : undefined;
}

/** The outline's corners as text, one "lng, lat" per line (the closing corner left out). */
export function cornersText(outline: GeoJsonPolygon | null): string {
  const ring = outline?.coordinates[0] ?? [];
  return ring
    .slice(0, -1)
    .map(([lng, lat]) => `${lng}, ${lat}`)
    .join('\n');
}

/** Corners typed one per line ("lng, lat" or "lng lat"): the outline, or undefined when a line is no position. */
export function parseCorners(text: string): GeoJsonPolygon | undefined {
  const corners: LngLat[] = [];
  for (const line of text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const parts = line
      .split(/[\s,;]+/)
      .filter(Boolean)
      .map(Number);
    const [lng, lat] = parts;
    if (parts.length !== 2 || !Number.isFinite(lng) || !Number.isFinite(lat)) return undefined;
    if (Math.abs(lng!) > 180 || Math.abs(lat!) > 90) return undefined;
    corners.push([lng!, lat!]);
  }
  return toPolygon(corners);
}

/**
 * A title whose name repeats the word before it said once: "Abschnitt Abschnitt A" → "Abschnitt A" (sections are often
 * named "Abschnitt A"); "Abschnitt Nord" stays.
 */
export const withoutDoubledWord = (text: string): string => text.replace(/^(\p{L}+) \1(?=\s|$)/iu, '$1');
