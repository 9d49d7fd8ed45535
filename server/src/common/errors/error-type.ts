/**
 * The error catalogue: every domain error the API can answer with.
 * Each code is translated in the web's `error` namespace (de, en) with the error's payload as parameters,
 * and mapped to exactly one HTTP status in `error-status.ts`.
 */
export enum ErrorType {
  // generic
  ENTITY_NOT_FOUND = 'ENTITY_NOT_FOUND',
  DUPLICATE_ENTITY = 'DUPLICATE_ENTITY',
  REFERENCED_ENTITY_NOT_FOUND = 'REFERENCED_ENTITY_NOT_FOUND',
  INVALID_LIST_QUERY = 'INVALID_LIST_QUERY',
  INVALID_GEOMETRY = 'INVALID_GEOMETRY',
  INVALID_INPUT = 'INVALID_INPUT',
  INTERNAL_ERROR = 'INTERNAL_ERROR',
  /** The database (or another service a request needs) is away for a moment: nothing was changed, or the change did not reach its commit; retry after Retry-After. Payload: retryAfterSeconds. */
  SERVICE_UNAVAILABLE = 'SERVICE_UNAVAILABLE',
  // access
  UNAUTHENTICATED = 'UNAUTHENTICATED',
  FORBIDDEN = 'FORBIDDEN',
  INVALID_API_KEY = 'INVALID_API_KEY',
  RATE_LIMITED = 'RATE_LIMITED',
  // users and sessions
  /** Unknown e-mail or wrong password (the same answer for both). */
  INVALID_CREDENTIALS = 'INVALID_CREDENTIALS',
  /** The password was right but the address is not confirmed yet; payload: email. */
  EMAIL_NOT_CONFIRMED = 'EMAIL_NOT_CONFIRMED',
  /** A mailed token (confirmation, password reset) that does not exist; payload: kind. */
  TOKEN_INVALID = 'TOKEN_INVALID',
  /** A mailed token past its lifetime; payload: kind. */
  TOKEN_EXPIRED = 'TOKEN_EXPIRED',
  /** A mailed token that was used already; payload: kind. */
  TOKEN_ALREADY_USED = 'TOKEN_ALREADY_USED',
  /** An unknown or revoked refresh token, or one of another user. */
  REFRESH_TOKEN_INVALID = 'REFRESH_TOKEN_INVALID',
  /** A refresh token past its lifetime or past its session's absolute lifetime. */
  REFRESH_TOKEN_EXPIRED = 'REFRESH_TOKEN_EXPIRED',
  /** A spent refresh token was presented again: the whole session (family) is revoked. */
  REFRESH_TOKEN_REUSED = 'REFRESH_TOKEN_REUSED',
  /** The vendor or location asked for is not one the user belongs to; payload: vendorId or locationId. */
  CONTEXT_NOT_ALLOWED = 'CONTEXT_NOT_ALLOWED',
  // destinations
  DESTINATION_HAS_CHILDREN = 'DESTINATION_HAS_CHILDREN',
  // bookings
  BEACH_CHAIR_ALREADY_BOOKED = 'BEACH_CHAIR_ALREADY_BOOKED',
  /** The action is not allowed in the booking's (current) status or for this actor; payload: action, status. */
  BOOKING_INVALID_TRANSITION = 'BOOKING_INVALID_TRANSITION',
  /** The chair cannot be booked for the range by the availability rules; payload: beachChairId, start, end, reason (OUTSIDE_RENTAL_SEASON: also seasonStart, seasonEnd). */
  BEACH_CHAIR_NOT_AVAILABLE = 'BEACH_CHAIR_NOT_AVAILABLE',
  /**
   * The slot has already ended on the beach's clock (Europe/Berlin): today's MORNING or AFTERNOON after the end of its
   * hours, a whole day after the location's closing time; payload: beachChairId, start, end, slot ('DAY' | 'MORNING' |
   * 'AFTERNOON'), endedAt (ISO instant).
   */
  SLOT_ENDED = 'SLOT_ENDED',
  /** A storefront booking holds only its own vendor's chairs (a widget sells only its vendor's); payload: beachChairId, publicReference (the booking's vendor). */
  BEACH_CHAIR_OF_OTHER_VENDOR = 'BEACH_CHAIR_OF_OTHER_VENDOR',
  /** A WIDGET booking is opened only for the widget's own vendor: widgetReference must equal publicReference; payload: publicReference, widgetReference. */
  WIDGET_VENDOR_MISMATCH = 'WIDGET_VENDOR_MISMATCH',
  /** A chair of the booking is booked at the discount rate but the customer did not confirm the discount card. */
  DISCOUNT_CARD_REQUIRED = 'DISCOUNT_CARD_REQUIRED',
  /** The payment method is not in the (location's or vendor's) configuration paymentMethods; payload: method. */
  PAYMENT_METHOD_NOT_OFFERED = 'PAYMENT_METHOD_NOT_OFFERED',
  /** Direct debit is not offered for the customer's country (CH); payload: method, country. */
  PAYMENT_METHOD_NOT_FOR_COUNTRY = 'PAYMENT_METHOD_NOT_FOR_COUNTRY',
  /** Bank transfer is not offered when a chair booking starts 14 or more days from now; payload: method, start, days. */
  BANK_TRANSFER_NOT_AVAILABLE = 'BANK_TRANSFER_NOT_AVAILABLE',
  /** Confirming by bank transfer needs a customer and payment method BANK_TRANSFER; payload: missing ('customer' | 'paymentMethod'). */
  BOOKING_NOT_CONFIRMABLE = 'BOOKING_NOT_CONFIRMABLE',
  /** Only CONFIRMED or BOOKED bookings, and CANCELED ones with a cancellation fee, get an invoice number; payload: status. */
  BOOKING_NOT_INVOICEABLE = 'BOOKING_NOT_INVOICEABLE',
  /** A receipt (short invoice) needs at least one chair booking that is not canceled; payload: status. */
  BOOKING_WITHOUT_BEACH_CHAIRS = 'BOOKING_WITHOUT_BEACH_CHAIRS',
  /** Another booking of the vendor has this invoice number; payload: invoiceNumber. */
  INVOICE_NUMBER_TAKEN = 'INVOICE_NUMBER_TAKEN',
  /** An explicit invoice number of the automatic series that the counter has not issued yet; payload: invoiceNumber, lastNumber. */
  INVOICE_NUMBER_NOT_ISSUED = 'INVOICE_NUMBER_NOT_ISSUED',
  /** The booking's invoice is issued: its number never changes (a change goes through a correction invoice); payload: invoiceNumber. */
  INVOICE_NUMBER_IMMUTABLE = 'INVOICE_NUMBER_IMMUTABLE',
  /** The cancellation fee of a booking that is canceled already; payload: status. */
  BOOKING_ALREADY_CANCELED = 'BOOKING_ALREADY_CANCELED',
  /** The guest may not cancel this booking online: the vendor does not offer it (vendor.guestCancellationDays null); payload empty ({}). */
  GUEST_CANCELLATION_NOT_OFFERED = 'GUEST_CANCELLATION_NOT_OFFERED',
  /** Too late to cancel online: the vendor allows it until `days` calendar days before the start; payload: days, lastDay (YYYY-MM-DD, the last day it was possible). */
  GUEST_CANCELLATION_TOO_LATE = 'GUEST_CANCELLATION_TOO_LATE',
  /** The mail cannot be resent in the booking's state; payload: mail, status, missing ('status' | 'paymentMethod' | 'customer' | 'vendorBankData'). */
  BOOKING_MAIL_NOT_APPLICABLE = 'BOOKING_MAIL_NOT_APPLICABLE',
  /** Too many OPEN (or, per e-mail, OPEN/PENDING) bookings not yet lapsed from one IP or one customer e-mail; payload: limit, scope ('ip' | 'email'). */
  TOO_MANY_OPEN_BOOKINGS = 'TOO_MANY_OPEN_BOOKINGS',
  /** The extras would pass a cap: payload limit and what ('amountPerExtra' with extraId, 'extrasPerBooking', 'bookingTotal' in euros). */
  EXTRAS_LIMIT_EXCEEDED = 'EXTRAS_LIMIT_EXCEEDED',
  /** The change met a concurrent change of the same rows (deadlock, serialization failure) and was retried in vain; try again. Payload may be empty. */
  CONCURRENT_MODIFICATION = 'CONCURRENT_MODIFICATION',
  // payments
  /** The payment route does not serve the booking's payment method (e.g. PayPal's route for a card booking); payload: method, provider. */
  PAYMENT_METHOD_MISMATCH = 'PAYMENT_METHOD_MISMATCH',
  /** The payment provider has not (yet) taken the money; payload: state ('PENDING' | 'FAILED' | 'EXPIRED' | 'NONE'). */
  PAYMENT_NOT_COMPLETED = 'PAYMENT_NOT_COMPLETED',
  /** The payment provider's API failed or refused the call; payload: provider. */
  PAYMENT_PROVIDER_ERROR = 'PAYMENT_PROVIDER_ERROR',
  /** A webhook whose signature does not verify (or for a provider that is not configured); payload: provider. */
  WEBHOOK_SIGNATURE_INVALID = 'WEBHOOK_SIGNATURE_INVALID',
  // back office: vendors, locations, sections, chairs, prices
  /** The public reference asked for belongs to another vendor; payload: publicReference. */
  PUBLIC_REFERENCE_TAKEN = 'PUBLIC_REFERENCE_TAKEN',
  /** A vendor that still has sections or bookings cannot be deleted; payload: entity, id, dependents, count. */
  VENDOR_HAS_DEPENDENTS = 'VENDOR_HAS_DEPENDENTS',
  /** A location that still runs sections cannot be deleted; payload: id, count. */
  LOCATION_HAS_SECTIONS = 'LOCATION_HAS_SECTIONS',
  /** Another chair of the section has this public number; payload: sectionId, publicNumber, beachChairId. */
  BEACH_CHAIR_NUMBER_TAKEN = 'BEACH_CHAIR_NUMBER_TAKEN',
  /** The chair's point is not inside its section's polygon; payload: sectionId, beachChairIds (on a polygon change). */
  BEACH_CHAIR_OUTSIDE_SECTION = 'BEACH_CHAIR_OUTSIDE_SECTION',
  /** A row's outline is not inside its section's polygon; payload: sectionId, rowIds (on a polygon change). */
  ROW_OUTSIDE_SECTION = 'ROW_OUTSIDE_SECTION',
  /** A chair (or a row's chair) still holds bookings that have not ended; payload: entity, id, beachChairIds, count. */
  BEACH_CHAIR_HAS_FUTURE_BOOKINGS = 'BEACH_CHAIR_HAS_FUTURE_BOOKINGS',
  /** The lock device is fitted to another chair; payload: lockId, beachChairId. */
  LOCK_ALREADY_ASSIGNED = 'LOCK_ALREADY_ASSIGNED',
  /** Bookings hold the chair in the days of a new stop sale; sent again with confirm: true it is created anyway; payload: beachChairId, start, end, bookingRefs, bookingIds, count. */
  STOP_SALE_OVER_BOOKINGS = 'STOP_SALE_OVER_BOOKINGS',
  /** Another price of the same section, row and model overlaps the validity; payload: priceId, validFrom, validTo. */
  PRICE_OVERLAP = 'PRICE_OVERLAP',
  // files and images
  /** The upload is larger than the limit; payload: maxBytes. */
  FILE_TOO_LARGE = 'FILE_TOO_LARGE',
  /** The image has more pixels than are taken (checked from its header before decoding); payload: maxPixels, width, height. */
  IMAGE_TOO_MANY_PIXELS = 'IMAGE_TOO_MANY_PIXELS',
  /** The upload's content is not one of the allowed types (checked by content, not name); payload: allowed. */
  UNSUPPORTED_FILE_TYPE = 'UNSUPPORTED_FILE_TYPE',
  // the till (issue 31)
  /** The cashier has a till session open at this location already; payload: sessionId, locationId. */
  TILL_SESSION_ALREADY_OPEN = 'TILL_SESSION_ALREADY_OPEN',
  /** The till session is closed (or not the caller's own): nothing more is sold in it; payload: sessionId. */
  TILL_SESSION_CLOSED = 'TILL_SESSION_CLOSED',
  /** The sale was reversed already (or is itself a storno); payload: saleId, stornoId. */
  TILL_SALE_REVERSED = 'TILL_SALE_REVERSED',
  /** The sale's booking has a customer already (a customer is added to a sale once); payload: saleId, bookingId. */
  TILL_SALE_HAS_CUSTOMER = 'TILL_SALE_HAS_CUSTOMER',
  /** The till session is still open: it has no closing yet; payload: sessionId. */
  TILL_SESSION_OPEN = 'TILL_SESSION_OPEN',
  /** The location's till has no TSE (production without a configured TSE and without TSE_FAKE); payload: locationId. */
  TSE_NOT_CONFIGURED = 'TSE_NOT_CONFIGURED',
  /** The card terminal payment is not waiting any more (paid, declined or canceled): nothing to cancel; payload: id, status. */
  TILL_TERMINAL_PAYMENT_DONE = 'TILL_TERMINAL_PAYMENT_DONE',
  /** A card is presented at a real reader: the simulation needs the demo reader or Stripe test keys; payload empty. */
  TERMINAL_SIMULATION_UNAVAILABLE = 'TERMINAL_SIMULATION_UNAVAILABLE',
  /** A location's TSE is switched only while no till session is open there (a session signs with one TSE); payload: locationId, sessionIds. */
  TSE_SWITCH_WHILE_SESSION_OPEN = 'TSE_SWITCH_WHILE_SESSION_OPEN',
  /** The TSE provider does not know the TSS or client, or it cannot sign yet; payload: provider, field ('tssId' | 'clientId'), id, reason ('NOT_FOUND' | 'NOT_INITIALIZED' | 'NOT_REGISTERED'), state. */
  TSE_NOT_USABLE = 'TSE_NOT_USABLE',
  /** The local fake TSE is not allowed on this server (production without TSE_FAKE); payload: locationId. */
  TSE_FAKE_NOT_ALLOWED = 'TSE_FAKE_NOT_ALLOWED',
  /** The Idempotency-Key was used before for another request body; payload: saleId. */
  IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED',
  // integrations
  /** An external integration (e.g. sevDesk) has no credentials configured; payload: integration, variable. */
  INTEGRATION_NOT_CONFIGURED = 'INTEGRATION_NOT_CONFIGURED',
  /** An external integration answered with an error or not at all; payload: integration, status. */
  INTEGRATION_FAILED = 'INTEGRATION_FAILED',
  // availability and prices
  /** The days asked for are not (all) in the location's rental season; payload: start, end, seasonStart, seasonEnd (yyyy-MM-dd). */
  OUTSIDE_RENTAL_SEASON = 'OUTSIDE_RENTAL_SEASON',
  /** No price definition (or no rate in it) prices these days for this section, row and model; payload: sectionId, rowId, model, start, end, days. */
  PRICE_NOT_DEFINED = 'PRICE_NOT_DEFINED',
  /** The price a change would have is not the one the caller was shown (the price list changed meanwhile); payload: beachChairBookingId, expectedPrice, price (euros). */
  PRICE_CHANGED = 'PRICE_CHANGED',
  /**
   * The rate asked for cannot price these days (never is another rate taken instead); payload: rate, reason ('NOT_DEFINED' |
   * 'SINGLE_DAY_ONLY' | 'TOO_FEW_DAYS' | 'SHORTER_THAN_A_WEEK' | 'NOT_THE_WHOLE_SEASON'), sectionId, rowId, model, start, end,
   * days, minDays, seasonStart, seasonEnd.
   */
  RATE_NOT_APPLICABLE = 'RATE_NOT_APPLICABLE',
}

/** Values a translated error text may refer to. */
export type ErrorPayload = Record<string, string | number | boolean | null | string[] | number[]>;
