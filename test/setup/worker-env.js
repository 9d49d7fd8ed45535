// Runs in each test file of the e2e, fuzz and browser tiers before it loads: the worker's own database and built
// server (test/setup/global-setup.js made one of each per worker), so parallel files never share a table.
const worker = Number(process.env.JEST_WORKER_ID ?? '1');
const pick = (name) => {
  const list = process.env[name] ? JSON.parse(process.env[name]) : undefined;
  return list ? list[(worker - 1) % list.length] : undefined;
};
for (const [variable, list] of [
  ['DATABASE_URL', 'TEST_WORKER_DATABASE_URLS'],
  ['BROWSER_DATABASE_URL', 'TEST_WORKER_BROWSER_DATABASE_URLS'],
  ['BASE_URL', 'TEST_WORKER_BASE_URLS'],
  ['DATA_DIR', 'TEST_WORKER_DATA_DIRS'],
  ['BROWSER_DATA_DIR', 'TEST_WORKER_BROWSER_DATA_DIRS'],
  ['CHROMIUM_WS_ENDPOINT', 'TEST_WORKER_CHROMIUM_WS_ENDPOINTS'],
]) {
  const value = pick(list);
  if (value !== undefined) process.env[variable] = value;
}
