import { applyDecorators } from '@nestjs/common';
import { ApiProperty, OmitType } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { VAT_RATES, type VatRate } from '../../../common/vat.js';
import { UpdateType } from '../../../common/validation/optional.js';
import { ExtraType } from '../../../common/enums.js';
import { toEuros } from '../../../common/money.js';
import { ValidateEuros, ValidateNullableInt } from '../../../common/validation/structured-validation.js';
import {
  doc,
  ValidateBoolean,
  ValidateEnglishText,
  ValidateEnum,
  ValidateId,
  ValidateString,
} from '../../../common/validation/validation.js';
import type { Extra } from '../entities/extra.entity.js';
import type { Image } from '../entities/image.entity.js';
import { ImageDto, sortedImages } from '../../../common/image.dto.js';

/** 19, 7 or 0 (percent), optional. */
const ValidateVatRate = () =>
  applyDecorators(
    doc(
      {
        optional: true,
        description: 'VAT rate in percent included in the price; default by type: 7 for FOOD (takeaway food), 19 for everything else',
        example: 7,
      },
      { type: 'integer', enum: [...VAT_RATES] },
    ),
    IsIn([...VAT_RATES]),
  );

export class CreateExtraDto {
  @ValidateId({ optional: true, description: "The owning vendor: only for an ADMIN without a vendor context (a vendor's own otherwise)" })
  vendorId?: number;
  @ValidateString({ maxLength: 200, example: 'Fischbrötchen' }) name: string;
  @ValidateString({ optional: true, nullable: true, maxLength: 2000 }) description?: string | null;
  @ValidateEnglishText({ maxLength: 200, description: 'The English name (null or blank: the German one)', example: 'Fish roll' })
  nameEn?: string | null;
  @ValidateEnglishText({ maxLength: 2000, description: 'The English description (null or blank: the German one)' })
  descriptionEn?: string | null;
  @ValidateEuros({ description: 'Unit price in euros (VAT included)', example: 4.5 }) price: number;
  @ValidateEnum(ExtraType, 'ExtraType') type: ExtraType;
  @ValidateVatRate() vatRate?: VatRate;
  @ValidateString({ optional: true, nullable: true, maxLength: 100, description: 'Free grouping shown as a tab, e.g. Getränke' })
  category?: string | null;
  @ValidateBoolean({ optional: true, description: 'Offered (default true)' }) active?: boolean;
  @ValidateNullableInt({ optional: true, min: 1, description: 'Offered at this location of the vendor only; null: at every location' })
  locationId?: number | null;
}

/** Fields left out stay as they are. */
export class UpdateExtraDto extends UpdateType(OmitType(CreateExtraDto, ['vendorId'] as const)) {}

export class VendorExtraDto {
  @ApiProperty() id: number;
  @ApiProperty() vendorId: number;
  @ApiProperty({ type: Number, nullable: true }) locationId: number | null;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) description: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English name; null: none' }) nameEn: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'English description; null: none' }) descriptionEn: string | null;
  @ApiProperty({ description: 'Euros, VAT included' }) price: number;
  @ApiProperty({ enum: ExtraType, enumName: 'ExtraType' }) type: ExtraType;
  @ApiProperty({ enum: [19, 7, 0], description: 'VAT rate in percent included in the price' }) vatRate: number;
  @ApiProperty({ type: String, nullable: true }) category: string | null;
  @ApiProperty() active: boolean;
  @ApiProperty({ type: [ImageDto], description: 'Its pictures, first shown first' }) images: ImageDto[];
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export const toVendorExtraDto = (e: Extra, images: Image[] = []): VendorExtraDto => ({
  id: e.id,
  vendorId: e.vendorId,
  locationId: e.locationId,
  name: e.name,
  description: e.description,
  nameEn: e.nameEn,
  descriptionEn: e.descriptionEn,
  price: toEuros(e.priceCents),
  type: e.type,
  vatRate: e.vatRate,
  category: e.category,
  active: e.active,
  images: sortedImages(images),
  createdAt: e.createdAt,
  updatedAt: e.updatedAt,
});
