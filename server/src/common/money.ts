/** Money is integer cents inside the server and euros with two decimals at the API edge. */
export const toEuros = (cents: number): number => Math.round(cents) / 100;

export const toCents = (euros: number): number => Math.round(euros * 100);

/** The VAT contained in a gross amount (19% included): total - total / 1.19. */
export const includedVatCents = (grossCents: number, ratePercent = 19): number =>
  grossCents - Math.round(grossCents / (1 + ratePercent / 100));
