import { ApiProperty } from '@nestjs/swagger';
import { DocumentType } from '../../common/enums.js';
import { ValidateTimeZone } from '../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateString } from '../../common/validation/validation.js';
import type { StoredDocument } from './entities/document.entity.js';

export class DocumentKeyParamDto {
  @ValidateString({
    maxLength: 512,
    description: "The document's s3Key, URL-encoded as one path segment (slashes as %2F)",
    example: 'documents/12/invoice/k7mqx2ab-2026-000042.pdf',
  })
  s3Key: string;
}

export class ShortInvoiceQueryDto {
  @ValidateTimeZone({ optional: true, description: "Zone of the printed dates; default the booking's (Europe/Berlin)" })
  timeZone?: string;

  @ValidateBoolean({
    optional: true,
    description: 'Answer JSON with the PDF as base64 (for the mobile app printer) instead of the PDF itself',
  })
  buffer?: boolean;
}

export class DocumentDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: DocumentType, enumName: 'DocumentType' }) type: DocumentType;
  @ApiProperty({ description: 'Storage key; GET /features/documents/{s3Key} (URL-encoded) downloads it' }) s3Key: string;
  @ApiProperty({ example: 'Rechnung_2026-000042_K7MQX2AB.pdf' }) fileName: string;
  @ApiProperty({ example: 'application/pdf' }) mimeType: string;
  @ApiProperty() sizeBytes: number;
  @ApiProperty({ type: Number, nullable: true }) bookingId: number | null;
  @ApiProperty({ type: String, nullable: true }) bookingRef: string | null;
  @ApiProperty({ format: 'date-time', description: 'When the document was (last) generated' }) createdAt: string;
  @ApiProperty({
    description: "Download URL (the caller's bearer token is needed)",
    example: '/api/v1/features/documents/documents%2F12%2Finvoice%2Fk7mqx2ab-2026-000042.pdf',
  })
  url: string;
}

export const documentUrl = (s3Key: string): string => `/api/v1/features/documents/${encodeURIComponent(s3Key)}`;

export const toDocumentDto = (d: StoredDocument): DocumentDto => ({
  id: d.id,
  type: d.type,
  s3Key: d.s3Key,
  fileName: d.fileName,
  mimeType: d.mimeType,
  sizeBytes: d.sizeBytes,
  bookingId: d.bookingId,
  bookingRef: d.booking?.bookingRef ?? null,
  createdAt: d.createdAt.toISOString(),
  url: documentUrl(d.s3Key),
});

/** GET /{id}/shortInvoice?buffer=true. */
export class ShortInvoiceBufferDto {
  @ApiProperty({ example: 'Kurzrechnung_K7MQX2AB.pdf' }) fileName: string;
  @ApiProperty({ example: 'application/pdf' }) mimeType: string;
  @ApiProperty({ description: 'Where the receipt is stored (also listed in /features/documents)' }) s3Key: string;
  @ApiProperty({ description: 'The PDF, base64', format: 'byte' }) data: string;
}
