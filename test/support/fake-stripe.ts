import { randomBytes } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the fake received. */
export interface FakeStripeRequest {
  method: string;
  /** Path and query, e.g. /v1/checkout/sessions/cs_test_…/expire. */
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The form body, nested as Stripe's encoding says (line_items[0][price_data][currency] → line_items[0].price_data.currency). */
  body: Record<string, unknown>;
}

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  payment_intent: string | null;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  allowed_payment_method_types: string[];
  expires_at: number;
  success_url: string;
  cancel_url: string;
  locale: string | null;
  mode: string;
  url: string | null;
}

/** A PaymentIntent as the fake keeps it (card_present ones for the till's terminal). */
export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: 'requires_payment_method' | 'succeeded' | 'canceled';
  allowed_payment_method_types: string[];
  capture_method: string;
  metadata: Record<string, string>;
  last_payment_error: { code: string; decline_code?: string; message: string } | null;
}

/** A Terminal reader; its action is what it does now (process_payment_intent). */
export interface FakeReader {
  id: string;
  object: 'terminal.reader';
  label: string;
  device_type: string;
  serial_number: string;
  status: 'online' | 'offline';
  location: string | null;
  action: {
    type: 'process_payment_intent';
    status: 'in_progress' | 'succeeded' | 'failed';
    process_payment_intent: { payment_intent: string };
    failure_code: string | null;
    failure_message: string | null;
  } | null;
}

/** Stripe's decline test card: the reader's action fails with card_declined. */
export const FAKE_DECLINE_CARD = '4000000000000002';

export interface FakeStripe {
  /** http://127.0.0.1:<port>: STRIPE_API_BASE. */
  base: string;
  secretKey: string;
  webhookSecret: string;
  /** The variables that point the app's Stripe driver at this fake. */
  env: Record<string, string>;
  sessions: Map<string, FakeSession>;
  refunds: { id: string; payment_intent: string; amount: number }[];
  intents: Map<string, FakeIntent>;
  /** The account's Terminal readers: one simulated reader, `tmr_fake_counter`, from the start. */
  readers: Map<string, FakeReader>;
  /** What the customer does on Stripe's page: the session completes, paid, with a PaymentIntent. */
  markPaid(sessionId: string): FakeSession;
  /** The next API call answers this status with Stripe's error body. */
  failNext(status: number): void;
  /** Runs `hook` before the next API call is answered (e.g. a concurrent change while Stripe creates the session). */
  beforeNext(hook: () => Promise<void>): void;
  /** A webhook call as Stripe makes it: the JSON body of an event about the session and its signature header. */
  event(type: string, object: object, options?: { id?: string; secret?: string }): { body: string; signature: string; id: string };
  requests(): FakeStripeRequest[];
  stop(): Promise<void>;
}

/** `a[b][0][c]=x` pairs into nested objects and arrays, as Stripe's API reads them. */
function parseForm(text: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((part, i) => {
      const last = i === path.length - 1;
      const container = node as Record<string, unknown>;
      const slot = part === '' ? String((node as unknown[]).length) : part;
      if (last) container[slot] = value;
      else {
        container[slot] ??= /^\d*$/.test(path[i + 1]) ? [] : {};
        node = container[slot] as Record<string, unknown>;
      }
    });
  }
  return root;
}

const stripeId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

/**
 * A local stand-in for the parts of Stripe's REST API the app's driver calls through the real `stripe` SDK: Checkout
 * Sessions (create, retrieve, expire), refunds, and Stripe Terminal (readers, card_present PaymentIntents,
 * process_payment_intent, cancel_action, the present_payment_method test helper with the decline card). It records every request and signs webhook events with the secret
 * the app is given (Stripe.webhooks.generateTestHeaderString).
 */
export async function startFakeStripe(): Promise<FakeStripe> {
  const secretKey = `sk_test_fake${randomBytes(8).toString('hex')}`;
  const webhookSecret = `whsec_fake${randomBytes(8).toString('hex')}`;
  const sessions = new Map<string, FakeSession>();
  const refunds: FakeStripe['refunds'] = [];
  const intents = new Map<string, FakeIntent>();
  const readers = new Map<string, FakeReader>([
    [
      'tmr_fake_counter',
      {
        id: 'tmr_fake_counter',
        object: 'terminal.reader',
        label: 'Kasse Strandkorbhütte',
        device_type: 'simulated_wisepos_e',
        serial_number: 'FAKE-0001',
        status: 'online',
        location: 'tml_fake',
        action: null,
      },
    ],
  ]);
  const recorded: FakeStripeRequest[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const failures: number[] = [];
  const hooks: (() => Promise<void>)[] = [];
  let base = '';

  const error = (status: number, message: string) => ({
    status,
    body: { error: { type: status >= 500 ? 'api_error' : 'invalid_request_error', message } },
  });

  function route(method: string, path: string, body: Record<string, unknown>): { status: number; body: unknown } {
    const url = new URL(path, 'http://fake');
    const parts = url.pathname.split('/').filter(Boolean);
    if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const items = body.line_items as { price_data: { currency: string; unit_amount: string }; quantity: string }[] | undefined;
      if (!items?.length || !body.success_url) return error(400, 'line_items and success_url are required');
      const id = stripeId('cs_test');
      const session: FakeSession = {
        id,
        object: 'checkout.session',
        status: 'open',
        payment_status: 'unpaid',
        payment_intent: null,
        amount_total: items.reduce((sum, i) => sum + Number(i.price_data.unit_amount) * Number(i.quantity ?? 1), 0),
        currency: items[0].price_data.currency,
        customer_email: (body.customer_email as string) ?? null,
        client_reference_id: (body.client_reference_id as string) ?? null,
        metadata: (body.metadata as Record<string, string>) ?? {},
        allowed_payment_method_types: (body.allowed_payment_method_types as string[]) ?? ['card'],
        expires_at: Number(body.expires_at ?? Math.floor(Date.now() / 1000) + 86400),
        success_url: body.success_url as string,
        cancel_url: body.cancel_url as string,
        locale: (body.locale as string) ?? null,
        mode: body.mode as string,
        url: `${base}/pay/${id}`,
      };
      sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (parts[0] === 'v1' && parts[1] === 'checkout' && parts[2] === 'sessions' && parts[3]) {
      const session = sessions.get(parts[3]);
      if (!session) return error(404, `No such checkout.session: '${parts[3]}'`);
      if (method === 'GET' && parts.length === 4) return { status: 200, body: session };
      if (method === 'POST' && parts[4] === 'expire') {
        if (session.status !== 'open')
          return error(
            400,
            `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
          );
        session.status = 'expired';
        session.url = null;
        return { status: 200, body: session };
      }
    }
    const terminal = terminalRoute(method, parts, body);
    if (terminal) return terminal;
    if (method === 'POST' && url.pathname === '/v1/refunds') {
      const refund = {
        id: stripeId('re'),
        object: 'refund',
        payment_intent: String(body.payment_intent),
        amount: Number(body.amount),
        status: 'succeeded',
        currency: 'eur',
      };
      if (!refund.payment_intent.startsWith('pi_')) return error(400, `No such payment_intent: '${refund.payment_intent}'`);
      refunds.push(refund);
      return { status: 200, body: refund };
    }
    return error(404, `Unrecognized request URL (${method}: ${url.pathname})`);
  }

  /** Stripe Terminal, server-driven: readers, card_present PaymentIntents, process/cancel an action, the test helper. */
  function terminalRoute(method: string, parts: string[], body: Record<string, unknown>): { status: number; body: unknown } | undefined {
    const path = parts.join('/');
    if (method === 'GET' && path === 'v1/terminal/readers')
      return { status: 200, body: { object: 'list', url: '/v1/terminal/readers', has_more: false, data: [...readers.values()] } };
    if (method === 'POST' && path === 'v1/payment_intents') {
      const types = (body.allowed_payment_method_types ?? body.payment_method_types) as string[] | undefined;
      if (!body.amount || !body.currency) return error(400, 'amount and currency are required');
      const intent: FakeIntent = {
        id: stripeId('pi'),
        object: 'payment_intent',
        amount: Number(body.amount),
        currency: String(body.currency),
        status: 'requires_payment_method',
        allowed_payment_method_types: types ?? ['card'],
        capture_method: String(body.capture_method ?? 'automatic'),
        metadata: (body.metadata as Record<string, string>) ?? {},
        last_payment_error: null,
      };
      intents.set(intent.id, intent);
      return { status: 200, body: intent };
    }
    if (parts[1] === 'payment_intents' && parts[2]) {
      const intent = intents.get(parts[2]);
      if (!intent) return error(404, `No such payment_intent: '${parts[2]}'`);
      if (method === 'GET' && parts.length === 3) return { status: 200, body: intent };
      if (method === 'POST' && parts[3] === 'cancel') {
        if (intent.status === 'succeeded') return error(400, 'You cannot cancel this PaymentIntent because it has a status of succeeded.');
        intent.status = 'canceled';
        return { status: 200, body: intent };
      }
    }
    const helper = parts[1] === 'test_helpers';
    const at = helper ? parts.slice(1) : parts;
    if (at[1] === 'terminal' && at[2] === 'readers' && at[3]) {
      const reader = readers.get(at[3]);
      if (!reader) return error(404, `No such terminal.reader: '${at[3]}'`);
      const action = at[4];
      if (method === 'GET' && !action && !helper) return { status: 200, body: reader };
      if (method === 'POST' && action === 'process_payment_intent' && !helper) {
        const intent = intents.get(String(body.payment_intent));
        if (!intent) return error(400, `No such payment_intent: '${String(body.payment_intent)}'`);
        if (!intent.allowed_payment_method_types.includes('card_present'))
          return error(400, 'The PaymentIntent does not allow card_present');
        if (reader.action?.status === 'in_progress') return error(409, 'terminal_reader_busy: the reader is busy');
        reader.action = {
          type: 'process_payment_intent',
          status: 'in_progress',
          process_payment_intent: { payment_intent: intent.id },
          failure_code: null,
          failure_message: null,
        };
        return { status: 200, body: reader };
      }
      if (method === 'POST' && action === 'cancel_action' && !helper) {
        if (reader.action?.status !== 'in_progress') return error(400, 'The reader has no action in progress');
        reader.action = null;
        return { status: 200, body: reader };
      }
      if (method === 'POST' && action === 'present_payment_method' && helper) {
        if (reader.action?.status !== 'in_progress') return error(400, 'The reader has no action in progress');
        const intent = intents.get(reader.action.process_payment_intent.payment_intent)!;
        const card = (body.card_present as { number?: string } | undefined)?.number;
        if (card === FAKE_DECLINE_CARD) {
          intent.last_payment_error = { code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
          Object.assign(reader.action, { status: 'failed', failure_code: 'card_declined', failure_message: 'Your card was declined.' });
        } else {
          intent.status = 'succeeded';
          intent.last_payment_error = null;
          reader.action.status = 'succeeded';
        }
        return { status: 200, body: reader };
      }
    }
    return undefined;
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (text += chunk));
    req.on('end', async () => {
      const hook = hooks.shift();
      if (hook) await hook();
      const body = parseForm(text);
      recorded.push({ method: req.method ?? 'GET', path: req.url ?? '/', headers: req.headers, body });
      const key = req.headers['idempotency-key'] as string | undefined;
      let answer: { status: number; body: unknown };
      if (req.headers.authorization !== `Bearer ${secretKey}`) answer = error(401, 'Invalid API Key provided');
      else if (failures.length) answer = error(failures.shift()!, 'The fake was told to fail');
      else if (key && idempotent.has(`${req.url}:${key}`)) answer = idempotent.get(`${req.url}:${key}`)!;
      else {
        answer = route(req.method ?? 'GET', req.url ?? '/', body);
        if (key && answer.status < 500) idempotent.set(`${req.url}:${key}`, answer);
      }
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': stripeId('req') });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    base,
    secretKey,
    webhookSecret,
    sessions,
    refunds,
    intents,
    readers,
    env: { STRIPE_SECRET_KEY: secretKey, STRIPE_WEBHOOK_SECRET: webhookSecret, STRIPE_API_BASE: base },
    markPaid(sessionId) {
      const session = sessions.get(sessionId);
      if (!session) throw new Error(`unknown session ${sessionId}`);
      Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: stripeId('pi') });
      return session;
    },
    failNext(status) {
      failures.push(status);
    },
    beforeNext(hook) {
      hooks.push(hook);
    },
    event(type, object, options = {}) {
      const id = options.id ?? stripeId('evt');
      const body = JSON.stringify({
        id,
        object: 'event',
        type,
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        data: { object },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: options.secret ?? webhookSecret });
      return { body, signature, id };
    },
    requests: () => [...recorded],
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
