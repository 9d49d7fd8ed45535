import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user.js';
import { assertInScope } from '../../common/auth/vendor-scope.js';
import { DomainError } from '../../common/errors/domain-error.js';
import { ErrorType } from '../../common/errors/error-type.js';
import { AppConfig } from '../../config/app-config.js';
import { SqlService } from '../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../infra/database/transaction.js';
import { txRows, type Rows } from '../../infra/database/tx-rows.js';
import { CounterSaleService } from '../bookings/index.js';
import { receiptUrl } from './till-receipts.service.js';
import { TillSessionsService } from './till-sessions.service.js';
import type { TillSaleCustomerDto, TillSaleListItemDto } from './till.dto.js';

type ItemRow = Omit<TillSaleListItemDto, 'createdAt' | 'receiptUrl'> & { createdAt: Date; receiptToken: string };

const ITEMS_SQL = `
SELECT s.id, t.id AS "receiptId", t.receipt_token AS "receiptToken", s.created_at AS "createdAt", s.total_cents AS "totalCents",
       s.payment_method AS "paymentMethod", s.booking_id AS "bookingId", b.booking_ref AS "bookingRef", s.storno_of AS "stornoOf",
       r.id AS "stornoId", (s.storno_of IS NOT NULL OR r.id IS NOT NULL) AS reversed, b.customer_id IS NOT NULL AS "hasCustomer"
  FROM till_sale s
  JOIN booking b ON b.id = s.booking_id
  JOIN till_transaction t ON t.sale_id = s.id AND t.kind IN ('SALE', 'STORNO')
  LEFT JOIN till_sale r ON r.storno_of = s.id`;

const notFound = (id: number) => new DomainError(ErrorType.ENTITY_NOT_FOUND, `TillSale ${id} not found`, { entity: 'TillSale', id });

/**
 * The sales of a session as the counter lists them (with their storno state), and a customer added to a sale later:
 * the booking gets the guest (for an invoice with a name), the receipt stays as it was (GoBD).
 */
@Injectable()
export class TillSaleRecordsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly sessions: TillSessionsService,
    private readonly counter: CounterSaleService,
    private readonly config: AppConfig,
  ) {}

  /** The session's sales and stornos, newest first. */
  async list(user: AuthUser, sessionId: number): Promise<TillSaleListItemDto[]> {
    await this.sessions.row(user, sessionId);
    const rows = await this.sql.rows<ItemRow>('till_session_sales', `${ITEMS_SQL} WHERE s.session_id = $1 ORDER BY s.id DESC`, [sessionId]);
    return rows.map((row) => this.toDto(row));
  }

  /**
   * Adds the guest to the sale's booking when it has none: 409 TILL_SALE_HAS_CUSTOMER when it has one, 409
   * TILL_SALE_REVERSED for a reversed sale or a storno. The sale is dated (customer_added_at): its receipt leaves them out.
   */
  async addCustomer(user: AuthUser, saleId: number, dto: TillSaleCustomerDto): Promise<TillSaleListItemDto> {
    await transactionWithRetry(this.db, async (m) => {
      const [sale] = await txRows<{
        vendorId: number;
        locationId: number;
        bookingId: number;
        stornoOf: number | null;
        stornoId: number | null;
      }>(
        m,
        `SELECT s.vendor_id AS "vendorId", ses.location_id AS "locationId", s.booking_id AS "bookingId", s.storno_of AS "stornoOf",
                (SELECT r.id FROM till_sale r WHERE r.storno_of = s.id) AS "stornoId"
           FROM till_sale s JOIN till_session ses ON ses.id = s.session_id WHERE s.id = $1 FOR UPDATE OF s`,
        [saleId],
      );
      if (!sale) throw notFound(saleId);
      assertInScope(user, sale.vendorId, 'TillSale', saleId, sale.locationId);
      if (sale.stornoOf !== null || sale.stornoId !== null)
        throw new DomainError(ErrorType.TILL_SALE_REVERSED, `Sale ${saleId} was reversed or is a storno: it takes no customer`, {
          saleId,
          stornoId: sale.stornoId ?? saleId,
        });
      if (!(await this.counter.addCustomerIn(m, user, sale.bookingId, dto.customer)))
        throw new DomainError(ErrorType.TILL_SALE_HAS_CUSTOMER, `Sale ${saleId} has a customer already`, {
          saleId,
          bookingId: sale.bookingId,
        });
      await m.query(`UPDATE till_sale SET customer_added_at = clock_timestamp() WHERE id = $1`, [saleId]);
    });
    return this.item(this.sql, saleId);
  }

  private async item(q: Rows, saleId: number): Promise<TillSaleListItemDto> {
    const [row] = await q.rows<ItemRow>('till_sale_item', `${ITEMS_SQL} WHERE s.id = $1`, [saleId]);
    if (!row) throw notFound(saleId);
    return this.toDto(row);
  }

  private toDto({ receiptToken, createdAt, ...row }: ItemRow): TillSaleListItemDto {
    return { ...row, createdAt: createdAt.toISOString(), receiptUrl: receiptUrl(this.config.PUBLIC_BASE_URL, receiptToken) };
  }
}
