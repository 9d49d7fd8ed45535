import { describe, expect, it } from '@jest/globals';
import { newBookingRef } from './booking-ref.js';

describe('booking reference', () => {
  it('is 8 characters without 0, O, 1 or I', () => {
    const refs = Array.from({ length: 2000 }, newBookingRef);
    for (const ref of refs) expect(ref).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    expect(new Set(refs).size).toBe(refs.length);
  });
});
