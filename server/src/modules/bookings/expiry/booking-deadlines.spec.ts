import { describe, expect, it } from '@jest/globals';
import type { EntityManager, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { BookingDeadline, BookingDeadlineSubscriber, deadlineSet } from './booking-deadlines.js';

/** A transaction's manager as TypeORM hands it out: a query runner with its data bag, on a DataSource with subscribers. */
function transaction(subscriber: BookingDeadlineSubscriber) {
  const queryRunner = { isTransactionActive: true, data: {} } as unknown as QueryRunner & { isTransactionActive: boolean };
  const m = { queryRunner, dataSource: { subscribers: [subscriber] } } as unknown as EntityManager;
  const event = { queryRunner } as TransactionCommitEvent & TransactionRollbackEvent;
  return { m, queryRunner, event };
}

function recorder() {
  const scheduled: BookingDeadline[][] = [];
  return { scheduled, subscriber: new BookingDeadlineSubscriber(async (d) => void scheduled.push(d)) };
}

const at = new Date('2026-07-01T10:00:00Z');

describe('deadlineSet: the expiry job is scheduled after the commit, never before and never after a rollback', () => {
  it('schedules at the outer commit, not at a released savepoint', () => {
    const { scheduled, subscriber } = recorder();
    const { m, queryRunner, event } = transaction(subscriber);
    deadlineSet(m, 1, at);
    deadlineSet(m, 2, at, 'PENDING');
    expect(scheduled).toEqual([]);
    subscriber.afterTransactionCommit(event); // savepoint released: still inside the transaction
    expect(scheduled).toEqual([]);
    queryRunner.isTransactionActive = false;
    subscriber.afterTransactionCommit(event);
    expect(scheduled).toEqual([
      [
        { bookingId: 1, expiresAt: at },
        { bookingId: 2, expiresAt: at },
      ],
    ]);
    subscriber.afterTransactionCommit(event); // once only
    expect(scheduled).toHaveLength(1);
  });

  it('drops the deadlines of a rolled-back transaction', () => {
    const { scheduled, subscriber } = recorder();
    const { m, queryRunner, event } = transaction(subscriber);
    deadlineSet(m, 1, at);
    queryRunner.isTransactionActive = false;
    subscriber.afterTransactionRollback(event);
    subscriber.afterTransactionCommit(event);
    expect(scheduled).toEqual([]);
  });

  it('ignores no deadline and bookings that are not OPEN or PENDING; outside a transaction it schedules at once', () => {
    const { scheduled, subscriber } = recorder();
    const { m, queryRunner, event } = transaction(subscriber);
    deadlineSet(m, 1, null);
    deadlineSet(m, 2, at, 'CONFIRMED');
    queryRunner.isTransactionActive = false;
    subscriber.afterTransactionCommit(event);
    expect(scheduled).toEqual([]);
    deadlineSet(m, 3, at);
    expect(scheduled).toEqual([[{ bookingId: 3, expiresAt: at }]]);
  });
});
