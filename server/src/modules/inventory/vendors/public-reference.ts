/** Legal forms dropped from a company name before it becomes a public reference. */
const LEGAL_FORMS = new Set([
  'gmbh',
  'mbh',
  'ug',
  'kg',
  'ag',
  'ohg',
  'gbr',
  'ek',
  'e',
  'k',
  'ev',
  'co',
  'haftungsbeschraenkt',
  'se',
  'kgaa',
]);

/** A URL-safe slug of the company name: 'Lübecker Bucht Strandkorbvermietung GmbH' → 'luebecker-bucht-strandkorbvermietung'. */
export function slugOf(companyName: string): string {
  const words = companyName
    .toLowerCase()
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  while (words.length > 1 && LEGAL_FORMS.has(words[words.length - 1])) words.pop();
  let slug = words.join('-').slice(0, 50).replace(/-+$/, '');
  if (slug.length < 3) slug = `vendor-${slug}`.replace(/-+$/, '');
  return slug;
}

/** The first of slug, slug-2, slug-3, … that is not taken. */
export function firstFree(slug: string, taken: ReadonlySet<string>): string {
  if (!taken.has(slug)) return slug;
  for (let n = 2; ; n++) {
    const candidate = `${slug}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
