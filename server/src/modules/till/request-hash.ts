import { createHash } from 'node:crypto';

/** JSON with the keys of every object sorted: the same request body however its keys were ordered. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** What an Idempotency-Key is compared against: a replay must carry the same request. */
export const requestHash = (body: unknown): string => createHash('sha256').update(canonicalJson(body)).digest('hex');
