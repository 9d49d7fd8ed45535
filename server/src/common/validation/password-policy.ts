/** The minimum strength of a back-office password; the same rules for registration and password reset. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 128;

// The passwords tried first by every guesser, and the product's own words.
const COMMON = ['password', 'passwort', 'qwertz', 'qwerty', '123456', 'letmein', 'welcome', 'willkommen', 'strandkorb', 'admin'];

/** What is wrong with a password, as the end of "password must …"; undefined when it is strong enough. */
export function passwordProblem(password: unknown, email?: unknown): string | undefined {
  if (typeof password !== 'string') return 'be a string';
  const value = password.normalize('NFKC');
  if (value.length < PASSWORD_MIN_LENGTH) return `be at least ${PASSWORD_MIN_LENGTH} characters long`;
  if (value.length > PASSWORD_MAX_LENGTH) return `be at most ${PASSWORD_MAX_LENGTH} characters long`;
  if (!/\p{L}/u.test(value) || !/[^\p{L}]/u.test(value)) return 'contain letters and at least one digit or symbol';
  if (new Set(value).size < 5) return 'contain at least 5 different characters';
  const lower = value.toLowerCase();
  const stripped = lower.replace(/[^\p{L}]/gu, '');
  if (COMMON.some((word) => stripped === word || (lower.startsWith(word) && lower.length - word.length < 5))) {
    return 'not be a common password';
  }
  const local = typeof email === 'string' ? email.split('@')[0].toLowerCase() : '';
  if (local.length >= 3 && lower.includes(local)) return 'not contain the e-mail address';
  return undefined;
}

/** The rules in words, for the API documentation. */
export const PASSWORD_RULES =
  `${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, letters and at least one digit or symbol, ` +
  'at least 5 different characters, not a common password, not containing the e-mail address';
