import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { AuthUser } from '../../../common/auth/auth-user.js';
import { DomainError } from '../../../common/errors/domain-error.js';
import { ErrorType } from '../../../common/errors/error-type.js';
import { toCents, toEuros } from '../../../common/money.js';
import { SqlService } from '../../../infra/database/sql.service.js';
import { transactionWithRetry } from '../../../infra/database/transaction.js';
import { txSql } from '../../../infra/database/tx-rows.js';
import { BookingTransitionsService } from '../booking-transitions.service.js';
import { bookingRowById, officeActor, officeBooking } from '../office/office-booking.read.js';
import { lockBooking } from '../office/office-booking.sql.js';
import { PaymentLedger } from '../payment-ledger.js';
import { BookingMoneyService } from './booking-money.service.js';
import type { PrepaymentDto, RecordRefundDto } from './office-money.dto.js';
import { refundDueSplit } from './money-rules.js';

/** History action of money the vendor gave back by hand; the revenue report lists it under its method and day. */
export const RECORD_REFUND = 'RECORD_REFUND';

/**
 * Refunds the office pays out itself (cash at the hut, a transfer from its account): what a cancellation or a chair
 * canceled left paid beyond what is due, and the refund job cannot send back (no provider: cash, card terminal, transfer).
 */
@Injectable()
export class BookingRefundsService {
  constructor(
    private readonly db: DataSource,
    private readonly sql: SqlService,
    private readonly money: BookingMoneyService,
    private readonly transitions: BookingTransitionsService,
    private readonly ledger: PaymentLedger,
  ) {}

  /** POST /{id}/refund: at most the refund due by hand (paid − due, less what a provider refund under way covers), counted on the paid payments, a RECORD_REFUND history row. */
  async record(user: AuthUser, id: number, dto: RecordRefundDto): Promise<PrepaymentDto> {
    const b = await officeBooking(this.sql, user, id);
    await transactionWithRetry(this.db, async (m) => {
      const status = await lockBooking(m, b.id);
      const q = txSql(m);
      const now = await bookingRowById(q, b.id);
      const refund = refundDueSplit(
        now,
        await this.money.paidCentsOf(b.id, q),
        await this.money.dueCentsOf(now, q),
        await this.ledger.providerRefundableCents(b.id, m),
      );
      // What a provider refund under way gives back is not offered again by hand (it would be paid twice).
      const dueCents = refund.byOfficeCents;
      const amountCents = toCents(dto.amount);
      if (amountCents <= 0 || amountCents > dueCents) {
        const what = amountCents <= 0 ? 'must be more than 0' : `must not exceed the refund due of ${toEuros(dueCents).toFixed(2)} euros`;
        throw new DomainError(ErrorType.INVALID_INPUT, `amount ${what}`, { field: 'amount', max: toEuros(dueCents) });
      }
      const payments = await this.ledger.recordManualRefundIn(m, b.id, amountCents);
      await this.transitions.history(m, b.id, RECORD_REFUND, status, status, officeActor(user), {
        amountCents,
        paymentMethod: dto.paymentMethod,
        payments,
      });
    });
    return this.money.prepayment(user, b.id);
  }
}
