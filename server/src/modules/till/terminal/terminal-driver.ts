/** A card reader at the counter, as the office lists it. */
export interface TerminalReader {
  id: string;
  label: string;
  /** online | offline (Stripe's network status); the demo reader is always online. */
  status: string;
  deviceType: string;
  /** A local simulation (no Stripe keys): the demo buttons present a card. */
  simulated: boolean;
}

/** What a card at the reader came to: still waiting, paid, declined (with Stripe's reason) or canceled. */
export type TerminalOutcome = { state: 'WAITING' } | { state: 'SUCCEEDED' } | { state: 'FAILED'; reason: string } | { state: 'CANCELED' };

/** What the demo buttons (or Stripe's test helper) do at the reader. */
export enum PresentOutcome {
  APPROVE = 'APPROVE',
  DECLINE = 'DECLINE',
  TIMEOUT = 'TIMEOUT',
}

/** Stripe's decline test card (generic_decline). */
export const DECLINE_TEST_CARD = '4000000000000002';

export interface StartedPayment {
  paymentIntentId: string;
}

/** The reader's side of a terminal payment: Stripe Terminal (keys set) or the local demo reader. */
export interface TerminalDriver {
  readonly provider: 'STRIPE' | 'DEMO';
  readers(locationId: number): Promise<TerminalReader[]>;
  /** A card_present PaymentIntent for the amount, handed to the reader; `key` makes a retry the same intent. */
  start(p: { readerId: string; amountCents: number; metadata: Record<string, string>; key: string }): Promise<StartedPayment>;
  /** Asks the provider what became of the intent (when no webhook came). */
  outcome(paymentIntentId: string, readerId: string): Promise<TerminalOutcome>;
  /** Cancels the reader's action and the intent. */
  cancel(paymentIntentId: string, readerId: string): Promise<void>;
  /** Gives the money back at once (the sale could not be made); answers the refund's id. */
  refund(paymentIntentId: string, amountCents: number, key: string): Promise<string>;
  /** Simulates a card at the reader (Stripe's test helper; the demo reader decides itself): only without live keys. */
  present(readerId: string, outcome: PresentOutcome): Promise<TerminalOutcome | undefined>;
}
