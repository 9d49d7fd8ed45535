// The till's fiscal signing (KassenSichV, § 146a AO): what a till transaction asks a TSE to sign and what comes back,
// and the receipt's QR code (DSFinV-K, Anhang I). The providers: fake-tse.ts (demo, tests) and fiskaly-tse.ts.

/** The VAT rates as a TSE and the DSFinV-K name them (§ 12 UStG): 19 %, 7 %, 10.7 %, 5.5 % and 0 %. */
export const TSE_VAT_RATES = { 19: 'NORMAL', 7: 'REDUCED_1', 0: 'NULL' } as const;
export type TseVatRate = (typeof TSE_VAT_RATES)[keyof typeof TSE_VAT_RATES];
/** The order of the amounts in a receipt's process data: NORMAL_REDUCED_1_SPECIAL_RATE_1_SPECIAL_RATE_2_NULL. */
const PROCESS_DATA_RATES = ['NORMAL', 'REDUCED_1', 'SPECIAL_RATE_1', 'SPECIAL_RATE_2', 'NULL'] as const;

export type TsePaymentType = 'CASH' | 'NON_CASH';

/** The receipt types of the DSFinV-K (Belegtyp): a sale or storno is a RECEIPT; cash movements and closings are TRANSFER / OTHER. */
export type TseReceiptType = 'RECEIPT' | 'TRANSFER' | 'OTHER';

/** What is signed: gross amounts per VAT rate and per payment type, in cents (a storno's are negative). */
export interface TseTransactionData {
  receiptType: TseReceiptType;
  amountsPerVatRate: { vatRate: TseVatRate; cents: number }[];
  amountsPerPaymentType: { paymentType: TsePaymentType; cents: number }[];
}

/** A finished TSE transaction: what a receipt prints and the DSFinV-K's TSE file lists. */
export interface TseSignature {
  /** The TSE's transaction number. */
  transactionNumber: number;
  signatureCounter: number;
  /** Base64. */
  signature: string;
  /** e.g. ecdsa-plain-SHA256. */
  algorithm: string;
  /** Base64 of the public key. */
  publicKey: string;
  /** The TSE's serial number (hex of the public key's hash, as the BSI defines it). */
  serialNumber: string;
  /** The till (TSE client) that signed. */
  clientId: string;
  timeStart: Date;
  timeEnd: Date;
  /** The QR code's content in the DSFinV-K receipt format. */
  qrCodeData: string;
  /** True when the signature does not come from a certified TSE (the local fake): the receipt says so. */
  uncertified: boolean;
}

/** Where a location's till signs: the TSS and its client (the till); the credentials are the provider's, from the configuration. */
export interface TseTarget {
  /** The till_tse row (the local fake keeps its key pair and counters there). */
  tseId: number;
  locationId: number;
  tssId: string;
  clientId: string;
}

/** A TSE that did not answer or refused: the transaction is signed later (the AEAO to § 146a allows a failed TSE). */
export class TseUnavailableError extends Error {}

export interface TseProvider {
  readonly name: 'FAKE' | 'FISKALY';
  /** Starts and finishes one transaction `txId` (a UUID the caller keeps: a retry finishes the same one). */
  sign(target: TseTarget, txId: string, data: TseTransactionData): Promise<TseSignature>;
}

export function tseVatRate(percent: number): TseVatRate {
  const rate = TSE_VAT_RATES[percent as keyof typeof TSE_VAT_RATES];
  if (!rate) throw new Error(`VAT rate ${percent} % has no TSE rate here`);
  return rate;
}

const amount = (cents: number) => (cents / 100).toFixed(2);

/** The DSFinV-K process data of a receipt: `Beleg^<gross per rate>^<amount>:<Bar|Unbar>_…` (Anhang I). */
export function processData(data: TseTransactionData): string {
  const byRate = PROCESS_DATA_RATES.map((rate) =>
    amount(data.amountsPerVatRate.filter((a) => a.vatRate === rate).reduce((sum, a) => sum + a.cents, 0)),
  ).join('_');
  const payments = data.amountsPerPaymentType.map((p) => `${amount(p.cents)}:${p.paymentType === 'CASH' ? 'Bar' : 'Unbar'}`).join('_');
  const kind = data.receiptType === 'RECEIPT' ? 'Beleg' : data.receiptType === 'TRANSFER' ? 'AVTransfer' : 'AVSonstiger';
  return `${kind}^${byRate}^${payments}`;
}

/** The process type the TSE logs: a receipt (Kassenbeleg-V1) or another operation (SonstigerVorgang). */
export const processType = (data: TseTransactionData): string => (data.receiptType === 'RECEIPT' ? 'Kassenbeleg-V1' : 'SonstigerVorgang');

/** The receipt's QR code content (DSFinV-K Anhang I, "QR-Code auf dem Beleg"), version V0; times in ISO 8601. */
export function qrCodeData(s: Omit<TseSignature, 'qrCodeData' | 'uncertified'>, data: TseTransactionData): string {
  return [
    'V0',
    s.clientId,
    processType(data),
    processData(data),
    s.transactionNumber,
    s.signatureCounter,
    s.timeStart.toISOString(),
    s.timeEnd.toISOString(),
    s.algorithm,
    'utcTime',
    s.signature,
    s.publicKey,
  ].join(';');
}
