import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The secret of a storefront cart: POST /features/public/booking hands it out once, and every change of the cart by
 * its reference alone (chairs, extras, customer) must present it (header X-Cart-Token). Only its SHA-256 is stored.
 * Bookings made before, and those the office makes, have none: the storefront cannot change them by reference.
 */
export class CartToken1764600000000 implements MigrationInterface {
  name = 'CartToken1764600000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking ADD COLUMN cart_token_hash bytea`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE booking DROP COLUMN cart_token_hash`);
  }
}
