// Three tiers (ARCHITECTURE.md "Tests"): unit specs beside the code, e2e against the real app and services, browser tests.
const tsJest = ['ts-jest', { useESM: true, tsconfig: 'server/tsconfig.json', diagnostics: false }];
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
};

// The database, Redis and the built app are set up for the tiers that use them only (once per run, however many of
// those projects run): the unit and web tiers start in seconds (npm run test:unit).
const services = {
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
};

export default {
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts'] },
    { ...common, ...services, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'] },
    { ...common, ...services, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'] },
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/web/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'web/tsconfig.json', diagnostics: false }] },
    },
    {
      // Components rendered with React Testing Library in jsdom (the storefront's own CSS is a stub here).
      ...common,
      displayName: 'web-dom',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/test/support/jsdom-setup.js'],
      testMatch: ['<rootDir>/web/src/**/*.spec.tsx'],
      extensionsToTreatAsEsm: ['.ts', '.tsx'],
      moduleNameMapper: { ...common.moduleNameMapper, '\\.css$': '<rootDir>/test/support/style-stub.js' },
      transform: { '^.+\\.tsx?$': ['ts-jest', { useESM: true, tsconfig: 'web/tsconfig.json', diagnostics: false }] },
    },
  ],
};
