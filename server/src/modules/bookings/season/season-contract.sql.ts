import type { EntityManager } from 'typeorm';
import { HOLDING_STATUSES_SQL } from '../../../common/holding-statuses.js';
import { txRows } from '../../../infra/database/tx-rows.js';
import { setSeasonBeachChairIn } from '../../inventory/index.js';

/** The history action that marks a booking as a chair's season contract (and finds it again). */
export const SEASON_CONTRACT = 'SEASON_CONTRACT';

/** The chair's contract booking that still holds it: the one whose history has the SEASON_CONTRACT row. */
export const CURRENT_CONTRACT_SQL = `
SELECT cb.booking_id AS "bookingId" FROM beach_chair_booking cb
 WHERE cb.beach_chair_id = $1 AND cb.status IN ${HOLDING_STATUSES_SQL} AND cb."end" > now()
   AND EXISTS (SELECT 1 FROM booking_history h WHERE h.booking_id = cb.booking_id AND h.action = '${SEASON_CONTRACT}')
 ORDER BY cb.start LIMIT 1`;

/**
 * After a booking was canceled (inside that transaction): when it was a season contract, its chair is no season chair
 * any more — unless another contract still holds it. However the contract ends (its route, the drawer's cancel), the
 * storefront may sell the chair again.
 */
export async function releaseSeasonChairIn(m: EntityManager, bookingId: number): Promise<void> {
  const contracts = await txRows<{ beachChairId: number }>(
    m,
    `SELECT DISTINCT (details->>'beachChairId')::int AS "beachChairId" FROM booking_history WHERE booking_id = $1 AND action = '${SEASON_CONTRACT}'`,
    [bookingId],
  );
  for (const { beachChairId } of contracts) {
    const [other] = await txRows<{ bookingId: number }>(m, CURRENT_CONTRACT_SQL, [beachChairId]);
    if (!other) await setSeasonBeachChairIn(m, beachChairId, false);
  }
}
