import { describe, expect, it } from '@jest/globals';
import { formatPayloadValue, toastTextFor, translateToast } from './toastMessage';
import { toastShown, toastsReducer } from './toastsSlice';

// A fake t: renders "key|param=value,…" so the test sees which key and parameters were chosen.
const t = (key: string, options: Record<string, unknown> = {}) => {
  if (key.startsWith('error:values.')) return `<${key.slice('error:values.'.length)}>`;
  if (key.startsWith('checkout:payment.methods.')) return `«${key.slice('checkout:payment.methods.'.length)}»`;
  const params = Object.entries(options)
    .filter(([name]) => name !== 'defaultValue')
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(',');
  return `${key}|${params}`;
};

describe('toastTextFor', () => {
  it('domain errors: error:<TYPE> with the payload', () => {
    const text = toastTextFor({
      statusCode: 409,
      errorType: 'TOO_MANY_OPEN_BOOKINGS',
      payload: { limit: 5, scope: 'ip' },
      message: '…',
    });
    expect(text).toEqual({
      key: 'error:TOO_MANY_OPEN_BOOKINGS',
      params: { limit: 5, scope: 'ip' },
      defaultValue: undefined,
    });
  });

  it('formats yyyy-MM-dd payload values the German way', () => {
    const text = toastTextFor({
      errorType: 'PRICE_NOT_DEFINED',
      payload: { start: '2026-07-01', end: '2026-07-03', days: 3 },
    });
    expect(text.params).toEqual({ start: '01.07.2026', end: '03.07.2026', days: 3 });
  });

  it('framework errors: the message, translated if known, else shown as is', () => {
    expect(toastTextFor({ statusCode: 400, message: 'Bad Request', error: 'Bad Request' })).toEqual({
      key: 'error:Bad Request',
      defaultValue: 'Bad Request',
    });
    expect(
      toastTextFor({ statusCode: 400, message: ['start must be a date', 'end must be a date'], error: 'Bad Request' }),
    ).toMatchObject({ defaultValue: 'start must be a date; end must be a date' });
  });

  it('anything else: the generic text', () => {
    expect(toastTextFor(undefined)).toEqual({ key: 'error:UNKNOWN' });
    expect(toastTextFor('<html>502</html>')).toEqual({ key: 'error:UNKNOWN' });
  });
});

describe('translateToast', () => {
  it('translates the reason of BEACH_CHAIR_NOT_AVAILABLE with the other payload values', () => {
    const text = toastTextFor({
      errorType: 'BEACH_CHAIR_NOT_AVAILABLE',
      payload: { beachChairId: 7, start: '2026-07-01', end: '2026-07-01', reason: 'STOP_SALE' },
    });
    expect(translateToast(text, t)).toBe(
      'error:BEACH_CHAIR_NOT_AVAILABLE|beachChairId=7,start=01.07.2026,end=01.07.2026,reason=<STOP_SALE>',
    );
  });

  it('names the season when a chair is out of season (issue 30)', () => {
    const text = toastTextFor({
      errorType: 'BEACH_CHAIR_NOT_AVAILABLE',
      payload: {
        beachChairId: 7,
        start: '2026-11-14',
        end: '2026-11-14',
        reason: 'OUTSIDE_RENTAL_SEASON',
        seasonStart: '2027-05-01',
        seasonEnd: '2027-09-30',
      },
    });
    const seen: Record<string, unknown>[] = [];
    const spy = (key: string, options: Record<string, unknown> = {}) => {
      if (key === 'error:values.OUTSIDE_RENTAL_SEASON_DATES') seen.push(options);
      return t(key, options);
    };
    expect(translateToast(text, spy)).toContain('reason=<OUTSIDE_RENTAL_SEASON_DATES>');
    expect(seen).toEqual([expect.objectContaining({ seasonStart: '01.05.2027', seasonEnd: '30.09.2027' })]);
  });

  it('translates action and status of BOOKING_INVALID_TRANSITION', () => {
    const text = toastTextFor({
      errorType: 'BOOKING_INVALID_TRANSITION',
      payload: { action: 'ADD_EXTRAS', status: 'CANCELED' },
    });
    expect(translateToast(text, t)).toBe('error:BOOKING_INVALID_TRANSITION|action=<ADD_EXTRAS>,status=<CANCELED>');
  });

  it('names the payment method as the checkout does', () => {
    const text = toastTextFor({ errorType: 'PAYMENT_METHOD_NOT_OFFERED', payload: { method: 'PAYPAL' } });
    expect(translateToast(text, t)).toBe('error:PAYMENT_METHOD_NOT_OFFERED|method=«PAYPAL»');
  });

  it('passes the message as default value for framework errors', () => {
    const seen: Record<string, unknown>[] = [];
    translateToast(toastTextFor({ message: 'Not Found', error: 'Not Found' }), (key, options = {}) => {
      seen.push({ key, ...options });
      return key;
    });
    expect(seen.at(-1)).toMatchObject({ key: 'error:Not Found', defaultValue: 'Not Found' });
  });
});

describe('formatPayloadValue', () => {
  it('joins lists and leaves other values alone', () => {
    expect(formatPayloadValue(['a', 'b'])).toBe('a, b');
    expect(formatPayloadValue(42)).toBe(42);
    expect(formatPayloadValue('ABCD2345')).toBe('ABCD2345');
  });
});

describe('toasts slice', () => {
  it('shows the same message once while it is visible', () => {
    const text = { key: 'error:UNKNOWN' };
    const state = [toastShown(text), toastShown(text)].reduce(toastsReducer, { items: [] });
    expect(state.items).toHaveLength(1);
    expect(state.items[0]?.kind).toBe('error');
  });
});
