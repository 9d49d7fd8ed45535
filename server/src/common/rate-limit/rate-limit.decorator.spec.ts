import { describe, expect, it } from '@jest/globals';
import type { FastifyRequest } from 'fastify';
import { RateLimitKeys } from './rate-limit.decorator.js';

const request = (body: unknown, query: unknown = {}) => ({ ip: '203.0.113.7', body, query }) as unknown as FastifyRequest;

describe('rate-limit keys', () => {
  it('count by IP, by a normalised field of the body or query, or by both', () => {
    expect(RateLimitKeys.ip(request({}))).toBe('203.0.113.7');
    expect(RateLimitKeys.field('email')(request({ email: ' Inge@Example.DE ' }))).toBe('inge@example.de');
    expect(RateLimitKeys.field('bookingRef')(request(undefined, { bookingRef: 'SK-4711' }))).toBe('sk-4711');
    expect(RateLimitKeys.ipAndField('email')(request({ email: 'a@b.de' }))).toBe('203.0.113.7|a@b.de');
  });

  it('fall back to the IP when the field is missing or not text', () => {
    expect(RateLimitKeys.field('email')(request({ email: ['x'] }))).toBe('203.0.113.7');
    expect(RateLimitKeys.field('email')(request(null))).toBe('203.0.113.7');
  });
});
