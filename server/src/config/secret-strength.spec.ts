import { describe, expect, it } from '@jest/globals';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppConfig, DEMO_STOREFRONT_API_KEY, SENSITIVE_VARIABLES } from './app-config.js';
import { entropyProblem, estimatedBits, REPOSITORY_SECRETS, secretProblem } from './secret-strength.js';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The files a deployer copies values from: compose, image, scripts, README and docs, an env example if there is one. */
function deploymentFiles(): string[] {
  const files = ['docker-compose.yml', 'Dockerfile', 'README.md', '.env.example'].map((f) => join(root, f));
  for (const dir of ['docs', 'scripts']) files.push(...readdirSync(join(root, dir)).map((f) => join(root, dir, f)));
  return files.filter((f) => existsSync(f));
}

/** `NAME: value` / `NAME=value` of a sensitive variable with a literal value (not `${NAME:?…}`, `<…>`, `%s` or empty). */
function literalSecrets(): { file: string; name: string; value: string }[] {
  const found: { file: string; name: string; value: string }[] = [];
  const names = [...SENSITIVE_VARIABLES, 'MINIO_ROOT_PASSWORD'].join('|');
  const assignment = new RegExp(`\\b(${names})\\s*[:=]\\s*["']?([^\\s"'\`|,)]+)`, 'g');
  for (const file of deploymentFiles()) {
    for (const [, name, value] of readFileSync(file, 'utf8').matchAll(assignment)) {
      if (/^[$<`%]/.test(value)) continue; // ${VAR:?…}, <your value>, a printf format
      found.push({ file: file.slice(root.length + 1), name, value });
    }
  }
  return found;
}

describe('secrets published in this repository', () => {
  it('every literal secret of the deployment files is refused in production (REPOSITORY_SECRETS is complete)', () => {
    const accepted = literalSecrets().filter(({ value }) => secretProblem(value, true) === undefined);
    expect(accepted).toEqual([]);
  });

  it('the demo defaults are among them', () => {
    expect(REPOSITORY_SECRETS).toEqual(expect.arrayContaining([new AppConfig().JWT_SECRET, DEMO_STOREFRONT_API_KEY, 'strandkorb-secret']));
    for (const value of REPOSITORY_SECRETS) expect(secretProblem(value, false)).toMatch(/published in this repository/);
  });

  it('docker-compose.yml requires the JWT and S3 secrets instead of carrying them', () => {
    const compose = readFileSync(join(root, 'docker-compose.yml'), 'utf8');
    expect(compose).toMatch(/JWT_SECRET: \$\{JWT_SECRET:\?/);
    expect(compose).toMatch(/S3_SECRET_ACCESS_KEY: \$\{S3_SECRET_ACCESS_KEY:\?/);
    expect(compose).toMatch(/MINIO_ROOT_PASSWORD: \$\{S3_SECRET_ACCESS_KEY:\?/);
  });
});

describe('the strength of a chosen secret (at least 32 characters and about 128 bits as a guesser counts them)', () => {
  it('refuses the phrase production once took (issue 28): its words count as words, not as letters', () => {
    const phrase = 'Strandkorb-Production-Secret-2026';
    // By its alphabet alone it would pass: 33 characters of four classes, about 216 bits.
    expect(phrase.length * Math.log2(95)).toBeGreaterThan(128);
    expect(estimatedBits(phrase)).toBeLessThan(80);
    expect(entropyProblem(phrase)).toMatch(/^has about \d+ bits of entropy read as the words Strandkorb, Production, Secret/);
    expect(secretProblem(phrase, true)).toMatch(/generate one, e\.g\. openssl rand -base64 48$/);
    // A provider's key is not ours to judge: only repository values and placeholders are refused there.
    expect(secretProblem(phrase, false)).toBeUndefined();
  });

  it.each([
    'correct-horse-battery-staple-2026-extra',
    'blue-fish-cake-tree-dogs-2026-cats-wolf',
    'MyCompanyJwtSecretForProduction2026!',
    'strandkorbproductionsecret2026xyz',
    'Ostsee2026!Strandkorb#Binz$Warnemuende',
  ])('refuses the phrase %s', (phrase) => {
    expect(entropyProblem(phrase)).toMatch(/bits of entropy read as the words/);
  });

  it('takes what the docs tell a deployer to run, every time', () => {
    for (let i = 0; i < 500; i++) {
      for (const secret of [
        randomBytes(48).toString('base64'), // openssl rand -base64 48
        randomBytes(32).toString('hex'), // openssl rand -hex 32
        randomBytes(24).toString('hex'), // openssl rand -hex 24
        randomBytes(32).toString('base64url'),
      ]) {
        expect([secret, entropyProblem(secret)]).toEqual([secret, undefined]);
      }
    }
  });

  it('refuses a random value under 32 characters, whatever its bits', () => {
    const short = randomBytes(18).toString('base64'); // 24 characters, 144 bits
    expect(entropyProblem(short)).toBe('has 24 characters (at least 32)');
  });
});
