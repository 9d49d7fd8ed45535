import { Controller, Get, Header, Param, Query, Req, Res, UseInterceptors } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { IdParamDto } from '../../common/validation/id-param.dto.js';
import { ValidateId } from '../../common/validation/validation.js';
import { CalendarService } from './calendar.service.js';
import { GzipRawJsonInterceptor, RawJson } from './raw-json.js';
import { PublicCalendarQueryDto, PublicChairAvailableQueryDto, PublicSectionAvailabilityQueryDto } from './dto/availability-query.dto.js';
import { CalendarAvailabilityDto } from './dto/calendar.dto.js';
import { ChairAvailableDto, SectionAvailabilityDto } from './dto/section-availability.dto.js';
import { SectionAvailabilityService } from './section-availability.service.js';
import { AvailabilityEventDto, PublicAvailabilityEventsQueryDto } from './dto/availability-events.dto.js';
import { AvailabilityEventsService } from './events/availability-events.service.js';
import { EVENT_STREAM_DOC } from './events/event-stream.doc.js';

export class BeachChairIdParamDto {
  @ValidateId() beachChairId: number;
}

@ApiTags('availability')
@Controller('features/public')
export class PublicAvailabilityController {
  constructor(
    private readonly availability: SectionAvailabilityService,
    private readonly calendar: CalendarService,
    private readonly events: AvailabilityEventsService,
  ) {}

  @Public()
  @Get('sections/:id/availability_events')
  @ApiOperation({
    operationId: 'streamPublicAvailabilityEvents',
    summary: "Server-Sent Events: each change of a chair of the section for the days start..end, with the chair's new state",
    description: EVENT_STREAM_DOC,
  })
  @ApiProduces('text/event-stream')
  @ApiExtraModels(AvailabilityEventDto)
  @ApiOkResponse({ description: 'An event stream (text/event-stream); each `availability` event carries an AvailabilityEventDto' })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.RATE_LIMITED, ErrorType.SERVICE_UNAVAILABLE)
  availabilityEvents(
    @Param() { id }: IdParamDto,
    @Query() query: PublicAvailabilityEventsQueryDto,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return this.events.openPublic(id, query, request, reply);
  }

  @Public()
  @Get('sections/:id/beach_chairs_availability')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @UseInterceptors(GzipRawJsonInterceptor)
  @ApiOperation({
    operationId: 'getPublicSectionAvailability',
    summary: "Every chair of the section (or row) with its state for the days start..end: the grid's tiles and the map's pins",
  })
  @ApiOkResponse({ type: SectionAvailabilityDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  section(
    @Param() { id }: IdParamDto,
    @Query() query: PublicSectionAvailabilityQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<RawJson> {
    return this.availability.publicSection(id, query, request.url);
  }

  @Public()
  @Get('sections/:id/calendar_availability')
  @Header('Content-Type', 'application/json; charset=utf-8')
  @UseInterceptors(GzipRawJsonInterceptor)
  @ApiOperation({
    operationId: 'getPublicCalendarAvailability',
    summary: 'The timeline of the section from start to end (default: the end of the year): channels and existing bookings',
  })
  @ApiProduces('application/json')
  @ApiOkResponse({ type: CalendarAvailabilityDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  calendarAvailability(
    @Param() { id }: IdParamDto,
    @Query() query: PublicCalendarQueryDto,
    @Req() request: FastifyRequest,
  ): Promise<RawJson> {
    return this.calendar.publicCalendar(id, query, request.url);
  }

  @Public()
  @Get('booking/beach_chair/:beachChairId/available')
  @ApiOperation({ operationId: 'getPublicBeachChairAvailable', summary: 'Whether the chair can be booked online for the days start..end' })
  @ApiOkResponse({ type: ChairAvailableDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  chair(@Param() { beachChairId }: BeachChairIdParamDto, @Query() query: PublicChairAvailableQueryDto): Promise<ChairAvailableDto> {
    return this.availability.publicChairAvailable(beachChairId, query);
  }
}
