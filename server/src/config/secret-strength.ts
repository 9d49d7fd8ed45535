/**
 * What production refuses as a secret: a value published in this repository (the demo defaults, docker-compose.yml,
 * the docs; the list below, kept complete by secret-strength.spec.ts), a placeholder, or — for the secrets we let
 * the deployer choose (JWT_SECRET, S3_SECRET_ACCESS_KEY, METRICS_TOKEN) — too little entropy: fewer than 32
 * characters, or under 128 bits as a guesser would count them (a phrase of words counts per word, not per letter).
 */

/** Every secret value this repository has ever published (git history included); anyone can read them. */
export const REPOSITORY_SECRETS: readonly string[] = [
  'local-demo-secret-change-me-in-production-0123456789', // AppConfig's JWT_SECRET default (demo, tests)
  'change-me-change-me-change-me-change-me', // docker-compose.yml before it required JWT_SECRET
  'strandkorb-secret', // docker-compose.yml's MinIO password / S3_SECRET_ACCESS_KEY before it required one
  'sk_storefrt_demo-storefront-key-not-secret', // the demo storefront key (README)
];

/** Words a value typed into a template or example carries; a random secret does not (short ones only as a whole word, one case). */
const PLACEHOLDER =
  /change[\s._-]?me|replace[\s._-]?me|placeholder|your[\s._-]?(own[\s._-]?)?(secret|key|token|password)|example|insecure|not[\s._-]?(a[\s._-]?)?secret|password|passwort/i;
const PLACEHOLDER_WORD = /(?<![A-Za-z])(demo|dummy|test|todo|DEMO|DUMMY|TEST|TODO)(?![A-Za-z])/;

/** Least strength of a chosen secret: enough different characters, about 128 bits, and 32 characters. */
export const MIN_DISTINCT_CHARACTERS = 8;
export const MIN_ESTIMATED_BITS = 128;
export const MIN_SECRET_LENGTH = 32;
/** Shannon entropy of the characters' frequencies, times the length: catches a few characters repeated a lot. */
const MIN_FREQUENCY_BITS = 80;

/** What one word of a phrase is worth to a guesser with a dictionary: one of a diceware list's 7,776 words. */
const WORD_BITS = Math.log2(7776);
/** Runs of letters as words are written (lower case, Capitalised, UPPER CASE): at least 3 letters make a word. */
const WORD = /[A-Z][a-z]{2,}|[a-z]{3,}|[A-Z]{3,}(?![a-z])/g;
/**
 * How often each letter occurs in English and German text, per mille (the two languages averaged). A value whose
 * letters are spread like this reads as words; the letters of a random draw are spread evenly (about 38 each).
 */
// prettier-ignore
const LETTER_PER_MILLE: Readonly<Record<string, number>> = {
  a: 74, b: 17, c: 28, d: 47, e: 146, f: 20, g: 25, h: 55, i: 73, j: 2, k: 10, l: 37, m: 25,
  n: 83, o: 51, p: 14, q: 1, r: 65, s: 68, t: 77, u: 35, v: 9, w: 22, x: 1, y: 10, z: 6,
};

/**
 * Why `value` must not be a production secret, or undefined when it may. `chosen`: the deployer picks the value
 * (JWT_SECRET, S3_SECRET_ACCESS_KEY, METRICS_TOKEN), so its strength is checked too; a provider's key (Stripe, PayPal, SMTP) is
 * only checked for repository values and placeholders.
 */
export function secretProblem(value: string, chosen: boolean): string | undefined {
  if (REPOSITORY_SECRETS.includes(value))
    return 'is a value published in this repository (a demo default or docker-compose.yml); set a secret of your own';
  const placeholder = PLACEHOLDER.exec(value) ?? PLACEHOLDER_WORD.exec(value);
  if (placeholder) return `looks like a placeholder (it contains "${placeholder[0]}"); set a random secret`;
  if (!chosen) return undefined;
  const weak = entropyProblem(value);
  return weak && `${weak}; generate one, e.g. openssl rand -base64 48`;
}

/**
 * Why the value is guessable: too few different characters, too few bits (estimatedBits), too short, a few characters
 * repeated a lot, a repeated block or a run.
 */
export function entropyProblem(value: string): string | undefined {
  const chars = [...value];
  const distinct = new Set(chars).size;
  if (distinct < MIN_DISTINCT_CHARACTERS) return `has only ${distinct} different characters (at least ${MIN_DISTINCT_CHARACTERS})`;
  const bits = Math.floor(estimatedBits(value));
  if (bits < MIN_ESTIMATED_BITS) {
    const words = readsAsWords(value) ? ` read as the words ${(value.match(WORD) ?? []).join(', ')}` : '';
    return `has about ${bits} bits of entropy${words} (at least ${MIN_ESTIMATED_BITS}: e.g. 32 hex digits, or 43 base64 characters)`;
  }
  if (chars.length < MIN_SECRET_LENGTH) return `has ${chars.length} characters (at least ${MIN_SECRET_LENGTH})`;
  if (frequencyBits(chars) < MIN_FREQUENCY_BITS) return 'repeats a few characters too often';
  if (isPeriodic(value)) return 'is one block repeated';
  if (isMostlyRuns(chars)) return 'is mostly runs of neighbouring characters (abc, 123, aaa)';
  return undefined;
}

/**
 * The bits a guesser needs, as a value was likely made. Digits only: 3.3 a digit; hex digits only: 4 a digit. A value
 * whose letters read as English or German words (readsAsWords) is a phrase: each word (WORD) counts WORD_BITS whatever
 * its length, each digit 3.3 bits, a separator used before 1 bit, any other character its alphabet's bits. Anything
 * else counts log2 of its alphabet (the character classes it uses) per character.
 */
export function estimatedBits(value: string): number {
  const chars = [...value];
  const perChar = Math.log2(alphabetSize(value));
  if (/^[0-9]+$/.test(value) || /^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value) || !readsAsWords(value))
    return chars.length * perChar;
  const words = value.match(WORD) ?? [];
  const rest = [...value.replace(WORD, ' ')].filter((c) => c !== ' ');
  const seen = new Set<string>();
  let bits = words.length * WORD_BITS;
  for (const c of rest) {
    if (/[0-9]/.test(c)) bits += Math.log2(10);
    else if (/[^A-Za-z]/.test(c) && seen.has(c)) bits += 1;
    else bits += perChar;
    seen.add(c);
  }
  return bits;
}

/** Whether the value's letters are spread as in English or German text: more likely so than as a random draw of letters. */
function readsAsWords(value: string): boolean {
  const letters = value.toLowerCase().replace(/[^a-z]/g, '');
  let score = 0;
  for (const letter of letters) score += Math.log2((LETTER_PER_MILLE[letter] / 1000) * 26);
  return letters.length > 0 && score > 0;
}

/** The alphabet the value seems drawn from: digits, hex digits, else the character classes it uses. */
function alphabetSize(value: string): number {
  if (/^[0-9]+$/.test(value)) return 10;
  if (/^[0-9a-f]+$/.test(value) || /^[0-9A-F]+$/.test(value)) return 16;
  let size = 0;
  if (/[a-z]/.test(value)) size += 26;
  if (/[A-Z]/.test(value)) size += 26;
  if (/[0-9]/.test(value)) size += 10;
  if (/[^a-zA-Z0-9]/.test(value)) size += 33;
  return size;
}

function frequencyBits(chars: string[]): number {
  const counts = new Map<string, number>();
  for (const c of chars) counts.set(c, (counts.get(c) ?? 0) + 1);
  let perChar = 0;
  for (const n of counts.values()) perChar -= (n / chars.length) * Math.log2(n / chars.length);
  return perChar * chars.length;
}

function isPeriodic(value: string): boolean {
  for (let period = 1; period <= value.length / 2; period++) {
    if (
      value
        .slice(0, period)
        .repeat(Math.ceil(value.length / period))
        .slice(0, value.length) === value
    )
      return true;
  }
  return false;
}

/** Most neighbours are equal or one apart (in a random hex secret about one pair in six is, in base64 one in twenty). */
function isMostlyRuns(chars: string[]): boolean {
  let near = 0;
  for (let i = 1; i < chars.length; i++) if (Math.abs(chars[i].codePointAt(0)! - chars[i - 1].codePointAt(0)!) <= 1) near++;
  return near > 0.6 * (chars.length - 1);
}
