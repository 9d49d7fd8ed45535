import { describe, expect, it } from '@jest/globals';
import { passwordProblem } from './password-policy.js';

describe('password strength', () => {
  it.each([
    ['Admin-Strand-2026', undefined],
    ['Vendor-Strand-2026', undefined],
    ['Strandkorb-Ostsee-7', undefined],
    ['lange passphrase mit leerzeichen', undefined],
    ['kurz-1', 'be at least 10 characters long'],
    ['x'.repeat(129) + '1', 'be at most 128 characters long'],
    ['nurbuchstaben', 'contain letters and at least one digit or symbol'],
    ['1234567890123', 'contain letters and at least one digit or symbol'],
    ['abababab12', 'contain at least 5 different characters'],
    ['Passwort2026', 'not be a common password'],
    ['qwertz1234', 'not be a common password'],
  ])('%s', (password, problem) => {
    expect(passwordProblem(password)).toBe(problem);
  });

  it('refuses the e-mail address in the password, in any case', () => {
    expect(passwordProblem('Inge.Petersen-2026', 'inge.petersen@example.de')).toBe('not contain the e-mail address');
    expect(passwordProblem('Leuchtturm-Nord-77', 'inge.petersen@example.de')).toBeUndefined();
  });

  it('is not a string', () => {
    expect(passwordProblem(12345678901)).toBe('be a string');
  });
});
