/**
 * The enumerations of the data model. Each is stored as a text column whose CHECK constraint in
 * migrations/1763700000000-InitSchema.ts lists exactly these values; keep the two in step.
 */

export enum BeachChairModel {
  TWO_SEAT_RECLINER = '2_SEAT_RECLINER',
  TWO_AND_HALF_SEAT_RECLINER = '2.5_SEAT_RECLINER',
  BALTIC_BEACH_CHAIR = 'BALTIC_BEACH_CHAIR',
  TWO_SEAT_CHAIR = '2_SEAT_CHAIR',
  THREE_SEAT_CHAIR = '3_SEAT_CHAIR',
  FULL_RECLINER = 'FULL_RECLINER',
  BEACH_CHAIR_BED = 'BEACH_CHAIR_BED',
  DAYBED = 'DAYBED',
  XL_BEACH_CHAIR = 'XL_BEACH_CHAIR',
  SAUNA = 'SAUNA',
  FAMILY_BEACH_CHAIR = 'FAMILY_BEACH_CHAIR',
  XL_BEACH_CHAIR_TURNABLE = 'XL_BEACH_CHAIR_TURNABLE',
  TWO_SEAT_CHAIR_TURNABLE = '2_SEAT_CHAIR_TURNABLE',
  COMFORT = 'COMFORT',
  WHEELCHAIR = 'WHEELCHAIR',
  CHILDBEACHCHAIR = 'CHILDBEACHCHAIR',
  XXL_BEACH_CHAIR = 'XXL_BEACH_CHAIR',
  DOG_BEACH_CHAIR = 'DOG_BEACH_CHAIR',
  FKK_BUDJE = 'FKK_BUDJE',
  NORDORT = 'NORDORT',
  PREMIUM = 'PREMIUM',
  RETRO = 'RETRO',
}

/** A chair's canopy colour; NONE ('0') when none is set. */
export enum BeachChairColor {
  NONE = '0',
  SILVER = 'silver',
  DARK_GREEN = 'darkgreen',
  GREEN = 'green',
  LIGHT_GREEN = 'lightgreen',
  DARK_BLUE = 'darkblue',
  BLUE = 'blue',
  LIGHT_BLUE = 'lightblue',
  DARK_RED = 'darkred',
  RED = 'red',
  LIGHT_RED = 'lightred',
  WHITE = 'white',
  BRIGHT_YELLOW = 'brightyellow',
  YELLOW = 'yellow',
  DARK_YELLOW = 'darkyellow',
  BLACK = 'black',
  BRIGHT_BROWN = 'brightbrown',
  BROWN = 'brown',
  DARK_BROWN = 'darkbrown',
  BEIGE = 'beige',
  ORANGE = 'orange',
  GREY = 'grey',
  PURPLE = 'purple',
  PINK = 'pink',
}

/** ALL_DAY: a chair is booked by whole days only; HALF_DAY: mornings and afternoons are bookable on their own. */
export enum TimeEnum {
  ALL_DAY = 'ALL_DAY',
  HALF_DAY = 'HALF_DAY',
}

export enum PaymentMethod {
  BANK_TRANSFER = 'BANK_TRANSFER',
  CASH = 'CASH',
  EC = 'EC',
  CC = 'CC',
  INVOICE = 'INVOICE',
  PAYPAL = 'PAYPAL',
  CUSTOM_SEPA = 'CUSTOM_SEPA',
  OTHER_STRIPE = 'OTHER_STRIPE',
  DIRECT_DEBIT = 'DIRECT_DEBIT',
  CARD_TERMINAL = 'CARD_TERMINAL',
  STRIPE_BANK_TRANSFER = 'STRIPE_BANK_TRANSFER',
  STRIPE_DIRECT_DEBIT = 'STRIPE_DIRECT_DEBIT',
  STRIPE_SOFORT = 'STRIPE_SOFORT',
  STRIPE_CREDIT_CARD = 'STRIPE_CREDIT_CARD',
  STRIPE_PAYPAL = 'STRIPE_PAYPAL',
  STRIPE_PAYMENT_LINK = 'STRIPE_PAYMENT_LINK',
  EXTERNAL_PP = 'EXTERNAL_PP',
}

export enum BookingStatus {
  CONFIRMED = 'CONFIRMED',
  BOOKED = 'BOOKED',
  OPEN = 'OPEN',
  PENDING = 'PENDING',
  CANCELED = 'CANCELED',
  RESERVED = 'RESERVED',
  EXPIRED = 'EXPIRED',
}

export enum BookingSource {
  WEBSITE = 'WEBSITE',
  DIRECT = 'DIRECT',
  WIDGET = 'WIDGET',
  EMAIL = 'EMAIL',
  PARTNER = 'PARTNER',
  APP = 'APP',
  BACK_OFFICE = 'BACK_OFFICE',
  VENDOR_APP = 'VENDOR_APP',
  CUSTOMER_APP = 'CUSTOMER_APP',
  NOT_DEFINED = 'NOT_DEFINED',
}

export enum DocumentType {
  INVOICE = 'INVOICE',
  CANCELLATION = 'CANCELLATION',
  BEACH_CHAIR_CANCELLATION = 'BEACH_CHAIR_CANCELLATION',
  SHORT_INVOICE = 'SHORT_INVOICE',
  TERMS = 'TERMS',
}

export enum Salutation {
  MS = 'MS',
  MR = 'MR',
  MX = 'MX',
  FM = 'FM',
}

export enum Language {
  EN = 'en',
  DE = 'de',
}

export enum SortDirection {
  ASC = 'ASC',
  DESC = 'DESC',
}

export enum FeeMode {
  DIRECT = 'DIRECT',
  DESTINATION = 'DESTINATION',
}

export enum ExtraType {
  FOOD = 'FOOD',
  ACCESSOIRES = 'ACCESSOIRES',
  TOYS = 'TOYS',
  BEVERAGES = 'BEVERAGES',
  ALCOHOLIC_BEVERAGES = 'ALCOHOLIC_BEVERAGES',
  OTHER = 'OTHER',
}

/** Why a chair shows as unavailable. */
export enum UnavailabilityReason {
  OUTSIDE_RENTAL_SEASON = 'OUTSIDE_RENTAL_SEASON',
  STOP_SALE = 'STOP_SALE',
  BOOKED = 'BOOKED',
}

/**
 * MORNING/AFTERNOON: half a day within the rate's time range; DAY: one day; MULTI_DAY: per day from min days on;
 * WEEK: seven days flat; SEASON: the whole season flat.
 */
export enum RateType {
  MORNING = 'MORNING',
  AFTERNOON = 'AFTERNOON',
  DAY = 'DAY',
  MULTI_DAY = 'MULTI_DAY',
  WEEK = 'WEEK',
  SEASON = 'SEASON',
}

/** How a bulk change of prices is given (POST /vendor/prices/bulk_change). */
export enum PriceChangeMode {
  /** `value` percent of each rate (+10: ten percent more) */
  PERCENT = 'PERCENT',
  /** `value` euros added to each rate (-2.5: two euros fifty less) */
  AMOUNT = 'AMOUNT',
}

export enum UserRole {
  ADMIN = 'ADMIN',
  VENDOR = 'VENDOR',
}

/**
 * A VENDOR user's role in one of its vendors (user_vendor.role; its CHECK is in migrations/1764710000000-VendorUserRoles.ts):
 * an OWNER also manages the vendor's users; STAFF may be limited to one location.
 */
export enum VendorUserRole {
  OWNER = 'OWNER',
  STAFF = 'STAFF',
}

export enum ApiKeyKind {
  MOBILE_APP = 'MOBILE_APP',
  LOCK_DEVICE = 'LOCK_DEVICE',
}

export enum LockState {
  LOCKED = 'LOCKED',
  UNLOCKED = 'UNLOCKED',
}

/** What a lock reports happened to it (lock_event.type; its CHECK is in migrations/1764300000000-LockEvents.ts). */
export enum LockEventType {
  OPENED = 'OPENED',
  CLOSED = 'CLOSED',
  TAMPER = 'TAMPER',
  LOW_BATTERY = 'LOW_BATTERY',
}

export enum PaymentProvider {
  STRIPE = 'STRIPE',
  PAYPAL = 'PAYPAL',
  DEMO = 'DEMO',
  EXTERNAL_PP = 'EXTERNAL_PP',
  MANUAL = 'MANUAL',
}

export enum PaymentStatus {
  CREATED = 'CREATED',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  ABORTED = 'ABORTED',
  REFUNDED = 'REFUNDED',
}

export enum ActorType {
  CUSTOMER = 'CUSTOMER',
  VENDOR = 'VENDOR',
  ADMIN = 'ADMIN',
  SYSTEM = 'SYSTEM',
  PAYMENT_PROVIDER = 'PAYMENT_PROVIDER',
  DEVICE = 'DEVICE',
}

export enum UserTokenKind {
  CONFIRM_EMAIL = 'CONFIRM_EMAIL',
  RESET_PASSWORD = 'RESET_PASSWORD',
}

export enum BeachChairView {
  GRID = 'grid',
  MAP = 'map',
}

export enum HierarchyNodeKind {
  REGION = 'REGION',
  CITY = 'CITY',
  BEACH = 'BEACH',
  BEACH_SECTION = 'BEACH_SECTION',
}

/** What a cancellation fee's percent is taken of (vendor.cancellation_fee_base): the chairs' rental, or rental and extras. */
export enum CancellationFeeBase {
  RENTAL = 'RENTAL',
  RENTAL_AND_EXTRAS = 'RENTAL_AND_EXTRAS',
}
