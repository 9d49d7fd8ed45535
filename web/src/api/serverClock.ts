// The server's clock as seen from the browser: deadlines in the API's answers (a cart's expiresAt) are absolute
// instants of the server, and a guest's device clock may be off by minutes. Every API answer carries the standard Date
// header (whole seconds); the difference to the device's clock at receipt is the offset (docs/storefront.md).

/** Offsets below this are the header's rounding and the network's delay, not a wrong clock: ignored (no jitter). */
export const SKEW_THRESHOLD_MS = 2000;

let offsetMs = 0;

/** Notes the Date header of an API answer received at `receivedAt` (device clock). */
export function noteServerDate(dateHeader: string | null | undefined, receivedAt = Date.now()): void {
  if (!dateHeader) return;
  const server = Date.parse(dateHeader);
  if (Number.isNaN(server)) return;
  // The header is truncated to the second: its middle is the better guess.
  const measured = server + 500 - receivedAt;
  offsetMs = Math.abs(measured) < SKEW_THRESHOLD_MS ? 0 : measured;
}

/** Now on the server's clock (ms since the epoch). */
export function serverNow(): number {
  return Date.now() + offsetMs;
}

/** Only for tests. */
export function resetServerClock(): void {
  offsetMs = 0;
}
