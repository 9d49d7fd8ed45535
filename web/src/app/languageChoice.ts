// The storefront's language choice outlives a reload and the payment round trip (issue 21 item 6.2): it is kept in
// local storage; a `lng` query value (a shared link) wins. A widget in a third-party iframe may have no storage at
// all: then the choice lasts as long as the page, and the result pages take the language the customer booked in.
// Without a choice, the browser's languages decide (issue 30 item 9: an English browser gets the English storefront).
export const LANGUAGE_STORAGE_KEY = 'strandkorb.language';

type Supported<L extends string> = readonly L[];

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage access itself throws in a sandboxed or third-party frame
  }
}

const supported = <L extends string>(value: string | null | undefined, languages: Supported<L>): L | null =>
  value && (languages as readonly string[]).includes(value) ? (value as L) : null;

/** The language stored earlier, or null (none, unsupported, or no storage). */
export function storedLanguage<L extends string>(languages: Supported<L>, store = storage()): L | null {
  try {
    return supported(store?.getItem(LANGUAGE_STORAGE_KEY), languages);
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/** The first of the browser's languages (in its order of preference) that is supported: 'en-GB' is en; null: none. */
export function browserLanguage<L extends string>(
  languages: Supported<L>,
  preferred: readonly string[] = browserLanguages(),
): L | null {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const found = supported(primary, languages);
    if (found) return found;
  }
  return null;
}

/**
 * The language to start in: `?lng=` of the address, else the stored choice, else the first supported language of
 * the browser, else the fallback.
 */
export function initialLanguage<L extends string>(
  search: string,
  languages: Supported<L>,
  fallback: L,
  store = storage(),
  preferred: readonly string[] = browserLanguages(),
): L {
  return (
    supported(new URLSearchParams(search).get('lng'), languages) ??
    storedLanguage(languages, store) ??
    browserLanguage(languages, preferred) ??
    fallback
  );
}

export function rememberLanguage(language: string, store = storage()): void {
  try {
    store?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage full or refused: the choice lasts as long as the page.
  }
}
