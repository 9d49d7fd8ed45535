import { describe, expect, it } from '@jest/globals';
import { lookupQuery } from './lookupQuery';

describe('booking lookup query', () => {
  it('needs both values', () => {
    expect(lookupQuery(new URLSearchParams('bookingRef=abcd1234&email=a%40b.de'))).toEqual({
      bookingRef: 'ABCD1234',
      email: 'a@b.de',
    });
    expect(lookupQuery(new URLSearchParams('bookingRef=ABCD1234'))).toBeNull();
    expect(lookupQuery(new URLSearchParams('bookingRef=%20&email=a%40b.de'))).toBeNull();
    expect(lookupQuery(new URLSearchParams(''))).toBeNull();
  });
});
