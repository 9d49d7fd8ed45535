import { afterEach, describe, expect, it } from '@jest/globals';
import { hashPassword, usePasswordCost, verifyPassword } from './password.js';

describe('password hashes', () => {
  afterEach(() => usePasswordCost(32768));

  it('stores the cost with the hash, so a hash of another cost still verifies after the setting changed', async () => {
    usePasswordCost(1024);
    const cheap = await hashPassword('Strandkorb-2026!');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    usePasswordCost(32768);
    await expect(verifyPassword('Strandkorb-2026!', cheap)).resolves.toBe(true);
    await expect(verifyPassword('strandkorb-2026!', cheap)).resolves.toBe(false);
    expect(await hashPassword('x')).toMatch(/^scrypt\$32768\$/);
  });
});
