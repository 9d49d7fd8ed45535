// One lint setup for the whole tree: type-aware typescript-eslint everywhere,
// React hooks and accessibility rules for the web app; formatting is Prettier's job.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// Module seams (docs/data-access.md, "Surfaces"). From another module, or from server/src outside the modules (common,
// infra, config, the app), a module under server/src/modules is reached only through its surface: its index.ts, its Nest
// *.module.ts at the module's root (for `imports: [...]`) and its entities/** (TypeORM relations need the classes).
// Inside its own folder a module imports what it likes; tests (*.spec.ts, test/**) are exempt.
const SRC = `${import.meta.dirname}/server/src`;
const MODULES = `${SRC}/modules`;
const SURFACE = [`${MODULES}/*/index.ts`, `${MODULES}/*/*.module.ts`, `${MODULES}/*/entities/**`];
const SEAM = "That is another module's internals: import its index.ts (docs/data-access.md, Surfaces).";
const moduleNames = readdirSync(MODULES, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);
const seams = [
  ...moduleNames.map((m) => ({ target: `${MODULES}/${m}/**`, from: `${MODULES}/!(${m})/**`, except: SURFACE, message: SEAM })),
  { target: [`${SRC}/*.ts`, `${SRC}/!(modules)/**`], from: `${MODULES}/*/**`, except: SURFACE, message: SEAM },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'web/src/api/generated.ts', 'web/src/office/api/generated.ts', 'coverage/**', '.ci/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { project: ['./server/tsconfig.json', './web/tsconfig.json'], tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // hostile-input checks match control characters on purpose
      'no-control-regex': 'off',
      // React and Fastify take async handlers; their rejections are handled where they are awaited
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false, arguments: false } }],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    plugins: { 'import-x': importX },
    // The rule sees only imports it can resolve: `.js` specifiers name the `.ts` sources (nodenext).
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js'], extensionAlias: { '.js': ['.ts', '.js'] } })] },
    rules: { 'import-x/no-restricted-paths': ['error', { zones: seams }] },
  },
  {
    // supertest bodies and parsed PDFs are `any` by nature; the assertions on them are the type check
    files: ['test/**/*.ts', '**/*.spec.ts'],
    rules: {
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.cjs', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    // CommonJS (the codegen's config and its helper) loads with require().
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: { ...reactHooks.configs.recommended.rules, ...jsxA11y.flatConfigs.recommended.rules },
  },
  prettier,
);
