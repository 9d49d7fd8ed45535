/** The availability event streams' wire format, for their OpenAPI descriptions. */
export const EVENT_STREAM_DOC = [
  'text/event-stream (Server-Sent Events). First `retry: 3000`; with a Last-Event-ID header the missed changes (the',
  "latest state of each chair that changed since) or a `reset` event when that is too far back (reload the section's",
  'availability); then `ready` (its id is the newest change); then one `availability` event per change (id: the',
  "change's number; data: AvailabilityEventDto with the chair's state for start..end) and a `: heartbeat` comment",
  'every 15 s. `reconnect` announces that this instance is shutting down (EventSource reconnects by itself). At most',
  '20 streams per client address (429) and 5000 per instance (503, Retry-After) by default.',
].join(' ');
