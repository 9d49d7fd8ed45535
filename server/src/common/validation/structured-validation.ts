import { applyDecorators, Type as ClassType } from '@nestjs/common';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsEnum,
  IsInt,
  IsNumber,
  IsObject,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateNested,
} from 'class-validator';
import { isValidBic, isValidIban, normalizeIban } from './bank-account.js';
import { INT32_MAX, INT32_MIN } from './optional.js';
import { doc, NumberFromText, ValidateString } from './validation.js';

// Combined decorators for structured payloads (nested objects, lists, money, times, bank data), in the style of
// validation.ts: the rule and its OpenAPI description come from one place.

type Common = Parameters<typeof doc>[0];

/** A nested object validated as its own DTO class (unknown keys refused like everywhere else). */
export function ValidateNestedObject(type: () => ClassType<unknown>, o: Common = {}) {
  // Swagger resolves a lazy type only from a function named `type`, as an object literal's property makes it.
  return applyDecorators(doc(o, { type: () => type() }), IsObject(), ValidateNested(), Type(type));
}

/**
 * A list of nested objects, each validated as `type`. Each item must be an object: ValidateNested alone walks into an
 * item that is itself an array ([[[]]] passed as a list of no errors, and its empty "events" reached the database).
 */
export function ValidateNestedList(type: () => ClassType<unknown>, o: Common & { minItems?: number; maxItems?: number } = {}) {
  const rules = [IsArray(), IsObject({ each: true }), ValidateNested({ each: true }), Type(type), ArrayMaxSize(o.maxItems ?? 100)];
  if (o.minItems) rules.push(ArrayMinSize(o.minItems));
  return applyDecorators(doc(o, { type: () => type(), isArray: true, minItems: o.minItems, maxItems: o.maxItems ?? 100 }), ...rules);
}

/** A list of values of one enumeration, without repeats. */
export function ValidateEnumList(enumType: object, enumName: string, o: Common = {}) {
  return applyDecorators(
    doc(o, { enum: enumType, enumName, isArray: true, uniqueItems: true }),
    IsArray(),
    IsEnum(enumType, { each: true }),
    ArrayMaxSize(Object.keys(enumType).length),
    ValidateBy({
      name: 'uniqueItems',
      validator: {
        validate: (v) => !Array.isArray(v) || new Set(v).size === v.length,
        defaultMessage: (a) => `${a?.property} must not repeat a value`,
      },
    }),
  );
}

/** Money at the API edge: euros with at most two decimals (stored as integer cents). */
export function ValidateEuros(o: Common & { max?: number } = {}) {
  const max = o.max ?? 100_000;
  return applyDecorators(
    doc(o, { type: 'number', format: 'double', minimum: 0, maximum: max, multipleOf: 0.01, example: o.example ?? 15.5 }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0),
    Max(max),
  );
}

/** A percentage from 0 to 100 with at most two decimals. */
export function ValidatePercent(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'number', minimum: 0, maximum: 100, example: o.example ?? 8 }),
    IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }),
    Min(0),
    Max(100),
  );
}

/** A wall-clock time HH:mm (00:00 to 24:00). */
export function ValidateTimeOfDay(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', pattern: '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$', example: o.example ?? '09:00' }),
    IsString(),
    Matches(/^(([01][0-9]|2[0-3]):[0-5][0-9]|24:00)$/, { message: ({ property }) => `${property} must be a time HH:mm` }),
  );
}

/** A day of the year as DD-MM (the season bounds of a location). */
export function ValidateDayMonth(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', pattern: '^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])$', example: o.example ?? '01-06' }),
    IsString(),
    ValidateBy({
      name: 'isDayMonth',
      validator: {
        validate: (v) => {
          const m = typeof v === 'string' ? /^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])$/.exec(v) : null;
          // 2024 is a leap year, so 29-02 is a valid season bound.
          return !!m && new Date(Date.UTC(2024, +m[2] - 1, +m[1])).getUTCDate() === +m[1];
        },
        defaultMessage: (a) => `${a?.property} must be a day of the year as DD-MM`,
      },
    }),
  );
}

/** An hour range 'HH-HH' with the start before the end (a half-day rate's hours). */
export function ValidateHourRange(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', pattern: '^([01][0-9]|2[0-4])-([01][0-9]|2[0-4])$', example: o.example ?? '08-13' }),
    IsString(),
    ValidateBy({
      name: 'isHourRange',
      validator: {
        validate: (v) => {
          const m = typeof v === 'string' ? /^([01][0-9]|2[0-4])-([01][0-9]|2[0-4])$/.exec(v) : null;
          return !!m && +m[1] < +m[2];
        },
        defaultMessage: (a) => `${a?.property} must be an hour range HH-HH with the start before the end`,
      },
    }),
  );
}

/** An integer that may be null (e.g. a row id: null means the whole section); within int4 unless bounded otherwise. */
export function ValidateNullableInt(o: Common & { min?: number; max?: number } = {}) {
  const min = o.min ?? INT32_MIN;
  const max = o.max ?? INT32_MAX;
  return applyDecorators(
    doc({ ...o, nullable: true }, { type: 'integer', minimum: min, maximum: max }),
    NumberFromText(),
    IsInt(),
    Min(min),
    Max(max),
  );
}

/** An http(s) URL or a path on this server (e.g. an uploaded image's url). */
export function ValidateLink(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', maxLength: 1000, example: o.example ?? 'https://strandkorb.example' }),
    IsString(),
    MaxLength(1000),
    Matches(/^(https?:\/\/[^\s<>"]+|\/[^\s<>"]*)$/i, { message: ({ property }) => `${property} must be an http(s) URL or a path` }),
  );
}

/** An IBAN: country, check digits and account, verified by its mod-97 checksum; spaces removed, upper-cased. */
export function ValidateIban(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', maxLength: 42, example: o.example ?? 'DE89370400440532013000' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? normalizeIban(value) : value)),
    IsString(),
    ValidateBy({
      name: 'isIban',
      validator: { validate: (v) => isValidIban(v), defaultMessage: (a) => `${a?.property} must be a valid IBAN` },
    }),
  );
}

/** A BIC (SWIFT code) of 8 or 11 characters, upper-cased. */
export function ValidateBic(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', pattern: '^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$', example: o.example ?? 'COBADEFFXXX' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() : value)),
    IsString(),
    ValidateBy({
      name: 'isBic',
      validator: { validate: (v) => isValidBic(v), defaultMessage: (a) => `${a?.property} must be a valid BIC` },
    }),
  );
}

/** A German postcode: five digits. */
export const GERMAN_POSTCODE = /^[0-9]{5}$/;

/**
 * A postcode of an address whose `country` (ISO alpha-2) is beside it: five digits for Germany, which is also the
 * country of an address that names none (the operators' and their guests' usual case); 3 to 10 letters, digits,
 * spaces or hyphens elsewhere.
 */
export function ValidatePostcode(o: Common & { optional?: boolean } = {}) {
  return applyDecorators(
    ValidateString({ ...o, maxLength: 10, pattern: /^[0-9A-Za-z -]{3,10}$/, example: o.example ?? '23683' }),
    ValidateBy({
      name: 'isGermanPostcode',
      validator: {
        validate: (v, a) => {
          const country = (a?.object as { country?: unknown } | undefined)?.country;
          return typeof v !== 'string' || (country !== undefined && country !== null && country !== 'DE') || GERMAN_POSTCODE.test(v);
        },
        defaultMessage: (a) => `${a?.property} must be five digits for a German address`,
      },
    }),
  );
}
