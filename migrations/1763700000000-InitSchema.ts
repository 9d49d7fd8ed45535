import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model. Enumerations are text columns with CHECK constraints (cheaper to extend than PG enums);
 * geometry is PostGIS in WGS84 with GiST indexes; no two holding chair bookings of one chair may overlap.
 */
export class InitSchema1763700000000 implements MigrationInterface {
  name = 'InitSchema1763700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS postgis`);
    await q.query(`CREATE EXTENSION IF NOT EXISTS btree_gist`);

    // ---------- destinations
    await q.query(`
      CREATE TABLE country (
        id          integer PRIMARY KEY,
        code        char(2) NOT NULL UNIQUE,
        name        text NOT NULL
      )`);
    await q.query(`
      CREATE TABLE region (
        id          serial PRIMARY KEY,
        name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        country_id  integer NOT NULL REFERENCES country(id) ON DELETE RESTRICT,
        geom        geometry(Polygon, 4326),
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE city (
        id          serial PRIMARY KEY,
        name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        region_id   integer NOT NULL REFERENCES region(id) ON DELETE RESTRICT,
        geom        geometry(Point, 4326),
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE beach (
        id          serial PRIMARY KEY,
        name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        city_id     integer NOT NULL REFERENCES city(id) ON DELETE RESTRICT,
        geom        geometry(Polygon, 4326),
        active      boolean NOT NULL DEFAULT true,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);

    // ---------- vendors and their locations
    await q.query(`
      CREATE TABLE vendor (
        id                  serial PRIMARY KEY,
        company_name        text NOT NULL CHECK (length(company_name) BETWEEN 1 AND 200),
        public_reference    text NOT NULL UNIQUE CHECK (public_reference ~ '^[a-z0-9][a-z0-9-]{2,62}$'),
        email               text,
        telephone           text,
        website             text,
        address             jsonb NOT NULL DEFAULT '{}',
        -- beachChairView, gridLineBreak, hideCustomerComment, hideOpeningHours, bookingStartdate, paymentMethods, logo
        configuration       jsonb NOT NULL DEFAULT '{}',
        -- vatId, taxNumber, bankData { accountHolder, bic, iban, bankName }
        invoice_data        jsonb NOT NULL DEFAULT '{}',
        -- onlinePercent, offlinePercent
        commission          jsonb NOT NULL DEFAULT '{}',
        -- rules of calculateCancellationFee: [{ daysBefore, percent }]
        cancellation_policy jsonb NOT NULL DEFAULT '[]',
        terms               text,
        sevdesk_contact_id  text,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE location (
        id                serial PRIMARY KEY,
        vendor_id         integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        name              text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        entrance_name     text,
        address           jsonb NOT NULL DEFAULT '{}',
        geom              geometry(Point, 4326),
        details           jsonb NOT NULL DEFAULT '{}',
        description       text,
        price_text        jsonb NOT NULL DEFAULT '{}',
        season_start      text CHECK (season_start ~ '^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])$'),
        season_end        text CHECK (season_end ~ '^(0[1-9]|[12][0-9]|3[01])-(0[1-9]|1[0-2])$'),
        lead_time_hours   integer CHECK (lead_time_hours BETWEEN 0 AND 720),
        booking_startdate date,
        attributes        jsonb NOT NULL DEFAULT '{}',
        opening_hours     jsonb NOT NULL DEFAULT '[]',
        configuration     jsonb NOT NULL DEFAULT '{}',
        terms             text,
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX location_vendor_idx ON location (vendor_id)`);

    await q.query(`
      CREATE TABLE section (
        id               serial PRIMARY KEY,
        name             text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        beach_id         integer NOT NULL REFERENCES beach(id) ON DELETE RESTRICT,
        city_id          integer NOT NULL REFERENCES city(id) ON DELETE RESTRICT,
        location_id      integer NOT NULL REFERENCES location(id) ON DELETE RESTRICT,
        has_subsections  boolean NOT NULL DEFAULT false,
        online_booking   boolean NOT NULL DEFAULT true,
        geom             geometry(Polygon, 4326),
        description      text,
        beach_plan       text,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX section_beach_idx ON section (beach_id)`);
    await q.query(`CREATE INDEX section_location_idx ON section (location_id)`);

    await q.query(`
      CREATE TABLE "row" (
        id          serial PRIMARY KEY,
        section_id  integer NOT NULL REFERENCES section(id) ON DELETE CASCADE,
        name        text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
        position    integer NOT NULL DEFAULT 0,
        geom        geometry(Polygon, 4326),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        UNIQUE (section_id, name)
      )`);

    // ---------- lock devices and chairs
    await q.query(`
      CREATE TABLE lock_device (
        id             serial PRIMARY KEY,
        vendor_id      integer REFERENCES vendor(id) ON DELETE SET NULL,
        serial_number  text NOT NULL UNIQUE,
        state          text NOT NULL DEFAULT 'LOCKED' CHECK (state IN ('LOCKED', 'UNLOCKED')),
        battery_level  integer CHECK (battery_level BETWEEN 0 AND 100),
        firmware       text,
        last_seen_at   timestamptz,
        last_sync_at   timestamptz,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE beach_chair (
        id                  serial PRIMARY KEY,
        section_id          integer NOT NULL REFERENCES section(id) ON DELETE RESTRICT,
        row_id              integer REFERENCES "row"(id) ON DELETE RESTRICT,
        public_number       text NOT NULL CHECK (length(public_number) BETWEEN 1 AND 20),
        model               text NOT NULL CHECK (model IN ('2_SEAT_RECLINER', '2.5_SEAT_RECLINER', 'BALTIC_BEACH_CHAIR',
                              '2_SEAT_CHAIR', '3_SEAT_CHAIR', 'FULL_RECLINER', 'BEACH_CHAIR_BED', 'DAYBED', 'XL_BEACH_CHAIR',
                              'SAUNA', 'FAMILY_BEACH_CHAIR', 'XL_BEACH_CHAIR_TURNABLE', '2_SEAT_CHAIR_TURNABLE', 'COMFORT',
                              'WHEELCHAIR', 'CHILDBEACHCHAIR', 'XXL_BEACH_CHAIR', 'DOG_BEACH_CHAIR', 'FKK_BUDJE', 'NORDORT',
                              'PREMIUM', 'RETRO')),
        -- ALL_DAY: booked by whole days only; HALF_DAY: mornings and afternoons bookable on their own
        time_enum           text NOT NULL DEFAULT 'HALF_DAY' CHECK (time_enum IN ('ALL_DAY', 'HALF_DAY')),
        position            integer NOT NULL DEFAULT 0,
        lock_id             integer UNIQUE REFERENCES lock_device(id) ON DELETE SET NULL,
        season_beach_chair  boolean NOT NULL DEFAULT false,
        color               text NOT NULL DEFAULT '0' CHECK (color IN ('0', 'silver', 'darkgreen', 'green', 'lightgreen',
                              'darkblue', 'blue', 'lightblue', 'darkred', 'red', 'lightred', 'white', 'brightyellow', 'yellow',
                              'darkyellow', 'black', 'brightbrown', 'brown', 'darkbrown', 'beige', 'orange', 'grey', 'purple', 'pink')),
        geom                geometry(Point, 4326),
        description         text,
        -- held back by the vendor: not bookable online
        reserved            boolean NOT NULL DEFAULT false,
        active              boolean NOT NULL DEFAULT true,
        created_at          timestamptz NOT NULL DEFAULT now(),
        updated_at          timestamptz NOT NULL DEFAULT now(),
        UNIQUE (section_id, public_number)
      )`);
    await q.query(`CREATE INDEX beach_chair_row_idx ON beach_chair (row_id)`);
    await q.query(`
      CREATE TABLE stop_sale (
        id              serial PRIMARY KEY,
        beach_chair_id  integer NOT NULL REFERENCES beach_chair(id) ON DELETE CASCADE,
        start_date      date NOT NULL,
        end_date        date NOT NULL,
        reason          text,
        created_at      timestamptz NOT NULL DEFAULT now(),
        CHECK (end_date >= start_date)
      )`);
    await q.query(`CREATE INDEX stop_sale_chair_idx ON stop_sale (beach_chair_id, start_date, end_date)`);

    // ---------- prices and extras
    await q.query(`
      CREATE TABLE price (
        id          serial PRIMARY KEY,
        vendor_id   integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        section_id  integer NOT NULL REFERENCES section(id) ON DELETE CASCADE,
        row_id      integer REFERENCES "row"(id) ON DELETE CASCADE,
        -- null: every chair model of the section or row
        model       text,
        valid_from  date NOT NULL,
        valid_to    date NOT NULL,
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now(),
        CHECK (valid_to >= valid_from)
      )`);
    await q.query(`CREATE INDEX price_scope_idx ON price (section_id, row_id, model)`);
    await q.query(`
      CREATE TABLE price_rate (
        id           serial PRIMARY KEY,
        price_id     integer NOT NULL REFERENCES price(id) ON DELETE CASCADE,
        -- MORNING/AFTERNOON: half day within time_range; DAY: one day; MULTI_DAY: per day from min_days on;
        -- WEEK: seven days flat; SEASON: the whole season flat
        type         text NOT NULL CHECK (type IN ('MORNING', 'AFTERNOON', 'DAY', 'MULTI_DAY', 'WEEK', 'SEASON')),
        price_cents  integer NOT NULL CHECK (price_cents >= 0),
        discount     boolean NOT NULL DEFAULT false,
        time_range   text CHECK (time_range ~ '^([01][0-9]|2[0-4])-([01][0-9]|2[0-4])$'),
        min_days     integer CHECK (min_days >= 2),
        UNIQUE NULLS NOT DISTINCT (price_id, type, discount, min_days)
      )`);
    await q.query(`
      CREATE TABLE extra (
        id           serial PRIMARY KEY,
        vendor_id    integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        location_id  integer REFERENCES location(id) ON DELETE CASCADE,
        name         text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
        description  text,
        price_cents  integer NOT NULL CHECK (price_cents >= 0),
        type         text NOT NULL CHECK (type IN ('FOOD', 'ACCESSOIRES', 'TOYS', 'BEVERAGES', 'ALCOHOLIC_BEVERAGES', 'OTHER')),
        category     text,
        active       boolean NOT NULL DEFAULT true,
        created_at   timestamptz NOT NULL DEFAULT now(),
        updated_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX extra_vendor_idx ON extra (vendor_id)`);

    // ---------- customers and bookings
    await q.query(`
      CREATE TABLE customer (
        id               serial PRIMARY KEY,
        email            text NOT NULL,
        first_name       text NOT NULL,
        last_name        text NOT NULL,
        salutation       text NOT NULL DEFAULT 'MX' CHECK (salutation IN ('MS', 'MR', 'MX', 'FM')),
        telephone        text,
        address          jsonb NOT NULL DEFAULT '{}',
        additional_data  jsonb NOT NULL DEFAULT '{}',
        language         text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en')),
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX customer_email_idx ON customer (lower(email))`);
    await q.query(`
      CREATE TABLE booking (
        id                     serial PRIMARY KEY,
        booking_ref            text NOT NULL UNIQUE,
        vendor_id              integer NOT NULL REFERENCES vendor(id) ON DELETE RESTRICT,
        status                 text NOT NULL DEFAULT 'OPEN'
                                 CHECK (status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'CANCELED', 'RESERVED', 'EXPIRED')),
        source                 text NOT NULL DEFAULT 'WEBSITE' CHECK (source IN ('WEBSITE', 'DIRECT', 'WIDGET', 'EMAIL', 'PARTNER',
                                 'APP', 'BACK_OFFICE', 'VENDOR_APP', 'CUSTOMER_APP', 'NOT_DEFINED')),
        payment_method         text CHECK (payment_method IN ('BANK_TRANSFER', 'CASH', 'EC', 'CC', 'INVOICE', 'PAYPAL', 'CUSTOM_SEPA',
                                 'OTHER_STRIPE', 'DIRECT_DEBIT', 'CARD_TERMINAL', 'STRIPE_BANK_TRANSFER', 'STRIPE_DIRECT_DEBIT',
                                 'STRIPE_SOFORT', 'STRIPE_CREDIT_CARD', 'STRIPE_PAYPAL', 'STRIPE_PAYMENT_LINK', 'EXTERNAL_PP')),
        customer_id            integer REFERENCES customer(id) ON DELETE SET NULL,
        customer_comment       text,
        invoice_number         text,
        total_price_cents      integer NOT NULL DEFAULT 0 CHECK (total_price_cents >= 0),
        cancellation_fee_cents integer CHECK (cancellation_fee_cents >= 0),
        skip_refund            boolean NOT NULL DEFAULT false,
        affiliate_reference    text,
        time_zone              text NOT NULL DEFAULT 'Europe/Berlin',
        language               text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en')),
        -- bankData { accountHolder, bic, iban, reference } and customer bank details for direct debit
        meta_data              jsonb NOT NULL DEFAULT '{}',
        -- when an OPEN hold or an unpaid PENDING booking lapses
        expires_at             timestamptz,
        created_by_ip          inet,
        version                integer NOT NULL DEFAULT 1,
        created_at             timestamptz NOT NULL DEFAULT now(),
        updated_at             timestamptz NOT NULL DEFAULT now(),
        UNIQUE (vendor_id, invoice_number)
      )`);
    await q.query(`CREATE INDEX booking_vendor_status_idx ON booking (vendor_id, status)`);
    await q.query(`CREATE INDEX booking_expiry_idx ON booking (expires_at) WHERE status IN ('OPEN', 'PENDING')`);
    await q.query(`CREATE INDEX booking_customer_idx ON booking (customer_id)`);
    await q.query(`
      CREATE TABLE beach_chair_booking (
        id              serial PRIMARY KEY,
        booking_id      integer NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        beach_chair_id  integer NOT NULL REFERENCES beach_chair(id) ON DELETE RESTRICT,
        start           timestamptz NOT NULL,
        "end"           timestamptz NOT NULL,
        period          tstzrange GENERATED ALWAYS AS (tstzrange(start, "end", '[)')) STORED,
        -- mirrors the booking's status, except that a single chair booking can be CANCELED on its own
        status          text NOT NULL DEFAULT 'OPEN'
                          CHECK (status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'CANCELED', 'RESERVED', 'EXPIRED')),
        model           text NOT NULL,
        rate            text CHECK (rate IN ('MORNING', 'AFTERNOON', 'DAY', 'MULTI_DAY', 'WEEK', 'SEASON')),
        price_cents     integer NOT NULL DEFAULT 0 CHECK (price_cents >= 0),
        discount        boolean NOT NULL DEFAULT false,
        created_at      timestamptz NOT NULL DEFAULT now(),
        updated_at      timestamptz NOT NULL DEFAULT now(),
        CHECK ("end" > start),
        -- the database itself forbids a double booking: same chair, overlapping period, both holding the chair
        CONSTRAINT beach_chair_booking_no_overlap EXCLUDE USING gist (beach_chair_id WITH =, period WITH &&)
          WHERE (status IN ('CONFIRMED', 'BOOKED', 'OPEN', 'PENDING', 'RESERVED'))
      )`);
    await q.query(`CREATE INDEX beach_chair_booking_booking_idx ON beach_chair_booking (booking_id)`);
    await q.query(`
      CREATE TABLE booking_extra (
        id                serial PRIMARY KEY,
        booking_id        integer NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        extra_id          integer NOT NULL REFERENCES extra(id) ON DELETE RESTRICT,
        name              text NOT NULL,
        amount            integer NOT NULL CHECK (amount > 0),
        unit_price_cents  integer NOT NULL CHECK (unit_price_cents >= 0),
        created_at        timestamptz NOT NULL DEFAULT now(),
        updated_at        timestamptz NOT NULL DEFAULT now(),
        UNIQUE (booking_id, extra_id)
      )`);
    await q.query(`
      CREATE TABLE booking_history (
        id           bigserial PRIMARY KEY,
        booking_id   integer NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        action       text NOT NULL,
        from_status  text,
        to_status    text,
        actor_type   text NOT NULL CHECK (actor_type IN ('CUSTOMER', 'VENDOR', 'ADMIN', 'SYSTEM', 'PAYMENT_PROVIDER', 'DEVICE')),
        actor_id     text,
        details      jsonb NOT NULL DEFAULT '{}',
        created_at   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX booking_history_booking_idx ON booking_history (booking_id, created_at)`);
    await q.query(`
      CREATE TABLE invoice_counter (
        vendor_id    integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        year         integer NOT NULL,
        last_number  integer NOT NULL DEFAULT 0,
        PRIMARY KEY (vendor_id, year)
      )`);

    // ---------- payments
    await q.query(`
      CREATE TABLE payment (
        id            serial PRIMARY KEY,
        booking_id    integer NOT NULL REFERENCES booking(id) ON DELETE CASCADE,
        provider      text NOT NULL CHECK (provider IN ('STRIPE', 'PAYPAL', 'DEMO', 'EXTERNAL_PP', 'MANUAL')),
        provider_ref  text,
        status        text NOT NULL CHECK (status IN ('CREATED', 'SUCCEEDED', 'FAILED', 'ABORTED', 'REFUNDED')),
        amount_cents  integer NOT NULL CHECK (amount_cents >= 0),
        currency      char(3) NOT NULL DEFAULT 'EUR',
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        UNIQUE (provider, provider_ref)
      )`);
    await q.query(`CREATE INDEX payment_booking_idx ON payment (booking_id)`);
    await q.query(`
      CREATE TABLE processed_webhook_event (
        provider     text NOT NULL,
        event_id     text NOT NULL,
        type         text NOT NULL,
        received_at  timestamptz NOT NULL DEFAULT now(),
        payload      jsonb NOT NULL DEFAULT '{}',
        PRIMARY KEY (provider, event_id)
      )`);

    // ---------- documents, files, images
    await q.query(`
      CREATE TABLE document (
        id          serial PRIMARY KEY,
        vendor_id   integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        booking_id  integer REFERENCES booking(id) ON DELETE SET NULL,
        type        text NOT NULL CHECK (type IN ('INVOICE', 'CANCELLATION', 'BEACH_CHAIR_CANCELLATION', 'SHORT_INVOICE', 'TERMS')),
        s3_key      text NOT NULL UNIQUE,
        file_name   text NOT NULL,
        mime_type   text NOT NULL DEFAULT 'application/pdf',
        size_bytes  integer NOT NULL CHECK (size_bytes >= 0),
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX document_vendor_idx ON document (vendor_id, created_at)`);
    await q.query(`
      CREATE TABLE file (
        id             serial PRIMARY KEY,
        vendor_id      integer REFERENCES vendor(id) ON DELETE CASCADE,
        s3_key         text NOT NULL UNIQUE,
        original_name  text NOT NULL,
        mime_type      text NOT NULL,
        size_bytes     integer NOT NULL CHECK (size_bytes >= 0),
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE image (
        id              serial PRIMARY KEY,
        vendor_id       integer REFERENCES vendor(id) ON DELETE CASCADE,
        s3_key          text NOT NULL UNIQUE,
        mime_type       text NOT NULL,
        width           integer NOT NULL CHECK (width > 0),
        height          integer NOT NULL CHECK (height > 0),
        size_bytes      integer NOT NULL CHECK (size_bytes >= 0),
        section_id      integer REFERENCES section(id) ON DELETE CASCADE,
        location_id     integer REFERENCES location(id) ON DELETE CASCADE,
        beach_chair_id  integer REFERENCES beach_chair(id) ON DELETE CASCADE,
        position        integer NOT NULL DEFAULT 0,
        created_at      timestamptz NOT NULL DEFAULT now()
      )`);

    // ---------- users and access
    await q.query(`
      CREATE TABLE app_user (
        id             serial PRIMARY KEY,
        email          text NOT NULL,
        password_hash  text NOT NULL,
        role           text NOT NULL CHECK (role IN ('ADMIN', 'VENDOR')),
        first_name     text,
        last_name      text,
        language       text NOT NULL DEFAULT 'de' CHECK (language IN ('de', 'en')),
        confirmed_at   timestamptz,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX app_user_email_idx ON app_user (lower(email))`);
    await q.query(`
      CREATE TABLE user_vendor (
        user_id    integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        vendor_id  integer NOT NULL REFERENCES vendor(id) ON DELETE CASCADE,
        PRIMARY KEY (user_id, vendor_id)
      )`);
    await q.query(`
      CREATE TABLE user_token (
        id          serial PRIMARY KEY,
        user_id     integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        kind        text NOT NULL CHECK (kind IN ('CONFIRM_EMAIL', 'RESET_PASSWORD')),
        token_hash  text NOT NULL UNIQUE,
        expires_at  timestamptz NOT NULL,
        used_at     timestamptz,
        created_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE refresh_token (
        id                   uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id              integer NOT NULL REFERENCES app_user(id) ON DELETE CASCADE,
        -- every rotation of one login shares a family; reuse of a spent token revokes the family
        family_id            uuid NOT NULL,
        token_hash           text NOT NULL UNIQUE,
        vendor_id            integer REFERENCES vendor(id) ON DELETE CASCADE,
        location_id          integer REFERENCES location(id) ON DELETE CASCADE,
        expires_at           timestamptz NOT NULL,
        family_expires_at    timestamptz NOT NULL,
        used_at              timestamptz,
        revoked_at           timestamptz,
        created_at           timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX refresh_token_family_idx ON refresh_token (family_id)`);
    await q.query(`
      CREATE TABLE api_key (
        id            serial PRIMARY KEY,
        name          text NOT NULL,
        kind          text NOT NULL CHECK (kind IN ('MOBILE_APP', 'LOCK_DEVICE')),
        key_prefix    text NOT NULL UNIQUE,
        key_hash      text NOT NULL,
        vendor_id     integer REFERENCES vendor(id) ON DELETE CASCADE,
        last_used_at  timestamptz,
        revoked_at    timestamptz,
        created_at    timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE TABLE audit_log (
        id             bigserial PRIMARY KEY,
        actor_user_id  integer REFERENCES app_user(id) ON DELETE SET NULL,
        action         text NOT NULL,
        target_type    text,
        target_id      text,
        details        jsonb NOT NULL DEFAULT '{}',
        created_at     timestamptz NOT NULL DEFAULT now()
      )`);

    // ---------- indexes on foreign keys that lookups and RESTRICT checks walk
    for (const [table, columns] of [
      ['beach_chair_booking', 'beach_chair_id, start'],
      ['booking_extra', 'extra_id'],
      ['price', 'vendor_id'],
      ['extra', 'location_id'],
      ['document', 'booking_id'],
      ['image', 'section_id'],
      ['image', 'location_id'],
      ['image', 'beach_chair_id'],
      ['user_vendor', 'vendor_id'],
      ['user_token', 'user_id'],
      ['refresh_token', 'user_id'],
      ['api_key', 'vendor_id'],
      ['lock_device', 'vendor_id'],
      ['city', 'region_id'],
      ['beach', 'city_id'],
    ]) {
      await q.query(`CREATE INDEX ${table}_${columns.split(',')[0]}_idx ON ${table} (${columns})`);
    }

    // ---------- spatial indexes
    for (const table of ['region', 'city', 'beach', 'location', 'section', '"row"', 'beach_chair']) {
      const name = table.replace(/"/g, '');
      await q.query(`CREATE INDEX ${name}_geom_idx ON ${table} USING gist (geom)`);
    }
  }

  async down(q: QueryRunner): Promise<void> {
    const tables = [
      'audit_log',
      'api_key',
      'refresh_token',
      'user_token',
      'user_vendor',
      'app_user',
      'image',
      'file',
      'document',
      'processed_webhook_event',
      'payment',
      'invoice_counter',
      'booking_history',
      'booking_extra',
      'beach_chair_booking',
      'booking',
      'customer',
      'extra',
      'price_rate',
      'price',
      'stop_sale',
      'beach_chair',
      'lock_device',
      '"row"',
      'section',
      'location',
      'vendor',
      'beach',
      'city',
      'region',
      'country',
    ];
    for (const table of tables) await q.query(`DROP TABLE IF EXISTS ${table}`);
  }
}
