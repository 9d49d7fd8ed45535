import { ApiResponse } from '@nestjs/swagger';
import { statusOf } from './error-status.js';
import { ErrorType } from './error-type.js';

// @nestjs/swagger's metadata key of @ApiResponse (not exported by the package).
const API_RESPONSE = 'swagger/apiResponse';

type Responses = Record<string, { schema?: { properties?: { errorType?: { enum?: ErrorType[] } } } }>;

/**
 * Documents the domain errors a route can answer with, grouped by status, in the domain error shape. Used more than
 * once on a route (e.g. by @Roles() and by the route itself), the codes of one status are united, not replaced.
 */
export function ApiErrorResponses(...types: ErrorType[]): MethodDecorator & ClassDecorator {
  return (target: object, key?: string | symbol, descriptor?: PropertyDescriptor) => {
    const holder = (descriptor?.value as object | undefined) ?? target;
    const byStatus = new Map<number, ErrorType[]>();
    for (const type of types) byStatus.set(statusOf(type), [...(byStatus.get(statusOf(type)) ?? []), type]);
    for (const [status, codes] of byStatus) {
      const documented = Reflect.getMetadata(API_RESPONSE, holder) as Responses | undefined;
      const earlier: ErrorType[] = documented?.[String(status)]?.schema?.properties?.errorType?.enum ?? [];
      const all = [...new Set([...earlier, ...codes])];
      ApiResponse({
        status,
        description: `Domain error: ${codes.join(', ')}`,
        schema: {
          type: 'object',
          required: ['statusCode', 'errorType', 'payload', 'message'],
          properties: {
            statusCode: { type: 'integer', example: status },
            errorType: { type: 'string', enum: all },
            payload: { type: 'object', additionalProperties: true },
            message: { type: 'string' },
          },
        },
      })(target, key as string | symbol, descriptor as PropertyDescriptor);
    }
  };
}
