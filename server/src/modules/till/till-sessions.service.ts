import { Injectable } from '@nestjs/common';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope, vendorScopeOf } from '../../common/auth/vendor-scope.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { DataSource, type EntityManager } from 'typeorm';
import { txRows, type Rows } from '../../infra/database/tx-rows.js';
import { OpenTillSessionDto, TillPaymentMethod, TillSessionDto } from './till.dto.js';
import { TillTseService } from './till-tse.service.js';

export interface TillSessionRow {
  id: number;
  vendorId: number;
  locationId: number;
  cashierId: number;
  openingCashCents: number;
  openedAt: Date;
  closedAt: Date | null;
}

export const TILL_SESSION_COLUMNS = `id, vendor_id AS "vendorId", location_id AS "locationId", cashier_id AS "cashierId",
  opening_cash_cents AS "openingCashCents", opened_at AS "openedAt", closed_at AS "closedAt"`;

const notFound = (id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillSession ${id} not found`, { entity: 'TillSession', id });

/** Till sessions: a cashier's drawer at one location, from the opening float to the closing (docs/till.md). */
@Injectable()
export class TillSessionsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly tse: TillTseService,
  ) {}

  /** Opens the caller's session at the location; one open session per cashier and location (409 naming it). */
  async open(user: AuthUser, dto: OpenTillSessionDto): Promise<{ id: number }> {
    const vendorId = vendorScopeOf(user);
    const [location] = await this.sql.rows<{ id: number; vendorId: number }>(
      'till_location',
      `SELECT id, vendor_id AS "vendorId" FROM location WHERE id = $1`,
      [dto.locationId],
    );
    if (!location || vendorId === null)
      throw new DomainError(ErrorType.ENTITY_NOT_FOUND, `Location ${dto.locationId} not found`, { entity: 'Location', id: dto.locationId });
    assertInScope(user, location.vendorId, 'Location', location.id, location.id);
    // The partial unique index decides between two opens at the same moment; the loser is told which session is open.
    const opened = await this.db.transaction(async (m) => {
      await this.tse.ensureIn(m, location.id);
      const [session] = await txRows<{ id: number }>(
        m,
        `INSERT INTO till_session (vendor_id, location_id, cashier_id, opening_cash_cents) VALUES ($1, $2, $3, $4)
         ON CONFLICT (location_id, cashier_id) WHERE closed_at IS NULL DO NOTHING RETURNING id`,
        [location.vendorId, location.id, user.userId, dto.openingCash],
      );
      if (!session) return undefined;
      // The opening float is a till transaction of its own, signed like a sale.
      const transactionId = await this.tse.recordIn(m, {
        sessionId: session.id,
        vendorId: location.vendorId,
        locationId: location.id,
        kind: 'OPENING',
        data: {
          receiptType: 'TRANSFER',
          amountsPerVatRate: [{ vatRate: 'NULL', cents: dto.openingCash }],
          amountsPerPaymentType: [{ paymentType: 'CASH', cents: dto.openingCash }],
        },
      });
      return { id: session.id, transactionId };
    });
    if (opened) {
      await this.tse.sign(opened.transactionId);
      return { id: opened.id };
    }
    const [open] = await this.sql.rows<{ id: number }>(
      'till_session_already_open',
      `SELECT id FROM till_session WHERE location_id = $1 AND cashier_id = $2 AND closed_at IS NULL`,
      [location.id, user.userId],
    );
    throw new DomainError(
      ErrorType.TILL_SESSION_ALREADY_OPEN,
      `You have till session ${open?.id} open at location ${location.id}; close it before opening another`,
      { sessionId: open?.id ?? null, locationId: location.id },
    );
  }

  /** The session in the caller's scope (another vendor's or location's is the same 404 as an unknown one). */
  async row(user: AuthUser, id: number, q: Rows = this.sql): Promise<TillSessionRow> {
    const [session] = await q.rows<TillSessionRow>('till_session', `SELECT ${TILL_SESSION_COLUMNS} FROM till_session WHERE id = $1`, [id]);
    if (!session) throw notFound(id);
    assertInScope(user, session.vendorId, 'TillSession', id, session.locationId);
    return session;
  }

  /** The session row locked in `m`: FOR SHARE by a sale (it goes on only while the session stays open), FOR UPDATE by the closing and the cash book. */
  async lockedRow(m: EntityManager, id: number, mode: 'FOR SHARE' | 'FOR UPDATE' = 'FOR SHARE'): Promise<TillSessionRow> {
    const [session] = await txRows<TillSessionRow>(m, `SELECT ${TILL_SESSION_COLUMNS} FROM till_session WHERE id = $1 ${mode}`, [id]);
    if (!session) throw notFound(id);
    return session;
  }

  async get(user: AuthUser, id: number): Promise<TillSessionDto> {
    const s = await this.row(user, id);
    const sums = await this.sql.rows<{ paymentMethod: TillPaymentMethod; sales: number; totalCents: number }>(
      'till_session_sums',
      `SELECT payment_method AS "paymentMethod", count(*)::int AS sales, sum(total_cents)::int AS "totalCents"
         FROM till_sale WHERE session_id = $1 GROUP BY payment_method ORDER BY payment_method`,
      [id],
    );
    const cash = sums.find((r) => r.paymentMethod === TillPaymentMethod.CASH)?.totalCents ?? 0;
    // The cash book's money in and out of the drawer counts too, as in the closing.
    const [moved] = await this.sql.rows<{ cents: number }>(
      'till_session_cash_moved',
      `SELECT coalesce(sum(CASE kind WHEN 'CASH_IN' THEN amount_cents ELSE -amount_cents END), 0)::int AS cents
         FROM till_cash_movement WHERE session_id = $1`,
      [id],
    );
    return {
      id: s.id,
      locationId: s.locationId,
      cashierId: s.cashierId,
      openingCash: s.openingCashCents,
      openedAt: s.openedAt.toISOString(),
      closedAt: s.closedAt?.toISOString() ?? null,
      sales: sums,
      expectedCash: s.openingCashCents + cash + (moved?.cents ?? 0),
    };
  }
}
