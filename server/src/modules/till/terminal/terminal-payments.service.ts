import { Injectable, Logger, OnModuleInit } from '@nestjs/common';
import type Stripe from 'stripe';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { assertInScope } from '../../../common/auth/vendor-scope.js';
import { UserRole } from '../../../common/enums.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { StripeEvents } from '../../../infra/stripe/stripe-events.js';
import { requestHash } from '../request-hash.js';
import { CreateTillSaleDto, TillPaymentMethod } from '../till.dto.js';
import { checkedKey, TillSalesService } from '../till-sales.service.js';
import { TerminalDrivers } from './terminal-drivers.js';
import type { PresentOutcome, TerminalOutcome, TerminalReader } from './terminal-driver.js';
import { CreateTerminalPaymentDto, TerminalPaymentDto, TerminalPaymentStartedDto, TerminalPaymentStatus } from './terminal.dto.js';

interface TerminalRow {
  id: number;
  vendorId: number;
  sessionId: number;
  locationId: number;
  cashierId: number;
  provider: 'STRIPE' | 'DEMO';
  readerId: string;
  paymentIntentId: string | null;
  amountCents: number;
  idempotencyKey: string;
  requestHash: string;
  saleRequest: CreateTillSaleDto;
  status: TerminalPaymentStatus;
  failureReason: string | null;
  refundId: string | null;
  saleId: number | null;
}

const SELECT = `
SELECT p.id, p.vendor_id AS "vendorId", p.session_id AS "sessionId", s.location_id AS "locationId", p.cashier_id AS "cashierId",
       p.provider, p.reader_id AS "readerId", p.payment_intent_id AS "paymentIntentId", p.amount_cents AS "amountCents",
       p.idempotency_key AS "idempotencyKey", p.request_hash AS "requestHash", p.sale_request AS "saleRequest", p.status,
       p.failure_reason AS "failureReason", p.refund_id AS "refundId", p.sale_id AS "saleId"
  FROM till_terminal_payment p JOIN till_session s ON s.id = p.session_id`;

/** The sale's own idempotency key: a terminal payment makes at most one sale, whoever settles it. */
const saleKeyOf = (row: TerminalRow) => `terminal-${row.id}`;
/** Stripe's idempotency keys are per account (shared by every database on it): the client's key is a UUID. */
const stripeKeyOf = (row: Pick<TerminalRow, 'vendorId' | 'idempotencyKey'>) => `till-terminal-${row.vendorId}-${row.idempotencyKey}`;

/** The cashier who started the payment: the sale is theirs (their open session), also when a webhook makes it. */
const cashierOf = (row: TerminalRow): AuthUser => ({
  userId: row.cashierId,
  role: UserRole.VENDOR,
  vendorId: row.vendorId,
  locationId: null,
});

const notFound = (id: number) =>
  new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillTerminalPayment ${id} not found`, { entity: 'TillTerminalPayment', id });

/**
 * Card payments at a reader, server-driven (docs/till.md, "Card terminal"): the sale is checked and priced first, the
 * card pays, then the sale is made through the till's one-call sale path. The row in till_terminal_payment is the
 * truth every instance reads: a webhook, the event stream's question to Stripe and the demo buttons all settle it,
 * each idempotently (status changes only from WAITING; the sale's key is the payment's).
 */
@Injectable()
export class TerminalPaymentsService implements OnModuleInit {
  private readonly logger = new Logger('TillTerminal');

  constructor(
    private readonly sql: SqlService,
    private readonly sales: TillSalesService,
    private readonly drivers: TerminalDrivers,
    private readonly events: StripeEvents,
  ) {}

  onModuleInit(): void {
    this.events.register(['payment_intent.', 'terminal.reader.'], (event) => this.onStripeEvent(event));
  }

  async readers(user: AuthUser, locationId: number): Promise<TerminalReader[]> {
    const [location] = await this.sql.rows<{ vendorId: number }>(
      'terminal_location',
      `SELECT vendor_id AS "vendorId" FROM location WHERE id = $1`,
      [locationId],
    );
    if (!location)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Location ${locationId} not found`, { entity: 'Location', id: locationId });
    assertInScope(user, location.vendorId, 'Location', locationId, locationId);
    return this.drivers.current().readers(locationId);
  }

  /** Starts a card payment at the reader: 202 { id, status }; the same Idempotency-Key answers the same payment. */
  async start(user: AuthUser, idempotencyKey: string | undefined, dto: CreateTerminalPaymentDto): Promise<TerminalPaymentStartedDto> {
    const key = checkedKey(idempotencyKey);
    const { readerId, paymentMethod: _method, ...sale } = dto;
    const saleRequest = { ...sale, paymentMethod: TillPaymentMethod.CARD_TERMINAL } as CreateTillSaleDto;
    const hash = requestHash({ ...saleRequest, readerId });
    const earlier = await this.byKey(user, key, hash);
    if (earlier) return earlier;
    const driver = this.drivers.current();
    const { session, totalCents } = await this.sales.price(user, saleRequest);
    if (!(await driver.readers(session.locationId)).some((r) => r.id === readerId))
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `TerminalReader ${readerId} not found`, { entity: 'TerminalReader', id: readerId });
    if (totalCents <= 0)
      throw new DomainError(ErrorType.INVALID_INPUT, 'A card payment needs an amount: this sale costs nothing', { field: 'chairs' });
    const [row] = await this.sql.rows<{ id: number }>(
      'terminal_insert',
      `INSERT INTO till_terminal_payment (vendor_id, session_id, cashier_id, provider, reader_id, amount_cents, idempotency_key, request_hash, sale_request)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) ON CONFLICT (vendor_id, idempotency_key) DO NOTHING RETURNING id`,
      [session.vendorId, session.id, user.userId, driver.provider, readerId, totalCents, key, hash, saleRequest],
    );
    // Two requests with one key at once: the loser answers the winner's payment.
    if (!row) return (await this.byKey(user, key, hash))!;
    try {
      const { paymentIntentId } = await driver.start({
        readerId,
        amountCents: totalCents,
        metadata: { vendorId: String(session.vendorId), tillSessionId: String(session.id), terminalPaymentId: String(row.id) },
        key: stripeKeyOf({ vendorId: session.vendorId, idempotencyKey: key }),
      });
      await this.sql.rows('terminal_intent', `UPDATE till_terminal_payment SET payment_intent_id = $2, updated_at = now() WHERE id = $1`, [
        row.id,
        paymentIntentId,
      ]);
    } catch (error) {
      await this.fail(row.id, `The reader could not start the payment: ${(error as Error).message}`);
      throw error;
    }
    return { id: row.id, status: TerminalPaymentStatus.WAITING };
  }

  /** The payment as it stands (the sale when it is made). `ask`: a waiting Stripe payment is asked at Stripe first. */
  async get(user: AuthUser, id: number, ask = false): Promise<TerminalPaymentDto> {
    let row = await this.row(user, id);
    if (ask && row.status === TerminalPaymentStatus.WAITING && row.paymentIntentId && row.provider === 'STRIPE') {
      await this.settle(row, await this.drivers.of(row.provider).outcome(row.paymentIntentId, row.readerId));
      row = await this.row(user, id);
    }
    return this.dto(row);
  }

  /** Cancels the reader's action and the intent while the payment waits. */
  async cancel(user: AuthUser, id: number): Promise<TerminalPaymentDto> {
    const row = await this.row(user, id);
    if (row.status !== TerminalPaymentStatus.WAITING)
      throw new DomainError(ErrorType.TILL_TERMINAL_PAYMENT_DONE, `Terminal payment ${id} is ${row.status}: nothing to cancel`, {
        id,
        status: row.status,
      });
    const driver = this.drivers.of(row.provider);
    try {
      if (row.paymentIntentId) await driver.cancel(row.paymentIntentId, row.readerId);
    } catch (error) {
      // Stripe refuses to cancel an intent that was paid meanwhile: what it came to is settled instead.
      if (!row.paymentIntentId) throw error;
      await this.settle(row, await driver.outcome(row.paymentIntentId, row.readerId));
      return this.dto(await this.row(user, id));
    }
    await this.settle(row, { state: 'CANCELED' });
    return this.dto(await this.row(user, id));
  }

  /** The demo buttons: a simulated card at the reader's waiting payment (the demo reader, or Stripe's test helper). */
  async present(user: AuthUser, readerId: string, outcome: PresentOutcome): Promise<TerminalPaymentDto> {
    const [waiting] = await this.sql.rows<TerminalRow>(
      'terminal_waiting_at_reader',
      `${SELECT} WHERE p.vendor_id = $1 AND p.reader_id = $2 AND p.status = 'WAITING' ORDER BY p.id DESC LIMIT 1`,
      [user.vendorId, readerId],
    );
    if (!waiting)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `No payment waits at reader ${readerId}`, {
        entity: 'TerminalReader',
        id: readerId,
      });
    assertInScope(user, waiting.vendorId, 'TerminalReader', readerId, waiting.locationId);
    const result = await this.drivers.current().present(readerId, outcome);
    if (result) await this.settle(waiting, result);
    return this.dto(await this.row(user, waiting.id));
  }

  /** Stripe's webhook (payments module → StripeEvents): the intent's or the reader's news about a terminal payment. */
  private async onStripeEvent(event: Stripe.Event): Promise<void> {
    let intentId: string | undefined;
    let outcome: TerminalOutcome | undefined;
    if (event.type === 'payment_intent.succeeded') [intentId, outcome] = [event.data.object.id, { state: 'SUCCEEDED' }];
    else if (event.type === 'payment_intent.canceled') [intentId, outcome] = [event.data.object.id, { state: 'CANCELED' }];
    else if (event.type === 'payment_intent.payment_failed') {
      const intent = event.data.object;
      [intentId, outcome] = [intent.id, { state: 'FAILED', reason: intent.last_payment_error?.message ?? 'The card was declined' }];
    } else if (event.type === 'terminal.reader.action_failed') {
      const action = event.data.object.action;
      const intent = action?.process_payment_intent?.payment_intent;
      intentId = typeof intent === 'string' ? intent : intent?.id;
      outcome = { state: 'FAILED', reason: action?.failure_message ?? 'The reader could not take the card' };
    }
    if (!intentId || !outcome) return;
    const [row] = await this.sql.rows<TerminalRow>('terminal_by_intent', `${SELECT} WHERE p.payment_intent_id = $1`, [intentId]);
    if (row) await this.settle(row, outcome);
  }

  /**
   * What the card came to, applied once: paid makes the sale (or, when the sale is refused now, gives the money back at
   * once and fails); declined and canceled only change the status. Only a WAITING row changes, except that a made sale
   * always wins (its row says SUCCEEDED).
   */
  async settle(row: TerminalRow, outcome: TerminalOutcome): Promise<void> {
    if (outcome.state === 'WAITING') return;
    if (outcome.state === 'FAILED') {
      // A declined intent could take another card: it is canceled, the cashier starts a new payment to try again.
      if ((await this.fail(row.id, outcome.reason)) && row.paymentIntentId && row.provider === 'STRIPE')
        await this.drivers
          .of(row.provider)
          .cancel(row.paymentIntentId, row.readerId)
          .catch((error: Error) => this.logger.warn({ msg: 'declined intent not canceled', id: row.id, error: error.message }));
      return;
    }
    if (outcome.state === 'CANCELED') {
      await this.sql.rows(
        'terminal_cancel',
        `UPDATE till_terminal_payment SET status = 'CANCELED', updated_at = now() WHERE id = $1 AND status = 'WAITING'`,
        [row.id],
      );
      return;
    }
    if (row.status === TerminalPaymentStatus.SUCCEEDED) return;
    if (row.status !== TerminalPaymentStatus.WAITING) {
      // Paid after it was given up (a cancel that crossed the card): nothing is sold, the money goes back.
      if (!row.refundId) await this.refund(row, row.failureReason ?? 'canceled');
      return;
    }
    try {
      const { sale } = await this.sales.sell(cashierOf(row), saleKeyOf(row), row.saleRequest, {
        reference: row.paymentIntentId!,
        paidCents: row.amountCents,
      });
      await this.sql.rows(
        'terminal_sold',
        `UPDATE till_terminal_payment SET status = 'SUCCEEDED', sale_id = $2, failure_reason = NULL, updated_at = now() WHERE id = $1`,
        [row.id, sale.id],
      );
    } catch (error) {
      // A database or network failure leaves it waiting: the next webhook delivery or question to Stripe tries again.
      if (!(error instanceof DomainError)) throw error;
      this.logger.warn({ msg: 'terminal payment paid but the sale was refused: refunded', id: row.id, error: error.message });
      await this.refund(row, `The sale was refused after the card paid (refunded): ${error.message}`);
    }
  }

  private async refund(row: TerminalRow, reason: string): Promise<void> {
    const refundId = await this.drivers.of(row.provider).refund(row.paymentIntentId!, row.amountCents, `${stripeKeyOf(row)}-refund`);
    await this.sql.rows(
      'terminal_refunded',
      `UPDATE till_terminal_payment SET status = CASE WHEN status = 'WAITING' THEN 'FAILED' ELSE status END,
              failure_reason = coalesce(failure_reason, $2), refund_id = $3, updated_at = now() WHERE id = $1 AND status <> 'SUCCEEDED'`,
      [row.id, reason, refundId],
    );
  }

  /** Whether it was waiting (and failed now). */
  private async fail(id: number, reason: string): Promise<boolean> {
    const changed = await this.sql.rows(
      'terminal_fail',
      `UPDATE till_terminal_payment SET status = 'FAILED', failure_reason = $2, updated_at = now() WHERE id = $1 AND status = 'WAITING' RETURNING id`,
      [id, reason.slice(0, 500)],
    );
    return changed.length > 0;
  }

  private async byKey(user: AuthUser, key: string, hash: string): Promise<TerminalPaymentStartedDto | undefined> {
    const [row] = await this.sql.rows<{ id: number; status: TerminalPaymentStatus; requestHash: string }>(
      'terminal_by_key',
      `SELECT id, status, request_hash AS "requestHash" FROM till_terminal_payment WHERE vendor_id = $1 AND idempotency_key = $2`,
      [user.vendorId, key],
    );
    if (!row) return undefined;
    if (row.requestHash !== hash)
      throw new DomainError(
        ErrorType.IDEMPOTENCY_KEY_REUSED,
        `This Idempotency-Key was used for terminal payment ${row.id} with another request; send a new key for a new payment`,
        { terminalPaymentId: row.id },
      );
    return { id: row.id, status: row.status };
  }

  private async row(user: AuthUser, id: number): Promise<TerminalRow> {
    const [row] = await this.sql.rows<TerminalRow>('terminal_by_id', `${SELECT} WHERE p.id = $1`, [id]);
    if (!row) throw notFound(id);
    assertInScope(user, row.vendorId, 'TillTerminalPayment', id, row.locationId);
    return row;
  }

  private async dto(row: TerminalRow): Promise<TerminalPaymentDto> {
    // The sale as POST /till/sales answers it: a replay of its key (TSE data as it stands now).
    const sale =
      row.status === TerminalPaymentStatus.SUCCEEDED
        ? (
            await this.sales.sell(cashierOf(row), saleKeyOf(row), row.saleRequest, {
              reference: row.paymentIntentId!,
              paidCents: row.amountCents,
            })
          ).sale
        : null;
    return {
      id: row.id,
      status: row.status,
      sessionId: row.sessionId,
      readerId: row.readerId,
      paymentIntentId: row.paymentIntentId,
      amountCents: row.amountCents,
      failureReason: row.failureReason,
      refunded: row.refundId !== null,
      sale,
    };
  }
}
