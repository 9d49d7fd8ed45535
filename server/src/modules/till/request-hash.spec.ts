import { describe, expect, it } from '@jest/globals';
import { canonicalJson, requestHash } from './request-hash.js';

describe('the request hash of an idempotent sale', () => {
  it('is the same for the same body in another key order, and differs for another value', () => {
    const a = { sessionId: 1, chairs: [{ beachChairId: 5, start: '2027-07-01', end: '2027-07-01' }], paymentMethod: 'CASH' };
    const b = { paymentMethod: 'CASH', chairs: [{ end: '2027-07-01', start: '2027-07-01', beachChairId: 5 }], sessionId: 1 };
    expect(canonicalJson(a)).toBe(canonicalJson(b));
    expect(requestHash(a)).toBe(requestHash(b));
    expect(requestHash({ ...a, paymentMethod: 'EC' })).not.toBe(requestHash(a));
    // the order of chairs is part of the sale
    expect(requestHash({ chairs: [1, 2] })).not.toBe(requestHash({ chairs: [2, 1] }));
  });

  it('leaves out undefined values, as the JSON on the wire does', () => {
    expect(canonicalJson({ a: 1, b: undefined, c: null })).toBe('{"a":1,"c":null}');
  });
});
