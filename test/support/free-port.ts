import net from 'node:net';

/** A TCP port on 127.0.0.1 that nothing listens on right now (for a server or Redis a test starts). */
export const freePort = () =>
  new Promise<number>((done) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => done(port));
    });
  });
