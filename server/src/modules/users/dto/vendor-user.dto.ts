import { ApiProperty } from '@nestjs/swagger';
import { Language, VendorUserRole } from '../../../common/enums.js';
import { ValidateEmail, ValidateEnum, ValidateId, ValidateString } from '../../../common/validation/validation.js';
import type { UserVendor } from '../entities/user-vendor.entity.js';

/** Body of POST /features/users/vendor-users. */
export class AddVendorUserDto {
  @ValidateEmail({ description: 'The account to add; an address without an account gets one and an invitation mail' }) email: string;
  @ValidateEnum(VendorUserRole, 'VendorUserRole', {
    optional: true,
    description: "OWNER also manages the vendor's users; STAFF (default) works in the back office only",
  })
  role?: VendorUserRole;
  @ValidateId({
    optional: true,
    nullable: true,
    description: "Limit the user to this location of the vendor (STAFF only): its sessions then act in that location's context only",
  })
  locationId?: number | null;
  @ValidateString({ optional: true, maxLength: 100, example: 'Inge', description: 'For a new account only' }) firstName?: string;
  @ValidateString({ optional: true, maxLength: 100, example: 'Petersen', description: 'For a new account only' }) lastName?: string;
  @ValidateEnum(Language, 'Language', {
    optional: true,
    description: 'A new account: its language and that of the invitation (default de)',
  })
  language?: Language;
}

/** Body of PUT /features/users/vendor-users/{userId}: what is left out stays. */
export class UpdateVendorUserDto {
  @ValidateEnum(VendorUserRole, 'VendorUserRole', {
    optional: true,
    description: 'The new role; a user made OWNER loses its location limit (an OWNER acts for the whole vendor)',
  })
  role?: VendorUserRole;
  @ValidateId({
    optional: true,
    nullable: true,
    description: "Limit a STAFF user to this location of the vendor; null: the whole vendor. A change ends the user's sessions",
  })
  locationId?: number | null;
}

/** `/{userId}` of PUT and DELETE /features/users/vendor-users/{userId}. */
export class VendorUserIdParamDto {
  @ValidateId({ description: 'The user (app_user id) of the vendor' }) userId: number;
}

/** A user of the vendor in the caller's context: the account and its membership. */
export class VendorUserDto {
  @ApiProperty() userId: number;
  @ApiProperty() vendorId: number;
  @ApiProperty({ example: 'kasse@strandkorb-meier.de' }) email: string;
  @ApiProperty({ type: String, nullable: true }) firstName: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName: string | null;
  @ApiProperty({ enum: VendorUserRole, enumName: 'VendorUserRole' }) role: VendorUserRole;
  @ApiProperty({ type: Number, nullable: true, description: 'The one location the user may act at; null: the whole vendor' })
  locationId: number | null;
  @ApiProperty({ description: 'Whether the account has confirmed its address (an invited account: chosen its password)' })
  confirmed: boolean;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the user was added to the vendor' }) addedAt: string;
}

/** The answer of POST /features/users/vendor-users. */
export class AddedVendorUserDto extends VendorUserDto {
  @ApiProperty({
    description:
      'true: the address had no account; one was created and mailed a link to choose its password (valid as long as a confirmation link)',
  })
  invited: boolean;
}

export const toVendorUserDto = (member: UserVendor): VendorUserDto => ({
  userId: member.userId,
  vendorId: member.vendorId,
  email: member.user!.email,
  firstName: member.user!.firstName,
  lastName: member.user!.lastName,
  role: member.role,
  locationId: member.locationId,
  confirmed: member.user!.confirmedAt !== null,
  addedAt: member.createdAt.toISOString(),
});
