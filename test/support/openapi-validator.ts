import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyInstance } from 'fastify';
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// The e2e tier's answers checked against the committed openapi.json: every JSON answer of a documented operation and
// status must match the response schema the document gives it (OpenAPI 3.0 schemas read as JSON Schema: `nullable`
// adds null, `$ref`s point into the components). A mismatch is a contract bug: the DTO (its decorators) is fixed, not
// this validator. Statuses a route does not document and non-JSON answers (CSV, PDF, HTML) are not checked here.

type Schema = Record<string, unknown>;
interface Operation {
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
}

const DOCUMENT_ID = 'openapi';
const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const isRecord = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);

/** An OpenAPI 3.0 schema as JSON Schema (draft 2019/07 keywords ajv knows). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!isRecord(schema)) return schema;
  const out: Schema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === 'nullable' || key === 'example' || key === 'examples' || key.startsWith('x-')) continue;
    if (key === '$ref' && typeof value === 'string') {
      out.$ref = value.replace(/^#\/components\/schemas\//, `${DOCUMENT_ID}#/components/schemas/`);
    } else if (key === 'properties' && isRecord(value)) {
      out.properties = Object.fromEntries(Object.entries(value).map(([name, s]) => [name, toJsonSchema(s)]));
    } else {
      out[key] = toJsonSchema(value);
    }
  }
  // OpenAPI 3.0's boolean exclusive bounds.
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof out[flag] === 'boolean') {
      if (out[flag]) out[flag] = out[bound];
      else delete out[flag];
      if (out[flag] !== undefined) delete out[bound];
    }
  }
  // null besides what the schema allows (its type, enum, allOf and all: they would refuse null themselves).
  return schema.nullable === true ? { anyOf: [out, { type: 'null' }] } : out;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const validDate = (s: string) => {
  const m = DATE.exec(s);
  if (!m) return false;
  const d = new Date(Date.UTC(+m[1], +m[2] - 1, +m[3]));
  return d.getUTCFullYear() === +m[1] && d.getUTCMonth() === +m[2] - 1 && d.getUTCDate() === +m[3];
};

export interface Violation {
  operation: string;
  status: number;
  errors: string;
}

/** Validators of the document's responses, compiled once per (operation, status) when first met. */
export class OpenApiResponseValidator {
  private readonly ajv: Ajv;
  private readonly compiled = new Map<string, ValidateFunction | null>();
  private readonly templates: { method: string; pattern: RegExp; path: string }[] = [];

  constructor(private readonly document: Document) {
    this.ajv = new Ajv({ strict: false, allErrors: true, validateFormats: true });
    this.ajv.addFormat('date', validDate);
    this.ajv.addFormat('date-time', (s: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/.test(s));
    this.ajv.addFormat('email', (s: string) => /^[^\s@]+@[^\s@]+$/.test(s));
    for (const format of ['uri', 'url', 'uuid', 'double', 'float', 'int32', 'int64', 'binary', 'password', 'byte'])
      this.ajv.addFormat(format, true);
    this.ajv.addSchema({ $id: DOCUMENT_ID, components: { schemas: toJsonSchema(document.components?.schemas ?? {}) } }, DOCUMENT_ID);
    for (const [path, item] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const method of Object.keys(item)) this.templates.push({ method, pattern, path });
    }
  }

  /** The document's operation for a route template of the app (`/api/v1/sections/:id`), if documented. */
  operationOf(method: string, routeUrl: string): { path: string; operation: Operation } | undefined {
    const path = routeUrl.replace(/^\/api\/v1(?=\/|$)/, '').replace(/:([A-Za-z0-9_]+)/g, '{$1}') || '/';
    const operation = this.document.paths[path]?.[method.toLowerCase()];
    if (operation) return { path, operation };
    // A route whose parameter is named differently from the document's: match by shape.
    const found = this.templates.find((t) => t.method === method.toLowerCase() && t.pattern.test(path));
    return found && { path: found.path, operation: this.document.paths[found.path][found.method] };
  }

  /** The problems of one JSON answer; undefined when it matches or the document says nothing to check it by. */
  check(method: string, routeUrl: string, status: number, body: unknown): Violation | undefined {
    const found = this.operationOf(method, routeUrl);
    if (!found) return undefined;
    const key = `${method.toUpperCase()} ${found.path} ${status}`;
    let validate = this.compiled.get(key);
    if (validate === undefined) {
      const schema = found.operation.responses?.[String(status)]?.content?.['application/json']?.schema;
      validate = schema ? this.ajv.compile(toJsonSchema(schema) as Schema) : null;
      this.compiled.set(key, validate);
    }
    if (!validate || validate(body)) return undefined;
    const errors = (validate.errors ?? [])
      .slice(0, 8)
      .map(
        (e) =>
          `${e.instancePath || '(answer)'} ${e.message}${e.params && Object.keys(e.params).length ? ` ${JSON.stringify(e.params)}` : ''}`,
      )
      .join('; ');
    return { operation: `${method.toUpperCase()} ${found.path}`, status, errors };
  }
}

let shared: OpenApiResponseValidator | undefined;

/** One validator of the committed openapi.json per test file (the compiled schemas are kept). */
export function committedDocumentValidator(): OpenApiResponseValidator {
  shared ??= new OpenApiResponseValidator(JSON.parse(readFileSync(resolve(root, 'openapi.json'), 'utf8')) as Document);
  return shared;
}

/**
 * Checks every JSON answer of the app before it is serialized (preSerialization: the object the route or the exception
 * filter answered, before compression); what does not match goes to `violations` (the test app fails the test with it).
 */
export function validateAnswers(fastify: FastifyInstance, validator: OpenApiResponseValidator, violations: Violation[]): void {
  fastify.addHook('preSerialization', async (request, reply, payload) => {
    const url = request.routeOptions?.url;
    if (url) {
      // As the client reads it: dates as strings, undefined fields left out.
      const answer: unknown = payload === undefined ? undefined : JSON.parse(JSON.stringify(payload));
      const violation = validator.check(request.method, url, reply.statusCode, answer);
      if (violation) violations.push(violation);
    }
    return payload;
  });
}

/** The violations as one message naming each answer and what is wrong with it. */
export function describeViolations(violations: Violation[]): string {
  const lines = violations.map((v) => `- ${v.operation} answered ${v.status}: ${v.errors}`);
  return `Answers that do not match openapi.json (fix the DTO's decorators, then regenerate the document):\n${[...new Set(lines)].join('\n')}`;
}
