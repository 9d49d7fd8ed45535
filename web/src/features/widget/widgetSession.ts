// Widget mode (spec 1 and 6): the storefront embedded in a vendor's site. It starts with widget=true and a
// publicReference in the address; the path and the reference are then kept for the tab (sessionStorage), so the
// mode survives in-app navigation whose addresses no longer carry the query.
export const WIDGET_SESSION_KEY = 'strandkorb.widget';

export interface WidgetSession {
  /** The vendor's public reference */
  publicReference: string;
  /** Where the widget started, with its query: the "vendor widget URL" that back-to-start returns to */
  path: string;
  /** The region the widget is limited to, once known */
  regionId?: number;
}

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The widget start in an address (pathname + search), or null when the address does not start widget mode. */
export function widgetFromAddress(pathname: string, search: string): WidgetSession | null {
  const query = new URLSearchParams(search);
  const publicReference = query.get('publicReference')?.trim();
  if (query.get('widget') !== 'true' || !publicReference) return null;
  return { publicReference, path: `${pathname}${search}` };
}

export function parseWidgetSession(raw: string | null): WidgetSession | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<WidgetSession>;
    if (typeof value.publicReference !== 'string' || !value.publicReference) return null;
    if (typeof value.path !== 'string' || !value.path.startsWith('/')) return null;
    const regionId = typeof value.regionId === 'number' && value.regionId > 0 ? value.regionId : undefined;
    return { publicReference: value.publicReference, path: value.path, ...(regionId ? { regionId } : {}) };
  } catch {
    return null;
  }
}

/** Stands in when the browser refuses storage to a third-party iframe (blocked third-party cookies and storage). */
export function memoryStorage(): StorageLike {
  const data = new Map<string, string>();
  return {
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, value),
    removeItem: (key) => void data.delete(key),
  };
}

const fallback = memoryStorage();

/** The tab's session storage; in an embedding page that blocks it, memory (the single-page app keeps it while open). */
function session(): StorageLike {
  try {
    if (typeof sessionStorage === 'undefined') return fallback;
    sessionStorage.getItem(WIDGET_SESSION_KEY);
    return sessionStorage;
  } catch {
    return fallback;
  }
}

export function readWidgetSession(storage: StorageLike | null = session()): WidgetSession | null {
  return parseWidgetSession(storage?.getItem(WIDGET_SESSION_KEY) ?? null);
}

/**
 * Records a widget start found in the address. A new start (another vendor or path) replaces the earlier one;
 * the same start again keeps the region already found.
 */
export function recordWidgetStart(
  pathname: string,
  search: string,
  storage: StorageLike | null = session(),
): WidgetSession | null {
  const started = widgetFromAddress(pathname, search);
  const current = readWidgetSession(storage);
  if (!started) return current;
  const next =
    current && current.publicReference === started.publicReference && current.path === started.path ? current : started;
  storage?.setItem(WIDGET_SESSION_KEY, JSON.stringify(next));
  return next;
}

/** Remembers the region the widget shows (found from its start place); kept only for the same vendor. */
export function recordWidgetRegion(regionId: number, storage: StorageLike | null = session()): void {
  const current = readWidgetSession(storage);
  if (!current || current.regionId !== undefined) return;
  storage?.setItem(WIDGET_SESSION_KEY, JSON.stringify({ ...current, regionId }));
}

/** The widget in force for an address: its own query first, else the one recorded for the tab. */
export function currentWidget(
  search: string,
  pathname = '/',
  storage: StorageLike | null = session(),
): WidgetSession | null {
  return widgetFromAddress(pathname, search) ?? readWidgetSession(storage);
}

/** Where back-to-start (logo, error pages, close buttons) leads: the vendor widget URL, or the start page. */
export function homePath(widget: WidgetSession | null): string {
  return widget?.path ?? '/';
}

/** The flow parameter of confirm and payment calls (spec 6). */
export function bookingFlow(widget: WidgetSession | null): 'widget' | 'website' {
  return widget ? 'widget' : 'website';
}

/** Widget mode limits the region list to the widget's region (spec 1); without one known, nothing is cut. */
export function limitToWidgetRegion<T extends { id: number }>(
  regions: readonly T[],
  widget: WidgetSession | null,
): T[] {
  if (!widget?.regionId) return [...regions];
  return regions.filter((region) => region.id === widget.regionId);
}

/** Whether a section's chairs may be sold here: the website sells every vendor's, a widget only its own (issue 21). */
export function widgetSells(widget: WidgetSession | null, publicReference: string | undefined): boolean {
  return !widget || widget.publicReference === publicReference;
}

/** The places a widget shows: those holding its vendor's sections (issue 21); null outside widget mode. */
export interface WidgetScope {
  sectionIds: ReadonlySet<number>;
  beachIds: ReadonlySet<number>;
  cityIds: ReadonlySet<number>;
}

export function scopeOf(sections: readonly { id: number; beachId: number; cityId: number }[]): WidgetScope {
  return {
    sectionIds: new Set(sections.map((s) => s.id)),
    beachIds: new Set(sections.map((s) => s.beachId)),
    cityIds: new Set(sections.map((s) => s.cityId)),
  };
}

/** The items whose id is in the scope's set; everything when there is no scope (the website, or not loaded yet). */
export function inScope<T extends { id: number }>(
  items: readonly T[] | undefined,
  ids: ReadonlySet<number> | undefined,
): T[] {
  if (!items) return [];
  return ids ? items.filter((item) => ids.has(item.id)) : [...items];
}

/** A search hit's kind and id (the destinations search answers regions, cities, beaches and sections). */
interface PlaceHit {
  kind: 'REGION' | 'CITY' | 'BEACH' | 'BEACH_SECTION';
  id: number;
}

/**
 * The search hits a widget shows (issue 29, 9b): its region and the cities, beaches and sections holding its vendor's
 * sections; nothing until they are known. Outside widget mode (no places) every hit.
 */
export function hitsInScope<T extends PlaceHit>(
  hits: readonly T[],
  places: { scope?: WidgetScope; regionId?: number } | null,
): T[] {
  if (!places) return [...hits];
  const { scope, regionId } = places;
  if (!scope) return [];
  const allowed: Record<PlaceHit['kind'], (id: number) => boolean> = {
    REGION: (id) => id === regionId,
    CITY: (id) => scope.cityIds.has(id),
    BEACH: (id) => scope.beachIds.has(id),
    BEACH_SECTION: (id) => scope.sectionIds.has(id),
  };
  return hits.filter((hit) => allowed[hit.kind](hit.id));
}
