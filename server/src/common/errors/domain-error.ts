import { ErrorPayload, ErrorType } from './error-type.js';

/** An expected failure of a use case; the global filter turns it into `{ statusCode, errorType, payload, message }`. */
export class DomainError extends Error {
  constructor(
    readonly errorType: ErrorType,
    message: string,
    readonly payload: ErrorPayload = {},
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

/** Narrows `value` to non-null or throws ENTITY_NOT_FOUND naming the entity and id. */
export function assertFound<T>(value: T | null | undefined, entity: string, id: string | number): T {
  if (value === null || value === undefined) {
    throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `${entity} ${id} not found`, { entity, id });
  }
  return value;
}

export function assertUnreachable(value: never): never {
  throw new Error(`Unhandled value: ${String(value)}`);
}
