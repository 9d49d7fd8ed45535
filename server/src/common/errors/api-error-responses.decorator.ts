import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { statusOf } from './error-status.js';
import { ErrorType } from './error-type.js';

/** Documents the domain errors a route can answer with, grouped by status, in the domain error shape. */
export function ApiErrorResponses(...types: ErrorType[]) {
  const byStatus = new Map<number, ErrorType[]>();
  for (const type of types) byStatus.set(statusOf(type), [...(byStatus.get(statusOf(type)) ?? []), type]);
  return applyDecorators(
    ...[...byStatus].map(([status, codes]) =>
      ApiResponse({
        status,
        description: `Domain error: ${codes.join(', ')}`,
        schema: {
          type: 'object',
          required: ['statusCode', 'errorType', 'payload', 'message'],
          properties: {
            statusCode: { type: 'integer', example: status },
            errorType: { type: 'string', enum: codes },
            payload: { type: 'object', additionalProperties: true },
            message: { type: 'string' },
          },
        },
      }),
    ),
  );
}
