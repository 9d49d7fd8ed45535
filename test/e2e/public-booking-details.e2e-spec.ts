import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { addDays, today } from '../../server/src/common/time.js';
import { Cart, cartHeader, openCart } from '../support/public-cart.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const PUBLIC = '/api/v1/features/public';
let ctx: TestContext;

const TODAY = today('Europe/Berlin');
const D = addDays(TODAY, 30);

type Section = Awaited<ReturnType<TestContext['factories']['newRentalSection']>>;
let s: Section;
let other: Section;

const newExtra = async (vendorId: number, o: { name?: string; priceCents?: number; active?: boolean } = {}) =>
  (
    await ctx.db.query(`INSERT INTO extra (vendor_id, name, price_cents, type, active) VALUES ($1, $2, $3, 'FOOD', $4) RETURNING id`, [
      vendorId,
      o.name ?? 'Fischbrötchen',
      o.priceCents ?? 450,
      o.active ?? true,
    ])
  ).rows[0].id as number;

/** A section whose vendor (and optionally location) offers these payment methods. */
const payingSection = async (vendorMethods: string[], locationMethods?: string[]) => {
  const location = await ctx.factories.newRentalLocation({
    seasonStart: '01-01',
    seasonEnd: '31-12',
    vendorConfiguration: { paymentMethods: vendorMethods },
    configuration: locationMethods ? { paymentMethods: locationMethods } : {},
  });
  return ctx.factories.newRentalSection({
    locationId: location.id,
    vendorId: location.vendorId,
    publicReference: location.publicReference,
  });
};

beforeAll(async () => {
  ctx = await startTestApp();
  s = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 4 });
  other = await ctx.factories.newRentalSection({ rows: 1, chairsPerRow: 1 });
});
afterAll(() => ctx.close());

const newCart = (publicReference = s.publicReference) => openCart(ctx, { publicReference });
const addChair = (cart: Cart, body: Record<string, unknown>, publicReference = s.publicReference) =>
  ctx
    .http()
    .post(`${PUBLIC}/booking/${cart.ref}/beach_chair_bookings`)
    .set(cartHeader(cart))
    .query({ publicReference })
    .send({ model: '2_SEAT_RECLINER', ...body });
const addExtras = (cart: Cart, items: unknown, publicReference = s.publicReference) =>
  ctx.http().post(`${PUBLIC}/${cart.ref}/extras`).set(cartHeader(cart)).query({ publicReference }).send({ items });
const putExtra = (cart: Cart, id: number, body: unknown, publicReference = s.publicReference) =>
  ctx
    .http()
    .put(`${PUBLIC}/${cart.ref}/extras/${id}`)
    .set(cartHeader(cart))
    .query({ publicReference })
    .send(body as object);
const deleteExtra = (cart: Cart, id: number, publicReference = s.publicReference) =>
  ctx.http().delete(`${PUBLIC}/${cart.ref}/extras/${id}`).set(cartHeader(cart)).query({ publicReference });
const addCustomer = (cart: Cart, body: Record<string, unknown>, publicReference = s.publicReference) =>
  ctx.http().post(`${PUBLIC}/booking/${cart.ref}/add_customer`).set(cartHeader(cart)).query({ publicReference }).send(body);
const updateBooking = (bookingRef: string, email: string, body: Record<string, unknown>) =>
  ctx.http().put(`${PUBLIC}/booking`).query({ bookingRef, email }).send(body);
const dbBooking = async (ref: string) =>
  (
    await ctx.db.query(
      `SELECT id, status, total_price_cents, expires_at, payment_method, meta_data, customer_comment, customer_id FROM booking WHERE booking_ref = $1`,
      [ref],
    )
  ).rows[0];

const CUSTOMER = {
  firstName: 'Erika',
  lastName: 'Mustermann',
  email: ' Erika.Mustermann@Example.DE ',
  address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz' },
};

describe('public booking extras', () => {
  it('adds in bulk (amounts add up), changes and removes lines, with totals, snapshots and history', async () => {
    const fish = await newExtra(s.vendorId, { name: 'Fischbrötchen', priceCents: 450 });
    const towel = await newExtra(s.vendorId, { name: 'Handtuch', priceCents: 300 });
    const cart = await newCart();
    await addChair(cart, { beachChairId: s.chairIds[0][0], start: D, end: D }).expect(201);
    const before = await dbBooking(cart.ref);

    const added = await addExtras(cart, [
      { extraId: fish, amount: 2 },
      { extraId: towel, amount: 1 },
      { extraId: fish, amount: 1 },
    ]).expect(201);
    expect(added.body.totalPrice).toBe(15 + 3 * 4.5 + 3);
    expect(added.body.extras).toEqual([
      { id: expect.any(Number), extraId: fish, name: 'Fischbrötchen', nameEn: null, amount: 3, price: 13.5, unitPrice: 4.5 },
      { id: expect.any(Number), extraId: towel, name: 'Handtuch', nameEn: null, amount: 1, price: 3, unitPrice: 3 },
    ]);
    // A later price change does not touch the snapshot; adding again adds to the line.
    await ctx.db.query(`UPDATE extra SET price_cents = 999 WHERE id = $1`, [fish]);
    const again = await addExtras(cart, [{ extraId: fish, amount: 1 }]).expect(201);
    expect(again.body.extras[0]).toMatchObject({ amount: 4, unitPrice: 4.5, price: 18 });
    const after = await dbBooking(cart.ref);
    expect(after.total_price_cents).toBe(1500 + 1800 + 300);
    expect(after.expires_at.getTime()).toBeGreaterThanOrEqual(before.expires_at.getTime());

    const fishLine = again.body.extras[0].id as number;
    const towelLine = again.body.extras[1].id as number;
    const changed = await putExtra(cart, fishLine, { amount: 2 }).expect(200);
    expect(changed.body).toMatchObject({ totalPrice: 15 + 9 + 3 });
    const { rows: lines } = await ctx.db.query(`SELECT id, amount, unit_price_cents FROM booking_extra WHERE booking_id = $1 ORDER BY id`, [
      after.id,
    ]);
    expect(lines).toEqual([
      { id: fishLine, amount: 2, unit_price_cents: 450 },
      { id: towelLine, amount: 1, unit_price_cents: 300 },
    ]);
    for (const amount of [0, -1, 1.5, 'x']) {
      const bad = await putExtra(cart, fishLine, { amount }).expect(400);
      expect(JSON.stringify(bad.body.message)).toContain('amount');
    }

    const removed = await deleteExtra(cart, towelLine).expect(200);
    expect(removed.body).toMatchObject({ status: 'OPEN', totalPrice: 24 });
    expect(removed.body.extras).toHaveLength(1);
    await deleteExtra(cart, towelLine).expect(404);
    const { rows: history } = await ctx.db.query(`SELECT action FROM booking_history WHERE booking_id = $1 ORDER BY id`, [after.id]);
    expect(history.map((h) => h.action)).toEqual(['CREATE', 'ADD_BEACH_CHAIR', 'ADD_EXTRAS', 'ADD_EXTRAS', 'UPDATE_EXTRA', 'REMOVE_EXTRA']);
  });

  it('clears a booking whose last item is an extra, as for chairs', async () => {
    const fish = await newExtra(s.vendorId);
    const cart = await newCart();
    const added = await addExtras(cart, [{ extraId: fish, amount: 1 }]).expect(201);
    const removed = await deleteExtra(cart, added.body.extras[0].id).expect(200);
    expect(removed.body).toMatchObject({ status: 'CANCELED', totalPrice: 0, extras: [] });
    const closed = await addExtras(cart, [{ extraId: fish, amount: 1 }]).expect(409);
    expect(closed.body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { action: 'ADD_EXTRAS', status: 'CANCELED' } });
  });

  it("answers 404 for another vendor's, an inactive or an unknown extra, and for a wrong publicReference; 400 for bad items", async () => {
    const foreign = await newExtra(other.vendorId);
    const inactive = await newExtra(s.vendorId, { active: false });
    const fish = await newExtra(s.vendorId);
    const cart = await newCart();
    for (const extraId of [foreign, inactive, 99_999_999]) {
      const res = await addExtras(cart, [
        { extraId: fish, amount: 1 },
        { extraId, amount: 1 },
      ]).expect(404);
      expect(res.body).toMatchObject({ errorType: 'ENTITY_NOT_FOUND', payload: { entity: 'Extra', id: extraId } });
    }
    expect((await dbBooking(cart.ref)).total_price_cents).toBe(0);
    await addExtras(cart, [{ extraId: fish, amount: 1 }], other.publicReference).expect(404);
    for (const [items, field] of [
      [[], 'items'],
      [[{ extraId: fish }], 'amount'],
      [[{ amount: 1 }], 'extraId'],
      [[{ extraId: fish, amount: 0 }], 'amount'],
    ] as const) {
      const bad = await addExtras(cart, items).expect(400);
      expect(JSON.stringify(bad.body.message)).toContain(field);
    }
  });

  it('caps extras: 1,000 of one extra (lines merged), 2,000 in all, €100,000 in total; a refusal (422) changes nothing', async () => {
    const towel = await newExtra(s.vendorId, { name: 'Handtuch', priceCents: 200 });
    const cart = await newCart();
    const line = await addExtras(cart, [
      { extraId: towel, amount: 600 },
      { extraId: towel, amount: 400 },
    ]).expect(201);
    expect(line.body.extras).toEqual([expect.objectContaining({ extraId: towel, amount: 1000 })]);
    const before = await dbBooking(cart.ref);
    const perExtra = await addExtras(cart, [{ extraId: towel, amount: 1 }]).expect(422);
    expect(perExtra.body).toMatchObject({
      errorType: 'EXTRAS_LIMIT_EXCEEDED',
      payload: { what: 'amountPerExtra', limit: 1000, extraId: towel },
    });
    await putExtra(cart, line.body.extras[0].id, { amount: 1000 }).expect(200);
    // Repeated adds of the attack: the line stays at its cap, the total where it was.
    for (let i = 0; i < 3; i++) await addExtras(cart, [{ extraId: towel, amount: 1000 }]).expect(422);
    expect(await dbBooking(cart.ref)).toMatchObject({ total_price_cents: before.total_price_cents });
    const { rows } = await ctx.db.query(`SELECT amount FROM booking_extra WHERE booking_id = $1`, [before.id]);
    expect(rows).toEqual([{ amount: 1000 }]);

    const cap = await addExtras(cart, [
      { extraId: await newExtra(s.vendorId, { priceCents: 1 }), amount: 1000 },
      { extraId: await newExtra(s.vendorId, { priceCents: 1 }), amount: 1 },
    ]).expect(422);
    expect(cap.body.payload).toEqual({ what: 'extrasPerBooking', limit: 2000 });

    const yacht = await newExtra(s.vendorId, { name: 'Segeltörn', priceCents: 9_000_000 });
    const expensive = await newCart();
    await addExtras(expensive, [{ extraId: yacht, amount: 1 }]).expect(201);
    const total = await addExtras(expensive, [{ extraId: yacht, amount: 1 }]).expect(422);
    expect(total.body.payload).toEqual({ what: 'bookingTotal', limit: 100_000 });
    expect((await dbBooking(expensive.ref)).total_price_cents).toBe(9_000_000);
  });
});

describe('public booking customer', () => {
  it('adds the customer with defaults (MX, DE), normalised e-mail, and replaces it on a second call', async () => {
    const cart = await newCart();
    await addChair(cart, { beachChairId: s.chairIds[0][1], start: addDays(D, 1), end: addDays(D, 1) }).expect(201);
    const res = await addCustomer(cart, CUSTOMER).expect(201);
    expect(res.body.customer).toEqual({
      salutation: 'MX',
      firstName: 'Erika',
      lastName: 'Mustermann',
      email: 'erika.mustermann@example.de',
      telephone: null,
      address: { street: 'Strandallee 12', zip: '23683', city: 'Scharbeutz', country: 'DE' },
      additionalData: { marketing: false, validDiscountCard: false },
      language: 'de',
    });
    const first = (await dbBooking(cart.ref)).customer_id;
    const replaced = await addCustomer(cart, {
      ...CUSTOMER,
      salutation: 'MS',
      telephone: '+49 4503 1234',
      address: { ...CUSTOMER.address, country: 'AT' },
      language: 'en',
    }).expect(201);
    expect(replaced.body.customer).toMatchObject({
      salutation: 'MS',
      telephone: '+49 4503 1234',
      address: { country: 'AT' },
      language: 'en',
    });
    expect((await dbBooking(cart.ref)).customer_id).toBe(first);
  });

  it('rejects each missing required field, a bad e-mail, salutation or country with a 400 naming it', async () => {
    const cart = await newCart();
    const without = (key: string) => Object.fromEntries(Object.entries(CUSTOMER).filter(([k]) => k !== key));
    const withoutAddress = (key: string) => ({
      ...CUSTOMER,
      address: Object.fromEntries(Object.entries(CUSTOMER.address).filter(([k]) => k !== key)),
    });
    const cases: [Record<string, unknown>, string][] = [
      [without('firstName'), 'firstName'],
      [without('lastName'), 'lastName'],
      [without('email'), 'email'],
      [without('address'), 'address'],
      [withoutAddress('street'), 'street'],
      [withoutAddress('zip'), 'zip'],
      [withoutAddress('city'), 'city'],
      [{ ...CUSTOMER, email: 'not-an-address' }, 'email'],
      [{ ...CUSTOMER, salutation: 'DR' }, 'salutation'],
      [{ ...CUSTOMER, address: { ...CUSTOMER.address, country: 'US' } }, 'country'],
      [{ ...CUSTOMER, additionalData: { marketing: 'yes' } }, 'marketing'],
    ];
    for (const [body, field] of cases) {
      const res = await addCustomer(cart, body).expect(400);
      expect(JSON.stringify(res.body.message)).toContain(field);
    }
    expect((await dbBooking(cart.ref)).customer_id).toBeNull();
  });

  it('refuses a German postcode of four digits with a 400 naming zip (the checkout refuses it too); five digits, or abroad, go', async () => {
    const cart = await newCart();
    for (const address of [
      { ...CUSTOMER.address, zip: '2368', country: 'DE' },
      { ...CUSTOMER.address, zip: '2368' }, // no country: a German address
    ]) {
      const res = await addCustomer(cart, { ...CUSTOMER, address }).expect(400);
      expect(res.body.fields).toEqual([{ field: 'address.zip', constraint: 'isGermanPostcode' }]);
      expect(JSON.stringify(res.body.message)).toContain('zip');
    }
    expect((await dbBooking(cart.ref)).customer_id).toBeNull();
    const austrian = await addCustomer(cart, { ...CUSTOMER, address: { ...CUSTOMER.address, zip: '6020', country: 'AT' } }).expect(201);
    expect(austrian.body.customer.address).toMatchObject({ zip: '6020', country: 'AT' });
    const german = await addCustomer(cart, { ...CUSTOMER, address: { ...CUSTOMER.address, zip: '23683', country: 'DE' } }).expect(201);
    expect(german.body.customer.address).toMatchObject({ zip: '23683', country: 'DE' });
  });

  it('needs the discount card confirmation when a chair is booked with discount', async () => {
    const cart = await newCart();
    await addChair(cart, { beachChairId: s.chairIds[0][2], start: addDays(D, 2), end: addDays(D, 2), discount: true }).expect(201);
    const refused = await addCustomer(cart, CUSTOMER).expect(409);
    expect(refused.body).toMatchObject({ errorType: 'DISCOUNT_CARD_REQUIRED' });
    const ok = await addCustomer(cart, { ...CUSTOMER, additionalData: { validDiscountCard: true, marketing: true } }).expect(201);
    expect(ok.body.customer.additionalData).toEqual({ marketing: true, validDiscountCard: true });
  });
});

describe('public booking payment method', () => {
  it('takes a configured method, comment and bank details (IBAN masked in the answer), by reference and e-mail', async () => {
    const paying = await payingSection(['CASH', 'DIRECT_DEBIT', 'BANK_TRANSFER']);
    const cart = await newCart(paying.publicReference);
    await addChair(cart, { beachChairId: paying.chairIds[0][0], start: D, end: D }, paying.publicReference).expect(201);
    await addCustomer(cart, CUSTOMER, paying.publicReference).expect(201);

    const missing = await updateBooking(cart.ref, 'erika.mustermann@example.de', { paymentMethod: 'DIRECT_DEBIT' }).expect(400);
    expect(missing.body).toMatchObject({ errorType: 'INVALID_INPUT', payload: { field: 'bankDetails' } });
    const badIban = await updateBooking(cart.ref, 'erika.mustermann@example.de', {
      paymentMethod: 'DIRECT_DEBIT',
      bankDetails: { iban: 'DE89370400440532013001' },
    }).expect(400);
    expect(JSON.stringify(badIban.body.message)).toContain('iban');

    const res = await updateBooking(cart.ref, 'ERIKA.Mustermann@example.de', {
      paymentMethod: 'DIRECT_DEBIT',
      bankDetails: { iban: 'DE89 3704 0044 0532 0130 00', bic: 'cobadeffxxx', accountHolder: 'Erika Mustermann', bankName: '' },
      customerComment: 'Bitte in die erste Reihe',
    }).expect(200);
    expect(res.body).toMatchObject({ paymentMethod: 'DIRECT_DEBIT', customerComment: 'Bitte in die erste Reihe' });
    expect(res.body.metaData.customerBankData).toEqual({
      iban: '******************3000',
      bic: 'COBADEFFXXX',
      accountHolder: 'Erika Mustermann',
    });
    expect(JSON.stringify(res.body)).not.toContain('DE89370400440532013000');
    const stored = await dbBooking(cart.ref);
    expect(stored).toMatchObject({ payment_method: 'DIRECT_DEBIT', customer_comment: 'Bitte in die erste Reihe' });
    expect(stored.meta_data.customerBankData).toEqual({
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: 'Erika Mustermann',
    });

    // A method that is not configured; switching to cash drops the bank details.
    const notOffered = await updateBooking(cart.ref, CUSTOMER.email.trim(), { paymentMethod: 'PAYPAL' }).expect(409);
    expect(notOffered.body).toMatchObject({ errorType: 'PAYMENT_METHOD_NOT_OFFERED', payload: { method: 'PAYPAL' } });
    const cash = await updateBooking(cart.ref, 'erika.mustermann@example.de', { paymentMethod: 'CASH' }).expect(200);
    expect(cash.body.metaData.customerBankData).toBeUndefined();
    const comment = await updateBooking(cart.ref, 'erika.mustermann@example.de', { customerComment: 'x'.repeat(2001) }).expect(400);
    expect(JSON.stringify(comment.body.message)).toContain('customerComment');
  });

  it('answers a wrong e-mail with the same 404 as an unknown reference', async () => {
    const cart = await newCart();
    await addChair(cart, { beachChairId: s.chairIds[0][3], start: addDays(D, 3), end: addDays(D, 3) }).expect(201);
    await addCustomer(cart, CUSTOMER).expect(201);
    const wrong = await updateBooking(cart.ref, 'someone@example.de', { customerComment: 'hi' }).expect(404);
    const unknown = await updateBooking('ZZZZZZZZ', 'someone@example.de', { customerComment: 'hi' }).expect(404);
    expect({ ...wrong.body, message: undefined, payload: undefined, path: undefined, timestamp: undefined }).toEqual({
      ...unknown.body,
      message: undefined,
      payload: undefined,
      path: undefined,
      timestamp: undefined,
    });
    expect(wrong.body.payload).toEqual({ entity: 'Booking', id: cart.ref });
    const noCustomer = await newCart();
    await updateBooking(noCustomer.ref, 'someone@example.de', { customerComment: 'hi' }).expect(404);
    const bad = await updateBooking(cart.ref, 'not-an-address', {}).expect(400);
    expect(JSON.stringify(bad.body.message)).toContain('email');
  });

  it("refuses direct debit for Switzerland and follows the location's methods over the vendor's", async () => {
    const paying = await payingSection(['CASH'], ['DIRECT_DEBIT', 'STRIPE_DIRECT_DEBIT', 'CC']);
    const cart = await newCart(paying.publicReference);
    await addChair(cart, { beachChairId: paying.chairIds[0][0], start: D, end: D }, paying.publicReference).expect(201);
    await addCustomer(cart, { ...CUSTOMER, address: { ...CUSTOMER.address, country: 'CH' } }, paying.publicReference).expect(201);
    const email = 'erika.mustermann@example.de';
    const bankDetails = { iban: 'DE89370400440532013000' };
    for (const paymentMethod of ['DIRECT_DEBIT', 'STRIPE_DIRECT_DEBIT']) {
      const res = await updateBooking(cart.ref, email, { paymentMethod, bankDetails }).expect(409);
      expect(res.body).toMatchObject({ errorType: 'PAYMENT_METHOD_NOT_FOR_COUNTRY', payload: { method: paymentMethod, country: 'CH' } });
    }
    const cash = await updateBooking(cart.ref, email, { paymentMethod: 'CASH' }).expect(409);
    expect(cash.body).toMatchObject({ errorType: 'PAYMENT_METHOD_NOT_OFFERED', payload: { method: 'CASH' } });
    await updateBooking(cart.ref, email, { paymentMethod: 'CC' }).expect(200);
    expect((await dbBooking(cart.ref)).payment_method).toBe('CC');
  });

  it('offers bank transfer only when no chair booking starts 14 or more days from now', async () => {
    const paying = await payingSection(['BANK_TRANSFER']);
    const email = 'erika.mustermann@example.de';
    const far = await newCart(paying.publicReference);
    await addChair(far, { beachChairId: paying.chairIds[0][0], start: D, end: D }, paying.publicReference).expect(201);
    await addCustomer(far, CUSTOMER, paying.publicReference).expect(201);
    const refused = await updateBooking(far.ref, email, { paymentMethod: 'BANK_TRANSFER' }).expect(409);
    expect(refused.body).toMatchObject({ errorType: 'BANK_TRANSFER_NOT_AVAILABLE', payload: { method: 'BANK_TRANSFER' } });

    const near = await newCart(paying.publicReference);
    const soon = addDays(TODAY, 3);
    await addChair(near, { beachChairId: paying.chairIds[0][1], start: soon, end: soon }, paying.publicReference).expect(201);
    await addCustomer(near, CUSTOMER, paying.publicReference).expect(201);
    const ok = await updateBooking(near.ref, email, { paymentMethod: 'BANK_TRANSFER' }).expect(200);
    expect(ok.body.paymentMethod).toBe('BANK_TRANSFER');
  });
});

describe('public booking details outside OPEN', () => {
  it('refuses extras, customer and payment changes once the booking is CANCELED', async () => {
    const fish = await newExtra(s.vendorId);
    const cart = await newCart();
    const line = (await addExtras(cart, [{ extraId: fish, amount: 1 }]).expect(201)).body.extras[0].id as number;
    await addCustomer(cart, CUSTOMER).expect(201);
    await deleteExtra(cart, line).expect(200);
    const cases: [Promise<{ body: unknown }>, string][] = [
      [addCustomer(cart, CUSTOMER).expect(409), 'ADD_CUSTOMER'],
      [updateBooking(cart.ref, 'erika.mustermann@example.de', { customerComment: 'hi' }).expect(409), 'UPDATE_PAYMENT'],
      [putExtra(cart, line, { amount: 2 }).expect(409), 'UPDATE_EXTRA'],
      [deleteExtra(cart, line).expect(409), 'REMOVE_EXTRA'],
    ];
    for (const [res, action] of cases) {
      expect((await res).body).toMatchObject({ errorType: 'BOOKING_INVALID_TRANSITION', payload: { action, status: 'CANCELED' } });
    }
  });
});
