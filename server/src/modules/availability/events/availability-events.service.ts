import { Injectable } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope } from '../../../common/auth/vendor-scope.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { AvailabilityDataService, type SectionSnapshot } from '../availability-data.service.js';
import { rangeQuery, windowOf } from '../query-window.js';
import { Channel, chairAvailability, rangeFacts, RangeQuery } from '../rules/index.js';
import type { AvailabilityEventDto } from '../dto/availability-events.dto.js';
import { type AvailabilityChange, sseEvent, touches } from './availability-event.js';
import { AvailabilityEventsHub, type EventStream } from './availability-events.hub.js';

/** A Last-Event-ID further back than this many changes of the section is answered with `reset`: reload, don't replay. */
const MAX_REPLAY = 500;
/** Up to this many changed chairs are read one by one; more with one read of the whole section. */
const FEW_CHAIRS = 3;

const CHANGES_SINCE_SQL = `
SELECT id::int, section_id AS "sectionId", beach_chair_id AS "beachChairId", start::text, "end"::text, kind
  FROM availability_event WHERE section_id = $1 AND id > $2 ORDER BY id LIMIT ${MAX_REPLAY + 1}`;
/** The newest change of the section and the oldest one kept (older ones are pruned: a resume from before them can't replay). */
const HEAD_SQL = `
SELECT (SELECT max(id) FROM availability_event WHERE section_id = $1)::int AS head,
       (SELECT min(id) FROM availability_event)::int AS oldest`;

/** A Last-Event-ID header as a number, or undefined. */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const text = Array.isArray(header) ? header[0] : header;
  if (!text || !/^\d{1,15}$/.test(text.trim())) return undefined;
  return Number(text.trim());
}

/**
 * GET …/sections/{id}/availability_events (public and vendor): Server-Sent Events of the section's chairs for a range
 * of days. After the headers: `retry`, the replay of what a Last-Event-ID missed (or `reset` when that is too far
 * back), then `ready` (its id is the section's newest change), then an `availability` event per change as the
 * database announces it, and heartbeats. A change's event carries the chair's state for the stream's range, computed
 * by the same rules as the grid's tiles (chairAvailability), once per change for every stream of one range.
 */
@Injectable()
export class AvailabilityEventsService {
  constructor(
    private readonly data: AvailabilityDataService,
    private readonly sql: SqlService,
    private readonly hub: AvailabilityEventsHub,
  ) {
    this.hub.useStatesOf((sectionId, changes, channel, range) => this.statesOf(sectionId, changes, channel, range));
  }

  async openPublic(
    sectionId: number,
    q: { start: string; end: string; timeZone?: string; publicReference: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const range = rangeQuery(q);
    // 404 for an unknown section or another vendor's reference, before any byte of the stream.
    await this.data.publicSnapshot(sectionId, q.publicReference, windowOf(range), { beachChairId: 0 });
    await this.open(sectionId, range, 'online', request, reply);
  }

  async openVendor(
    user: AuthUser,
    sectionId: number,
    q: { start: string; end: string; timeZone?: string },
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<void> {
    const range = rangeQuery(q);
    const { section } = await this.data.snapshot(sectionId, windowOf(range), { beachChairId: 0 });
    assertInScope(user, section.vendorId, 'Section', sectionId, section.locationId);
    await this.open(sectionId, range, 'vendor', request, reply);
  }

  /**
   * The changed chairs' states for a range, as events' data by chair id (`removed` when a chair left the section or
   * service): a few chairs read one by one, more with one read of the section's chairs (a rush's batch).
   */
  async statesOf(
    sectionId: number,
    changes: Pick<AvailabilityChange, 'beachChairId' | 'kind'>[],
    channel: Channel,
    range: RangeQuery,
  ): Promise<Map<number, AvailabilityEventDto>> {
    const window = windowOf(range);
    const states = new Map<number, AvailabilityEventDto>();
    const answer = (change: Pick<AvailabilityChange, 'beachChairId' | 'kind'>, snapshot: SectionSnapshot | undefined) => {
      const base = { sectionId, beachChairId: change.beachChairId, start: range.start, end: range.end, kind: change.kind };
      const chair = snapshot?.chairs.find((c) => c.id === change.beachChairId);
      if (!snapshot || !chair || snapshot.section.id !== sectionId) return states.set(change.beachChairId, { ...base, removed: true });
      const { facts } = rangeFacts(snapshot.section, range, new Date(), channel);
      const a = chairAvailability(chair, facts);
      return states.set(change.beachChairId, {
        ...base,
        removed: false,
        state: a.state,
        free: a.free,
        bookable: a.bookable,
        reason: a.reason ?? null,
      });
    };
    if (changes.length <= FEW_CHAIRS) {
      for (const change of changes) answer(change, await this.data.chairSnapshot(change.beachChairId, window));
    } else {
      const snapshot = await this.data.snapshot(sectionId, window).catch(() => undefined);
      for (const change of changes) answer(change, snapshot);
    }
    return states;
  }

  private async open(sectionId: number, range: RangeQuery, channel: Channel, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    this.hub.assertRoom(request.ip);
    const since = lastEventId(request.headers['last-event-id']);
    const { from, to } = windowOf(range);
    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      // nginx and similar proxies would buffer the stream otherwise.
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    res.write('retry: 3000\n\n');
    // Live changes from now on; a resumed stream holds them until its replay is written (the hub sends only newer ones).
    const stream: EventStream = { sectionId, channel, range, from, to, ip: request.ip, res, held: since === undefined ? undefined : [] };
    this.hub.add(stream);
    const [{ head, oldest }] = await this.sql.rows<{ head: number | null; oldest: number | null }>('availability_events_head', HEAD_SQL, [
      sectionId,
    ]);
    let upTo = Math.max(head ?? 0, since ?? 0);
    if (since !== undefined) {
      try {
        upTo = Math.max(upTo, await this.replay(stream, since, oldest));
      } finally {
        this.hub.replayed(stream, upTo);
      }
    }
    this.hub.write(stream, sseEvent('ready', { sectionId, start: range.start, end: range.end }, upTo));
  }

  /**
   * What a reconnecting client missed: the latest state of each chair that changed, or `reset` when too much was.
   * Answers the newest change id it read.
   */
  private async replay(stream: EventStream, since: number, oldest: number | null): Promise<number> {
    const changes = await this.sql.rows<AvailabilityChange>('availability_events_since', CHANGES_SINCE_SQL, [stream.sectionId, since]);
    // Changes were pruned after the client's last one (the table keeps a day), or too many to replay one by one.
    if ((oldest !== null && since < oldest - 1 && changes.length) || changes.length > MAX_REPLAY) {
      this.hub.write(stream, sseEvent('reset', { reason: 'too far behind: load the availability again' }));
      // After a reset the client loads everything again: the held live events are newer than nothing it keeps.
      return since;
    }
    const latest = new Map<number, AvailabilityChange>();
    for (const change of changes) if (touches(change, stream.from, stream.to)) latest.set(change.beachChairId, change);
    const states = await this.statesOf(stream.sectionId, [...latest.values()], stream.channel, stream.range);
    for (const change of latest.values()) {
      this.hub.write(stream, sseEvent('availability', states.get(change.beachChairId), change.id));
    }
    return changes.reduce((max, change) => Math.max(max, Number(change.id)), since);
  }
}
