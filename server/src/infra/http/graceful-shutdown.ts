import type { LoggerService } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import net, { type Socket } from 'node:net';

export interface DrainOptions {
  /** A connection with no request for this long during the drain is closed (its client has gone quiet). */
  idleMs?: number;
  /** The drain ends after this long whatever is still running; the application closes then. */
  timeoutMs?: number;
}

/**
 * SIGTERM / SIGINT for `node main.js`: drain, close, exit 0.
 * 1. No new connections (the listening socket closes; a load balancer tries the next instance).
 * 2. Every answer from now on, and those of the requests in flight, carry `Connection: close`: a kept-alive client
 *    opens a new connection (elsewhere) instead of sending its next request on one that is about to close, so no
 *    accepted request meets a reset.
 * 3. When every connection has closed (or gone quiet for `idleMs`, or after `timeoutMs`), the application closes
 *    (Nest's shutdown hooks: queues, workers, Redis, the database pool) and the process exits 0.
 * Registered before listen(): it adds Node-level listeners to the HTTP server.
 */
/** What must end before a drain can finish: long-lived answers (event streams) end when it starts, not after it. */
const drainHooks = new Set<() => void>();

/** Registers `end` to run when a drain starts; answers the unregistration. */
export function onDrain(end: () => void): () => void {
  drainHooks.add(end);
  return () => drainHooks.delete(end);
}

export function drainOnSignals(app: NestFastifyApplication, logger: LoggerService, options: DrainOptions = {}): void {
  const idleMs = options.idleMs ?? 1000;
  const timeoutMs = options.timeoutMs ?? 10_000;
  const server = app.getHttpServer();
  /** Open connections and the requests each has in flight. */
  const sockets = new Map<Socket, { active: number; lastActive: number }>();
  const inFlight = new Set<ServerResponse>();
  let draining = false;

  server.on('connection', (socket: Socket) => {
    sockets.set(socket, { active: 0, lastActive: Date.now() });
    socket.once('close', () => sockets.delete(socket));
  });
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    const state = sockets.get(req.socket);
    if (state) {
      state.active++;
      state.lastActive = Date.now();
    }
    inFlight.add(res);
    if (draining) res.setHeader('Connection', 'close');
    res.once('close', () => {
      inFlight.delete(res);
      if (state) {
        state.active--;
        state.lastActive = Date.now();
      }
    });
  });

  const drain = async (signal: string) => {
    if (draining) return;
    draining = true;
    const started = Date.now();
    logger.log({ msg: 'draining', signal, connections: sockets.size, requests: inFlight.size }, 'Shutdown');
    for (const res of inFlight) if (!res.headersSent) res.setHeader('Connection', 'close');
    // Event streams would hold their connections for ever: they end now (their clients reconnect elsewhere).
    for (const end of drainHooks) end();
    // net.Server's close, not http.Server's: that one would also end the idle kept-alive connections at once, under a
    // client that may be sending its next request on one right now.
    net.Server.prototype.close.call(server);
    while (sockets.size && Date.now() - started < timeoutMs) {
      const now = Date.now();
      for (const [socket, state] of sockets) if (!state.active && now - state.lastActive >= idleMs) socket.destroy();
      await new Promise((r) => setTimeout(r, 25));
    }
    logger.log({ msg: 'drained', ms: Date.now() - started, connectionsLeft: sockets.size }, 'Shutdown');
    await app.close();
  };

  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.on(signal, () => {
      drain(signal).then(
        () => process.exit(0),
        (error: Error) => {
          logger.error({ msg: 'shutdown failed', error: String(error?.stack ?? error) }, 'Shutdown');
          process.exit(1);
        },
      );
    });
  }
}
