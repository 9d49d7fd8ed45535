import { Injectable } from '@nestjs/common';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { PaymentProvider, PaymentStatus } from '../../../common/enums.js';
import { AppConfig } from '../../../config/app-config.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import type { CheckoutRequest, CheckoutSession, PaymentProviderDriver, ProviderPaymentStatus } from './payment-provider.js';

/**
 * The local default when no Stripe / PayPal keys are configured: the "hosted checkout" is our own page
 * (GET /payments/demo/{paymentId}, demo.controller.ts) with a Pay and a Cancel button; no money moves. The payment row
 * is the provider's whole state, so status() reads it.
 */
@Injectable()
export class DemoProvider implements PaymentProviderDriver {
  readonly provider = PaymentProvider.DEMO;

  constructor(
    private readonly config: AppConfig,
    private readonly sql: SqlService,
  ) {}

  /** The page's token: an HMAC of the payment id with the server's secret, so nobody pays (or cancels) another's payment by guessing ids. */
  token(paymentId: number): string {
    return createHmac('sha256', this.config.JWT_SECRET).update(`demo-payment:${paymentId}`).digest('base64url');
  }

  tokenValid(paymentId: number, token: string | undefined): boolean {
    const expected = Buffer.from(this.token(paymentId));
    const given = Buffer.from(token ?? '');
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  startCheckout(r: CheckoutRequest): Promise<CheckoutSession> {
    // The page is served where the guest returns to (the success URL's origin: the guest's own, payment-urls.ts).
    const url = new URL(`/api/v1/payments/demo/${r.paymentId}`, new URL(r.successUrl).origin);
    url.searchParams.set('token', this.token(r.paymentId));
    // Where the page sends the customer afterwards is derived from these again (payment-urls.ts); the flow is all it needs.
    const flow = new URL(r.successUrl).searchParams.get('widget') === 'true' ? 'widget' : 'website';
    url.searchParams.set('flow', flow);
    return Promise.resolve({ providerRef: `demo_${r.paymentId}`, redirectUrl: url.toString() });
  }

  async status(providerRef: string): Promise<ProviderPaymentStatus> {
    const [row] = await this.sql.rows<{ status: PaymentStatus; amountCents: number; lapsed: boolean }>(
      'demo_payment_status',
      `SELECT status, amount_cents AS "amountCents", coalesce(expires_at <= now(), false) AS lapsed FROM payment WHERE provider = 'DEMO' AND provider_ref = $1`,
      [providerRef],
    );
    if (!row) return { state: 'EXPIRED' };
    switch (row.status) {
      case PaymentStatus.SUCCEEDED:
      case PaymentStatus.REFUNDED:
        return { state: 'PAID', captureRef: providerRef, amountCents: row.amountCents };
      case PaymentStatus.FAILED:
        return { state: 'FAILED' };
      case PaymentStatus.ABORTED:
        return { state: 'EXPIRED' };
      default:
        return { state: row.lapsed ? 'EXPIRED' : 'PENDING' };
    }
  }

  capture(providerRef: string): Promise<ProviderPaymentStatus> {
    return this.status(providerRef);
  }

  /** The page refuses a payment that is no longer CREATED: nothing to close. */
  async cancel(): Promise<void> {}

  refund(): Promise<string> {
    return Promise.resolve(`demo_refund_${randomUUID()}`);
  }
}
