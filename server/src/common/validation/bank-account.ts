import { isValidBIC, isValidIBAN } from 'ibantools';

// The bank-account checks of the server's validation and the storefront's bank-details form: one module, no Node
// imports, so the web app imports it as it is. The rules are ibantools' (its ISO 13616 registry of countries).

/** An IBAN or a BIC as it is stored and sent: no spaces, upper case. */
export const normalizeIban = (value: string): string => value.replace(/\s+/g, '').toUpperCase();
export const normalizeBic = normalizeIban;

/** ISO 13616, in any spacing and case: a known country, its length and account format, the check digits (mod 97). */
export function isValidIban(value: unknown): boolean {
  return typeof value === 'string' && isValidIBAN(normalizeIban(value));
}

/** ISO 9362 as sent (upper case, no spaces): 4 letters bank, a known country, 2 location, optional 3 branch. */
export function isValidBic(value: unknown): boolean {
  return typeof value === 'string' && value === normalizeBic(value) && isValidBIC(value);
}
