// Jest's transformer for every tier: TypeScript (and the few ESM-only packages in node_modules) compiled to CommonJS by
// swc. CommonJS modules loaded by a test file are freed with its module registry when the file ends; ES modules loaded
// through --experimental-vm-modules are never freed (the heap grew by every file), see docs/testing.md.
import { transformSync, version } from '@swc/core';
import { createHash } from 'node:crypto';

/** Bumped when the options below change, so that Jest's cache of transformed files is not reused. */
const OPTIONS_VERSION = '3';

function optionsFor(filename, tsx) {
  const typescript = /\.[cm]?tsx?$/.test(filename);
  return {
    filename,
    sourceMaps: false,
    // server/tsconfig.json's decorators (NestJS, TypeORM, class-validator need the emitted design types)
    jsc: {
      target: 'es2022',
      parser: typescript ? { syntax: 'typescript', decorators: true, tsx } : { syntax: 'ecmascript', jsx: false },
      transform: typescript
        ? { legacyDecorator: true, decoratorMetadata: true, useDefineForClassFields: false, react: { runtime: 'automatic' } }
        : undefined,
      keepClassNames: true,
    },
    module: { type: 'commonjs', ignoreDynamic: false, importInterop: 'swc' },
    swcrc: false,
    configFile: false,
  };
}

export default {
  process(source, filename) {
    const { code, map } = transformSync(source, optionsFor(filename, filename.endsWith('.tsx')));
    return { code, map };
  },
  getCacheKey(source, filename, { configString }) {
    return createHash('sha1').update(OPTIONS_VERSION).update(version).update(configString).update(filename).update(source).digest('hex');
  },
};
