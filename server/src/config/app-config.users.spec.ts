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

  it('PUBLIC_BASE_URL, when unset, follows the port the server listens on; a set one is kept whatever the port', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4123' }).PUBLIC_BASE_URL).toBe('http://localhost:4123');
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3995', PUBLIC_BASE_URL: '' }).PUBLIC_BASE_URL).toBe('http://localhost:3995');
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4123', PUBLIC_BASE_URL: 'https://booking.example.de' }).PUBLIC_BASE_URL).toBe(
      'https://booking.example.de',
    );
    // Port 0 (the OS picks one) names no port a browser could call: the default of port 3000.
    expect(loadConfig({ NODE_ENV: 'development', PORT: '0' }).PUBLIC_BASE_URL).toBe('http://localhost:3000');
    expect(() => loadConfig({ NODE_ENV: 'development', PORT: 'abc' })).toThrow(/PORT/);
  });

  it('hashes new passwords at scrypt N=2^15; only the tests may lower it, and only to a power of two from 2^10', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PASSWORD_SCRYPT_N).toBe(32768);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: '1024' }).PASSWORD_SCRYPT_N).toBe(1024);
    expect(loadConfig({ NODE_ENV: 'development', PASSWORD_SCRYPT_N: '65536' }).PASSWORD_SCRYPT_N).toBe(65536);
    expect(() => loadConfig({ NODE_ENV: 'development', PASSWORD_SCRYPT_N: '1024' })).toThrow(
      /PASSWORD_SCRYPT_N: less than 32768 only for the tests/,
    );
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_SCRYPT_N: '1000' })).toThrow(/PASSWORD_SCRYPT_N/);
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
