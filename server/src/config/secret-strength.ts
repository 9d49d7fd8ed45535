/**
 * What production refuses as a secret: a value published in this repository (the demo defaults, docker-compose.yml,
 * the docs; the list below, kept complete by secret-strength.spec.ts), a placeholder, or — for the secrets we let
 * the deployer choose (JWT_SECRET, S3_SECRET_ACCESS_KEY) — too little entropy.
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

/** Least strength of a chosen secret: enough different characters and about 128 bits by its alphabet and length. */
export const MIN_DISTINCT_CHARACTERS = 8;
export const MIN_ESTIMATED_BITS = 128;
/** Shannon entropy of the characters' frequencies, times the length: catches a few characters repeated a lot. */
const MIN_FREQUENCY_BITS = 80;

/**
 * Why `value` must not be a production secret, or undefined when it may. `chosen`: the deployer picks the value
 * (JWT_SECRET, S3_SECRET_ACCESS_KEY), so its strength is checked too; a provider's key (Stripe, PayPal, SMTP) is
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

/** Why the value is guessable: too few different characters, too short for its alphabet, a repeated block or a run. */
export function entropyProblem(value: string): string | undefined {
  const chars = [...value];
  const distinct = new Set(chars).size;
  if (distinct < MIN_DISTINCT_CHARACTERS) return `has only ${distinct} different characters (at least ${MIN_DISTINCT_CHARACTERS})`;
  const bits = Math.floor(chars.length * Math.log2(alphabetSize(value)));
  if (bits < MIN_ESTIMATED_BITS)
    return `has about ${bits} bits of entropy (at least ${MIN_ESTIMATED_BITS}: e.g. 32 hex digits or 22 letters and digits)`;
  if (frequencyBits(chars) < MIN_FREQUENCY_BITS) return 'repeats a few characters too often';
  if (isPeriodic(value)) return 'is one block repeated';
  if (isMostlyRuns(chars)) return 'is mostly runs of neighbouring characters (abc, 123, aaa)';
  return undefined;
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
