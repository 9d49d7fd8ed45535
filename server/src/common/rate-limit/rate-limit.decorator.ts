import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { RateLimitName } from '../../config/app-config.js';
import { ErrorType } from '../errors/error-type.js';

export const RATE_LIMIT = 'rateLimit';

/** Whose calls are counted together; undefined or '' counts by client IP alone. */
export type RateLimitKey = (request: FastifyRequest) => string | undefined;

export interface RateLimitOptions {
  /** The limit's name; `<calls>/<seconds>` comes from the RATE_LIMIT_<name> variable. */
  name: RateLimitName;
  /** Default: the client's IP. */
  key?: RateLimitKey;
}

const field = (request: FastifyRequest, name: string): string => {
  const value =
    (request.body as Record<string, unknown> | undefined)?.[name] ?? (request.query as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

const fromPart = (part: unknown, name: string): string => {
  const value = (part as Record<string, unknown> | undefined)?.[name];
  return typeof value === 'string' ? value.trim().toLowerCase() : '';
};

/** Ready-made keys: by IP, by a body or query field (e-mail, bookingRef) or path parameter, or both. */
export const RateLimitKeys = {
  ip: ((request) => request.ip) as RateLimitKey,
  field:
    (name: string): RateLimitKey =>
    (request) =>
      field(request, name) || request.ip,
  ipAndField:
    (name: string): RateLimitKey =>
    (request) =>
      `${request.ip}|${field(request, name)}`,
  /**
   * A query parameter only, for routes that read it from the query: a body field of the same name (ignored by such a
   * route) must not choose the counter. A call without it counts by IP.
   */
  query:
    (name: string): RateLimitKey =>
    (request) =>
      fromPart(request.query, name) || request.ip,
  /** A path parameter (e.g. the bookingRef of /booking_status/{bookingReference}); a call without it counts by IP. */
  param:
    (name: string): RateLimitKey =>
    (request) =>
      fromPart(request.params, name) || request.ip,
};

/** The limits of a call that finds a booking by its reference and the customer's e-mail in the query. */
export const BOOKING_LOOKUP_LIMITS: [RateLimitOptions, RateLimitOptions] = [
  { name: 'BOOKING_LOOKUP' },
  { name: 'BOOKING_LOOKUP_REF', key: RateLimitKeys.query('bookingRef') },
];

/**
 * Limits calls to the route per key, across every instance (counters in Redis). Over the limit, the call is a 429
 * RATE_LIMITED with Retry-After and payload.retryAfterSeconds. E.g. `@RateLimit({ name: 'LOGIN', key: RateLimitKeys.ipAndField('email') })`.
 * Several limits count each call in each of them (per address and per IP, say); the first one over refuses it.
 */
export function RateLimit(...limits: [RateLimitOptions, ...RateLimitOptions[]]) {
  const names = limits.map((l) => `RATE_LIMIT_${l.name}`).join(', ');
  return applyDecorators(
    SetMetadata(RATE_LIMIT, limits),
    ApiResponse({
      status: 429,
      description: `Domain error: RATE_LIMITED (${names}); payload { limit, windowSeconds, retryAfterSeconds }`,
      headers: { 'Retry-After': { description: 'Seconds until a call may succeed again', schema: { type: 'integer' } } },
      schema: {
        type: 'object',
        required: ['statusCode', 'errorType', 'payload', 'message'],
        properties: {
          statusCode: { type: 'integer', example: 429 },
          errorType: { type: 'string', enum: [ErrorType.RATE_LIMITED] },
          payload: { type: 'object', additionalProperties: true },
          message: { type: 'string' },
        },
      },
    }),
  );
}
