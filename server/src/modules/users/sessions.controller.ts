import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ANY_VENDOR_ROLE, CurrentUser, Public, Roles, VendorRoles } from '../../common/auth/auth.decorators.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { UserRole } from '../../common/enums.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { RateLimit, RateLimitKeys } from '../../common/rate-limit/rate-limit.decorator.js';
import { Client, type ClientInfo } from './client-info.decorator.js';
import { AdminTokenQueryDto, ContextLocationDto, ContextVendorDto, LoginDto, RefreshDto, SessionDto } from './dto/session.dto.js';
import { SessionsService } from './sessions.service.js';

const REFRESH_ERRORS = [ErrorType.REFRESH_TOKEN_INVALID, ErrorType.REFRESH_TOKEN_EXPIRED, ErrorType.REFRESH_TOKEN_REUSED];

@ApiTags('users')
@Controller('features/users')
export class SessionsController {
  constructor(private readonly sessions: SessionsService) {}

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  @RateLimit({ name: 'LOGIN', key: RateLimitKeys.ipAndField('email') }, { name: 'LOGIN_IP' })
  @ApiOperation({
    operationId: 'login',
    summary: 'Sign in for a short session: an access token only (it ends when the token expires; no refresh)',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(ErrorType.INVALID_CREDENTIALS, ErrorType.EMAIL_NOT_CONFIRMED, ErrorType.CONTEXT_NOT_ALLOWED, ErrorType.RATE_LIMITED)
  login(@Body() dto: LoginDto, @Client() client: ClientInfo): Promise<SessionDto> {
    return this.sessions.login(dto, false, client);
  }

  @Public()
  @Post('loginWithRefresh')
  @HttpCode(HttpStatus.OK)
  @RateLimit({ name: 'LOGIN', key: RateLimitKeys.ipAndField('email') }, { name: 'LOGIN_IP' })
  @ApiOperation({
    operationId: 'loginWithRefresh',
    summary: 'Sign in for a long session (the back office): an access token and a rotating refresh token',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(ErrorType.INVALID_CREDENTIALS, ErrorType.EMAIL_NOT_CONFIRMED, ErrorType.CONTEXT_NOT_ALLOWED, ErrorType.RATE_LIMITED)
  loginWithRefresh(@Body() dto: LoginDto, @Client() client: ClientInfo): Promise<SessionDto> {
    return this.sessions.login(dto, true, client);
  }

  @Public()
  @Post('refresh')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'refresh',
    summary: 'Trade a refresh token for a new pair; the old one is spent, and presenting it again revokes the session',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(...REFRESH_ERRORS)
  refresh(@Body() dto: RefreshDto): Promise<SessionDto> {
    return this.sessions.refresh(dto.refreshToken);
  }

  @Post('logout')
  @HttpCode(HttpStatus.NO_CONTENT)
  @ApiOperation({
    operationId: 'logout',
    summary: 'Sign out: the session of the calling access token ends; its access tokens and refresh tokens stop working at once',
  })
  @ApiNoContentResponse({ description: 'Signed out' })
  logout(@CurrentUser() user: AuthUser): Promise<void> {
    return this.sessions.logout(user);
  }

  @Roles(UserRole.VENDOR)
  @Post('context/vendor')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'switchVendorContext',
    summary: 'Act for another of your vendors: a new access token (and, given the refresh token, a new refresh token)',
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(ErrorType.CONTEXT_NOT_ALLOWED, ...REFRESH_ERRORS)
  switchVendor(@CurrentUser() user: AuthUser, @Body() dto: ContextVendorDto, @Client() client: ClientInfo): Promise<SessionDto> {
    return this.sessions.switchContext(user, { vendorId: dto.vendorId }, dto.refreshToken, client);
  }

  @Roles(UserRole.VENDOR)
  @Post('context/location')
  @VendorRoles(...ANY_VENDOR_ROLE)
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'switchLocationContext',
    summary: "Act at one of your vendors' locations (its vendor becomes the vendor context); tokens as for context/vendor",
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(ErrorType.CONTEXT_NOT_ALLOWED, ...REFRESH_ERRORS)
  switchLocation(@CurrentUser() user: AuthUser, @Body() dto: ContextLocationDto, @Client() client: ClientInfo): Promise<SessionDto> {
    return this.sessions.switchContext(user, { locationId: dto.locationId }, dto.refreshToken, client);
  }

  @Roles(UserRole.ADMIN)
  @Get('admin/token')
  @ApiOperation({
    operationId: 'getAdminToken',
    summary: "An access token of the calling ADMIN acting in a vendor's context (no refresh token); recorded in the audit log",
  })
  @ApiOkResponse({ type: SessionDto })
  @ApiErrorResponses(ErrorType.ENTITY_NOT_FOUND, ErrorType.CONTEXT_NOT_ALLOWED)
  adminToken(@CurrentUser() user: AuthUser, @Query() query: AdminTokenQueryDto, @Client() client: ClientInfo): Promise<SessionDto> {
    return this.sessions.adminToken(user, query, client);
  }
}
