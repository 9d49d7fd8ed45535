// Jest's runtime with two caches that live as long as a worker, not one test file (jest.config.js "runtime";
// docs/testing.md). A file still gets modules of its own, run afresh in its own context; what is kept is what cannot
// differ between two files of one run:
// - the transformed text of a module (Jest reads and hashes every file, then reads its cached transform, per test file:
//   about a fifth of an e2e file's module loading), and
// - V8's code cache of each module's compiled function (Jest compiles every module again for every file, and on Node 20
//   V8's own compilation cache does not apply to functions compiled with a dynamic-import callback: about a third).
// Sources do not change during a run; a run that edits a source file between two test files is not one this serves.
const vm = require('node:vm');
const JestRuntime = require('jest-runtime').default;

/** filename + transform options -> the transformed file ({ code, sourceMapPath, … }) */
const transforms = new Map();
/** filename -> { length, data } of V8's code cache for the module's compiled function */
const codeCache = new Map();

class CachingRuntime extends JestRuntime {
  constructor(...args) {
    super(...args);
    const cache = this.transformCache;
    const transformOnce = cache.transform.bind(cache);
    cache.transform = (filename, options) => {
      if (options?.isInternalModule) return transformOnce(filename, options);
      const key = `${filename}\0${JSON.stringify(options ?? {})}`;
      const kept = transforms.get(key);
      if (!kept) {
        const code = transformOnce(filename, options);
        transforms.set(key, cache.transforms.get(filename) ?? { code });
        return code;
      }
      // As TransformCache.transform records it: source maps for stack traces, the entries for coverage.
      cache.transforms.set(filename, kept);
      if (kept.sourceMapPath) cache.sourceMaps.set(filename, kept.sourceMapPath);
      return kept.code;
    };
    const executor = this.executor;
    const compileUncached = executor.compile.bind(executor);
    executor.compile = (source, filename) => {
      const context = executor.environment.getVmContext();
      // Core modules and a disposed environment: as Jest does it.
      if (context == null || executor.resolution.isCoreModule(filename)) return compileUncached(source, filename);
      const kept = codeCache.get(filename);
      let fn;
      try {
        fn = vm.compileFunction(source, executor.injectedModuleParameters, {
          filename,
          importModuleDynamically: (specifier, _fn, attributes, ...rest) =>
            executor.dynamicImport(specifier, filename, context, attributes, rest[0]),
          parsingContext: context,
          ...(kept?.length === source.length ? { cachedData: kept.data } : { produceCachedData: true }),
        });
      } catch {
        // A syntax error and its message: Jest's own path says it best.
        return compileUncached(source, filename);
      }
      if (fn.cachedDataProduced) codeCache.set(filename, { length: source.length, data: fn.cachedData });
      else if (fn.cachedDataRejected) codeCache.delete(filename);
      return fn;
    };
  }
}

module.exports = CachingRuntime;
module.exports.default = CachingRuntime;
