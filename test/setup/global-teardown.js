export default async function globalTeardown() {
  const app = globalThis.__TEST_APP__;
  if (app && app.exitCode === null) {
    app.kill('SIGTERM');
    await new Promise((resolve) => app.once('exit', resolve));
  }
  for (const container of globalThis.__TEST_CONTAINERS__ ?? []) await container.stop();
}
