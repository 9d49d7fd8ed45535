import { createHash, randomBytes } from 'node:crypto';
import request from 'supertest';
import { UserRole } from '../../../server/src/common/enums.js';
import { DEMO_STOREFRONT_API_KEY } from '../../../server/src/config/app-config.js';
import type { TestContext } from '../test-app.js';
import type { Operation } from './openapi.js';
import type { Role } from './runner.js';

/**
 * The ids a request is built from: the seed's objects of the VENDOR (Lübecker Bucht, vendor 1), and for every operation
 * that changes something, fresh objects of its own (a booking, a chair, a region to delete …) so that one operation's
 * writes do not spoil another's baseline.
 */
export type World = Record<string, string | number>;

export const VENDOR_LOGIN = { email: 'vendor@strandkorb.local', password: 'Vendor-Strand-2026' };
export const ADMIN_LOGIN = { email: 'admin@strandkorb.local', password: 'Admin-Strand-2026' };
const V1 = '/api/v1';

/** Which world key a path's `{id}` is, by the path. */
const PATH_IDS: [RegExp, string][] = [
  [/^\/destinations\/regions\//, 'regionId'],
  [/^\/destinations\/cities\//, 'cityId'],
  [/^\/destinations\/beaches\//, 'beachId'],
  [/^\/destinations\/beach-chairs\//, 'chairId'],
  [/^\/vendor\/vendors\//, 'vendorId'],
  [/^\/(vendor|features)\/locations\//, 'locationId'],
  [/^\/(destinations|features|features\/public)\/sections\//, 'sectionId'],
  [/^\/features\/rows\//, 'rowId'],
  [/^\/features\/(beach_chair|availabilities\/beach_chairs)\//, 'chairId'],
  [/^\/vendor\/extras\//, 'extraId'],
  [/^\/features\/files\//, 'fileId'],
  [/^\/features\/images\//, 'imageId'],
  [/^\/vendor\/prices\//, 'priceId'],
  [/^\/features\/users\/api-keys\//, 'apiKeyId'],
  [/^\/features\/public\/lock\//, 'lockId'],
  [/^\/(features\/booking_details\/beach_chair_bookings|bookings\/beach-chairs|features\/public\/booking)\//, 'chairBookingId'],
  [/^\/(features\/booking_details|bookings\/bookings|payments\/external_pp)\//, 'bookingId'],
];
/** Path parameters named for what they are. */
const NAMED_PATH: Record<string, string> = {
  stopSaleId: 'stopSaleId',
  beachChairBookingId: 'chairBookingId',
  beach_chair_booking_id: 'chairBookingId',
  extrasBookingId: 'extrasBookingId',
  bookingExtrasId: 'extrasBookingId',
  bookingRef: 'bookingRef',
  bookingReference: 'bookingRef',
  beachChairId: 'chairId',
  name: 'imageName',
  paymentId: 'paymentId',
  s3Key: 'documentKey',
};

export function pathKey(op: Operation, param: string): string | undefined {
  if (param !== 'id') return NAMED_PATH[param];
  return PATH_IDS.find(([re]) => re.test(op.path))?.[1];
}

const BOOKING_KEYS = ['bookingId', 'bookingRef', 'chairBookingId', 'extrasBookingId', 'paymentId'];

export class Worlds {
  shared: World = {};
  tokens: Record<'VENDOR' | 'ADMIN', string> = { VENDOR: '', ADMIN: '' };
  private slots: { chairId: number; model: string }[] = [];
  private days: string[] = [];
  private nextSlot = 0;
  private images: number[] = [];
  private n = 0;

  constructor(
    private readonly ctx: TestContext,
    readonly base: string,
  ) {}

  private http = () => request(this.base);

  async init(): Promise<void> {
    const one = async (sql: string, params: unknown[] = []) => (await this.ctx.db.query(sql, params)).rows[0];
    for (const [role, login] of [
      ['VENDOR', VENDOR_LOGIN],
      ['ADMIN', ADMIN_LOGIN],
    ] as const) {
      const res = await this.http().post(`${V1}/features/users/login`).send(login);
      if (res.status !== 200) throw new Error(`login of ${login.email}: ${res.status} ${JSON.stringify(res.body)}`);
      this.tokens[role] = res.body.accessToken;
    }
    const vendor = await one(
      `SELECT v.id, v.public_reference, u.id AS user_id FROM vendor v JOIN user_vendor uv ON uv.vendor_id = v.id
      JOIN app_user u ON u.id = uv.user_id WHERE u.email = $1`,
      [VENDOR_LOGIN.email],
    );
    const location = await one(`SELECT id FROM location WHERE vendor_id = $1 AND lead_time_hours IS NULL ORDER BY id LIMIT 1`, [vendor.id]);
    const section = await one(
      `SELECT s.id, s.beach_id, b.city_id, c.region_id FROM section s JOIN beach b ON b.id = s.beach_id
      JOIN city c ON c.id = b.city_id WHERE s.location_id = $1 ORDER BY s.id LIMIT 1`,
      [location.id],
    );
    const chair = await one(`SELECT id, row_id FROM beach_chair WHERE section_id = $1 AND row_id IS NOT NULL ORDER BY id LIMIT 1`, [
      section.id,
    ]);
    const image = await one(`SELECT id, s3_key FROM image WHERE vendor_id = $1 ORDER BY id LIMIT 1`, [vendor.id]);
    this.images = (
      await this.ctx.db.query(`SELECT id FROM image WHERE vendor_id = $1 AND id <> $2 ORDER BY id`, [vendor.id, image.id])
    ).rows.map((r) => r.id);
    const lock = await one(
      `SELECT lock_id AS id FROM beach_chair c JOIN section s ON s.id = c.section_id JOIN location l ON l.id = s.location_id
      WHERE l.vendor_id = $1 AND c.lock_id IS NOT NULL ORDER BY c.id LIMIT 1`,
      [vendor.id],
    );
    this.shared = {
      vendorId: vendor.id,
      vendorUserId: vendor.user_id,
      publicReference: vendor.public_reference,
      locationId: location.id,
      sectionId: section.id,
      beachId: section.beach_id,
      cityId: section.city_id,
      regionId: section.region_id,
      chairId: chair.id,
      rowId: chair.row_id,
      imageId: image.id,
      imageName: image.s3_key.split('/').pop(),
      lockId: lock.id,
      extraId: (await one(`SELECT id FROM extra WHERE vendor_id = $1 AND active ORDER BY id LIMIT 1`, [vendor.id])).id,
      priceId: (await one(`SELECT id FROM price WHERE vendor_id = $1 ORDER BY id LIMIT 1`, [vendor.id])).id,
      documentKey: `documents/${vendor.id}/invoice/fuzz-2026-000042.pdf`,
      storefrontKey: DEMO_STOREFRONT_API_KEY,
    };
    this.shared.lockKey = (await this.apiKey('LOCK_DEVICE')).key;
    this.shared.mobileKey = (await this.apiKey('MOBILE_APP')).key;
    const file = await this.http()
      .post(`${V1}/features/files`)
      .set(this.auth('VENDOR'))
      .attach('file', Buffer.from('Hallo Strand'), 'notes.txt');
    this.shared.fileId = file.body.id;
    // Bookable slots: chairs of the vendor's location without lead time, days of next summer's season.
    this.slots = (
      await this.ctx.db.query(
        `SELECT c.id AS "chairId", c.model FROM beach_chair c JOIN section s ON s.id = c.section_id
      WHERE s.location_id = $1 AND c.active AND NOT c.reserved AND NOT c.season_beach_chair AND s.online_booking ORDER BY c.id`,
        [location.id],
      )
    ).rows;
    const now = new Date();
    const year = now.getUTCMonth() >= 5 ? now.getUTCFullYear() + 1 : now.getUTCFullYear();
    for (let d = Date.UTC(year, 6, 1); d <= Date.UTC(year, 7, 31); d += 86_400_000) this.days.push(new Date(d).toISOString().slice(0, 10));
    Object.assign(this.shared, this.newSlot());
  }

  auth(role: 'VENDOR' | 'ADMIN') {
    return { Authorization: `Bearer ${this.tokens[role]}` };
  }

  /** A token of a new session of the role's user: for the calls that end or rotate sessions (logout, context, refresh). */
  async freshToken(role: 'VENDOR' | 'ADMIN'): Promise<string> {
    if (role === 'ADMIN') return this.ctx.adminToken();
    return this.ctx.tokenFor({ role: UserRole.VENDOR, sub: Number(this.shared.vendorUserId), vendorId: Number(this.shared.vendorId) });
  }

  /** A chair of the vendor and a day of next summer nobody else books. */
  newSlot(): World {
    const i = this.nextSlot++;
    const chair = this.slots[i % this.slots.length];
    return {
      slotChairId: chair.chairId,
      slotModel: chair.model,
      slotDate: this.days[Math.floor(i / this.slots.length) % this.days.length],
    };
  }

  /** An API key of the vendor as the users module issues them: sk_<prefix>_<secret>, stored as its SHA-256. */
  private async apiKey(kind: 'LOCK_DEVICE' | 'MOBILE_APP'): Promise<{ id: number; key: string }> {
    const prefix = randomBytes(8).toString('hex').slice(0, 8);
    const key = `sk_${prefix}_${randomBytes(24).toString('base64url')}`;
    const { rows } = await this.ctx.db.query(
      `INSERT INTO api_key (name, kind, key_prefix, key_hash, vendor_id) VALUES ('Fuzz', $1, $2, $3, $4) RETURNING id`,
      [kind, prefix, createHash('sha256').update(key).digest('hex'), this.shared.vendorId],
    );
    return { id: rows[0].id, key };
  }

  /** The world of one operation as one role: the shared ids, and fresh ones for what the operation changes. */
  async worldFor(op: Operation, role: Role): Promise<World> {
    const w: World = { ...this.shared, ...this.newSlot() };
    if (role === 'anonymous' && op.auth === 'bearer') return w; // refused before any object is looked at
    const keys = new Set(op.params.map((p) => (p.in === 'path' ? pathKey(op, p.name) : p.name)).filter(Boolean) as string[]);
    const body = JSON.stringify(op.body?.schema ?? {});
    if (/"bookingId"|BatchChairBooking/.test(body)) keys.add('bookingId');
    if (body.includes('"refreshToken"')) Object.assign(w, await this.session(role));
    const f = this.ctx.factories;
    const changes = op.method !== 'GET';
    if (changes && ['sectionId', 'rowId', 'chairId', 'stopSaleId', 'priceId'].some((k) => keys.has(k))) {
      // A section to delete has no chairs (else it is a 409 DESTINATION_HAS_CHILDREN); the chair then lives next door.
      const empty = op.method === 'DELETE' && /sections\/\{id\}$/.test(op.path);
      if (empty) w.sectionId = (await f.newSection({ locationId: Number(w.locationId), beachId: Number(w.beachId) })).id;
      const section = await f.newSection({ locationId: Number(w.locationId), beachId: Number(w.beachId), chairs: 1 });
      Object.assign(w, { sectionId: empty ? w.sectionId : section.id, chairId: section.chairIds[0] });
      w.rowId = (await this.ctx.db.query(`SELECT row_id FROM beach_chair WHERE id = $1`, [w.chairId])).rows[0].row_id;
      w.stopSaleId = (
        await f.newStopSale({ beachChairId: Number(w.chairId), startDate: String(w.slotDate), endDate: String(w.slotDate) })
      ).id;
      w.priceId = (await f.newPrice({ vendorId: Number(w.vendorId), sectionId: section.id })).id;
      w.lockId = (await f.newLockDevice({ vendorId: Number(w.vendorId) })).id;
    }
    if (changes && op.path.startsWith('/destinations/') && keys.has('regionId')) w.regionId = (await f.newRegion()).id;
    if (changes && op.path.startsWith('/destinations/') && keys.has('cityId'))
      w.cityId = (await f.newCity({ regionId: Number(w.regionId) })).id;
    if (changes && op.path.startsWith('/destinations/') && keys.has('beachId'))
      w.beachId = (await f.newBeach({ cityId: Number(w.cityId) })).id;
    if (op.method === 'DELETE' && keys.has('vendorId')) w.vendorId = (await f.newVendor()).id;
    if (changes && keys.has('locationId')) {
      w.locationId = (await f.newRentalLocation({ vendorId: Number(this.shared.vendorId), seasonStart: '01-05', seasonEnd: '30-09' })).id;
    }
    if (changes && keys.has('extraId')) {
      w.extraId = (
        await this.ctx.db.query(`INSERT INTO extra (vendor_id, name, price_cents, type) VALUES ($1, $2, 450, 'FOOD') RETURNING id`, [
          w.vendorId,
          `Fuzz-Extra ${++this.n}`,
        ])
      ).rows[0].id;
    }
    if (/users\/(confirm|password\/confirm)$/.test(op.path)) {
      const user = await f.newUser({ confirmed: !op.path.endsWith('users/confirm') });
      w.userToken = await f.newUserToken({ userId: user.id, kind: op.path.endsWith('users/confirm') ? 'CONFIRM_EMAIL' : 'RESET_PASSWORD' });
    }
    if (changes && keys.has('imageId')) w.imageId = this.images.pop() ?? w.imageId;
    if (changes && keys.has('fileId')) {
      w.fileId = (
        await this.http().post(`${V1}/features/files`).set(this.auth('VENDOR')).attach('file', Buffer.from('Hallo'), 'notes.txt')
      ).body.id;
    }
    if (changes && keys.has('apiKeyId')) w.apiKeyId = (await this.apiKey('MOBILE_APP')).id;
    if (BOOKING_KEYS.some((k) => keys.has(k))) {
      const publicCart = /^\/(features\/public|payments)\//.test(op.path) && !/reservation|external_pp|admin/.test(op.path);
      Object.assign(w, publicCart ? await this.publicCart(op) : await this.officeBooking(op));
    }
    return w;
  }

  /** A long session of the role's user (anonymous: the VENDOR's): its access token and its refresh token. */
  private async session(role: Role): Promise<World> {
    const login = role === 'ADMIN' ? ADMIN_LOGIN : VENDOR_LOGIN;
    const res = await this.http().post(`${V1}/features/users/loginWithRefresh`).send(login);
    return { refreshToken: res.body.refreshToken, sessionToken: res.body.accessToken };
  }

  private customer(email: string) {
    return { firstName: 'Erika', lastName: 'Fuzz', email, address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz' } };
  }

  /** A booking made by the back office: OPEN with a chair, an extra and a customer (canceled to be recovered, reserved to be confirmed). */
  private async officeBooking(op: Operation): Promise<World> {
    const auth = this.auth('VENDOR');
    const slot = this.newSlot();
    const booking = (await this.http().post(`${V1}/bookings/bookings`).set(auth)).body;
    const chair = await this.http()
      .post(`${V1}/bookings/beach-chairs`)
      .set(auth)
      .send({ bookingId: booking.id, beachChairId: slot.slotChairId, start: slot.slotDate, end: slot.slotDate, model: slot.slotModel });
    const extras = await this.http()
      .post(`${V1}/bookings/bookings/${booking.id}/extras`)
      .set(auth)
      .send({ items: [{ extraId: this.shared.extraId, amount: 1 }] });
    const email = `fuzz-office-${++this.n}@example.test`;
    await this.http().post(`${V1}/bookings/bookings/${booking.id}/customer`).set(auth).send(this.customer(email));
    if (/recover/.test(op.path)) await this.http().delete(`${V1}/bookings/bookings/${booking.id}`).set(auth);
    if (/reservation/.test(op.path)) await this.http().put(`${V1}/features/booking_details/${booking.id}/reserve`).set(auth);
    if (/invoice/.test(op.path)) await this.http().put(`${V1}/features/booking_details/${booking.id}/confirm`).set(auth);
    if (/resendBankTransfer/.test(op.path)) {
      // A bank transfer waiting for its money (the office cannot submit one; the storefront offers it only 14 days ahead).
      await this.ctx.db.query(`UPDATE booking SET status = 'PENDING', payment_method = 'BANK_TRANSFER' WHERE id = $1`, [booking.id]);
    }
    return {
      bookingId: booking.id,
      bookingRef: booking.bookingRef,
      chairBookingId: chair.body.id,
      extrasBookingId: extras.body.extras?.[0]?.id,
      email,
    };
  }

  /** A storefront cart: a chair, an extra, a customer and bank transfer; a demo checkout started where a payment is needed. */
  private async publicCart(op: Operation): Promise<World> {
    const ref = { publicReference: String(this.shared.publicReference) };
    const slot = this.newSlot();
    const cart = (await this.http().post(`${V1}/features/public/booking`).query(ref)).body;
    const token = { 'X-Cart-Token': cart.cartToken };
    const chair = await this.http()
      .post(`${V1}/features/public/booking/${cart.bookingRef}/beach_chair_bookings`)
      .query(ref)
      .set(token)
      .send({ beachChairId: slot.slotChairId, start: slot.slotDate, end: slot.slotDate, model: slot.slotModel });
    const extras = await this.http()
      .post(`${V1}/features/public/${cart.bookingRef}/extras`)
      .query(ref)
      .set(token)
      .send({ items: [{ extraId: this.shared.extraId, amount: 1 }] });
    const email = `fuzz-cart-${++this.n}@example.test`;
    await this.http()
      .post(`${V1}/features/public/booking/${cart.bookingRef}/add_customer`)
      .query(ref)
      .set(token)
      .send(this.customer(email));
    const who = { bookingRef: cart.bookingRef, email };
    // Paid on site (bank transfer is not offered 14 days ahead); by card or PayPal where a checkout is the point.
    const paymentMethod = /paypal/.test(op.path) ? 'PAYPAL' : /stripe|abort|demo/.test(op.path) ? 'STRIPE_CREDIT_CARD' : 'CASH';
    await this.http().put(`${V1}/features/public/booking`).query(who).send({ paymentMethod });
    const w: World = {
      bookingRef: cart.bookingRef,
      cartToken: cart.cartToken,
      email,
      chairBookingId: chair.body.beachChairBookings?.[0]?.id,
      extrasBookingId: extras.body.extras?.[0]?.id,
    };
    if (/abort|demo/.test(op.path)) {
      const checkout = await this.http()
        .post(`${V1}/payments/stripe/checkout-session`)
        .query({ ...who, flow: 'website' });
      const location = new URL(String(checkout.headers.location ?? ''), this.base);
      w.paymentId = location.pathname.split('/').pop() ?? '';
      w.paymentToken = location.searchParams.get('token') ?? '';
    }
    return w;
  }
}
