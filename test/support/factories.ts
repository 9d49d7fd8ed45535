import { createHash, randomBytes } from 'node:crypto';
import type pg from 'pg';
import { hashPassword } from '../../server/src/modules/users/password.js';

let counter = 0;
/** A name no other test uses, so tests can share the database without stepping on each other. */
export const unique = (prefix: string) => `${prefix} ${process.pid}-${Date.now().toString(36)}-${++counter}`;

export const square = (lng: number, lat: number, size = 0.01) => ({
  type: 'Polygon' as const,
  coordinates: [
    [
      [lng, lat],
      [lng + size, lat],
      [lng + size, lat + size],
      [lng, lat + size],
      [lng, lat],
    ],
  ],
});

/** A password that passes the strength rules. */
export const TEST_PASSWORD = 'Sandburg-Test-2026';
const hashes = new Map<string, Promise<string>>();
// scrypt is slow by design: one hash per distinct password is enough for tests.
const hashOnce = (password: string) => hashes.get(password) ?? hashes.set(password, hashPassword(password)).get(password)!;
export const uniqueEmail = (prefix = 'user') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}@example.test`;

const GEO = (p: string) => `ST_SetSRID(ST_GeomFromGeoJSON(${p}), 4326)`;

/** Rows made directly in the database, each with sensible defaults that a test overrides where it matters. */
export class Factories {
  constructor(private readonly db: pg.Pool) {}

  private async one<T = { id: number }>(sql: string, params: unknown[]): Promise<T> {
    const { rows } = await this.db.query(sql, params);
    return rows[0] as T;
  }

  newRegion(o: { name?: string; countryId?: number; active?: boolean } = {}) {
    return this.one<{ id: number; name: string }>(
      `INSERT INTO region (name, country_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name`,
      [o.name ?? unique('Region'), o.countryId ?? 1, JSON.stringify(square(10.7, 54.0, 0.5)), o.active ?? true],
    );
  }

  async newCity(o: { regionId?: number; name?: string; active?: boolean } = {}) {
    const regionId = o.regionId ?? (await this.newRegion()).id;
    return this.one<{ id: number; name: string; regionId: number }>(
      `INSERT INTO city (name, region_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name, region_id AS "regionId"`,
      [o.name ?? unique('City'), regionId, JSON.stringify({ type: 'Point', coordinates: [10.75, 54.01] }), o.active ?? true],
    );
  }

  async newBeach(o: { cityId?: number; name?: string; active?: boolean } = {}) {
    const cityId = o.cityId ?? (await this.newCity()).id;
    return this.one<{ id: number; name: string; cityId: number }>(
      `INSERT INTO beach (name, city_id, geom, active) VALUES ($1, $2, ${GEO('$3')}, $4) RETURNING id, name, city_id AS "cityId"`,
      [o.name ?? unique('Beach'), cityId, JSON.stringify(square(10.75, 54.0, 0.02)), o.active ?? true],
    );
  }

  /** The vendor's bank account (invoice_data.bankData) that bank-transfer confirmations show; the IBAN is a valid test one. */
  async setVendorBankData(vendorId: number, iban = 'DE89370400440532013000') {
    await this.db.query(`UPDATE vendor SET invoice_data = invoice_data || jsonb_build_object('bankData', $2::jsonb) WHERE id = $1`, [
      vendorId,
      { accountHolder: 'Strandkorb Meier GmbH', iban, bic: 'COBADEFFXXX' },
    ]);
  }

  async newVendor(o: { companyName?: string } = {}) {
    const ref = `v-${process.pid}-${Date.now().toString(36)}-${++counter}`;
    return this.one<{ id: number; publicReference: string }>(
      `INSERT INTO vendor (company_name, public_reference) VALUES ($1, $2) RETURNING id, public_reference AS "publicReference"`,
      [o.companyName ?? unique('Vendor'), ref],
    );
  }

  async newLocation(o: { vendorId?: number; name?: string } = {}) {
    const vendorId = o.vendorId ?? (await this.newVendor()).id;
    return this.one<{ id: number; vendorId: number }>(
      `INSERT INTO location (vendor_id, name) VALUES ($1, $2) RETURNING id, vendor_id AS "vendorId"`,
      [vendorId, o.name ?? unique('Location')],
    );
  }

  /** A section with `chairs` chairs in one row. */
  async newSection(o: { beachId?: number; locationId?: number; name?: string; chairs?: number; onlineBooking?: boolean } = {}) {
    const beach = o.beachId ? { id: o.beachId } : await this.newBeach();
    const [{ city_id: cityId }] = (await this.db.query(`SELECT city_id FROM beach WHERE id = $1`, [beach.id])).rows;
    const locationId = o.locationId ?? (await this.newLocation()).id;
    const section = await this.one<{ id: number; name: string }>(
      `INSERT INTO section (name, beach_id, city_id, location_id, geom, online_booking) VALUES ($1, $2, $3, $4, ${GEO('$5')}, $6) RETURNING id, name`,
      [o.name ?? unique('Section'), beach.id, cityId, locationId, JSON.stringify(square(10.751, 54.001, 0.005)), o.onlineBooking ?? true],
    );
    const chairIds: number[] = [];
    if (o.chairs) {
      const row = await this.one(`INSERT INTO "row" (section_id, name) VALUES ($1, 'Reihe 1') RETURNING id`, [section.id]);
      for (let i = 1; i <= o.chairs; i++)
        chairIds.push((await this.newBeachChair({ sectionId: section.id, rowId: row.id, publicNumber: String(i) })).id);
    }
    return { ...section, beachId: beach.id, cityId, locationId, chairIds };
  }

  newBeachChair(o: { sectionId: number; rowId?: number | null; publicNumber?: string; model?: string }) {
    return this.one(
      `INSERT INTO beach_chair (section_id, row_id, public_number, model, geom) VALUES ($1, $2, $3, $4, ${GEO('$5')}) RETURNING id`,
      [
        o.sectionId,
        o.rowId ?? null,
        o.publicNumber ?? String(++counter),
        o.model ?? '2_SEAT_RECLINER',
        JSON.stringify({ type: 'Point', coordinates: [10.752, 54.002] }),
      ],
    );
  }

  /**
   * A back-office user; confirmed and VENDOR unless told otherwise, member of `vendorIds` as `vendorRole` (the table's
   * default, STAFF, unless told), limited to `locationId` if given.
   */
  async newUser(
    o: {
      email?: string;
      password?: string;
      role?: 'ADMIN' | 'VENDOR';
      confirmed?: boolean;
      vendorIds?: number[];
      vendorRole?: 'OWNER' | 'STAFF';
      locationId?: number;
      language?: 'de' | 'en';
      firstName?: string;
    } = {},
  ) {
    const email = o.email ?? uniqueEmail();
    const password = o.password ?? TEST_PASSWORD;
    const user = await this.one(
      `INSERT INTO app_user (email, password_hash, role, first_name, language, confirmed_at) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [
        email,
        await hashOnce(password),
        o.role ?? 'VENDOR',
        o.firstName ?? null,
        o.language ?? 'de',
        o.confirmed === false ? null : new Date(),
      ],
    );
    for (const vendorId of o.vendorIds ?? [])
      await this.db.query(`INSERT INTO user_vendor (user_id, vendor_id, role, location_id) VALUES ($1, $2, coalesce($3, 'STAFF'), $4)`, [
        user.id,
        vendorId,
        o.vendorRole ?? null,
        o.locationId ?? null,
      ]);
    return { id: user.id, email, password };
  }

  /** A mailed token (confirmation or reset) with a known value, e.g. already expired or used. */
  async newUserToken(o: { userId: number; kind: 'CONFIRM_EMAIL' | 'RESET_PASSWORD'; expiresAt?: Date; usedAt?: Date | null }) {
    const token = randomBytes(32).toString('base64url');
    await this.db.query(`INSERT INTO user_token (user_id, kind, token_hash, expires_at, used_at) VALUES ($1, $2, $3, $4, $5)`, [
      o.userId,
      o.kind,
      createHash('sha256').update(token).digest('hex'),
      o.expiresAt ?? new Date(Date.now() + 3600_000),
      o.usedAt ?? null,
    ]);
    return token;
  }

  async newBooking(o: { vendorId: number; status?: string }) {
    return this.one(`INSERT INTO booking (booking_ref, vendor_id, status) VALUES ($1, $2, $3) RETURNING id`, [
      `T${process.pid}${Date.now().toString(36)}${++counter}`.toUpperCase(),
      o.vendorId,
      o.status ?? 'OPEN',
    ]);
  }

  /** A storefront customer row (the table's defaults unless told: salutation MX, language de); Erika Mustermann at the beach. */
  newCustomer(
    o: {
      email?: string;
      firstName?: string;
      lastName?: string;
      salutation?: 'MS' | 'MR' | 'MX' | 'FM';
      telephone?: string | null;
      address?: object;
      language?: 'de' | 'en';
    } = {},
  ) {
    const email = o.email ?? uniqueEmail('kunde');
    return this.one<{ id: number; email: string }>(
      `INSERT INTO customer (email, first_name, last_name, salutation, telephone, address, language) VALUES ($1, $2, $3, $4, $5, $6, $7)
       RETURNING id, email`,
      [
        email,
        o.firstName ?? 'Erika',
        o.lastName ?? 'Mustermann',
        o.salutation ?? 'MX',
        o.telephone ?? null,
        o.address ?? { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz', country: 'DE' },
        o.language ?? 'de',
      ],
    );
  }

  /**
   * A booking of the vendor as a finished checkout or the back office leaves it, made directly in the database: its
   * customer (`newCustomer`; null: none), chair bookings (price 1500 and the booking's status unless told, model
   * 2_SEAT_RECLINER, rate DAY), extras (each a FOOD extra of the vendor of its own) and a MANUAL payment of `paidCents`.
   * The total is the chairs that are not CANCELED plus the extras unless `totalCents` says otherwise; the other columns
   * keep the table's defaults unless told.
   */
  async newFilledBooking(o: {
    vendorId: number;
    status?: string;
    bookingRef?: string;
    customer?: Parameters<Factories['newCustomer']>[0] | null;
    chairs?: { beachChairId: number; start: Date | string; end: Date | string; priceCents?: number; status?: string }[];
    extras?: { name: string; amount: number; unitPriceCents: number }[];
    totalCents?: number;
    cancellationFeeCents?: number | null;
    paymentMethod?: string | null;
    source?: string;
    language?: 'de' | 'en';
    metaData?: object;
    expiresAt?: Date | null;
    createdAt?: Date | string;
    paidCents?: number;
  }): Promise<{ id: number; bookingRef: string; email: string | null; customerId: number | null; chairBookingIds: number[] }> {
    const status = o.status ?? 'CONFIRMED';
    const chairs = (o.chairs ?? []).map((c) => ({ ...c, priceCents: c.priceCents ?? 1500, status: c.status ?? status }));
    const extras = o.extras ?? [];
    const total =
      o.totalCents ??
      chairs.filter((c) => c.status !== 'CANCELED').reduce((sum, c) => sum + c.priceCents, 0) +
        extras.reduce((sum, e) => sum + e.amount * e.unitPriceCents, 0);
    const customer = o.customer === null ? null : await this.newCustomer(o.customer);
    const booking = await this.one<{ id: number; bookingRef: string }>(
      `INSERT INTO booking (booking_ref, vendor_id, status, customer_id, total_price_cents, cancellation_fee_cents, payment_method, source,
                            language, meta_data, expires_at, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, coalesce($12, now())) RETURNING id, booking_ref AS "bookingRef"`,
      [
        o.bookingRef ?? `T${process.pid}${Date.now().toString(36)}${++counter}`.toUpperCase(),
        o.vendorId,
        status,
        customer?.id ?? null,
        total,
        o.cancellationFeeCents ?? null,
        o.paymentMethod ?? null,
        o.source ?? 'WEBSITE',
        o.language ?? 'de',
        o.metaData ?? {},
        o.expiresAt ?? null,
        o.createdAt ?? null,
      ],
    );
    const chairBookingIds: number[] = [];
    for (const c of chairs) {
      const row = await this.one(
        `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model, rate, price_cents)
         VALUES ($1, $2, $3, $4, $5, '2_SEAT_RECLINER', 'DAY', $6) RETURNING id`,
        [booking.id, c.beachChairId, c.start, c.end, c.status, c.priceCents],
      );
      chairBookingIds.push(row.id);
    }
    for (const e of extras) {
      const extra = await this.one(`INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, $2, $3, 'FOOD') RETURNING id`, [
        o.vendorId,
        e.name,
        e.unitPriceCents,
      ]);
      await this.db.query(`INSERT INTO booking_extra (booking_id, extra_id, name, amount, unit_price_cents) VALUES ($1, $2, $3, $4, $5)`, [
        booking.id,
        extra.id,
        e.name,
        e.amount,
        e.unitPriceCents,
      ]);
    }
    if (o.paidCents)
      await this.db.query(`INSERT INTO payment (booking_id, provider, status, amount_cents) VALUES ($1, 'MANUAL', 'SUCCEEDED', $2)`, [
        booking.id,
        o.paidCents,
      ]);
    return { ...booking, email: customer?.email ?? null, customerId: customer?.id ?? null, chairBookingIds };
  }

  /** An API key row as the users module issues them: sk_<prefix>_<secret>, stored as the SHA-256 of the whole key. */
  async newApiKey(o: { vendorId: number | null; kind?: 'MOBILE_APP' | 'LOCK_DEVICE'; name?: string }) {
    const prefix = randomBytes(8).toString('hex').slice(0, 8);
    const key = `sk_${prefix}_${randomBytes(24).toString('base64url')}`;
    const { id } = await this.one(
      `INSERT INTO api_key (name, kind, key_prefix, key_hash, vendor_id) VALUES ($1, $2, $3, $4, $5) RETURNING id`,
      [o.name ?? 'Test-App', o.kind ?? 'MOBILE_APP', prefix, createHash('sha256').update(key).digest('hex'), o.vendorId],
    );
    return { id, key };
  }

  /** A lock device of the vendor, not fitted to any chair. */
  newLockDevice(o: { vendorId: number | null }) {
    return this.one(`INSERT INTO lock_device (vendor_id, serial_number) VALUES ($1, $2) RETURNING id`, [
      o.vendorId,
      `LCK-T-${process.pid}-${Date.now().toString(36)}-${++counter}`,
    ]);
  }

  /** A booking of the vendor holding one chair from `start` to `end` (ISO instants), with its chair booking. */
  async newChairBooking(o: { vendorId: number; beachChairId: number; start: string; end: string; status?: string }) {
    const booking = await this.newBooking({ vendorId: o.vendorId, status: o.status ?? 'CONFIRMED' });
    await this.db.query(
      `INSERT INTO beach_chair_booking (booking_id, beach_chair_id, start, "end", status, model) VALUES ($1, $2, $3, $4, $5, '2_SEAT_RECLINER')`,
      [booking.id, o.beachChairId, o.start, o.end, o.status ?? 'CONFIRMED'],
    );
    return booking;
  }
  // ---------- availability and prices

  /** A location with a season (DD-MM), lead time and booking start; the vendor's configuration can be set too. */
  async newRentalLocation(
    o: {
      vendorId?: number;
      seasonStart?: string | null;
      seasonEnd?: string | null;
      leadTimeHours?: number | null;
      bookingStartdate?: string | null;
      configuration?: object;
      vendorConfiguration?: object;
    } = {},
  ) {
    const vendor = o.vendorId
      ? ((await this.db.query(`SELECT id, public_reference AS "publicReference" FROM vendor WHERE id = $1`, [o.vendorId])).rows[0] as {
          id: number;
          publicReference: string;
        })
      : await this.newVendor();
    if (o.vendorConfiguration)
      await this.db.query(`UPDATE vendor SET configuration = $2 WHERE id = $1`, [vendor.id, o.vendorConfiguration]);
    const location = await this.one(
      `INSERT INTO location (vendor_id, name, address, season_start, season_end, lead_time_hours, booking_startdate, configuration)
       VALUES ($1, $2, '{"city":"Scharbeutz"}', $3, $4, $5, $6, $7) RETURNING id`,
      [
        vendor.id,
        unique('Location'),
        o.seasonStart ?? null,
        o.seasonEnd ?? null,
        o.leadTimeHours ?? null,
        o.bookingStartdate ?? null,
        o.configuration ?? {},
      ],
    );
    return { id: location.id, vendorId: vendor.id, publicReference: vendor.publicReference };
  }

  /**
   * A section of `rows` rows with `chairsPerRow` HALF_DAY chairs each (public numbers 1..n), the models taken in turn from
   * `models`, priced with the demo rates (half days 08-13 and 13-20) unless `prices` is false.
   */
  async newRentalSection(
    o: {
      locationId?: number;
      vendorId?: number;
      publicReference?: string;
      rows?: number;
      chairsPerRow?: number;
      models?: string[];
      prices?: boolean;
      hasSubsections?: boolean;
      onlineBooking?: boolean;
    } = {},
  ) {
    const location = o.locationId
      ? { id: o.locationId, vendorId: o.vendorId!, publicReference: o.publicReference! }
      : await this.newRentalLocation({ seasonStart: '01-01', seasonEnd: '31-12' });
    const section = await this.newSection({ locationId: location.id, onlineBooking: o.onlineBooking });
    if (o.hasSubsections) await this.db.query(`UPDATE section SET has_subsections = true WHERE id = $1`, [section.id]);
    const rowIds: number[] = [];
    const chairIds: number[][] = [];
    const models = o.models ?? ['2_SEAT_RECLINER'];
    let n = 0;
    for (let r = 1; r <= (o.rows ?? 1); r++) {
      const row = await this.one(`INSERT INTO "row" (section_id, name, position) VALUES ($1, $2, $3) RETURNING id`, [
        section.id,
        `Reihe ${r}`,
        r,
      ]);
      rowIds.push(row.id);
      const ids: number[] = [];
      for (let c = 1; c <= (o.chairsPerRow ?? 3); c++, n++) {
        const chair = await this.one(
          `INSERT INTO beach_chair (section_id, row_id, public_number, model, position, geom) VALUES ($1, $2, $3, $4, $5, ${GEO('$6')}) RETURNING id`,
          [
            section.id,
            row.id,
            String(n + 1),
            models[n % models.length],
            c,
            JSON.stringify({ type: 'Point', coordinates: [10.752 + c / 10000, 54.002 + r / 10000] }),
          ],
        );
        ids.push(chair.id);
      }
      chairIds.push(ids);
    }
    if (o.prices !== false) await this.newPrice({ vendorId: location.vendorId, sectionId: section.id });
    return {
      id: section.id,
      locationId: location.id,
      vendorId: location.vendorId,
      publicReference: location.publicReference,
      rowIds,
      chairIds,
    };
  }

  /** A price definition; `rates` default to the demo's (MORNING 9, AFTERNOON 11, DAY 15, MULTI_DAY 13 from 3 days, WEEK 80, SEASON 450, discount DAY 12). */
  async newPrice(o: {
    vendorId: number;
    sectionId: number;
    rowId?: number | null;
    model?: string | null;
    validFrom?: string;
    validTo?: string;
    rates?: { type: string; priceCents: number; discount?: boolean; timeRange?: string | null; minDays?: number | null }[];
  }) {
    const rates = o.rates ?? [
      { type: 'MORNING', priceCents: 900, timeRange: '08-13' },
      { type: 'AFTERNOON', priceCents: 1100, timeRange: '13-20' },
      { type: 'DAY', priceCents: 1500 },
      { type: 'MULTI_DAY', priceCents: 1300, minDays: 3 },
      { type: 'WEEK', priceCents: 8000 },
      { type: 'SEASON', priceCents: 45000 },
      { type: 'DAY', priceCents: 1200, discount: true },
    ];
    const price = await this.one(
      `INSERT INTO price (vendor_id, section_id, row_id, model, valid_from, valid_to) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [o.vendorId, o.sectionId, o.rowId ?? null, o.model ?? null, o.validFrom ?? '2000-01-01', o.validTo ?? '2099-12-31'],
    );
    for (const r of rates) {
      await this.db.query(
        `INSERT INTO price_rate (price_id, type, price_cents, discount, time_range, min_days) VALUES ($1, $2, $3, $4, $5, $6)`,
        [price.id, r.type, r.priceCents, r.discount ?? false, r.timeRange ?? null, r.minDays ?? null],
      );
    }
    return price;
  }

  /** The chair is off sale from `startDate` to `endDate`, both included. */
  newStopSale(o: { beachChairId: number; startDate: string; endDate: string; reason?: string }) {
    return this.one(`INSERT INTO stop_sale (beach_chair_id, start_date, end_date, reason) VALUES ($1, $2, $3, $4) RETURNING id`, [
      o.beachChairId,
      o.startDate,
      o.endDate,
      o.reason ?? 'Reparatur',
    ]);
  }

  /** Changes chair flags that decide availability. */
  async updateBeachChair(
    id: number,
    o: { reserved?: boolean; seasonBeachChair?: boolean; timeEnum?: string; lockId?: number | null; active?: boolean },
  ) {
    await this.db.query(
      `UPDATE beach_chair SET reserved = coalesce($2, reserved), season_beach_chair = coalesce($3, season_beach_chair),
              time_enum = coalesce($4, time_enum), lock_id = CASE WHEN $5::boolean THEN $6 ELSE lock_id END, active = coalesce($7, active)
        WHERE id = $1`,
      [id, o.reserved ?? null, o.seasonBeachChair ?? null, o.timeEnum ?? null, o.lockId !== undefined, o.lockId ?? null, o.active ?? null],
    );
  }
}
