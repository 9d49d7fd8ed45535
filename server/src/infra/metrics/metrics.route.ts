import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createServer, type Server } from 'node:http';
import { timingSafeEqual } from 'node:crypto';
import { registry } from './metrics.js';

export interface MetricsAccess {
  /** Production: /metrics needs this bearer token (or comes from loopback). */
  token?: string;
  /** Serve the metrics on this port instead (no token: the port is kept inside the cluster); /metrics on the API port is then 404. */
  port?: number;
  host: string;
  production: boolean;
}

const LOOPBACK = /^(127\.|::1$|::ffff:127\.)/;

/** Loopback and development are open; in production a matching `Authorization: Bearer <METRICS_TOKEN>`. */
export function metricsAllowed(request: FastifyRequest, access: MetricsAccess): boolean {
  // The socket's own address, not request.ip: a proxy's X-Forwarded-For must not make a remote scrape "local".
  if (LOOPBACK.test(request.socket.remoteAddress ?? '') || !access.production) return true;
  if (!access.token) return false;
  const given = Buffer.from(request.headers.authorization ?? '');
  const expected = Buffer.from(`Bearer ${access.token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

async function send(reply: FastifyReply): Promise<string> {
  void reply.header('Content-Type', registry.contentType).header('Cache-Control', 'no-store');
  return registry.metrics();
}

/** GET /metrics in Prometheus text format, on the API port, or on METRICS_PORT (answers the server to close, if any). */
export function registerMetricsRoute(fastify: FastifyInstance, access: MetricsAccess): Server | undefined {
  if (access.port) {
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
        : [403, 'FORBIDDEN', '/metrics is open to loopback only; set METRICS_TOKEN or METRICS_PORT'];
      return reply.code(statusCode).send({ statusCode, errorType, payload: {}, message });
    }
    return send(reply);
  });
  return undefined;
}
