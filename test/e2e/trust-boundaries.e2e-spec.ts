import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { uniqueEmail } from '../support/factories.js';
import { readOutbox } from '../support/mail.js';
import { startTestApp, TestContext, WITH_JOBS } from '../support/test-app.js';
import { waitFor } from '../support/wait.js';

/**
 * Issue 20: no per-IP limit that a header bypasses, limits per account beside those per address. supertest calls from
 * 127.0.0.1: with TRUST_PROXY unset that is every caller's address, whatever X-Forwarded-For says; with loopback trusted
 * (a load balancer on this host), X-Forwarded-For names the client.
 */
const U = '/api/v1/features/users';
const WRONG = 'Wrong-Guess-000';
let untrusted: TestContext;
let behindProxy: TestContext;
/** Behind the proxy as well, with the per-account limit of the defaults (10/900). */
let accountLimited: TestContext;
let dataDir: string;
let ip = 0;
const newIp = () => `198.51.100.${(++ip % 250) + 1}`;

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'strandkorb-trust-'));
  const limits = {
    RATE_LIMIT_LOGIN: '10/300',
    RATE_LIMIT_LOGIN_IP: '30/300',
    RATE_LIMIT_LOGIN_ACCOUNT: '10/900',
    RATE_LIMIT_REGISTER_EMAIL: '1/900',
    RATE_LIMIT_BOOKING_STATUS: '5/600',
    RATE_LIMIT_BOOKING_LOOKUP: '1000/600',
    RATE_LIMIT_BOOKING_LOOKUP_REF: '3/600',
    DATA_DIR: dataDir,
    SMTP_HOST: '',
  };
  // The per-account limit is out of the way here (LOGIN_ACCOUNT is tested on its own below): a 429 then comes from a per-IP limit.
  const noAccountLimit = { RATE_LIMIT_LOGIN_ACCOUNT: '1000/900' };
  [untrusted, behindProxy] = await Promise.all([
    startTestApp({ ...WITH_JOBS, ...limits, ...noAccountLimit, TRUST_PROXY: '' }),
    startTestApp({ ...WITH_JOBS, ...limits, ...noAccountLimit, TRUST_PROXY: 'loopback' }),
  ]);
  accountLimited = await startTestApp({ ...WITH_JOBS, ...limits, TRUST_PROXY: 'loopback' });
});
afterAll(async () => {
  await untrusted.close();
  await behindProxy.close();
  await accountLimited.close();
  await rm(dataDir, { recursive: true, force: true });
});

const login = (ctx: TestContext, email: string, password = WRONG, forwardedFor = newIp()) =>
  ctx.http().post(`${U}/login`).set('X-Forwarded-For', forwardedFor).send({ email, password });

async function statuses(n: number, call: (i: number) => PromiseLike<{ status: number }>): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < n; i++) out.push((await call(i)).status);
  return out;
}

describe('TRUST_PROXY unset: X-Forwarded-For is ignored', () => {
  it('fifteen wrong passwords for one account, each with a new X-Forwarded-For, are limited by the 11th', async () => {
    const email = uniqueEmail('xff-rotate');
    const seen = await statuses(15, () => login(untrusted, email));
    expect(seen.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(seen.slice(10)).toEqual(Array(5).fill(429));
    // The same behind a trusted proxy: each header is another client, so no per-IP limit is reached.
    const trusted = uniqueEmail('xff-trusted');
    expect(await statuses(15, () => login(behindProxy, trusted))).toEqual(Array(15).fill(401));
  });

  it('password spraying (many accounts, one address, rotating headers) is limited per IP (RATE_LIMIT_LOGIN_IP)', async () => {
    const fresh = await startTestApp({ RATE_LIMIT_LOGIN_IP: '30/300', TRUST_PROXY: '' });
    try {
      const seen = await statuses(40, (i) => login(fresh, uniqueEmail(`spray-${i}`)));
      expect(seen).toEqual([...Array(30).fill(401), ...Array(10).fill(429)]);
    } finally {
      await fresh.close();
    }
  });
});

describe('TRUST_PROXY=loopback: behind a trusted load balancer the client address counts', () => {
  it('each client behind the proxy has its own per-IP count', async () => {
    const client = newIp();
    const seen = await statuses(31, (i) => login(behindProxy, uniqueEmail(`client-${i}`), WRONG, client));
    expect(seen.at(-1)).toBe(429);
    // Another client behind the same proxy is not affected.
    await login(behindProxy, uniqueEmail('other-client'), WRONG, newIp()).expect(401);
  });

  it('an account gets RATE_LIMIT_LOGIN_ACCOUNT failed tries from any number of addresses; then 429 even with the right password', async () => {
    const account = await accountLimited.factories.newUser({ password: 'Duenengras-2026!' });
    const seen = await statuses(10, () => login(accountLimited, account.email));
    expect(seen).toEqual(Array(10).fill(401));
    const locked = await login(accountLimited, account.email, 'Duenengras-2026!');
    expect(locked.status).toBe(429);
    expect(locked.body.errorType).toBe('RATE_LIMITED');
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // An address without an account answers alike: the 429 tells nothing about who has one.
    const nobody = uniqueEmail('nobody');
    expect(await statuses(11, () => login(accountLimited, nobody))).toEqual([...Array(10).fill(401), 429]);
    // Another account is not affected.
    const other = await accountLimited.factories.newUser({ password: 'Duenengras-2026!' });
    await login(accountLimited, other.email, 'Duenengras-2026!').expect(200);
  });

  it('a burst of parallel guesses from many addresses gets no more tries than one at a time', async () => {
    const account = await accountLimited.factories.newUser({ password: 'Duenengras-2026!' });
    const burst = await Promise.all(Array.from({ length: 30 }, () => login(accountLimited, account.email)));
    expect(burst.filter((r) => r.status === 401)).toHaveLength(10);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(20);
  });

  it('a successful login starts the account count anew', async () => {
    const account = await accountLimited.factories.newUser({ password: 'Duenengras-2026!' });
    expect(await statuses(9, () => login(accountLimited, account.email))).toEqual(Array(9).fill(401));
    await login(accountLimited, account.email, 'Duenengras-2026!').expect(200);
    expect(await statuses(9, () => login(accountLimited, account.email))).toEqual(Array(9).fill(401));
  });
});

describe('mailbox flooding and lookups by reference', () => {
  it('register sends one mail per address and window, whatever the client address', async () => {
    const victim = uniqueEmail('victim');
    const body = { email: victim, password: 'Duenengras-2026!' };
    // A registration that validation refuses (too short a password) sends nothing and costs nothing.
    await behindProxy
      .http()
      .post(`${U}/register`)
      .set('X-Forwarded-For', newIp())
      .send({ ...body, password: 'kurz' })
      .expect(400);
    await behindProxy.http().post(`${U}/register`).set('X-Forwarded-For', newIp()).send(body).expect(202);
    const again = await statuses(5, () => behindProxy.http().post(`${U}/register`).set('X-Forwarded-For', newIp()).send(body));
    expect(again).toEqual(Array(5).fill(429));
    const mails = () => readOutbox(join(dataDir, 'outbox')).then((all) => all.filter(({ mail }) => mail.to.includes(victim)));
    await waitFor(async () => ((await mails()).length === 1 ? true : undefined), 'the one confirmation mail');
    await new Promise((r) => setTimeout(r, 500));
    expect(await mails()).toHaveLength(1);
  });

  it('booking_status is limited per IP, the e-mail lookups per booking reference from any address', async () => {
    const client = newIp();
    const status = await statuses(6, () =>
      behindProxy.http().get('/api/v1/features/public/booking_status/ZZZZ2345').set('X-Forwarded-For', client),
    );
    expect(status).toEqual([...Array(5).fill(404), 429]);
    const cancel = await statuses(4, () =>
      behindProxy
        .http()
        .put('/api/v1/features/public/booking/cancel')
        .set('X-Forwarded-For', newIp())
        .query({ bookingRef: 'YYYY2345', email: uniqueEmail('guess') }),
    );
    expect(cancel).toEqual([404, 404, 404, 429]);
    // A body field of the same name does not choose the counter: the query's reference is counted.
    const smuggled = await statuses(4, (i) =>
      behindProxy
        .http()
        .put('/api/v1/features/public/booking/confirm')
        .set('X-Forwarded-For', newIp())
        .query({ bookingRef: 'XXXX2345', email: uniqueEmail('guess') })
        .send({ bookingRef: `RAND${i}234` }),
    );
    expect(smuggled).toEqual([404, 404, 404, 429]);
    // booking_status counts per reference too, from any address.
    const statusRef = await statuses(6, () =>
      behindProxy.http().get('/api/v1/features/public/booking_status/WWWW2345').set('X-Forwarded-For', newIp()),
    );
    expect(statusRef).toEqual([...Array(5).fill(404), 429]);
  });
});

describe('TRUST_PROXY is validated at boot', () => {
  it.each([['true'], ['*'], ['10.0.0.0/4'], ['not-an-address'], ['0']])('refuses %s', async (value) => {
    await expect(startTestApp({ TRUST_PROXY: value })).rejects.toThrow(/TRUST_PROXY/);
  });
});
