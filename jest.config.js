// The test tiers (ARCHITECTURE.md "Tests", docs/testing.md): unit specs beside the code, e2e against the real app and
// services, browser tests against the built product, the web app's logic and components, and the fuzz tier.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * Packages in node_modules whose CommonJS entry is an ES module after all (package.json "type": "module" and no entry
 * for require() that is CommonJS, e.g. NestJS 12): swc compiles them to CommonJS with the tests. Found, not listed, so
 * that a new one needs no edit here.
 */
function esmOnlyPackages(dir = 'node_modules', scope = '') {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (!entry.isDirectory() || entry.name.startsWith('.')) return [];
    const path = join(dir, entry.name);
    if (entry.name.startsWith('@')) return esmOnlyPackages(path, `${entry.name}/`);
    try {
      const pkg = JSON.parse(readFileSync(join(path, 'package.json'), 'utf8'));
      return pkg.type === 'module' && !requiresCommonJs(`${scope}${entry.name}`) ? [`${scope}${entry.name}`] : [];
    } catch {
      return [];
    }
  });
}

/** Whether require(name) loads a CommonJS file: a .cjs, or a .js under a package.json that is not "type": "module". */
function requiresCommonJs(name) {
  let file;
  try {
    file = require.resolve(name);
  } catch {
    return false;
  }
  if (file.endsWith('.cjs')) return true;
  if (file.endsWith('.mjs')) return false;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest)) return JSON.parse(readFileSync(manifest, 'utf8')).type !== 'module';
  }
  return true;
}

const require = createRequire(import.meta.url);
const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformedPackages = esmOnlyPackages().map(escape).join('|');

const common = {
  testEnvironment: 'node',
  // Jest's runtime keeping each module's transform and V8 code cache for the worker's later files (test/setup/runtime.cjs).
  runtime: '<rootDir>/test/setup/runtime.cjs',
  // Sources import './x.js' (Node's ESM resolution); the file is x.ts.
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.(m?[jt]sx?|cjs)$': '<rootDir>/test/setup/swc-transform.js' },
  transformIgnorePatterns: [`/node_modules/(?!(${transformedPackages})/)`],
};

// The database, Redis and the built app are set up for the tiers that use them only: the unit and web tiers start in
// seconds (npm run test:unit). Each worker gets a database of its own (test/setup/worker-env.js).
const services = {
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  setupFiles: ['<rootDir>/test/setup/worker-env.js'],
};

export default {
  testTimeout: 60000,
  // Two cores: the e2e and browser files wait on PostgreSQL, Chromium and the spawned servers much of their time, so
  // one worker more than cores keeps both busy (docs/testing.md has the measurements). TEST_WORKERS overrides.
  maxWorkers: Number(process.env.TEST_WORKERS ?? Math.max(2, availableParallelism() + 1)),
  // A worker whose heap passed this after a file is replaced by a fresh one (a safety net: CommonJS frees modules).
  workerIdleMemoryLimit: '1200MB',
  reporters: ['default', '<rootDir>/test/setup/timing-reporter.js'],
  // Longest files first, on a fresh clone too (test/setup/durations.json).
  testSequencer: '<rootDir>/test/setup/sequencer.cjs',
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts'] },
    {
      ...common,
      ...services,
      displayName: 'e2e',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'],
      testPathIgnorePatterns: ['/fuzz-openapi\\.e2e-spec\\.ts$'],
    },
    // The fuzz tier measures answers under its own load: npm test runs it after the others, alone (scripts/test.sh).
    { ...common, ...services, displayName: 'fuzz', testMatch: ['<rootDir>/test/e2e/fuzz-openapi.e2e-spec.ts'] },
    {
      ...common,
      ...services,
      globalSetup: '<rootDir>/test/setup/global-setup-browser.js',
      displayName: 'browser',
      testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'],
    },
    // Two built instances under booking load with their database connections ended, Redis stopped and a SIGTERM
    // (issue 28; npm run faults runs it alone).
    { ...common, ...services, displayName: 'faults', testMatch: ['<rootDir>/test/faults/**/*.e2e-spec.ts'] },
    { ...common, displayName: 'web', testMatch: ['<rootDir>/web/src/**/*.spec.ts'] },
    {
      // Components rendered with React Testing Library in jsdom (the storefront's own CSS is a stub here).
      ...common,
      displayName: 'web-dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/test/support/jsdom-setup.js'],
      testMatch: ['<rootDir>/web/src/**/*.spec.tsx'],
      moduleNameMapper: { ...common.moduleNameMapper, '\\.css$': '<rootDir>/test/support/style-stub.js' },
    },
  ],
};
