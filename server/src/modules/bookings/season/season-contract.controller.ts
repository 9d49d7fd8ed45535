import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { ApiErrorResponses } from '../../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { IdParamDto } from '../../../common/validation/id-param.dto.js';
import { CreateSeasonContractDto, SeasonContractDto } from './season-contract.dto.js';
import { SeasonContractService } from './season-contract.service.js';

/** A chair's season contract (Saisonkorb): OWNER and STAFF alike (day-to-day work at the hut, like a counter sale). */
@ApiTags('features')
@Roles(UserRole.VENDOR)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/beach_chair')
export class SeasonContractController {
  constructor(private readonly contracts: SeasonContractService) {}

  @Get(':id/season_contract')
  @ApiOperation({
    operationId: 'getSeasonContract',
    summary: "The chair's season flag, the days a contract holds, its booking while it holds",
  })
  @ApiOkResponse({ type: SeasonContractDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND)
  get(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<SeasonContractDto> {
    return this.contracts.get(user, id);
  }

  @Post(':id/season_contract')
  @ApiOperation({
    operationId: 'createSeasonContract',
    summary: 'One CONFIRMED, invoiced booking of the chair over the season still ahead for a named customer; marks it a season chair',
  })
  @ApiCreatedResponse({ type: SeasonContractDto })
  @ApiErrorResponses(
    ErrorType.ENTITY_NOT_FOUND,
    ErrorType.FORBIDDEN,
    ErrorType.BEACH_CHAIR_ALREADY_BOOKED,
    ErrorType.BEACH_CHAIR_NOT_AVAILABLE,
    ErrorType.SLOT_ENDED,
    ErrorType.INVALID_INPUT,
  )
  create(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto, @Body() dto: CreateSeasonContractDto): Promise<SeasonContractDto> {
    return this.contracts.create(user, id, dto);
  }

  @Delete(':id/season_contract')
  @ApiOperation({
    operationId: 'endSeasonContract',
    summary: "Cancels the contract's booking (the vendor's cancellation policy) and clears the chair's season flag",
  })
  @ApiOkResponse({ type: SeasonContractDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.BOOKING_INVALID_TRANSITION)
  end(@CurrentUser() user: AuthUser, @Param() { id }: IdParamDto): Promise<SeasonContractDto> {
    return this.contracts.end(user, id);
  }
}
