// Which generated endpoints an app's code names, so each client (openapi-config.cjs) carries only its own app's calls:
// the storefront's bundle then holds none of the office's ~100 endpoints, and the two files share only what both use.
// An endpoint counts as named by its hook (useXQuery, useLazyXQuery, useXMutation), `endpoints.x`, or, for camel-case
// names, a key `someName: {` (the tags in enhanceEndpoints) or a quoted 'someName' (a name in a list); a one-word name
// ('confirm', 'login') only by its hook or `endpoints.x`. Using a new one: name its hook, then `npm run codegen -w web`.
const fs = require('node:fs');
const path = require('node:path');

const sourceFiles = (dir, skip) =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return skip.includes(file) ? [] : sourceFiles(file, skip);
    return /\.tsx?$/.test(entry.name) && entry.name !== 'generated.ts' ? [file] : [];
  });

/** The endpoint names the .ts/.tsx files under `dir` (without the folders in `skip`) name. */
function namedEndpoints(dir, skip = []) {
  const root = path.resolve(__dirname, '..', dir);
  const text = sourceFiles(
    root,
    skip.map((folder) => path.resolve(__dirname, '..', folder)),
  )
    .map((file) => fs.readFileSync(file, 'utf8'))
    .join('\n');
  const names = new Set();
  const patterns = [
    /\buse(?:Lazy)?([A-Z]\w*?)(?:InfiniteQuery|Query|Mutation)\b/g,
    /\bendpoints\.(\w+)/g,
    /^\s*([a-z]+[A-Z]\w*): \{/gm,
    /['"`]([a-z]+[A-Z]\w*)['"`]/g,
  ];
  for (const pattern of patterns) {
    for (const [, name] of text.matchAll(pattern)) names.add(name.charAt(0).toLowerCase() + name.slice(1));
  }
  return names;
}

module.exports = { namedEndpoints };
