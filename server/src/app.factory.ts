import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, resolve } from 'node:path';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { AppValidationPipe } from './common/validation/validation-pipe.js';
import { AppConfig } from './config/app-config.js';
import { INPUT_LIMITS, registerInputLimits } from './infra/http/input-limits.js';
import { registerSecurity } from './infra/http/security.js';
import { JsonLogger } from './infra/logging/json-logger.js';
import { setupOpenApi } from './openapi/openapi.js';

export const API_PREFIX = 'api/v1';

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
  const adapter = new FastifyAdapter({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
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
  await registerSecurity(app, config);
  if (options.shutdownHooks !== false) app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  registerInputLimits(fastify);
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  if (options.openApiUi !== false) setupOpenApi(app);
  if (config.WEB_DIST_DIR) await serveStorefront(app, resolve(config.WEB_DIST_DIR), config.storefrontApiKey);
  return app;
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
 * The built SPA at `/`; any other GET outside /api without a file extension gets index.html (client routing).
 * index.html is read once and kept in memory with the storefront's API key injected (the CSP headers stay as set).
 */
async function serveStorefront(app: NestFastifyApplication, root: string, apiKey: string | undefined) {
  const indexFile = resolve(root, 'index.html');
  if (!existsSync(indexFile)) {
    new JsonLogger('warn').warn({ msg: 'WEB_DIST_DIR has no index.html; the storefront is not served', root });
    return;
  }
  const indexHtml = withStorefrontApiKey(await readFile(indexFile, 'utf8'), apiKey);
  // Loaded only when the storefront is served (its dependency tree is partly ESM-only).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: false });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !path.startsWith('/api') && (path === '/index.html' || !extname(path))) {
      void reply.header('Cache-Control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
      return;
    }
    done();
  });
}
