import { Controller, Get, Query } from '@nestjs/common';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { RequireAppVersion } from '../../common/app-version.decorator.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { CurrentUser, Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { PriceCalculationQueryDto, PriceQueryDto } from './dto/price-query.dto.js';
import { PriceCalculationDto, PriceRatesDto } from './dto/price.dto.js';
import { PriceCalculationService } from './price-calculation.service.js';

const PRICE_ERRORS = [ErrorType.ENTITY_NOT_FOUND, ErrorType.OUTSIDE_RENTAL_SEASON, ErrorType.PRICE_NOT_DEFINED, ErrorType.UNAUTHENTICATED];
const CALCULATE_ERRORS = [...PRICE_ERRORS, ErrorType.RATE_NOT_APPLICABLE];

@ApiTags('prices')
@ApiBearerAuth()
@Controller('prices')
export class PriceCalculationController {
  constructor(private readonly prices: PriceCalculationService) {}

  @Public()
  @Get('rates')
  @ApiOperation({ operationId: 'listPriceRates', summary: 'The rates that apply to a chair of the section (row, model) on these days' })
  @ApiOkResponse({ type: PriceRatesDto })
  @ApiErrorResponses(...PRICE_ERRORS)
  rates(@CurrentUser() user: AuthUser | undefined, @Query() query: PriceQueryDto): Promise<PriceRatesDto> {
    return this.prices.rates(user, query);
  }

  @Public()
  @RequireAppVersion()
  @Get('calculate')
  @ApiOperation({
    operationId: 'calculatePrice',
    summary:
      'The price of the days start..end (at the rate asked for, else the best; one day: the day rate): one row per rate type for a single day, one row for the range otherwise',
  })
  @ApiOkResponse({ type: PriceCalculationDto })
  @ApiErrorResponses(...CALCULATE_ERRORS)
  calculate(@CurrentUser() user: AuthUser | undefined, @Query() query: PriceCalculationQueryDto): Promise<PriceCalculationDto> {
    return this.prices.calculate(user, query);
  }
}
