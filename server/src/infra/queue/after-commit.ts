import type { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import type { JobName, JobPayloads } from './queue.types.js';

const PENDING = 'afterCommit';

type Enqueue = <J extends JobName>(name: J, payload: JobPayloads[J]) => Promise<void>;

/**
 * Work noted inside a transaction (onCommit, enqueueOnCommit) runs once it commits and is dropped when it rolls back:
 * a job or a counted metric never follows a change that did not happen, and nothing waits for Redis inside the
 * transaction. Registered on the DataSource by QueueService.
 */
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  constructor(readonly enqueue: Enqueue) {}

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

/** Queues the job after the transaction of `m` commits. */
export function enqueueOnCommit<J extends JobName>(m: EntityManager, name: J, payload: JobPayloads[J]): void {
  const subscriber = m.dataSource.subscribers.find((s): s is AfterCommitSubscriber => s instanceof AfterCommitSubscriber);
  onCommit(m, () => void subscriber?.enqueue(name, payload));
}
