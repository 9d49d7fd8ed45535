import { readFileSync } from 'node:fs';

/** The committed openapi.json, read as operations with resolved schemas, and a sampler of valid values from them. */

export type Schema = Record<string, any>;
export type Auth = 'bearer' | 'api-key' | 'public';
export type BodyKind = 'json' | 'multipart' | 'webhook';

export interface Param {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: Schema;
}

export interface Operation {
  /** `GET /destinations/regions/{id}` */
  key: string;
  method: string;
  /** The path below /api/v1, with `{name}` placeholders. */
  path: string;
  params: Param[];
  body?: { kind: BodyKind; schema: Schema };
  auth: Auth;
}

/** A field a hostile value goes into: a path or query parameter, or a body field (top level or one level in). */
export interface Target {
  where: 'path' | 'query' | 'body';
  /** For the body: the keys and indexes from the root, e.g. ['rates', 0, 'price']. */
  at: (string | number)[];
  schema: Schema;
}

/** What `named` answers for a field the baseline leaves out (it is still fuzzed). */
export const OMIT = Symbol('omit');

export class OpenApi {
  readonly doc: Schema;

  constructor(file: string) {
    this.doc = JSON.parse(readFileSync(file, 'utf8'));
  }

  /** Follows $ref and folds a lone allOf (how Nest's swagger writes a described enum or nested DTO) into the schema. */
  resolve(schema: Schema | undefined): Schema {
    let s: Schema = schema ?? {};
    for (let i = 0; i < 20 && (s.$ref || (Array.isArray(s.allOf) && s.allOf.length === 1)); i++) {
      if (s.$ref) {
        s = this.doc.components.schemas[String(s.$ref).split('/').pop()!];
      } else {
        const { allOf, ...rest } = s;
        s = { ...this.resolve(allOf[0]), ...rest };
      }
    }
    return s;
  }

  operations(): Operation[] {
    const ops: Operation[] = [];
    for (const [path, item] of Object.entries<Schema>(this.doc.paths)) {
      for (const [method, op] of Object.entries<Schema>(item)) {
        if (!op || typeof op !== 'object' || !op.responses) continue;
        const params: Param[] = (op.parameters ?? []).map((p: Schema) => ({
          name: p.name,
          in: p.in,
          required: !!p.required,
          schema: this.resolve(p.schema),
        }));
        const content: Schema | undefined = op.requestBody?.content;
        let body: Operation['body'];
        if (content) {
          const json = content['application/json'];
          if (path.endsWith('/webhook')) body = { kind: 'webhook', schema: this.resolve(json?.schema) };
          else if (json) body = { kind: 'json', schema: this.resolve(json.schema) };
          else body = { kind: 'multipart', schema: this.resolve(Object.values<Schema>(content)[0].schema) };
        }
        const security: Schema[] = op.security ?? [];
        const auth: Auth = security.some((s) => 'bearer' in s) ? 'bearer' : security.some((s) => 'api-key' in s) ? 'api-key' : 'public';
        ops.push({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), path, params, body, auth });
      }
    }
    return ops;
  }

  /** Path and query parameters, then every body field at the top level and one level into nested objects and arrays. */
  targets(op: Operation): Target[] {
    const targets: Target[] = op.params
      .filter((p) => p.in !== 'header')
      .map((p) => ({ where: p.in as 'path' | 'query', at: [p.name], schema: p.schema }));
    if (op.body?.kind !== 'json') return targets;
    for (const [key, raw] of Object.entries<Schema>(op.body.schema.properties ?? {})) {
      const schema = this.resolve(raw);
      targets.push({ where: 'body', at: [key], schema });
      const inner = schema.type === 'array' ? this.resolve(schema.items) : schema;
      const prefix = schema.type === 'array' ? [key, 0] : [key];
      for (const [sub, subRaw] of Object.entries<Schema>(inner.properties ?? {})) {
        targets.push({ where: 'body', at: [...prefix, sub], schema: this.resolve(subRaw) });
      }
    }
    return targets;
  }

  /**
   * A valid value for `schema`. `named` answers first for fields whose meaning the name tells (ids, dates, e-mails,
   * references): undefined lets the schema decide (enum, example, format, bounds).
   */
  sample(schema: Schema, name: string, named: (name: string, schema: Schema) => unknown, depth = 0): unknown {
    const s = this.resolve(schema);
    const byName = named(name, s);
    if (byName === OMIT) return undefined;
    if (byName !== undefined) return byName;
    if (s.enum) return s.enum[0];
    const type = s.type ?? (s.properties ? 'object' : undefined);
    switch (type) {
      case 'object': {
        const out: Record<string, unknown> = {};
        if (depth > 4) return out;
        for (const [key, sub] of Object.entries<Schema>(s.properties ?? {})) {
          const value = this.sample(sub, key, named, depth + 1);
          if (value !== undefined) out[key] = value;
        }
        return out;
      }
      case 'array': {
        const items = this.resolve(s.items);
        if (s.uniqueItems && items.enum) return [...items.enum]; // e.g. every payment method, in order
        if (s.example !== undefined) return s.example;
        return Array.from({ length: Math.max(1, s.minItems ?? 1) }, () => this.sample(items, name, named, depth + 1));
      }
      case 'integer':
      case 'number': {
        if (typeof s.example === 'number') return s.example;
        const min = s.minimum ?? 0;
        return Math.min(s.maximum ?? Number.MAX_SAFE_INTEGER, Math.max(min, 1));
      }
      case 'boolean':
        return false;
      case 'string':
        return sampleString(s, name);
      default:
        return s.example;
    }
  }
}

/** Valid text for the patterns of this API that have no example. */
const PATTERN_CANDIDATES = ['+49 4503 123456', '23683', 'DE', '08-13', '09:00', '01-06', 'COBADEFFXXX', 'fuzz-ref-1', '2.4.1', 'F1'];

/** A valid string; `§` (made unique per request by the runner) keeps names and numbers from colliding. */
function sampleString(s: Schema, name: string): string {
  const pattern = s.pattern ? new RegExp(s.pattern) : undefined;
  const fit = (text: string) => text.padEnd(s.minLength ?? 0, 'x').slice(0, s.maxLength ?? text.length);
  if (typeof s.example === 'string' && (!pattern || pattern.test(s.example))) {
    return !pattern && !s.format && /name|title$/i.test(name) ? fit(`${s.example.slice(0, (s.maxLength ?? 200) - 8)} §`) : s.example;
  }
  if (s.format === 'email') return 'fuzz-§@example.test';
  if (s.format === 'password') return 'Fuzz-Strand-2026!';
  if (s.format === 'uuid') return crypto.randomUUID();
  if (s.format === 'date-time') return new Date().toISOString();
  if (pattern) {
    const candidate = [...PATTERN_CANDIDATES, ...['A', 'a', '1'].map((c) => c.repeat(32))].map(fit).find((c) => pattern.test(c));
    if (candidate) return candidate;
  }
  return fit(`Fuzz ${name} §`);
}

/** A deep copy of `value` with `at` set to `replacement` (undefined deletes the key). */
export function setAt(value: unknown, at: (string | number)[], replacement: unknown): unknown {
  const copy = structuredClone(value ?? {}) as Record<string | number, unknown>;
  let node = copy;
  for (let i = 0; i < at.length - 1; i++) {
    const key = at[i];
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof at[i + 1] === 'number' ? [] : {};
    node = node[key] as Record<string | number, unknown>;
  }
  const last = at[at.length - 1];
  if (replacement === undefined) delete node[last];
  else node[last] = replacement;
  return copy;
}

export const label = (t: Target) => t.at.map((k, i) => (typeof k === 'number' ? `[${k}]` : i ? `.${k}` : k)).join('');
