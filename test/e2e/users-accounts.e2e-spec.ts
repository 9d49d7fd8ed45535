import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueEmail } from '../support/factories.js';
import { readOutbox, tokenFromLink, waitForOutboxMail } from '../support/mail.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';

// Registration, confirmation and password reset, with mails in the outbox folder (no SMTP_HOST).
const U = '/api/v1/features/users';
const PASSWORD = 'Duenengras-2026!';
let ctx: TestContext;
let dataDir: string;
let outbox: string;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-accounts-'));
  outbox = join(dataDir, 'outbox');
  ctx = await startTestApp({
    ...WITH_JOBS,
    DATA_DIR: dataDir,
    SMTP_HOST: '',
    PUBLIC_BASE_URL: 'https://strandkorb.example.de',
    RATE_LIMIT_LOGIN: '1000/60',
    RATE_LIMIT_REGISTER: '1000/60',
    RATE_LIMIT_CONFIRM_RESEND: '1000/60',
    RATE_LIMIT_PASSWORD_RESET: '1000/60',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(dataDir, { recursive: true, force: true });
});

const expectError = (body: Record<string, unknown>, status: number, errorType: string) =>
  expect(body).toEqual({ statusCode: status, errorType, payload: expect.any(Object), message: expect.any(String) });
const login = (email: string, password: string) => ctx.http().post(`${U}/loginWithRefresh`).send({ email, password });

describe('register and confirm', () => {
  it('creates an unconfirmed account, mails a link whose token confirms it once, then sign-in works', async () => {
    const email = uniqueEmail('neu');
    const res = await ctx
      .http()
      .post(`${U}/register`)
      .send({ email: ` ${email.toUpperCase()}`, password: PASSWORD, firstName: 'Inge' })
      .expect(202);
    expect(res.body).toEqual({ email });
    const { rows } = await ctx.db.query(`SELECT role, confirmed_at, password_hash, language, first_name FROM app_user WHERE email = $1`, [
      email,
    ]);
    expect(rows).toEqual([
      {
        role: 'VENDOR',
        confirmed_at: null,
        // scrypt with its parameters; the test apps hash at N=1024 (PASSWORD_SCRYPT_N), production at 2^15 (password.spec.ts).
        password_hash: expect.stringMatching(/^scrypt\$1024\$8\$1\$/),
        language: 'de',
        first_name: 'Inge',
      },
    ]);
    expectError((await login(email, PASSWORD).expect(403)).body, 403, 'EMAIL_NOT_CONFIRMED');

    const { file, mail } = await waitForOutboxMail(outbox, email);
    expect(file).toMatch(/confirm_email-[0-9a-f]{8}\.eml$/);
    expect(mail.subject).toBe('Bitte bestätigen Sie Ihre E-Mail-Adresse');
    expect(mail.text).toContain('Hallo Inge,');
    const token = tokenFromLink(mail, 'https://strandkorb.example.de/account/confirm');
    expect(mail.html).toContain(`https://strandkorb.example.de/account/confirm?token=${token}`);

    expect((await ctx.http().post(`${U}/confirm`).send({ token }).expect(200)).body).toEqual({ email });
    const session = (await login(email, PASSWORD).expect(200)).body;
    expect(session.user).toMatchObject({ email, role: 'VENDOR', vendorIds: [], vendorId: null });
    expectError((await ctx.http().post(`${U}/confirm`).send({ token }).expect(400)).body, 400, 'TOKEN_ALREADY_USED');
  });

  it('writes English mails for English accounts', async () => {
    const email = uniqueEmail('english');
    await ctx.http().post(`${U}/register`).send({ email, password: PASSWORD, language: 'en' }).expect(202);
    const { mail } = await waitForOutboxMail(outbox, email);
    expect(mail.subject).toBe('Please confirm your e-mail address');
    expect(mail.text).toContain('Hello,');
  });

  it('answers an address that has an account the same way, and tells its owner by mail', async () => {
    const user = await ctx.factories.newUser();
    const res = await ctx.http().post(`${U}/register`).send({ email: user.email, password: PASSWORD }).expect(202);
    expect(res.body).toEqual({ email: user.email });
    const { mail } = await waitForOutboxMail(outbox, user.email);
    expect(mail.subject).toBe('Sie haben bereits ein Konto');
    // The password did not change.
    await login(user.email, user.password).expect(200);
    await login(user.email, PASSWORD).expect(401);
  });

  it('refuses weak passwords and bad addresses, naming the field', async () => {
    const weak = async (password: string, expected: RegExp) => {
      const res = await ctx.http().post(`${U}/register`).send({ email: 'kiosk-owner@example.test', password }).expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: [expect.stringMatching(expected)],
        fields: [{ field: 'password', constraint: expect.any(String) }],
      });
    };
    await weak('kurz-1', /^password must be at least 10 characters long/);
    await weak('nurbuchstabenhier', /^password must contain letters and at least one digit or symbol/);
    await weak('aaaaaaaaaa1', /^password must contain at least 5 different characters/);
    await weak('Passwort123', /^password must not be a common password/);
    await weak('kiosk-owner-2026', /^password must not contain the e-mail address/);
    const bad = await ctx.http().post(`${U}/register`).send({ email: 'no-at-sign', password: PASSWORD, language: 'fr' }).expect(400);
    expect(bad.body.message).toEqual(
      expect.arrayContaining([expect.stringMatching(/^email must be an email/), expect.stringMatching(/^language /)]),
    );
    const extra = await ctx.http().post(`${U}/register`).send({ email: uniqueEmail(), password: PASSWORD, role: 'ADMIN' }).expect(400);
    expect(extra.body.message).toEqual(['property role should not exist']);
  });

  it('refuses unknown, expired and other-kind tokens', async () => {
    const user = await ctx.factories.newUser({ confirmed: false });
    expectError(
      (
        await ctx
          .http()
          .post(`${U}/confirm`)
          .send({ token: 'x'.repeat(43) })
          .expect(400)
      ).body,
      400,
      'TOKEN_INVALID',
    );
    const expired = await ctx.factories.newUserToken({ userId: user.id, kind: 'CONFIRM_EMAIL', expiresAt: new Date(Date.now() - 1000) });
    const res = await ctx.http().post(`${U}/confirm`).send({ token: expired }).expect(400);
    expectError(res.body, 400, 'TOKEN_EXPIRED');
    expect(res.body.payload).toEqual({ kind: 'CONFIRM_EMAIL' });
    const reset = await ctx.factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD' });
    expectError((await ctx.http().post(`${U}/confirm`).send({ token: reset }).expect(400)).body, 400, 'TOKEN_INVALID');
    const missing = await ctx.http().post(`${U}/confirm`).send({}).expect(400);
    expect(missing.body.message.length).toBeGreaterThan(0);
    for (const message of missing.body.message) expect(message).toMatch(/^token /);
  });
});

describe('confirm/resend', () => {
  it('mails a new link to an unconfirmed account; the earlier link stops working', async () => {
    const user = await ctx.factories.newUser({ confirmed: false });
    const first = await ctx.factories.newUserToken({ userId: user.id, kind: 'CONFIRM_EMAIL' });
    expect((await ctx.http().post(`${U}/confirm/resend`).send({ email: user.email }).expect(202)).body).toEqual({ email: user.email });
    const { mail } = await waitForOutboxMail(outbox, user.email);
    expectError((await ctx.http().post(`${U}/confirm`).send({ token: first }).expect(400)).body, 400, 'TOKEN_EXPIRED');
    await ctx
      .http()
      .post(`${U}/confirm`)
      .send({ token: tokenFromLink(mail, '/account/confirm') })
      .expect(200);
  });

  it('answers the same for unknown and confirmed addresses, and mails nothing', async () => {
    const confirmed = await ctx.factories.newUser();
    const unknown = uniqueEmail('unknown');
    await ctx.http().post(`${U}/confirm/resend`).send({ email: confirmed.email }).expect(202);
    expect((await ctx.http().post(`${U}/confirm/resend`).send({ email: unknown }).expect(202)).body).toEqual({ email: unknown });
    await new Promise((r) => setTimeout(r, 500));
    const mails = await readOutbox(outbox);
    expect(mails.filter(({ mail }) => mail.to.includes(confirmed.email) || mail.to.includes(unknown))).toEqual([]);
  });
});

describe('password/reset and password/confirm', () => {
  it('mails a single-use token; setting the password signs the user out everywhere', async () => {
    const user = await ctx.factories.newUser({ language: 'en' });
    const session = (await login(user.email, user.password).expect(200)).body;
    const other = (await login(user.email, user.password).expect(200)).body;
    expect((await ctx.http().post(`${U}/password/reset`).send({ email: user.email }).expect(202)).body).toEqual({ email: user.email });
    const { mail } = await waitForOutboxMail(outbox, user.email, /Reset your password/);
    const token = tokenFromLink(mail, '/account/password');

    const newPassword = 'Leuchtturm-Nord-77';
    expect((await ctx.http().post(`${U}/password/confirm`).send({ token, password: newPassword }).expect(200)).body).toEqual({
      email: user.email,
    });
    for (const s of [session, other]) {
      expectError(
        (await ctx.http().post(`${U}/refresh`).send({ refreshToken: s.refreshToken }).expect(401)).body,
        401,
        'REFRESH_TOKEN_INVALID',
      );
    }
    expectError((await login(user.email, user.password).expect(401)).body, 401, 'INVALID_CREDENTIALS');
    await login(user.email, newPassword).expect(200);
    const again = await ctx.http().post(`${U}/password/confirm`).send({ token, password: 'Noch-ein-Passwort-1' }).expect(400);
    expectError(again.body, 400, 'TOKEN_ALREADY_USED');
  });

  it('refuses an expired token and a weak password, and spends nothing then', async () => {
    const user = await ctx.factories.newUser({ email: uniqueEmail('strandwart') });
    const expired = await ctx.factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD', expiresAt: new Date(Date.now() - 1000) });
    const res = await ctx.http().post(`${U}/password/confirm`).send({ token: expired, password: 'Leuchtturm-Nord-77' }).expect(400);
    expectError(res.body, 400, 'TOKEN_EXPIRED');
    expect(res.body.payload).toEqual({ kind: 'RESET_PASSWORD' });

    const token = await ctx.factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD' });
    const weak = await ctx.http().post(`${U}/password/confirm`).send({ token, password: 'short' }).expect(400);
    expect(weak.body.message).toEqual([expect.stringMatching(/^password must be at least 10/)]);
    // The e-mail address is only known once the token is read.
    const withEmail = await ctx
      .http()
      .post(`${U}/password/confirm`)
      .send({ token, password: `${user.email.split('@')[0]}-X1` })
      .expect(400);
    expect(withEmail.body.message).toEqual(['password must not contain the e-mail address']);
    await ctx.http().post(`${U}/password/confirm`).send({ token, password: 'Leuchtturm-Nord-77' }).expect(200);
  });

  it('confirms the address of an unconfirmed account (the mail reached it)', async () => {
    const user = await ctx.factories.newUser({ confirmed: false });
    const token = await ctx.factories.newUserToken({ userId: user.id, kind: 'RESET_PASSWORD' });
    await ctx.http().post(`${U}/password/confirm`).send({ token, password: 'Leuchtturm-Nord-77' }).expect(200);
    await login(user.email, 'Leuchtturm-Nord-77').expect(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const unknown = uniqueEmail('ghost');
    expect((await ctx.http().post(`${U}/password/reset`).send({ email: unknown }).expect(202)).body).toEqual({ email: unknown });
    await new Promise((r) => setTimeout(r, 300));
    expect((await readOutbox(outbox)).filter(({ mail }) => mail.to.includes(unknown))).toEqual([]);
  });
});
