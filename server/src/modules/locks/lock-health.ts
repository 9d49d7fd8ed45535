/** A lock's health as anyone may see it; the first that applies wins: NEVER_SEEN, OFFLINE, BATTERY_LOW, OK. */
export enum LockHealth {
  OK = 'OK',
  BATTERY_LOW = 'BATTERY_LOW',
  OFFLINE = 'OFFLINE',
  NEVER_SEEN = 'NEVER_SEEN',
}

/** Below this battery level (percent) a lock wants a new battery. */
export const LOW_BATTERY_PERCENT = 20;

/**
 * Online: seen within `offlineMinutes` (an SQL parameter holding LOCK_OFFLINE_MINUTES), by the database clock, the one
 * last_seen_at was set by. `d` is the lock_device alias.
 */
export const lockOnlineSql = (d: string, offlineMinutes: string) =>
  `coalesce(${d}.last_seen_at > now() - make_interval(mins => ${offlineMinutes}), false)`;

/**
 * The health rule, the only place it is written: in SQL, so the public health route and the fleet list (which sorts and
 * filters by it) read the same. An unknown battery level is no alarm.
 */
export const lockHealthSql = (d: string, offlineMinutes: string) =>
  `(CASE WHEN ${d}.last_seen_at IS NULL THEN '${LockHealth.NEVER_SEEN}'` +
  ` WHEN NOT ${lockOnlineSql(d, offlineMinutes)} THEN '${LockHealth.OFFLINE}'` +
  ` WHEN ${d}.battery_level < ${LOW_BATTERY_PERCENT} THEN '${LockHealth.BATTERY_LOW}'` +
  ` ELSE '${LockHealth.OK}' END)`;
