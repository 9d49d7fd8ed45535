// Leaving for a payment provider's hosted checkout (spec 7). The checkout is started with a fetch (the server answers
// `Accept: application/json` with the provider's address), so a refused start stays in the app as a toast; only then
// does the page leave.

/** The parts of `window` used here (a fake in the unit test). */
export interface BrowsingWindow {
  readonly self: unknown;
  readonly top: { location: { href: string } } | null;
  readonly location: { assign(url: string): void };
}

/** True when the storefront runs inside another page's iframe (the widget on a vendor's site). */
export function isFramed(win: BrowsingWindow): boolean {
  try {
    return win.self !== win.top;
  } catch {
    return true; // a cross-origin parent that refuses even the comparison
  }
}

/**
 * Goes to the provider's page. Inside an iframe the whole tab goes (providers refuse to be framed): the top window's
 * `location.href` is set, the one member of a cross-origin parent's Location that may be written (`assign` may not).
 */
export function goToProvider(url: string, win: BrowsingWindow = window): void {
  const top = isFramed(win) ? win.top : null;
  if (top) top.location.href = url;
  else win.location.assign(url);
}
