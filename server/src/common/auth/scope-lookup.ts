import type { EntityManager } from 'typeorm';
import type { AuthUser } from './auth-user.js';
import { locationScopeOf } from './vendor-scope.js';

/** A DataSource or an EntityManager (both answer raw queries). */
type Queryable = Pick<EntityManager, 'query'>;

/**
 * Where a section stands, for assertInScope's `objectLocation`, read only when the caller acts in a location context
 * (undefined otherwise, and for an unknown section: the vendor check decides then).
 */
export async function sectionLocationFor(db: Queryable, user: AuthUser, sectionId: number): Promise<number | undefined> {
  if (locationScopeOf(user) === null) return undefined;
  const rows: { location_id: number }[] = await db.query(`SELECT location_id FROM section WHERE id = $1`, [sectionId]);
  return rows[0]?.location_id;
}
