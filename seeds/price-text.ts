/** The low and high price (cents) of one rate type over a location's sections. */
export interface RateSpan {
  low: number;
  high: number;
}

/** Placeholders of a seeded price text and the rate types whose prices they name (a half day: morning or afternoon). */
const PLACEHOLDERS: Record<string, readonly string[]> = {
  DAY: ['DAY'],
  HALF_DAY: ['MORNING', 'AFTERNOON'],
  MULTI_DAY: ['MULTI_DAY'],
  WEEK: ['WEEK'],
};

const euros = (cents: number, language: 'de' | 'en') => {
  const whole = cents % 100 === 0;
  const amount = new Intl.NumberFormat(language === 'de' ? 'de-DE' : 'en-GB', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
  return language === 'de' ? `${amount} €` : `€${amount}`;
};

/**
 * The price text with its placeholders replaced by the prices the location's sections charge: "15 €" when every section
 * charges the same, "ab 15 €" ("from €15") when they differ. A placeholder without prices is left as it is.
 */
export function renderPriceText(template: { de: string; en: string }, rates: Record<string, RateSpan>): { de: string; en: string } {
  const render = (text: string, language: 'de' | 'en') =>
    text.replace(/\{([A-Z_]+)\}/g, (whole, name: string) => {
      const spans = (PLACEHOLDERS[name] ?? []).map((type) => rates[type]).filter((s): s is RateSpan => s !== undefined);
      if (!spans.length) return whole;
      const low = Math.min(...spans.map((s) => s.low));
      const high = Math.max(...spans.map((s) => s.high));
      if (low === high) return euros(low, language);
      return language === 'de' ? `ab ${euros(low, language)}` : `from ${euros(low, language)}`;
    });
  return { de: render(template.de, 'de'), en: render(template.en, 'en') };
}
