import { ApiProperty } from '@nestjs/swagger';
import { Language } from '../../../common/enums.js';
import {
  ValidateEmail,
  ValidateEnum,
  ValidateOpaqueToken,
  ValidatePassword,
  ValidateString,
} from '../../../common/validation/validation.js';

export class RegisterDto {
  @ValidateEmail() email: string;
  @ValidatePassword() password: string;
  @ValidateString({ optional: true, maxLength: 100, example: 'Inge' }) firstName?: string;
  @ValidateString({ optional: true, maxLength: 100, example: 'Petersen' }) lastName?: string;
  @ValidateEnum(Language, 'Language', { optional: true, description: 'Language of the mails (default de)' }) language?: Language;
}

export class EmailDto {
  @ValidateEmail() email: string;
}

export class ConfirmDto {
  @ValidateOpaqueToken({ description: 'The token from the confirmation mail (the `token` parameter of its link)' }) token: string;
}

export class PasswordConfirmDto {
  @ValidateOpaqueToken({ description: 'The token from the password-reset mail (the `token` parameter of its link)' }) token: string;
  @ValidatePassword() password: string;
}

/** The same answer whether or not the address has an account, so nobody learns which addresses do. */
export class MailAcceptedDto {
  @ApiProperty({ description: 'The address as the API normalised it (trimmed, lower case)', example: 'vermietung@beispiel.de' })
  email: string;
}

export class AccountConfirmedDto {
  @ApiProperty({ description: 'The confirmed account, ready to sign in with', example: 'vermietung@beispiel.de' }) email: string;
}
