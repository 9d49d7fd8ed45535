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

// The widget (issue 21): the guest stays on the vendor's page. The provider's checkout opens in a window of its own
// (providers refuse to be framed, and sending the vendor's whole tab away loses the vendor's page for good); the
// widget watches the booking's status meanwhile and shows the confirmation itself. The window is opened at the click
// (a popup needs the user's gesture) and sent to the provider once the start call has answered.
export const PAYMENT_WINDOW_NAME = 'strandkorb-payment';

/** The part of a window that opens another (a fake in the unit test). */
export interface Opener {
  open(url: string, target: string): PaymentWindow | null;
}

export interface PaymentWindow {
  location: { href: string };
  close(): void;
}

/** Opens the (still empty) payment window; null when the browser or the embedding page blocks popups. */
export function openPaymentWindow(win: Opener = window): PaymentWindow | null {
  try {
    return win.open('', PAYMENT_WINDOW_NAME);
  } catch {
    return null;
  }
}
