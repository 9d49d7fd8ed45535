import { ApiProperty } from '@nestjs/swagger';
import { UpdateType } from '../../../common/validation/optional.js';
import {
  ValidateBic,
  ValidateIban,
  ValidateLink,
  ValidateNestedList,
  ValidateNestedObject,
  ValidatePercent,
} from '../../../common/validation/structured-validation.js';
import { CancellationFeeBase } from '../../../common/enums.js';
import { ValidateEmail, ValidateEnum, ValidateInt, ValidateString } from '../../../common/validation/validation.js';
import type { Vendor } from '../entities/vendor.entity.js';
import { AddressDto, VendorConfigurationDto } from '../shared.dto.js';

export const PUBLIC_REFERENCE = /^[a-z0-9][a-z0-9-]{2,62}$/;

export class BankDataDto {
  @ValidateString({ optional: true, maxLength: 200 }) accountHolder?: string;
  @ValidateIban() iban: string;
  @ValidateBic({ optional: true }) bic?: string;
  @ValidateString({ optional: true, maxLength: 200 }) bankName?: string;
}

/** What the vendor's invoices print. */
export class VendorInvoiceSettingsDto {
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 14,
    pattern: /^[A-Z]{2}[0-9A-Z+*.]{2,12}$/,
    description: 'VAT id (USt-IdNr.)',
    example: 'DE123456789',
  })
  vatId?: string | null;
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 30,
    pattern: /^[0-9/ ]{8,30}$/,
    description: 'Tax number (Steuernummer)',
    example: '22/815/08150',
  })
  taxNumber?: string | null;
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 100,
    description: 'Register court (Registergericht) of a registered company; printed on invoices when set',
    example: 'Amtsgericht Lübeck',
  })
  registerCourt?: string | null;
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 40,
    description: 'Commercial register number (Handelsregisternummer); printed on invoices when set',
    example: 'HRB 12345 HL',
  })
  registerNumber?: string | null;
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 300,
    description: "Managing directors (Geschäftsführer) of a GmbH, as printed: 'Jan Möller, Anna Petersen'",
    example: 'Jan Möller, Anna Petersen',
  })
  managingDirectors?: string | null;
  @ValidateNestedObject(() => BankDataDto, { optional: true }) bankData?: BankDataDto;
}

/** The platform's share of the vendor's bookings, in percent. */
export class VendorCommissionDto {
  @ValidatePercent({ optional: true, description: 'Share of bookings made online (storefront, widget)' }) onlinePercent?: number;
  @ValidatePercent({ optional: true, description: 'Share of bookings the vendor enters itself' }) offlinePercent?: number;
}

/** Cancelling at least `daysBefore` days ahead costs `percent` of the price. */
export class CancellationRuleDto {
  @ValidateInt({ min: 0, max: 365 }) daysBefore: number;
  @ValidatePercent() percent: number;
}

export class CreateVendorDto {
  @ValidateString({ maxLength: 200, example: 'Strandkorbvermietung Ostseeblick GmbH' }) companyName: string;
  @ValidateString({
    optional: true,
    maxLength: 63,
    pattern: PUBLIC_REFERENCE,
    description: 'URL-safe public reference; generated from the company name when left out (ADMIN only)',
  })
  publicReference?: string;
  @ValidateEmail({ optional: true, nullable: true }) email?: string | null;
  @ValidateString({ optional: true, nullable: true, maxLength: 40, pattern: /^\+?[0-9 ()/-]{4,40}$/, example: '+49 4503 123456' })
  telephone?: string | null;
  @ValidateLink({ optional: true, nullable: true }) website?: string | null;
  @ValidateNestedObject(() => AddressDto, { optional: true }) address?: AddressDto;
  @ValidateNestedObject(() => VendorConfigurationDto, { optional: true }) configuration?: VendorConfigurationDto;
  @ValidateNestedObject(() => VendorInvoiceSettingsDto, { optional: true }) invoiceData?: VendorInvoiceSettingsDto;
  @ValidateNestedObject(() => VendorCommissionDto, { optional: true, description: 'ADMIN only' }) commission?: VendorCommissionDto;
  @ValidateNestedList(() => CancellationRuleDto, { optional: true, maxItems: 10 }) cancellationPolicy?: CancellationRuleDto[];
  @ValidateEnum(CancellationFeeBase, 'CancellationFeeBase', {
    optional: true,
    description: "What the policy's percent is taken of: the chairs' rental (default) or rental and extras",
  })
  cancellationFeeBase?: CancellationFeeBase;
  @ValidateInt({
    optional: true,
    nullable: true,
    min: 0,
    max: 365,
    description: 'Guests may cancel online ("Meine Buchung") until this many calendar days before the start (default 1); null: not online',
  })
  guestCancellationDays?: number | null;
  @ValidateString({
    optional: true,
    nullable: true,
    maxLength: 50_000,
    description: 'Rental terms: markdown-ish text (# headings, 1. lists, paragraphs)',
  })
  terms?: string | null;
}

/** Fields left out stay as they are; configuration, address, invoice data and commission merge key by key. */
export class UpdateVendorDto extends UpdateType(CreateVendorDto) {}

export class VendorDto {
  @ApiProperty() id: number;
  @ApiProperty() companyName: string;
  @ApiProperty() publicReference: string;
  @ApiProperty({ type: String, nullable: true }) email: string | null;
  @ApiProperty({ type: String, nullable: true }) telephone: string | null;
  @ApiProperty({ type: String, nullable: true }) website: string | null;
  @ApiProperty({ type: AddressDto }) address: AddressDto;
  @ApiProperty({ type: VendorConfigurationDto }) configuration: VendorConfigurationDto;
  @ApiProperty({ type: VendorInvoiceSettingsDto }) invoiceData: VendorInvoiceSettingsDto;
  @ApiProperty({ type: VendorCommissionDto }) commission: VendorCommissionDto;
  @ApiProperty({ type: [CancellationRuleDto] }) cancellationPolicy: CancellationRuleDto[];
  @ApiProperty({ enum: CancellationFeeBase, enumName: 'CancellationFeeBase' }) cancellationFeeBase: CancellationFeeBase;
  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'Guests may cancel online until this many days before the start; null: not online',
  })
  guestCancellationDays: number | null;
  @ApiProperty({ type: String, nullable: true }) terms: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The contact id in sevDesk, once created' }) sevdeskContactId: string | null;
  @ApiProperty() createdAt: Date;
  @ApiProperty() updatedAt: Date;
}

export const toVendorDto = (v: Vendor): VendorDto => ({
  id: v.id,
  companyName: v.companyName,
  publicReference: v.publicReference,
  email: v.email,
  telephone: v.telephone,
  website: v.website,
  address: v.address,
  configuration: v.configuration as VendorConfigurationDto,
  invoiceData: v.invoiceData as VendorInvoiceSettingsDto,
  commission: v.commission,
  cancellationPolicy: v.cancellationPolicy,
  cancellationFeeBase: v.cancellationFeeBase,
  guestCancellationDays: v.guestCancellationDays,
  terms: v.terms,
  sevdeskContactId: v.sevdeskContactId,
  createdAt: v.createdAt,
  updatedAt: v.updatedAt,
});
