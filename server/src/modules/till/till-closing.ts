import type { TsePaymentType, TseVatRate } from './tse/tse.js';

// The sums of a till session as its closing (Z-Bon) states them: pure, from the session's signed transactions.

export interface ClosingTransaction {
  kind: 'SALE' | 'STORNO' | 'CASH_IN' | 'CASH_OUT' | 'OPENING' | 'CLOSING';
  amountsPerVatRate: { vatRate: TseVatRate; cents: number }[];
  amountsPerPaymentType: { paymentType: TsePaymentType; cents: number }[];
}

export interface ClosingSums {
  openingCents: number;
  /** Sales and stornos (negative) by payment type. */
  byPaymentType: { paymentType: TsePaymentType; cents: number }[];
  /** Sales and stornos (negative), gross per VAT rate. */
  byVatRate: { vatRate: TseVatRate; cents: number }[];
  cashInCents: number;
  cashOutCents: number;
  salesCount: number;
  stornoCount: number;
  /** What should be in the drawer: opening + cash takings + cash in − cash out. */
  expectedCashCents: number;
}

const sumBy = <K extends string>(items: { key: K; cents: number }[], order: readonly K[]) =>
  order
    .map((key) => ({ key, cents: items.filter((i) => i.key === key).reduce((sum, i) => sum + i.cents, 0) }))
    .filter((s) => items.some((i) => i.key === s.key));

const PAYMENT_ORDER: readonly TsePaymentType[] = ['CASH', 'NON_CASH'];
const RATE_ORDER: readonly TseVatRate[] = ['NORMAL', 'REDUCED_1', 'NULL'];

export function closingSums(transactions: readonly ClosingTransaction[]): ClosingSums {
  const takings = transactions.filter((t) => t.kind === 'SALE' || t.kind === 'STORNO');
  const cashOf = (kind: ClosingTransaction['kind']) =>
    transactions
      .filter((t) => t.kind === kind)
      .flatMap((t) => t.amountsPerPaymentType)
      .reduce((sum, p) => sum + p.cents, 0);
  const byPaymentType = sumBy(
    takings.flatMap((t) => t.amountsPerPaymentType.map((p) => ({ key: p.paymentType, cents: p.cents }))),
    PAYMENT_ORDER,
  ).map(({ key, cents }) => ({ paymentType: key, cents }));
  const byVatRate = sumBy(
    takings.flatMap((t) => t.amountsPerVatRate.map((a) => ({ key: a.vatRate, cents: a.cents }))),
    RATE_ORDER,
  ).map(({ key, cents }) => ({ vatRate: key, cents }));
  const openingCents = cashOf('OPENING');
  const cashInCents = cashOf('CASH_IN');
  // A cash-out is signed with a negative amount (money leaves the drawer).
  const cashOutCents = -cashOf('CASH_OUT');
  const cashTakings = byPaymentType.find((p) => p.paymentType === 'CASH')?.cents ?? 0;
  return {
    openingCents,
    byPaymentType,
    byVatRate,
    cashInCents,
    cashOutCents,
    salesCount: transactions.filter((t) => t.kind === 'SALE').length,
    stornoCount: transactions.filter((t) => t.kind === 'STORNO').length,
    expectedCashCents: openingCents + cashTakings + cashInCents - cashOutCents,
  };
}
