/**
 * Every PostgreSQL advisory lock key of the app, each written once here (docs/house-rules.md), so that two features can
 * never meet on one key by accident and a test can take exactly the lock the code takes. The transaction-level locks
 * are `pg_advisory_xact_lock(hashtext(namespace), id)` (xactLockSql); the namespaces are plain constants that go into
 * the SQL text verbatim, so they hold no quotes. Changing one while an older instance still runs lets the two pass
 * each other's locks: only ever together with a full stop of the old version.
 */

/** Per chair: transactions that write holding chair bookings of one chair queue here (bookings/chair-locks.ts). */
export const CHAIR_LOCK = 'beach-chair-booking';

/** Per vendor: changes of a vendor's users and memberships (users/vendor-users.service.ts). */
export const VENDOR_USERS_LOCK = 'strandkorb-vendor-users';

/** One key: instances booting together register the storefront's API key once (users/storefront-key.service.ts). */
export const STOREFRONT_KEY_LOCK = 'strandkorb-storefront-key';

/**
 * Per cap scope and client: the open-hold caps (bookings/expiry/open-hold-caps.service.ts) lock
 * `hashtext(OPEN_HOLDS_LOCK_PREFIX || scope), hashtext(ip or e-mail)`.
 */
export const OPEN_HOLDS_LOCK_PREFIX = 'booking-open-';

/** One key: the demo seed runs once however many start it together (seeds/seed.ts). */
export const SEED_LOCK = 'strandkorb-seed';

/**
 * The session lock of the migration run (infra/database/migrate.ts): a fixed bigint, 'SKmigr' in ASCII, as the decimal
 * text a `$1::bigint` parameter takes. Advisory locks belong to one database, so deployments on other databases of the
 * same server never wait for each other.
 */
export const MIGRATION_LOCK_KEY = String(0x534b6d696772);

/**
 * SQL `pg_advisory_xact_lock(hashtext('<namespace>'), <idSql>)`, or the one-key form without `idSql`. `idSql` is an
 * int4 SQL expression (a parameter such as `$1` or a column), never a value from outside.
 */
export const xactLockSql = (namespace: string, idSql?: string): string =>
  `pg_advisory_xact_lock(hashtext('${namespace}')${idSql === undefined ? '' : `, ${idSql}`})`;
