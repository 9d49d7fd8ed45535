// Finds PostgreSQL (with PostGIS) and Redis for the tests: the URLs given, else the local services,
// else (where a Docker engine runs) containers started with testcontainers.
import net from 'node:net';
import { execFileSync } from 'node:child_process';

const reachable = (url, fallbackPort) =>
  new Promise((resolve) => {
    const { hostname, port } = new URL(url);
    const socket = net.connect({ host: hostname, port: Number(port || fallbackPort) });
    socket.setTimeout(1500);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
  });

const dockerAvailable = () => {
  try {
    execFileSync('docker', ['info'], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
};

export async function resolveServices() {
  const started = [];
  let databaseUrl = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  let redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const [pgUp, redisUp] = await Promise.all([reachable(databaseUrl, 5432), reachable(redisUrl, 6379)]);
  if ((!pgUp || !redisUp) && dockerAvailable()) {
    const { GenericContainer, Wait } = await import('testcontainers');
    if (!pgUp) {
      const pg = await new GenericContainer('postgis/postgis:15-3.4')
        .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
        .withExposedPorts(5432)
        .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
        .start();
      started.push(pg);
      databaseUrl = `postgres://postgres@${pg.getHost()}:${pg.getMappedPort(5432)}/postgres`;
    }
    if (!redisUp) {
      const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
      started.push(redis);
      redisUrl = `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`;
    }
  } else if (!pgUp || !redisUp) {
    throw new Error(
      `No ${!pgUp ? `PostgreSQL at ${databaseUrl}` : `Redis at ${redisUrl}`} and no Docker engine for testcontainers. ` +
        'Start the local services (see README) or set DATABASE_URL / REDIS_URL.',
    );
  }
  return { databaseUrl, redisUrl, containers: started };
}

/** The same server, another database name. */
export function withDatabase(url, name) {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
