import { applyDecorators, Type } from '@nestjs/common';
import { PartialType } from '@nestjs/swagger';
import { ValidateBy, ValidateIf } from 'class-validator';

/**
 * A field the client may leave out: instead of class-validator's IsOptional, which lets null through as "missing" until
 * a NOT NULL column answers 500. Left out (undefined): the field's other rules are skipped and, in an update, the value
 * stays as it is. null: a 400 "<field> must not be null", unless `nullable` (a column that may be cleared), where null
 * skips the other rules and means "clear it".
 */
export function Optional(o: { nullable?: boolean } = {}): PropertyDecorator {
  return applyDecorators(
    ValidateIf((_object, value) => value !== undefined && !(o.nullable && value === null)),
    ValidateBy({
      name: 'isNotNull',
      validator: { validate: (value) => value !== null, defaultMessage: (args) => `${args?.property} must not be null` },
    }),
  );
}

/**
 * The body of an update (PUT) from its create DTO: every field may be left out (and then stays), but null is validated
 * like any value, so it is refused unless the create DTO declares the field nullable. Swagger's PartialType alone would
 * add IsOptional, which lets null through.
 */
export function UpdateType<T>(create: Type<T>): Type<Partial<T>> {
  return PartialType(create, { skipNullProperties: false });
}

/** The 32-bit integer columns' range (PostgreSQL integer/int4): a larger value would be a 500 there. */
export const INT32_MIN = -2147483648;
export const INT32_MAX = 2147483647;

export const isInt32 = (n: number) => Number.isInteger(n) && n >= INT32_MIN && n <= INT32_MAX;
