import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// docs/data-access.md, enforced: (1) every module has a surface (an index.ts barrel) and other modules import it only
// through that, its Nest module class or its entities — eslint.config.js refuses the rest at each import, this checks the
// tree as a whole; (2) no two modules import each other (but through entities); (3) each table is written only by the
// module that owns it.

const MODULES = dirname(fileURLToPath(import.meta.url));

/** Every non-test TypeScript file under server/src/modules, relative to it ('payments/checkout.service.ts'). */
function sources(dir = MODULES): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return e.name.endsWith('.ts') && !e.name.endsWith('.spec.ts') ? [relative(MODULES, path)] : [];
  });
}

const moduleOf = (file: string): string => file.split('/')[0];
const text = (file: string): string => readFileSync(join(MODULES, file), 'utf8');

/** The relative imports of a file that leave its module, as paths under server/src/modules ('bookings/index.js'). */
function crossImports(file: string): string[] {
  return [...text(file).matchAll(/from\s+'(\.{1,2}\/[^']+)'/g)]
    .map((m) => normalize(join(dirname(file), m[1])))
    .filter((target) => !target.startsWith('..') && moduleOf(target) !== moduleOf(file));
}

/** A deep import into another module: anything but its barrel, a Nest module class at its root, an entity. */
export function isDeepImport(target: string): boolean {
  const path = target.split('/').slice(1).join('/');
  return !(path === 'index.js' || /^[\w-]+\.module\.js$/.test(path) || path.startsWith('entities/'));
}

/**
 * Module pairs that import each other only because of entities: TypeORM relations between their entities (destinations'
 * section and row ⇄ inventory's chair and location, inventory's chair ⇄ locks' device), and availability's section
 * bookings list, which queries bookings' BeachChairBooking (a read; the relations it joins live on that entity).
 */
const ENTITY_PAIRS = ['availability ⇄ bookings', 'destinations ⇄ inventory', 'inventory ⇄ locks'];

/** Pairs of modules that import each other (sorted names, 'a ⇄ b'), from the given imports ('file → target'). */
export function mutualPairs(imports: readonly (readonly [string, string])[]): string[] {
  const edges = new Set(imports.map(([file, target]) => `${moduleOf(file)} ${moduleOf(target)}`));
  return [...edges]
    .map((e) => e.split(' '))
    .filter(([a, b]) => a < b && edges.has(`${b} ${a}`))
    .map(([a, b]) => `${a} ⇄ ${b}`)
    .sort();
}

/**
 * Tables whose owner is not the module holding the entity: the vendor's section editor (inventory/sections) writes the
 * sections and rows, whose entities stay in destinations/ beside region, city and beach for the catalogue's relations.
 */
const OWNER_OVERRIDES: Record<string, string> = { section: 'inventory', row: 'inventory' };

/** Table → owning module: where its entity lives (`@Entity('table')`), then the overrides. Entity class → table too. */
function owners(files: string[]): { tables: Map<string, string>; entities: Map<string, string> } {
  const tables = new Map<string, string>();
  const entities = new Map<string, string>();
  for (const file of files.filter((f) => f.endsWith('.entity.ts'))) {
    for (const m of text(file).matchAll(/@Entity\('([a-z_]+)'[^)]*\)[\s\S]*?export class (\w+)/g)) {
      tables.set(m[1], moduleOf(file));
      entities.set(m[2], m[1]);
    }
  }
  for (const [table, module] of Object.entries(OWNER_OVERRIDES)) tables.set(table, module);
  return { tables, entities };
}

/** The tables a file writes: raw INSERT/UPDATE/DELETE and TypeORM writes through a repository or manager of an entity. */
export function writtenTables(source: string, entities: ReadonlyMap<string, string>): string[] {
  const written = [...source.matchAll(/\b(?:INSERT\s+INTO|UPDATE|DELETE\s+FROM)\s+([a-z_]+)\b/g)].map((m) => m[1]);
  const write = '(?:save|insert|update|delete|upsert|remove|softDelete|increment|decrement)';
  for (const [entity, table] of entities) {
    const direct = new RegExp(`\\.${write}\\(\\s*${entity}\\b|getRepository\\(${entity}\\)\\s*\\.${write}\\(`);
    const repoVars = [...source.matchAll(new RegExp(`(\\w+)\\s*=\\s*[\\w.]*getRepository\\(${entity}\\)`, 'g'))].map((m) => m[1]);
    const viaVar = repoVars.some((v) => new RegExp(`\\b${v}\\.${write}\\(`).test(source));
    if (direct.test(source) || viaVar) written.push(table);
  }
  return written;
}

describe('module boundaries (docs/data-access.md)', () => {
  const files = sources();
  const imports = files.flatMap((file) => crossImports(file).map((target) => [file, target] as const));

  it('knows the surfaces: every module has a barrel', () => {
    const modules = readdirSync(MODULES, { withFileTypes: true }).filter((e) => e.isDirectory());
    expect(modules.length).toBeGreaterThan(10);
    expect(modules.filter((m) => !files.includes(`${m.name}/index.ts`)).map((m) => m.name)).toEqual([]);
  });

  it('imports another module only through its barrel, its Nest module class or its entities', () => {
    const deep = imports.filter(([, target]) => isDeepImport(target)).map(([file, target]) => `${file} → ${target}`);
    expect(deep).toEqual([]);
  });

  it('refuses a deep import and lets the surface through (the rule itself)', () => {
    expect(isDeepImport('bookings/booking-transitions.service.js')).toBe(true);
    expect(isDeepImport('inventory/public/public-catalogue.module.js')).toBe(true);
    expect(isDeepImport('bookings/index.js')).toBe(false);
    expect(isDeepImport('bookings/bookings.module.js')).toBe(false);
    expect(isDeepImport('bookings/entities/booking.entity.js')).toBe(false);
  });

  it('has no two modules that import each other, but through entities', () => {
    const throughSurfaces = imports.filter(([, target]) => !target.split('/').includes('entities'));
    expect(mutualPairs(throughSurfaces)).toEqual([]);
    expect(mutualPairs(imports)).toEqual(ENTITY_PAIRS);
  });

  it('finds a pair of modules that import each other (the detector itself)', () => {
    const imports = [
      ['a/x.ts', 'b/index.js'],
      ['b/y.ts', 'a/index.js'],
      ['c/z.ts', 'a/index.js'],
    ] as const;
    expect(mutualPairs(imports)).toEqual(['a ⇄ b']);
  });

  it('writes each table only from the module that owns it', () => {
    const { tables, entities } = owners(files);
    const foreign = files.flatMap((file) =>
      writtenTables(text(file), entities)
        .filter((table) => tables.has(table) && tables.get(table) !== moduleOf(file))
        .map((table) => `${file} writes ${table} (owned by ${tables.get(table)})`),
    );
    expect([...new Set(foreign)]).toEqual([]);
  });

  it('finds writes of every kind (the detector itself)', () => {
    const entities = new Map([['Payment', 'payment']]);
    expect(writtenTables('m.query(`UPDATE booking SET x = 1`)', entities)).toEqual(['booking']);
    expect(writtenTables('await m.insert(Payment, row)', entities)).toEqual(['payment']);
    expect(writtenTables('const repo = this.db.getRepository(Payment); await repo.save(p)', entities)).toEqual(['payment']);
    expect(writtenTables('await this.db.getRepository(Payment).findOneBy({ id })', entities)).toEqual([]);
  });

  it('runs over the real tree', () => {
    expect(files.length).toBeGreaterThan(100);
    expect(resolve(MODULES)).toMatch(/server[/\\]src[/\\]modules$/);
  });
});
