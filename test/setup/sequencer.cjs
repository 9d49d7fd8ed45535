// The order Jest starts the test files in: longest first, so that no long file starts last and runs alone while the
// other workers are idle (docs/testing.md "Order"). Jest knows a file's duration from its cache of earlier runs on this
// machine; a fresh clone (CI) has none and Jest would order by file size, which put the longest files (faults,
// trust-boundaries: small files that start servers and wait) at the end. The committed table `durations.json` (seconds
// per file, `UPDATE_TEST_DURATIONS=1 npm test` writes it) fills in where the cache has nothing.
const { readFileSync } = require('node:fs');
const { join, relative } = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

let known = {};
try {
  known = JSON.parse(readFileSync(join(__dirname, 'durations.json'), 'utf8'));
} catch {
  // No table: Jest's own order.
}
/** What a file missing from both (a new one) is taken to need: a typical e2e file. */
const UNKNOWN_MS = 5_000;

/** Jest's cache of a file: [0 failed | 1 passed, milliseconds] from the last run on this machine. */
const FAILED = 0;

class LongestFirst extends Sequencer {
  sort(tests) {
    const cached = (test) => this._getCache(test)[test.path];
    const failed = (test) => Number(cached(test)?.[0] === FAILED);
    const ms = (test) => {
      if (cached(test)?.[1]) return cached(test)[1];
      const table = known[relative(test.context.config.rootDir, test.path)];
      return table === undefined ? UNKNOWN_MS : table * 1000;
    };
    // The failed ones first (the quickest answer to "is it fixed?"), as Jest does; then the longest first.
    return [...tests].sort((a, b) => failed(b) - failed(a) || ms(b) - ms(a));
  }
}

module.exports = LongestFirst;
