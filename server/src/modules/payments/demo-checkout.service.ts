import { Injectable } from '@nestjs/common';
import { Language, PaymentStatus } from '../../common/enums.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { renderDemoPage } from './demo-page.js';
import { FulfilmentService } from './fulfilment.service.js';
import { PaymentFlow, resultUrl, ReturnTarget } from './payment-urls.js';
import { DemoProvider } from './providers/demo.provider.js';

interface DemoPayment {
  id: number;
  status: PaymentStatus;
  amountCents: number;
  providerRef: string | null;
  lapsed: boolean;
  bookingRef: string;
  publicReference: string;
  companyName: string;
  email: string | null;
  language: Language | null;
}

const DEMO_PAYMENT_SQL = `
SELECT p.id, p.status, p.amount_cents AS "amountCents", p.provider_ref AS "providerRef", coalesce(p.expires_at <= now(), false) AS lapsed,
       b.booking_ref AS "bookingRef", v.public_reference AS "publicReference", v.company_name AS "companyName", c.email, c.language
  FROM payment p JOIN booking b ON b.id = p.booking_id JOIN vendor v ON v.id = b.vendor_id LEFT JOIN customer c ON c.id = b.customer_id
 WHERE p.id = $1 AND p.provider = 'DEMO'`;

/** The demo provider's checkout page (GET /payments/demo/{paymentId}) and its two buttons. */
@Injectable()
export class DemoCheckoutService {
  constructor(
    private readonly sql: SqlService,
    private readonly config: AppConfig,
    private readonly demo: DemoProvider,
    private readonly fulfilment: FulfilmentService,
  ) {}

  async page(paymentId: number, token: string, flow: PaymentFlow = 'website'): Promise<string> {
    const p = await this.payment(paymentId, token);
    const query = new URLSearchParams({ token, flow }).toString();
    return renderDemoPage({
      language: p.language ?? Language.DE,
      bookingRef: p.bookingRef,
      companyName: p.companyName,
      amountCents: p.amountCents,
      payAction: `${paymentId}/pay?${query}`,
      cancelAction: `${paymentId}/cancel?${query}`,
      ...(p.status === PaymentStatus.SUCCEEDED
        ? { closed: 'SUCCEEDED' as const }
        : p.status !== PaymentStatus.CREATED || p.lapsed
          ? { closed: 'CLOSED' as const }
          : {}),
    });
  }

  /** "Pay": fulfilled as a provider's payment would be; answers the result page to send the browser to. */
  async pay(paymentId: number, token: string, origin: string, flow: PaymentFlow = 'website'): Promise<string> {
    const p = await this.payment(paymentId, token);
    const target = this.target(p, flow);
    if (p.status === PaymentStatus.SUCCEEDED) return resultUrl(origin, 'success', target);
    // Like a hosted checkout that was closed or lapsed: it cannot be paid any more.
    if (p.status !== PaymentStatus.CREATED || p.lapsed) return resultUrl(origin, 'error', target);
    const outcome = await this.fulfilment.fulfil(p.id, {
      captureRef: p.providerRef ?? undefined,
      amountCents: p.amountCents,
      via: 'demo-page',
    });
    return resultUrl(origin, outcome.kind === 'PAID' || outcome.kind === 'ALREADY' ? 'success' : 'error', target);
  }

  /** "Cancel": the checkout ABORTED, the booking back to OPEN (the storefront's error page reopens the payment step). */
  async cancel(paymentId: number, token: string, origin: string, flow: PaymentFlow = 'website'): Promise<string> {
    const p = await this.payment(paymentId, token);
    await this.fulfilment.close(p.id, PaymentStatus.ABORTED, 'demo-cancel');
    return resultUrl(origin, p.status === PaymentStatus.SUCCEEDED ? 'success' : 'error', this.target(p, flow));
  }

  /** The DEMO payment if the token is its own; anything else, and any call in production without PAYMENT_DEMO, is the same 404. */
  private async payment(paymentId: number, token: string): Promise<DemoPayment> {
    const [p] =
      this.config.paymentDemoAllowed && this.demo.tokenValid(paymentId, token)
        ? await this.sql.rows<DemoPayment>('demo_payment', DEMO_PAYMENT_SQL, [paymentId])
        : [];
    if (!p) throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Payment ${paymentId} not found`, { entity: 'Payment', id: paymentId });
    return p;
  }

  private target(p: DemoPayment, flow: PaymentFlow): ReturnTarget {
    return { bookingRef: p.bookingRef, email: p.email ?? '', flow, publicReference: p.publicReference };
  }
}
