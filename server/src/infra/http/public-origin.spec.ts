import { describe, expect, it } from '@jest/globals';
import { loadConfig } from '../../config/app-config.js';
import { guestOrigin } from './public-origin.js';

const config = loadConfig({
  NODE_ENV: 'test',
  PUBLIC_BASE_URL: 'https://booking.example.de/',
  CORS_ORIGINS: 'https://www.strandkorb-meier.de, http://partner.example:8080',
});
const call = (host: string, origin?: string, protocol = 'http') => ({ host, protocol, headers: origin ? { origin } : {} });

describe('the origin a checkout sends the guest back to', () => {
  it('is the loopback origin the browser called, on any port and by any loopback name', () => {
    expect(guestOrigin(config, call('127.0.0.1:4123'))).toBe('http://127.0.0.1:4123');
    expect(guestOrigin(config, call('localhost:3995'))).toBe('http://localhost:3995');
    expect(guestOrigin(config, call('[::1]:4123'))).toBe('http://[::1]:4123');
  });

  it("prefers the storefront's Origin header when the server serves it", () => {
    expect(guestOrigin(config, call('127.0.0.1:4123', 'http://localhost:4123'))).toBe('http://localhost:4123');
    expect(guestOrigin(config, call('api.internal:3000', 'https://www.strandkorb-meier.de'))).toBe('https://www.strandkorb-meier.de');
    expect(guestOrigin(config, call('api.internal:3000', 'http://partner.example:8080'))).toBe('http://partner.example:8080');
  });

  it('is PUBLIC_BASE_URL for its own origin and for anything the server does not serve (no open redirect)', () => {
    expect(guestOrigin(config, call('booking.example.de', undefined, 'https'))).toBe('https://booking.example.de');
    expect(guestOrigin(config, call('evil.example'))).toBe('https://booking.example.de');
    expect(guestOrigin(config, call('evil.example', 'https://evil.example'))).toBe('https://booking.example.de');
    // The right host on the wrong scheme (a proxy that is not trusted with X-Forwarded-Proto) is not the same origin.
    expect(guestOrigin(config, call('booking.example.de'))).toBe('https://booking.example.de');
    expect(guestOrigin(config, call('127.0.0.1.evil.example:4123'))).toBe('https://booking.example.de');
    expect(guestOrigin(config, call('localhost@evil.example'))).toBe('https://booking.example.de');
    expect(guestOrigin(config, call('', 'null'))).toBe('https://booking.example.de');
    // A port of PUBLIC_BASE_URL's host that it does not name is another origin.
    expect(guestOrigin(config, call('booking.example.de:8443', undefined, 'https'))).toBe('https://booking.example.de');
  });

  it("keeps PUBLIC_BASE_URL's path when the call came to its origin; CORS_ORIGINS='*' trusts nobody's origin", () => {
    const under = loadConfig({ NODE_ENV: 'test', PUBLIC_BASE_URL: 'https://example.de/strandkorb/', CORS_ORIGINS: '*' });
    expect(guestOrigin(under, call('example.de', undefined, 'https'))).toBe('https://example.de/strandkorb');
    expect(guestOrigin(under, call('example.de', 'https://anyone.example', 'https'))).toBe('https://example.de/strandkorb');
  });
});
