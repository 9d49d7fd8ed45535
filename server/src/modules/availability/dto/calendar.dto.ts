import { ApiProperty } from '@nestjs/swagger';
import { BeachChairModel, TimeEnum } from '../../../common/enums.js';
import type { ChairRecord } from '../availability-data.service.js';
import { AvailabilityState } from '../rules/index.js';
import { RangeInfoDto } from './range-info.dto.js';
import { BeachChairAttributesDto } from '../../destinations/index.js';

export enum CalendarChannelType {
  ROW = 'row',
  BEACH_CHAIR = 'beachChair',
}

/** A timeline channel: a row separator, or a chair in row order below its row. */
export class CalendarChannelDto {
  @ApiProperty({ example: 'beach-chair-17', description: 'Stable id of the channel: row-{rowId} or beach-chair-{beachChairId}' })
  uuid: string;
  @ApiProperty({ enum: CalendarChannelType, enumName: 'CalendarChannelType' }) type: CalendarChannelType;
  @ApiProperty({ description: 'Order of the channel in the timeline, from 0' }) position: number;
  @ApiProperty({ type: Number, nullable: true, description: 'The row (of the chair)' }) rowId: number | null;
  @ApiProperty({ type: String, nullable: true, description: 'Row channels: the row name' }) name: string | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Chair channels: the chair id' }) beachChairId: number | null;
  @ApiProperty({ type: String, nullable: true }) publicNumber: string | null;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel', nullable: true }) model: BeachChairModel | null;
  @ApiProperty({ enum: TimeEnum, enumName: 'TimeEnum', nullable: true }) timeEnum: TimeEnum | null;
  @ApiProperty({ type: Boolean, nullable: true }) seasonBeachChair: boolean | null;
  @ApiProperty({ type: Boolean, nullable: true }) reserved: boolean | null;
  @ApiProperty({ type: Number, nullable: true }) lockId: number | null;
  @ApiProperty({ type: BeachChairAttributesDto, nullable: true }) attributes: BeachChairAttributesDto | null;
  @ApiProperty({
    enum: AvailabilityState,
    enumName: 'AvailabilityState',
    nullable: true,
    description: 'Chair channels: state over the whole range',
  })
  state: AvailabilityState | null;
}

/** An existing booking of a chair (any holding status); times in the request's zone with their UTC offset. */
export class CalendarBookingDto {
  @ApiProperty() beachChairId: number;
  @ApiProperty({ example: '2026-07-14T13:00:00+02:00', format: 'date-time' }) start: string;
  @ApiProperty({ example: '2026-07-15T00:00:00+02:00', format: 'date-time', description: 'Exclusive end' }) end: string;
}

export class CalendarStopSaleDto {
  @ApiProperty() beachChairId: number;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Last day, included' }) end: string;
}

/** The timeline of a section: channels (row separators and chairs in row order) and the existing bookings as items. */
export class CalendarAvailabilityDto extends RangeInfoDto {
  @ApiProperty({ type: [CalendarChannelDto] }) channels: CalendarChannelDto[];
  @ApiProperty({ type: [CalendarBookingDto], description: 'Existing bookings touching the range, in no particular order' })
  egp: CalendarBookingDto[];
  @ApiProperty({ type: [CalendarStopSaleDto] }) stopSales: CalendarStopSaleDto[];
}

export function rowChannel(row: { id: number; name: string }, position: number): CalendarChannelDto {
  return {
    uuid: `row-${row.id}`,
    type: CalendarChannelType.ROW,
    position,
    rowId: row.id,
    name: row.name,
    beachChairId: null,
    publicNumber: null,
    model: null,
    timeEnum: null,
    seasonBeachChair: null,
    reserved: null,
    lockId: null,
    attributes: null,
    state: null,
  };
}

export function chairChannel(c: ChairRecord, position: number, state: AvailabilityState): CalendarChannelDto {
  return {
    uuid: `beach-chair-${c.id}`,
    type: CalendarChannelType.BEACH_CHAIR,
    position,
    rowId: c.rowId,
    name: null,
    beachChairId: c.id,
    publicNumber: c.publicNumber,
    model: c.model,
    timeEnum: c.timeEnum,
    seasonBeachChair: c.seasonBeachChair,
    reserved: c.reserved,
    lockId: c.lockId,
    attributes: { color: c.color },
    state,
  };
}
