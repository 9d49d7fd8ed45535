import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { registry } from './metrics.js';

export interface MetricsAccess {
  /** Production: /metrics on the API port needs this bearer token, from every caller, loopback included. */
  token?: string;
  /** Serve the metrics on this port instead (no token: the port is kept inside the cluster); /metrics on the API port is then 404. */
  port?: number;
  host: string;
  production: boolean;
}

/**
 * Development and test are open; production needs `Authorization: Bearer <METRICS_TOKEN>` whoever calls, loopback too:
 * a reverse proxy on the same host would otherwise publish the metrics.
 */
export function metricsAllowed(request: FastifyRequest, access: MetricsAccess): boolean {
  if (!access.production) return true;
  if (!access.token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${access.token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function send(reply: FastifyReply): Promise<string> {
  void reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
  return registry.metrics();
}

/**
 * GET /metrics in Prometheus text format, on the API port, or on METRICS_PORT (answers the server to close, if any). A
 * route on the API port either way, so nothing else (the storefront's catch-all) ever answers /metrics there.
 */
export function registerMetricsRoute(fastify: FastifyInstance, access: MetricsAccess): Server | undefined {
  if (access.port) {
    fastify.get('/metrics', (_request, reply) =>
      reply.code(404).send({ message: 'Cannot GET /metrics', error: 'Not Found', statusCode: 404 }),
    );
    const server = createServer((req, res) => {
      if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
        res.writeHead(404).end();
        return;
      }
      registry.metrics().then(
        (body) => res.writeHead(200, { 'Content-Type': registry.contentType, 'Cache-Control': 'no-store' }).end(body),
        () => res.writeHead(500).end(),
      );
    });
    server.listen(access.port, access.host);
    return server;
  }
  fastify.get('/metrics', async (request, reply) => {
    if (!metricsAllowed(request, access)) {
      // The error catalogue's shape (Nest's filter does not see this plain Fastify route).
      const [statusCode, errorType, message] = access.token
        ? [401, 'UNAUTHENTICATED', '/metrics needs Authorization: Bearer <METRICS_TOKEN>']
        : [403, 'FORBIDDEN', 'In production /metrics needs METRICS_TOKEN (a bearer token) or METRICS_PORT'];
      if (statusCode === 401) void reply.header('WWW-Authenticate', 'Bearer');
      return reply.code(statusCode).send({ statusCode, errorType, payload: {}, message });
    }
    return send(reply);
  });
  return undefined;
}
