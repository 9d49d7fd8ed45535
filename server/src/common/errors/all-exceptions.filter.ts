import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from './domain-error.js';
import { statusOf } from './error-status.js';
import { ErrorType } from './error-type.js';
import { domainErrorFromPg, isRefusedByDatabase } from './pg-errors.js';

/** Domain errors as `{ statusCode, errorType, payload, message }`; framework errors keep Nest's shape; the rest is a 500. */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse<FastifyReply>();
    const request = http.getRequest<FastifyRequest>();
    const [status, body] = this.toResponse(exception, request);
    // 429 and 503 tell when to come back; the payload carries it for the translated text too.
    const retryAfter = (body.payload as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (
      ((status as HttpStatus) === HttpStatus.TOO_MANY_REQUESTS || (status as HttpStatus) === HttpStatus.SERVICE_UNAVAILABLE) &&
      typeof retryAfter === 'number'
    ) {
      void reply.header('Retry-After', String(retryAfter));
    }
    void reply.status(status).send(body);
  }

  private toResponse(exception: unknown, request: FastifyRequest): [number, Record<string, unknown>] {
    const domain = exception instanceof DomainError ? exception : domainErrorFromPg(exception);
    if (domain) {
      const statusCode = statusOf(domain.errorType);
      if (domain.errorType === ErrorType.SERVICE_UNAVAILABLE && domain !== exception) {
        this.logger.warn({
          // A lost connection, or a lock or statement timeout (55P03, 57014): the transaction was rolled back.
          msg: 'database connection lost or a bounded wait ran out; answered 503',
          code: pgCode(exception),
          correlationId: String(request?.id ?? ''),
          err: describe(exception),
        });
      }
      if (isRefusedByDatabase(domain, exception)) {
        // Validation should have refused it: answered 400, but logged as the bug it is, with the operation to fix.
        this.logger.error({
          msg: 'Input refused by the database, not by validation (a bug); answered 400 INVALID_INPUT',
          operation: operationOf(request),
          correlationId: String(request?.id ?? ''),
          payload: domain.payload,
          err: describe(exception),
        });
      }
      return [statusCode, { statusCode, errorType: domain.errorType, payload: domain.payload, message: domain.message }];
    }
    if (exception instanceof HttpException) {
      const statusCode = exception.getStatus();
      const response = exception.getResponse();
      const body = typeof response === 'string' ? { statusCode, message: response, error: httpReason(statusCode) } : response;
      return [statusCode, body as Record<string, unknown>];
    }
    // Fastify's own errors (bad JSON, body too large, wrong content type) carry a 4xx statusCode.
    const fastifyStatus = (exception as { statusCode?: number })?.statusCode;
    if (typeof fastifyStatus === 'number' && fastifyStatus >= 400 && fastifyStatus < 500) {
      const error = (exception as Error).message ?? 'Bad Request';
      return [fastifyStatus, { statusCode: fastifyStatus, message: error, error: httpReason(fastifyStatus) }];
    }
    const correlationId = String(request?.id ?? '');
    this.logger.error({ msg: 'Unhandled error', correlationId, err: describe(exception) });
    return [
      HttpStatus.INTERNAL_SERVER_ERROR,
      {
        statusCode: HttpStatus.INTERNAL_SERVER_ERROR,
        errorType: ErrorType.INTERNAL_ERROR,
        payload: { correlationId },
        message: `Internal error; quote ${correlationId} when reporting it`,
      },
    ];
  }
}

function httpReason(status: number): string {
  return (HttpStatus[status] ?? 'Error')
    .toLowerCase()
    .split('_')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join(' ');
}

/** "PUT /api/v1/destinations/regions/:id": the method and the route template (not the URL with its values). */
export function operationOf(request: FastifyRequest | undefined): string {
  return `${request?.method ?? '?'} ${request?.routeOptions?.url ?? request?.url?.split('?')[0] ?? '?'}`;
}

/** The SQLSTATE of a database error (TypeORM's wrapper unwrapped), if any. */
function pgCode(exception: unknown): string | undefined {
  const e = exception as { code?: unknown; driverError?: { code?: unknown } };
  const code = e?.driverError?.code ?? e?.code;
  return typeof code === 'string' ? code : undefined;
}

function describe(exception: unknown): Record<string, unknown> {
  if (exception instanceof Error) return { name: exception.name, message: exception.message, stack: exception.stack };
  return { value: String(exception) };
}
