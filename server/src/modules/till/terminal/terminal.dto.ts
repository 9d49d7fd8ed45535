import { ApiProperty, OmitType } from '@nestjs/swagger';
import { ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import { CreateTillSaleDto, TillSaleDto } from '../till.dto.js';
import { PresentOutcome } from './terminal-driver.js';

/** How a terminal payment stands: waiting at the reader, paid and sold, declined (or the sale failed: refunded), canceled. */
export enum TerminalPaymentStatus {
  WAITING = 'WAITING',
  SUCCEEDED = 'SUCCEEDED',
  FAILED = 'FAILED',
  CANCELED = 'CANCELED',
}

/** Query of GET /till/terminal/readers. */
export class TerminalReadersQueryDto {
  @ValidateId({ description: 'The location whose counter the reader stands at' }) locationId: number;
}

export class TerminalReaderDto {
  @ApiProperty({ description: "Stripe's reader id (tmr_…); the demo reader is tmr_demo_<locationId>" }) id: string;
  @ApiProperty() label: string;
  @ApiProperty({ description: 'online or offline' }) status: string;
  @ApiProperty() deviceType: string;
  @ApiProperty({ description: 'A simulated reader: POST …/present decides what the card does (demo buttons)' }) simulated: boolean;
}

/** Body of POST /till/terminal/payments: the sale as POST /till/sales takes it (paid by card), and the reader. */
export class CreateTerminalPaymentDto extends OmitType(CreateTillSaleDto, ['paymentMethod', 'ecReceiptNumber'] as const) {
  @ValidateString({ maxLength: 100, description: 'The reader (GET /till/terminal/readers)' }) readerId: string;
  @ValidateEnum({ CARD_TERMINAL: 'CARD_TERMINAL' }, 'TerminalPaymentMethod', { optional: true, description: 'Always CARD_TERMINAL' })
  paymentMethod?: 'CARD_TERMINAL';
}

export class TerminalPaymentStartedDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TerminalPaymentStatus, enumName: 'TerminalPaymentStatus' }) status: TerminalPaymentStatus;
}

export class TerminalPaymentDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: TerminalPaymentStatus, enumName: 'TerminalPaymentStatus' }) status: TerminalPaymentStatus;
  @ApiProperty() sessionId: number;
  @ApiProperty() readerId: string;
  @ApiProperty({ type: 'string', nullable: true }) paymentIntentId: string | null;
  @ApiProperty({ description: 'Cents charged, VAT included' }) amountCents: number;
  @ApiProperty({
    type: 'string',
    nullable: true,
    description: 'Why it failed: the card declined, the reader gave up, the sale refused (refunded)',
  })
  failureReason: string | null;
  @ApiProperty({ description: 'The money was given back at once (the sale could not be made after the card paid)' }) refunded: boolean;
  @ApiProperty({ type: TillSaleDto, nullable: true, description: 'SUCCEEDED: the sale, as POST /till/sales answers it' })
  sale: TillSaleDto | null;
}

/** Body of POST /till/terminal/readers/{id}/present. */
export class PresentCardDto {
  @ValidateEnum(PresentOutcome, 'PresentOutcome', { description: 'What the simulated card does' }) outcome: PresentOutcome;
}

/** A reader id in the path. */
export class ReaderParamDto {
  @ValidateString({ maxLength: 100, pattern: /^tmr_[A-Za-z0-9_]+$/, description: 'A reader id (tmr_…)' }) id: string;
}
