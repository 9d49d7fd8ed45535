import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  SetMetadata,
  Type,
  UseInterceptors,
} from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiProduces, getSchemaPath } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { map, Observable } from 'rxjs';
import { contentDisposition } from '../content-disposition.js';
import { ApiErrorResponses } from '../errors/api-error-responses.decorator.js';
import { ErrorType } from '../errors/error-type.js';
import { today } from '../time.js';
import { CsvFormat, toCsv } from './csv.js';
import type { Page } from './list.js';
import { moneyFields } from './money-fields.js';

const LIST_CSV = 'strandkorb:list-csv';

interface ListCsvOptions {
  /** The item DTO: its euro fields get two decimals. */
  itemType?: Type<unknown>;
  /** What the export holds, the start of its file name (default: the route's last path segment, `_` as `-`). */
  csvName?: string;
  /** The German dialect names the columns and enumerated values in German (the money and booking exports, issue 29). */
  german?: boolean;
}

/** The resource a route lists, from its path: /api/v1/features/booking_details/beach_chair_bookings → beach-chair-bookings. */
export function resourceName(routePath: string): string {
  const segments = routePath
    .split('?')[0]
    .split('/')
    .filter((s) => s && !s.startsWith(':'));
  const last = (segments.at(-1) ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return last || 'export';
}

/** The export's file name: what and when, e.g. bookings-2026-11-25.csv (the day in Europe/Berlin). */
export const csvFileName = (resource: string, now = new Date()) => `${resource}-${today(undefined, now)}.csv`;

/**
 * Answers `csv=true` calls as text/csv instead of JSON: the page's `items` (or a report's lines), in the dialect of
 * `csvFormat` (ListQueryDto), as an attachment named after the route and the day.
 */
@Injectable()
export class CsvInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const query = (request.query ?? {}) as Record<string, unknown>;
    if (String(query.csv) !== 'true') return next.handle();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    const options = (Reflect.getMetadata(LIST_CSV, context.getHandler()) ?? {}) as ListCsvOptions;
    return next.handle().pipe(
      // Runs after validation passed, so csvFormat is one of CsvFormat's values or absent.
      map((page: Page<object> & { timeZone?: unknown }) => {
        const format = query.csvFormat === CsvFormat.EXCEL_DE ? CsvFormat.EXCEL_DE : CsvFormat.RFC4180;
        const name = csvFileName(options.csvName ?? resourceName(request.routeOptions?.url ?? request.url));
        void reply.header('Content-Type', 'text/csv; charset=utf-8');
        void reply.header('Content-Disposition', contentDisposition('attachment', name));
        return toCsv(page.items, {
          format,
          money: options.itemType ? moneyFields(options.itemType) : [],
          germanNames: options.german,
          // A report names the zone of its days and instants; a row's own timeZone field wins.
          timeZone: typeof page.timeZone === 'string' ? page.timeZone : undefined,
        });
      }),
    );
  }
}

/**
 * A list route: the paged response schema, CSV output and the list-query errors, documented and wired at once.
 * `csvName` names what the CSV export holds (its file name's start) where the route's last path segment does not.
 */
export function ListEndpoint(itemType: Type<unknown>, options: { csvName?: string; german?: boolean } = {}) {
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
    SetMetadata(LIST_CSV, { itemType, csvName: options.csvName, german: options.german } satisfies ListCsvOptions),
    UseInterceptors(CsvInterceptor),
  );
}

/** A report answering `csv=true` with its lines (`items` of `itemType`): euro fields with two decimals, German names in excel-de. */
export function CsvReport(itemType: Type<unknown>) {
  return applyDecorators(SetMetadata(LIST_CSV, { itemType, german: true } satisfies ListCsvOptions), UseInterceptors(CsvInterceptor));
}
