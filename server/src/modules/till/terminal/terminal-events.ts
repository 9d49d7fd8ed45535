import type { ServerResponse } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { TerminalPaymentStatus, type TerminalPaymentDto } from './terminal.dto.js';

export interface TerminalStreamOptions {
  /** How often the database row is read (ms). */
  pollMs: number;
  /** How often a waiting Stripe payment is asked at Stripe when no webhook came (ms). */
  askMs: number;
  /** The longest a stream stays open (ms); the office reconnects and gets the state again. */
  maxMs: number;
}

export const TERMINAL_STREAM: TerminalStreamOptions = { pollMs: 500, askMs: 3_000, maxMs: 5 * 60_000 };

/** One Server-Sent Event: its name is the status in lower case (waiting, succeeded, failed, canceled), its data the payment. */
export const sseEvent = (payment: TerminalPaymentDto): string =>
  `event: ${payment.status.toLowerCase()}\nid: ${payment.id}-${payment.status}\ndata: ${JSON.stringify(payment)}\n\n`;

/**
 * Writes the payment's state now and each change until it is settled (or the client leaves, or maxMs): the database row
 * is read every pollMs (the webhook may have reached another instance), and a waiting payment is asked at Stripe every
 * askMs (a setup without webhooks). A comment line every 15 s keeps proxies from closing a quiet stream.
 */
export async function streamTerminalPayment(
  raw: ServerResponse,
  first: TerminalPaymentDto,
  read: (ask: boolean) => Promise<TerminalPaymentDto>,
  options: TerminalStreamOptions = TERMINAL_STREAM,
): Promise<void> {
  const gone = new AbortController();
  raw.on('close', () => gone.abort());
  const started = Date.now();
  let lastAsked = started;
  let lastWrite = started;
  let sent: TerminalPaymentStatus | null = null;
  let current = first;
  try {
    for (;;) {
      if (current.status !== sent) {
        raw.write(sseEvent(current));
        sent = current.status;
        lastWrite = Date.now();
      }
      if (current.status !== TerminalPaymentStatus.WAITING || Date.now() - started > options.maxMs || gone.signal.aborted) break;
      await sleep(options.pollMs, undefined, { signal: gone.signal });
      if (Date.now() - lastWrite > 15_000) {
        raw.write(': waiting\n\n');
        lastWrite = Date.now();
      }
      const ask = Date.now() - lastAsked >= options.askMs;
      if (ask) lastAsked = Date.now();
      // Stripe not answering is no reason to end the stream: the row is read without asking.
      current = await read(ask).catch((error: unknown) => {
        if (ask) return read(false);
        throw error;
      });
    }
  } catch (error) {
    if (!gone.signal.aborted) throw error;
  } finally {
    if (!raw.writableEnded) raw.end();
  }
}
