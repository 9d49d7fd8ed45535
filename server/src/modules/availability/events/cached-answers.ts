import type { FastifyInstance } from 'fastify';
import { rawJsonPayload } from '../raw-json.js';
import { AvailabilityCache } from './availability-cache.js';

/** The public routes whose kept answers the fast path serves (the ends of their route templates). */
const CACHED_ROUTES = ['/features/public/sections/:id/beach_chairs_availability', '/features/public/sections/:id/calendar_availability'];

/**
 * The fast path of the availability cache: a GET whose exact URL was answered from a kept answer before (the URL
 * passed validation then, and the routes are public, answer the same to everyone and have no limit of their own) gets
 * that answer in preHandler, before Nest's guards, pipes and interceptors, which cost more than the answer itself
 * (issue 15: section availability, 1 day, 16 clients). It runs after every onRequest hook (security headers, CORS,
 * the request id), and the request log and metrics see it as any other answer. A miss goes the usual way, which keeps
 * the answer and its URL (AvailabilityCache.get's alias).
 */
export function serveCachedAvailability(fastify: FastifyInstance, cache: AvailabilityCache): void {
  fastify.addHook('preHandler', async (request, reply) => {
    if (request.method !== 'GET') return;
    const route = request.routeOptions.url ?? '';
    if (!CACHED_ROUTES.some((end) => route.endsWith(end))) return;
    const body = cache.byAlias(request.url);
    if (typeof body !== 'string') return;
    return reply.send(await rawJsonPayload(body, request, reply));
  });
}
