import type { FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { requestContext } from '../logging/logger.js';
import { httpRequestDuration } from '../metrics/metrics.js';

/**
 * One line per request (method, route template, status, duration; no query, headers or body, so no personal data) and
 * the http_request_duration_seconds histogram; every line written while a request runs carries its requestId.
 */
export function registerRequestLog(fastify: FastifyInstance, logger: Logger): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    // done() inside run(): the rest of the request's lifecycle (guards, handler, hooks) runs in this context.
    requestContext.run({ requestId: String(request.id) }, done);
  });
  fastify.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    const seconds = reply.elapsedTime / 1000;
    httpRequestDuration.observe({ method: request.method, route, status: String(status) }, seconds);
    const line = { method: request.method, route, status, durationMs: Math.round(reply.elapsedTime * 10) / 10 };
    if (status >= 500) logger.error(line, 'request');
    else logger.info(line, 'request');
    done();
  });
}
