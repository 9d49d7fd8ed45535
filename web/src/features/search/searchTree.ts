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
