import { Body, Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { Public } from '../../common/auth/auth.decorators.js';
import { ApiErrorResponses } from '../../common/errors/api-error-responses.decorator.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { RateLimit, RateLimitKeys } from '../../common/rate-limit/rate-limit.decorator.js';
import { AccountsService } from './accounts.service.js';
import { AccountConfirmedDto, ConfirmDto, EmailDto, MailAcceptedDto, PasswordConfirmDto, RegisterDto } from './dto/account.dto.js';

const TOKEN_ERRORS = [ErrorType.TOKEN_INVALID, ErrorType.TOKEN_EXPIRED, ErrorType.TOKEN_ALREADY_USED];

@ApiTags('users')
@Controller('features/users')
export class AccountsController {
  constructor(private readonly accounts: AccountsService) {}

  @Public()
  @Post('register')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({ name: 'REGISTER' })
  @ApiOperation({
    operationId: 'register',
    summary:
      'Create a VENDOR account and mail a confirmation link; sign-in works once it is confirmed. An address that has an ' +
      'account gets the same answer (and a mail saying so). A new account belongs to no vendor until an admin adds it.',
  })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  register(@Body() dto: RegisterDto): Promise<MailAcceptedDto> {
    return this.accounts.register(dto);
  }

  @Public()
  @Post('confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ operationId: 'confirm', summary: 'Confirm the e-mail address with the token of the confirmation mail (single use)' })
  @ApiOkResponse({ type: AccountConfirmedDto })
  @ApiErrorResponses(...TOKEN_ERRORS)
  confirm(@Body() dto: ConfirmDto): Promise<AccountConfirmedDto> {
    return this.accounts.confirm(dto.token);
  }

  @Public()
  @Post('confirm/resend')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({ name: 'CONFIRM_RESEND', key: RateLimitKeys.field('email') })
  @ApiOperation({
    operationId: 'resendConfirmation',
    summary: 'Mail a new confirmation link to an unconfirmed account (earlier links stop working); the same answer for any address',
  })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  resendConfirmation(@Body() dto: EmailDto): Promise<MailAcceptedDto> {
    return this.accounts.resendConfirmation(dto.email);
  }

  @Public()
  @Post('password/reset')
  @HttpCode(HttpStatus.ACCEPTED)
  @RateLimit({ name: 'PASSWORD_RESET', key: RateLimitKeys.field('email') })
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'Mail a single-use password-reset link (earlier links stop working); the same answer for any address',
  })
  @ApiAcceptedResponse({ type: MailAcceptedDto })
  requestPasswordReset(@Body() dto: EmailDto): Promise<MailAcceptedDto> {
    return this.accounts.requestPasswordReset(dto.email);
  }

  @Public()
  @Post('password/confirm')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({
    operationId: 'confirmPasswordReset',
    summary: 'Set a new password with the token of the reset mail; every session of the user is signed out',
  })
  @ApiOkResponse({ type: AccountConfirmedDto })
  @ApiErrorResponses(...TOKEN_ERRORS)
  confirmPasswordReset(@Body() dto: PasswordConfirmDto): Promise<AccountConfirmedDto> {
    return this.accounts.confirmPasswordReset(dto);
  }
}
