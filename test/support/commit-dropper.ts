import net from 'node:net';

/**
 * A TCP proxy in front of PostgreSQL that can lose the answer to a COMMIT: armed with dropNextCommit(), it lets the
 * server commit and then closes the app's connection instead of passing on the server's CommandComplete "COMMIT" —
 * the moment a failover, a restart or a network cut can hit (the change is in the database, the app never hears so).
 * Only the COMMIT of a transaction that changed a booking's status is dropped (its statements contain `pattern`), so
 * the app's other traffic goes through untouched. Knows just enough of the protocol (v3, no TLS): typed server
 * messages, and the client's Query and Parse messages for their SQL text.
 */
export class CommitDropper {
  private server?: net.Server;
  private armed = false;
  private readonly sockets = new Set<net.Socket>();
  /** How many answers to a COMMIT it dropped. */
  dropped = 0;
  port = 0;

  constructor(
    private readonly target: { host: string; port: number },
    private readonly pattern = /UPDATE booking b SET status/,
  ) {}

  async start(): Promise<this> {
    this.server = net.createServer((client) => this.pipe(client));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as net.AddressInfo).port;
    return this;
  }

  /** The next COMMIT of a status change commits in the database, and its answer never reaches the app. */
  dropNextCommit(): void {
    this.armed = true;
  }

  async stop(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private pipe(client: net.Socket): void {
    const server = net.connect(this.target);
    this.sockets.add(client).add(server);
    const end = () => {
      client.destroy();
      server.destroy();
      this.sockets.delete(client);
      this.sockets.delete(server);
    };
    client.on('error', end).on('close', end);
    server.on('error', end).on('close', end);
    /** Whether the transaction now running on this connection changed a booking's status. */
    let marked = false;
    let fromClient = Buffer.alloc(0);
    let startup = true;
    client.on('data', (chunk: Buffer) => {
      server.write(chunk);
      fromClient = Buffer.concat([fromClient, chunk]);
      // The startup message has no type byte: length first.
      if (startup) {
        if (fromClient.length < 4) return;
        const length = fromClient.readInt32BE(0);
        if (fromClient.length < length) return;
        fromClient = fromClient.subarray(length);
        startup = false;
      }
      for (;;) {
        if (fromClient.length < 5) return;
        const length = fromClient.readInt32BE(1);
        if (fromClient.length < 1 + length) return;
        const type = String.fromCharCode(fromClient[0]);
        const body = fromClient.subarray(5, 1 + length).toString('utf8');
        fromClient = fromClient.subarray(1 + length);
        if ((type === 'Q' || type === 'P') && this.pattern.test(body)) marked = true;
      }
    });
    let fromServer = Buffer.alloc(0);
    server.on('data', (chunk: Buffer) => {
      fromServer = Buffer.concat([fromServer, chunk]);
      let forward = 0;
      for (;;) {
        if (fromServer.length - forward < 5) break;
        const length = fromServer.readInt32BE(forward + 1);
        if (fromServer.length - forward < 1 + length) break;
        const type = String.fromCharCode(fromServer[forward]);
        const tag = type === 'C' ? fromServer.subarray(forward + 5, forward + length).toString('utf8') : '';
        if (tag.startsWith('COMMIT') || tag.startsWith('ROLLBACK')) {
          if (tag.startsWith('COMMIT') && marked && this.armed) {
            // The server has committed; everything before this message goes through, this one and the rest never do.
            this.armed = false;
            this.dropped++;
            client.write(fromServer.subarray(0, forward), () => end());
            return;
          }
          marked = false;
        }
        forward += 1 + length;
      }
      client.write(fromServer.subarray(0, forward));
      fromServer = fromServer.subarray(forward);
    });
  }
}
