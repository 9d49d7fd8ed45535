import { HttpStatus } from '@nestjs/common';
import { assertUnreachable } from './domain-error.js';
import { ErrorType } from './error-type.js';

/** The one place that decides the HTTP status of each domain error; a new code without a case does not compile. */
export function statusOf(type: ErrorType): HttpStatus {
  switch (type) {
    case ErrorType.ENTITY_NOT_FOUND:
      return HttpStatus.NOT_FOUND;
    case ErrorType.INVALID_LIST_QUERY:
    case ErrorType.INVALID_GEOMETRY:
    case ErrorType.INVALID_INPUT:
    case ErrorType.REFERENCED_ENTITY_NOT_FOUND:
      return HttpStatus.BAD_REQUEST;
    case ErrorType.DUPLICATE_ENTITY:
    case ErrorType.DESTINATION_HAS_CHILDREN:
    case ErrorType.BEACH_CHAIR_ALREADY_BOOKED:
      return HttpStatus.CONFLICT;
    case ErrorType.UNAUTHENTICATED:
    case ErrorType.INVALID_API_KEY:
      return HttpStatus.UNAUTHORIZED;
    case ErrorType.FORBIDDEN:
      return HttpStatus.FORBIDDEN;
    case ErrorType.RATE_LIMITED:
      return HttpStatus.TOO_MANY_REQUESTS;
    case ErrorType.INTERNAL_ERROR:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    default:
      return assertUnreachable(type);
  }
}
