import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import { BeachChairColor, BeachChairModel, LockState, TimeEnum } from '../../../common/enums.js';
import { GeoJsonPoint } from '../../../common/geo.types.js';
import { ValidateNestedList, ValidateNestedObject, ValidateNullableInt } from '../../../common/validation/structured-validation.js';
import {
  ValidateBoolean,
  ValidateDate,
  ValidateEnum,
  ValidateGeoJsonPoint,
  ValidateId,
  ValidateInt,
  ValidateString,
} from '../../../common/validation/validation.js';
import { BeachChairSummaryDto, toBeachChairSummaryDto } from '../../destinations/index.js';
import type { BeachChair } from '../entities/beach-chair.entity.js';
import type { Image } from '../entities/image.entity.js';
import type { StopSale } from '../entities/stop-sale.entity.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';

export class BeachChairAttributesInputDto {
  @ValidateEnum(BeachChairColor, 'BeachChairColor', { optional: true, description: 'Canopy colour; "0" means none' })
  color?: BeachChairColor;
}

export class CreateBeachChairDto {
  @ValidateId({ description: "A section of one of the caller's locations" }) sectionId: number;
  @ValidateNullableInt({ optional: true, min: 1, description: 'A row of that section; null: no row' }) rowId?: number | null;
  @ValidateString({ maxLength: 20, pattern: /^[0-9A-Za-z][0-9A-Za-z ._-]*$/, description: 'Unique within the section', example: '12' })
  publicNumber: string;
  @ValidateEnum(BeachChairModel, 'BeachChairModel') model: BeachChairModel;
  @ValidateEnum(TimeEnum, 'TimeEnum', { optional: true, description: 'HALF_DAY (default): mornings and afternoons bookable alone' })
  timeEnum?: TimeEnum;
  @ValidateInt({ optional: true, min: 0, max: 100_000, description: 'Order within the row' }) position?: number;
  @ValidateBoolean({ optional: true, description: 'Let for the whole season (default false)' }) seasonBeachChair?: boolean;
  @ValidateNestedObject(() => BeachChairAttributesInputDto, { optional: true }) attributes?: BeachChairAttributesInputDto;
  @ValidateGeoJsonPoint({ optional: true, nullable: true, description: "Where the chair stands; must lie inside the section's polygon" })
  geoJson?: GeoJsonPoint | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 2000 }) description?: string | null;
  @ValidateBoolean({ optional: true, description: 'Held back by the vendor: not bookable online (default false)' }) reserved?: boolean;
  @ValidateBoolean({ optional: true, description: 'Offered at all (default true); a retired chair is inactive' }) active?: boolean;
}

/** Fields left out stay as they are. */
export class UpdateBeachChairDto extends UpdateType(CreateBeachChairDto) {}

export class BulkCreateBeachChairsDto {
  @ValidateNestedList(() => CreateBeachChairDto, { minItems: 1, maxItems: 500, description: 'Created together, or none of them' })
  items: CreateBeachChairDto[];
}

export class AssignLockDto {
  @ValidateNullableInt({ min: 1, description: "A lock device of the chair's vendor; null removes the lock" }) lockId: number | null;
}

export class CreateStopSaleDto {
  @ValidateDate({ description: 'First day not for sale' }) start: string;
  @ValidateDate({ description: 'Last day not for sale (inclusive)' }) end: string;
  @ValidateString({ optional: true, maxLength: 200, example: 'Reparatur' }) reason?: string;
  @ValidateBoolean({
    optional: true,
    description: 'true: take the chair off sale although bookings hold it in these days (a 409 STOP_SALE_OVER_BOOKINGS names them)',
  })
  confirm?: boolean;
}

export class StopSaleDto {
  @ApiProperty() id: number;
  @ApiProperty({ format: 'date' }) start: string;
  @ApiProperty({ format: 'date', description: 'Inclusive' }) end: string;
  @ApiProperty({ type: String, nullable: true }) reason: string | null;
}

export class LockSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() serialNumber: string;
  @ApiProperty({ enum: LockState, enumName: 'LockState' }) state: LockState;
  @ApiProperty({ type: Number, nullable: true }) batteryLevel: number | null;
}

/** A chair as the back office sees it: the storefront's fields plus its state, lock, stop sales and images. */
export class VendorBeachChairDto extends BeachChairSummaryDto {
  @ApiProperty() position: number;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: LockSummaryDto, nullable: true }) lock: LockSummaryDto | null;
  @ApiProperty({ type: [StopSaleDto] }) stopSaleDates: StopSaleDto[];
  @ApiProperty({ type: [ImageDto] }) images: ImageDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export const toStopSaleDto = (s: StopSale): StopSaleDto => ({ id: s.id, start: s.startDate, end: s.endDate, reason: s.reason });

/** The chair with what was loaded beside it. */
export interface ChairView {
  chair: BeachChair;
  stopSales: StopSale[];
  images: Image[];
}

export const toVendorBeachChairDto = ({ chair, stopSales, images }: ChairView): VendorBeachChairDto => ({
  ...toBeachChairSummaryDto(chair),
  position: chair.position,
  active: chair.active,
  lock: chair.lock
    ? { id: chair.lock.id, serialNumber: chair.lock.serialNumber, state: chair.lock.state, batteryLevel: chair.lock.batteryLevel }
    : null,
  stopSaleDates: [...stopSales].sort((a, b) => a.startDate.localeCompare(b.startDate) || a.id - b.id).map(toStopSaleDto),
  images: sortedImages(images),
  createdAt: chair.createdAt,
  updatedAt: chair.updatedAt,
});
