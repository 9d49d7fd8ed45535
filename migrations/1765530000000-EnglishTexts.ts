import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Issue 30 item 9: vendor texts guests see may carry an English version, shown in the English storefront when set
 * (NULL: the German text). One nullable column per text, beside the German one, so the office edits, the public
 * answers and the searches read them like the German ones. A booked extra keeps its English name too, as it keeps
 * its German name and price: the cart and the English confirmation show what was sold.
 */
export class EnglishTexts1765530000000 implements MigrationInterface {
  name = 'EnglishTexts1765530000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE extra ADD COLUMN name_en text CHECK (length(name_en) BETWEEN 1 AND 200), ADD COLUMN description_en text`);
    await q.query(`ALTER TABLE booking_extra ADD COLUMN name_en text`);
    await q.query(`ALTER TABLE "row" ADD COLUMN name_en text CHECK (length(name_en) BETWEEN 1 AND 100)`);
    await q.query(`ALTER TABLE section ADD COLUMN description_en text`);
    await q.query(`ALTER TABLE location ADD COLUMN description_en text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE location DROP COLUMN description_en`);
    await q.query(`ALTER TABLE section DROP COLUMN description_en`);
    await q.query(`ALTER TABLE "row" DROP COLUMN name_en`);
    await q.query(`ALTER TABLE booking_extra DROP COLUMN name_en`);
    await q.query(`ALTER TABLE extra DROP COLUMN name_en, DROP COLUMN description_en`);
  }
}
