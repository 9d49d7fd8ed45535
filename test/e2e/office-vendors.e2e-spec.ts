import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { createServer, IncomingMessage, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { UserRole } from '../../server/src/common/enums.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { unique } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

const V = '/api/v1/vendor/vendors';
let ctx: TestContext;
let admin: { Authorization: string };

beforeAll(async () => {
  ctx = await startTestApp();
  admin = { Authorization: `Bearer ${await ctx.adminToken()}` };
});
afterAll(() => ctx.close());

const vendorAuth = async (vendorId: number) => ({ Authorization: `Bearer ${await ctx.tokenFor({ role: UserRole.VENDOR, vendorId })}` });

describe('vendors: create, list, get, update, delete', () => {
  it('an ADMIN creates a vendor with all its data; the public reference comes from the company name', async () => {
    const companyName = `Strandkörbe Möwenblick ${process.pid}${Date.now().toString(36)} GmbH`;
    const res = await ctx
      .http()
      .post(V)
      .set(admin)
      .send({
        companyName,
        email: 'Info@Moewenblick.example',
        telephone: '+49 4503 1234',
        website: 'https://moewenblick.example',
        address: { street: 'Strandweg', houseNumber: '3', zip: '23683', city: 'Scharbeutz', country: 'DE' },
        configuration: {
          beachChairView: 'map',
          gridLineBreak: 8,
          hideCustomerComment: true,
          hideOpeningHours: false,
          bookingStartdate: '2026-05-01',
          paymentMethods: ['STRIPE_CREDIT_CARD', 'BANK_TRANSFER'],
          logo: '/api/v1/files/images/logo.png',
        },
        invoiceData: {
          vatId: 'DE123456789',
          taxNumber: '22/815/08150',
          bankData: { accountHolder: 'Möwenblick GmbH', iban: 'de89 3704 0044 0532 0130 00', bic: 'cobadeffxxx' },
        },
        commission: { onlinePercent: 8, offlinePercent: 3.5 },
        cancellationPolicy: [
          { daysBefore: 2, percent: 0 },
          { daysBefore: 0, percent: 50 },
        ],
        terms: '# Mietbedingungen\n\n1. Erstens.',
      })
      .expect(201);
    expect(res.body).toMatchObject({
      companyName,
      publicReference: expect.stringMatching(/^strandkoerbe-moewenblick-[a-z0-9]+$/),
      email: 'info@moewenblick.example',
      configuration: { beachChairView: 'map', paymentMethods: ['STRIPE_CREDIT_CARD', 'BANK_TRANSFER'] },
      invoiceData: { bankData: { iban: 'DE89370400440532013000', bic: 'COBADEFFXXX' } },
      commission: { onlinePercent: 8, offlinePercent: 3.5 },
      sevdeskContactId: null,
    });
    const { rows } = await ctx.db.query(`SELECT public_reference, invoice_data->'bankData'->>'iban' AS iban FROM vendor WHERE id = $1`, [
      res.body.id,
    ]);
    expect(rows[0]).toEqual({ public_reference: res.body.publicReference, iban: 'DE89370400440532013000' });
  });

  it('numbers public references of vendors with the same name', async () => {
    const companyName = `Kurhaus Strand ${process.pid}${Date.now().toString(36)} KG`;
    const refs = [];
    for (let i = 0; i < 3; i++) refs.push((await ctx.http().post(V).set(admin).send({ companyName }).expect(201)).body.publicReference);
    expect(refs[1]).toBe(`${refs[0]}-2`);
    expect(refs[2]).toBe(`${refs[0]}-3`);
    const taken = await ctx.http().post(V).set(admin).send({ companyName: 'Anders', publicReference: refs[0] });
    expectDomainError(taken, 409, 'PUBLIC_REFERENCE_TAKEN');
  });

  it('refuses a bad IBAN, BIC, payment method and public reference, naming each field', async () => {
    const res = await ctx
      .http()
      .post(V)
      .set(admin)
      .send({
        companyName: 'x',
        publicReference: 'Not URL safe!',
        configuration: { paymentMethods: ['CASH', 'BITCOIN'], beachChairView: 'list' },
        invoiceData: { bankData: { iban: 'DE89370400440532013001', bic: 'BANK' } },
        commission: { onlinePercent: 120 },
        unknown: 1,
      });
    expect(res.status).toBe(400);
    for (const field of [
      'publicReference',
      'paymentMethods',
      'beachChairView',
      'iban must be a valid IBAN',
      'bic must be a valid BIC',
      'onlinePercent',
      'property unknown should not exist',
    ]) {
      expectFieldError(res, field);
    }
    expectFieldError(await ctx.http().post(V).set(admin).send({}), 'companyName');
  });

  it('a vendor lists and reads only itself; another vendor is a 404', async () => {
    const mine = await ctx.factories.newVendor();
    const other = await ctx.factories.newVendor();
    const auth = await vendorAuth(mine.id);
    const list = await ctx.http().get(V).set(auth).query({ itemsPerPage: 0 }).expect(200);
    expect(list.body.items.map((v: { id: number }) => v.id)).toEqual([mine.id]);
    await ctx.http().get(`${V}/${mine.id}`).set(auth).expect(200);
    expectDomainError(await ctx.http().get(`${V}/${other.id}`).set(auth), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().put(`${V}/${other.id}`).set(auth).send({ telephone: '+49 1' }), 404, 'ENTITY_NOT_FOUND');
    const all = await ctx.http().get(V).set(admin).query({ search: 'lübecker bucht' }).expect(200);
    expect(all.body.items.map((v: { publicReference: string }) => v.publicReference)).toContain('luebecker-bucht');
  });

  it('a vendor edits its own data (configuration merges), but not its commission or public reference', async () => {
    const vendor = (
      await ctx
        .http()
        .post(V)
        .set(admin)
        .send({ companyName: unique('Eigen'), configuration: { beachChairView: 'grid', gridLineBreak: 10 } })
        .expect(201)
    ).body;
    const auth = await vendorAuth(vendor.id);
    const updated = await ctx
      .http()
      .put(`${V}/${vendor.id}`)
      .set(auth)
      .send({ configuration: { hideOpeningHours: true }, terms: 'Neue Bedingungen', invoiceData: { vatId: 'DE987654321' } })
      .expect(200);
    expect(updated.body.configuration).toEqual({ beachChairView: 'grid', gridLineBreak: 10, hideOpeningHours: true });
    expect(updated.body).toMatchObject({ terms: 'Neue Bedingungen', invoiceData: { vatId: 'DE987654321' } });
    expectDomainError(
      await ctx
        .http()
        .put(`${V}/${vendor.id}`)
        .set(auth)
        .send({ commission: { onlinePercent: 0 } }),
      403,
      'FORBIDDEN',
    );
    expectDomainError(await ctx.http().put(`${V}/${vendor.id}`).set(auth).send({ publicReference: 'mine-now' }), 403, 'FORBIDDEN');
    expectFieldError(await ctx.http().put(`${V}/${vendor.id}`).set(auth).send({ companyName: null }), 'companyName must not be null');
    const renamed = await ctx
      .http()
      .put(`${V}/${vendor.id}`)
      .set(admin)
      .send({ publicReference: `ref-${vendor.id}` })
      .expect(200);
    expect(renamed.body.publicReference).toBe(`ref-${vendor.id}`);
  });

  it('only an ADMIN creates and deletes; a vendor with sections or bookings stays (409)', async () => {
    const vendor = await ctx.factories.newVendor();
    const auth = await vendorAuth(vendor.id);
    expectDomainError(await ctx.http().post(V).set(auth).send({ companyName: 'x' }), 403, 'FORBIDDEN');
    expectDomainError(await ctx.http().delete(`${V}/${vendor.id}`).set(auth), 403, 'FORBIDDEN');
    const location = await ctx.factories.newLocation({ vendorId: vendor.id });
    await ctx.factories.newSection({ locationId: location.id });
    const busy = await ctx.http().delete(`${V}/${vendor.id}`).set(admin);
    expectDomainError(busy, 409, 'VENDOR_HAS_DEPENDENTS');
    expect(busy.body.payload).toMatchObject({ dependents: 'sections', count: 1 });

    const free = await ctx.factories.newVendor();
    await ctx.factories.newLocation({ vendorId: free.id });
    await ctx.http().delete(`${V}/${free.id}`).set(admin).expect(204);
    const { rowCount } = await ctx.db.query(`SELECT 1 FROM location WHERE vendor_id = $1`, [free.id]);
    expect(rowCount).toBe(0);
    expectDomainError(await ctx.http().get(`${V}/${free.id}`).set(admin), 404, 'ENTITY_NOT_FOUND');
  });

  it('needs a bearer token (401) and a vendor context for a VENDOR (403)', async () => {
    expectDomainError(await ctx.http().get(V), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().get(`${V}/1`), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().post(V).send({ companyName: 'x' }), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().put(`${V}/1`).send({}), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().delete(`${V}/1`), 401, 'UNAUTHENTICATED');
    expectDomainError(await ctx.http().post(`${V}/sevDesk/createContact/1`), 401, 'UNAUTHENTICATED');
    const noContext = await ctx.tokenFor({ role: UserRole.VENDOR });
    expectDomainError(await ctx.http().get(V).set('Authorization', `Bearer ${noContext}`), 403, 'FORBIDDEN');
  });
});

describe('vendors: terms as HTML and PDF (public)', () => {
  it('renders the stored terms as escaped HTML', async () => {
    const vendor = (
      await ctx
        .http()
        .post(V)
        .set(admin)
        .send({ companyName: unique('Bedingungen'), terms: '# Mietbedingungen <b>\n\n1. Erstens **fett**\n2. <script>alert(1)</script>' })
        .expect(201)
    ).body;
    const res = await ctx.http().get(`${V}/terms/${vendor.id}/html`).expect(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.text).toContain('<h1>Mietbedingungen &lt;b&gt;</h1>');
    expect(res.text).toContain('<li>Erstens <strong>fett</strong></li><li>&lt;script&gt;alert(1)&lt;/script&gt;</li>');
    expect(res.text).not.toContain('<script>');
  });

  it('answers a real PDF named after the vendor', async () => {
    const res = await ctx
      .http()
      .get(`${V}/terms/1/pdf`)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    const [{ company_name: name }] = (await ctx.db.query(`SELECT company_name FROM vendor WHERE id = 1`)).rows;
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain(`filename*=UTF-8''${encodeURIComponent(`${name}_terms.pdf`)}`);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="[^"]+_terms\.pdf"/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    expect(body.length).toBeGreaterThan(800);
  });

  it('404 for a vendor without terms or an unknown one', async () => {
    const vendor = await ctx.factories.newVendor();
    expectDomainError(await ctx.http().get(`${V}/terms/${vendor.id}/pdf`), 404, 'ENTITY_NOT_FOUND');
    expectDomainError(await ctx.http().get(`${V}/terms/999999/html`), 404, 'ENTITY_NOT_FOUND');
    expectFieldError(await ctx.http().get(`${V}/terms/abc/html`), 'id');
  });
});

/** A stand-in for the sevDesk API: records what it is sent and answers like sevDesk. */
async function fakeSevdesk(token: string) {
  const calls: { method: string; path: string; auth: string | undefined; body: Record<string, unknown> }[] = [];
  const read = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });
  const server: Server = createServer(async (req, res) => {
    const body = JSON.parse((await read(req)) || '{}');
    calls.push({ method: req.method!, path: req.url!, auth: req.headers.authorization, body });
    if (req.headers.authorization !== token) {
      res.writeHead(401, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: { message: 'Authentication required' } }));
      return;
    }
    const resource = req.url!.split('/').pop();
    const id = resource === 'Contact' ? '4711' : String(1000 + calls.length);
    res.writeHead(201, { 'Content-Type': 'application/json' }).end(JSON.stringify({ objects: { id, objectName: resource, ...body } }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v1`;
  return { calls, base, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

describe('vendors: sevDesk contact', () => {
  it('without a token the integration answers 409 INTEGRATION_NOT_CONFIGURED', async () => {
    const vendor = await ctx.factories.newVendor();
    const res = await ctx.http().post(`${V}/sevDesk/createContact/${vendor.id}`).set(admin);
    expectDomainError(res, 409, 'INTEGRATION_NOT_CONFIGURED');
    expect(res.body.payload).toEqual({ integration: 'sevDesk', variable: 'SEVDESK_API_TOKEN' });
  });

  it('creates the contact, its address and e-mail through the API and stores the contact id', async () => {
    const sevdesk = await fakeSevdesk('sevdesk-test-token');
    const app = await startTestApp({ SEVDESK_API_TOKEN: 'sevdesk-test-token', SEVDESK_API_BASE: sevdesk.base });
    try {
      const auth = { Authorization: `Bearer ${await app.adminToken()}` };
      const vendor = (
        await app
          .http()
          .post(V)
          .set(auth)
          .send({
            companyName: unique('Sevdesk Strand'),
            email: 'buchhaltung@strand.example',
            address: { street: 'Strandallee 1', zip: '23683', city: 'Scharbeutz', country: 'DE' },
            invoiceData: { vatId: 'DE123456789' },
          })
          .expect(201)
      ).body;
      const res = await app.http().post(`${V}/sevDesk/createContact/${vendor.id}`).set(auth).expect(201);
      expect(res.body.sevdeskContactId).toBe('4711');
      const { rows } = await app.db.query(`SELECT sevdesk_contact_id FROM vendor WHERE id = $1`, [vendor.id]);
      expect(rows[0].sevdesk_contact_id).toBe('4711');
      expect(sevdesk.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
        'POST /api/v1/Contact',
        'POST /api/v1/ContactAddress',
        'POST /api/v1/CommunicationWay',
      ]);
      expect(sevdesk.calls.every((c) => c.auth === 'sevdesk-test-token')).toBe(true);
      expect(sevdesk.calls[0].body).toMatchObject({
        name: vendor.companyName,
        vatNumber: 'DE123456789',
        category: { id: 3, objectName: 'Category' },
      });
      expect(sevdesk.calls[1].body).toMatchObject({
        contact: { id: '4711', objectName: 'Contact' },
        street: 'Strandallee 1',
        city: 'Scharbeutz',
      });
      expect(sevdesk.calls[2].body).toMatchObject({ type: 'EMAIL', value: 'buchhaltung@strand.example' });

      // A second call creates no second contact.
      await app.http().post(`${V}/sevDesk/createContact/${vendor.id}`).set(auth).expect(201);
      expect(sevdesk.calls).toHaveLength(3);

      const vendorOnly = { Authorization: `Bearer ${await app.tokenFor({ role: UserRole.VENDOR, vendorId: vendor.id })}` };
      expectDomainError(await app.http().post(`${V}/sevDesk/createContact/${vendor.id}`).set(vendorOnly), 403, 'FORBIDDEN');
      expectDomainError(await app.http().post(`${V}/sevDesk/createContact/999999`).set(auth), 404, 'ENTITY_NOT_FOUND');
    } finally {
      await app.close();
      await sevdesk.close();
    }
  });

  it('a refusal of sevDesk is a 502 INTEGRATION_FAILED and stores nothing', async () => {
    const sevdesk = await fakeSevdesk('the-right-token');
    const app = await startTestApp({ SEVDESK_API_TOKEN: 'a-wrong-token', SEVDESK_API_BASE: sevdesk.base });
    try {
      const vendor = await app.factories.newVendor();
      const res = await app
        .http()
        .post(`${V}/sevDesk/createContact/${vendor.id}`)
        .set('Authorization', `Bearer ${await app.adminToken()}`);
      expectDomainError(res, 502, 'INTEGRATION_FAILED');
      expect(res.body.payload).toEqual({ integration: 'sevDesk', status: 401 });
      const { rows } = await app.db.query(`SELECT sevdesk_contact_id FROM vendor WHERE id = $1`, [vendor.id]);
      expect(rows[0].sevdesk_contact_id).toBeNull();
    } finally {
      await app.close();
      await sevdesk.close();
    }
  });
});
