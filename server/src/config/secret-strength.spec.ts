import { describe, expect, it } from '@jest/globals';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AppConfig, DEMO_STOREFRONT_API_KEY, SENSITIVE_VARIABLES } from './app-config.js';
import { REPOSITORY_SECRETS, secretProblem } from './secret-strength.js';

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
