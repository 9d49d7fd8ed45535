// The selection modal (spec 2, dialogs): a later visit asks whether to continue the earlier selection (section or
// chair and date range) or to begin anew. The selection is kept in local storage; the question is asked once per tab.
export const LAST_SELECTION_KEY = 'strandkorb.lastSelection';
export const RESUME_ASKED_KEY = 'strandkorb.resumeAsked';

export interface StoredSelection {
  /** A section or chair route */
  path: string;
  /** The section's name from the route, for the question */
  place: string;
  startDate: string;
  endDate: string;
}

const ISO = /^\d{4}-\d{2}-\d{2}$/;

/** The selection worth keeping for a route: section, row and chair routes (spec 2), else null. */
export function selectionOfRoute(pathname: string, startDate: string, endDate: string): StoredSelection | null {
  const segments = pathname.split('/');
  // /s/{region}/{city}/{section}/{id}[/{rowId}|/extras] and /s/strandkorb/{city}/{section}/{sectionId}/{chairId}
  if (segments[1] !== 's' || segments.length < 6 || !/^\d+$/.test(segments[5] ?? '')) return null;
  let place: string;
  try {
    place = decodeURIComponent(segments[4] ?? '');
  } catch {
    return null;
  }
  if (!place || place === '-') return null;
  return { path: pathname, place, startDate, endDate };
}

export function parseStoredSelection(raw: string | null): StoredSelection | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<StoredSelection>;
    if (typeof value.path !== 'string' || !value.path.startsWith('/s/')) return null;
    if (typeof value.place !== 'string' || !ISO.test(value.startDate ?? '') || !ISO.test(value.endDate ?? ''))
      return null;
    return { path: value.path, place: value.place, startDate: value.startDate!, endDate: value.endDate! };
  } catch {
    return null;
  }
}

/**
 * Whether to ask: on the start page, once per tab, for a stored selection that has not ended yet. A selection whose
 * start has passed continues from today.
 */
export function resumeOffer(
  stored: StoredSelection | null,
  today: string,
  pathname: string,
  alreadyAsked: boolean,
): StoredSelection | null {
  if (alreadyAsked || pathname !== '/' || !stored || stored.endDate < today) return null;
  return stored.startDate < today ? { ...stored, startDate: today } : stored;
}
