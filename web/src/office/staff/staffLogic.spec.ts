import { describe, expect, it } from '@jest/globals';
import type { VendorUserDto } from '../api/generated';
import {
  addedNoticeKey,
  displayName,
  emptyInviteForm,
  inviteToDto,
  isLastOwner,
  memberFormToDto,
  memberToForm,
  serverEmailError,
  sortMembers,
  staffErrorKey,
  validateInvite,
} from './staffLogic';

const member = (o: Partial<VendorUserDto> = {}): VendorUserDto => ({
  userId: 1,
  vendorId: 1,
  email: 'inge@example.test',
  firstName: 'Inge',
  lastName: 'Petersen',
  role: 'STAFF',
  locationId: null,
  confirmed: true,
  addedAt: '2026-05-01T10:00:00.000Z',
  ...o,
});

describe('names and order', () => {
  it('shows first and last name, else the e-mail', () => {
    expect(displayName(member())).toBe('Inge Petersen');
    expect(displayName(member({ firstName: ' ', lastName: null }))).toBe('inge@example.test');
    expect(displayName(member({ firstName: null, lastName: 'Petersen' }))).toBe('Petersen');
  });

  it('lists owners first, then by name', () => {
    const list = [
      member({ userId: 1, firstName: 'Zoe', lastName: null }),
      member({ userId: 2, firstName: 'Ärmel', lastName: null, role: 'OWNER' }),
      member({ userId: 3, firstName: 'anna', lastName: null }),
    ];
    expect(sortMembers(list).map((m) => m.userId)).toEqual([2, 3, 1]);
  });

  it('knows the last owner', () => {
    const owner = member({ userId: 1, role: 'OWNER' });
    const staff = member({ userId: 2 });
    expect(isLastOwner(owner, [owner, staff])).toBe(true);
    expect(isLastOwner(staff, [owner, staff])).toBe(false);
    expect(isLastOwner(owner, [owner, member({ userId: 3, role: 'OWNER' })])).toBe(false);
  });
});

describe('the invite form', () => {
  it('refuses an empty or malformed address', () => {
    expect(validateInvite({ ...emptyInviteForm('de'), email: ' ' })).toEqual({ email: 'emailRequired' });
    expect(validateInvite({ ...emptyInviteForm('de'), email: 'inge@' })).toEqual({ email: 'emailInvalid' });
    expect(validateInvite({ ...emptyInviteForm('de'), email: 'inge@example.test' })).toEqual({});
  });

  it('sends a location for STAFF only, names when given, the language', () => {
    const form = { ...emptyInviteForm('en'), email: ' inge@example.test ', locationId: '4', firstName: ' Inge ' };
    expect(inviteToDto(form)).toEqual({
      email: 'inge@example.test',
      role: 'STAFF',
      language: 'en',
      locationId: 4,
      firstName: 'Inge',
    });
    expect(inviteToDto({ ...form, role: 'OWNER' })).toEqual({
      email: 'inge@example.test',
      role: 'OWNER',
      language: 'en',
      firstName: 'Inge',
    });
    expect(emptyInviteForm('fr').language).toBe('de');
  });

  it('tells an invitation from an existing account added', () => {
    expect(addedNoticeKey(true)).toBe('invite.sent');
    expect(addedNoticeKey(false)).toBe('invite.addedExisting');
  });
});

describe('the change form', () => {
  it('sends nothing when nothing changed', () => {
    const m = member({ locationId: 4 });
    expect(memberFormToDto(m, memberToForm(m))).toBeNull();
  });

  it('a new location or the whole vendor for STAFF; OWNER without a location', () => {
    const m = member({ locationId: 4 });
    expect(memberFormToDto(m, { role: 'STAFF', locationId: '5' })).toEqual({ role: 'STAFF', locationId: 5 });
    expect(memberFormToDto(m, { role: 'STAFF', locationId: '' })).toEqual({ role: 'STAFF', locationId: null });
    expect(memberFormToDto(m, { role: 'OWNER', locationId: '4' })).toEqual({ role: 'OWNER' });
  });
});

describe("the server's refusals", () => {
  const refusal = (data: unknown) => ({ status: 403, data });

  it('names the last owner, a duplicate and an administrator', () => {
    expect(staffErrorKey(refusal({ errorType: 'FORBIDDEN', payload: { reason: 'LAST_OWNER' } }))).toBe(
      'errors.lastOwner',
    );
    expect(staffErrorKey(refusal({ errorType: 'DUPLICATE_ENTITY', payload: { entity: 'VendorUser' } }))).toBe(
      'errors.duplicate',
    );
    expect(staffErrorKey(refusal({ errorType: 'INVALID_INPUT', payload: { field: 'email' } }))).toBe(
      'errors.adminEmail',
    );
    expect(staffErrorKey(refusal({ errorType: 'FORBIDDEN', payload: {} }))).toBeUndefined();
    expect(staffErrorKey(new Error('offline'))).toBeUndefined();
  });

  it("puts the validation's e-mail message at the field", () => {
    expect(serverEmailError({ data: { message: ['email must be an email'], error: 'Bad Request' } })).toBe(
      'email must be an email',
    );
    expect(serverEmailError({ data: { message: ['role must be one of'], error: 'Bad Request' } })).toBeUndefined();
    expect(serverEmailError({ data: { errorType: 'FORBIDDEN', message: 'email' } })).toBeUndefined();
  });
});
