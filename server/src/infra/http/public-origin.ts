import type { AppConfig } from '../../config/app-config.js';

/** What of a request tells where the guest's browser called from. */
export interface OriginSource {
  headers: Record<string, string | string[] | undefined>;
  /** http or https (Fastify's request.protocol: X-Forwarded-Proto only from a trusted proxy). */
  protocol: string;
  /** Host with its port (Fastify's request.host: X-Forwarded-Host only from a trusted proxy). */
  host: string;
}

const LOOPBACK_HOSTS = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

const withoutSlash = (url: string) => url.replace(/\/+$/, '');

/** `scheme://host[:port]` of a value, or null when it is not a plain http(s) origin. */
function originOf(value: string | undefined): string | null {
  if (!value || value === 'null') return null;
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    if (url.username || url.password) return null;
    return url.origin;
  } catch {
    return null;
  }
}

/**
 * The origins this server answers as its own (docs/payments.md "Where the guest returns to"): PUBLIC_BASE_URL's, each
 * of CORS_ORIGINS (not '*'), and any port of a loopback name (localhost, 127.x.x.x, [::1]), which only the guest's own
 * machine can mean.
 */
export function isServedOrigin(config: AppConfig, origin: string): boolean {
  const url = new URL(origin);
  if (LOOPBACK_HOSTS.test(url.hostname)) return true;
  if (origin === new URL(config.PUBLIC_BASE_URL).origin) return true;
  return config.CORS_ORIGINS.split(',')
    .map((o) => originOf(o.trim()))
    .includes(origin);
}

/**
 * Where this request's guest is: the storefront's Origin header, else the origin of the Host the browser called, the
 * first of them this server serves; otherwise PUBLIC_BASE_URL. A Host header alone never sends a guest to a foreign site
 * (no open redirect). Without a trailing slash.
 */
export function guestOrigin(config: AppConfig, req: OriginSource): string {
  const header = req.headers.origin;
  const base = withoutSlash(config.PUBLIC_BASE_URL);
  const candidates = [originOf(Array.isArray(header) ? header[0] : header), originOf(`${req.protocol}://${req.host}`)];
  const served = candidates.find((o): o is string => o !== null && isServedOrigin(config, o));
  // PUBLIC_BASE_URL's own origin keeps its path (a storefront served under one).
  return !served || served === new URL(base).origin ? base : served;
}
