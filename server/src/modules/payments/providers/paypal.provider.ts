import { Injectable, Logger } from '@nestjs/common';
import paypal from '@paypal/checkout-server-sdk';
import { Language, PaymentProvider } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { AppConfig } from '../../../config/app-config.js';
import type {
  CheckoutRequest,
  CheckoutSession,
  PaymentProviderDriver,
  ProviderPaymentState,
  ProviderPaymentStatus,
} from './payment-provider.js';
import { PaymentProviderError } from './provider-error.js';

const SANDBOX = { api: 'https://api-m.sandbox.paypal.com', web: 'https://www.sandbox.paypal.com' };
const LIVE = { api: 'https://api-m.paypal.com', web: 'https://www.paypal.com' };

/** Currencies PayPal takes without decimals; their amounts are whole units already. */
const ZERO_DECIMAL = new Set(['HUF', 'JPY', 'TWD']);

/** The 422 issues of a capture that say how the order stands rather than that the call failed: the order's state answers. */
const CAPTURE_STATE_ISSUES = new Set(['ORDER_ALREADY_CAPTURED', 'ORDER_NOT_APPROVED', 'ORDER_EXPIRED', 'PAYER_ACTION_REQUIRED']);

interface PaypalLink {
  href: string;
  rel: string;
}
interface PaypalMoney {
  currency_code: string;
  value: string;
}
interface PaypalCapture {
  id: string;
  status: string;
  amount?: PaypalMoney;
}
interface PaypalOrder {
  id: string;
  status: string;
  links?: PaypalLink[];
  purchase_units?: { payments?: { captures?: PaypalCapture[] } }[];
}
interface PaypalRefund {
  id: string;
  status: string;
}
/** PayPal's error body (REST APIs) or OAuth error body (token endpoint). */
interface PaypalErrorBody {
  name?: string;
  debug_id?: string;
  details?: { issue?: string }[];
  error?: string;
}

/** What went wrong at PayPal, read from the SDK's rejection: HTTP status and PayPal's error name and first issue. */
interface PaypalFailure {
  status: number | null;
  name?: string;
  issue?: string;
  debugId?: string;
  /** Node's error code when PayPal could not be reached (ECONNREFUSED, ETIMEDOUT, ...). */
  code?: string;
}

/**
 * PayPal Checkout (Orders API v2) through @paypal/checkout-server-sdk: an order with intent CAPTURE, the buyer approves
 * it on PayPal's page, the return URL captures it. PAYPAL_API_BASE points the SDK elsewhere (a local fake in tests).
 */
@Injectable()
export class PaypalProvider implements PaymentProviderDriver {
  readonly provider = PaymentProvider.PAYPAL;
  private readonly logger = new Logger('PaypalProvider');
  private client?: paypal.core.PayPalHttpClient;

  constructor(private readonly config: AppConfig) {}

  /** Whether PAYPAL_CLIENT_ID (and with it the secret) is set. */
  get configured(): boolean {
    return !!this.config.PAYPAL_CLIENT_ID && !!this.config.PAYPAL_CLIENT_SECRET;
  }

  async startCheckout(request: CheckoutRequest): Promise<CheckoutSession> {
    const body = {
      intent: 'CAPTURE',
      purchase_units: [
        {
          reference_id: request.bookingRef,
          custom_id: String(request.paymentId),
          invoice_id: `${request.bookingRef}-${request.paymentId}`,
          description: request.description.slice(0, 127),
          amount: { currency_code: request.currency, value: formatAmount(request.amountCents, request.currency) },
        },
      ],
      application_context: {
        return_url: request.successUrl,
        cancel_url: request.cancelUrl,
        brand_name: 'Strandkorb',
        locale: request.language === Language.DE ? 'de-DE' : 'en-GB',
        user_action: 'PAY_NOW',
        shipping_preference: 'NO_SHIPPING',
      },
    };
    const call = new paypal.orders.OrdersCreateRequest().prefer('return=representation').requestBody(body);
    const order = await this.execute<PaypalOrder>(call, 'creating the order');
    const link = order.links?.find((l) => l.rel === 'approve') ?? order.links?.find((l) => l.rel === 'payer-action');
    if (!order.id || !link) throw this.failed(`PayPal answered the new order ${order.id ?? ''} without an approve link`);
    return { providerRef: order.id, redirectUrl: link.href };
  }

  async status(orderId: string): Promise<ProviderPaymentStatus> {
    try {
      return stateOf(await this.execute<PaypalOrder>(new paypal.orders.OrdersGetRequest(orderId), `reading order ${orderId}`, true));
    } catch (error) {
      // PayPal forgets orders nobody approved after a few hours: the checkout has lapsed.
      if (error instanceof PaypalCallError && error.failure.status === 404) return { state: 'EXPIRED' };
      throw this.rethrow(error);
    }
  }

  async capture(orderId: string): Promise<ProviderPaymentStatus> {
    // The order id as PayPal-Request-Id: a retried capture (a reload of the return page) answers the first capture again.
    const call = new paypal.orders.OrdersCaptureRequest(orderId).payPalRequestId(orderId).prefer('return=representation').requestBody({});
    try {
      return stateOf(await this.execute<PaypalOrder>(call, `capturing order ${orderId}`, true));
    } catch (error) {
      if (error instanceof PaypalCallError) {
        const { status, issue } = error.failure;
        if (status === 422 && issue === 'INSTRUMENT_DECLINED') return { state: 'FAILED' };
        if ((status === 422 && issue && CAPTURE_STATE_ISSUES.has(issue)) || status === 404) return this.status(orderId);
      }
      throw this.rethrow(error);
    }
  }

  /** A PayPal order that is never captured simply lapses; there is nothing to close. */
  async cancel(_orderId: string): Promise<void> {}

  async refund(captureId: string, amountCents: number, currency: string, idempotencyKey: string): Promise<string> {
    // PayPal-Request-Id: a repeated call (a retried transaction or job) answers the first refund instead of a second one.
    const call = new paypal.payments.CapturesRefundRequest(captureId)
      .payPalRequestId(idempotencyKey)
      .prefer('return=representation')
      .requestBody({ amount: { currency_code: currency, value: formatAmount(amountCents, currency) } });
    const refund = await this.execute<PaypalRefund>(call, `refunding capture ${captureId}`);
    if (!refund.id || refund.status === 'FAILED' || refund.status === 'CANCELLED') {
      throw this.failed(`PayPal refused to refund capture ${captureId} (refund ${refund.id ?? '-'} ${refund.status ?? 'without status'})`);
    }
    return refund.id;
  }

  /** Runs one SDK call; failures become PAYMENT_PROVIDER_ERROR (or PaypalCallError when `raw`, for the caller to inspect). */
  private async execute<T>(request: paypal.HttpRequest, what: string, raw = false): Promise<T> {
    const client = this.paypalClient();
    let result: T | undefined;
    try {
      result = (await client.execute<T>(request)).result;
    } catch (error) {
      const failure = new PaypalCallError(what, readFailure(error));
      if (raw) throw failure;
      throw this.rethrow(failure);
    }
    if (!result) throw this.failed(`PayPal answered ${what} with an empty body`);
    return result;
  }

  private rethrow(error: unknown): Error {
    if (error instanceof PaypalCallError) return this.failed(error.message);
    return error as Error;
  }

  /** The customer's error; what PayPal said (call, status, issue, debug id) only into the log. */
  private failed(detail: string): PaymentProviderError {
    this.logger.warn(detail);
    return new PaymentProviderError(PaymentProvider.PAYPAL, detail);
  }

  private paypalClient(): paypal.core.PayPalHttpClient {
    if (this.client) return this.client;
    const { PAYPAL_CLIENT_ID: id, PAYPAL_CLIENT_SECRET: secret, PAYPAL_API_BASE: base, PAYPAL_ENVIRONMENT: env } = this.config;
    if (!id || !secret) {
      throw new DomainError(
        ErrorType.INTEGRATION_NOT_CONFIGURED,
        'PayPal is not configured (PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are not set)',
        {
          integration: 'PayPal',
          variable: 'PAYPAL_CLIENT_ID',
        },
      );
    }
    const urls = env === 'live' ? LIVE : SANDBOX;
    const environment = new paypal.core.PayPalEnvironment(id, secret, base ?? urls.api, base ?? urls.web);
    this.client = new paypal.core.PayPalHttpClient(environment);
    return this.client;
  }
}

/** A failed SDK call with what PayPal said; its message names the call, the status and PayPal's error, never credentials. */
class PaypalCallError extends Error {
  constructor(
    what: string,
    readonly failure: PaypalFailure,
  ) {
    super(describe(what, failure));
  }
}

function describe(what: string, f: PaypalFailure): string {
  if (f.status === null) return `PayPal could not be reached while ${what} (${f.code ?? 'network error'})`;
  const said = [f.name, f.issue].filter(Boolean).join(' ');
  return `PayPal failed ${what}: HTTP ${f.status}${said ? ` ${said}` : ''}${f.debugId ? ` (debug id ${f.debugId})` : ''}`;
}

/** Only PayPal's error tokens go into messages (a body could echo anything). */
const token = (value: unknown): string | undefined =>
  typeof value === 'string' && /^[A-Za-z0-9_.:-]{1,80}$/.test(value) ? value : undefined;

function readFailure(error: unknown): PaypalFailure {
  const e = error as { statusCode?: unknown; message?: unknown; code?: unknown };
  if (typeof e?.statusCode !== 'number') return { status: null, code: token(e?.code) };
  let body: PaypalErrorBody = {};
  try {
    body = JSON.parse(String(e.message)) as PaypalErrorBody;
  } catch {
    /* not JSON: the status says it all */
  }
  return {
    status: e.statusCode,
    name: token(body?.name) ?? token(body?.error),
    issue: token(body?.details?.[0]?.issue),
    debugId: token(body?.debug_id),
  };
}

/** How an order stands: captured (PAID, or FAILED when the capture was declined), awaiting the buyer, or voided. */
function stateOf(order: PaypalOrder): ProviderPaymentStatus {
  switch (order.status) {
    case 'COMPLETED': {
      const captures = (order.purchase_units ?? []).flatMap((u) => u.payments?.captures ?? []);
      const taken = captures.find((c) => ['COMPLETED', 'PARTIALLY_REFUNDED', 'REFUNDED'].includes(c.status));
      if (taken)
        return {
          state: 'PAID',
          captureRef: taken.id,
          amountCents: parseAmount(taken.amount),
          currency: taken.amount?.currency_code.toUpperCase(),
        };
      const last = captures.at(-1);
      // A capture PENDING (e.g. an eCheck, a review at PayPal): the money is on its way; its id is the refund's once it completes.
      const state: ProviderPaymentState = !last || last.status === 'DECLINED' || last.status === 'FAILED' ? 'FAILED' : 'PROCESSING';
      return { state };
    }
    case 'VOIDED':
      return { state: 'EXPIRED' };
    case 'APPROVED':
      // The buyer approved; the money is taken by our capture (the return URL, or reconciliation when the return was lost).
      return { state: 'APPROVED' };
    default:
      // CREATED, SAVED, PAYER_ACTION_REQUIRED: the buyer has yet to act.
      return { state: 'PENDING' };
  }
}

/** 1234 cents → '12.34' (whole units for zero-decimal currencies), without floating point. */
export function formatAmount(cents: number, currency: string): string {
  if (ZERO_DECIMAL.has(currency.toUpperCase())) return String(cents);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** '12.34' EUR → 1234; undefined when PayPal left the amount out. */
function parseAmount(money: PaypalMoney | undefined): number | undefined {
  if (!money || !/^\d+(\.\d{1,2})?$/.test(money.value)) return undefined;
  if (ZERO_DECIMAL.has(money.currency_code.toUpperCase())) return Number(money.value);
  const [units, fraction = ''] = money.value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0'));
}
