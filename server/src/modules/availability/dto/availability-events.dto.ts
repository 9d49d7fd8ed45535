import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { UnavailabilityReason } from '../../../common/enums.js';
import { AvailabilityState } from '../rules/index.js';
import { DateRangeQueryDto, ValidatePublicReference } from './availability-query.dto.js';
import { BookableDto } from './section-availability.dto.js';

/** GET /features/public/sections/{id}/availability_events. */
export class PublicAvailabilityEventsQueryDto extends DateRangeQueryDto {
  @ValidatePublicReference() publicReference: string;
}

/** GET /features/sections/{id}/availability_events (vendor). */
export class VendorAvailabilityEventsQueryDto extends DateRangeQueryDto {}

/**
 * The data of an `availability` event: a chair of the section and what it shows now for the stream's range (the same
 * fields as its tile in the section availability). `removed`: the chair left the section or service.
 */
export class AvailabilityEventDto {
  @ApiProperty() sectionId: number;
  @ApiProperty() beachChairId: number;
  @ApiProperty({ format: 'date', description: "The stream's first day" }) start: string;
  @ApiProperty({ format: 'date', description: "The stream's last day, included" }) end: string;
  @ApiProperty({
    enum: ['BOOKING', 'STOP_SALE', 'CHAIR'],
    description: 'What changed: a booking of the chair, a stop sale, the chair itself',
  })
  kind: 'BOOKING' | 'STOP_SALE' | 'CHAIR';
  @ApiProperty() removed: boolean;
  @ApiPropertyOptional({ enum: AvailabilityState, enumName: 'AvailabilityState' }) state?: AvailabilityState;
  @ApiPropertyOptional() free?: boolean;
  @ApiPropertyOptional({ type: BookableDto }) bookable?: BookableDto;
  @ApiPropertyOptional({ enum: UnavailabilityReason, enumName: 'UnavailabilityReason', nullable: true })
  reason?: UnavailabilityReason | null;
}
