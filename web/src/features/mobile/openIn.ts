// The open-in decision on small screens (spec 4): app or mobile website, remembered in local storage.
export const DISPLAYER_DECISION_KEY = 'displayer-decision';
export const QRCODE_QUERY_KEY = 'qrcode';
export type DisplayerDecision = 'browser' | 'mobile';

/** Delay before the app store opens after trying the app's deep link (spec 9). */
export const APP_STORE_REDIRECT_MS = 500;
/** The companion app (demo values; set the real scheme and store pages before going live). */
export const APP_DEEP_LINK_BASE = 'strandkorb://booking';
export const APP_STORE_URL = 'https://apps.apple.com/de/app/strandkorb-buchen/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=example.strandkorb';
/** Small screens: below the app bar's hamburger breakpoint. */
export const SMALL_SCREEN_QUERY = '(max-width: 899px)';

export function parseDecision(value: string | null): DisplayerDecision | null {
  return value === 'browser' || value === 'mobile' ? value : null;
}

/** The modal shows on small screens only, when the address has qrcode=true and no decision is stored. */
export function shouldShowOpenIn(search: string, decision: DisplayerDecision | null, smallScreen: boolean): boolean {
  return smallScreen && decision === null && new URLSearchParams(search).get(QRCODE_QUERY_KEY) === 'true';
}

/** The address without qrcode (a stored browser decision removes it); null when there is nothing to remove. */
export function withoutQrcode(search: string): string | null {
  const query = new URLSearchParams(search);
  if (!query.has(QRCODE_QUERY_KEY)) return null;
  query.delete(QRCODE_QUERY_KEY);
  const rest = query.toString();
  return rest ? `?${rest}` : '';
}

export function isIphone(userAgent: string): boolean {
  return /iPhone/i.test(userAgent);
}

/** The app's deep link to the booking: with email and booking reference when the address carries them. */
export function appDeepLink(search: string): string {
  const query = new URLSearchParams(search);
  const bookingRef = query.get('bookingRef') ?? query.get('bookingReference') ?? query.get('sbl_bookingRef');
  const email = query.get('email') ?? query.get('sbl_email');
  if (!bookingRef || !email) return APP_DEEP_LINK_BASE;
  return `${APP_DEEP_LINK_BASE}?${new URLSearchParams({ bookingRef, email }).toString()}`;
}

export type OpenInStep = { kind: 'replace'; search: string } | { kind: 'location'; url: string; afterMs: number };

/**
 * What a decision does: browser removes qrcode from the address; mobile on an iPhone opens the deep link and,
 * 500 ms later, the App Store page (the app did not take over); other phones go to their store page.
 */
export function stepsFor(decision: DisplayerDecision, search: string, userAgent: string): OpenInStep[] {
  if (decision === 'browser') {
    const search2 = withoutQrcode(search);
    return search2 === null ? [] : [{ kind: 'replace', search: search2 }];
  }
  if (isIphone(userAgent)) {
    return [
      { kind: 'location', url: appDeepLink(search), afterMs: 0 },
      { kind: 'location', url: APP_STORE_URL, afterMs: APP_STORE_REDIRECT_MS },
    ];
  }
  return [{ kind: 'location', url: /Android/i.test(userAgent) ? PLAY_STORE_URL : APP_STORE_URL, afterMs: 0 }];
}
