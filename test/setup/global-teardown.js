// Runs once after the tiers that global-setup.js prepared: the browser servers stopped, their Redis keys removed. The
// databases stay until the next run (to look into after a failure).
export default async function globalTeardown() {
  const state = globalThis.__TEST_STATE__;
  if (!state || state.tornDown) return;
  state.tornDown = true;
  await Promise.all(
    state.servers
      .filter((child) => child.exitCode === null)
      .map((child) => {
        const exited = new Promise((done) => child.once('exit', done));
        child.kill('SIGTERM');
        return exited;
      }),
  );
  await Promise.all((state.chromiums ?? []).map((server) => server.close()));
  if (state.redisPrefixes?.length) {
    const { Redis } = await import('ioredis');
    const client = new Redis(state.services.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      for (const prefix of state.redisPrefixes) {
        let cursor = '0';
        do {
          const [next, keys] = await client.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
          if (keys.length) await client.del(...keys);
          cursor = next;
        } while (cursor !== '0');
      }
    } finally {
      client.disconnect();
    }
  }
  for (const container of state.containers ?? []) await container.stop();
}
