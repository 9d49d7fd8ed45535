import { describe, expect, it } from '@jest/globals';
import type { CallHandler, ExecutionContext } from '@nestjs/common';
import { defer, firstValueFrom } from 'rxjs';
import { ReadRetryInterceptor } from './read-retry.interceptor.js';

const context = (method: string) =>
  ({ getType: () => 'http', switchToHttp: () => ({ getRequest: () => ({ method }) }) }) as unknown as ExecutionContext;

/** A handler that fails with `errors` in turn, then answers 'rows'; counts its calls (Nest's next.handle() is deferred too). */
function handler(errors: unknown[]): CallHandler & { calls: number } {
  const h = {
    calls: 0,
    handle: () =>
      defer(async () => {
        const error = errors[h.calls++];
        if (error) throw error as Error;
        return 'rows';
      }),
  };
  return h;
}

const terminated = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' });

describe('ReadRetryInterceptor', () => {
  it('runs a GET handler once more after a lost connection', async () => {
    const h = handler([terminated]);
    await expect(firstValueFrom(new ReadRetryInterceptor().intercept(context('GET'), h))).resolves.toBe('rows');
    expect(h.calls).toBe(2);
  });

  it('only once, only for a lost connection, never for a write', async () => {
    let h = handler([terminated, terminated]);
    await expect(firstValueFrom(new ReadRetryInterceptor().intercept(context('GET'), h))).rejects.toBe(terminated);
    expect(h.calls).toBe(2);
    const other = Object.assign(new Error('duplicate key'), { code: '23505' });
    h = handler([other]);
    await expect(firstValueFrom(new ReadRetryInterceptor().intercept(context('GET'), h))).rejects.toBe(other);
    expect(h.calls).toBe(1);
    h = handler([terminated]);
    await expect(firstValueFrom(new ReadRetryInterceptor().intercept(context('POST'), h))).rejects.toBe(terminated);
    expect(h.calls).toBe(1);
  });
});
