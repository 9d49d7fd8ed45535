import { ApiProperty, type ApiBodyOptions } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn } from 'class-validator';
import { ValidateEmail, ValidateString } from '../../common/validation/validation.js';

export const FORM_KINDS = ['contact', 'vendor'] as const;
export type FormKind = (typeof FORM_KINDS)[number];

export const FORM_LIMITS = { name: 200, body: 5000 } as const;

const trim = Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value));

export class FormKindParamDto {
  @ApiProperty({ enum: FORM_KINDS, description: 'contact: the contact page; vendor: the "become a vendor" page' })
  @IsIn(FORM_KINDS)
  kind: FormKind;
}

/** The text fields of the multipart form (the file goes in the part `attachment`). */
export class FormSubmissionDto {
  @trim @ValidateString({ maxLength: FORM_LIMITS.name, example: 'Inge Petersen' }) name: string;
  @ValidateEmail() email: string;
  @trim @ValidateString({ maxLength: FORM_LIMITS.body, example: 'Haben Sie im August noch Körbe frei?' }) body: string;
}

export class FormReceivedDto {
  @ApiProperty({ example: true }) received: true;
}

/** The multipart body, for the OpenAPI document. */
export const FORM_BODY: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['name', 'email', 'body'],
    properties: {
      name: { type: 'string', maxLength: FORM_LIMITS.name },
      email: { type: 'string', format: 'email', maxLength: 254 },
      body: { type: 'string', maxLength: FORM_LIMITS.body },
      attachment: {
        type: 'string',
        format: 'binary',
        description: 'Optional: one PDF, PNG, JPEG or WebP (told by content), up to UPLOAD_MAX_BYTES',
      },
    },
  },
};
