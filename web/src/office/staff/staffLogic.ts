import type { AddVendorUserDto, UpdateVendorUserDto, VendorUserDto, VendorUserRole } from '../api/generated';

// The staff screen's rules, free of React: names, who is the last owner, the forms' bodies and the server's refusals.

export const VENDOR_ROLES: readonly VendorUserRole[] = ['OWNER', 'STAFF'];

/** "Inge Petersen", or the e-mail when the account has no name yet (an invited address without one). */
export function displayName(member: Pick<VendorUserDto, 'firstName' | 'lastName' | 'email'>): string {
  const name = [member.firstName, member.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || member.email;
}

/** Owners first, then by name; the list reads like a team sheet. */
export function sortMembers(members: readonly VendorUserDto[]): VendorUserDto[] {
  return [...members].sort(
    (a, b) =>
      (a.role === b.role ? 0 : a.role === 'OWNER' ? -1 : 1) ||
      displayName(a).localeCompare(displayName(b), 'de', { sensitivity: 'base' }),
  );
}

/** The vendor's only OWNER may neither go nor step down (the server refuses with 403 LAST_OWNER too). */
export function isLastOwner(member: VendorUserDto, members: readonly VendorUserDto[]): boolean {
  return member.role === 'OWNER' && members.filter((m) => m.role === 'OWNER').length === 1;
}

export interface InviteForm {
  email: string;
  role: VendorUserRole;
  /** '' for the whole vendor; a STAFF user may be limited to one location. */
  locationId: string;
  firstName: string;
  lastName: string;
  language: 'de' | 'en';
}

export const emptyInviteForm = (language: string): InviteForm => ({
  email: '',
  role: 'STAFF',
  locationId: '',
  firstName: '',
  lastName: '',
  language: language === 'en' ? 'en' : 'de',
});

// The browser's own check of an address (the server checks again and names the field).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type InviteErrorKey = 'emailRequired' | 'emailInvalid';

export function validateInvite(form: InviteForm): Partial<Record<'email', InviteErrorKey>> {
  const email = form.email.trim();
  if (!email) return { email: 'emailRequired' };
  if (!EMAIL.test(email)) return { email: 'emailInvalid' };
  return {};
}

/** The body of POST vendor-users: an OWNER acts for the whole vendor, so only STAFF carry a location. */
export function inviteToDto(form: InviteForm): AddVendorUserDto {
  const dto: AddVendorUserDto = { email: form.email.trim(), role: form.role, language: form.language };
  if (form.role === 'STAFF' && form.locationId) dto.locationId = Number(form.locationId);
  if (form.firstName.trim()) dto.firstName = form.firstName.trim();
  if (form.lastName.trim()) dto.lastName = form.lastName.trim();
  return dto;
}

export interface MemberForm {
  role: VendorUserRole;
  locationId: string;
}

export const memberToForm = (member: VendorUserDto): MemberForm => ({
  role: member.role,
  locationId: member.locationId === null ? '' : String(member.locationId),
});

/** The body of PUT vendor-users/{userId}; null when nothing changed. */
export function memberFormToDto(member: VendorUserDto, form: MemberForm): UpdateVendorUserDto | null {
  const locationId = form.role === 'OWNER' || !form.locationId ? null : Number(form.locationId);
  if (form.role === member.role && locationId === member.locationId) return null;
  return form.role === 'OWNER' ? { role: 'OWNER' } : { role: 'STAFF', locationId };
}

/** What the owner is told after adding someone: a new address was invited by mail, an existing account added at once. */
export const addedNoticeKey = (invited: boolean) => (invited ? 'invite.sent' : 'invite.addedExisting');

const dataOf = (error: unknown): Record<string, unknown> | undefined => {
  const data = error && typeof error === 'object' && 'data' in error ? error.data : undefined;
  return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined;
};

/**
 * A refusal this screen explains in its own words (a key of the `staff` namespace), else undefined (the error
 * catalogue's text is shown): the last owner, a user already on the list, a location of no concern.
 */
export type StaffErrorKey = 'errors.lastOwner' | 'errors.duplicate' | 'errors.adminEmail';

export function staffErrorKey(error: unknown): StaffErrorKey | undefined {
  const data = dataOf(error);
  const payload = (data?.payload ?? {}) as Record<string, unknown>;
  if (data?.errorType === 'FORBIDDEN' && payload.reason === 'LAST_OWNER') return 'errors.lastOwner';
  if (data?.errorType === 'DUPLICATE_ENTITY' && payload.entity === 'VendorUser') return 'errors.duplicate';
  if (data?.errorType === 'INVALID_INPUT' && payload.field === 'email') return 'errors.adminEmail';
  return undefined;
}

/** Validation messages of the server (`email must be an email`) for the invite form's e-mail field. */
export function serverEmailError(error: unknown): string | undefined {
  const data = dataOf(error);
  if (!data || data.errorType !== undefined) return undefined;
  const messages = Array.isArray(data.message) ? data.message : [data.message];
  const found = messages.filter((m): m is string => typeof m === 'string' && m.startsWith('email'));
  return found.length ? found.join('; ') : undefined;
}
