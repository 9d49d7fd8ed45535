import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
  PAYMENT_STATE_TEXT,
  paymentPollInterval,
  paymentState,
  widgetPaymentOutcome,
} from './paymentWatch';

const texts = (lang: string): unknown =>
  JSON.parse(readFileSync(resolve(process.cwd(), `web/src/locales/${lang}/checkout.json`), 'utf8'));
const de = texts('de');
const en = texts('en');

describe('success page: the payment being confirmed (spec 4.10)', () => {
  it('PENDING is being confirmed, and after the minute "still being confirmed"; BOOKED is paid', () => {
    expect(paymentState('PENDING', false)).toBe('pending');
    expect(paymentState('PENDING', true)).toBe('slow');
    expect(paymentState('BOOKED', false)).toBe('paid');
    expect(paymentState('BOOKED', true)).toBe('paid');
  });

  it('says nothing about the payment for the other statuses (paid on site, gone, not loaded)', () => {
    for (const status of ['CONFIRMED', 'OPEN', 'CANCELED', 'EXPIRED', 'RESERVED', undefined] as const) {
      expect(paymentState(status, false)).toBeNull();
    }
  });

  it('polls every 2 s only while being confirmed and while the status call answers, for up to a minute', () => {
    expect(PAYMENT_POLL_INTERVAL_MS).toBe(2_000);
    expect(PAYMENT_POLL_LIMIT_MS).toBe(60_000);
    expect(paymentPollInterval('pending', false)).toBe(2_000);
    expect(paymentPollInterval('pending', true)).toBe(0);
    expect(paymentPollInterval('slow', false)).toBe(0);
    expect(paymentPollInterval('paid', false)).toBe(0);
    expect(paymentPollInterval(null, false)).toBe(0);
  });

  it('every state has its text in German and English; paid reads "bezahlt" / "paid"', () => {
    const lookup = (all: unknown, key: string) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], all);
    for (const key of Object.values(PAYMENT_STATE_TEXT)) {
      expect(typeof lookup(de, key)).toBe('string');
      expect(typeof lookup(en, key)).toBe('string');
    }
    expect(lookup(de, PAYMENT_STATE_TEXT.paid)).toContain('bezahlt');
    expect(lookup(en, PAYMENT_STATE_TEXT.paid)).toContain('paid');
  });
});

describe("the widget's watch while the payment window is open (issue 21)", () => {
  it('waits while PENDING (or unknown); paid → success; back to OPEN or gone → error', () => {
    expect(widgetPaymentOutcome(undefined)).toBeNull();
    expect(widgetPaymentOutcome('PENDING')).toBeNull();
    expect(widgetPaymentOutcome('BOOKED')).toBe('success');
    expect(widgetPaymentOutcome('CONFIRMED')).toBe('success');
    for (const status of ['OPEN', 'CANCELED', 'EXPIRED'] as const) expect(widgetPaymentOutcome(status)).toBe('error');
  });
});
