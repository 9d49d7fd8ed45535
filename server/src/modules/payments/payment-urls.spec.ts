import { describe, expect, it } from '@jest/globals';
import { PaymentMethod } from '../../common/enums.js';
import { germanEuros } from './demo-page.js';
import { routeOf } from './payment-providers.js';
import { paypalReturnUrl, resultUrl } from './payment-urls.js';

const origin = 'https://strandkorb.example';
const target = { bookingRef: 'K7M4XQ2P', email: 'erika+strand@example.de', flow: 'website' as const, publicReference: 'meier-ostsee' };

describe('payment return URLs', () => {
  it("sends the customer to the storefront's result page with reference and e-mail (encoded)", () => {
    expect(resultUrl(origin, 'success', target)).toBe(
      'https://strandkorb.example/result/success?sbl_bookingRef=K7M4XQ2P&sbl_email=erika%2Bstrand%40example.de',
    );
    expect(resultUrl(origin, 'error', target)).toBe(
      'https://strandkorb.example/result/error?sbl_bookingRef=K7M4XQ2P&sbl_email=erika%2Bstrand%40example.de',
    );
  });

  it("the widget flow adds widget=true and the vendor's publicReference", () => {
    expect(resultUrl(origin, 'success', { ...target, flow: 'widget' })).toBe(
      'https://strandkorb.example/result/success?sbl_bookingRef=K7M4XQ2P&sbl_email=erika%2Bstrand%40example.de&widget=true&publicReference=meier-ostsee',
    );
  });

  it('PayPal returns to the API first, carrying the flow', () => {
    expect(paypalReturnUrl(origin, 'success', { ...target, flow: 'widget' })).toBe(
      'https://strandkorb.example/api/v1/payments/paypal/success?bookingRef=K7M4XQ2P&email=erika%2Bstrand%40example.de&flow=widget',
    );
  });
});

describe('checkout routes and amounts', () => {
  it("routes Stripe's methods to Stripe, PAYPAL to PayPal, nothing else online", () => {
    for (const m of [
      PaymentMethod.CC,
      PaymentMethod.STRIPE_CREDIT_CARD,
      PaymentMethod.STRIPE_SOFORT,
      PaymentMethod.STRIPE_DIRECT_DEBIT,
      PaymentMethod.STRIPE_BANK_TRANSFER,
      PaymentMethod.STRIPE_PAYPAL,
      PaymentMethod.OTHER_STRIPE,
      PaymentMethod.STRIPE_PAYMENT_LINK,
    ]) {
      expect(routeOf(m)).toBe('STRIPE');
    }
    expect(routeOf(PaymentMethod.PAYPAL)).toBe('PAYPAL');
    for (const m of [PaymentMethod.BANK_TRANSFER, PaymentMethod.CASH, PaymentMethod.EXTERNAL_PP, PaymentMethod.DIRECT_DEBIT])
      expect(routeOf(m)).toBeUndefined();
  });

  it('shows amounts in German format', () => {
    expect(germanEuros(1500)).toBe('15,00\u00a0€');
    expect(germanEuros(123456)).toBe('1.234,56\u00a0€');
  });
});
