import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 28: a mail is sent once. A mail job that ran to the end at the SMTP server but whose completion Redis never
 * heard (Redis away, the process stopped) is run again by BullMQ; the key of every mail sent is kept here, and a job
 * whose mail is already in it sends nothing.
 */
export class SentMails1765100000000 implements MigrationInterface {
  name = 'SentMails1765100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE TABLE sent_mail (
      idempotency_key text PRIMARY KEY,
      template        text NOT NULL,
      sent_at         timestamptz NOT NULL DEFAULT now()
    )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE sent_mail`);
  }
}
