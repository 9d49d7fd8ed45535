import { Controller, Get, Header, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { ListEndpoint } from '../../common/list/list-endpoint.decorator.js';
import { Page } from '../../common/list/list.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import {
  ChairPeriodsQueryDto,
  SectionAvailabilityQueryDto,
  SectionBookingsQueryDto,
  SectionsOccupancyQueryDto,
} from './dto/availability-query.dto.js';
import { SectionAvailabilityDto } from './dto/section-availability.dto.js';
import { GzipRawJsonInterceptor, RawJson } from './raw-json.js';
import { ChairPeriodsDto, SectionChairBookingDto, SectionsOccupancyDto } from './dto/vendor-availability.dto.js';
import { SectionAvailabilityService } from './section-availability.service.js';
import { VendorAvailabilityService } from './vendor-availability.service.js';
import { VendorAvailabilityEventsQueryDto } from './dto/availability-events.dto.js';
import { AvailabilityEventsService } from './events/availability-events.service.js';
import { EVENT_STREAM_DOC } from './events/event-stream.doc.js';

@ApiTags('availability')
@Controller('features')
export class VendorAvailabilityController {
  constructor(
    private readonly availability: SectionAvailabilityService,
    private readonly vendor: VendorAvailabilityService,
    private readonly events: AvailabilityEventsService,
  ) {}

  @Roles(UserRole.VENDOR)
  @Get('sections/:id/beach_chairs_availability')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @Header('Content-Type', 'application/json; charset=utf-8')
  @UseInterceptors(GzipRawJsonInterceptor)
  @ApiOperation({
    operationId: 'getSectionAvailability',
    summary: "The vendor's twin of the public section availability: reserved and season chairs, lead time and booking start do not block",
  })
  @ApiOkResponse({ type: SectionAvailabilityDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  section(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Query() query: SectionAvailabilityQueryDto): Promise<RawJson> {
    return this.availability.vendorSection(user, id, query);
  }

  @Roles(UserRole.VENDOR)
  @Get('sections/:id/availability_events')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({
    operationId: 'streamSectionAvailabilityEvents',
    summary: "The vendor's twin of the public availability events (the office calendar's live updates), with the vendor's rules",
    description: `${EVENT_STREAM_DOC} Browsers' EventSource sends no Authorization header: read this stream with fetch().`,
  })
  @ApiProduces('text/event-stream')
  @ApiOkResponse({ description: 'An event stream (text/event-stream); each `availability` event carries an AvailabilityEventDto' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.RATE_LIMITED, ErrorType.SERVICE_UNAVAILABLE)
  availabilityEvents(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() query: VendorAvailabilityEventsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.events.openVendor(user, id, query, request, reply);
  }

  @Roles(UserRole.VENDOR)
  @Get('sections/:id/beach_chairs_bookings')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({
    operationId: 'listSectionBeachChairBookings',
    summary: "The chair bookings of the section's chairs touching the days start..end",
  })
  @ListEndpoint(SectionChairBookingDto, { csvName: 'beach-chair-bookings' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  bookings(
    @CurrentUser() user: AuthUser,
    @Param() { id }: IdParamDto,
    @Query() query: SectionBookingsQueryDto,
  ): Promise<Page<SectionChairBookingDto>> {
    return this.vendor.sectionBookings(user, id, query);
  }

  @Roles(UserRole.VENDOR)
  @Get('availabilities/beach_chairs/:id')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({ operationId: 'getBeachChairAvailability', summary: 'One chair from..to: its state per day and its booked periods' })
  @ApiOkResponse({ type: ChairPeriodsDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  chair(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Query() query: ChairPeriodsQueryDto): Promise<ChairPeriodsDto> {
    return this.vendor.chairPeriods(user, id, query);
  }

  @Roles(UserRole.VENDOR)
  @Get('availabilities/sections')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @ApiOperation({ operationId: 'getSectionsAvailability', summary: 'Free and booked chairs per section and day (occupancy overview)' })
  @ApiOkResponse({ type: SectionsOccupancyDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  sections(@CurrentUser() user: AuthUser, @Query() query: SectionsOccupancyQueryDto): Promise<SectionsOccupancyDto> {
    return this.vendor.occupancy(user, query);
  }
}
