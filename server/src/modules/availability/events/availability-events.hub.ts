import { Injectable, Logger, OnApplicationShutdown } from '@nestjs/common';
import type { ServerResponse } from 'node:http';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { AppConfig } from '../../../config/app-config.js';
import { onDrain } from '../../../infra/http/graceful-shutdown.js';
import { eventStreamsOpen } from '../../../infra/metrics/metrics.js';
import type { Channel, RangeQuery } from '../rules/index.js';
import { type AvailabilityChange, sseEvent, touches } from './availability-event.js';

/** One open stream: a client watching a section's chairs for a range of days. */
export interface EventStream {
  sectionId: number;
  channel: Channel;
  range: RangeQuery;
  /** The instants of the range's days, [from, to). */
  from: Date;
  to: Date;
  ip: string;
  res: ServerResponse;
  /**
   * A resumed stream (Last-Event-ID): while its replay runs, the live events wait here; after it, only those newer than
   * `replayedUpTo` are sent, so a change the replay stated is not sent again when its notification comes late.
   */
  held?: { id: number; text: string }[];
  replayedUpTo?: number;
}

/**
 * What the changed chairs show now for a stream's range (by chair id); computed once per batch of changes for all
 * streams of one channel and range.
 */
export type ChairStatesOf = (
  sectionId: number,
  changes: AvailabilityChange[],
  channel: Channel,
  range: RangeQuery,
) => Promise<Map<number, unknown>>;

/**
 * The streams of this instance by section, with their caps (per client address, per instance), their heartbeats, and
 * the fan-out of the database's changes. Changes of one section are delivered in order (one chain per section), so a
 * later state never arrives before an earlier one.
 */
@Injectable()
export class AvailabilityEventsHub implements OnApplicationShutdown {
  private readonly logger = new Logger('AvailabilityEvents');
  private readonly bySection = new Map<number, Set<EventStream>>();
  private readonly byIp = new Map<string, number>();
  /** Changes that arrived while their section's previous batch was being delivered. */
  private readonly pending = new Map<number, AvailabilityChange[]>();
  private readonly heartbeats = new Map<EventStream, NodeJS.Timeout>();
  private count = 0;
  private statesOf: ChairStatesOf = () => Promise.resolve(new Map<number, unknown>());
  private readonly undrain: () => void;

  constructor(private readonly config: AppConfig) {
    this.undrain = onDrain(() => this.endAll());
  }

  /** The service that computes the chairs' states (set once; the hub itself knows no SQL). */
  useStatesOf(statesOf: ChairStatesOf): void {
    this.statesOf = statesOf;
  }

  /** Refuses a stream over the caps: 429 for one client address, 503 for the instance (the client retries elsewhere). */
  assertRoom(ip: string): void {
    if ((this.byIp.get(ip) ?? 0) >= this.config.EVENT_STREAMS_PER_IP) {
      throw new DomainError(ErrorType.RATE_LIMITED, `At most ${this.config.EVENT_STREAMS_PER_IP} open event streams per client`, {
        retryAfterSeconds: 30,
      });
    }
    if (this.count >= this.config.EVENT_STREAMS_PER_INSTANCE) {
      throw new DomainError(ErrorType.SERVICE_UNAVAILABLE, 'This instance holds as many event streams as it may', { retryAfterSeconds: 5 });
    }
  }

  /** Registers an open stream (its headers are sent); it leaves when its connection closes. */
  add(stream: EventStream): void {
    this.assertRoom(stream.ip);
    const streams = this.bySection.get(stream.sectionId) ?? new Set<EventStream>();
    streams.add(stream);
    this.bySection.set(stream.sectionId, streams);
    this.byIp.set(stream.ip, (this.byIp.get(stream.ip) ?? 0) + 1);
    this.count++;
    eventStreamsOpen.inc({ channel: stream.channel });
    const beat = setInterval(() => this.write(stream, ': heartbeat\n\n'), this.config.EVENT_STREAM_HEARTBEAT_SECONDS * 1000);
    beat.unref();
    this.heartbeats.set(stream, beat);
    stream.res.once('close', () => this.remove(stream));
  }

  /** Streams open on this instance (for the caps' tests and the metrics). */
  get size(): number {
    return this.count;
  }

  /**
   * A change from the database: to every stream of its section whose range it touches. Per section one delivery runs at
   * a time, in the database's order; what arrives meanwhile waits and goes out as one batch (under a rush, one read
   * of the section's chairs serves many changes instead of one read each).
   */
  dispatch(change: AvailabilityChange): void {
    if (!this.bySection.has(change.sectionId)) return;
    const waiting = this.pending.get(change.sectionId);
    if (waiting) {
      waiting.push(change);
      return;
    }
    this.pending.set(change.sectionId, [change]);
    void this.drain(change.sectionId);
  }

  private async drain(sectionId: number): Promise<void> {
    try {
      for (;;) {
        const batch = this.pending.get(sectionId) ?? [];
        if (!batch.length) return;
        this.pending.set(sectionId, []);
        await this.deliver(sectionId, batch).catch((error: unknown) => {
          this.logger.warn({ msg: 'availability events not delivered', sectionId, changes: batch.length, error: String(error) });
        });
      }
    } finally {
      this.pending.delete(sectionId);
    }
  }

  /** Something of the section changed that a chair's state doesn't say (its rules, rows, prices): its streams reload. */
  reset(sectionId: number): void {
    for (const stream of this.bySection.get(sectionId) ?? []) this.write(stream, sseEvent('reset', { reason: 'the section changed' }));
  }

  /** A resumed stream's replay is written (up to change `upTo`): the live events held meanwhile that are newer follow. */
  replayed(stream: EventStream, upTo: number): void {
    const held = stream.held ?? [];
    stream.held = undefined;
    stream.replayedUpTo = upTo;
    for (const { id, text } of held) if (id > upTo) this.write(stream, text);
  }

  /** Writes to one stream (an event, a comment); a stream whose client is gone is dropped. */
  write(stream: EventStream, text: string): void {
    if (stream.res.destroyed || stream.res.writableEnded) return this.remove(stream);
    stream.res.write(text);
  }

  /** Ends every stream (shutdown or drain): their clients reconnect, to another instance if this one is going. */
  endAll(): void {
    for (const streams of this.bySection.values()) {
      for (const stream of streams) {
        this.write(stream, sseEvent('reconnect', { reason: 'shutdown' }));
        stream.res.end();
        this.remove(stream);
      }
    }
  }

  onApplicationShutdown(): void {
    this.endAll();
    this.undrain();
  }

  private async deliver(sectionId: number, batch: AvailabilityChange[]): Promise<void> {
    const groups = new Map<string, EventStream[]>();
    for (const s of this.bySection.get(sectionId) ?? []) {
      const key = `${s.channel}|${s.range.start}|${s.range.end}|${s.range.timeZone}`;
      groups.set(key, [...(groups.get(key) ?? []), s]);
    }
    for (const group of groups.values()) {
      const { channel, range, from, to } = group[0];
      // The latest change of each chair the group's days see (its id is the one a client resumes from).
      const latest = new Map<number, AvailabilityChange>();
      for (const change of batch) if (touches(change, from, to)) latest.set(change.beachChairId, change);
      if (!latest.size) continue;
      const states = await this.statesOf(sectionId, [...latest.values()], channel, range);
      for (const change of latest.values()) {
        const text = sseEvent('availability', states.get(change.beachChairId), change.id);
        for (const stream of group) {
          if (stream.held) stream.held.push({ id: Number(change.id), text });
          else if (stream.replayedUpTo === undefined || Number(change.id) > stream.replayedUpTo) this.write(stream, text);
        }
      }
    }
  }

  private remove(stream: EventStream): void {
    const streams = this.bySection.get(stream.sectionId);
    if (!streams?.delete(stream)) return;
    if (!streams.size) this.bySection.delete(stream.sectionId);
    const left = (this.byIp.get(stream.ip) ?? 1) - 1;
    if (left > 0) this.byIp.set(stream.ip, left);
    else this.byIp.delete(stream.ip);
    this.count--;
    eventStreamsOpen.dec({ channel: stream.channel });
    clearInterval(this.heartbeats.get(stream));
    this.heartbeats.delete(stream);
  }
}
