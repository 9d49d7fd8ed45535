import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { promisify } from 'node:util';
import { gzip, gzipSync } from 'node:zlib';
import { mergeMap, Observable } from 'rxjs';

const gzipAsync = promisify(gzip);
/** Up to this size the answer is gzipped inline; larger ones (a season's calendar) in zlib's thread pool. */
const INLINE_GZIP_MAX = 256 * 1024;

/**
 * The gzipped bytes of the last answers, by the answer itself: a cached answer (events/availability-cache.ts) is the
 * same string each time, so it is compressed once, not per request. Bounded; the oldest go first.
 */
const zipped = new Map<string, Buffer>();
/** What the remembered answers may weigh together (their text, which the cache holds anyway, and their bytes). */
const ZIPPED_MAX_CHARS = 32 * 1024 * 1024;
let zippedChars = 0;

async function gzipOnce(body: string): Promise<Buffer> {
  const known = zipped.get(body);
  if (known) return known;
  const bytes = body.length <= INLINE_GZIP_MAX ? gzipSync(body, { level: 3 }) : await gzipAsync(body, { level: 3 });
  zipped.set(body, bytes);
  zippedChars += body.length;
  for (const [oldest] of zipped) {
    if (zippedChars <= ZIPPED_MAX_CHARS) break;
    zipped.delete(oldest);
    zippedChars -= oldest.length;
  }
  return bytes;
}

/** A JSON document already serialized: the controller sends it as it is (application/json) instead of stringifying again. */
export type RawJson = string & { readonly __rawJson: true };

/** `head` (an object's JSON) with `"key":[items...]` appended as its last member. */
export function withArrayMember(head: object, key: string, items: string[]): RawJson {
  const json = JSON.stringify(head);
  return `${json.slice(0, -1)}${json.length > 2 ? ',' : ''}"${key}":[${items.join(',')}]}` as RawJson;
}

/** Whether Accept-Encoding allows gzip (by name or *, with a q-value above 0). */
export function acceptsGzip(header: string | undefined): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * The bytes to send for a RawJson answer, with its headers set: gzipped (once per distinct answer) when the client
 * accepts gzip and the answer is worth it. The interceptor below and the cache's fast path (events/cached-answers.ts).
 */
export async function rawJsonPayload(body: string, request: FastifyRequest, reply: FastifyReply): Promise<string | Buffer> {
  void reply.header('Content-Type', 'application/json; charset=utf-8');
  if (body.length < 1024) return body;
  void reply.header('Vary', 'Accept-Encoding');
  if (!acceptsGzip(request.headers['accept-encoding'])) return body;
  const bytes = await gzipOnce(body);
  void reply.header('Content-Encoding', 'gzip');
  return bytes;
}

/**
 * Gzips a RawJson answer in one call when the client accepts gzip (level 3: 150 kB of chair JSON in 0.2 ms to 7 kB):
 * inline up to 256 kB, in zlib's thread pool above.
 * The global compression plugin streams anything above 8 kB chunk by chunk, which for a 150 kB availability answer
 * costs more in hops than the compression itself; it leaves answers that carry a Content-Encoding alone.
 */
@Injectable()
export class GzipRawJsonInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const reply = context.switchToHttp().getResponse<FastifyReply>();
    return next
      .handle()
      .pipe(mergeMap((body: unknown) => (typeof body === 'string' ? rawJsonPayload(body, request, reply) : Promise.resolve(body))));
  }
}
