import type { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

const PENDING = 'afterCommit';

/**
 * Work noted inside a transaction (onCommit) runs once it commits and is dropped when it rolls back: a counted metric
 * or the hand-over of a job to Redis (QueueService.enqueueIn, whose outbox row is part of the transaction) never
 * follows a change that did not happen, and nothing waits for Redis inside the transaction. Registered on the
 * DataSource by QueueService.
 */
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit({ queryRunner }: TransactionCommitEvent): void {
    if (queryRunner.isTransactionActive) return; // a savepoint was released; the outer transaction may still roll back
    for (const run of take(queryRunner)) run();
  }

  afterTransactionRollback({ queryRunner }: TransactionRollbackEvent): void {
    if (!queryRunner.isTransactionActive) take(queryRunner);
  }
}

function take(queryRunner: QueryRunner): (() => void)[] {
  const pending = (queryRunner.data?.[PENDING] as (() => void)[] | undefined) ?? [];
  if (queryRunner.data) delete queryRunner.data[PENDING];
  return pending;
}

/** Runs `fn` after the transaction of `m` commits (at once when `m` is in none). */
export function onCommit(m: EntityManager, fn: () => void): void {
  const queryRunner = m.queryRunner;
  if (queryRunner?.isTransactionActive) ((queryRunner.data[PENDING] as (() => void)[] | undefined) ??= []).push(fn);
  else fn();
}
