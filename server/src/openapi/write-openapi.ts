import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createApp } from '../app.factory.js';
import { loadConfig } from '../config/app-config.js';
import { assertSoundContract } from './contract-checks.js';
import { buildOpenApiDocument } from './openapi.js';

/**
 * Writes openapi.json at the repository root from the route metadata (no database needed: preview mode). Throws instead
 * when the document would not be true to the app (contract-checks.ts: two classes of one schema name, a status the
 * route answers but does not document).
 */
export async function renderOpenApi(): Promise<string> {
  // A build step, not a deployment: it needs no secrets (NODE_ENV unset would count as production and ask for them).
  const app = await createApp(loadConfig({ NODE_ENV: 'development', ...process.env, LOG_LEVEL: 'silent', WEB_DIST_DIR: '' }), {
    preview: true,
    openApiUi: false,
  });
  try {
    const document = buildOpenApiDocument(app);
    assertSoundContract(app, document);
    return JSON.stringify(document, null, 2) + '\n';
  } finally {
    await app.close().catch(() => undefined);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = resolve(process.argv[2] ?? 'openapi.json');
  // No top-level await: the tests load this module as CommonJS (docs/testing.md).
  void renderOpenApi().then((document) => {
    writeFileSync(target, document);
    console.log(`wrote ${target}`);
  });
}
