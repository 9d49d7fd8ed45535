import { BeachChairBooking } from '../../modules/bookings/entities/beach-chair-booking.entity.js';
import { BookingExtra } from '../../modules/bookings/entities/booking-extra.entity.js';
import { BookingHistory } from '../../modules/bookings/entities/booking-history.entity.js';
import { Booking } from '../../modules/bookings/entities/booking.entity.js';
import { Customer } from '../../modules/bookings/entities/customer.entity.js';
import { InvoiceCounter } from '../../modules/bookings/entities/invoice-counter.entity.js';
import { Beach } from '../../modules/destinations/entities/beach.entity.js';
import { City } from '../../modules/destinations/entities/city.entity.js';
import { Country } from '../../modules/destinations/entities/country.entity.js';
import { Region } from '../../modules/destinations/entities/region.entity.js';
import { Row } from '../../modules/destinations/entities/row.entity.js';
import { Section } from '../../modules/destinations/entities/section.entity.js';
import { StoredDocument } from '../../modules/documents/entities/document.entity.js';
import { BeachChair } from '../../modules/inventory/entities/beach-chair.entity.js';
import { Extra } from '../../modules/inventory/entities/extra.entity.js';
import { StoredFile } from '../../modules/inventory/entities/file.entity.js';
import { Image } from '../../modules/inventory/entities/image.entity.js';
import { Location } from '../../modules/inventory/entities/location.entity.js';
import { StopSale } from '../../modules/inventory/entities/stop-sale.entity.js';
import { Vendor } from '../../modules/inventory/entities/vendor.entity.js';
import { LockDevice } from '../../modules/locks/entities/lock-device.entity.js';
import { LockEvent } from '../../modules/locks/entities/lock-event.entity.js';
import { Payment } from '../../modules/payments/entities/payment.entity.js';
import { ProcessedWebhookEvent } from '../../modules/payments/entities/processed-webhook-event.entity.js';
import { PriceRate } from '../../modules/prices/entities/price-rate.entity.js';
import { Price } from '../../modules/prices/entities/price.entity.js';
import { ApiKey } from '../../modules/users/entities/api-key.entity.js';
import { AuditLog } from '../../modules/users/entities/audit-log.entity.js';
import { RefreshToken } from '../../modules/users/entities/refresh-token.entity.js';
import { UserToken } from '../../modules/users/entities/user-token.entity.js';
import { UserVendor } from '../../modules/users/entities/user-vendor.entity.js';
import { User } from '../../modules/users/entities/user.entity.js';

/** Every TypeORM entity, one per table of the migrations. */
export const ENTITIES = [
  // destinations
  Country,
  Region,
  City,
  Beach,
  Section,
  Row,
  // inventory
  Vendor,
  Location,
  LockDevice,
  LockEvent,
  BeachChair,
  StopSale,
  Extra,
  StoredFile,
  Image,
  // prices
  Price,
  PriceRate,
  // bookings
  Customer,
  Booking,
  BeachChairBooking,
  BookingExtra,
  BookingHistory,
  InvoiceCounter,
  // payments
  Payment,
  ProcessedWebhookEvent,
  // documents
  StoredDocument,
  // users and access
  User,
  UserVendor,
  UserToken,
  RefreshToken,
  ApiKey,
  AuditLog,
];
