import { BadRequestException } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Cheap refusals before Nest's guards and pipes see a request (README "API conventions"). A JSON body is parsed by
 * Fastify within JSON_BODY_LIMIT; one walk over it, the query and the path parameters then refuses what validation would
 * pay dearly for (class-transformer's cost grows with the square of an object's keys: 60,000 unknown keys took seconds)
 * and what PostgreSQL refuses in any text (NUL, a lone surrogate). Multipart uploads are not JSON: their own limit is UPLOAD_MAX_BYTES.
 */
export const INPUT_LIMITS = {
  /**
   * Bytes of a JSON (or urlencoded) body. The largest legitimate bodies: 500 chairs of a bulk create (~120 KB), a
   * location's texts (description 20,000 + terms 50,000 + price texts 2 × 10,000 characters, ~100 KB as typed).
   */
  jsonBodyBytes: 256 * 1024,
  /** Keys of all objects in one body together (a bulk create of 500 chairs has about 7,500). */
  keys: 10_000,
  /** Keys of one object (the widest DTO, a location's attributes, has 19). */
  keysPerObject: 200,
  /** Characters of one key. */
  keyLength: 200,
  /** Levels of objects and arrays (a polygon inside a list item is 7 deep). */
  depth: 32,
  /** Items of one array (a DTO's own list is capped lower by its ArrayMaxSize; a polygon ring by its point cap). */
  arrayItems: 10_000,
} as const;

/** Keys that would reach an object's prototype when copied (class-transformer, Object.assign, spreading). */
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

type Where = 'path' | 'query' | 'body';

/** A value met on the walk; its path is built only for a message. */
interface Node {
  value: object;
  parent?: Node;
  key?: string | number;
  depth: number;
}

/**
 * Parsed JSON, query and path values: arrays and plain objects, including the null-prototype objects the query and
 * path parsers build (`new Empty()` whose prototype is `Object.create(null)`). A Buffer or a stream is left alone.
 */
function isWalked(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  if (Array.isArray(value)) return true;
  const proto = Object.getPrototypeOf(value) as object | null;
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * A UTF-16 surrogate without its pair ("\ud800" in JSON): no text in UTF-8, so PostgreSQL refuses it (22P02 in a jsonb
 * column) and validator.js's isEmail throws on it (a 500).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** What is wrong with a text, as the end of a message: a NUL or a lone surrogate; undefined for good text. */
function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain NUL characters (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (\\ud800-\\udfff without its pair)';
  return undefined;
}

/** A key as it may be shown in a message: NUL and lone surrogates made visible, long ones cut. */
const shown = (key: string) => {
  const visible = key.replace(/\u0000/g, '\\u0000').replace(new RegExp(LONE_SURROGATE, 'g'), (c) => `\\u${c.charCodeAt(0).toString(16)}`);
  return visible.length > 60 ? `${visible.slice(0, 60)}…` : visible;
};

function pathOf(node: Node | undefined, key?: string | number): string {
  const keys: (string | number)[] = key === undefined ? [] : [key];
  for (let n = node; n && n.key !== undefined; n = n.parent) keys.unshift(n.key);
  const path = keys.map((k, i) => (typeof k === 'number' ? `[${k}]` : `${i ? '.' : ''}${shown(k)}`)).join('');
  return path.length > 120 ? `…${path.slice(-120)}` : path;
}

/**
 * The first problem of a parsed value from the path, the query or the body, as a validation message naming the field
 * (e.g. "items[2].name must not contain NUL characters … (in the body)"); undefined when there is none. Iterative (no
 * recursion for a 5,000-level body), one pass that stops at the first problem.
 */
export function inputProblem(value: unknown, where: Where, limits = INPUT_LIMITS): string | undefined {
  const bad = (name: string, text: string) => {
    const problem = textProblem(text);
    return problem && `${name || where} ${problem} (in the ${where})`;
  };
  if (typeof value === 'string') return bad('', value);
  if (!isWalked(value)) return undefined;
  const stack: Node[] = [{ value, depth: 0 }];
  let keys = 0;
  while (stack.length) {
    const node = stack.pop()!;
    if (node.depth >= limits.depth) return `${pathOf(node) || where} is nested deeper than ${limits.depth} levels (in the ${where})`;
    const v = node.value;
    if (Array.isArray(v)) {
      if (v.length > limits.arrayItems) return `${pathOf(node) || where} has more than ${limits.arrayItems} items (in the ${where})`;
      for (let i = 0; i < v.length; i++) {
        const child: unknown = v[i];
        if (typeof child === 'string') {
          const problem = bad(pathOf(node, i), child);
          if (problem) return problem;
        } else if (isWalked(child)) {
          stack.push({ value: child, parent: node, key: i, depth: node.depth + 1 });
        }
      }
      continue;
    }
    const own = Object.keys(v);
    if (own.length > limits.keysPerObject) return `${pathOf(node) || where} has more than ${limits.keysPerObject} keys (in the ${where})`;
    keys += own.length;
    if (keys > limits.keys) return `${where} has more than ${limits.keys} keys in all`;
    for (const key of own) {
      if (key.length > limits.keyLength)
        return `${pathOf(node, key)} is not a known field: keys are at most ${limits.keyLength} characters (in the ${where})`;
      const keyProblem = textProblem(key);
      if (keyProblem) return `${pathOf(node, key)} ${keyProblem} in its name (in the ${where})`;
      if (FORBIDDEN_KEYS.has(key)) return `${pathOf(node, key)} is not allowed as a key (in the ${where})`;
      const child = (v as Record<string, unknown>)[key];
      if (typeof child === 'string') {
        const problem = bad(pathOf(node, key), child);
        if (problem) return problem;
      } else if (isWalked(child)) {
        stack.push({ value: child, parent: node, key, depth: node.depth + 1 });
      }
    }
  }
  return undefined;
}

/** Refuses a request whose path, query or body has one of the problems above: 400 in the validation error shape. */
export function checkRequestInput(request: Pick<FastifyRequest, 'params' | 'query' | 'body'>): void {
  const problem = inputProblem(request.params, 'path') ?? inputProblem(request.query, 'query') ?? inputProblem(request.body, 'body');
  if (problem) throw new BadRequestException({ statusCode: 400, message: [problem], error: 'Bad Request' });
}

/** Registers the check on every route, after body parsing and before Nest's guards, interceptors and pipes. */
export function registerInputLimits(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', (request, _reply, done) => {
    checkRequestInput(request);
    done();
  });
}
