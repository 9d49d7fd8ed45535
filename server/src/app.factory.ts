import 'reflect-metadata';
import fastifyCompress from '@fastify/compress';
import { ValidationPipe } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, NestFastifyApplication } from '@nestjs/platform-fastify';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { AppModule } from './app.module.js';
import { AllExceptionsFilter } from './common/errors/all-exceptions.filter.js';
import { AppConfig } from './config/app-config.js';
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
}

export async function createApp(config: AppConfig, options: CreateAppOptions = {}): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.forRoot(config), adapter, {
    logger: new JsonLogger(config.LOG_LEVEL),
    preview: options.preview,
    abortOnError: false,
  });
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new ValidationPipe({ whitelist: true, forbidNonWhitelisted: true, transform: true }));
  app.useGlobalFilters(new AllExceptionsFilter());
  await registerSecurity(app, config);
  app.enableShutdownHooks();

  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  await app.register(fastifyCompress, { threshold: 1024 });

  if (options.openApiUi !== false) setupOpenApi(app);
  if (config.WEB_DIST_DIR) await serveStorefront(app, resolve(config.WEB_DIST_DIR));
  return app;
}

/** The built SPA at `/`; any other GET outside /api without a file extension gets index.html (client routing). */
async function serveStorefront(app: NestFastifyApplication, root: string) {
  if (!existsSync(resolve(root, 'index.html'))) {
    new JsonLogger('warn').warn({ msg: 'WEB_DIST_DIR has no index.html; the storefront is not served', root });
    return;
  }
  // Loaded only when the storefront is served (its dependency tree is partly ESM-only).
  const { default: fastifyStatic } = await import('@fastify/static');
  await app.register(fastifyStatic, { root, prefix: '/', wildcard: false, index: ['index.html'] });
  const fastify = app.getHttpAdapter().getInstance();
  fastify.addHook('onRequest', (request, reply, done) => {
    const path = request.url.split('?')[0];
    if (request.method === 'GET' && !path.startsWith('/api') && path !== '/' && !extname(path)) {
      void reply.sendFile('index.html');
      return;
    }
    done();
  });
}
