import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { HierarchyNodeKind } from '../../common/enums.js';
import { DestinationNodeDto, DestinationSearchQueryDto } from './dto/search.dto.js';

/** Regions excluded from the storefront's lists (spec: the country with id 34). */
export const EXCLUDED_COUNTRY_ID = 34;
const MAX_MATCHES = 200;

/** The storefront's tree search: matches by name, kept with their parents and children, in one recursive query. */
@Injectable()
export class DestinationSearchService {
  constructor(private readonly db: DataSource) {}

  async search(query: DestinationSearchQueryDto): Promise<DestinationNodeDto[]> {
    const phrase = `%${query.q.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const rows: { kind: HierarchyNodeKind; id: number; name: string; parent_id: number | null; match: boolean }[] = await this.db.query(
      `WITH RECURSIVE nodes AS (
           SELECT 0 AS level, 'REGION' AS kind, r.id, r.name, NULL::int AS parent_id
             FROM region r WHERE r.active AND r.country_id <> $3
           UNION ALL SELECT 1, 'CITY', c.id, c.name, c.region_id FROM city c WHERE c.active
           UNION ALL SELECT 2, 'BEACH', b.id, b.name, b.city_id FROM beach b WHERE b.active
           UNION ALL SELECT 3, 'BEACH_SECTION', s.id, s.name, s.beach_id FROM section s WHERE ($2::boolean IS NULL OR s.online_booking = $2)
         ),
         matches AS (SELECT * FROM nodes WHERE name ILIKE $1 ORDER BY level, name LIMIT ${MAX_MATCHES}),
         up AS (
           SELECT * FROM matches
           UNION SELECT n.* FROM nodes n JOIN up ON n.level = up.level - 1 AND n.id = up.parent_id
         ),
         down AS (
           SELECT * FROM matches
           UNION SELECT n.* FROM nodes n JOIN down ON n.level = down.level + 1 AND n.parent_id = down.id
         ),
         found AS (SELECT * FROM up UNION SELECT * FROM down)
         SELECT f.kind, f.id, f.name, f.parent_id, EXISTS (SELECT 1 FROM matches m WHERE m.level = f.level AND m.id = f.id) AS match
           FROM found f ORDER BY f.level, f.name, f.id`,
      [phrase, query.onlineBooking ?? null, EXCLUDED_COUNTRY_ID],
    );
    return treeOrder(rows.map((r) => ({ kind: r.kind, id: r.id, name: r.name, parentId: r.parent_id, match: r.match })));
  }
}

const LEVELS = [HierarchyNodeKind.REGION, HierarchyNodeKind.CITY, HierarchyNodeKind.BEACH, HierarchyNodeKind.BEACH_SECTION];

/** Depth-first order (each node followed by its children) so a client can render the tree by indenting. */
function treeOrder(nodes: DestinationNodeDto[]): DestinationNodeDto[] {
  const key = (kind: HierarchyNodeKind, id: number) => `${kind}:${id}`;
  const present = new Set(nodes.map((n) => key(n.kind, n.id)));
  const children = new Map<string, DestinationNodeDto[]>();
  const roots: DestinationNodeDto[] = [];
  for (const node of nodes) {
    const level = LEVELS.indexOf(node.kind);
    const parentKey = level > 0 && node.parentId !== null ? key(LEVELS[level - 1], node.parentId) : undefined;
    if (parentKey && present.has(parentKey)) children.set(parentKey, [...(children.get(parentKey) ?? []), node]);
    else roots.push(node);
  }
  const out: DestinationNodeDto[] = [];
  const visit = (node: DestinationNodeDto) => {
    out.push(node);
    (children.get(key(node.kind, node.id)) ?? []).forEach(visit);
  };
  roots.forEach(visit);
  return out;
}
