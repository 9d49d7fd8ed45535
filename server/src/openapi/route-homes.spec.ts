import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// docs/route-homes.md names one folder (and its controller files) per route prefix; this reads that table, openapi.json
// and the controllers' decorators as text, and lists every operation served from somewhere else.

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const serverSrc = join(root, 'server/src');
const modulesDir = join(serverSrc, 'modules');

interface RouteHome {
  prefix: string;
  folder: string;
  files: string[];
}

interface Operation {
  method: string;
  path: string;
  operationId: string;
}

interface ControllerRoute extends Operation {
  file: string;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { operationId?: string }>>;
}

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch']);

/** The rows of the table: `prefix` | `folder/` | `file.ts`, `file.ts` | why. */
function parseHomes(markdown: string): RouteHome[] {
  const homes: RouteHome[] = [];
  for (const line of markdown.split('\n')) {
    if (!/^\|\s*`\//.test(line)) continue;
    const cells = line.split('|').map((cell) => cell.trim());
    const code = (cell: string): string[] => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1]);
    const [prefix] = code(cells[1]);
    const [folder] = code(cells[2]);
    homes.push({ prefix, folder: folder.replace(/\/+$/, ''), files: code(cells[3]) });
  }
  return homes;
}

function operationsOf(doc: OpenApiDoc): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(item)) {
      if (HTTP_METHODS.has(method)) operations.push({ method, path, operationId: operation.operationId ?? '' });
    }
  }
  return operations;
}

function joinPath(...parts: string[]): string {
  const path = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .map((segment) => segment.replace(/^:(\w+)$/, '{$1}'))
    .join('/');
  return `/${path}`;
}

const SIGNATURE = /^ {2}(?:async\s+)?[A-Za-z_$][\w$]*\s*\(/m;
const ROUTE_DECORATOR = /@(Get|Put|Post|Delete|Patch)\(\s*(?:'([^']*)')?\s*\)/g;
const OPERATION_ID = /operationId:\s*'([^']+)'/g;

/**
 * The routes of one controller file, read from its text: `@Controller('prefix')` and, per method (the text between two
 * method signatures), its `@Get/@Put/@Post/@Delete/@Patch('path')` and `operationId: '…'`.
 */
function controllerRoutes(file: string, source: string, problems: string[]): ControllerRoute[] {
  const controller = /@Controller\(\s*(?:'([^']*)')?\s*\)/.exec(source);
  if (!controller) return [];
  const prefix = controller[1] ?? '';
  const routes: ControllerRoute[] = [];
  for (const chunk of source.slice(controller.index).split(new RegExp(SIGNATURE.source, 'm'))) {
    const decorators = [...chunk.matchAll(ROUTE_DECORATOR)];
    const ids = [...chunk.matchAll(OPERATION_ID)];
    if (decorators.length === 0 && ids.length === 0) continue;
    if (decorators.length !== 1 || ids.length !== 1) {
      problems.push(
        `${file}: a method with ${decorators.length} route decorators and ${ids.length} operationIds (${ids.map((m) => m[1]).join(', ')})`,
      );
      continue;
    }
    const [, verb, path] = decorators[0];
    routes.push({ file, method: verb.toLowerCase(), path: joinPath(prefix, path ?? ''), operationId: ids[0][1] });
  }
  return routes;
}

function matches(prefix: string, path: string): boolean {
  const want = prefix.split('/').filter(Boolean);
  const have = path.split('/').filter(Boolean);
  if (want.length > have.length) return false;
  const param = (segment: string): boolean => /^\{.+\}$/.test(segment);
  return want.every((segment, i) => segment === have[i] || (param(segment) && param(have[i])));
}

/** The row of the longest prefix of path (segment by segment). */
function homeOf(homes: RouteHome[], path: string): RouteHome | undefined {
  const length = (home: RouteHome): number => home.prefix.split('/').filter(Boolean).length;
  return homes.filter((home) => matches(home.prefix, path)).sort((a, b) => length(b) - length(a))[0];
}

/**
 * Everything that breaks the table: an operation without a row, served from another folder or a file the row does not
 * name, or from no controller (or two); a row that serves nothing; a file with more than one @Controller.
 * `sources` maps a file path relative to server/src/modules to its text.
 */
function routeHomeProblems(markdown: string, doc: OpenApiDoc, sources: Map<string, string>): string[] {
  const problems: string[] = [];
  const homes = parseHomes(markdown);
  for (const prefix of new Set(homes.map((home) => home.prefix))) {
    if (homes.filter((home) => home.prefix === prefix).length > 1) problems.push(`${prefix}: two rows in the table`);
  }

  const routes: ControllerRoute[] = [];
  for (const [file, source] of sources) {
    const controllers = source.match(/@Controller\(/g)?.length ?? 0;
    if (controllers > 1) problems.push(`${file}: ${controllers} @Controller( in one file (one controller class per file)`);
    routes.push(...controllerRoutes(file, source, problems));
  }

  const served = new Map<RouteHome, Set<string>>();
  const operations = operationsOf(doc);
  for (const op of operations) {
    const where = `${op.method.toUpperCase()} ${op.path} (${op.operationId})`;
    const candidates = routes.filter((route) => route.operationId === op.operationId);
    if (candidates.length !== 1) {
      problems.push(
        `${where}: ${candidates.length} controller methods carry this operationId (${candidates.map((r) => r.file).join(', ')})`,
      );
      continue;
    }
    const [route] = candidates;
    if (route.method !== op.method || route.path !== op.path) {
      problems.push(`${where}: ${route.file} declares it as ${route.method.toUpperCase()} ${route.path}`);
    }
    const home = homeOf(homes, op.path);
    if (!home) {
      problems.push(`${where}: no row of docs/route-homes.md is a prefix of this path`);
      continue;
    }
    const folder = dirname(route.file);
    const file = route.file.slice(folder.length + 1);
    if (folder !== home.folder) {
      problems.push(`${where}: served from ${route.file}, but docs/route-homes.md puts ${home.prefix} in ${home.folder}/`);
      continue;
    }
    if (!home.files.includes(file)) problems.push(`${where}: served from ${route.file}, which the row of ${home.prefix} does not name`);
    served.set(home, (served.get(home) ?? new Set()).add(file));
  }

  for (const route of routes) {
    if (!operations.some((op) => op.operationId === route.operationId)) {
      problems.push(`${route.file}: ${route.operationId} (${route.method.toUpperCase()} ${route.path}) is not in openapi.json`);
    }
  }
  for (const home of homes) {
    const files = served.get(home) ?? new Set<string>();
    if (files.size === 0) problems.push(`${home.prefix}: a row of docs/route-homes.md that serves no operation`);
    for (const file of home.files) {
      if (files.size > 0 && !files.has(file)) problems.push(`${home.prefix}: the row names ${file}, which serves none of its operations`);
    }
  }
  return problems;
}

/** Every non-spec .ts file under server/src that declares a controller, keyed relative to server/src/modules. */
function controllerSources(): Map<string, string> {
  const sources = new Map<string, string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts')) {
        const source = readFileSync(path, 'utf8');
        if (source.includes('@Controller(')) sources.set(relative(modulesDir, path), source);
      }
    }
  };
  walk(serverSrc);
  return sources;
}

describe('route homes (docs/route-homes.md)', () => {
  it('serves every operation of openapi.json from the folder and file the table names, one controller per file', () => {
    const markdown = readFileSync(join(root, 'docs/route-homes.md'), 'utf8');
    const doc = JSON.parse(readFileSync(join(root, 'openapi.json'), 'utf8')) as OpenApiDoc;
    const sources = controllerSources();
    expect(parseHomes(markdown).length).toBeGreaterThan(10);
    expect(sources.size).toBeGreaterThan(10);
    expect(routeHomeProblems(markdown, doc, sources)).toEqual([]);
  });

  describe('finds', () => {
    const TABLE = [
      '| route prefix | folder | controller files | why here |',
      '| --- | --- | --- | --- |',
      '| `/things` | `things/` | `things.controller.ts` | |',
      '| `/things/{id}/parts` | `parts/` | `thing-parts.controller.ts` | exception |',
    ].join('\n');
    const doc: OpenApiDoc = {
      paths: {
        '/things': { get: { operationId: 'listThings' } },
        '/things/{id}': { get: { operationId: 'getThing' }, parameters: {} },
        '/things/{thingId}/parts': { post: { operationId: 'addPart' } },
      },
    };
    const thingsController = (extra = ''): string => `
@Controller('things')
export class ThingsController {
  @Get()
  @ApiOperation({ operationId: 'listThings' })
  list(): void {}

  @ApiOperation({ operationId: 'getThing' })
  @Get(':id')
  get(@Param() { id }: IdParamDto): void {}
${extra}}
`;
    const partsController = `
@Controller()
export class ThingPartsController {
  @Post('things/:thingId/parts')
  @ApiOperation({
    operationId: 'addPart',
  })
  async add(): Promise<void> {}
}
`;
    const good = (): Map<string, string> =>
      new Map([
        ['things/things.controller.ts', thingsController()],
        ['parts/thing-parts.controller.ts', partsController],
      ]);

    it('nothing in a tree that keeps the table', () => {
      expect(routeHomeProblems(TABLE, doc, good())).toEqual([]);
    });

    it('a route served from another folder than its prefix row names', () => {
      const sources = good();
      sources.delete('parts/thing-parts.controller.ts');
      sources.set('things/thing-parts.controller.ts', partsController);
      expect(routeHomeProblems(TABLE, doc, sources)).toEqual([
        'POST /things/{thingId}/parts (addPart): served from things/thing-parts.controller.ts, but docs/route-homes.md puts /things/{id}/parts in parts/',
        '/things/{id}/parts: a row of docs/route-homes.md that serves no operation',
      ]);
    });

    it('a controller file the row does not name', () => {
      const sources = good();
      sources.delete('things/things.controller.ts');
      sources.set('things/stuff.controller.ts', thingsController());
      expect(routeHomeProblems(TABLE, doc, sources)).toContain(
        'GET /things (listThings): served from things/stuff.controller.ts, which the row of /things does not name',
      );
    });

    it('two controllers in one file', () => {
      const sources = good();
      sources.set('things/things.controller.ts', thingsController() + partsController);
      sources.delete('parts/thing-parts.controller.ts');
      expect(routeHomeProblems(TABLE, doc, sources)).toContain(
        'things/things.controller.ts: 2 @Controller( in one file (one controller class per file)',
      );
    });

    it('an operation without a row, a row without operations, a route missing from openapi.json', () => {
      const table = TABLE.replace('| `/things` |', '| `/others` |');
      const problems = routeHomeProblems(table, doc, good());
      expect(problems).toContain('GET /things (listThings): no row of docs/route-homes.md is a prefix of this path');
      expect(problems).toContain('/others: a row of docs/route-homes.md that serves no operation');
      const extra = "  @Delete(':id')\n  @ApiOperation({ operationId: 'deleteThing' })\n  remove(): void {}\n";
      const sources = good();
      sources.set('things/things.controller.ts', thingsController(extra));
      expect(routeHomeProblems(TABLE, doc, sources)).toEqual([
        'things/things.controller.ts: deleteThing (DELETE /things/{id}) is not in openapi.json',
      ]);
    });

    it('a decorator path that does not give the documented path', () => {
      const sources = good();
      sources.set('parts/thing-parts.controller.ts', partsController.replace("'things/:thingId/parts'", "'things/:thingId/part'"));
      expect(routeHomeProblems(TABLE, doc, sources)).toContain(
        'POST /things/{thingId}/parts (addPart): parts/thing-parts.controller.ts declares it as POST /things/{thingId}/part',
      );
    });
  });
});
