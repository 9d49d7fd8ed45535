import type { EntityManager } from 'typeorm';

/**
 * Marks a chair as let for the whole season (or not any more), inside the caller's transaction: the bookings module's
 * season contract writes its booking and this flag together (beach_chair belongs to inventory, docs/data-access.md).
 */
export async function setSeasonBeachChairIn(m: EntityManager, beachChairId: number, seasonBeachChair: boolean): Promise<void> {
  await m.query(`UPDATE beach_chair SET season_beach_chair = $2, updated_at = now() WHERE id = $1`, [beachChairId, seasonBeachChair]);
}
