// Three tiers (ARCHITECTURE.md "Tests"): unit specs beside the code, e2e against the real app and services, browser tests.
const tsJest = ['ts-jest', { useESM: true, tsconfig: 'server/tsconfig.json', diagnostics: false }];
const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts'],
  moduleNameMapper: { '^(\\.{1,2}/.*)\\.js$': '$1' },
  transform: { '^.+\\.ts$': tsJest },
};

export default {
  globalSetup: '<rootDir>/test/setup/global-setup.js',
  globalTeardown: '<rootDir>/test/setup/global-teardown.js',
  testTimeout: 60000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/server/src/**/*.spec.ts'] },
    { ...common, displayName: 'e2e', testMatch: ['<rootDir>/test/e2e/**/*.e2e-spec.ts'] },
    { ...common, displayName: 'browser', testMatch: ['<rootDir>/test/browser/**/*.e2e-spec.ts'] },
    {
      ...common,
      displayName: 'web',
      testMatch: ['<rootDir>/web/src/**/*.spec.ts'],
      transform: { '^.+\\.ts$': ['ts-jest', { useESM: true, tsconfig: 'web/tsconfig.json', diagnostics: false }] },
    },
  ],
};
