import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { ANY_VENDOR_ROLE, CurrentUser, Roles, VendorRoles } from '../../../common/auth/auth.decorators.js';
import { UserRole } from '../../../common/enums.js';
import { OfficeTodayDto, OfficeTodayQueryDto } from './office-today.dto.js';
import { OfficeTodayService } from './office-today.service.js';

/** The back office's Today screen in one read (a static path: Fastify matches it before /features/booking_details/:id). */
@ApiTags('booking_details')
@Roles(UserRole.VENDOR, UserRole.ADMIN)
@VendorRoles(...ANY_VENDOR_ROLE)
@Controller('features/booking_details')
export class BookingDetailsTodayController {
  constructor(private readonly todayService: OfficeTodayService) {}

  @Get('today')
  @ApiOperation({
    operationId: 'getOfficeToday',
    summary:
      "The day at the hut for the caller's vendor and location context: sections and their active chairs, holding chair bookings " +
      'overlapping the day, PENDING bank transfers with their deadlines, unpaid (CONFIRMED, RESERVED) bookings on the day, stop sales',
  })
  @ApiOkResponse({ type: OfficeTodayDto })
  today(@CurrentUser() user: AuthUser, @Query() query: OfficeTodayQueryDto): Promise<OfficeTodayDto> {
    return this.todayService.today(user, query);
  }
}
