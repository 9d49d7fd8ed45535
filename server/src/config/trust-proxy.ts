import { isIP } from 'node:net';
import { ValidatorConstraint, type ValidationArguments, type ValidatorConstraintInterface } from 'class-validator';

/** What Fastify's `trustProxy` gets: nobody, the peers (addresses, CIDRs, proxy-addr's named ranges), or a hop count as a function. */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/** proxy-addr's names for whole ranges. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The problem of one comma-separated entry of TRUST_PROXY, or undefined. */
function entryProblem(entry: string): string | undefined {
  if (NAMED_RANGES.has(entry)) return undefined;
  const [address, bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return `"${entry}" is not an address, a CIDR or one of ${[...NAMED_RANGES].join(', ')}`;
  if (bits === undefined) return undefined;
  const [min, max] = family === 4 ? [8, 32] : [32, 128];
  // A prefix that trusts (nearly) everyone would bring back the X-Forwarded-For bypass.
  if (!/^\d{1,3}$/.test(bits) || Number(bits) > max || Number(bits) < min) return `"${entry}" needs a prefix length from ${min} to ${max}`;
  return undefined;
}

/** Why TRUST_PROXY is not usable, or undefined. `true`/`*` (trust every peer) is refused on purpose. */
export function trustProxyProblem(value: string): string | undefined {
  const text = value.trim();
  if (text === '') return undefined;
  if (/^\d+$/.test(text)) return Number(text) >= 1 && Number(text) <= 10 ? undefined : 'a hop count must be 1 to 10';
  if (['true', '*', 'all'].includes(text.toLowerCase()))
    return 'trusting every peer lets any client choose its address; name the proxies (addresses, CIDRs, loopback) or a hop count';
  for (const entry of text.split(',').map((e) => e.trim())) {
    const problem = entryProblem(entry);
    if (problem) return problem;
  }
  return undefined;
}

/** TRUST_PROXY as Fastify takes it (validated before). */
export function trustProxyOf(value: string): TrustProxy {
  const text = value.trim();
  if (text === '') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return (_address, hop) => hop < hops; // the nearest `hops` peers are proxies
  }
  return text.split(',').map((e) => e.trim());
}

@ValidatorConstraint({ name: 'trustProxy' })
export class TrustProxyConstraint implements ValidatorConstraintInterface {
  validate(value: unknown): boolean {
    return typeof value === 'string' && trustProxyProblem(value) === undefined;
  }

  defaultMessage(args?: ValidationArguments): string {
    return `TRUST_PROXY: ${typeof args?.value === 'string' ? trustProxyProblem(args.value) : 'must be a string'}`;
  }
}
