import { describe, expect, it } from '@jest/globals';
import { appDeepLink, APP_STORE_URL, parseDecision, shouldShowOpenIn, stepsFor, withoutQrcode } from './openIn';

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';

describe('open-in decision', () => {
  it('shows only on small screens with qrcode=true and no stored decision', () => {
    expect(shouldShowOpenIn('?qrcode=true', null, true)).toBe(true);
    expect(shouldShowOpenIn('?qrcode=true', null, false)).toBe(false);
    expect(shouldShowOpenIn('?qrcode=true', 'browser', true)).toBe(false);
    expect(shouldShowOpenIn('?qrcode=false', null, true)).toBe(false);
    expect(shouldShowOpenIn('', null, true)).toBe(false);
  });

  it('reads only the two stored values', () => {
    expect(parseDecision('browser')).toBe('browser');
    expect(parseDecision('mobile')).toBe('mobile');
    expect(parseDecision('app')).toBeNull();
    expect(parseDecision(null)).toBeNull();
  });

  it('removes qrcode for the browser and keeps the rest of the query', () => {
    expect(withoutQrcode('?qrcode=true&bookingRef=B1')).toBe('?bookingRef=B1');
    expect(withoutQrcode('?qrcode=true')).toBe('');
    expect(withoutQrcode('?a=1')).toBeNull();
    expect(stepsFor('browser', '?qrcode=true&a=1', iphone)).toEqual([{ kind: 'replace', search: '?a=1' }]);
  });

  it('opens the deep link on an iPhone, then the App Store after 500 ms', () => {
    expect(stepsFor('mobile', '?qrcode=true&bookingRef=B1&email=a%40b.de', iphone)).toEqual([
      { kind: 'location', url: 'strandkorb://booking?bookingRef=B1&email=a%40b.de', afterMs: 0 },
      { kind: 'location', url: APP_STORE_URL, afterMs: 500 },
    ]);
    expect(appDeepLink('?qrcode=true')).toBe('strandkorb://booking');
  });

  it('sends other phones to their store page', () => {
    expect(stepsFor('mobile', '?qrcode=true', 'Mozilla/5.0 (Linux; Android 14)')[0]).toMatchObject({
      url: expect.stringContaining('play.google'),
    });
  });
});
