import { SortDirection } from '../enums.js';
import { CsvFormat } from './csv.js';
import { ValidateBoolean, ValidateEnum, ValidateInt, ValidateString } from '../validation/validation.js';

/** Largest page a client may ask for with a non-zero itemsPerPage; larger values are capped to it. */
export const MAX_PAGE_SIZE = 500;
export const DEFAULT_PAGE_SIZE = 25;

/** `csvFormat`: the dialect of a csv=true answer (CsvInterceptor); for a query DTO that has `csv` but is no ListQueryDto. */
export const ValidateCsvFormat = () =>
  ValidateEnum(CsvFormat, 'CsvFormat', {
    optional: true,
    description:
      'Dialect of the csv=true answer (ignored without it). rfc4180 (default): comma, values as in JSON (ISO dates, decimal point). ' +
      'excel-de: for German spreadsheets: semicolon, UTF-8 BOM, CRLF, dates dd.MM.yyyy and instants dd.MM.yyyy HH:mm in ' +
      "Europe/Berlin (or the row's timeZone), a stay's end as its last day, decimal comma, euros with two decimals",
    example: CsvFormat.EXCEL_DE,
  });

/** The list convention of every list route (spec/api.md section 7). */
export class ListQueryDto {
  @ValidateInt({ optional: true, min: 0, description: 'Page number, starting at 1 (0 is read as 1)' })
  page?: number;

  @ValidateInt({
    optional: true,
    min: 0,
    description: `Items per page; 0 means all. Default ${DEFAULT_PAGE_SIZE}, values above ${MAX_PAGE_SIZE} are capped`,
  })
  itemsPerPage?: number;

  @ValidateString({ optional: true, maxLength: 64, description: 'Field to sort by (each list names the fields it allows)' })
  orderBy?: string;

  @ValidateEnum(SortDirection, 'SortDirection', { optional: true })
  orderDir?: SortDirection;

  @ValidateString({ optional: true, maxLength: 200, description: 'Case-insensitive phrase searched in the names' })
  search?: string;

  @ValidateString({ optional: true, maxLength: 64, description: 'Field of a single equality filter, used with filter' })
  filterBy?: string;

  @ValidateString({ optional: true, maxLength: 200, description: 'Value of the single filter named by filterBy' })
  filter?: string;

  @ValidateString({
    optional: true,
    maxLength: 2000,
    description: 'JSON object of filters: {"field": value} for equality, {"field": {"not": value}}, {"field": {"in": [values]}}',
    example: '{"active":true}',
  })
  filters?: string;

  @ValidateBoolean({ optional: true, description: 'Answer text/csv instead of JSON' })
  csv?: boolean;

  @ValidateCsvFormat()
  csvFormat?: CsvFormat;
}
