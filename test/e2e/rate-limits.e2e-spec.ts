import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { uniqueEmail } from '../support/factories.js';
import { startTestApp, TestContext } from '../support/test-app.js';

// Two instances of one deployment (same Redis, same counter prefix): the limits hold across both.
const U = '/api/v1/features/users';
let a: TestContext;
let b: TestContext;

beforeAll(async () => {
  const shared = {
    RATE_LIMIT_PREFIX: `sk-test-rl:shared-${process.pid}-${Date.now().toString(36)}`,
    RATE_LIMIT_LOGIN: '3/60',
    RATE_LIMIT_REGISTER: '2/60',
    RATE_LIMIT_CONFIRM_RESEND: '2/60',
    RATE_LIMIT_PASSWORD_RESET: '2/60',
  };
  [a, b] = await Promise.all([startTestApp(shared), startTestApp(shared)]);
});
afterAll(async () => {
  await a.close();
  await b.close();
});

const instances = () => [a, b, a, b, a, b];

describe('rate limits across two instances', () => {
  it('limits login per address, with 429 RATE_LIMITED and Retry-After', async () => {
    const email = uniqueEmail('brute');
    const wrong = { email, password: 'Wrong-Guess-000' };
    const [one, two, three, four] = instances();
    await one.http().post(`${U}/login`).send(wrong).expect(401).expect('RateLimit-Remaining', '2');
    await two.http().post(`${U}/loginWithRefresh`).send(wrong).expect(401);
    await three.http().post(`${U}/login`).send(wrong).expect(401).expect('RateLimit-Remaining', '0');
    const limited = await four.http().post(`${U}/login`).send(wrong).expect(429);
    expect(limited.body).toEqual({
      statusCode: 429,
      errorType: 'RATE_LIMITED',
      payload: { limit: 3, windowSeconds: 60, retryAfterSeconds: expect.any(Number) },
      message: expect.any(String),
    });
    expect(limited.body.payload.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.body.payload.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers['retry-after']).toBe(String(limited.body.payload.retryAfterSeconds));
    // Another address from the same client is counted on its own.
    await a
      .http()
      .post(`${U}/login`)
      .send({ email: uniqueEmail('other'), password: 'Wrong-Guess-000' })
      .expect(401);
  });

  it('limits register per client', async () => {
    const body = () => ({ email: uniqueEmail('signup'), password: 'Duenengras-2026!' });
    await a.http().post(`${U}/register`).send(body()).expect(202);
    await b.http().post(`${U}/register`).send(body()).expect(202);
    const limited = await a.http().post(`${U}/register`).send(body()).expect(429);
    expect(limited.body.errorType).toBe('RATE_LIMITED');
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
  });

  it.each([['confirm/resend'], ['password/reset']])('limits %s per address', async (path) => {
    const email = uniqueEmail('mailbomb');
    await a.http().post(`${U}/${path}`).send({ email }).expect(202);
    await b.http().post(`${U}/${path}`).send({ email }).expect(202);
    expect((await a.http().post(`${U}/${path}`).send({ email }).expect(429)).body.errorType).toBe('RATE_LIMITED');
    await b
      .http()
      .post(`${U}/${path}`)
      .send({ email: uniqueEmail('someone-else') })
      .expect(202);
  });

  it('counts in a prefix of its own: another deployment sharing the Redis is not affected', async () => {
    const email = uniqueEmail('separate');
    for (let i = 0; i < 3; i++) await a.http().post(`${U}/login`).send({ email, password: 'Wrong-Guess-000' }).expect(401);
    await a.http().post(`${U}/login`).send({ email, password: 'Wrong-Guess-000' }).expect(429);
    const elsewhere = await startTestApp({ RATE_LIMIT_LOGIN: '3/60' });
    try {
      await elsewhere.http().post(`${U}/login`).send({ email, password: 'Wrong-Guess-000' }).expect(401);
    } finally {
      await elsewhere.close();
    }
  });
});
