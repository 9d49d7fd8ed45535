import { randomUUID } from 'node:crypto';
import { PresentOutcome, type TerminalDriver, type TerminalOutcome, type TerminalReader } from './terminal-driver.js';

/** The demo reader's id at a location. */
export const demoReaderId = (locationId: number) => `tmr_demo_${locationId}`;

/**
 * The local demo reader (no Stripe keys: the demo and the tests): one per location, always online. It takes no money:
 * its "PaymentIntent" is only an id, and what the card does is what the office's demo buttons say (present()).
 */
export class DemoTerminal implements TerminalDriver {
  readonly provider = 'DEMO' as const;

  readers(locationId: number): Promise<TerminalReader[]> {
    return Promise.resolve([
      { id: demoReaderId(locationId), label: 'Demo-Lesegerät', status: 'online', deviceType: 'simulated', simulated: true },
    ]);
  }

  start(): Promise<{ paymentIntentId: string }> {
    return Promise.resolve({ paymentIntentId: `pi_demo_${randomUUID().replace(/-/g, '')}` });
  }

  /** The row is the demo's only truth: present() resolves it. */
  outcome(): Promise<TerminalOutcome> {
    return Promise.resolve({ state: 'WAITING' });
  }

  cancel(): Promise<void> {
    return Promise.resolve();
  }

  refund(paymentIntentId: string): Promise<string> {
    return Promise.resolve(`re_demo_${paymentIntentId.slice('pi_demo_'.length)}`);
  }

  present(_readerId: string, outcome: PresentOutcome): Promise<TerminalOutcome> {
    if (outcome === PresentOutcome.APPROVE) return Promise.resolve({ state: 'SUCCEEDED' });
    return Promise.resolve({
      state: 'FAILED',
      reason: outcome === PresentOutcome.DECLINE ? 'Your card was declined. (demo reader)' : 'The reader timed out. (demo reader)',
    });
  }
}
