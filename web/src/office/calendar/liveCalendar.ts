import { useEffect } from 'react';
import { officeApi } from '../api/officeApi';
import { useOfficeDispatch, useOfficeSelector } from '../app/hooks';

// Issue 15, item 2, for the office: the calendar listens to the vendor's availability events of its section and days
// (GET /features/sections/{id}/availability_events). EventSource cannot send the bearer token, so the stream is read
// with fetch; a change reloads the calendar's reads (tag Calendar) at most once a second.

export interface SseMessage {
  id?: string;
  event?: string;
  data?: string;
}

/** One Server-Sent Events block (the lines between two blank lines); comments (heartbeats) give an empty message. */
export function parseSseBlock(block: string): SseMessage {
  const message: SseMessage = {};
  for (const line of block.split('\n')) {
    if (!line || line.startsWith(':')) continue;
    const at = line.indexOf(':');
    const field = at < 0 ? line : line.slice(0, at);
    const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event') message[field] = value;
    else if (field === 'data') message.data = message.data === undefined ? value : `${message.data}\n${value}`;
  }
  return message;
}

/** Splits what arrived into whole blocks; answers them and what is left for the next chunk. */
export function takeBlocks(buffer: string): { blocks: string[]; rest: string } {
  const parts = buffer.replace(/\r\n/g, '\n').split('\n\n');
  return { blocks: parts.slice(0, -1), rest: parts[parts.length - 1] ?? '' };
}

const RECONNECT_MS = 3000;
const RELOAD_MS = 1000;

/** Keeps the calendar of a section and days live while it is shown. */
export function useLiveCalendar(sectionId: number | undefined, start: string, end: string, timeZone: string): void {
  const token = useOfficeSelector((state) => state.session.accessToken);
  const dispatch = useOfficeDispatch();
  useEffect(() => {
    if (!sectionId || !token || typeof fetch === 'undefined' || typeof TextDecoder === 'undefined') return undefined;
    const controller = new AbortController();
    const url = `/api/v1/features/sections/${sectionId}/availability_events?${new URLSearchParams({ start, end, timeZone }).toString()}`;
    let reload: ReturnType<typeof setTimeout> | undefined;
    let lastId: string | undefined;
    const changed = () => {
      reload ??= setTimeout(() => {
        reload = undefined;
        dispatch(officeApi.util.invalidateTags(['Calendar']));
      }, RELOAD_MS);
    };
    const listen = async () => {
      while (!controller.signal.aborted) {
        try {
          const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'text/event-stream' };
          if (lastId) headers['last-event-id'] = lastId;
          const res = await fetch(url, { headers, signal: controller.signal });
          if (!res.ok || !res.body) throw new Error(`event stream answered ${res.status}`);
          const reader = res.body.getReader();
          const decoder = new TextDecoder();
          let buffer = '';
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            const { blocks, rest } = takeBlocks(buffer + decoder.decode(value, { stream: true }));
            buffer = rest;
            for (const block of blocks) {
              const message = parseSseBlock(block);
              if (message.id) lastId = message.id;
              if (message.event === 'availability' || message.event === 'reset') changed();
            }
          }
        } catch {
          if (controller.signal.aborted) return;
        }
        // Dropped (or refused, e.g. an expired token: a new one restarts this effect): try again after a pause.
        await new Promise((resolve) => setTimeout(resolve, RECONNECT_MS));
      }
    };
    void listen();
    return () => {
      controller.abort();
      clearTimeout(reload);
    };
  }, [sectionId, start, end, timeZone, token, dispatch]);
}
