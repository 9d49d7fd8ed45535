import { describe, expect, it } from '@jest/globals';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';

// Every domain error code of the server's catalogue has a text in both languages, with the same parameters.
const root = process.cwd();
const read = (path: string) => readFileSync(resolve(root, path), 'utf8');
const codes = [...read('server/src/common/errors/error-type.ts').matchAll(/^\s+([A-Z_]+) = '\1',$/gm)].map(
  (m) => m[1] as string,
);
const de = JSON.parse(read('web/src/locales/de/error.json')) as Record<string, unknown>;
const en = JSON.parse(read('web/src/locales/en/error.json')) as Record<string, unknown>;
const params = (text: unknown) => [...String(text).matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('error namespace', () => {
  it('reads the catalogue', () => {
    expect(codes.length).toBeGreaterThan(30);
  });

  it.each(codes)('%s has a German and an English text with the same parameters', (code) => {
    expect(typeof de[code]).toBe('string');
    expect(typeof en[code]).toBe('string');
    expect(params(en[code])).toEqual(params(de[code]));
  });
});
