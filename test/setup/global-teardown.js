export default async function globalTeardown() {
  // Named by the e2e and browser projects: tear down once.
  if (globalThis.__TEST_TEARDOWN_DONE__) return;
  globalThis.__TEST_TEARDOWN_DONE__ = true;
  const app = globalThis.__TEST_APP__;
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  const redis = globalThis.__TEST_REDIS_PREFIX__;
  if (redis) {
    // The spawned app's queue and rate-limit keys of this run.
    const { Redis } = await import('ioredis');
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      let cursor = '0';
      do {
        const [next, keys] = await client.scan(cursor, 'MATCH', `${redis.prefix}*`, 'COUNT', 500);
        if (keys.length) await client.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    } finally {
      client.disconnect();
    }
  }
  for (const container of globalThis.__TEST_CONTAINERS__ ?? []) await container.stop();
}
