import { describe, expect, it } from '@jest/globals';
import { INPUT_LIMITS, inputProblem } from './input-limits.js';

describe('inputProblem: the one walk over path, query and body', () => {
  it('passes ordinary values, including the null-prototype objects of the query parser', () => {
    const query = Object.assign(Object.create(Object.create(null)) as object, { q: 'timmen', page: '2', status: ['OPEN', 'PENDING'] });
    expect(inputProblem(query, 'query')).toBeUndefined();
    expect(inputProblem({ items: [{ name: 'Reihe 1', geoJson: { type: 'Point', coordinates: [10.7, 54.1] } }] }, 'body')).toBeUndefined();
    expect(inputProblem(undefined, 'body')).toBeUndefined();
    expect(inputProblem('plain text', 'body')).toBeUndefined();
  });

  it('leaves a Buffer alone (a body of another parser)', () => {
    expect(inputProblem(Buffer.alloc(100_000), 'body')).toBeUndefined();
  });

  it('names a NUL in a value or a key with its path and where it came from', () => {
    expect(inputProblem({ q: 'a\u0000' }, 'query')).toBe('q must not contain NUL characters (\\u0000) (in the query)');
    expect(inputProblem({ items: [{}, { tags: ['x', 'y\u0000'] }] }, 'body')).toBe(
      'items[1].tags[1] must not contain NUL characters (\\u0000) (in the body)',
    );
    expect(inputProblem({ a: { ['b\u0000']: 1 } }, 'body')).toBe(
      'a.b\\u0000 must not contain NUL characters (\\u0000) in its name (in the body)',
    );
    expect(inputProblem('x\u0000', 'body')).toBe('body must not contain NUL characters (\\u0000) (in the body)');
  });

  it('names a lone surrogate (not UTF-8: PostgreSQL and isEmail refuse it) in a value or a key; a pair is text', () => {
    const surrogate = 'must not contain a lone surrogate (\\ud800-\\udfff without its pair)';
    expect(inputProblem(JSON.parse('{"email":"a\\ud800@b.de"}'), 'body')).toBe(`email ${surrogate} (in the body)`);
    expect(inputProblem({ items: [{ name: ['x', '\udc00y'] }] }, 'body')).toBe(`items[0].name[1] ${surrogate} (in the body)`);
    expect(inputProblem({ ['k\ud83d']: 1 }, 'query')).toBe(`k\\ud83d ${surrogate} in its name (in the query)`);
    expect(inputProblem({ name: 'Strandkorb 🏖️🦀 \ud83e\udd80' }, 'body')).toBeUndefined();
  });

  it('refuses prototype keys at any depth', () => {
    for (const key of ['__proto__', 'constructor', 'prototype']) {
      const body = JSON.parse(`{"a":[{"${key}":1}]}`);
      expect(inputProblem(body, 'body')).toBe(`a[0].${key} is not allowed as a key (in the body)`);
    }
  });

  it('caps depth, keys per object, keys in all, key length and array items', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 5000; i++) deep = { a: deep };
    expect(inputProblem(deep, 'body')).toMatch(/^a(\.a)+.* is nested deeper than 32 levels \(in the body\)$/);
    const wide = Object.fromEntries(Array.from({ length: INPUT_LIMITS.keysPerObject + 1 }, (_, i) => [`k${i}`, 1]));
    expect(inputProblem({ x: wide }, 'body')).toBe(`x has more than ${INPUT_LIMITS.keysPerObject} keys (in the body)`);
    const many = { items: Array.from({ length: 60 }, () => Object.fromEntries(Array.from({ length: 180 }, (_, i) => [`k${i}`, 1]))) };
    expect(inputProblem(many, 'body')).toBe(`body has more than ${INPUT_LIMITS.keys} keys in all`);
    expect(inputProblem({ ['k'.repeat(201)]: 1 }, 'body')).toMatch(
      /^k{60}… is not a known field: keys are at most 200 characters \(in the body\)$/,
    );
    expect(inputProblem({ zz: new Array(INPUT_LIMITS.arrayItems + 1).fill(0) }, 'body')).toBe(
      `zz has more than ${INPUT_LIMITS.arrayItems} items (in the body)`,
    );
  });

  it('accepts a legitimate bulk near the caps: 500 chairs with every field', () => {
    const chair = {
      sectionId: 1,
      rowId: null,
      publicNumber: '12',
      model: 'BALTIC_BEACH_CHAIR',
      timeEnum: 'HALF_DAY',
      position: 3,
      seasonBeachChair: false,
      attributes: { color: 'green' },
      geoJson: { type: 'Point', coordinates: [10.7, 54.1] },
      description: 'x',
      reserved: false,
      active: true,
    };
    expect(inputProblem({ items: Array.from({ length: 500 }, () => ({ ...chair })) }, 'body')).toBeUndefined();
  });
});
