import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Language } from '../../server/src/common/enums.js';
import { MailService } from '../../server/src/infra/mail/mail.service.js';
import { MailTemplate } from '../../server/src/infra/mail/mail.types.js';
import { uniqueEmail } from '../support/factories.js';
import { TestSmtpServer, tokenFromLink, waitForOutboxMail } from '../support/mail.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

// Mail end to end: the app's queue and worker deliver to a real SMTP server started here.
const U = '/api/v1/features/users';
const PASSWORD = 'Duenengras-2026!';
let smtp: TestSmtpServer;
let ctx: TestContext;

beforeAll(async () => {
  smtp = await new TestSmtpServer().start();
  ctx = await startTestApp({
    ...WITH_JOBS,
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(smtp.port),
    MAIL_FROM: 'Strandkorb Test <noreply@strandkorb.example.de>',
    PUBLIC_BASE_URL: 'http://localhost:3000',
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_PASSWORD_RESET: '1000/60',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.stop();
});

describe('mail over SMTP', () => {
  it('delivers the confirmation mail, and the token from its link confirms the account', async () => {
    const email = uniqueEmail('smtp');
    await ctx.http().post(`${U}/register`).send({ email, password: PASSWORD, firstName: 'Jörn' }).expect(202);
    const mail = await smtp.waitForMail(email);
    expect(mail.headers.from).toBe('Strandkorb Test <noreply@strandkorb.example.de>');
    expect(mail.headers['x-strandkorb-template']).toBe('CONFIRM_EMAIL');
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Jörn,');
    const token = tokenFromLink(mail, 'http://localhost:3000/account/confirm');
    await ctx.http().post(`${U}/loginWithRefresh`).send({ email, password: PASSWORD }).expect(403);
    await ctx.http().post(`${U}/confirm`).send({ token }).expect(200);
    await ctx.http().post(`${U}/loginWithRefresh`).send({ email, password: PASSWORD }).expect(200);
  });

  it('delivers the password-reset mail, and its token sets the password', async () => {
    const user = await ctx.factories.newUser();
    await ctx.http().post(`${U}/password/reset`).send({ email: user.email }).expect(202);
    const mail = await smtp.waitForMail(user.email, /Passwort zurücksetzen/);
    await ctx
      .http()
      .post(`${U}/password/confirm`)
      .send({ token: tokenFromLink(mail, '/account/password'), password: 'Strandhafer-Sued-9' })
      .expect(200);
    await ctx.http().post(`${U}/login`).send({ email: user.email, password: 'Strandhafer-Sued-9' }).expect(200);
  });

  it('retries with backoff when the SMTP server refuses for a moment', async () => {
    const user = await ctx.factories.newUser();
    smtp.failNext = { count: 1, code: 451 };
    await ctx.http().post(`${U}/password/reset`).send({ email: user.email }).expect(202);
    const mail = await smtp.waitForMail(user.email);
    expect(smtp.failNext.count).toBe(0);
    expect(mail.headers['x-strandkorb-template']).toBe('RESET_PASSWORD');
  }, 30_000);
});

describe('mail without SMTP_HOST', () => {
  it('writes one .eml file per mail into ${DATA_DIR}/outbox', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-outbox-'));
    const local = await startTestApp({ ...WITH_JOBS, DATA_DIR: dataDir, SMTP_HOST: '' });
    try {
      const to = uniqueEmail('outbox');
      await local.app.get(MailService).send({
        to,
        template: MailTemplate.RESET_PASSWORD,
        language: Language.EN,
        data: { firstName: 'Ada', token: 'T'.repeat(43), expiresAt: new Date().toISOString() },
      });
      const { file, mail } = await waitForOutboxMail(join(dataDir, 'outbox'), to);
      expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T.*-reset_password-[0-9a-f]{8}\.eml$/);
      expect(mail.subject).toBe('Reset your password');
      expect(tokenFromLink(mail, '/account/password')).toBe('T'.repeat(43));
    } finally {
      await local.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
