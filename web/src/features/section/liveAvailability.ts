import type { AvailabilityState, BookableDto, SectionAvailabilityDto, UnavailabilityReason } from '../../api/generated';

// Issue 15, item 2: the open section view listens to the server's availability events (Server-Sent Events,
// GET …/sections/{id}/availability_events) and patches the tiles it shows, so a chair someone else took turns booked
// before the guest clicks it.

/** The data of an `availability` event (AvailabilityEventDto on the server). */
export interface AvailabilityEvent {
  sectionId: number;
  beachChairId: number;
  start: string;
  end: string;
  removed: boolean;
  state?: AvailabilityState;
  free?: boolean;
  bookable?: BookableDto;
  reason?: UnavailabilityReason | null;
}

/** Applies an event to a section's availability (in an RTK Query draft): the chair's state, or its removal. */
export function applyAvailabilityEvent(draft: SectionAvailabilityDto, event: AvailabilityEvent): void {
  const index = draft.rowData.findIndex((chair) => chair.id === event.beachChairId);
  const chair = draft.rowData[index];
  if (!chair) return;
  if (event.removed) {
    draft.rowData.splice(index, 1);
    draft.counts.total -= 1;
    if (chair.free) draft.counts.free -= 1;
    return;
  }
  if (event.free !== undefined && event.free !== chair.free) draft.counts.free += event.free ? 1 : -1;
  if (event.state !== undefined) chair.state = event.state;
  if (event.free !== undefined) chair.free = event.free;
  if (event.bookable !== undefined) chair.bookable = event.bookable;
  if (event.reason !== undefined) chair.reason = event.reason;
}

export interface StreamHandlers {
  /** A chair's new state. */
  onChange: (event: AvailabilityEvent) => void;
  /** The section changed otherwise (its rules, rows, prices) or the client fell too far behind: load it again. */
  onReset: () => void;
}

interface SharedStream {
  source: EventSource;
  handlers: Set<StreamHandlers>;
}

/** One EventSource per section and range, shared by every view that shows it (the grid, the map's pins, the timeline). */
const streams = new Map<string, SharedStream>();

/** The stream's address for a section and range. */
export const eventsUrl = (q: {
  id: number;
  publicReference: string;
  start: string;
  end: string;
  timeZone: string;
}): string =>
  `/api/v1/features/public/sections/${q.id}/availability_events?${new URLSearchParams({
    publicReference: q.publicReference,
    start: q.start,
    end: q.end,
    timeZone: q.timeZone,
  }).toString()}`;

/**
 * Listens to a section's availability events while subscribed; answers the unsubscription. Without EventSource (old
 * browsers, tests) nothing happens: the view still shows what it loaded. EventSource reconnects by itself and sends
 * Last-Event-ID, so the server replays what a short drop missed.
 */
export function subscribeAvailability(url: string, handlers: StreamHandlers): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let shared = streams.get(url);
  if (!shared) {
    const source = new EventSource(url);
    const created: SharedStream = { source, handlers: new Set() };
    source.addEventListener('availability', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as AvailabilityEvent;
      for (const h of created.handlers) h.onChange(event);
    });
    source.addEventListener('reset', () => {
      for (const h of created.handlers) h.onReset();
    });
    streams.set(url, created);
    shared = created;
  }
  shared.handlers.add(handlers);
  const mine = shared;
  return () => {
    mine.handlers.delete(handlers);
    if (!mine.handlers.size) {
      mine.source.close();
      streams.delete(url);
    }
  };
}
