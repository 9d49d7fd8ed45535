import { stringify } from 'csv-stringify/sync';
import { calendarDate, DEFAULT_TIME_ZONE, isValidTimeZone, zonedIsoString } from '../time.js';
import { germanHeader, germanValue } from './csv-german.js';

/** The CSV dialects a list answers with `csv=true` (query `csvFormat`). */
export enum CsvFormat {
  /**
   * RFC 4180: comma, CRLF, no BOM; ISO 8601 in local time (a stay's first and last day as yyyy-MM-dd, other instants
   * with their offset, 2026-11-30T00:30:00+01:00), numbers with a decimal point, euros with two decimals.
   */
  RFC4180 = 'rfc4180',
  /** Excel with German settings: semicolon, CRLF, UTF-8 BOM, dd.MM.yyyy dates, decimal comma, two decimals for euros, German headers and values. */
  EXCEL_DE = 'excel-de',
}

export interface CsvOptions {
  format?: CsvFormat;
  /** Columns (dotted names) that hold euro amounts: always two decimals (182.5 → 182.50, in excel-de 182,50). */
  money?: Iterable<string>;
  /** excel-de only: German column headers and values of the enumerated columns (csv-german.ts). */
  germanNames?: boolean;
  /** The zone of instants in rows without a valid `timeZone` field of their own (default Europe/Berlin). */
  timeZone?: string;
}

/** Columns whose instant is a stay's first moment: written as its calendar day in excel-de. */
const STAY_START = new Set(['start', 'startDate', 'startAt', 'startsAt']);
/** Columns whose instant is a stay's exclusive end: written as the last day of the stay (the instant − 1 ms) in excel-de. */
const STAY_END = new Set(['end', 'endDate', 'endAt', 'endsAt']);
/** Fields naming an object of a list, tried in this order, when an array of objects is written as one cell. */
const LABELS = ['name', 'publicNumber', 'title', 'label', 'fileName', 'originalName', 'serialNumber'];
const WKT_NAMES: Record<string, string> = {
  Point: 'POINT',
  MultiPoint: 'MULTIPOINT',
  LineString: 'LINESTRING',
  MultiLineString: 'MULTILINESTRING',
  Polygon: 'POLYGON',
  MultiPolygon: 'MULTIPOLYGON',
};

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;
/** Characters that make a spreadsheet read a cell as a formula (CSV injection); such text gets a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

type Geometry = { type: string; coordinates: unknown[] };
type Row = Record<string, unknown>;

const isGeometry = (v: object): v is Geometry =>
  typeof (v as Geometry).type === 'string' && Object.hasOwn(WKT_NAMES, (v as Geometry).type) && Array.isArray((v as Geometry).coordinates);

/** An object that is split into columns: not null, an array, a Date or a GeoJSON geometry. */
const isNested = (v: unknown): v is Row =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && !(v instanceof Date) && !isGeometry(v);

/** A GeoJSON geometry as Well-Known Text, e.g. POINT (10.75 54.01): one cell without quotes or braces. */
function wkt(g: Geometry): string {
  const position = (p: unknown) => (Array.isArray(p) ? p.join(' ') : '');
  const list = (items: unknown, each: (item: unknown) => string) => `(${(Array.isArray(items) ? items : []).map(each).join(', ')})`;
  const rings = (r: unknown) => list(r, position);
  const body: Record<string, (c: unknown) => string> = {
    Point: position,
    MultiPoint: (c) => list(c, (p) => `(${position(p)})`),
    LineString: rings,
    MultiLineString: (c) => list(c, rings),
    Polygon: (c) => list(c, rings),
    MultiPolygon: (c) => list(c, (p) => list(p, rings)),
  };
  if (!g.coordinates.length) return `${WKT_NAMES[g.type]} EMPTY`;
  const text = body[g.type](g.coordinates);
  return `${WKT_NAMES[g.type]} ${g.type === 'Point' ? `(${text})` : text}`;
}

/** The columns of the rows, nested objects as dotted paths, in the order they first appear. */
interface Column {
  path: string[];
  name: string;
}
interface ColumnNode {
  /** Some row has a value here that is not a nested object (null counts only where no row has an object). */
  value: boolean;
  children: Map<string, ColumnNode>;
}

function columnsOf(items: object[]): Column[] {
  const root: ColumnNode = { value: false, children: new Map() };
  const visit = (node: ColumnNode, row: Row) => {
    for (const [key, value] of Object.entries(row)) {
      let child = node.children.get(key);
      if (!child) node.children.set(key, (child = { value: false, children: new Map() }));
      if (isNested(value)) visit(child, value);
      else if (value !== null && value !== undefined) child.value = true;
    }
  };
  for (const item of items) visit(root, item as Row);
  const columns: Column[] = [];
  const walk = (node: ColumnNode, path: string[]) => {
    for (const [key, child] of node.children) {
      const childPath = [...path, key];
      if (child.value || child.children.size === 0) columns.push({ path: childPath, name: childPath.join('.') });
      walk(child, childPath);
    }
  };
  walk(root, []);
  return columns;
}

function valueAt(row: Row, path: string[]): unknown {
  let value: unknown = row;
  for (const key of path) {
    if (!isNested(value) || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return isNested(value) ? undefined : value;
}

/** yyyy-MM-dd naming a day that exists (not 2026-02-30). */
const isRealDay = (v: string) => {
  const day = CALENDAR_DATE.test(v) ? new Date(`${v}T00:00:00Z`) : undefined;
  return day !== undefined && !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === v;
};
const germanDate = (isoDate: string) => isoDate.replace(CALENDAR_DATE, '$3.$2.$1');

interface Cell {
  text: string;
  /** Text that came from data as written (not a number or date this code formatted): guarded against formulas. */
  verbatim: boolean;
}

class CellWriter {
  private readonly money: Set<string>;

  constructor(
    private readonly german: boolean,
    money: Iterable<string>,
    private readonly germanNames = false,
  ) {
    this.money = new Set(money);
  }

  /** One cell of `column`; `timeZone` is the row's. */
  cell(value: unknown, column: Column, timeZone: string): Cell {
    if (value === null || value === undefined) return { text: '', verbatim: false };
    if (Array.isArray(value)) return this.list(value, timeZone);
    if (typeof value === 'object' && !(value instanceof Date) && isGeometry(value)) return { text: wkt(value), verbatim: false };
    return this.scalar(value, timeZone, column);
  }

  private scalar(value: unknown, timeZone: string, column?: Column): Cell {
    const field = column?.path[column.path.length - 1] ?? '';
    if (typeof value === 'number')
      return { text: this.number(value, column !== undefined && this.money.has(column.name)), verbatim: false };
    if (value instanceof Date) return { text: this.instant(value, timeZone, field), verbatim: false };
    if (typeof value === 'string') {
      const german = this.german && this.germanNames ? germanValue(field, value) : undefined;
      if (german !== undefined) return { text: german, verbatim: false };
      if (this.german && isRealDay(value)) return { text: germanDate(value), verbatim: false };
      if (ISO_INSTANT.test(value) && !Number.isNaN(Date.parse(value)))
        return { text: this.instant(new Date(value), timeZone, field), verbatim: false };
    }
    if (typeof value === 'string') return { text: value, verbatim: true };
    if (typeof value === 'boolean' && this.germanNames) return { text: value ? 'ja' : 'nein', verbatim: false };
    if (typeof value === 'boolean' || typeof value === 'bigint') return { text: String(value), verbatim: false };
    return { text: JSON.stringify(value) ?? '', verbatim: true };
  }

  private number(n: number, money: boolean): string {
    if (!Number.isFinite(n)) return '';
    if (money) return this.german ? n.toFixed(2).replace('.', ',') : n.toFixed(2);
    if (!this.german) return String(n);
    return Number.isInteger(n) ? String(n) : String(n).replace('.', ',');
  }

  /**
   * Local time in both dialects (a stay from 30.11. is 2026-11-30, not 2026-11-29T23:00Z): the stay's first day, its
   * last day (exclusive end − 1 ms), else the instant; excel-de as dd.MM.yyyy [HH:mm], the plain dialect ISO 8601.
   */
  private instant(instant: Date, timeZone: string, field: string): string {
    if (Number.isNaN(instant.getTime())) return '';
    const day = (d: string) => (this.german ? germanDate(d) : d);
    if (STAY_START.has(field)) return day(calendarDate(instant, timeZone));
    if (STAY_END.has(field)) return day(calendarDate(new Date(instant.getTime() - 1), timeZone));
    const local = zonedIsoString(instant, timeZone); // 2026-07-14T13:00:00+02:00
    return this.german ? `${germanDate(local.slice(0, 10))} ${local.slice(11, 16)}` : local;
  }

  /** Scalars joined with ", "; objects by their names when each has one, else their count; anything else its count. */
  private list(items: unknown[], timeZone: string): Cell {
    if (!items.length) return { text: '', verbatim: false };
    const scalar = (v: unknown) => v === null || v === undefined || v instanceof Date || typeof v !== 'object';
    if (items.every(scalar)) {
      return { text: items.map((v) => (v === null || v === undefined ? '' : this.scalar(v, timeZone).text)).join(', '), verbatim: true };
    }
    if (items.every(isNested)) {
      const label = LABELS.find((key) => items.every((o) => ['string', 'number'].includes(typeof o[key]) && String(o[key]) !== ''));
      if (label) return { text: items.map((o) => String(o[label])).join(', '), verbatim: true };
    }
    return { text: String(items.length), verbatim: false };
  }
}

/**
 * CSV of list rows. Nested objects become dotted columns (`address.city`), GeoJSON geometries Well-Known Text, arrays of
 * scalars one cell joined with ", " and arrays of objects the objects' names (name, publicNumber, …) or else their
 * count. Text that a spreadsheet would run as a formula gets a leading apostrophe. RFC 4180 by default; `excel-de` for
 * German spreadsheets (see CsvFormat and README "CSV exports").
 */
export function toCsv(items: object[], options: CsvOptions = {}): string {
  const german = options.format === CsvFormat.EXCEL_DE;
  const defaultZone = options.timeZone && isValidTimeZone(options.timeZone) ? options.timeZone : DEFAULT_TIME_ZONE;
  const germanNames = german && options.germanNames === true;
  const writer = new CellWriter(german, options.money ?? [], germanNames);
  const columns = columnsOf(items);
  const guard = ({ text, verbatim }: Cell): string => (verbatim && FORMULA_START.test(text) ? `'${text}` : text);
  const zoneOf = (row: Row) => (typeof row.timeZone === 'string' && isValidTimeZone(row.timeZone) ? row.timeZone : defaultZone);
  const records = [
    columns.map((c) => guard({ text: germanNames ? germanHeader(c.name) : c.name, verbatim: true })),
    ...items.map((item) => {
      const row = item as Row;
      const zone = zoneOf(row);
      return columns.map((c) => guard(writer.cell(valueAt(row, c.path), c, zone)));
    }),
  ];
  // csv-stringify quotes a cell holding the separator, a quote or a line break and doubles its quotes (RFC 4180).
  return stringify(records, { delimiter: german ? ';' : ',', record_delimiter: '\r\n', quote_record_delimiter: true, bom: german });
}
