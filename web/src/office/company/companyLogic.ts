import type { UpdateVendorDto, VendorDto } from '../api/officeApi';

// The company screen's form: what the vendor's invoices print about the company (tax numbers, the commercial register
// and the managing directors). Text inputs hold strings; an emptied field is sent as null (the server then prints nothing).

export const COMPANY_FIELDS = ['taxNumber', 'vatId', 'registerCourt', 'registerNumber', 'managingDirectors'] as const;
export type CompanyField = (typeof COMPANY_FIELDS)[number];
export type CompanyForm = Record<CompanyField, string>;

/** The longest text each field takes (the server's limits). */
export const MAX_LENGTH: Record<CompanyField, number> = {
  taxNumber: 30,
  vatId: 14,
  registerCourt: 100,
  registerNumber: 40,
  managingDirectors: 300,
};

export function vendorToForm(vendor: Pick<VendorDto, 'invoiceData'>): CompanyForm {
  const data = vendor.invoiceData as Partial<Record<CompanyField, string | null>>;
  return Object.fromEntries(COMPANY_FIELDS.map((f) => [f, data[f] ?? ''])) as CompanyForm;
}

/** Only the company fields of invoiceData: the server keeps the rest (the bank account) as it is. */
export function formToUpdateDto(form: CompanyForm): UpdateVendorDto {
  const invoiceData = Object.fromEntries(
    COMPANY_FIELDS.map((f) => {
      const value = form[f].trim();
      // The VAT id is written in capitals (de123 → DE123), as the server's pattern wants it.
      return [f, value === '' ? null : f === 'vatId' ? value.toUpperCase() : value];
    }),
  );
  return { invoiceData };
}

/** The field a server refusal names ("invoiceData.registerNumber must be …"), if it is one of the form's. */
export function refusedField(message: string): CompanyField | undefined {
  const path = message.split(/\s/)[0] ?? '';
  return COMPANY_FIELDS.find((f) => path === `invoiceData.${f}`);
}

// Online cancellation by guests ("Meine Buchung"): vendor.guestCancellationDays, null when guests cannot cancel online
// (they call the vendor), else the number of calendar days before the start until which they can (0: the start day).

/** The second card's form: the checkbox, and the days as the number field holds them (a string while typed). */
export interface GuestCancellationForm {
  allowed: boolean;
  days: string;
}

/** What the days field shows when the box is ticked for a vendor that had none: the server's default. */
export const DEFAULT_GUEST_CANCELLATION_DAYS = 1;
export const MAX_GUEST_CANCELLATION_DAYS = 365;

export function vendorToGuestCancellation(vendor: Pick<VendorDto, 'guestCancellationDays'>): GuestCancellationForm {
  const days = vendor.guestCancellationDays;
  return days === null || days === undefined
    ? { allowed: false, days: String(DEFAULT_GUEST_CANCELLATION_DAYS) }
    : { allowed: true, days: String(days) };
}

/**
 * Only guestCancellationDays (the company fields are the other form's): null when unticked, else the days as a whole
 * number. A field that holds no whole number is refused here (`isInt`); the range (0 to 365) is the server's to check.
 */
export function guestCancellationToUpdateDto(
  form: GuestCancellationForm,
): { dto: UpdateVendorDto } | { refused: 'isInt' } {
  if (!form.allowed) return { dto: { guestCancellationDays: null } };
  const days = form.days.trim();
  if (!/^-?\d+$/.test(days)) return { refused: 'isInt' };
  return { dto: { guestCancellationDays: Number(days) } };
}

/** One line of the policy's summary: cancelling `daysBefore` or fewer days before the start costs `percent`. */
export interface PolicyLine {
  daysBefore: number;
  percent: number;
}

/**
 * The vendor's cancellation policy for reading (the office cannot edit it): free up to `freeUntil` days before the start
 * (null: no rule, always free), then each rule, the longest period first, as the server applies them
 * (cancellation-policy.ts: of the rules with daysBefore ≥ the days left, the one with the smallest daysBefore).
 */
export function policySummary(vendor: Pick<VendorDto, 'cancellationPolicy' | 'cancellationFeeBase'>): {
  freeUntil: number | null;
  lines: PolicyLine[];
  withExtras: boolean;
} {
  const lines = [...(vendor.cancellationPolicy ?? [])]
    .sort((a, b) => b.daysBefore - a.daysBefore)
    .map((r) => ({ daysBefore: r.daysBefore, percent: Math.min(Math.max(r.percent, 0), 100) }));
  return {
    freeUntil: lines[0] ? lines[0].daysBefore + 1 : null,
    lines,
    withExtras: vendor.cancellationFeeBase === 'RENTAL_AND_EXTRAS',
  };
}
