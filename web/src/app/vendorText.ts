// Vendor-entered texts (extras, rows, descriptions) may carry an English version (issue 30 item 9): the English
// storefront shows it when the vendor set one, and the German text otherwise. The public answers carry both, so the
// cached reads stay the same for every language and only the choice is made here.

const isEnglish = (language: string | undefined) => !!language && language.toLowerCase().startsWith('en');

/** The text in the UI language: the English version in English when set (not blank), else the German one. */
export function vendorText<T extends string | null | undefined>(
  german: T,
  english: string | null | undefined,
  language: string | undefined,
): T | string {
  return isEnglish(language) && english?.trim() ? english : german;
}

/** Whether a search phrase finds this text in either language ("parasol" finds "Sonnenschirm" / "Parasol"). */
export function textMatches(needle: string, ...texts: (string | null | undefined)[]): boolean {
  const phrase = needle.trim().toLocaleLowerCase('de');
  return !phrase || texts.some((text) => !!text && text.toLocaleLowerCase('de').includes(phrase));
}
