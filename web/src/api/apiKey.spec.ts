import { describe, expect, it } from '@jest/globals';
import { readApiKey, withApiKey } from './apiKey';

const docWith = (content: string | null) => ({
  querySelector: (selector: string) =>
    content !== null && selector === 'meta[name="strandkorb-api-key"]' ? ({ content } as never) : null,
});

describe('storefront API key', () => {
  it('reads the key from the meta tag', () => {
    expect(readApiKey(docWith('sk_abc'))).toBe('sk_abc');
    expect(readApiKey(docWith(' '))).toBeNull();
    expect(readApiKey(docWith(null))).toBeNull();
    expect(readApiKey(undefined)).toBeNull();
  });

  it('sends it only on the calls that need it', () => {
    expect(withApiKey(new Headers(), 'getPublicBookingDetails', 'k').get('x-api-key')).toBe('k');
    expect(withApiKey(new Headers(), 'getPublicConfig', 'k').get('x-api-key')).toBe('k');
    expect(withApiKey(new Headers(), 'createPublicBooking', 'k').get('x-api-key')).toBeNull();
    expect(withApiKey(new Headers(), 'getPublicBookingDetails', null).get('x-api-key')).toBeNull();
  });
});
