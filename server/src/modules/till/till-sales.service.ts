import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { PaymentMethod } from '../../common/enums.js';
import { CounterSaleService, planTotalCents, type CounterPaymentMethod, type CounterSaleRequest } from '../bookings/index.js';
import { requestHash } from './request-hash.js';
import { CreateTillSaleDto, TillPaymentMethod, TillSaleDto, TillStornoDto, type TillTseDto } from './till.dto.js';
import { TillTseService } from './till-tse.service.js';
import { receiptUrl } from './till-receipts.service.js';
import { AppConfig } from '../../config/app-config.js';
import { tseVatRate, type TseTransactionData } from './tse/tse.js';
import { TillSessionsService, type TillSessionRow } from './till-sessions.service.js';

const COUNTER_METHOD: Record<TillPaymentMethod, CounterPaymentMethod> = {
  [TillPaymentMethod.CASH]: PaymentMethod.CASH,
  [TillPaymentMethod.EC]: PaymentMethod.EC,
  [TillPaymentMethod.CARD_TERMINAL]: PaymentMethod.CARD_TERMINAL,
};

/** The longest Idempotency-Key taken (a UUID is 36 characters). */
export const IDEMPOTENCY_KEY_MAX = 200;

interface SaleRow {
  id: number;
  receiptId: number;
  stornoOf: number | null;
  sessionId: number;
  bookingId: number;
  bookingRef: string;
  totalCents: number;
  paymentMethod: TillSaleDto['paymentMethod'];
  ecReceiptNumber: string | null;
  createdAt: Date;
  requestHash: string;
  receiptToken: string;
}

/** How a sale is paid beyond its method: the card terminal's PaymentIntent (its reference, the amount it took). */
export interface SalePayment {
  reference: string;
  /** The cents the card paid: a sale priced otherwise now is refused (CONCURRENT_MODIFICATION), nothing written. */
  paidCents: number;
}

const SALE_BY_KEY_SQL = `
SELECT t.id, (SELECT x.id FROM till_transaction x WHERE x.sale_id = t.id AND x.kind IN ('SALE', 'STORNO')) AS "receiptId",
       (SELECT x.receipt_token FROM till_transaction x WHERE x.sale_id = t.id AND x.kind IN ('SALE', 'STORNO')) AS "receiptToken",
       t.storno_of AS "stornoOf", t.session_id AS "sessionId", t.booking_id AS "bookingId", b.booking_ref AS "bookingRef", t.total_cents AS "totalCents",
       t.payment_method AS "paymentMethod", t.ec_receipt_number AS "ecReceiptNumber", t.created_at AS "createdAt",
       t.request_hash AS "requestHash"
  FROM till_sale t JOIN booking b ON b.id = t.booking_id
 WHERE t.vendor_id = $1 AND t.idempotency_key = $2`;

const toDto = ({ requestHash: _hash, receiptToken, createdAt, ...sale }: SaleRow, tse: TillTseDto, baseUrl: string): TillSaleDto => ({
  ...sale,
  createdAt: createdAt.toISOString(),
  receiptUrl: receiptUrl(baseUrl, receiptToken),
  tse,
});

const RECEIPT_TOKEN_SQL = `SELECT receipt_token AS "receiptToken" FROM till_transaction WHERE id = $1`;

/** What the TSE signs for a sale: its gross per VAT rate and the whole total by payment type (cash or not). */
function saleData(grossByVatRate: { vatRate: number; cents: number }[], totalCents: number, method: TillPaymentMethod): TseTransactionData {
  return {
    receiptType: 'RECEIPT',
    amountsPerVatRate: grossByVatRate.map((g) => ({ vatRate: tseVatRate(g.vatRate), cents: g.cents })),
    amountsPerPaymentType: [{ paymentType: method === TillPaymentMethod.CASH ? 'CASH' : 'NON_CASH', cents: totalCents }],
  };
}

/**
 * Counter sales: one request sells chairs and extras to a walk-in guest and takes the money, all in one transaction
 * (the bookings module's CounterSaleService writes the booking); the Idempotency-Key makes a retry answer the first sale.
 */
@Injectable()
export class TillSalesService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly sessions: TillSessionsService,
    private readonly counter: CounterSaleService,
    private readonly tse: TillTseService,
    private readonly config: AppConfig,
  ) {}

  /** The sale, and whether it was made by an earlier request with the same key (a replay writes nothing). */
  async sell(
    user: AuthUser,
    idempotencyKey: string | undefined,
    dto: CreateTillSaleDto,
    payment?: SalePayment,
  ): Promise<{ sale: TillSaleDto; replayed: boolean }> {
    const key = checkedKey(idempotencyKey);
    const session = await this.sessions.row(user, dto.sessionId);
    const hash = requestHash(dto);
    // A retry after the first sale committed: answered without checking chairs that its own booking now holds.
    const [earlier] = await this.sql.rows<SaleRow>('till_sale_by_key', SALE_BY_KEY_SQL, [session.vendorId, key]);
    if (earlier) return { sale: await this.replay(earlier, hash), replayed: true };
    assertSellable(user, session);

    const plan = await this.counter
      .plan({ ...counterRequest(session, dto), paymentReference: payment?.reference })
      .catch(async (error: unknown) => {
        // A retry racing its first request: the chairs are taken by the first one's sale, which has just committed.
        const [first] = await this.sql.rows<SaleRow>('till_sale_by_key', SALE_BY_KEY_SQL, [session.vendorId, key]);
        if (first) return first;
        throw error;
      });
    if ('requestHash' in plan) return { sale: await this.replay(plan, hash), replayed: true };
    const done = await transactionWithRetry(this.db, async (m): Promise<{ replayOf: SaleRow } | { sale: SaleRow }> => {
      // The key's lock first: a second request with the same key waits here until the first commits or rolls back,
      // then finds its sale (a replay) or makes the sale itself.
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('till-sale:' || $1 || ':' || $2, 0))`, [session.vendorId, key]);
      const [raced] = await txRows<SaleRow>(m, SALE_BY_KEY_SQL, [session.vendorId, key]);
      if (raced) return { replayOf: raced };
      // The session may have been closed meanwhile: closing takes this row FOR UPDATE.
      assertSellable(user, await this.sessions.lockedRow(m, session.id));
      const sold = await this.counter.sellIn(m, user, plan);
      if (payment && sold.totalCents !== payment.paidCents)
        throw new DomainError(
          ErrorType.CONCURRENT_MODIFICATION,
          `The sale costs ${sold.totalCents} cents now, the card paid ${payment.paidCents}: nothing is sold`,
          {},
        );
      const ecReceiptNumber = dto.paymentMethod === TillPaymentMethod.EC ? (dto.ecReceiptNumber?.trim() ?? null) : null;
      const [row] = await txRows<{ id: number; createdAt: Date }>(
        m,
        `INSERT INTO till_sale (session_id, vendor_id, idempotency_key, request_hash, booking_id, payment_method, total_cents, ec_receipt_number)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at AS "createdAt"`,
        [session.id, session.vendorId, key, hash, sold.bookingId, dto.paymentMethod, sold.totalCents, ecReceiptNumber],
      );
      const receiptId = await this.tse.recordIn(m, {
        sessionId: session.id,
        vendorId: session.vendorId,
        locationId: session.locationId,
        saleId: row.id,
        kind: 'SALE',
        data: saleData(sold.grossByVatRate, sold.totalCents, dto.paymentMethod),
      });
      const [{ receiptToken }] = await txRows<{ receiptToken: string }>(m, RECEIPT_TOKEN_SQL, [receiptId]);
      return {
        sale: {
          ...row,
          receiptId,
          stornoOf: null,
          sessionId: session.id,
          bookingId: sold.bookingId,
          bookingRef: sold.bookingRef,
          totalCents: sold.totalCents,
          paymentMethod: dto.paymentMethod,
          ecReceiptNumber,
          requestHash: hash,
          receiptToken,
        },
      };
    });
    if ('replayOf' in done) return { sale: await this.replay(done.replayOf, hash), replayed: true };
    // Signed after the commit: a TSE that does not answer leaves the sale standing, marked failed and signed later.
    return { sale: toDto(done.sale, await this.tse.sign(done.sale.receiptId), this.config.PUBLIC_BASE_URL), replayed: false };
  }

  /**
   * A sale checked and priced as `sell` does it, written nowhere (the card terminal asks for the money first): the
   * cashier's open session, and what the sale costs now.
   */
  async price(user: AuthUser, dto: CreateTillSaleDto): Promise<{ session: TillSessionRow; totalCents: number }> {
    const session = await this.sessions.row(user, dto.sessionId);
    assertSellable(user, session);
    return { session, totalCents: planTotalCents(await this.counter.plan(counterRequest(session, dto))) };
  }

  /**
   * The storno of a sale: a new till transaction with the sale's amounts negated, booked in the caller's open session
   * (the sale's own may be closed), its own receipt; the booking canceled without fee and the money given back at the
   * counter (CounterSaleService.stornoIn). Once per sale (409 TILL_SALE_REVERSED); the Idempotency-Key as for a sale.
   */
  async storno(
    user: AuthUser,
    idempotencyKey: string | undefined,
    saleId: number,
    dto: TillStornoDto,
  ): Promise<{ sale: TillSaleDto; replayed: boolean }> {
    const key = checkedKey(idempotencyKey);
    const session = await this.sessions.row(user, dto.sessionId);
    const hash = requestHash({ storno: saleId, ...dto });
    const [earlier] = await this.sql.rows<SaleRow>('till_sale_by_key', SALE_BY_KEY_SQL, [session.vendorId, key]);
    if (earlier) return { sale: await this.replay(earlier, hash), replayed: true };
    assertSellable(user, session);
    const done = await transactionWithRetry(this.db, async (m): Promise<{ replayOf: SaleRow } | { sale: SaleRow }> => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtextextended('till-sale:' || $1 || ':' || $2, 0))`, [session.vendorId, key]);
      const [raced] = await txRows<SaleRow>(m, SALE_BY_KEY_SQL, [session.vendorId, key]);
      if (raced) return { replayOf: raced };
      assertSellable(user, await this.sessions.lockedRow(m, session.id));
      const [original] = await txRows<{
        id: number;
        vendorId: number;
        locationId: number;
        bookingId: number;
        paymentMethod: TillPaymentMethod;
        totalCents: number;
        stornoOf: number | null;
        stornoId: number | null;
        amountsPerVatRate: TseTransactionData['amountsPerVatRate'];
        amountsPerPaymentType: TseTransactionData['amountsPerPaymentType'];
      }>(
        m,
        `SELECT s.id, s.vendor_id AS "vendorId", ses.location_id AS "locationId", s.booking_id AS "bookingId", s.payment_method AS "paymentMethod",
                s.total_cents AS "totalCents", s.storno_of AS "stornoOf", (SELECT r.id FROM till_sale r WHERE r.storno_of = s.id) AS "stornoId",
                t.amounts_per_vat_rate AS "amountsPerVatRate", t.amounts_per_payment_type AS "amountsPerPaymentType"
           FROM till_sale s JOIN till_session ses ON ses.id = s.session_id JOIN till_transaction t ON t.sale_id = s.id AND t.kind = 'SALE'
          WHERE s.id = $1 FOR UPDATE OF s`,
        [saleId],
      );
      if (!original || original.vendorId !== session.vendorId || original.locationId !== session.locationId)
        throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillSale ${saleId} not found`, { entity: 'TillSale', id: saleId });
      if (original.stornoOf !== null || original.stornoId !== null)
        throw new DomainError(ErrorType.TILL_SALE_REVERSED, `Sale ${saleId} was reversed already or is a storno itself`, {
          saleId,
          stornoId: original.stornoId ?? original.id,
        });
      await this.counter.stornoIn(m, user, original.bookingId, COUNTER_METHOD[original.paymentMethod]);
      const [row] = await txRows<{ id: number; createdAt: Date }>(
        m,
        `INSERT INTO till_sale (session_id, vendor_id, idempotency_key, request_hash, booking_id, payment_method, total_cents, storno_of)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id, created_at AS "createdAt"`,
        [session.id, session.vendorId, key, hash, original.bookingId, original.paymentMethod, -original.totalCents, original.id],
      );
      const receiptId = await this.tse.recordIn(m, {
        sessionId: session.id,
        vendorId: session.vendorId,
        locationId: session.locationId,
        saleId: row.id,
        kind: 'STORNO',
        data: {
          receiptType: 'RECEIPT',
          amountsPerVatRate: original.amountsPerVatRate.map((a) => ({ ...a, cents: -a.cents })),
          amountsPerPaymentType: original.amountsPerPaymentType.map((p) => ({ ...p, cents: -p.cents })),
        },
      });
      const [{ receiptToken }] = await txRows<{ receiptToken: string }>(m, RECEIPT_TOKEN_SQL, [receiptId]);
      const [booking] = await txRows<{ bookingRef: string }>(m, `SELECT booking_ref AS "bookingRef" FROM booking WHERE id = $1`, [
        original.bookingId,
      ]);
      return {
        sale: {
          ...row,
          receiptId,
          stornoOf: original.id,
          sessionId: session.id,
          bookingId: original.bookingId,
          bookingRef: booking.bookingRef,
          totalCents: -original.totalCents,
          paymentMethod: original.paymentMethod,
          ecReceiptNumber: null,
          requestHash: hash,
          receiptToken,
        },
      };
    });
    if ('replayOf' in done) return { sale: await this.replay(done.replayOf, hash), replayed: true };
    return { sale: toDto(done.sale, await this.tse.sign(done.sale.receiptId), this.config.PUBLIC_BASE_URL), replayed: false };
  }

  /** The earlier sale of this key, when the request is the same; its TSE data as it stands now. */
  private async replay(sale: SaleRow, hash: string): Promise<TillSaleDto> {
    if (sale.requestHash !== hash)
      throw new DomainError(
        ErrorType.IDEMPOTENCY_KEY_REUSED,
        `This Idempotency-Key was used for sale ${sale.id} with another request; send a new key for a new sale`,
        { saleId: sale.id },
      );
    return toDto(sale, await this.tse.dto(sale.receiptId), this.config.PUBLIC_BASE_URL);
  }
}

export function checkedKey(key: string | undefined): string {
  const trimmed = key?.trim();
  if (!trimmed || trimmed.length > IDEMPOTENCY_KEY_MAX)
    throw new DomainError(
      ErrorType.INVALID_INPUT,
      `The Idempotency-Key header is required: 1 to ${IDEMPOTENCY_KEY_MAX} characters, a new one per sale (a UUID)`,
      { field: 'Idempotency-Key' },
    );
  return trimmed;
}

/** The bookings module's counter sale for a sale request in a session. */
const counterRequest = (session: TillSessionRow, dto: CreateTillSaleDto): CounterSaleRequest => ({
  vendorId: session.vendorId,
  locationId: session.locationId,
  chairs: dto.chairs,
  extras: dto.extras ?? [],
  customer: dto.customer,
  customerName: dto.customerName?.trim() || undefined,
  paymentMethod: COUNTER_METHOD[dto.paymentMethod],
});

/** Only the cashier's own open session sells. */
export function assertSellable(user: AuthUser, session: TillSessionRow): void {
  if (session.closedAt !== null || session.cashierId !== user.userId)
    throw new DomainError(
      ErrorType.TILL_SESSION_CLOSED,
      `Till session ${session.id} is ${session.closedAt ? 'closed' : "another cashier's"}; open your own session to sell`,
      { sessionId: session.id },
    );
}
