import { Baseline, FuzzRequest, variants } from './hostile.js';
import { listVariants } from './lists.js';
import { OMIT, OpenApi, Operation, Schema } from './openapi.js';
import type { Job, Role } from './runner.js';
import { pathKey, VENDOR_LOGIN, World, Worlds } from './world.js';

/** Builds each operation's valid baseline from its schemas and the world's ids, and the jobs of all roles. */

const SQUARE = {
  type: 'Polygon',
  coordinates: [
    [
      [10.74, 53.99],
      [10.77, 53.99],
      [10.77, 54.03],
      [10.74, 54.03],
      [10.74, 53.99],
    ],
  ],
};
const RATES = [
  { type: 'DAY', price: 15.5 },
  { type: 'MORNING', price: 9, timeRange: '08-13' },
  { type: 'MULTI_DAY', price: 13, minDays: 3, discount: false },
];
const DATES = ['start', 'end', 'from', 'to', 'date', 'startDate', 'endDate', 'validFrom', 'validTo'];
const IDS: Record<string, string> = {
  sectionId: 'sectionId',
  rowId: 'rowId',
  row: 'rowId',
  bookingId: 'bookingId',
  vendorId: 'vendorId',
  locationId: 'locationId',
  extraId: 'extraId',
  lockId: 'lockId',
  regionId: 'regionId',
  cityId: 'cityId',
  beachId: 'beachId',
  beachChairId: 'slotChairId',
};
/** List parameters whose free text would only be a 400 INVALID_LIST_QUERY in a baseline: left out there, still fuzzed. */
const LEFT_OUT = new Set(['orderBy', 'filterBy', 'filter']);

/** Values whose meaning the field's name tells; undefined lets the schema decide. */
function named(op: Operation, w: World, where: 'query' | 'body') {
  const users = op.path.startsWith('/features/users/');
  return (name: string, s: Schema): unknown => {
    if (IDS[name] && (s.type === 'integer' || s.type === 'number') && w[IDS[name]] !== undefined) return Number(w[IDS[name]]);
    if (DATES.includes(name) && s.format === 'date') return w.slotDate;
    if (name === 'bookingStartdate') return s.nullable ? null : undefined;
    if (name === 'model' && s.enum) return w.slotModel;
    if (name === 'id' && s.type === 'integer' && w.chairBookingId) return Number(w.chairBookingId); // the batch's chair bookings
    if (name === 'countryId') return 1;
    if (name === 'timeZone') return 'Europe/Berlin';
    if (name === 'geoJson' && s.nullable && op.path.includes('beach_chair')) return null; // inside the section or nothing
    if (name === 'geoJson' && JSON.stringify(s).includes('Polygon')) return SQUARE; // around the factories' sections and chairs
    if (name === 'geoJson') return { type: 'Point', coordinates: [10.752, 54.002] };
    if (name === 'rates') return RATES;
    if (name === 'rate' && s.enum) return 'DAY';
    if (name === 'paymentMethod' && s.enum) return s.enum.includes('CASH') ? 'CASH' : s.enum[0];
    if (name === 'csv' || name === 'buffer') return false;
    if ((name === 'active' || name === 'onlineBooking') && s.type === 'boolean') return true;
    if (name === 'page') return 1;
    if (name === 'itemsPerPage') return 25;
    if (name === 'filters') return '{}';
    if (name === 'search' || name === 'q') return 'a';
    if (name === 'bookingRef' && where === 'query') return w.bookingRef;
    if (name === 'publicReference') return where === 'body' && op.method === 'POST' ? 'fuzz-vendor-§' : w.publicReference;
    if (name === 'email' && where === 'query') return w.email;
    if (name === 'email' && /\/login(WithRefresh)?$/.test(op.path)) return VENDOR_LOGIN.email;
    if (name === 'email' && /add_customer|\/customer$/.test(op.path)) return w.email;
    if (name === 'password' && /\/login(WithRefresh)?$/.test(op.path)) return VENDOR_LOGIN.password;
    if (name === 'refreshToken' && w.refreshToken) return w.refreshToken;
    if (name === 'token' && where === 'query' && w.paymentToken) return w.paymentToken;
    if (name === 'token' && users) return w.userToken ?? `fuzz${'A'.repeat(39)}`;
    if (name === 'invoiceNumber') return 'FZ-§';
    if (name === 'publicNumber') return 'F§';
    if (name === 'paymentId' && where === 'query') return 'PAYID-FUZZ';
    if (name === 'cancellationFee') return 0;
    // Answers, not inputs, in this schema; bank details only go with a debit method.
    if (name === 'commission' || name === 'invoiceData' || name === 'bankDetails') return OMIT;
    return undefined;
  };
}

export function baseline(api: OpenApi, op: Operation, w: World): Baseline {
  const pathParams: Record<string, string> = {};
  const query: Record<string, string> = {};
  for (const p of op.params) {
    if (p.in === 'path') {
      const key = pathKey(op, p.name);
      pathParams[p.name] = String(key && w[key] !== undefined ? w[key] : api.sample(p.schema, p.name, named(op, w, 'query')));
    } else if (p.in === 'query' && !LEFT_OUT.has(p.name) && !(p.name === 'date' && op.params.some((q) => q.name === 'startDate'))) {
      const value = api.sample(p.schema, p.name, named(op, w, 'query'));
      if (value !== undefined && value !== null) query[p.name] = Array.isArray(value) ? String(value[0]) : String(value);
    }
  }
  let body: unknown;
  if (op.body?.kind === 'json') {
    body = api.sample(op.body.schema, '', named(op, w, 'body'));
  } else if (op.body?.kind === 'webhook') {
    body = { id: 'evt_fuzz', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_fuzz' } } };
  } else if (op.body) {
    body = {}; // a multipart upload is not built; the hostile values still arrive as JSON
  }
  return { pathParams, query, body };
}

/** The headers of one request: the role's token (a fresh session where the call ends or rotates one), keys, the cart token. */
function headers(worlds: Worlds, op: Operation, role: Role, w: World): () => Promise<Record<string, string>> {
  const fixed: Record<string, string> = {};
  for (const p of op.params.filter((q) => q.in === 'header')) {
    if (p.name === 'X-Cart-Token') fixed['x-cart-token'] = String(w.cartToken ?? '');
    else if (p.name === 'stripe-signature') fixed['stripe-signature'] = `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`;
    else fixed[p.name] = '1.0.0';
  }
  if (op.auth === 'api-key') {
    fixed['x-api-key'] = String(
      op.path.includes('/lock/') ? w.lockKey : /reservation|whoami/.test(op.path) ? w.mobileKey : w.storefrontKey,
    );
  }
  if (role === 'anonymous') return async () => fixed;
  // A refresh token rotates within its own session: the calls that take one are made with that session's token.
  if (w.sessionToken) return async () => ({ ...fixed, Authorization: `Bearer ${w.sessionToken}` });
  if (op.path.startsWith('/features/users/')) {
    return async () => ({ ...fixed, Authorization: `Bearer ${await worlds.freshToken(role)}` });
  }
  const auth = { ...fixed, Authorization: `Bearer ${worlds.tokens[role]}` };
  return async () => auth;
}

/** Hostile requests a role that cannot pass the route's guard sends: every field still, fewer values. */
const ANONYMOUS_CAP = 24;

/**
 * A public route reads its input the same whoever calls: anonymous sends every hostile value, the VENDOR and the ADMIN
 * (their tokens checked on the way) a third each, in turns, to keep the tier within its time.
 */
const ofPublic = (role: Role) => (_: unknown, i: number) => role === 'anonymous' || i % 3 === (role === 'VENDOR' ? 1 : 2);

export async function jobsFor(api: OpenApi, worlds: Worlds, op: Operation, role: Role): Promise<Job[]> {
  const w = await worlds.worldFor(op, role);
  const valid = baseline(api, op, w);
  let hostile: FuzzRequest[] = variants(api, op, valid);
  const h = headers(worlds, op, role, w);
  if (role === 'anonymous' && op.auth === 'bearer') {
    const step = Math.max(1, hostile.length / ANONYMOUS_CAP);
    hostile = Array.from({ length: Math.min(ANONYMOUS_CAP, hostile.length) }, (_, i) => hostile[Math.floor(i * step)]);
  } else {
    const like: FuzzRequest = { op, field: 'baseline', value: '-', pathParams: valid.pathParams, query: Object.entries(valid.query) };
    hostile.push(...(await listVariants(worlds.base, op, like, h)));
    if (op.auth === 'public') hostile = hostile.filter(ofPublic(role));
  }
  const jobs: Job[] = hostile.map((request) => ({ role, request, headers: h }));
  // The valid request comes last, in a world of its own where the operation changes something (a hostile request that
  // was accepted may have canceled the booking, taken the chair or spent the refresh token), else on a day of its own.
  const last = op.method === 'GET' ? { ...w, ...worlds.newSlot() } : await worlds.worldFor(op, role);
  const b = baseline(api, op, last);
  const request: FuzzRequest = {
    op,
    field: 'baseline',
    value: '-',
    pathParams: b.pathParams,
    query: Object.entries(b.query),
    body: b.body,
  };
  return [...jobs, { role, request, headers: headers(worlds, op, role, last) }];
}
