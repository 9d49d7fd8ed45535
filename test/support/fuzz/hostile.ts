import { label, OpenApi, Operation, Schema, setAt } from './openapi.js';

/** The hostile values, one at a time in each field, and the requests that carry them. */

const LONG = 'x'.repeat(20_000);
/** A JSON object with the key given (an object literal would set the prototype instead). */
const withKey = (key: string, value: unknown, into: Record<string, unknown> = {}) =>
  Object.defineProperty({ ...into }, key, { value, enumerable: true, configurable: true, writable: true });

/**
 * Values for a JSON body field. The numeric ones (`num`) go into number fields only, the date-like text (`str`) into
 * string fields only: elsewhere one value of the wrong type (12345, "zwölf") stands for them.
 */
type Scope = 'all' | 'num' | 'str';
export const HOSTILE_JSON: [string, unknown, Scope][] = [
  ['null', null, 'all'],
  ['""', '', 'all'],
  ['"\\u0000" inside', 'ab\u0000cd', 'all'],
  ['1e308', 1e308, 'num'],
  ['-1e308', -1e308, 'num'],
  ['2^53', 2 ** 53, 'num'],
  ['-2^53', -(2 ** 53), 'num'],
  ['-1', -1, 'num'],
  ['0', 0, 'num'],
  ['1.5', 1.5, 'all'],
  ['"NaN"', 'NaN', 'num'],
  ['"Infinity"', 'Infinity', 'num'],
  ['"1e999"', '1e999', 'num'],
  ['string for a number', 'zwölf', 'all'],
  ['number for a string', 12345, 'all'],
  ['boolean', true, 'all'],
  ['object', { a: 1 }, 'all'],
  ['array', [1, 'a', null], 'all'],
  ['nested arrays', [[[[[]]]]], 'all'],
  ['nested objects', { a: { b: { c: { d: {} } } } }, 'all'],
  ['20,000 characters', LONG, 'all'],
  ['"2026-02-30"', '2026-02-30', 'str'],
  ['"9999-99-99"', '9999-99-99', 'str'],
  ['"__proto__"', '__proto__', 'str'],
  ['LIKE wildcards and a backslash', '%_\\', 'str'],
  ['quotes', `'"\``, 'str'],
  ['emoji', '🏖️🦀', 'str'],
  ['lone surrogate', '\uD800', 'str'],
  ['{"__proto__":…}', withKey('__proto__', { admin: true }), 'all'],
  ['{"constructor":…}', withKey('constructor', { prototype: {} }), 'all'],
];

/**
 * Values for a path or query parameter: text, repeated (an array), bracketed (an object, `name[a]=1`) or raw (put into
 * the URL as it is, e.g. a percent-encoding that is no UTF-8).
 */
export type TextValue = string | { repeat: string[] } | { bracket: string } | { raw: string };
export const HOSTILE_TEXT: [string, TextValue, Scope][] = [
  ['"null"', 'null', 'all'],
  ['""', '', 'all'],
  ['"\\u0000" inside', 'ab\u0000cd', 'all'],
  ['1e308', '1e308', 'num'],
  ['-1e308', '-1e308', 'num'],
  ['2^53', '9007199254740992', 'num'],
  ['-1', '-1', 'all'],
  ['0', '0', 'all'],
  ['1.5', '1.5', 'all'],
  ['NaN', 'NaN', 'num'],
  ['Infinity', 'Infinity', 'num'],
  ['0x10', '0x10', 'num'],
  ['text', 'zwölf', 'all'],
  ['blank', '   ', 'all'],
  ['array', { repeat: ['1', '2'] }, 'all'],
  ['object', { bracket: '1' }, 'all'],
  ['JSON array', '[[[[]]]]', 'all'],
  ['JSON object', '{"a":{"b":{}}}', 'all'],
  ['3,000 characters', 'x'.repeat(3000), 'all'],
  ['20,000 characters', LONG, 'all'],
  ['"2026-02-30"', '2026-02-30', 'str'],
  ['"9999-99-99"', '9999-99-99', 'str'],
  ['"__proto__"', '__proto__', 'all'],
  ['"constructor"', 'constructor', 'all'],
  ['LIKE wildcards and a backslash', '%_\\', 'str'],
  ['emoji', '🏖️🦀', 'str'],
  ['a path out of its folder', '../../../../etc/passwd', 'all'],
  ['%2e%2e%2f (encoded ../)', { raw: '%2e%2e%2f%2e%2e%2f' }, 'all'],
  ['%FF (no UTF-8)', { raw: '%FF' }, 'all'],
  ['%ED%A0%80 (an encoded surrogate)', { raw: '%ED%A0%80' }, 'all'],
  ['a lone %', { raw: '%' }, 'all'],
];

/** Whether a value of `scope` is worth sending to a field of this schema. */
function fits(scope: Scope, schema: { type?: string; enum?: unknown[] }): boolean {
  if (scope === 'all') return true;
  if (scope === 'num') return schema.type === 'integer' || schema.type === 'number';
  return schema.type === 'string' && !schema.enum;
}

/** Whole bodies of the wrong shape. */
export const HOSTILE_BODIES: [string, unknown][] = [
  ['body null', null],
  ['body []', []],
  ['body "text"', 'text'],
  ['body 1', 1],
  ['body {}', {}],
];

/**
 * Values at the edge of what the schema allows (still valid, or one past it): the bounds of a number, a string of
 * exactly maxLength characters (umlauts: two bytes each), the first and the last day a date can name, one item too many.
 */
export function edges(schema: Schema): [string, unknown][] {
  const out: [string, unknown][] = [];
  if (typeof schema.maximum === 'number') out.push([`maximum ${schema.maximum}`, schema.maximum], [`maximum + 1`, schema.maximum + 1]);
  // An id's minimum (1) is no edge but the seed's first object (a DELETE would remove what other operations use).
  if (typeof schema.minimum === 'number' && !(schema.minimum === 1 && schema.maximum === 2147483647))
    out.push([`minimum ${schema.minimum}`, schema.minimum]);
  if (schema.type === 'string' && typeof schema.maxLength === 'number' && !schema.pattern && !schema.format && !schema.enum) {
    out.push([`maxLength ${schema.maxLength} × ü`, 'ü'.repeat(schema.maxLength)]);
  }
  if (schema.format === 'date') out.push(['"0001-01-01"', '0001-01-01'], ['"9999-12-31"', '9999-12-31']);
  if (schema.format === 'email')
    out.push(['254-character e-mail', `${'a'.repeat(64)}@${'b'.repeat(186)}.de`], ['umlaut e-mail', 'jürgen@straße.de']);
  if (schema.example === 'Europe/Berlin') {
    // Time zones at the edges: +14 h, −12 h, a quarter-hour offset, no daylight saving, a legacy name, the wrong case.
    for (const zone of ['Pacific/Kiritimati', 'Etc/GMT+12', 'Asia/Kathmandu', 'UTC', 'US/Pacific-New', 'europe/berlin'])
      out.push([zone, zone]);
  }
  if (schema.format === 'date-time') out.push(['year 1', '0001-01-01T00:00:00Z'], ['year 275760', '+275760-09-13T00:00:00.000Z']);
  if (schema.type === 'array' && typeof schema.maxItems === 'number' && schema.items)
    out.push([`maxItems + 1 (${schema.maxItems + 1})`, null]);
  return out;
}

export interface FuzzRequest {
  op: Operation;
  /** Where and which field, e.g. `body rates[0].price`; 'baseline' for the valid request. */
  field: string;
  value: string;
  pathParams: Record<string, string>;
  /** Path parameters put into the URL without encoding. */
  rawPathParams?: Record<string, string>;
  query: [string, string][];
  /** Appended to the query as it is (`name[a]=1`, `constructor=1`). */
  rawQuery?: string;
  body?: unknown;
  /** A body sent as it is, with this content type, instead of `body` as JSON. */
  rawBody?: { contentType: string; text: string };
}

export interface Baseline {
  pathParams: Record<string, string>;
  query: Record<string, string>;
  body?: unknown;
}

const pairs = (query: Record<string, string>): [string, string][] => Object.entries(query);

/** The hostile requests: each value in each field, forbidden keys, bodies of the wrong shape. */
export function variants(api: OpenApi, op: Operation, base: Baseline): FuzzRequest[] {
  const out: FuzzRequest[] = [];
  const request = (field: string, value: string, o: Partial<FuzzRequest>): FuzzRequest => ({
    op,
    field,
    value,
    pathParams: base.pathParams,
    query: pairs(base.query),
    body: base.body,
    ...o,
  });
  const jsonBody = op.body?.kind === 'json';
  for (const target of api.targets(op)) {
    const name = label(target);
    if (target.where === 'body') {
      for (const [tag, value, scope] of HOSTILE_JSON) {
        if (fits(scope, target.schema)) out.push(request(`body ${name}`, tag, { body: setAt(base.body, target.at, value) }));
      }
      for (const [tag, value] of edges(target.schema)) {
        // One item too many: copies of the baseline's first item (or of a plain value).
        const current = (target.at.reduce<unknown>((node, key) => (node as Record<string | number, unknown>)?.[key], base.body) ??
          []) as unknown[];
        const edge = tag.startsWith('maxItems') ? Array.from({ length: Number(target.schema.maxItems) + 1 }, () => current[0] ?? 1) : value;
        out.push(request(`body ${name}`, tag, { body: setAt(base.body, target.at, edge) }));
      }
      continue;
    }
    const param = String(target.at[0]);
    const rest = pairs(base.query).filter(([k]) => k !== param);
    const text = (tag: string, value: string) =>
      out.push(
        request(
          `${target.where} ${name}`,
          tag,
          target.where === 'path' ? { pathParams: { ...base.pathParams, [param]: value } } : { query: [...rest, [param, value]] },
        ),
      );
    for (const [tag, value, scope] of HOSTILE_TEXT) {
      if (!fits(scope, target.schema)) continue;
      if (typeof value === 'string') text(tag, value);
      else if ('raw' in value) {
        out.push(
          request(
            `${target.where} ${name}`,
            tag,
            target.where === 'path'
              ? { rawPathParams: { [param]: value.raw } }
              : { query: rest, rawQuery: `${encodeURIComponent(param)}=${value.raw}` },
          ),
        );
      } else if (target.where === 'path') text(tag, 'repeat' in value ? value.repeat.join(',') : `{"a":"${value.bracket}"}`);
      else if ('repeat' in value)
        out.push(request(`query ${name}`, tag, { query: [...rest, ...value.repeat.map((v): [string, string] => [param, v])] }));
      else out.push(request(`query ${name}`, tag, { query: rest, rawQuery: `${encodeURIComponent(param)}%5Ba%5D=${value.bracket}` }));
    }
    for (const [tag, value] of edges(target.schema)) if (value !== null) text(tag, String(value));
  }
  for (const key of ['__proto__', 'constructor']) out.push(request(`query ${key} as a key`, '1', { rawQuery: `${key}=1` }));
  if (jsonBody) {
    for (const [tag, value] of HOSTILE_BODIES) out.push(request('body', tag, { body: value }));
    // The baseline in other clothes: urlencoded (objects as JSON text), as text/plain, and cut off in the middle.
    const form = new URLSearchParams(
      Object.entries((base.body ?? {}) as Record<string, unknown>).map(([k, v]): [string, string] => [
        k,
        typeof v === 'object' && v !== null ? JSON.stringify(v) : String(v),
      ]),
    );
    const json = JSON.stringify(base.body ?? {});
    out.push(request('body', 'urlencoded', { rawBody: { contentType: 'application/x-www-form-urlencoded', text: form.toString() } }));
    out.push(request('body', 'JSON as text/plain', { rawBody: { contentType: 'text/plain', text: json } }));
    out.push(
      request('body', 'JSON cut off', { rawBody: { contentType: 'application/json', text: json.slice(0, Math.ceil(json.length / 2)) } }),
    );
    const top = (base.body ?? {}) as Record<string, unknown>;
    for (const key of ['__proto__', 'constructor']) {
      out.push(request(`body ${key} as a key`, 'top level', { body: withKey(key, { polluted: true }, top) }));
      for (const [field, nested] of Object.entries(top)) {
        const inner = Array.isArray(nested) ? nested[0] : nested;
        if (!inner || typeof inner !== 'object') continue;
        const patched = withKey(key, 1, inner as Record<string, unknown>);
        out.push(
          request(`body ${field}.${key} as a key`, 'nested', {
            body: { ...top, [field]: Array.isArray(nested) ? [patched, ...nested.slice(1)] : patched },
          }),
        );
      }
    }
  } else if (op.body) {
    // Multipart uploads and the signed webhook are not built for real: each hostile value once, as plain JSON.
    const fields = Object.keys(op.body.schema.properties ?? {}).length ? Object.keys(op.body.schema.properties) : ['id', 'type', 'data'];
    for (const [tag, value] of HOSTILE_JSON)
      out.push(request('body (as JSON)', tag, { body: Object.fromEntries(fields.map((f) => [f, value])) }));
    for (const [tag, value] of HOSTILE_BODIES) out.push(request('body (as JSON)', tag, { body: value }));
  }
  return out;
}
