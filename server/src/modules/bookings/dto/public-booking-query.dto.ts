import { BookingSource, RateType } from '../../../common/enums.js';
import { ValidateRangeEnd, ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import { BeachChairModel } from '../../../common/enums.js';
import { ValidatePublicReference } from '../../availability/index.js';

/** The storefront may only open bookings as these sources. */
export enum PublicBookingSource {
  WEBSITE = BookingSource.WEBSITE,
  WIDGET = BookingSource.WIDGET,
}

/** Query of every public booking call that names the vendor. */
export class PublicReferenceQueryDto {
  @ValidatePublicReference() publicReference: string;
}

/** POST /features/public/booking. */
export class CreatePublicBookingQueryDto extends PublicReferenceQueryDto {
  @ValidateTimeZone({ optional: true, description: "IANA time zone the booking's days are counted in (default Europe/Berlin)" })
  timeZone?: string;
  @ValidateEnum(PublicBookingSource, 'PublicBookingSource', { optional: true, description: 'Where the booking starts (default WEBSITE)' })
  source?: PublicBookingSource;
  @ValidateString({ optional: true, maxLength: 100, description: 'The referring partner, if any' }) affiliateReference?: string;
  @ValidateString({
    optional: true,
    maxLength: 63,
    pattern: /^[a-z0-9][a-z0-9-]{2,62}$/,
    description:
      "The widget's vendor (its publicReference), required with source WIDGET: a widget opens bookings only for its own vendor, so it must equal publicReference",
    example: 'luebecker-bucht',
  })
  widgetReference?: string;
}

/** Path of the calls on one booking. */
export class BookingRefParamDto {
  @ValidateString({ maxLength: 8, pattern: /^[A-Z0-9]{8}$/, description: 'The booking reference (8 characters)', example: 'K7M4XQ2P' })
  bookingRef: string;
}

export class BeachChairBookingParamDto extends BookingRefParamDto {
  @ValidateId({ description: 'The chair booking' }) id: number;
}

export class BookingStatusParamDto {
  @ValidateString({ maxLength: 8, pattern: /^[A-Z0-9]{8}$/, description: 'The booking reference (8 characters)', example: 'K7M4XQ2P' })
  bookingReference: string;
}

/** Body of POST /features/public/booking/{bookingRef}/beach_chair_bookings. */
export class AddBeachChairBookingDto {
  @ValidateId({ description: 'The chair to book' }) beachChairId: number;
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { description: 'Last day, included (yyyy-MM-dd); equal to start for one day' }) end: string;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', { description: "The chair's model (must be the chair's)" }) model: BeachChairModel;
  @ValidateEnum(RateType, 'RateType', {
    optional: true,
    description: 'MORNING or AFTERNOON books that half of a single day; anything else whole days',
  })
  rate?: RateType;
  @ValidateBoolean({ optional: true, description: 'The customer has a discount card: the discount rate applies where there is one' })
  discount?: boolean;
}
