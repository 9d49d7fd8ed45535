import type { INestApplication } from '@nestjs/common';
import {
  DocumentBuilder,
  SwaggerModule,
  type OpenAPIObject,
  type OperationObject,
  type ResponseObject,
  type SchemaObject,
} from '@nestjs/swagger';
import { API_KEY_HEADER } from '../common/auth/auth.decorators.js';

/** The schema of the global ValidationPipe's answer (and of the other input refusals in its shape). */
export const VALIDATION_ERROR_SCHEMA = 'ValidationErrorDto';

/** Schemas the builder adds itself (no class behind them): contract-checks.ts does not look for their classes. */
export const BUILDER_SCHEMAS: ReadonlySet<string> = new Set([VALIDATION_ERROR_SCHEMA]);

const validationErrorSchema: SchemaObject = {
  type: 'object',
  description:
    "Refused input, in the shape of Nest's ValidationPipe: one message per refused field (the first rule it breaks), e.g. " +
    '"startDate must be a valid ISO 8601 date string", "property foo should not exist", "rowId must not be null". A body ' +
    'that is not JSON at all answers one message as a string.',
  required: ['statusCode', 'message', 'error'],
  properties: {
    statusCode: { type: 'integer', enum: [400], example: 400 },
    message: {
      oneOf: [{ type: 'array', items: { type: 'string' } }, { type: 'string' }],
      example: ['startDate must be a valid ISO 8601 date string'],
    },
    error: { type: 'string', enum: ['Bad Request'] },
    fields: {
      type: 'array',
      description:
        'Each refused field with the rule it broke (class-validator constraint: min, maxLength, matches, isNotBeforeStart, ' +
        'isGermanPostcode, …) and the rule’s bound, for a client to say in its own words; in the order of the messages',
      items: {
        type: 'object',
        required: ['field', 'constraint'],
        properties: {
          field: { type: 'string', example: 'address.zip' },
          constraint: { type: 'string', example: 'isGermanPostcode' },
          limit: { type: 'number', example: 0 },
        },
      },
    },
  },
};

export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Strandkorb booking API')
    .setDescription(
      'Beach-chair booking for the Baltic and North Sea coast: destinations, inventory, availability, prices, bookings, ' +
        'payments, documents, users and lock devices. Domain errors answer { statusCode, errorType, payload, message }; ' +
        'validation errors answer { statusCode, message, error } (ValidationErrorDto, a 400 of every operation that takes ' +
        'parameters or a body). Money is in euros with two decimals; dates are yyyy-MM-dd in Europe/Berlin unless a call ' +
        'names another timeZone.',
    )
    .setVersion('1')
    .addServer('/api/v1')
    .addBearerAuth()
    .addApiKey({ type: 'apiKey', in: 'header', name: API_KEY_HEADER }, 'api-key')
    .build();
  // Paths are written without /api/v1 (the server entry carries it), so generated clients use baseUrl '/api/v1'.
  const document = SwaggerModule.createDocument(app, config, {
    ignoreGlobalPrefix: true,
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  return completeDocument(document);
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

/** Every operation of the document. */
export function operationsOf(document: OpenAPIObject): { path: string; method: string; operation: OperationObject }[] {
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({ path, method, operation: item[method]! })),
  );
}

/**
 * What the scanner cannot say from the decorators, added once for every operation rather than route by route:
 * - the validation 400 (ValidationErrorDto) of every operation with path or query parameters or a body: the global
 *   ValidationPipe and the input hook (infra/http/input-limits.ts) refuse them in that shape. Where the route documents
 *   a domain 400 already (e.g. INVALID_LIST_QUERY), the answer is one of the two;
 * - errors answer JSON: @ApiProduces('text/csv') or ('application/pdf') gives every response of its route those media
 *   types, the errors included, though the exception filter answers them as application/json;
 * - a text/csv answer (csv=true on the list routes and reports) is text, not the JSON page's schema;
 * - a nullable named enum has its type: in OpenAPI 3.0 `nullable` counts only next to a `type`, and Swagger drops the
 *   type of every property with a combinator, so `@ApiProperty({ enum, enumName, nullable: true })` came out as
 *   `{ nullable: true, allOf: [{ $ref }] }`. It gets the enum's type, as Swagger gives `type: 'object'` to a nullable class.
 *   Any other nullable without a type is refused by contract-checks.ts.
 */
export function completeDocument(document: OpenAPIObject): OpenAPIObject {
  document.components ??= {};
  document.components.schemas = { ...document.components.schemas, [VALIDATION_ERROR_SCHEMA]: validationErrorSchema };
  for (const { operation } of operationsOf(document)) {
    for (const [status, response] of Object.entries(operation.responses ?? {}) as [string, ResponseObject][]) {
      const content = response.content;
      if (!content) continue;
      if (Number(status) >= 400) {
        const schema = (content['application/json'] ?? Object.values(content)[0])?.schema;
        response.content = schema ? { 'application/json': { schema } } : {};
      } else if (content['text/csv']) {
        content['text/csv'] = { schema: { type: 'string', description: 'The rows as CSV (csvFormat: RFC 4180 or Excel, German)' } };
      }
    }
    const validates = operation.requestBody || (operation.parameters ?? []).some((p) => 'in' in p && (p.in === 'path' || p.in === 'query'));
    if (validates) addValidationError(operation);
  }
  typeNullableEnums(document);
  return document;
}

/** `{ nullable: true, allOf: [{ $ref: <an enum> }] }` without a type gets the enum's type (see completeDocument). */
function typeNullableEnums(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (typeof node !== 'object' || node === null) return;
    const schema = node as SchemaObject;
    if (schema.nullable === true && schema.type === undefined && schema.allOf?.length === 1 && '$ref' in schema.allOf[0]) {
      const target = schemas[schema.allOf[0].$ref.replace('#/components/schemas/', '')] as SchemaObject | undefined;
      if (target?.enum && typeof target.type === 'string') schema.type = target.type;
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  visit(document.components);
}

function addValidationError(operation: OperationObject): void {
  const ref = { $ref: `#/components/schemas/${VALIDATION_ERROR_SCHEMA}` };
  const responses = (operation.responses ??= {});
  const earlier = responses['400'] as ResponseObject | undefined;
  const earlierSchema = earlier?.content?.['application/json']?.schema;
  responses['400'] = earlierSchema
    ? {
        description: `${earlier.description}; or refused input (ValidationErrorDto)`,
        content: { 'application/json': { schema: { oneOf: [ref, earlierSchema] } } },
      }
    : { description: 'Refused input: the validation messages (ValidationErrorDto)', content: { 'application/json': { schema: ref } } };
}

/** Swagger UI at /api/docs, the JSON at /api/docs-json. */
export function setupOpenApi(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    swaggerOptions: { persistAuthorization: true },
  });
}
