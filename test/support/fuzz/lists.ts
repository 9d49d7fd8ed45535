import type { FuzzRequest } from './hostile.js';
import type { Operation } from './openapi.js';
import { send } from './runner.js';

/**
 * The list convention's own inputs (README "API conventions": filters, filterBy + filter, orderBy). Which filters and
 * orders a list allows is not in openapi.json; the list says it in its 400 (payload.allowed), so one probe per list
 * finds out, and then every allowed filter gets each hostile value and every allowed order is asked for.
 */

const FILTER_VALUES: [string, unknown][] = [
  ['text', 'zwölf'],
  ['"2026-02-30"', '2026-02-30'],
  ['LIKE wildcards', '%\\_'],
  ['1.5', 1.5],
  ['2^53', 2 ** 53],
  ['-1', -1],
  ['true', true],
  ['null', null],
  ['[]', []],
  ['{}', {}],
  ['{"in":[]}', { in: [] }],
  ['{"in":[…]} of mixed types', { in: ['x', 1.5, null, true, [], {}] }],
  ['{"in":[…]} of 300 numbers', { in: Array.from({ length: 300 }, (_, i) => i + 1) }],
  ['{"not":"9999-99-99"}', { not: '9999-99-99' }],
  ['{"eq":{"a":1}}', { eq: { a: 1 } }],
  ['{"like":"%"}', { like: '%' }],
];
const FILTER_TEXT = ['', 'zwölf', '2026-02-30', '-1', '1e308', 'true'];

async function allowed(
  base: string,
  like: FuzzRequest,
  headers: () => Promise<Record<string, string>>,
  name: string,
  value: string,
): Promise<string[]> {
  const request: FuzzRequest = { ...like, field: 'probe', value, query: [...like.query, [name, value]] };
  const answer = await send(base, { role: 'anonymous', request, headers });
  try {
    const list = JSON.parse(answer.text)?.payload?.allowed;
    return Array.isArray(list) ? list.map(String) : [];
  } catch {
    return [];
  }
}

/** The filter and order requests of one list operation (none when it has no list parameters or the caller cannot see it). */
export async function listVariants(
  base: string,
  op: Operation,
  like: FuzzRequest,
  headers: () => Promise<Record<string, string>>,
): Promise<FuzzRequest[]> {
  if (!op.params.some((p) => p.name === 'filters')) return [];
  const query = like.query.filter(([k]) => !['filters', 'filterBy', 'filter', 'orderBy'].includes(k));
  const probe = { ...like, query };
  const filters = await allowed(base, probe, headers, 'filters', '{"~":1}');
  const orders = await allowed(base, probe, headers, 'orderBy', '~');
  const out: FuzzRequest[] = [];
  for (const field of filters) {
    for (const [tag, value] of FILTER_VALUES) {
      out.push({
        ...probe,
        field: `query filters.${field}`,
        value: tag,
        query: [...query, ['filters', JSON.stringify({ [field]: value })]],
      });
    }
    for (const text of FILTER_TEXT) {
      out.push({
        ...probe,
        field: `query filterBy=${field}&filter`,
        value: JSON.stringify(text),
        query: [...query, ['filterBy', field], ['filter', text]],
      });
    }
  }
  for (const order of orders) {
    out.push({ ...probe, field: 'query orderBy', value: `${order} DESC`, query: [...query, ['orderBy', order], ['orderDir', 'DESC']] });
  }
  return out;
}
