import { HttpStatus, RequestMethod, type INestApplication } from '@nestjs/common';
import {
  HTTP_CODE_METADATA,
  METHOD_METADATA,
  PARAMTYPES_METADATA,
  PATH_METADATA,
  REDIRECT_METADATA,
  ROUTE_ARGS_METADATA,
} from '@nestjs/common/constants.js';
import { ModulesContainer } from '@nestjs/core';
import { DECORATORS, type OpenAPIObject } from '@nestjs/swagger';
import { BUILDER_SCHEMAS } from './openapi.js';

// Checks of what SwaggerModule.createDocument does not check itself:
// - one schema name, one class: the document keeps one schema per name, so a second class of the same name is silently
//   dropped and every $ref to it points at the other class's shape (VendorDto.invoiceData once pointed at the booking's
//   invoice). The classes are found the way the scanner finds them: from each route's parameters, responses and extra
//   models, then property by property. To stay honest, every object schema of the document must have been reached.
// - the success status a route answers (@HttpCode, else 201 for POST and 200 otherwise) is one it documents: a POST
//   documented with @ApiOkResponse answers 201, and a DELETE with @HttpCode(204) documents no success at all unless it
//   says @ApiNoContentResponse (declaring any response drops the scanner's default one).
// - `nullable: true` stands next to a `type`: in OpenAPI 3.0 it only widens a type given in the same schema, and
//   Swagger drops it beside a combinator (`allOf`, `oneOf`). The builder types the nullable named enums
//   (openapi.ts completeDocument); anything else must say its type: `@ApiProperty({ type: String, nullable: true })`,
//   `{ type: Dto, nullable: true }` (the scanner gives it `type: 'object'` beside its `allOf`).
// - every `$ref` names a schema of the document.

type Class = abstract new (...args: never[]) => unknown;
type Metadata = Record<string, unknown>;

/** Route parameter kinds whose types the scanner turns into parameters or a request body (ParameterMetadataAccessor). */
const DOCUMENTED_ARGS: Record<number, string> = { 3: 'body', 4: 'query', 5: 'path', 6: 'header' };
/** @Res() and @Next(): the handler answers (and picks the status) itself. */
const OWN_REPLY_ARGS = new Set([1, 2]);
const BUILT_IN: unknown[] = [String, Number, Boolean, BigInt, Symbol, Object, Array, Date, Function, Promise, Map, Set, Buffer];
const NESTED_SCHEMA_KEYS = ['items', 'additionalProperties', 'not'];
const SCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf'];

const isRecord = (v: unknown): v is Metadata => typeof v === 'object' && v !== null && !Array.isArray(v);
const meta = (key: string, target: object, property?: string | symbol): unknown =>
  property === undefined ? Reflect.getMetadata(key, target) : Reflect.getMetadata(key, target, property);

/** The schema name the scanner gives a class: @ApiSchema({ name }) when declared on the class itself, else its name. */
export function schemaNameOf(type: Class): string {
  const declared = Reflect.getOwnMetadata(DECORATORS.API_SCHEMA, type) as { name?: string }[] | undefined;
  return declared?.at(-1)?.name ?? type.name;
}

/** The model classes a `type` option stands for: a class, [Class], or a lazy `() => Class` (or `() => [Class]`). */
function modelClassesOf(type: unknown, depth = 0): Class[] {
  if (Array.isArray(type)) return type.flatMap((t) => modelClassesOf(t, depth));
  if (typeof type !== 'function' || BUILT_IN.includes(type)) return [];
  // The scanner calls a function named `type` (an object literal's arrow function); an arrow function has no prototype.
  if ((type.name === 'type' || !('prototype' in type)) && depth < 5) return modelClassesOf((type as () => unknown)(), depth + 1);
  return 'prototype' in type ? [type as Class] : [];
}

/** The model classes named anywhere in a property's, response's or parameter's options (type, items, oneOf, ...). */
function modelClassesIn(options: unknown): Class[] {
  if (!isRecord(options)) return [];
  const found = modelClassesOf(options.type);
  for (const key of NESTED_SCHEMA_KEYS) found.push(...modelClassesIn(options[key]));
  for (const key of SCHEMA_LISTS) {
    const list = options[key];
    if (Array.isArray(list)) for (const item of list) found.push(...modelClassesIn(item));
  }
  if (isRecord(options.schema)) found.push(...modelClassesIn(options.schema));
  return found;
}

export interface Route {
  controller: Class;
  handler: (...args: unknown[]) => unknown;
  name: string;
  /** `BeachesController.create` */
  label: string;
}

/** Every route handler of the application's controllers (what the scanner explores). */
export function routesOf(app: INestApplication): Route[] {
  const controllers = new Set<Class>();
  for (const module of app.get(ModulesContainer, { strict: false }).values()) {
    for (const wrapper of module.controllers.values()) if (wrapper.metatype) controllers.add(wrapper.metatype as Class);
  }
  return [...controllers].flatMap((controller) => routesOfController(controller));
}

function routesOfController(controller: Class): Route[] {
  const routes: Route[] = [];
  const seen = new Set<string>();
  const parentOf = (proto: object) => Object.getPrototypeOf(proto) as object | null;
  for (let proto = controller.prototype as object | null; proto && proto !== Object.prototype; proto = parentOf(proto)) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const descriptor = Object.getOwnPropertyDescriptor(proto, name);
      if (name === 'constructor' || seen.has(name) || typeof descriptor?.value !== 'function') continue;
      seen.add(name);
      const handler = descriptor.value as Route['handler'];
      if (meta(PATH_METADATA, handler) === undefined || meta(DECORATORS.API_EXCLUDE_ENDPOINT, handler)) continue;
      routes.push({ controller, handler, name, label: `${controller.name}.${name}` });
    }
  }
  return meta(DECORATORS.API_EXCLUDE_CONTROLLER, controller) ? [] : routes;
}

/** Route arguments by index: their kind (RouteParamtypes) and declared type. */
function argsOf(route: Route): { kind: number; type: unknown }[] {
  const types = (meta(PARAMTYPES_METADATA, route.controller.prototype as object, route.name) as unknown[] | undefined) ?? [];
  const args = (meta(ROUTE_ARGS_METADATA, route.controller, route.name) as Record<string, { index: number }> | undefined) ?? {};
  return Object.entries(args)
    .filter(([key]) => /^\d+:\d+$/.test(key))
    .map(([key, { index }]) => ({ kind: Number(key.split(':')[0]), type: types[index] }));
}

/** Where each schema name's classes were met: name → class → the first place that named it. */
export type SchemaClasses = Map<string, Map<Class, string>>;

/** Every class the document gets a schema for, reached from the routes as the scanner reaches them. */
export function collectSchemaClasses(routes: Route[]): SchemaClasses {
  const byName: SchemaClasses = new Map();
  const visited = new Set<Class>();
  const visit = (type: Class, via: string) => {
    const name = schemaNameOf(type);
    const classes = byName.get(name) ?? new Map<Class, string>();
    byName.set(name, classes);
    if (!classes.has(type)) classes.set(type, via);
    if (visited.has(type)) return;
    visited.add(type);
    for (const extra of modelClassesOf(meta(DECORATORS.API_EXTRA_MODELS, type))) visit(extra, `@ApiExtraModels of ${name}`);
    const proto = type.prototype as object;
    const keys = (meta(DECORATORS.API_MODEL_PROPERTIES_ARRAY, proto) as unknown[] | undefined) ?? [];
    for (const key of keys) {
      if (typeof key !== 'string' || !key.startsWith(':')) continue;
      const property = key.slice(1);
      for (const t of modelClassesIn(meta(DECORATORS.API_MODEL_PROPERTIES, proto, property))) visit(t, `${name}.${property}`);
    }
  };
  for (const route of routes) {
    const onController = (key: string) => [meta(key, route.controller), meta(key, route.handler)];
    for (const extras of onController(DECORATORS.API_EXTRA_MODELS)) {
      for (const t of modelClassesOf(extras)) visit(t, `@ApiExtraModels of ${route.label}`);
    }
    for (const responses of onController(DECORATORS.API_RESPONSE)) {
      if (!isRecord(responses)) continue;
      for (const [status, response] of Object.entries(responses)) {
        for (const t of modelClassesIn(response)) visit(t, `${route.label} (response ${status})`);
      }
    }
    const parameters = meta(DECORATORS.API_PARAMETERS, route.handler);
    if (Array.isArray(parameters))
      for (const p of parameters) for (const t of modelClassesIn(p)) visit(t, `${route.label} (@ApiBody/@ApiQuery/@ApiParam)`);
    for (const { kind, type } of argsOf(route)) {
      if (kind in DOCUMENTED_ARGS) for (const t of modelClassesOf(type)) visit(t, `${route.label} (${DOCUMENTED_ARGS[kind]})`);
    }
  }
  return byName;
}

/** Schema names two or more classes would share, each class named with the place it was met. */
export function schemaNameClashes(byName: SchemaClasses): string[] {
  return [...byName]
    .filter(([, classes]) => classes.size > 1)
    .map(
      ([name, classes]) =>
        `schema name "${name}" is taken by ${classes.size} different classes (the document would keep one of them): ` +
        [...classes.values()].map((via) => `the ${name} of ${via}`).join('; ') +
        ' (rename one, or name its schema with @ApiSchema({ name }))',
    );
}

/** Object schemas of the document whose class the walk did not reach: the name check cannot vouch for them. */
export function unreachedSchemas(document: OpenAPIObject, byName: SchemaClasses): string[] {
  return Object.entries(document.components?.schemas ?? {})
    .filter(([name, schema]) => !byName.has(name) && !BUILDER_SCHEMAS.has(name) && !('enum' in schema))
    .map(
      ([name]) =>
        `schema "${name}" is in the document, but the name check did not reach its class: teach ` +
        'server/src/openapi/contract-checks.ts where the scanner finds it',
    );
}

/** Routes whose answered success status (@HttpCode, else 201 for POST, 200 otherwise) is not among their documented ones. */
export function undocumentedStatuses(routes: Route[]): string[] {
  const problems: string[] = [];
  for (const route of routes) {
    if (meta(REDIRECT_METADATA, route.handler) !== undefined) continue;
    if (argsOf(route).some(({ kind }) => OWN_REPLY_ARGS.has(kind))) continue;
    const method = meta(METHOD_METADATA, route.handler) as RequestMethod;
    const status =
      (meta(HTTP_CODE_METADATA, route.handler) as number | undefined) ??
      (method === RequestMethod.POST ? HttpStatus.CREATED : HttpStatus.OK);
    const documented = [meta(DECORATORS.API_RESPONSE, route.controller), meta(DECORATORS.API_RESPONSE, route.handler)]
      .filter(isRecord)
      .flatMap((responses) => Object.keys(responses));
    // No response declared at all: the scanner documents the route's own status by itself.
    if (documented.length === 0 || documented.includes(String(status))) continue;
    const successes = documented.filter((s) => /^[23]\d\d$/.test(s));
    const hint =
      status === 201
        ? '@ApiCreatedResponse, or @HttpCode(200) if it should answer 200'
        : status === 204
          ? '@ApiNoContentResponse'
          : `@ApiResponse({ status: ${status} })`;
    problems.push(
      `${RequestMethod[method]} ${route.label} answers ${status} but documents ${successes.length ? successes.join(', ') : 'no success status'} (use ${hint})`,
    );
  }
  return problems;
}

/** Every schema object of the document with where it is (a JSON pointer), parents before children. */
function* schemaNodes(node: unknown, at: string): Generator<[Metadata, string]> {
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) yield* schemaNodes(node[i], `${at}/${i}`);
  } else if (isRecord(node)) {
    yield [node, at];
    for (const [key, value] of Object.entries(node)) yield* schemaNodes(value, `${at}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

/** Schemas saying `nullable: true` without a `type` beside it (OpenAPI 3.0 ignores such a nullable: null is refused). */
export function nullableWithoutType(document: OpenAPIObject): string[] {
  const problems: string[] = [];
  for (const [node, at] of schemaNodes(document, '#')) {
    if (node.nullable === true && typeof node.type !== 'string') {
      problems.push(
        `${at} is nullable without a type (OpenAPI 3.0 ignores such a nullable): declare the type, e.g. ` +
          '@ApiProperty({ type: String, nullable: true }), not a oneOf/anyOf of its own',
      );
    }
  }
  return problems;
}

/** `$ref`s to a schema the document does not have. */
export function danglingRefs(document: OpenAPIObject): string[] {
  const problems: string[] = [];
  for (const [node, at] of schemaNodes(document, '#')) {
    const ref = node.$ref;
    if (typeof ref !== 'string') continue;
    const name = /^#\/components\/schemas\/(.+)$/.exec(ref)?.[1];
    if (!name || !document.components?.schemas?.[name]) problems.push(`${at} refers to ${ref}, which the document does not have`);
  }
  return problems;
}

/** Everything the checks find wrong with the application's OpenAPI document; empty when it is sound. */
export function contractProblems(app: INestApplication, document: OpenAPIObject): string[] {
  const routes = routesOf(app);
  const byName = collectSchemaClasses(routes);
  return [
    ...schemaNameClashes(byName),
    ...unreachedSchemas(document, byName),
    ...undocumentedStatuses(routes),
    ...nullableWithoutType(document),
    ...danglingRefs(document),
  ];
}

/** Throws, naming every problem, when the document would not describe the application truly. */
export function assertSoundContract(app: INestApplication, document: OpenAPIObject): void {
  const problems = contractProblems(app, document);
  if (problems.length) throw new Error(`The OpenAPI document is not sound:\n- ${problems.join('\n- ')}`);
}
