import { ApiProperty } from '@nestjs/swagger';
import { BeachChairModel, TimeEnum, UnavailabilityReason } from '../../../common/enums.js';
import { GeoJsonPoint } from '../../../common/geo.types.js';
import { BeachChairAttributesDto } from '../../destinations/index.js';
import type { ChairRecord } from '../availability-data.service.js';
import { AvailabilityState, type ChairAvailability } from '../rules/index.js';
import { RangeInfoDto } from './range-info.dto.js';

export class BookableDto {
  @ApiProperty({ description: 'The whole range can be booked as full days' }) day: boolean;
  @ApiProperty({ description: 'One-day ranges: the morning can be booked on its own' }) morning: boolean;
  @ApiProperty({ description: 'One-day ranges: the afternoon can be booked on its own' }) afternoon: boolean;
}

export class StopSaleDatesDto {
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Last day, included' }) end: string;
}

/** A chair as the grid tile and the map pin show it, with its state for the range. */
export class BeachChairAvailabilityDto {
  @ApiProperty() id: number;
  @ApiProperty() sectionId: number;
  @ApiProperty({ type: Number, nullable: true }) rowId: number | null;
  @ApiProperty() publicNumber: string;
  @ApiProperty({ enum: BeachChairModel, enumName: 'BeachChairModel' }) model: BeachChairModel;
  @ApiProperty({ enum: TimeEnum, enumName: 'TimeEnum', description: 'ALL_DAY: booked by whole days only' }) timeEnum: TimeEnum;
  @ApiProperty({ type: Number, nullable: true, description: 'The smart lock; null when none' }) lockId: number | null;
  @ApiProperty() seasonBeachChair: boolean;
  @ApiProperty({ description: 'Held back by the vendor' }) reserved: boolean;
  @ApiProperty({ type: BeachChairAttributesDto }) attributes: BeachChairAttributesDto;
  @ApiProperty({ type: GeoJsonPoint, nullable: true }) geoJson: GeoJsonPoint | null;
  @ApiProperty({ enum: AvailabilityState, enumName: 'AvailabilityState', description: 'The tile or pin state for the range' })
  state: AvailabilityState;
  @ApiProperty({
    enum: UnavailabilityReason,
    enumName: 'UnavailabilityReason',
    nullable: true,
    description: 'Why the chair cannot be had; null when at least part of it is free',
  })
  reason: UnavailabilityReason | null;
  @ApiProperty({ description: 'Something of the range can be booked (see bookable)' }) free: boolean;
  @ApiProperty({ type: BookableDto }) bookable: BookableDto;
  @ApiProperty({ type: [StopSaleDatesDto], description: 'Stop sales touching the range' }) stopSaleDates: StopSaleDatesDto[];
}

export class AvailabilityRowDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true, description: 'English name; null: show name' }) nameEn: string | null;
  @ApiProperty() position: number;
}

export class AvailabilityCountsDto {
  @ApiProperty({ description: 'Chairs listed' }) total: number;
  @ApiProperty({ description: 'Of those, chairs with something bookable' }) free: number;
}

/** The section's chairs and their states for the range, grouped by the storefront through rowId in row order. */
export class SectionAvailabilityDto extends RangeInfoDto {
  @ApiProperty({ type: [AvailabilityRowDto], description: 'The rows of the section in order (headings of the grid)' })
  rows: AvailabilityRowDto[];
  @ApiProperty({ type: [BeachChairAvailabilityDto], description: 'The chairs after the filters, in row order' })
  rowData: BeachChairAvailabilityDto[];
  @ApiProperty({ type: AvailabilityCountsDto }) counts: AvailabilityCountsDto;
}

export function toBeachChairAvailabilityDto(c: ChairRecord, a: ChairAvailability): BeachChairAvailabilityDto {
  const stopSaleDates: StopSaleDatesDto[] = [];
  for (let i = 0; i < c.stopSales.length; i += 2) stopSaleDates.push({ start: c.stopSales[i], end: c.stopSales[i + 1] });
  return {
    id: c.id,
    sectionId: c.sectionId,
    rowId: c.rowId,
    publicNumber: c.publicNumber,
    model: c.model,
    timeEnum: c.timeEnum,
    lockId: c.lockId,
    seasonBeachChair: c.seasonBeachChair,
    reserved: c.reserved,
    attributes: { color: c.color },
    geoJson: c.lng === null || c.lat === null ? null : { type: 'Point', coordinates: [c.lng, c.lat] },
    state: a.state,
    reason: a.reason,
    free: a.free,
    bookable: a.bookable,
    stopSaleDates,
  };
}

/** GET /features/public/booking/beach_chair/{beachChairId}/available. */
export class ChairAvailableDto {
  @ApiProperty({ description: 'Something of the range can be booked online' }) available: boolean;
  @ApiProperty() beachChairId: number;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date' }) end: string;
  @ApiProperty({ enum: AvailabilityState, enumName: 'AvailabilityState' }) state: AvailabilityState;
  @ApiProperty({ enum: UnavailabilityReason, enumName: 'UnavailabilityReason', nullable: true }) reason: UnavailabilityReason | null;
  @ApiProperty({ type: BookableDto }) bookable: BookableDto;
}

const enumOrNull = (s: string | null) => (s === null ? 'null' : `"${s}"`);

/** The fields of a chair that do not depend on the range, as the opening of its JSON object (no closing brace). */
export function beachChairJsonHead(c: Omit<ChairRecord, 'bookings' | 'stopSales' | 'json'>): string {
  const geo = c.lng === null || c.lat === null ? 'null' : `{"type":"Point","coordinates":[${c.lng},${c.lat}]}`;
  return (
    `{"id":${c.id},"sectionId":${c.sectionId},"rowId":${c.rowId},"publicNumber":${JSON.stringify(c.publicNumber)},"model":"${c.model}",` +
    `"timeEnum":"${c.timeEnum}","lockId":${c.lockId},"seasonBeachChair":${c.seasonBeachChair},"reserved":${c.reserved},` +
    `"attributes":{"color":"${c.color}"},"geoJson":${geo}`
  );
}

/**
 * One chair of BeachChairAvailabilityDto as JSON text: its cached head plus the range's fields, written by hand. A
 * section's 400 chairs are the hot path and this is several times cheaper than JSON.stringify; enum values and numbers
 * need no escaping. The unit spec keeps it equal to JSON.stringify(toBeachChairAvailabilityDto(...)).
 */
export function beachChairAvailabilityJson(c: ChairRecord, a: ChairAvailability): string {
  const b = a.bookable;
  let stops = '[]';
  if (c.stopSales.length) {
    const list: StopSaleDatesDto[] = [];
    for (let i = 0; i < c.stopSales.length; i += 2) list.push({ start: c.stopSales[i], end: c.stopSales[i + 1] });
    stops = JSON.stringify(list);
  }
  return (
    `${c.json},"state":"${a.state}","reason":${enumOrNull(a.reason)},"free":${a.free},` +
    `"bookable":{"day":${b.day},"morning":${b.morning},"afternoon":${b.afternoon}},"stopSaleDates":${stops}}`
  );
}
