import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './app-config.js';

describe('configuration of users and access', () => {
  it('has defaults for links, tokens and rate limits', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(config.CSP_FRAME_ANCESTORS).toBe('*');
    expect(config.rateLimit('LOGIN')).toEqual({ limit: 10, windowSeconds: 300 });
    expect(config.rateLimit('BOOKING_LOOKUP')).toEqual({ limit: 60, windowSeconds: 600 });
  });

  it('reads rate limits as <calls>/<seconds>', () => {
    expect(loadConfig({ NODE_ENV: 'development', RATE_LIMIT_PASSWORD_RESET: '2/30' }).rateLimit('PASSWORD_RESET')).toEqual({
      limit: 2,
      windowSeconds: 30,
    });
    expect(() => loadConfig({ RATE_LIMIT_LOGIN: 'ten per minute', RATE_LIMIT_REGISTER: '0/60' })).toThrow(
      /RATE_LIMIT_LOGIN must be <calls>\/<seconds>[\s\S]*RATE_LIMIT_REGISTER must be/,
    );
  });

  it('refuses a bad PUBLIC_BASE_URL, frame-ancestors list or key prefix', () => {
    expect(() => loadConfig({ PUBLIC_BASE_URL: 'strandkorb.de' })).toThrow(/PUBLIC_BASE_URL/);
    expect(() => loadConfig({ CSP_FRAME_ANCESTORS: "'self'; script-src *" })).toThrow(/CSP_FRAME_ANCESTORS/);
    expect(
      loadConfig({ NODE_ENV: 'development', CSP_FRAME_ANCESTORS: "'self' https://*.strandkorb.de https://partner.example:8443" })
        .CSP_FRAME_ANCESTORS,
    ).toContain('partner');
    expect(() => loadConfig({ QUEUE_PREFIX: 'has:colon' })).toThrow(/QUEUE_PREFIX/);
    expect(() => loadConfig({ REFRESH_TOKEN_TTL_SECONDS: '5' })).toThrow(/REFRESH_TOKEN_TTL_SECONDS/);
  });
});
