import { applyDecorators, CallHandler, ExecutionContext, Injectable, NestInterceptor, Type, UseInterceptors } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { toCsv } from './csv.js';
import type { Page } from './list.js';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator.js';
import { ErrorType } from '../errors/error-type.js';

/** Answers `csv=true` list calls as text/csv instead of the JSON page. */
@Injectable()
export class CsvInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const wantsCsv = String((request.query as Record<string, unknown>)?.csv) === 'true';
    if (!wantsCsv) return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next.handle().pipe(
      map((page: Page<object>) => {
        void reply.header('Content-Type', 'text/csv; charset=utf-8');
        void reply.header('Content-Disposition', 'attachment; filename="export.csv"');
        return toCsv(page.items);
      }),
    );
  }
}

/** A list route: the paged response schema, CSV output and the list-query errors, documented and wired at once. */
export function ListEndpoint(itemType: Type<unknown>) {
  return applyDecorators(
    ApiExtraModels(itemType),
    ApiProduces('application/json', 'text/csv'),
    ApiOkResponse({
      description: 'One page of the list (or all of it with itemsPerPage=0); text/csv with csv=true',
      schema: {
        type: 'object',
        required: ['items', 'total', 'page', 'itemsPerPage'],
        properties: {
          items: { type: 'array', items: { $ref: getSchemaPath(itemType) } },
          total: { type: 'integer' },
          page: { type: 'integer' },
          itemsPerPage: { type: 'integer' },
        },
      },
    }),
    ApiErrorResponses(ErrorType.INVALID_LIST_QUERY),
    UseInterceptors(CsvInterceptor),
  );
}
