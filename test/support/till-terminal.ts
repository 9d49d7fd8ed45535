import type { TestContext } from './test-app.js';

/** One Server-Sent Event as read from the stream. */
export interface SseEvent {
  event: string;
  data: Record<string, unknown>;
}

/**
 * Reads GET …/events as the office does: `opened` resolves with the first event (the state now), `done` with every
 * event once the server ends the stream.
 */
export function readEvents(
  ctx: TestContext,
  path: string,
  auth: Record<string, string>,
): { opened: Promise<SseEvent>; done: Promise<SseEvent[]> } {
  let first: (e: SseEvent) => void = () => undefined;
  const opened = new Promise<SseEvent>((resolve) => (first = resolve));
  const parse = (text: string): SseEvent[] =>
    text
      .split('\n\n')
      .filter((block) => block.includes('event: '))
      .map((block) => {
        const line = (name: string) =>
          block
            .split('\n')
            .find((l) => l.startsWith(`${name}: `))!
            .slice(name.length + 2);
        return { event: line('event'), data: JSON.parse(line('data')) as Record<string, unknown> };
      });
  const done = new Promise<SseEvent[]>((resolve, reject) => {
    ctx
      .http()
      .get(path)
      .set(auth)
      .buffer(true)
      .parse((res, callback) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          text += chunk;
          const events = parse(text);
          if (events.length) first(events[0]);
        });
        res.on('end', () => callback(null, text));
      })
      .then((res) => {
        if (res.status !== 200) reject(new Error(`events answered ${res.status}`));
        else if (!String(res.headers['content-type']).startsWith('text/event-stream')) reject(new Error('not an event stream'));
        else resolve(parse(res.body as string));
      }, reject);
  });
  return { opened, done };
}

/** Bookings, chair bookings, payments, sales and terminal payments of a vendor. */
export const tillCounts = async (ctx: TestContext, vendorId: number) =>
  (
    await ctx.db.query(
      `SELECT (SELECT count(*)::int FROM booking WHERE vendor_id = $1) AS bookings,
              (SELECT count(*)::int FROM beach_chair_booking cb JOIN booking b ON b.id = cb.booking_id WHERE b.vendor_id = $1) AS "chairBookings",
              (SELECT count(*)::int FROM payment p JOIN booking b ON b.id = p.booking_id WHERE b.vendor_id = $1) AS payments,
              (SELECT count(*)::int FROM till_sale WHERE vendor_id = $1) AS sales`,
      [vendorId],
    )
  ).rows[0] as { bookings: number; chairBookings: number; payments: number; sales: number };
