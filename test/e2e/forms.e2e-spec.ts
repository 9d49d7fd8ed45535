import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { uniqueEmail } from '../support/factories.js';
import { readOutbox, waitForOutboxMail } from '../support/mail.js';
import { expectDomainError, expectFieldError } from '../support/office.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

// POST /features/public/forms/{contact|vendor}: the storefront's forms, mailed to OPERATOR_EMAIL with the attachment.
const FORMS = '/api/v1/features/public/forms';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
let ctx: TestContext;
let dataDir: string;
let operator: string;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'strandkorb-forms-'));
  operator = uniqueEmail('operator');
  ctx = await startTestApp({
    ...WITH_JOBS,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    OPERATOR_EMAIL: operator,
    UPLOAD_MAX_BYTES: '4096',
    RATE_LIMIT_FORMS: '20/600',
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const outbox = () => join(dataDir, 'outbox');

describe('the contact and vendor forms', () => {
  it('mails the contact form with its PDF attachment to the operator: 201 { received: true }', async () => {
    const sender = uniqueEmail('guest');
    const res = await ctx
      .http()
      .post(`${FORMS}/contact`)
      .field('name', 'Inge Petersen')
      .field('email', sender)
      .field('body', 'Haben Sie im August noch Körbe frei?')
      .attach('attachment', PDF, { filename: 'anfrage.pdf', contentType: 'application/pdf' })
      .expect(201);
    expect(res.body).toEqual({ received: true });
    const { mail } = await waitForOutboxMail(outbox(), operator, /Kontaktanfrage von Inge Petersen/);
    expect(mail.text).toContain(`E-Mail: ${sender}`);
    expect(mail.text).toContain('Haben Sie im August noch Körbe frei?');
    expect(mail.text).toContain('Anhang: anfrage.pdf');
    expect(mail.attachments).toEqual([
      { filename: 'anfrage.pdf', contentType: expect.stringContaining('application/pdf'), content: PDF.toString('utf8') },
    ]);
  });

  it('mails the vendor form without an attachment; an image attachment is fine too', async () => {
    const name = `Strandkorb Meier ${Date.now()}`;
    await ctx
      .http()
      .post(`${FORMS}/vendor`)
      .field('name', name)
      .field('email', uniqueEmail('vendor'))
      .field('body', 'Wir vermieten 40 Körbe.')
      .expect(201);
    const { mail } = await waitForOutboxMail(outbox(), operator, new RegExp(`Vermieter-Anfrage von ${name}`));
    expect(mail.attachments).toEqual([]);

    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#1d4e89' } })
      .png()
      .toBuffer();
    await ctx
      .http()
      .post(`${FORMS}/vendor`)
      .field('name', `${name} Bild`)
      .field('email', uniqueEmail('vendor'))
      .field('body', 'Unser Strand')
      .attach('attachment', png, 'strand.png')
      .expect(201);
    const withImage = await waitForOutboxMail(outbox(), operator, new RegExp(`Vermieter-Anfrage von ${name} Bild`));
    expect(withImage.mail.attachments.map((a) => [a.filename, a.contentType.split(';')[0]])).toEqual([['strand.png', 'image/png']]);
  });

  it('400 naming the missing or bad field; unknown kind and extra fields too', async () => {
    const missing = await ctx.http().post(`${FORMS}/contact`).field('name', 'Inge').field('body', 'Hallo');
    expectFieldError(missing, 'email');
    const blank = await ctx.http().post(`${FORMS}/contact`).field('name', '   ').field('email', uniqueEmail()).field('body', 'Hallo');
    expectFieldError(blank, 'name');
    const long = await ctx
      .http()
      .post(`${FORMS}/contact`)
      .field('name', 'Inge')
      .field('email', uniqueEmail())
      .field('body', 'x'.repeat(5001));
    expectFieldError(long, 'body');
    const badEmail = await ctx
      .http()
      .post(`${FORMS}/contact`)
      .field('name', 'Inge')
      .field('email', 'not-an-address')
      .field('body', 'Hallo');
    expectFieldError(badEmail, 'email');
    const kind = await ctx.http().post(`${FORMS}/newsletter`).field('name', 'Inge').field('email', uniqueEmail()).field('body', 'Hallo');
    expectFieldError(kind, 'kind');
    const extra = await ctx
      .http()
      .post(`${FORMS}/contact`)
      .field('name', 'Inge')
      .field('email', uniqueEmail())
      .field('body', 'Hallo')
      .field('admin', 'true');
    expectFieldError(extra, 'admin');
  });

  it('415 for an attachment that is not a PDF or an image (told by content), 413 over UPLOAD_MAX_BYTES; nothing is mailed', async () => {
    const before = (await readOutbox(outbox())).length;
    const form = () => ctx.http().post(`${FORMS}/contact`).field('name', 'Eve').field('email', uniqueEmail('eve')).field('body', 'Anbei');
    expectDomainError(await form().attach('attachment', Buffer.from('just some notes\n'), 'notes.txt'), 415, 'UNSUPPORTED_FILE_TYPE');
    expectDomainError(await form().attach('attachment', Buffer.from('MZ\x90\x00binary'), 'offer.pdf'), 415, 'UNSUPPORTED_FILE_TYPE');
    expectDomainError(await form().attach('attachment', PDF, 'looks-like.png'), 415, 'UNSUPPORTED_FILE_TYPE');
    expectDomainError(await form().attach('attachment', Buffer.concat([PDF, Buffer.alloc(5000, 32)]), 'big.pdf'), 413, 'FILE_TOO_LARGE');
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(outbox())).length).toBe(before);
  });
});

describe('the forms rate limit', () => {
  let limited: TestContext;
  beforeAll(async () => {
    limited = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '', OPERATOR_EMAIL: operator, RATE_LIMIT_FORMS: '2/600' });
  });
  afterAll(() => limited.close());

  it('429 RATE_LIMITED with Retry-After after RATE_LIMIT_FORMS calls from one client', async () => {
    const send = () =>
      limited.http().post(`${FORMS}/contact`).field('name', 'Spam').field('email', uniqueEmail('spam')).field('body', 'Kaufen Sie!');
    await send().expect(201);
    await send().expect(201);
    const res = await send();
    expectDomainError(res, 429, 'RATE_LIMITED');
    expect(res.body.payload).toMatchObject({ limit: 2, windowSeconds: 600 });
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
  });
});
