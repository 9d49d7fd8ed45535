import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Jobs that could not be put on their BullMQ queue (Redis away or too slow, server/src/infra/queue/job-outbox.ts): the
 * request that asked for them answers once its change is committed, and the job waits here until an instance of the
 * same deployment (queue_prefix) moves it to the queue. job_id is the job's BullMQ id, so a job queued twice (here and
 * by a late Redis) still runs once; run_at keeps a delayed job's time.
 */
export class JobOutbox1764560000000 implements MigrationInterface {
  name = 'JobOutbox1764560000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE job_outbox (
        id            bigserial PRIMARY KEY,
        queue_prefix  text NOT NULL,
        name          text NOT NULL,
        job_id        text NOT NULL,
        payload       jsonb NOT NULL,
        run_at        timestamptz NOT NULL,
        attempts      integer NOT NULL DEFAULT 0,
        last_error    text,
        created_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT job_outbox_once UNIQUE (queue_prefix, job_id)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS job_outbox`);
  }
}
