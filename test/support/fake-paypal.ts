import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the fake received, as the tests assert it. */
export interface FakePaypalRequest {
  method: string;
  /** Path and query, e.g. /v2/checkout/orders/5O19…/capture. */
  path: string;
  /** Lower-case header names. */
  headers: Record<string, string | string[] | undefined>;
  /** JSON or form body parsed; the raw text when it is neither; null without a body. */
  body: unknown;
}

interface Money {
  currency_code: string;
  value: string;
}

interface FakeCapture {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'DECLINED' | 'PARTIALLY_REFUNDED' | 'REFUNDED';
  amount: Money;
  refundedCents: number;
  orderId: string;
  createTime: string;
}

interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED' | 'VOIDED';
  /** The order as it was created (purchase_units, application_context, ...). */
  request: {
    intent?: string;
    purchase_units?: Record<string, unknown>[];
    application_context?: { return_url?: string; cancel_url?: string; [key: string]: unknown };
  };
  declined: boolean;
  /** The capture comes back PENDING (a review at PayPal) until completeCapture(). */
  held: boolean;
  captures: FakeCapture[];
  createTime: string;
}

export interface FakePaypal {
  /** http://127.0.0.1:<port>: PAYPAL_API_BASE, also the host of the approve page. */
  base: string;
  clientId: string;
  clientSecret: string;
  /** The variables that point the app's PayPal driver at this fake. */
  env: Record<string, string>;
  /** What the buyer does on PayPal's page: the order becomes APPROVED and can be captured. */
  approve(orderId: string): void;
  /** The buyer approves, but the funding is declined: the capture answers a COMPLETED order with a DECLINED capture. */
  decline(orderId: string): void;
  /** The buyer approves, but PayPal holds the money: the capture answers a COMPLETED order with a PENDING capture. */
  holdCapture(orderId: string): void;
  /** The PENDING capture of the order completes (PayPal released the money). */
  completeCapture(orderId: string): void;
  /** The order becomes VOIDED (what PayPal answers for an order whose payment was voided). */
  voidOrder(orderId: string): void;
  /** PayPal no longer knows the order (404 RESOURCE_NOT_FOUND), as after an order lapsed unapproved. */
  forget(orderId: string): void;
  /** The next API call (/v1, /v2; the token endpoint included) answers this status, with PayPal's error body and `issue`. */
  failNext(status: number, issue?: string): void;
  /** The order as GET /v2/checkout/orders/:id answers it; undefined when unknown. */
  order(orderId: string): Record<string, unknown> | undefined;
  /** Every request so far, oldest first. */
  requests(): FakePaypalRequest[];
  stop(): Promise<void>;
}

const ERROR_NAMES: Record<number, string> = {
  400: 'INVALID_REQUEST',
  401: 'AUTHENTICATION_FAILURE',
  403: 'NOT_AUTHORIZED',
  404: 'RESOURCE_NOT_FOUND',
  409: 'RESOURCE_CONFLICT',
  422: 'UNPROCESSABLE_ENTITY',
  500: 'INTERNAL_SERVER_ERROR',
  503: 'SERVICE_UNAVAILABLE',
};

/** A PayPal-looking id: 17 upper-case letters and digits. */
const paypalId = () => Array.from(randomBytes(17), (b) => 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'[b % 36]).join('');

const toCents = (value: string) => {
  const [units, fraction = ''] = value.split('.');
  return Number(units) * 100 + Number(fraction.padEnd(2, '0').slice(0, 2));
};
const fromCents = (cents: number) => `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function withQuery(url: string, params: Record<string, string>): string {
  const target = new URL(url);
  for (const [key, value] of Object.entries(params)) target.searchParams.set(key, value);
  return target.toString();
}

/**
 * A local stand-in for PayPal's REST API (OAuth token, Orders v2, capture refunds) on 127.0.0.1 and a random port,
 * speaking what @paypal/checkout-server-sdk sends, plus the buyer's approve page (/checkoutnow?token=<order id>).
 * It keeps orders in memory, answers PayPal's error bodies ({name, message, debug_id, details[{issue}]}) and replays the
 * answer of a repeated PayPal-Request-Id as PayPal does.
 */
export async function startFakePaypal(options: { clientId?: string; clientSecret?: string } = {}): Promise<FakePaypal> {
  const clientId = options.clientId ?? 'fake-paypal-client';
  const clientSecret = options.clientSecret ?? 'fake-paypal-secret';
  const orders = new Map<string, FakeOrder>();
  const captures = new Map<string, FakeCapture>();
  const tokens = new Set<string>();
  const replays = new Map<string, { status: number; body: unknown }>();
  const recorded: FakePaypalRequest[] = [];
  let failures: { status: number; issue?: string }[] = [];
  let base = '';

  const link = (href: string, rel: string, method = 'GET') => ({ href: `${base}${href}`, rel, method });

  const captureJson = (c: FakeCapture) => ({
    id: c.id,
    status: c.status,
    amount: c.amount,
    final_capture: true,
    seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
    create_time: c.createTime,
    update_time: c.createTime,
    links: [
      link(`/v2/payments/captures/${c.id}`, 'self'),
      link(`/v2/payments/captures/${c.id}/refund`, 'refund', 'POST'),
      link(`/v2/checkout/orders/${c.orderId}`, 'up'),
    ],
  });

  const orderJson = (o: FakeOrder) => ({
    id: o.id,
    intent: o.request.intent ?? 'CAPTURE',
    status: o.status,
    purchase_units: (o.request.purchase_units ?? []).map((unit, i) => ({
      ...unit,
      payee: { email_address: 'merchant@strandkorb.example', merchant_id: 'FAKEMERCHANT' },
      ...(i === 0 && o.captures.length ? { payments: { captures: o.captures.map(captureJson) } } : {}),
    })),
    ...(o.status !== 'CREATED'
      ? { payer: { payer_id: 'FAKEPAYER', email_address: 'buyer@paypal.example', name: { given_name: 'Fake', surname: 'Buyer' } } }
      : {}),
    create_time: o.createTime,
    links:
      o.status === 'CREATED'
        ? [
            link(`/v2/checkout/orders/${o.id}`, 'self'),
            link(`/checkoutnow?token=${o.id}`, 'approve'),
            link(`/v2/checkout/orders/${o.id}`, 'update', 'PATCH'),
            link(`/v2/checkout/orders/${o.id}/capture`, 'capture', 'POST'),
          ]
        : [link(`/v2/checkout/orders/${o.id}`, 'self')],
  });

  const minimal = (o: FakeOrder) => {
    const full = orderJson(o);
    return { id: full.id, status: full.status, links: full.links };
  };

  /** An API answer: the status and the JSON body. */
  type Answer = { status: number; body: unknown };
  const fail = (status: number, issue?: string, message?: string): Answer => ({
    status,
    body: {
      name: ERROR_NAMES[status] ?? 'INTERNAL_SERVER_ERROR',
      message: message ?? 'The requested action could not be performed, semantically incorrect, or failed business validation.',
      debug_id: paypalId().toLowerCase(),
      details: issue ? [{ issue, description: issue.toLowerCase().replace(/_/g, ' ') }] : [],
      links: [],
    },
  });

  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve, reject) => {
      let data = '';
      req.setEncoding('utf8');
      req.on('data', (chunk: string) => (data += chunk));
      req.on('end', () => resolve(data));
      req.on('error', reject);
    });

  const parse = (text: string, contentType: string | undefined): unknown => {
    if (!text) return null;
    if (contentType?.startsWith('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  };

  function token(req: IncomingMessage): Answer {
    const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) {
      return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
    }
    const accessToken = `A21AA${randomBytes(24).toString('base64url')}`;
    tokens.add(accessToken);
    return {
      status: 200,
      body: {
        scope: 'https://uri.paypal.com/services/payments/payment',
        access_token: accessToken,
        token_type: 'Bearer',
        app_id: 'APP-FAKE',
        expires_in: 32400,
        nonce: paypalId(),
      },
    };
  }

  function createOrder(body: FakeOrder['request'] | null, prefer: string | undefined): Answer {
    const unit = body?.purchase_units?.[0] as { amount?: Partial<Money> } | undefined;
    if (!body || (body.intent !== 'CAPTURE' && body.intent !== 'AUTHORIZE')) return fail(400, 'MISSING_REQUIRED_PARAMETER');
    if (!unit?.amount?.currency_code || !/^\d+(\.\d{2})?$/.test(unit.amount.value ?? '')) return fail(400, 'INVALID_PARAMETER_VALUE');
    const order: FakeOrder = {
      id: paypalId(),
      status: 'CREATED',
      request: body,
      declined: false,
      held: false,
      captures: [],
      createTime: new Date().toISOString(),
    };
    orders.set(order.id, order);
    return { status: 201, body: prefer?.includes('return=representation') ? orderJson(order) : minimal(order) };
  }

  function captureOrder(order: FakeOrder, prefer: string | undefined): Answer {
    if (order.status === 'COMPLETED') return fail(422, 'ORDER_ALREADY_CAPTURED');
    if (order.status === 'VOIDED') return fail(422, 'ORDER_EXPIRED');
    if (order.status !== 'APPROVED') return fail(422, 'ORDER_NOT_APPROVED');
    const amount = (order.request.purchase_units?.[0] as { amount: Money }).amount;
    const capture: FakeCapture = {
      id: paypalId(),
      status: order.declined ? 'DECLINED' : order.held ? 'PENDING' : 'COMPLETED',
      amount: { currency_code: amount.currency_code, value: amount.value },
      refundedCents: 0,
      orderId: order.id,
      createTime: new Date().toISOString(),
    };
    order.captures.push(capture);
    captures.set(capture.id, capture);
    order.status = 'COMPLETED';
    return { status: 201, body: prefer?.includes('return=representation') ? orderJson(order) : minimal(order) };
  }

  function refund(capture: FakeCapture, body: { amount?: Money } | null): Answer {
    if (capture.status === 'DECLINED' || capture.status === 'PENDING') return fail(422, 'CAPTURE_NOT_COMPLETED');
    if (capture.status === 'REFUNDED') return fail(422, 'CAPTURE_FULLY_REFUNDED');
    const remaining = toCents(capture.amount.value) - capture.refundedCents;
    const cents = body?.amount ? toCents(body.amount.value) : remaining;
    if (body?.amount && body.amount.currency_code !== capture.amount.currency_code) return fail(422, 'CURRENCY_MISMATCH');
    if (!(cents > 0) || cents > remaining) return fail(422, 'REFUND_AMOUNT_EXCEEDED');
    capture.refundedCents += cents;
    capture.status = capture.refundedCents === toCents(capture.amount.value) ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    const id = paypalId();
    return {
      status: 201,
      body: {
        id,
        status: 'COMPLETED',
        amount: { currency_code: capture.amount.currency_code, value: fromCents(cents) },
        links: [link(`/v2/payments/refunds/${id}`, 'self'), link(`/v2/payments/captures/${capture.id}`, 'up')],
      },
    };
  }

  /** The buyer's page at PayPal: "Pay" approves and returns to return_url, "Cancel" goes to cancel_url. */
  function checkoutPage(url: URL, res: ServerResponse) {
    const order = orders.get(url.searchParams.get('token') ?? '');
    if (!order) {
      res
        .writeHead(404, { 'Content-Type': 'text/html; charset=utf-8' })
        .end('<!doctype html><title>PayPal (fake)</title><p>Unknown order</p>');
      return;
    }
    const context = order.request.application_context ?? {};
    if (url.pathname === '/checkoutnow/pay') {
      if (order.status === 'CREATED') order.status = 'APPROVED';
      res.writeHead(302, { Location: withQuery(String(context.return_url), { token: order.id, PayerID: 'FAKEPAYER' }) }).end();
      return;
    }
    const amount = (order.request.purchase_units?.[0] as { amount?: Money; description?: string } | undefined) ?? {};
    const pay = `/checkoutnow/pay?token=${encodeURIComponent(order.id)}`;
    const cancel = context.cancel_url ? withQuery(context.cancel_url, { token: order.id }) : '#';
    res
      .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' })
      .end(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PayPal (fake)</title></head><body>` +
          `<h1>PayPal (fake)</h1><p>${escapeHtml(String(amount.description ?? ''))}</p>` +
          `<p>${escapeHtml(`${amount.amount?.value ?? ''} ${amount.amount?.currency_code ?? ''}`)}</p>` +
          `<p><a id="pay" href="${escapeHtml(pay)}">Pay</a> <a id="cancel" href="${escapeHtml(cancel)}">Cancel</a></p></body></html>`,
      );
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const text = await read(req);
    const body = parse(text, req.headers['content-type']);
    recorded.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: { ...req.headers }, body });
    if (req.method === 'GET' && url.pathname.startsWith('/checkoutnow')) return checkoutPage(url, res);
    const answer = api(req, url, body);
    res.writeHead(answer.status, { 'Content-Type': 'application/json', 'Paypal-Debug-Id': paypalId().toLowerCase() });
    res.end(JSON.stringify(answer.body));
  }

  function api(req: IncomingMessage, url: URL, body: unknown): Answer {
    if (!/^\/v[12]\//.test(url.pathname)) return fail(404, 'INVALID_RESOURCE_ID', 'The specified resource does not exist.');
    const failure = failures.shift();
    if (failure) return fail(failure.status, failure.issue, 'Failing on purpose (fake PayPal failNext).');
    if (req.method === 'POST' && url.pathname === '/v1/oauth2/token') return token(req);

    const auth = req.headers.authorization ?? '';
    if (!auth.startsWith('Bearer ') || !tokens.has(auth.slice('Bearer '.length))) {
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message: 'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
          links: [],
        },
      };
    }
    // PayPal answers a repeated PayPal-Request-Id with its first (successful) answer instead of acting again.
    const requestId = req.headers['paypal-request-id'];
    const replayKey = typeof requestId === 'string' ? `${req.method} ${url.pathname} ${requestId}` : undefined;
    const replay = replayKey && replays.get(replayKey);
    if (replay) return replay;
    const answer = route(req, url, body);
    if (replayKey && answer.status < 300) replays.set(replayKey, answer);
    return answer;
  }

  function route(req: IncomingMessage, url: URL, body: unknown): Answer {
    const prefer = req.headers.prefer as string | undefined;
    const notFound = () => fail(404, 'INVALID_RESOURCE_ID', 'The specified resource does not exist.');
    let match: RegExpMatchArray | null;
    if (req.method === 'POST' && url.pathname === '/v2/checkout/orders') return createOrder(body as FakeOrder['request'] | null, prefer);
    if ((match = url.pathname.match(/^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/))) {
      const order = orders.get(decodeURIComponent(match[1]));
      if (!order) return notFound();
      if (req.method === 'GET' && !match[2]) return { status: 200, body: orderJson(order) };
      if (req.method === 'POST' && match[2]) return captureOrder(order, prefer);
    }
    if (req.method === 'POST' && (match = url.pathname.match(/^\/v2\/payments\/captures\/([^/]+)\/refund$/))) {
      const capture = captures.get(decodeURIComponent(match[1]));
      if (!capture) return notFound();
      return refund(capture, body as { amount?: Money } | null);
    }
    return notFound();
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: Error) => {
      if (!res.headersSent)
        res
          .writeHead(500, { 'Content-Type': 'application/json' })
          .end(JSON.stringify({ name: 'INTERNAL_SERVER_ERROR', message: error.message }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const known = (orderId: string) => {
    const order = orders.get(orderId);
    if (!order) throw new Error(`fake PayPal: no order ${orderId}`);
    return order;
  };

  return {
    base,
    clientId,
    clientSecret,
    env: { PAYPAL_CLIENT_ID: clientId, PAYPAL_CLIENT_SECRET: clientSecret, PAYPAL_API_BASE: base },
    approve(orderId) {
      const order = known(orderId);
      if (order.status === 'CREATED') order.status = 'APPROVED';
    },
    decline(orderId) {
      const order = known(orderId);
      if (order.status === 'CREATED') order.status = 'APPROVED';
      order.declined = true;
    },
    holdCapture(orderId) {
      const order = known(orderId);
      if (order.status === 'CREATED') order.status = 'APPROVED';
      order.held = true;
    },
    completeCapture(orderId) {
      const order = known(orderId);
      order.held = false;
      for (const capture of order.captures) if (capture.status === 'PENDING') capture.status = 'COMPLETED';
    },
    voidOrder(orderId) {
      known(orderId).status = 'VOIDED';
    },
    forget(orderId) {
      known(orderId);
      orders.delete(orderId);
    },
    failNext(status, issue) {
      failures.push({ status, issue });
    },
    order(orderId) {
      const order = orders.get(orderId);
      return order && orderJson(order);
    },
    requests: () => recorded.map((r) => ({ ...r })),
    stop: () =>
      new Promise<void>((resolve, reject) => {
        failures = [];
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
