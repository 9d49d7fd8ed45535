import type { PublicBookingSource } from '../../api/generated';
import { currentWidget } from '../widget/widgetSession';

// Spec 1: the affiliate reference (query afp) is kept in local storage and sent when a booking is created.
export const AFFILIATE_STORAGE_KEY = 'affiliateReference';

function local(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function rememberAffiliate(search: string): void {
  const afp = new URLSearchParams(search).get('afp');
  if (afp) local()?.setItem(AFFILIATE_STORAGE_KEY, afp);
}

export function storedAffiliate(): string | undefined {
  return local()?.getItem(AFFILIATE_STORAGE_KEY) ?? undefined;
}

/**
 * WIDGET when the app runs embedded (widget=true with a publicReference in the address, or recorded for the tab by
 * the widget feature), otherwise WEBSITE.
 */
export function bookingSourceFor(search: string): PublicBookingSource {
  return currentWidget(search) ? 'WIDGET' : 'WEBSITE';
}
