import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsEnum,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationOptions,
} from 'class-validator';
import { isValidPoint, isValidPolygon } from '../geo.js';
import { GeoJsonPoint, GeoJsonPolygon } from '../geo.types.js';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_RULES, passwordProblem } from './password-policy.js';

// Combined decorators: the validation rule and its OpenAPI description come from one place, so they cannot drift.

interface Common {
  optional?: boolean;
  description?: string;
  example?: unknown;
}

const doc = (o: Common, schema: Record<string, unknown>) =>
  o.optional
    ? applyDecorators(ApiPropertyOptional({ description: o.description, example: o.example, ...schema }), IsOptional())
    : ApiProperty({ description: o.description, example: o.example, ...schema });

/** A database id, from a path, query or body ("12" in a query string becomes 12). */
export function ValidateId(o: Common = {}) {
  return applyDecorators(doc(o, { type: 'integer', minimum: 1 }), Type(() => Number), IsInt(), Min(1), Max(2147483647));
}

export function ValidateInt(o: Common & { min?: number; max?: number } = {}) {
  const rules = [Type(() => Number), IsInt()];
  if (o.min !== undefined) rules.push(Min(o.min));
  if (o.max !== undefined) rules.push(Max(o.max));
  return applyDecorators(doc(o, { type: 'integer', minimum: o.min, maximum: o.max }), ...rules);
}

/** A boolean that also accepts the query strings "true" and "false" (anything else is a 400). */
export function ValidateBoolean(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'boolean' }),
    Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value)),
    IsBoolean(),
  );
}

export function ValidateString(o: Common & { maxLength?: number; pattern?: RegExp } = {}) {
  const rules = [IsString(), MaxLength(o.maxLength ?? 500)];
  if (!o.optional) rules.push(IsNotEmpty());
  if (o.pattern) rules.push(Matches(o.pattern));
  return applyDecorators(doc(o, { type: 'string', maxLength: o.maxLength ?? 500, pattern: o.pattern?.source }), ...rules);
}

export function ValidateEnum(enumType: object, enumName: string, o: Common = {}) {
  return applyDecorators(doc(o, { enum: enumType, enumName }), IsEnum(enumType));
}

/** An e-mail address, trimmed and lower-cased so one address is one account however it is typed. */
export function ValidateEmail(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', format: 'email', maxLength: 254, example: o.example ?? 'vermietung@beispiel.de' }),
    Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value)),
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

/** A calendar day `yyyy-MM-dd` (read in Europe/Berlin unless the call names another timeZone). */
export function ValidateDate(o: Common = {}) {
  return applyDecorators(
    doc(o, { type: 'string', format: 'date', example: o.example ?? '2026-07-14' }),
    IsString(),
    ValidateBy({
      name: 'isCalendarDate',
      validator: {
        validate: (v) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v),
        defaultMessage: (a) => `${a?.property} must be a date in the format yyyy-MM-dd`,
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
    geo('isGeoJsonPolygon', isValidPolygon, 'a GeoJSON Polygon of closed rings of [lng, lat] pairs in range'),
  );
}
