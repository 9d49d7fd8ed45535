import { ValidationError } from '@nestjs/common';
import { getMetadataStorage } from 'class-validator';

/**
 * One refused field of a validation 400, for a client to say in its own words (issue 29, item 6): the field's path as
 * the message names it ("address.country", "openingHours.0.closing"), the rule it broke (class-validator's constraint
 * name: min, maxLength, matches, isNotBeforeStart, isGermanPostcode, …) and the rule's bound when it has one.
 */
export interface FieldError {
  field: string;
  constraint: string;
  /** The rule's number (min 0, maxLength 200, arrayMaxSize 100), when it has one. */
  limit?: number;
}

/** The refused fields of a validation failure, in the order of its messages (first rule per field). */
export function fieldErrorsOf(errors: readonly ValidationError[], parent = ''): FieldError[] {
  const out: FieldError[] = [];
  for (const error of errors) {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const constraint = error.constraints ? Object.keys(error.constraints)[0] : undefined;
    if (constraint) out.push({ field, constraint, ...limitOf(error, constraint) });
    if (error.children?.length) out.push(...fieldErrorsOf(error.children, field));
  }
  return out;
}

/** The bound of the rule (its first constraint argument, when a number), read from the DTO's validation metadata. */
function limitOf(error: ValidationError, constraint: string): { limit?: number } {
  const target = error.target?.constructor;
  if (typeof target !== 'function') return {};
  const meta = getMetadataStorage()
    .getTargetValidationMetadatas(target, '', true, false)
    .find((m) => m.propertyName === error.property && (m.name === constraint || m.type === constraint));
  const limit: unknown = meta?.constraints?.[0];
  return typeof limit === 'number' ? { limit } : {};
}
