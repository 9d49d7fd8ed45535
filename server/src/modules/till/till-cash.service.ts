import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows } from '../../infra/database/tx-rows.js';
import { closingSums, type ClosingSums, type ClosingTransaction } from './till-closing.js';
import { TillSessionsService, type TillSessionRow } from './till-sessions.service.js';
import { TillTseService } from './till-tse.service.js';
import { CashMovementKind, type CashMovementDto, type CloseTillSessionDto, type TillClosingDto } from './till.dto.js';

const TRANSACTIONS_SQL = `
SELECT kind, amounts_per_vat_rate AS "amountsPerVatRate", amounts_per_payment_type AS "amountsPerPaymentType"
  FROM till_transaction WHERE session_id = $1 ORDER BY id`;

/** Only the cashier's own open session takes cash in and out and is closed by them (the session row locked FOR UPDATE). */
function assertOwnOpen(user: AuthUser, session: TillSessionRow): void {
  if (session.closedAt !== null || session.cashierId !== user.userId)
    throw new DomainError(
      ErrorType.TILL_SESSION_CLOSED,
      `Till session ${session.id} is ${session.closedAt ? 'closed' : "another cashier's"}; nothing more is booked in it`,
      { sessionId: session.id },
    );
}

/**
 * The session's cash book (docs/till.md): cash put in or taken out with a reason, each a signed TRANSFER, and the
 * daily closing (Z-Bon): the sums by payment type and VAT rate, the cash expected and counted and the difference,
 * frozen in the session row with a signed CLOSING transaction. A closed session never changes again.
 */
@Injectable()
export class TillCashService {
  constructor(
    private readonly db: DataSource,
    private readonly sessions: TillSessionsService,
    private readonly tse: TillTseService,
  ) {}

  async move(user: AuthUser, sessionId: number, dto: CashMovementDto): Promise<{ id: number; transactionId: number }> {
    await this.sessions.row(user, sessionId);
    const signedCents = dto.kind === CashMovementKind.CASH_OUT ? -dto.amount : dto.amount;
    const moved = await transactionWithRetry(this.db, async (m) => {
      const session = await this.sessions.lockedRow(m, sessionId, 'FOR UPDATE');
      assertOwnOpen(user, session);
      if (dto.kind === CashMovementKind.CASH_OUT) {
        const expected = closingSums(await txRows<ClosingTransaction>(m, TRANSACTIONS_SQL, [sessionId])).expectedCashCents;
        if (dto.amount > expected)
          throw new DomainError(ErrorType.INVALID_INPUT, `amount must not exceed the ${expected} cents in the drawer`, {
            field: 'amount',
            max: expected,
          });
      }
      const transactionId = await this.tse.recordIn(m, {
        sessionId,
        vendorId: session.vendorId,
        locationId: session.locationId,
        kind: dto.kind,
        data: {
          receiptType: 'TRANSFER',
          amountsPerVatRate: [{ vatRate: 'NULL', cents: signedCents }],
          amountsPerPaymentType: [{ paymentType: 'CASH', cents: signedCents }],
        },
      });
      const [row] = await txRows<{ id: number }>(
        m,
        `INSERT INTO till_cash_movement (session_id, kind, amount_cents, reason, transaction_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
        [sessionId, dto.kind, dto.amount, dto.reason.trim(), transactionId],
      );
      return { id: row.id, transactionId };
    });
    await this.tse.sign(moved.transactionId);
    return moved;
  }

  /** The daily closing: the session's sums frozen with the counted cash; a second close is 409 TILL_SESSION_CLOSED. */
  async close(user: AuthUser, sessionId: number, dto: CloseTillSessionDto): Promise<TillClosingDto> {
    await this.sessions.row(user, sessionId);
    const closed = await transactionWithRetry(this.db, async (m) => {
      const session = await this.sessions.lockedRow(m, sessionId, 'FOR UPDATE');
      assertOwnOpen(user, session);
      const sums = closingSums(await txRows<ClosingTransaction>(m, TRANSACTIONS_SQL, [sessionId]));
      const transactionId = await this.tse.recordIn(m, {
        sessionId,
        vendorId: session.vendorId,
        locationId: session.locationId,
        kind: 'CLOSING',
        data: {
          receiptType: 'OTHER',
          amountsPerVatRate: sums.byVatRate.length ? sums.byVatRate : [{ vatRate: 'NULL', cents: 0 }],
          amountsPerPaymentType: sums.byPaymentType.length ? sums.byPaymentType : [{ paymentType: 'CASH', cents: 0 }],
        },
      });
      await m.query(
        `UPDATE till_session SET closed_at = now(), expected_cash_cents = $2, counted_cash_cents = $3, closing = $4, closing_transaction_id = $5
          WHERE id = $1`,
        [sessionId, sums.expectedCashCents, dto.countedCash, JSON.stringify(sums), transactionId],
      );
      return { transactionId };
    });
    await this.tse.sign(closed.transactionId);
    return this.closing(user, sessionId);
  }

  /** The closing of a closed session (Z-Bon); 409 while the session is open. */
  async closing(user: AuthUser, sessionId: number): Promise<TillClosingDto> {
    const session = await this.sessions.row(user, sessionId);
    const [row] = await this.db.query<
      { closing: ClosingSums | null; expected: number | null; counted: number | null; transactionId: number | null }[]
    >(
      `SELECT closing, expected_cash_cents AS expected, counted_cash_cents AS counted, closing_transaction_id AS "transactionId"
         FROM till_session WHERE id = $1`,
      [sessionId],
    );
    if (!session.closedAt || !row.closing || row.expected === null || row.counted === null || row.transactionId === null)
      throw new DomainError(ErrorType.TILL_SESSION_OPEN, `Till session ${sessionId} is still open: it has no closing yet`, { sessionId });
    return {
      sessionId,
      locationId: session.locationId,
      cashierId: session.cashierId,
      openedAt: session.openedAt.toISOString(),
      closedAt: session.closedAt.toISOString(),
      ...row.closing,
      countedCashCents: row.counted,
      differenceCents: row.counted - row.expected,
      tse: await this.tse.dto(row.transactionId),
    };
  }
}
