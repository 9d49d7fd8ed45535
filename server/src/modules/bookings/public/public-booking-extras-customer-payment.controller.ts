import { Body, Controller, Delete, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { BOOKING_LOOKUP_LIMITS, RateLimit } from '../../../common/rate-limit/rate-limit.decorator.js';
import {
  AddBookingExtrasDto,
  AddPublicBookingCustomerDto,
  BookingExtraAmountDto,
  BookingExtraParamDto,
  PublicBookingEmailQueryDto,
  UpdatePublicBookingDto,
} from '../dto/public-booking-details.dto.js';
import { BookingRefParamDto, BookingStatusParamDto, PublicReferenceQueryDto } from '../dto/public-booking-query.dto.js';
import { PublicBookingDto } from '../dto/public-booking.dto.js';
import { PublicBookingCustomerService } from './public-booking-customer.service.js';
import { PublicBookingExtrasService } from './public-booking-extras.service.js';
import { PublicBookingPaymentService } from './public-booking-payment.service.js';
import { ApiCartToken, CartToken } from './cart-token.js';

/**
 * The storefront's booking flow after the chairs: extras (/features/public/{bookingReference}/extras), the customer
 * (/features/public/booking/{bookingRef}/add_customer) and the payment method (PUT /features/public/booking).
 */
@ApiTags('bookings')
@Controller('features/public')
export class PublicBookingExtrasCustomerPaymentController {
  constructor(
    private readonly extras: PublicBookingExtrasService,
    private readonly customers: PublicBookingCustomerService,
    private readonly payments: PublicBookingPaymentService,
  ) {}

  @Public()
  @ApiCartToken()
  @Post(':bookingReference/extras')
  @HttpCode(201)
  @ApiOperation({
    operationId: 'addPublicBookingExtras',
    summary: "Adds extras (amounts add up per extra) to an OPEN booking at the extras' prices",
  })
  @ApiCreatedResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.EXTRAS_LIMIT_EXCEEDED)
  addExtras(
    @Param() { bookingReference }: BookingStatusParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
    @Body() body: AddBookingExtrasDto,
  ): Promise<PublicBookingDto> {
    return this.extras.add(bookingReference, publicReference, cartToken, body);
  }

  @Public()
  @ApiCartToken()
  @Put(':bookingReference/extras/:bookingExtrasId')
  @ApiOperation({ operationId: 'updatePublicBookingExtra', summary: 'Sets the amount of an extra line of an OPEN booking' })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.EXTRAS_LIMIT_EXCEEDED)
  updateExtra(
    @Param() { bookingReference, bookingExtrasId }: BookingExtraParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
    @Body() { amount }: BookingExtraAmountDto,
  ): Promise<PublicBookingDto> {
    return this.extras.update(bookingReference, publicReference, cartToken, bookingExtrasId, amount);
  }

  @Public()
  @ApiCartToken()
  @Delete(':bookingReference/extras/:bookingExtrasId')
  @ApiOperation({
    operationId: 'deletePublicBookingExtra',
    summary: 'Removes an extra line; a booking left without chairs and extras is CANCELED',
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  deleteExtra(
    @Param() { bookingReference, bookingExtrasId }: BookingExtraParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
  ): Promise<PublicBookingDto> {
    return this.extras.remove(bookingReference, publicReference, cartToken, bookingExtrasId);
  }

  @Public()
  @ApiCartToken()
  @Post('booking/:bookingRef/add_customer')
  @HttpCode(201)
  @ApiOperation({ operationId: 'addPublicBookingCustomer', summary: 'Sets (or replaces) the customer of an OPEN booking' })
  @ApiCreatedResponse({ type: PublicBookingDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION, ErrorType.DISCOUNT_CARD_REQUIRED)
  addCustomer(
    @Param() { bookingRef }: BookingRefParamDto,
    @Query() { publicReference }: PublicReferenceQueryDto,
    @CartToken() cartToken: string,
    @Body() body: AddPublicBookingCustomerDto,
  ): Promise<PublicBookingDto> {
    return this.customers.addCustomer(bookingRef, publicReference, cartToken, body);
  }

  @Public()
  @Put('booking')
  @RateLimit(...BOOKING_LOOKUP_LIMITS)
  @ApiOperation({
    operationId: 'updatePublicBooking',
    summary:
      "Sets payment method, the customer's bank details and comment of an OPEN booking (addressed by reference and the customer's e-mail)",
  })
  @ApiOkResponse({ type: PublicBookingDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.INVALID_INPUT,
    ErrorType.BOOKING_INVALID_TRANSITION,
    ErrorType.PAYMENT_METHOD_NOT_OFFERED,
    ErrorType.PAYMENT_METHOD_NOT_FOR_COUNTRY,
    ErrorType.BANK_TRANSFER_NOT_AVAILABLE,
  )
  update(@Query() query: PublicBookingEmailQueryDto, @Body() body: UpdatePublicBookingDto): Promise<PublicBookingDto> {
    return this.payments.update(query, body);
  }
}
