import { createApp } from './app.factory.js';
import { AppRole, ConfigError, loadConfig } from './config/app-config.js';
import { drainOnSignals } from './infra/http/graceful-shutdown.js';
import { JsonLogger } from './infra/logging/json-logger.js';
import { rootLogger } from './infra/logging/logger.js';
import { routeProcessOutput, writeFatal } from './infra/logging/process-output.js';

/** The boot line that says what this process does (APP_ROLE). */
const ROLE_DOES: Record<AppRole, string> = {
  all: 'HTTP API, queue workers and sweepers',
  api: 'HTTP API only; it enqueues jobs, the worker processes run them and the sweepers',
  worker: 'queue workers and sweepers; HTTP answers only GET /health and /metrics',
};

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      writeFatal('invalid configuration: the server does not start', { problems: error.problems });
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }
  // From here on, nothing a library or Node prints bypasses the JSON log.
  routeProcessOutput(rootLogger(config.LOG_LEVEL));
  const logger = new JsonLogger(config.LOG_LEVEL);
  logger.log({ msg: 'configuration', config: config.describe() }, 'Boot');
  logger.log({ msg: `role ${config.APP_ROLE}: ${ROLE_DOES[config.APP_ROLE]}`, role: config.APP_ROLE }, 'Boot');
  if (!config.S3_BUCKET) logger.log({ msg: `no S3_BUCKET: files are stored on local disk under ${config.DATA_DIR}` }, 'Boot');
  if (!config.SMTP_HOST) logger.log({ msg: `no SMTP_HOST: mails go to the outbox under ${config.DATA_DIR}/outbox` }, 'Boot');
  if (config.isProduction && !config.METRICS_TOKEN && !config.METRICS_PORT)
    logger.warn({ msg: 'no METRICS_TOKEN or METRICS_PORT: GET /metrics answers 403 to everyone (production)' }, 'Boot');
  if (!config.SEVDESK_API_TOKEN)
    logger.log({ msg: 'no SEVDESK_API_TOKEN: creating sevDesk contacts answers 409 INTEGRATION_NOT_CONFIGURED' }, 'Boot');

  const app = await createApp(config, { shutdownHooks: false });
  drainOnSignals(app, logger); // SIGTERM/SIGINT: stop accepting, answer with Connection: close, close, exit 0
  await app.listen({ port: config.PORT, host: config.HOST });
  const docs = config.servesApi ? { docs: `http://localhost:${config.PORT}/api/docs` } : {};
  logger.log({ msg: `listening on http://localhost:${config.PORT}`, role: config.APP_ROLE, ...docs }, 'Boot');
}

main().catch((error: unknown) => {
  writeFatal('boot failed', { error: error instanceof Error ? error.stack : String(error) });
  process.exit(1);
});
