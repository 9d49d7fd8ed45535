import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { LogController, type FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { AppValidationPipe } from './common/validation/validation-pipe.js';
import { AppConfig } from './config/app-config.js';
import { INPUT_LIMITS, registerInputLimits } from './infra/http/input-limits.js';
import { registerSecurity } from './infra/http/security.js';
import { sectionIdOfPath, withSectionShell, type ShellSection } from './infra/http/storefront-shell.js';
import { AvailabilityCache, serveCachedAvailability } from './modules/availability/index.js';
import { registerRequestLog } from './infra/http/request-log.js';
import { JsonLogger } from './infra/logging/json-logger.js';
import { rootLogger } from './infra/logging/logger.js';
import { gaugeSources } from './infra/metrics/metrics.js';
import { registerMetricsRoute } from './infra/metrics/metrics.route.js';
import { QueueService } from './infra/queue/queue.service.js';
import { setupOpenApi } from './openapi/openapi.js';

export const API_PREFIX = 'api/v1';

/** The only paths an APP_ROLE=worker process answers (GET/HEAD), bare and under API_PREFIX; every other request is a 404. */
export const WORKER_PATHS: ReadonlySet<string> = new Set(['/health', '/metrics'].flatMap((p) => [p, `/${API_PREFIX}${p}`]));

/** Builds the whole application (not yet listening): used by main.ts, the tests and the benchmarks alike. */
export interface CreateAppOptions {
  /** Instantiate nothing (no database connection): enough to render the OpenAPI document. */
  preview?: boolean;
  /** Serve Swagger UI at /api/docs (default true). The in-process tests skip it: its static-file plugin needs require(esm). */
  openApiUi?: boolean;
  /** Nest's SIGTERM/SIGINT hooks (default true); main.ts drains instead (infra/http/graceful-shutdown.ts) and exits 0. */
  shutdownHooks?: boolean;
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const logger = rootLogger(config.LOG_LEVEL);
  const adapter = new FastifyAdapter({
    // Fastify's own lines through the process's one logger (infra/logging/logger.ts); request lines are request-log.ts's.
    loggerInstance: logger,
    logController: new LogController({ disableRequestLogging: true }),
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // JSON and urlencoded bodies; multipart uploads have their own limit (UPLOAD_MAX_BYTES).
    bodyLimit: INPUT_LIMITS.jsonBodyBytes,
    // Whose X-Forwarded-For counts (TRUST_PROXY); by default nobody's: request.ip is the socket's address.
    trustProxy: config.trustProxy,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new JsonLogger(config.LOG_LEVEL),
    preview: options.preview,
    abortOnError: false,
    // req.rawBody next to the parsed body: Stripe's webhook signature is computed over the exact bytes.
    rawBody: true,
  });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new AppValidationPipe());
  app.useGlobalFilters(new AllExceptionsFilter());
  registerSecurity(app, config);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  registerRequestLog(fastify, logger);
  registerInputLimits(fastify);
  const metricsServer = registerMetricsRoute(fastify, {
    token: config.METRICS_TOKEN,
    port: config.METRICS_PORT,
    host: config.HOST,
    production: config.isProduction,
  });
  if (metricsServer) fastify.addHook('onClose', (_instance, done) => void metricsServer.close(() => done()));
  if (!options.preview) watchGauges(app);
  if (!options.preview && config.servesApi) serveCachedAvailability(fastify, app.get(AvailabilityCache));
  if (!config.servesApi) onlyWorkerPaths(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  if (options.openApiUi !== false && config.servesApi) setupOpenApi(app);
  if (config.WEB_DIST_DIR && config.servesApi) await serveStorefront(app, resolve(config.WEB_DIST_DIR), config.storefrontApiKey);
  return app;
}

/** The gauges read when /metrics is scraped: queue jobs per state, the database pool. */
function watchGauges(app: NestFastifyApplication): void {
  const queue = app.get(QueueService);
  const pool = (app.get(DataSource).driver as unknown as { master?: { totalCount: number; idleCount: number; waitingCount: number } })
    .master;
  gaugeSources.queueJobs = () => queue.jobCounts();
  gaugeSources.databasePool = () => pool && { total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount };
}

/**
 * APP_ROLE=worker: the process keeps its controllers (one module graph for every role) but its HTTP port answers only
 * GET/HEAD of WORKER_PATHS (health and metrics for the orchestrator and the scraper); anything else is refused in
 * onRequest, before routing, body parsing and guards, with the 404 (Nest's shape) an unknown route gets. Registered
 * after the security headers' hook, so the 404 carries them too.
 */
function onlyWorkerPaths(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && WORKER_PATHS.has(path)) return done();
    void reply.code(404).send({ message: `Cannot ${request.method} ${path}`, error: 'Not Found', statusCode: 404 });
  });
}

/** The storefront's index.html with its API key as `<meta name="strandkorb-api-key">` right before `</head>`. */
export function withStorefrontApiKey(html: string, apiKey: string | undefined): string {
  if (!apiKey) return html;
  const at = html.search(/<\/head>/i);
  if (at < 0) return html;
  const content = apiKey.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
  return `${html.slice(0, at)}<meta name="strandkorb-api-key" content="${content}">\n${html.slice(at)}`;
}

/**
 * The built SPA at `/`; any other GET outside /api without a file extension that no route answers gets index.html
 * (client routing), and /office/… the back office's office.html.
 * index.html is read once and kept in memory with the storefront's API key injected (the CSP headers stay as set).
 */
async function serveStorefront(app: NestFastifyApplication, root: string, apiKey: string | undefined) {
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) {
    new JsonLogger('warn').warn({ msg: 'WEB_DIST_DIR has no index.html; the storefront is not served', root });
    return;
  }
  const indexHtml = withStorefrontApiKey(await readFile(indexFile, 'utf8'), apiKey);
  // The back office (its own page and entry): /office and everything under it; no storefront key (it signs in).
  const officeFile = resolve(root, 'office.html');
  const officeHtml = existsSync(officeFile) ? await readFile(officeFile, 'utf8') : undefined;
  // Loaded only when the storefront is served (its dependency tree is partly ESM-only).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', async (request, reply) => {
    const [path, query = ''] = request.url.split('?');
    if (request.method !== 'GET' || path.startsWith('/api')) return;
    // Only what no route answers: a route outside /api (GET /metrics) is never shadowed; /index.html gets the key.
    if (path !== '/index.html' && (extname(path) || !request.is404)) return;
    const office = officeHtml !== undefined && (path === '/office' || path.startsWith('/office/'));
    // A section page gets its name in the HTML (storefront-shell.ts); not in the widget, whose frame has no app bar.
    const sectionId = office || /(^|&)widget=true(&|$)/.test(query) ? undefined : sectionIdOfPath(path);
    // The shell is a head start, never a condition: without it the app still renders the page.
    const shell = sectionId === undefined ? undefined : await publicSection(fastify, sectionId).catch(() => undefined);
    const html = office ? officeHtml : shell ? withSectionShell(indexHtml, shell) : indexHtml;
    return reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(html);
  });
}

/**
 * The shell's facts from the public answers of the section and its town (their rules: an inactive or unknown section
 * is none). The town is the section's own, not its vendor location's address (a vendor of Warnemünde runs beaches
 * elsewhere too).
 */
async function publicSection(fastify: FastifyInstance, id: number): Promise<ShellSection | undefined> {
  const get = (path: string) => fastify.inject({ method: 'GET', url: `/api/v1/destinations/${path}` });
  const section = await get(`sections/${id}`);
  if (section.statusCode !== 200) return undefined;
  const { name, description, cityId } = section.json<{ name: string; description: string | null; cityId: number }>();
  const city = await get(`cities/${cityId}`);
  return { name, description, cityName: city.statusCode === 200 ? city.json<{ name: string }>().name : null };
}
