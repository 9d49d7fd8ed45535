import type { SearchDestinationsApiResponse } from '../../api/generated';

export type DestinationHit = SearchDestinationsApiResponse['items'][number];
export type DestinationKind = DestinationHit['kind'];
export type TreeRow = DestinationHit & { indent: number };

// Tree indent in px per kind (spec section 9: 20 city, 32 beach, 48 section).
const indentByKind: Record<DestinationKind, number> = { REGION: 0, CITY: 20, BEACH: 32, BEACH_SECTION: 48 };
const parentKind: Record<DestinationKind, DestinationKind | null> = {
  REGION: null,
  CITY: 'REGION',
  BEACH: 'CITY',
  BEACH_SECTION: 'BEACH',
};

const keyOf = (kind: DestinationKind, id: number) => `${kind}:${id}`;

/** Orders the hits depth-first under their parents; a hit whose parent is missing becomes a root. */
export function toTreeRows(hits: readonly DestinationHit[]): TreeRow[] {
  const present = new Set(hits.map((hit) => keyOf(hit.kind, hit.id)));
  const children = new Map<string, DestinationHit[]>();
  const roots: DestinationHit[] = [];
  for (const hit of hits) {
    const kind = parentKind[hit.kind];
    const parentKey = kind && hit.parentId !== null ? keyOf(kind, hit.parentId) : undefined;
    if (parentKey && present.has(parentKey)) children.set(parentKey, [...(children.get(parentKey) ?? []), hit]);
    else roots.push(hit);
  }
  const rows: TreeRow[] = [];
  const visit = (hit: DestinationHit) => {
    rows.push({ ...hit, indent: indentByKind[hit.kind] });
    children.get(keyOf(hit.kind, hit.id))?.forEach(visit);
  };
  roots.forEach(visit);
  return rows;
}

const keyOfHit = (hit: Pick<DestinationHit, 'kind' | 'id'>) => keyOf(hit.kind, hit.id);

/**
 * Keeps the rows whose name contains the phrase (case-insensitive) with their parents and children.
 * Rows are in tree order (toTreeRows), so a row's ancestors come before it.
 */
export function filterTree(rows: readonly TreeRow[], phrase: string): TreeRow[] {
  const needle = phrase.trim().toLocaleLowerCase('de');
  if (!needle) return [...rows];
  const byKey = new Map(rows.map((row) => [keyOfHit(row), row]));
  const parentOf = (row: TreeRow) => {
    const kind = parentKind[row.kind];
    return kind && row.parentId !== null ? byKey.get(keyOf(kind, row.parentId)) : undefined;
  };
  const keep = new Set<string>();
  for (const row of rows) {
    if (!row.name.toLocaleLowerCase('de').includes(needle)) continue;
    for (let current: TreeRow | undefined = row; current; current = parentOf(current)) keep.add(keyOfHit(current));
  }
  // Children of a kept match: a row is kept when its parent is a match or a kept child of one.
  const matched = new Set(rows.filter((row) => row.name.toLocaleLowerCase('de').includes(needle)).map(keyOfHit));
  const underMatch = new Set<string>();
  for (const row of rows) {
    const parent = parentOf(row);
    if (parent && (matched.has(keyOfHit(parent)) || underMatch.has(keyOfHit(parent)))) {
      underMatch.add(keyOfHit(row));
      keep.add(keyOfHit(row));
    }
  }
  return rows.filter((row) => keep.has(keyOfHit(row)));
}

export type PathBuilders = {
  region: (regionName: string, id: number) => string;
  city: (regionName: string, cityName: string, id: number) => string;
  beach: (regionName: string, cityName: string, beachName: string, id: number) => string;
  section: (regionName: string, cityName: string, sectionName: string, id: number) => string;
};

/** The route of a hit; names of parents missing from the hits become "-" (routes are read by id). */
export function pathOfHit(row: DestinationHit, hits: readonly DestinationHit[], build: PathBuilders): string {
  const byKey = new Map(hits.map((hit) => [keyOfHit(hit), hit]));
  const names: Partial<Record<DestinationKind, string>> = {};
  for (let current: DestinationHit | undefined = row; current;) {
    names[current.kind] = current.name;
    const kind: DestinationKind | null = parentKind[current.kind];
    current = kind && current.parentId !== null ? byKey.get(keyOf(kind, current.parentId)) : undefined;
  }
  const name = (kind: DestinationKind) => names[kind] ?? '-';
  switch (row.kind) {
    case 'REGION':
      return build.region(row.name, row.id);
    case 'CITY':
      return build.city(name('REGION'), row.name, row.id);
    case 'BEACH':
      return build.beach(name('REGION'), name('CITY'), row.name, row.id);
    case 'BEACH_SECTION':
      return build.section(name('REGION'), name('CITY'), row.name, row.id);
  }
}
