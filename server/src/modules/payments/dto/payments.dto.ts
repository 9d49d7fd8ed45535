import { ApiProperty } from '@nestjs/swagger';
import { Exclude, Expose } from 'class-transformer';
import { BookingStatus, PaymentProvider, PaymentStatus } from '../../../common/enums.js';
import { ValidateTimeZone } from '../../../common/validation/date-range.validation.js';
import { ValidateBoolean, ValidateEmail, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import { PublicBookingEmailQueryDto, PublicBookingFlow } from '../../bookings/index.js';

const REF = { maxLength: 8, pattern: /^[A-Z0-9]{8}$/, description: 'The booking reference (8 characters)', example: 'K7M4XQ2P' };

/** Query of POST /payments/stripe/checkout-session and POST /payments/paypal/payment (the storefront's form post). */
export class CheckoutQueryDto extends PublicBookingEmailQueryDto {
  @ValidateEnum(PublicBookingFlow, 'PublicBookingFlow', {
    optional: true,
    description: 'Where the customer books (default website); widget returns to the widget',
  })
  flow?: PublicBookingFlow;
  @ValidateTimeZone({ optional: true, description: "The customer's IANA time zone (accepted; the mails use the booking's)" })
  timeZone?: string;
}

/**
 * Query of GET /payments/paypal/success and /error: ours, plus what PayPal appends. PayPal may append more than it
 * documents (ba_token, opType, …): this DTO alone takes only its own fields (class-level @Exclude, each field @Expose:
 * class-transformer drops the rest before the global ValidationPipe's forbidNonWhitelisted sees them), so an extra
 * parameter is ignored instead of a 400 that would strand the buyer.
 */
@Exclude()
export class PaypalReturnQueryDto {
  @Expose() @ValidateString(REF) bookingRef: string;
  @Expose() @ValidateEmail() email: string;
  @Expose()
  @ValidateEnum(PublicBookingFlow, 'PublicBookingFlow', {
    optional: true,
    description: 'Where the customer books (default website); widget returns to the widget',
  })
  flow?: PublicBookingFlow;
  @Expose()
  @ValidateTimeZone({ optional: true, description: "The customer's IANA time zone (accepted; the mails use the booking's)" })
  timeZone?: string;
  @Expose()
  @ValidateString({ optional: true, maxLength: 100, pattern: /^[A-Za-z0-9_-]+$/, description: "PayPal's order id (PayPal appends it)" })
  token?: string;
  @Expose()
  @ValidateString({
    optional: true,
    maxLength: 100,
    pattern: /^[A-Za-z0-9_-]+$/,
    description: "PayPal's payer id (PayPal appends it on approval)",
  })
  PayerID?: string;
  @Expose() @ValidateString({ optional: true, maxLength: 100, description: 'PayPal v1 legacy: accepted and ignored' }) paymentId?: string;
}

/** Answer of a checkout start asked for with Accept: application/json (instead of the 303). */
export class CheckoutStartedDto {
  @ApiProperty() paymentId: number;
  @ApiProperty({ enum: PaymentProvider, enumName: 'PaymentProvider', description: 'DEMO when the provider has no keys configured' })
  provider: PaymentProvider;
  @ApiProperty({ description: "The provider's hosted checkout page" }) redirectUrl: string;
}

export class WebhookAckDto {
  @ApiProperty({ enum: [true] }) received: true;
  @ApiProperty({ required: false, description: 'true: the event was processed before; nothing changed' }) duplicate?: boolean;
}

export class PaymentBookingRefParamDto {
  @ValidateString(REF) bookingRef: string;
}

export class ExternalPayQueryDto {
  @ValidateBoolean({ optional: true, description: 'true: no confirmation mail to the customer' }) skipEmail?: boolean;
  @ValidateTimeZone({ optional: true, description: "Accepted; the mail uses the booking's time zone" }) timeZone?: string;
}

export class ConfirmFromPaymentDto {
  @ApiProperty() bookingRef: string;
  @ApiProperty({ enum: BookingStatus, enumName: 'BookingStatus' }) status: BookingStatus;
  @ApiProperty() paymentId: number;
  @ApiProperty({ enum: PaymentStatus, enumName: 'PaymentStatus' }) paymentStatus: PaymentStatus;
}

/** The demo page's path. */
export class DemoPaymentParamDto {
  @ValidateId({ description: 'The payment' }) paymentId: number;
}

/** The demo page's query: its token (an HMAC of the payment id) and where the customer books. */
export class DemoPaymentQueryDto {
  @ValidateString({ maxLength: 100, pattern: /^[A-Za-z0-9_-]+$/, description: "The page's token from the checkout's redirectUrl" })
  token: string;
  @ValidateEnum(PublicBookingFlow, 'PublicBookingFlow', { optional: true }) flow?: PublicBookingFlow;
}
