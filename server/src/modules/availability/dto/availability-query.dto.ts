import { IntersectionType } from '@nestjs/swagger';
import { BeachChairModel, BookingStatus } from '../../../common/enums.js';
import { ListQueryDto } from '../../../common/list/list-query.dto.js';
import { ValidateRangeEnd, ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateDate, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';

/** The vendor's public reference (the storefront's and widget's key), as the vendor table constrains it. */
export const ValidatePublicReference = () =>
  ValidateString({
    maxLength: 63,
    pattern: /^[a-z0-9][a-z0-9-]{2,62}$/,
    description: "The section's vendor's public reference; another vendor's answers 404",
    example: 'luebecker-bucht',
  });

/** The longest range the vendor's occupancy overview counts, day by day. */
export const MAX_OVERVIEW_DAYS = 93;

/** A range of whole days start..end (both included) in a time zone. */
export class DateRangeQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { description: 'Last day, included (yyyy-MM-dd); equal to start for one day' }) end: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
}

/** Narrowing the chairs of a section. */
export class ChairFilterQueryDto {
  @ValidateId({ optional: true, description: 'Only the chairs of this row (sections with subsections)' }) row?: number;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', { optional: true, description: 'Only chairs of this model' })
  model?: BeachChairModel;
  @ValidateBoolean({ optional: true, description: 'true: only chairs with a smart lock; false: only chairs without' })
  lock?: boolean;
  @ValidateBoolean({ optional: true, description: 'true: only chairs that can be booked for the range (whole days or a half day)' })
  free?: boolean;
}

/** GET /features/sections/{id}/beach_chairs_availability (vendor). */
export class SectionAvailabilityQueryDto extends IntersectionType(DateRangeQueryDto, ChairFilterQueryDto) {}

/** GET /features/public/sections/{id}/beach_chairs_availability. */
export class PublicSectionAvailabilityQueryDto extends SectionAvailabilityQueryDto {
  @ValidatePublicReference() publicReference: string;
}

/** GET /features/public/sections/{id}/calendar_availability: the end defaults to the end of the start's year. */
export class PublicCalendarQueryDto extends ChairFilterQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { optional: true, description: 'Last day, included; default 31 December of the start year' })
  end?: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
  @ValidatePublicReference() publicReference: string;
}

/** GET /features/public/booking/beach_chair/{beachChairId}/available. */
export class PublicChairAvailableQueryDto extends DateRangeQueryDto {
  @ValidatePublicReference() publicReference: string;
}

/** GET /features/availabilities/beach_chairs/{id} (vendor). */
export class ChairPeriodsQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) from: string;
  @ValidateRangeEnd('from', { description: 'Last day, included (yyyy-MM-dd)' }) to: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
}

/** GET /features/availabilities/sections (vendor): one day (`date`) or a range (`startDate`..`endDate`). */
export class SectionsOccupancyQueryDto {
  @ValidateId({ optional: true, description: "Whose sections: an ADMIN's choice; a VENDOR may only name its own vendor" })
  vendorId?: number;
  @ValidateDate({ optional: true, description: 'First day (yyyy-MM-dd); required unless date is given' }) startDate?: string;
  @ValidateRangeEnd('startDate', {
    optional: true,
    maxDays: MAX_OVERVIEW_DAYS,
    description: `Last day, included; default startDate; at most ${MAX_OVERVIEW_DAYS} days`,
  })
  endDate?: string;
  @ValidateDate({ optional: true, description: 'A single day instead of startDate..endDate' }) date?: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
}

/** GET /features/sections/{id}/beach_chairs_bookings (vendor): the list convention plus the range and chair filters. */
export class SectionBookingsQueryDto extends ListQueryDto {
  @ValidateDate({ description: 'First day (yyyy-MM-dd)' }) start: string;
  @ValidateRangeEnd('start', { description: 'Last day, included (yyyy-MM-dd)' }) end: string;
  @ValidateTimeZone({ optional: true }) timeZone?: string;
  @ValidateId({ optional: true, description: 'Only the chairs of this row' }) row?: number;
  @ValidateEnum(BeachChairModel, 'BeachChairModel', { optional: true }) model?: BeachChairModel;
  @ValidateEnum(BookingStatus, 'BookingStatus', { optional: true, description: 'Only chair bookings in this status (default: all)' })
  status?: BookingStatus;
}
