/** A lock's health as anyone may see it; the first that applies wins: NEVER_SEEN, OFFLINE, BATTERY_LOW, OK. */
export enum LockHealth {
  OK = 'OK',
  BATTERY_LOW = 'BATTERY_LOW',
  OFFLINE = 'OFFLINE',
  NEVER_SEEN = 'NEVER_SEEN',
}

/** Below this battery level (percent) a lock wants a new battery. */
export const LOW_BATTERY_PERCENT = 20;

/** `online`: seen within LOCK_OFFLINE_MINUTES (decided by the database clock). An unknown battery level is no alarm. */
export function lockHealth(lock: { lastSeenAt: Date | null; online: boolean; batteryLevel: number | null }): LockHealth {
  if (!lock.lastSeenAt) return LockHealth.NEVER_SEEN;
  if (!lock.online) return LockHealth.OFFLINE;
  if (lock.batteryLevel !== null && lock.batteryLevel < LOW_BATTERY_PERCENT) return LockHealth.BATTERY_LOW;
  return LockHealth.OK;
}
