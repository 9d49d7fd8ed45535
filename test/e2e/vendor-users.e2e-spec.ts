import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UserRole } from '../../server/src/common/enums.js';
import { uniqueEmail } from '../support/factories.js';
import { tokenFromLink, waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

/**
 * /features/users/vendor-users: a vendor's OWNER adds users (an existing account by its e-mail, or a new one that is
 * invited by mail), optionally limited to a location, lists and removes them; audit-logged; nobody else may.
 */
const U = '/api/v1/features/users';
const VU = `${U}/vendor-users`;
const PASSWORD = 'Strandhafer-Nord-2026';
const VENDOR_NAME = `Strandkorbvermietung Möwe ${process.pid}`;
let ctx: TestContext;
let dataDir: string;
let outbox: string;

let vendorId: number;
let locationId: number;
let owner: { id: number; email: string; password: string };
let ownerAuth: { Authorization: string };

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const login = (email: string, password: string) => ctx.http().post(`${U}/login`).send({ email, password });
const membership = async (userId: number) =>
  (await ctx.db.query(`SELECT role, location_id FROM user_vendor WHERE user_id = $1 AND vendor_id = $2`, [userId, vendorId])).rows;
const audit = async (action: string, userId: number) =>
  (
    await ctx.db.query(`SELECT actor_user_id, target_type, target_id, details FROM audit_log WHERE action = $1 AND target_id = $2`, [
      action,
      String(userId),
    ])
  ).rows;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-vendor-users-'));
  outbox = join(dataDir, 'outbox');
  ctx = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', RATE_LIMIT_LOGIN: '1000/60' });
  vendorId = (await ctx.factories.newVendor({ companyName: VENDOR_NAME })).id;
  locationId = (await ctx.factories.newLocation({ vendorId })).id;
  owner = await ctx.factories.newUser({ vendorIds: [vendorId], vendorRole: 'OWNER' });
  ownerAuth = bearer((await login(owner.email, owner.password).expect(200)).body.accessToken);
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe('POST /features/users/vendor-users', () => {
  it('adds an existing account: stored in user_vendor, audit-logged; the user signs in and takes the vendor context', async () => {
    const staff = await ctx.factories.newUser();
    const res = await ctx
      .http()
      .post(VU)
      .set(ownerAuth)
      .send({ email: ` ${staff.email.toUpperCase()} ` })
      .expect(201);
    expect(res.body).toEqual({
      userId: staff.id,
      vendorId,
      email: staff.email,
      firstName: null,
      lastName: null,
      role: 'STAFF',
      locationId: null,
      confirmed: true,
      addedAt: expect.any(String),
      invited: false,
    });
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
    expect(await audit('VENDOR_USER_ADDED', staff.id)).toEqual([
      {
        actor_user_id: owner.id,
        target_type: 'user',
        target_id: String(staff.id),
        details: { vendorId, email: staff.email, role: 'STAFF', locationId: null, invited: false },
      },
    ]);

    const session = (await login(staff.email, staff.password).expect(200)).body;
    expect(session.user).toMatchObject({ vendorIds: [vendorId], vendorId, locationId: null });
    const switched = await ctx.http().post(`${U}/context/vendor`).set(bearer(session.accessToken)).send({ vendorId }).expect(200);
    expect(switched.body.user).toMatchObject({ vendorId, locationId: null });
    expect((await ctx.http().get(`/api/v1/vendor/vendors/${vendorId}`).set(bearer(switched.body.accessToken))).status).toBe(200);
  });

  it('adding the same user twice is a 409 DUPLICATE_ENTITY; the membership stays as it was', async () => {
    const staff = await ctx.factories.newUser();
    await ctx.http().post(VU).set(ownerAuth).send({ email: staff.email }).expect(201);
    const again = await ctx.http().post(VU).set(ownerAuth).send({ email: staff.email, role: 'OWNER' });
    expectDomainError(again, 409, 'DUPLICATE_ENTITY');
    expect(again.body.payload).toEqual({ entity: 'VendorUser', field: 'email', value: staff.email, id: staff.id });
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
  });

  it('creates and invites a new address: unconfirmed, a mailed link to choose the password, then sign-in at its location', async () => {
    const email = uniqueEmail('kasse');
    const res = await ctx
      .http()
      .post(VU)
      .set(ownerAuth)
      .send({ email, firstName: 'Inge', lastName: 'Petersen', language: 'en', locationId })
      .expect(201);
    expect(res.body).toMatchObject({ email, firstName: 'Inge', role: 'STAFF', locationId, confirmed: false, invited: true });
    const [account] = (await ctx.db.query(`SELECT role, confirmed_at, language FROM app_user WHERE email = $1`, [email])).rows;
    expect(account).toEqual({ role: 'VENDOR', confirmed_at: null, language: 'en' });
    expect(await membership(res.body.userId)).toEqual([{ role: 'STAFF', location_id: locationId }]);

    // The invitation's own mail (issue 29, item 5): the vendor named, a link into the office, not the password-reset text.
    const { mail } = await waitForOutboxMail(outbox, email);
    expect(mail.subject).toBe(`Invitation: ${VENDOR_NAME} in the Strandkorb back office`);
    expect(mail.text).toContain(`Hello Inge,\n\nYou have been invited to work for ${VENDOR_NAME} in the Strandkorb back office.`);
    expect(mail.text).not.toMatch(/ignore|reset|requested/i);
    const token = tokenFromLink(mail, '/office/invitation');
    await ctx.http().post(`${U}/password/confirm`).send({ token, password: PASSWORD }).expect(200);
    const session = (await login(email, PASSWORD).expect(200)).body;
    // Limited to the location: every context of the vendor is that location's.
    expect(session.user).toMatchObject({ vendorIds: [vendorId], vendorId, locationId });
    const switched = await ctx.http().post(`${U}/context/vendor`).set(bearer(session.accessToken)).send({ vendorId }).expect(200);
    expect(switched.body.user).toMatchObject({ vendorId, locationId });
  });

  it('invites in German by default: "Sie wurden eingeladen" with the vendor and the link to set the password', async () => {
    const email = uniqueEmail('strandwart');
    await ctx.http().post(VU).set(ownerAuth).send({ email }).expect(201);
    const { mail } = await waitForOutboxMail(outbox, email);
    expect(mail.subject).toBe(`Einladung: ${VENDOR_NAME} im Strandkorb-Backoffice`);
    expect(mail.text).toContain(`Hallo,\n\nSie wurden eingeladen, im Strandkorb-Backoffice für ${VENDOR_NAME} mitzuarbeiten.`);
    expect(mail.text).toContain('Passwort festlegen und loslegen:\nhttp');
    expect(mail.html).toContain(`für ${VENDOR_NAME} mitzuarbeiten`);
    expect(mail.text).not.toMatch(/ignorieren|zurücksetzen|angefordert/);
    const token = tokenFromLink(mail, '/office/invitation');
    await ctx.http().post(`${U}/password/confirm`).send({ token, password: PASSWORD }).expect(200);
    await login(email, PASSWORD).expect(200);
  });

  it('adds an OWNER, who then manages the users too', async () => {
    const second = await ctx.factories.newUser();
    await ctx.http().post(VU).set(ownerAuth).send({ email: second.email, role: 'OWNER' }).expect(201);
    expect(await membership(second.id)).toEqual([{ role: 'OWNER', location_id: null }]);
    const auth = bearer((await login(second.email, second.password).expect(200)).body.accessToken);
    expect((await ctx.http().get(VU).set(auth)).status).toBe(200);
  });

  it('400 naming the field: a bad or missing e-mail, an unknown role, a bad locationId; an OWNER limited to a location', async () => {
    for (const email of ['kein-at-zeichen', '', 'a@b@c.de', 42])
      expectFieldError(await ctx.http().post(VU).set(ownerAuth).send({ email }), 'email');
    expectFieldError(await ctx.http().post(VU).set(ownerAuth).send({}), 'email');
    expectFieldError(await ctx.http().post(VU).set(ownerAuth).send({ email: uniqueEmail(), role: 'BOSS' }), 'role');
    expectFieldError(await ctx.http().post(VU).set(ownerAuth).send({ email: uniqueEmail(), locationId: 'nord' }), 'locationId');
    const ownerAtLocation = await ctx.http().post(VU).set(ownerAuth).send({ email: uniqueEmail(), role: 'OWNER', locationId });
    expectDomainError(ownerAtLocation, 400, 'INVALID_INPUT');
    expect(ownerAtLocation.body.payload).toEqual({ field: 'locationId' });
    const admin = await ctx.http().post(VU).set(ownerAuth).send({ email: 'admin@strandkorb.local' });
    expectDomainError(admin, 400, 'INVALID_INPUT');
    expect(admin.body.payload).toEqual({ field: 'email' });
  });

  it("another vendor's location is a 404, and nothing is created", async () => {
    const foreign = await ctx.factories.newLocation();
    const email = uniqueEmail('fremd');
    expectDomainError(await ctx.http().post(VU).set(ownerAuth).send({ email, locationId: foreign.id }), 404, 'ENTITY_NOT_FOUND');
    expect((await ctx.db.query(`SELECT 1 FROM app_user WHERE email = $1`, [email])).rows).toHaveLength(0);
  });

  it('an ADMIN acting for the vendor may add users', async () => {
    const staff = await ctx.factories.newUser();
    const admin = bearer(await ctx.tokenFor({ role: UserRole.ADMIN, vendorId }));
    await ctx.http().post(VU).set(admin).send({ email: staff.email }).expect(201);
    expect(await membership(staff.id)).toEqual([{ role: 'STAFF', location_id: null }]);
  });
});

describe('who may manage the users', () => {
  it('a STAFF member of the vendor: 403 on every route; nothing is added', async () => {
    const staff = await ctx.factories.newUser({ vendorIds: [vendorId] });
    const auth = bearer((await login(staff.email, staff.password).expect(200)).body.accessToken);
    const email = uniqueEmail('nicht');
    expectDomainError(await ctx.http().post(VU).set(auth).send({ email }), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().get(VU).set(auth), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().delete(`${VU}/${owner.id}`).set(auth), 403, 'FORBIDDEN');
    expect((await ctx.db.query(`SELECT 1 FROM app_user WHERE email = $1`, [email])).rows).toHaveLength(0);
    expect(await membership(owner.id)).toHaveLength(1);
  });

  it("an OWNER of another vendor manages its own vendor's users only (404 here); a user of no vendor: 403", async () => {
    const other = await ctx.factories.newVendor();
    const otherOwner = await ctx.factories.newUser({ vendorIds: [other.id], vendorRole: 'OWNER' });
    const auth = bearer((await login(otherOwner.email, otherOwner.password).expect(200)).body.accessToken);
    // Its context is its own vendor: removing this vendor's owner finds no such user there.
    expectDomainError(await ctx.http().delete(`${VU}/${owner.id}`).set(auth), 404, 'ENTITY_NOT_FOUND');
    const loner = await ctx.factories.newUser();
    const lonerAuth = bearer((await login(loner.email, loner.password).expect(200)).body.accessToken);
    expectDomainError(await ctx.http().post(VU).set(lonerAuth).send({ email: uniqueEmail() }), 403, 'FORBIDDEN');
    expect(await membership(owner.id)).toHaveLength(1);
  });

  it('an OWNER in a location context reads the list but changes it only in the vendor context', async () => {
    const switched = await ctx.http().post(`${U}/context/location`).set(ownerAuth).send({ locationId }).expect(200);
    const auth = bearer(switched.body.accessToken);
    expect((await ctx.http().get(VU).set(auth)).status).toBe(200);
    expectDomainError(await ctx.http().post(VU).set(auth).send({ email: uniqueEmail() }), 403, 'FORBIDDEN');
  });

  it('without a token: 401', async () => {
    expect((await ctx.http().get(VU)).status).toBe(401);
    expect((await ctx.http().post(VU).send({ email: uniqueEmail() })).status).toBe(401);
  });
});

describe('GET and DELETE', () => {
  it('lists the vendor’s users with the list convention', async () => {
    const res = await ctx.http().get(`${VU}?filterBy=role&filter=OWNER`).set(ownerAuth).expect(200);
    expect(res.body.items).toEqual(
      expect.arrayContaining([expect.objectContaining({ userId: owner.id, email: owner.email, role: 'OWNER', locationId: null })]),
    );
    expect(res.body.items.every((u: { role: string; vendorId: number }) => u.role === 'OWNER' && u.vendorId === vendorId)).toBe(true);
    expect(res.body).toMatchObject({ total: res.body.items.length, page: 1 });
    const searched = await ctx
      .http()
      .get(`${VU}?search=${encodeURIComponent(owner.email)}`)
      .set(ownerAuth)
      .expect(200);
    expect(searched.body.items.map((u: { userId: number }) => u.userId)).toEqual([owner.id]);
  });

  it('removes a user: the row goes, its sessions end, audit-logged; again is a 404', async () => {
    const staff = await ctx.factories.newUser();
    await ctx.http().post(VU).set(ownerAuth).send({ email: staff.email }).expect(201);
    const session = (await login(staff.email, staff.password).expect(200)).body;
    await ctx.http().delete(`${VU}/${staff.id}`).set(ownerAuth).expect(204);
    expect(await membership(staff.id)).toEqual([]);
    expect((await ctx.http().get(`/api/v1/vendor/vendors/${vendorId}`).set(bearer(session.accessToken))).status).toBe(401);
    expect((await login(staff.email, staff.password).expect(200)).body.user).toMatchObject({ vendorIds: [], vendorId: null });
    expect(await audit('VENDOR_USER_REMOVED', staff.id)).toEqual([
      { actor_user_id: owner.id, target_type: 'user', target_id: String(staff.id), details: { vendorId, role: 'STAFF', locationId: null } },
    ]);
    expectDomainError(await ctx.http().delete(`${VU}/${staff.id}`).set(ownerAuth), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().delete(`${VU}/abc`).set(ownerAuth), 'userId');
  });

  it('the last owner stays (403)', async () => {
    const vendor = await ctx.factories.newVendor();
    const only = await ctx.factories.newUser({ vendorIds: [vendor.id], vendorRole: 'OWNER' });
    const auth = bearer((await login(only.email, only.password).expect(200)).body.accessToken);
    expectDomainError(await ctx.http().delete(`${VU}/${only.id}`).set(auth), 403, 'FORBIDDEN');
    expect((await ctx.db.query(`SELECT role FROM user_vendor WHERE user_id = $1`, [only.id])).rows).toEqual([{ role: 'OWNER' }]);
  });
});
