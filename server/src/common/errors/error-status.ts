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
    case ErrorType.TOKEN_INVALID:
    case ErrorType.TOKEN_EXPIRED:
    case ErrorType.TOKEN_ALREADY_USED:
    case ErrorType.BEACH_CHAIR_OUTSIDE_SECTION:
    case ErrorType.ROW_OUTSIDE_SECTION:
    case ErrorType.WEBHOOK_SIGNATURE_INVALID:
    case ErrorType.WIDGET_VENDOR_MISMATCH:
      return HttpStatus.BAD_REQUEST;
    case ErrorType.DUPLICATE_ENTITY:
    case ErrorType.DESTINATION_HAS_CHILDREN:
    case ErrorType.BEACH_CHAIR_ALREADY_BOOKED:
    case ErrorType.BOOKING_INVALID_TRANSITION:
    case ErrorType.BEACH_CHAIR_NOT_AVAILABLE:
    case ErrorType.SLOT_ENDED:
    case ErrorType.PRICE_CHANGED:
    case ErrorType.TILL_SESSION_ALREADY_OPEN:
    case ErrorType.TILL_SESSION_CLOSED:
    case ErrorType.TSE_NOT_CONFIGURED:
    case ErrorType.TSE_SWITCH_WHILE_SESSION_OPEN:
    case ErrorType.TSE_NOT_USABLE:
    case ErrorType.TSE_FAKE_NOT_ALLOWED:
    case ErrorType.TILL_SESSION_OPEN:
    case ErrorType.TILL_SALE_REVERSED:
    case ErrorType.TILL_SALE_HAS_CUSTOMER:
    case ErrorType.TILL_TERMINAL_PAYMENT_DONE:
    case ErrorType.TERMINAL_SIMULATION_UNAVAILABLE:
    case ErrorType.BEACH_CHAIR_OF_OTHER_VENDOR:
    case ErrorType.DISCOUNT_CARD_REQUIRED:
    case ErrorType.PAYMENT_METHOD_NOT_OFFERED:
    case ErrorType.PAYMENT_METHOD_NOT_FOR_COUNTRY:
    case ErrorType.BANK_TRANSFER_NOT_AVAILABLE:
    case ErrorType.BOOKING_NOT_CONFIRMABLE:
    case ErrorType.BOOKING_NOT_INVOICEABLE:
    case ErrorType.BOOKING_WITHOUT_BEACH_CHAIRS:
    case ErrorType.INVOICE_NUMBER_TAKEN:
    case ErrorType.INVOICE_NUMBER_NOT_ISSUED:
    case ErrorType.INVOICE_NUMBER_IMMUTABLE:
    case ErrorType.BOOKING_ALREADY_CANCELED:
    case ErrorType.GUEST_CANCELLATION_NOT_OFFERED:
    case ErrorType.GUEST_CANCELLATION_TOO_LATE:
    case ErrorType.BOOKING_MAIL_NOT_APPLICABLE:
    case ErrorType.PUBLIC_REFERENCE_TAKEN:
    case ErrorType.VENDOR_HAS_DEPENDENTS:
    case ErrorType.LOCATION_HAS_SECTIONS:
    case ErrorType.BEACH_CHAIR_NUMBER_TAKEN:
    case ErrorType.BEACH_CHAIR_HAS_FUTURE_BOOKINGS:
    case ErrorType.LOCK_ALREADY_ASSIGNED:
    case ErrorType.PRICE_OVERLAP:
    case ErrorType.STOP_SALE_OVER_BOOKINGS:
    case ErrorType.INTEGRATION_NOT_CONFIGURED:
    case ErrorType.CONCURRENT_MODIFICATION:
    case ErrorType.PAYMENT_METHOD_MISMATCH:
    case ErrorType.PAYMENT_NOT_COMPLETED:
      return HttpStatus.CONFLICT;
    case ErrorType.FILE_TOO_LARGE:
    case ErrorType.IMAGE_TOO_MANY_PIXELS:
      return HttpStatus.PAYLOAD_TOO_LARGE;
    case ErrorType.UNSUPPORTED_FILE_TYPE:
      return HttpStatus.UNSUPPORTED_MEDIA_TYPE;
    case ErrorType.INTEGRATION_FAILED:
    case ErrorType.PAYMENT_PROVIDER_ERROR:
      return HttpStatus.BAD_GATEWAY;
    case ErrorType.UNAUTHENTICATED:
    case ErrorType.INVALID_API_KEY:
    case ErrorType.INVALID_CREDENTIALS:
    case ErrorType.REFRESH_TOKEN_INVALID:
    case ErrorType.REFRESH_TOKEN_EXPIRED:
    case ErrorType.REFRESH_TOKEN_REUSED:
      return HttpStatus.UNAUTHORIZED;
    case ErrorType.FORBIDDEN:
    case ErrorType.EMAIL_NOT_CONFIRMED:
    case ErrorType.CONTEXT_NOT_ALLOWED:
      return HttpStatus.FORBIDDEN;
    case ErrorType.OUTSIDE_RENTAL_SEASON:
    case ErrorType.PRICE_NOT_DEFINED:
    case ErrorType.RATE_NOT_APPLICABLE:
    case ErrorType.EXTRAS_LIMIT_EXCEEDED:
    case ErrorType.IDEMPOTENCY_KEY_REUSED:
      return HttpStatus.UNPROCESSABLE_ENTITY;
    case ErrorType.RATE_LIMITED:
    case ErrorType.TOO_MANY_OPEN_BOOKINGS:
      return HttpStatus.TOO_MANY_REQUESTS;
    case ErrorType.INTERNAL_ERROR:
      return HttpStatus.INTERNAL_SERVER_ERROR;
    case ErrorType.SERVICE_UNAVAILABLE:
      return HttpStatus.SERVICE_UNAVAILABLE;
    default:
      return assertUnreachable(type);
  }
}
