import { BeforeApplicationShutdown, Injectable, Logger } from '@nestjs/common';
import type { Redis } from 'ioredis';

/** Socket errors that mean Redis cannot be reached (refused, reset, timed out, no route, no such host). */
const CONNECTION_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);
/**
 * The same as ioredis and BullMQ word it when the socket is already gone, or when a command got no answer in time (a
 * Redis that does not answer is away too: seen when it is killed while a command is in flight on a busy machine).
 */
const CONNECTION_MESSAGES =
  /Connection is closed|Stream isn't writeable|Socket closed unexpectedly|max retries per request|Command timed out/i;

/** Whether a Redis client's error says that Redis cannot be reached (rather than that a command or a script failed). */
export function isConnectionError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as NodeJS.ErrnoException).code;
  return (code !== undefined && CONNECTION_CODES.has(code)) || CONNECTION_MESSAGES.test(error.message);
}

/** How often, while Redis is away, the process asks whether it is back. */
const PROBE_MS = 1000;

/**
 * Whether this process reaches Redis, told by the errors of every Redis client it has (the shared connection, BullMQ's
 * queues and workers). An outage is two log lines, `redis down` (the first client to notice) and `redis back` (the
 * shared connection answers a PING again), however many clients retry meanwhile and however often; their errors in
 * between are counted, not logged. An error that is not about the connection is the caller's to log.
 */
@Injectable()
export class RedisState implements BeforeApplicationShutdown {
  private readonly logger = new Logger('Redis');
  private client?: Redis;
  private downSince?: number;
  private errorsWhileDown = 0;
  private probe?: NodeJS.Timeout;
  private probing = false;
  private closing = false;

  /**
   * The shared connection: its errors count here (without a listener ioredis prints each one with its stack trace, beside
   * the JSON log), and it answers the probe.
   */
  watch(client: Redis): void {
    this.client = client;
    client.on('error', (error: Error) => {
      if (!this.connectionError(error, 'shared connection')) this.logger.error({ msg: 'redis error', error: error.message });
    });
  }

  /** A Redis client's error event: true when it was about the connection (counted here), false for the caller to log. */
  connectionError(error: Error, source: string): boolean {
    if (!isConnectionError(error)) return false;
    if (this.closing) return true; // closing the clients at shutdown closes their connections: no outage
    if (this.downSince !== undefined) {
      this.errorsWhileDown++;
      return true;
    }
    this.downSince = Date.now();
    this.errorsWhileDown = 0;
    this.logger.error({ msg: 'redis down', source, error: error.message });
    this.probe = setInterval(() => void this.check(), PROBE_MS);
    this.probe.unref();
    return true;
  }

  /** Whether Redis was found away and has not answered since. */
  get isDown(): boolean {
    return this.downSince !== undefined;
  }

  private async check(): Promise<void> {
    if (this.probing || !this.client) return;
    this.probing = true;
    try {
      await this.client.ping();
    } catch {
      return;
    } finally {
      this.probing = false;
    }
    if (this.downSince === undefined || this.closing) return;
    clearInterval(this.probe);
    this.logger.log({ msg: 'redis back', downMs: Date.now() - this.downSince, errorsWhileDown: this.errorsWhileDown });
    this.downSince = undefined;
  }

  beforeApplicationShutdown(): void {
    this.closing = true;
    clearInterval(this.probe);
  }
}
