import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, ValidateBy } from 'class-validator';
import { DEFAULT_TIME_ZONE, daysBetween, isValidTimeZone } from '../time.js';
import { Optional } from './optional.js';
import { ValidateDate } from './validation.js';

/**
 * The longest range a date query may span: the longest season there is, the default one
 * (1 June to 31 October of the next year, 518 days).
 */
export const MAX_RANGE_DAYS = 518;

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v);

/** An IANA time zone such as Europe/Berlin; days and half days are counted in it. */
export function ValidateTimeZone(o: { optional?: boolean; description?: string } = {}) {
  const description = o.description ?? `IANA time zone the dates are read in (default ${DEFAULT_TIME_ZONE})`;
  const schema = { type: 'string' as const, maxLength: 64, example: DEFAULT_TIME_ZONE, description };
  return applyDecorators(
    o.optional ? applyDecorators(ApiPropertyOptional(schema), Optional()) : ApiProperty(schema),
    IsString(),
    ValidateBy({
      name: 'isTimeZone',
      validator: {
        validate: (v) => typeof v === 'string' && v.length <= 64 && isValidTimeZone(v),
        defaultMessage: (a) => `${a?.property} must be a known IANA time zone such as ${DEFAULT_TIME_ZONE}`,
      },
    }),
  );
}

/**
 * The last day of a range (inclusive): a yyyy-MM-dd not before the object's `startField` and at most `maxDays`
 * days (both ends counted) after it.
 */
export function ValidateRangeEnd(startField: string, o: { optional?: boolean; description?: string; maxDays?: number } = {}) {
  const maxDays = o.maxDays ?? MAX_RANGE_DAYS;
  const start = (a: { object: object }) => (a.object as Record<string, unknown>)[startField];
  return applyDecorators(
    ValidateDate({ optional: o.optional, description: o.description }),
    ValidateBy({
      name: 'isNotBeforeStart',
      validator: {
        validate: (v, a) => !isDay(v) || !isDay(start(a!)) || v >= (start(a!) as string),
        defaultMessage: (a) => `${a?.property} must not be before ${startField}`,
      },
    }),
    ValidateBy({
      name: 'isWithinMaxRange',
      validator: {
        validate: (v, a) => !isDay(v) || !isDay(start(a!)) || daysBetween(start(a!) as string, v) + 1 <= maxDays,
        defaultMessage: (a) => `${a?.property} must be at most ${maxDays} days from ${startField} (both counted)`,
      },
    }),
  );
}
