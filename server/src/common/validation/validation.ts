import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidateIf,
  ValidationOptions,
} from 'class-validator';
import { isValidPoint, isValidPolygon, POLYGON_LIMITS } from '../geo.js';
import { GeoJsonPoint, GeoJsonPolygon } from '../geo.types.js';
import { INT32_MAX, INT32_MIN, Optional } from './optional.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordProblem } from './password-policy.js';

// Combined decorators: the validation rule and its OpenAPI description come from one place, so they cannot drift.

interface Common {
  /** May be left out (see Optional: null is still refused unless nullable). */
  optional?: boolean;
  /** Also accept null (documented as nullable): "clear this value"; only for a column that may be NULL. */
  nullable?: boolean;
  description?: string;
  example?: unknown;
}

/** The OpenAPI description and the presence rule of a field: Optional for left-out values, nullable for clearable ones. */
export const doc = (o: Common, schema: Record<string, unknown>) => {
  const base = { description: o.description, example: o.example, ...(o.nullable ? { nullable: true } : {}), ...schema };
  if (o.optional) return applyDecorators(ApiPropertyOptional(base), Optional({ nullable: o.nullable }));
  // Required but nullable: null passes, a missing value does not.
  if (o.nullable)
    return applyDecorators(
      ApiProperty(base),
      ValidateIf((_, value) => value !== null),
    );
  return ApiProperty(base);
};

/**
 * A number from a query or path string ("12", "-3", "12.5"); a JSON number passes as it is. Anything else stays as
 * sent and fails the number rule: no `true` as 1, no "0x10" as 16, no "" as 0 (class-transformer's Number() would).
 */
export const NumberFromText = () =>
  Transform(({ value }: { value: unknown }) => (typeof value === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value));

/** A database id (a positive int4), from a path, query or body ("12" in a query string becomes 12). */
export function ValidateId(o: Common = {}) {
  return applyDecorators(doc(o, { type: 'integer', minimum: 1, maximum: INT32_MAX }), NumberFromText(), IsInt(), Min(1), Max(INT32_MAX));
}

/** An integer; without bounds of its own it stays within the int4 columns' range (a larger one would be a 500 there). */
export function ValidateInt(o: Common & { min?: number; max?: number } = {}) {
  const min = o.min ?? INT32_MIN;
  const max = o.max ?? INT32_MAX;
  return applyDecorators(doc(o, { type: 'integer', minimum: min, maximum: max }), NumberFromText(), IsInt(), Min(min), Max(max));
}

/** A boolean that also accepts the query strings "true" and "false" (anything else is a 400). */
export function ValidateBoolean(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'boolean' }),
    Transform(({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean(),
  );
}

export function ValidateString(o: Common & { maxLength?: number; pattern?: RegExp } = {}) {
  const rules = [IsString(), MaxLength(o.maxLength ?? 500)];
  if (!o.optional) rules.push(IsNotEmpty());
  if (o.pattern) rules.push(Matches(o.pattern));
  return applyDecorators(doc(o, { type: 'string', maxLength: o.maxLength ?? 500, pattern: o.pattern?.source }), ...rules);
}

/**
 * The English version of a vendor's text (issue 30 item 9): optional, null clears it, and a blank one is null too
 * (the storefront then shows the German text).
 */
export function ValidateEnglishText(o: Omit<Common, 'optional' | 'nullable'> & { maxLength: number }) {
  return applyDecorators(
    doc({ ...o, optional: true, nullable: true }, { type: 'string', maxLength: o.maxLength }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() || null : value)),
    IsString(),
    MaxLength(o.maxLength),
  );
}

export function ValidateEnum(enumType: object, enumName: string, o: Common = {}) {
  return applyDecorators(doc(o, { enum: enumType, enumName }), IsEnum(enumType));
}

/** An e-mail address, trimmed and lower-cased so one address is one account however it is typed. */
export function ValidateEmail(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', format: 'email', maxLength: 254, example: o.example ?? 'vermietung@beispiel.de' }),
    Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
    IsString(),
    MaxLength(254),
    IsEmail({ allow_display_name: false, allow_ip_domain: false, require_tld: false }),
  );
}

/** A new password: the strength rules of password-policy.ts (checked against the object's `email`, if it has one). */
export function ValidatePassword(o: Common = {}) {
  return applyDecorators(
    doc(o, {
      type: 'string',
      format: 'password',
      minLength: PASSWORD_MIN_LENGTH,
      maxLength: PASSWORD_MAX_LENGTH,
      description: o.description ?? `The new password: ${PASSWORD_RULES}`,
    }),
    ValidateBy({
      name: 'isStrongPassword',
      validator: {
        validate: (value, args) => !passwordProblem(value, (args?.object as { email?: unknown })?.email),
        defaultMessage: (args) =>
          `${args?.property} must ${passwordProblem(args?.value, (args?.object as { email?: unknown })?.email) ?? 'be stronger'}`,
      },
    }),
  );
}

/** An opaque secret handed out by the API (a mailed token, a refresh token): URL-safe base64. */
export function ValidateOpaqueToken(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', minLength: 20, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' }),
    IsString(),
    Matches(/^[A-Za-z0-9_-]{20,200}$/, { message: ({ property }) => `${property} must be a token as the API issued it` }),
  );
}

/**
 * The days a date may name. The server counts with the days around it (the day after an inclusive `to`, a season's next
 * year) in four-digit years, and JavaScript's Date reads years below 100 as 19xx: 9999-12-31 was a 500.
 */
export const DATE_BOUNDS = { first: '1900-01-01', last: '2999-12-31' } as const;

const isRealDay = (v: unknown): v is string =>
  typeof v === 'string' &&
  /^\d{4}-\d{2}-\d{2}$/.test(v) &&
  !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

/** A calendar day `yyyy-MM-dd` from DATE_BOUNDS.first to DATE_BOUNDS.last (read in Europe/Berlin unless the call names another timeZone). */
export function ValidateDate(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', format: 'date', example: o.example ?? '2026-07-14' }),
    IsString(),
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: (v) => isRealDay(v) && v >= DATE_BOUNDS.first && v <= DATE_BOUNDS.last,
        defaultMessage: (a) =>
          isRealDay(a?.value)
            ? `${a?.property} must be a day from ${DATE_BOUNDS.first} to ${DATE_BOUNDS.last}`
            : `${a?.property} must be a date in the format yyyy-MM-dd`,
      },
    }),
  );
}

function geo(name: string, check: (v: unknown) => boolean, what: string, options?: ValidationOptions) {
  return ValidateBy({ name, validator: { validate: check, defaultMessage: (a) => `${a?.property} must be ${what}` } }, options);
}

/** GeoJSON Point: two finite numbers, longitude then latitude, in range. */
export function ValidateGeoJsonPoint(o: Common = {}) {
  return applyDecorators(doc(o, { type: GeoJsonPoint }), geo('isGeoJsonPoint', isValidPoint, 'a GeoJSON Point with [lng, lat] in range'));
}

/** GeoJSON Polygon: closed rings of at least four [lng, lat] pairs in range. */
export function ValidateGeoJsonPolygon(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: GeoJsonPolygon }),
    geo(
      'isGeoJsonPolygon',
      isValidPolygon,
      `a GeoJSON Polygon of closed rings of [lng, lat] pairs in range (at most ${POLYGON_LIMITS.rings} rings, ${POLYGON_LIMITS.positions} positions)`,
    ),
  );
}
