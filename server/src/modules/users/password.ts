import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';
import { DEFAULT_PASSWORD_SCRYPT_N } from '../../config/app-config.js';

const scryptAsync = promisify(scrypt) as (password: string, salt: Buffer, keylen: number, options: object) => Promise<Buffer>;

// scrypt with N=2^15: a slow, memory-hard hash from Node's own crypto (no native addon to build).
const PARAMS = { N: DEFAULT_PASSWORD_SCRYPT_N, r: 8, p: 1, maxmem: 64 * 1024 * 1024 };

/** The N of new hashes from the configuration (PASSWORD_SCRYPT_N; only the tests set less): set once at boot. */
export function usePasswordCost(n: number): void {
  PARAMS.N = n;
}
const KEY_LENGTH = 32;

/** `scrypt$N$r$p$salt$hash`, parameters stored so they can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, KEY_LENGTH, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: PARAMS.maxmem,
  });
  return timingSafeEqual(expected, actual);
}
