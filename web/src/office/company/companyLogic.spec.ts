import { describe, expect, it } from '@jest/globals';
import {
  formToUpdateDto,
  guestCancellationToUpdateDto,
  policySummary,
  refusedField,
  vendorToForm,
  vendorToGuestCancellation,
} from './companyLogic';

describe('the company form', () => {
  it('shows the invoice data as texts, missing ones empty', () => {
    expect(
      vendorToForm({
        invoiceData: { vatId: 'DE123456789', registerCourt: 'Amtsgericht Lübeck', bankData: { iban: 'x' } },
      }),
    ).toEqual({
      taxNumber: '',
      vatId: 'DE123456789',
      registerCourt: 'Amtsgericht Lübeck',
      registerNumber: '',
      managingDirectors: '',
    });
  });

  it('sends only the company fields, trimmed, an emptied one as null, the VAT id in capitals', () => {
    const dto = formToUpdateDto({
      taxNumber: '',
      vatId: 'de123456789',
      registerCourt: ' Amtsgericht Lübeck ',
      registerNumber: 'HRB 12345 HL',
      managingDirectors: 'Jan Möller, Anna Petersen',
    });
    expect(dto).toEqual({
      invoiceData: {
        taxNumber: null,
        vatId: 'DE123456789',
        registerCourt: 'Amtsgericht Lübeck',
        registerNumber: 'HRB 12345 HL',
        managingDirectors: 'Jan Möller, Anna Petersen',
      },
    });
  });

  it('finds the field a server refusal names', () => {
    expect(refusedField('invoiceData.registerNumber must be shorter than or equal to 40 characters')).toBe(
      'registerNumber',
    );
    expect(refusedField('invoiceData.bankData.iban must be an IBAN')).toBeUndefined();
  });
});

describe('online cancellation by guests', () => {
  it('shows null (not online) as an unticked box, with the default days ready for ticking', () => {
    expect(vendorToGuestCancellation({ guestCancellationDays: null })).toEqual({ allowed: false, days: '1' });
  });

  it('shows a number of days as a ticked box with those days; 0 is a number too', () => {
    expect(vendorToGuestCancellation({ guestCancellationDays: 3 })).toEqual({ allowed: true, days: '3' });
    expect(vendorToGuestCancellation({ guestCancellationDays: 0 })).toEqual({ allowed: true, days: '0' });
  });

  it('sends only guestCancellationDays: null when unticked (whatever the days say), else the whole number', () => {
    expect(guestCancellationToUpdateDto({ allowed: false, days: '3' })).toEqual({
      dto: { guestCancellationDays: null },
    });
    expect(guestCancellationToUpdateDto({ allowed: false, days: '' })).toEqual({
      dto: { guestCancellationDays: null },
    });
    expect(guestCancellationToUpdateDto({ allowed: true, days: ' 3 ' })).toEqual({ dto: { guestCancellationDays: 3 } });
    expect(guestCancellationToUpdateDto({ allowed: true, days: '0' })).toEqual({ dto: { guestCancellationDays: 0 } });
  });

  it('leaves the range to the server (366 is sent, its 400 names the field) but refuses what is no whole number', () => {
    expect(guestCancellationToUpdateDto({ allowed: true, days: '366' })).toEqual({
      dto: { guestCancellationDays: 366 },
    });
    expect(guestCancellationToUpdateDto({ allowed: true, days: '' })).toEqual({ refused: 'isInt' });
    expect(guestCancellationToUpdateDto({ allowed: true, days: '2.5' })).toEqual({ refused: 'isInt' });
  });

  it('round-trips: what the server stores comes back as the same form', () => {
    for (const days of [null, 0, 1, 14, 365]) {
      const form = vendorToGuestCancellation({ guestCancellationDays: days });
      expect(guestCancellationToUpdateDto(form)).toEqual({ dto: { guestCancellationDays: days } });
    }
  });
});

describe('the cancellation policy summary', () => {
  it('lists the rules, the longest period first, free until the day before it; the fee base says whether extras count', () => {
    expect(
      policySummary({
        cancellationPolicy: [
          { daysBefore: 1, percent: 80 },
          { daysBefore: 10, percent: 50 },
        ],
        cancellationFeeBase: 'RENTAL_AND_EXTRAS',
      }),
    ).toEqual({
      freeUntil: 11,
      lines: [
        { daysBefore: 10, percent: 50 },
        { daysBefore: 1, percent: 80 },
      ],
      withExtras: true,
    });
  });

  it('says a policy without rules is free', () => {
    expect(policySummary({ cancellationPolicy: [], cancellationFeeBase: 'RENTAL' })).toEqual({
      freeUntil: null,
      lines: [],
      withExtras: false,
    });
  });
});
