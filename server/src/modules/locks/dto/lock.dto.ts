import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { BookingStatus, LockEventType, LockState } from '../../../common/enums.js';
import { ValidateNestedList } from '../../../common/validation/structured-validation.js';
import { ValidateEnum, ValidateInt, ValidateString } from '../../../common/validation/validation.js';
import { LockHealth } from '../lock-health.js';

// An instant with a time zone (Z or ±hh:mm): a lock's clock is read as given, never in the server's zone.
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:\d{2})$/;

function ValidateInstant(o: { description?: string } = {}) {
  return applyDecorators(
    ApiProperty({ type: 'string', format: 'date-time', description: o.description, example: '2026-07-14T09:12:00Z' }),
    IsString(),
    Matches(INSTANT, { message: ({ property }) => `${property} must be an ISO 8601 instant with a time zone, e.g. 2026-07-14T09:12:00Z` }),
  );
}

/**
 * GET /features/public/lock/{id}/health. Anyone: id, online and health. With a LOCK_DEVICE key of the lock's vendor (or a
 * platform-wide one) also state, battery, firmware, last contact and whether it is fitted: a stranger must not learn
 * which chair's lock stands open. Never the vendor, serial number or bookings.
 */
export class LockHealthDto {
  @ApiProperty() id: number;
  @ApiProperty({ description: 'Seen within LOCK_OFFLINE_MINUTES' }) online: boolean;
  @ApiProperty({
    enum: LockHealth,
    enumName: 'LockHealth',
    description: 'The first that applies: NEVER_SEEN, OFFLINE, BATTERY_LOW (< 20 %), OK',
  })
  health: LockHealth;
  @ApiPropertyOptional({ enum: LockState, enumName: 'LockState', description: "With the lock's key only" }) state?: LockState;
  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 0,
    maximum: 100,
    description: "Percent; null until the lock reported it. With the lock's key only",
  })
  batteryLevel?: number | null;
  @ApiPropertyOptional({ type: 'string', nullable: true, description: "With the lock's key only" }) firmware?: string | null;
  @ApiPropertyOptional({ type: 'string', format: 'date-time', nullable: true, description: "With the lock's key only" }) lastSeenAt?:
    string | null;
  @ApiPropertyOptional({ type: 'string', format: 'date-time', nullable: true, description: "With the lock's key only" }) lastSyncAt?:
    string | null;
  @ApiPropertyOptional({ description: "Fitted to a beach chair. With the lock's key only" }) assigned?: boolean;
}

export class LockSyncEventDto {
  @ValidateEnum(LockEventType, 'LockEventType') type: LockEventType;
  @ValidateInstant({
    description: "When it happened, by the lock's clock; (type, at) identifies the event, so a resent one is stored once",
  })
  at: string;
  @ValidateString({
    optional: true,
    maxLength: 64,
    pattern: /^[A-Za-z0-9-]+$/,
    description: 'The booking the event belongs to, if the lock knows it',
  })
  bookingRef?: string;
}

/** POST /features/public/lock/{id}/sync: what the lock reports; a field left out (or null) keeps its stored value. */
export class LockSyncDto {
  @ValidateEnum(LockState, 'LockState', { optional: true, nullable: true }) state?: LockState | null;
  @ValidateInt({ optional: true, nullable: true, min: 0, max: 100, description: 'Percent' }) batteryLevel?: number | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 64, pattern: /^\S(.*\S)?$/, example: '2.4.1' }) firmware?: string | null;
  @ValidateNestedList(() => LockSyncEventDto, {
    optional: true,
    nullable: true,
    maxItems: 100,
    description: 'Events since the last answered sync, oldest first',
  })
  events?: LockSyncEventDto[] | null;
}

export class LockSyncBookingDto {
  @ApiProperty({ example: 'K7M4XQ2P' }) bookingRef: string;
  @ApiProperty({ format: 'date-time' }) start: string;
  @ApiProperty({ format: 'date-time' }) end: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus', description: 'CONFIRMED, BOOKED or RESERVED' }) status: BookingStatus;
}

/** What the lock needs to work offline until its next sync. */
export class LockSyncResultDto {
  @ApiProperty() lockId: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The chair the lock is fitted to' }) beachChairId: number | null;
  @ApiProperty({ format: 'date-time', description: "The server's clock, to set the lock's" }) serverTime: string;
  @ApiProperty({ description: 'Call again after this many seconds (LOCK_SYNC_INTERVAL_SECONDS)' }) nextSyncSeconds: number;
  @ApiProperty({
    type: [LockSyncBookingDto],
    description:
      "The chair's bookings holding it (CONFIRMED, BOOKED, RESERVED) that overlap now .. now + LOCK_SYNC_HORIZON_HOURS, by start",
  })
  bookings: LockSyncBookingDto[];
}
