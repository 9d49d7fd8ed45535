import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local fake of fiskaly SIGN DE's API v2, as far as the till uses it: POST /auth, GET of a TSS and of its client (the
// TSSs added with addTss), GET and PUT of a transaction with its revisions (ACTIVE, then FINISHED with the receipt schema). It signs with a key pair of its own and can be taken
// down (every call then answers 503), as a cloud TSE outage would.

export interface FakeFiskalyRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

interface Tx {
  id: string;
  state: 'ACTIVE' | 'FINISHED';
  latestRevision: number;
  clientId: string;
  number: number;
  timeStart: number;
  timeEnd?: number;
  signatureCounter?: number;
  signature?: string;
  schema?: unknown;
}

export interface FakeTss {
  state: string;
  certificationId: string;
  /** Client id → its state. */
  clients: Map<string, string>;
}

export interface FakeFiskaly {
  /** FISKALY_API_BASE. */
  base: string;
  apiKey: string;
  apiSecret: string;
  env: Record<string, string>;
  requests: FakeFiskalyRequest[];
  transactions: Map<string, Tx>;
  /** The serial number every answer names (hex of the public key's SHA-256). */
  serialNumber: string;
  publicKey: string;
  /** While true every call answers 503. */
  down: boolean;
  /** The TSSs GET /tss/{id} knows, with their clients (GET /tss/{id}/client/{id}); addTss adds one. */
  tsses: Map<string, FakeTss>;
  /** A TSS (INITIALIZED unless said, certified BSI-K-TR-0490-2021) with its clients (id → state; default one REGISTERED `<id>-client`); a client's serial number is `<client id>-serial`. */
  addTss(id: string, o?: { state?: string; clients?: Record<string, string> }): FakeTss;
  close(): Promise<void>;
}

async function readJson(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  return text ? (JSON.parse(text) as unknown) : null;
}

export async function startFakeFiskaly(): Promise<FakeFiskaly> {
  const apiKey = `test_${randomBytes(8).toString('hex')}`;
  const apiSecret = randomBytes(16).toString('hex');
  const token = randomBytes(16).toString('hex');
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const publicDer = publicKey.export({ format: 'der', type: 'spki' });
  const serialNumber = createHash('sha256').update(publicDer).digest('hex');
  let signatureCounter = 100;
  let txNumber = 0;

  const tsses = new Map<string, FakeTss>();
  const state: Omit<FakeFiskaly, 'base' | 'env' | 'close'> = {
    apiKey,
    apiSecret,
    requests: [],
    transactions: new Map(),
    serialNumber,
    publicKey: publicDer.toString('base64'),
    down: false,
    tsses,
    addTss(id, o = {}) {
      const tss: FakeTss = {
        state: o.state ?? 'INITIALIZED',
        certificationId: 'BSI-K-TR-0490-2021',
        clients: new Map(Object.entries(o.clients ?? { [`${id}-client`]: 'REGISTERED' })),
      };
      tsses.set(id, tss);
      return tss;
    },
  };

  const answer = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const view = (tx: Tx) => ({
    _id: tx.id,
    state: tx.state,
    latest_revision: tx.latestRevision,
    number: tx.number,
    time_start: tx.timeStart,
    time_end: tx.timeEnd,
    client_serial_number: tx.clientId,
    tss_serial_number: serialNumber,
    schema: tx.schema,
    signature:
      tx.signature === undefined
        ? undefined
        : { value: tx.signature, algorithm: 'ecdsa-plain-SHA256', counter: tx.signatureCounter, public_key: state.publicKey },
  });

  const server: Server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = await readJson(req);
      state.requests.push({ method: req.method ?? '', path: `${url.pathname}${url.search}`, headers: req.headers, body });
      if (state.down) return answer(res, 503, { error: 'Service Unavailable' });
      if (req.method === 'POST' && url.pathname === '/api/v2/auth') {
        const creds = body as { api_key?: string; api_secret?: string };
        if (creds?.api_key !== apiKey || creds?.api_secret !== apiSecret) return answer(res, 401, { error: 'Unauthorized' });
        return answer(res, 200, { access_token: token, access_token_expires_in: 3600 });
      }
      if (req.headers.authorization !== `Bearer ${token}`) return answer(res, 401, { error: 'Unauthorized' });
      const tssMatch = /^\/api\/v2\/tss\/([^/]+)(?:\/client\/([^/]+))?$/.exec(url.pathname);
      if (tssMatch && req.method === 'GET') {
        const [tssId, clientId] = [decodeURIComponent(tssMatch[1]), tssMatch[2] && decodeURIComponent(tssMatch[2])];
        const tss = tsses.get(tssId);
        if (!tss) return answer(res, 404, { error: 'Not Found', code: 'E_TSS_NOT_FOUND' });
        if (!clientId)
          return answer(res, 200, {
            _id: tssId,
            state: tss.state,
            ...(tss.state === 'INITIALIZED' ? { serial_number: serialNumber, public_key: state.publicKey } : {}),
            bsi_certification_id: tss.certificationId,
          });
        const client = tss.clients.get(clientId);
        if (!client) return answer(res, 404, { error: 'Not Found', code: 'E_CLIENT_NOT_FOUND' });
        return answer(res, 200, { _id: clientId, tss_id: tssId, state: client, serial_number: `${clientId}-serial` });
      }
      const match = /^\/api\/v2\/tss\/([^/]+)\/tx\/([^/]+)$/.exec(url.pathname);
      if (!match) return answer(res, 404, { error: 'Not Found' });
      const txId = decodeURIComponent(match[2]);
      const tx = state.transactions.get(txId);
      if (req.method === 'GET') return tx ? answer(res, 200, view(tx)) : answer(res, 404, { error: 'Not Found' });
      if (req.method !== 'PUT') return answer(res, 405, { error: 'Method Not Allowed' });
      const revision = Number(url.searchParams.get('tx_revision'));
      const wanted = body as { state?: string; client_id?: string; schema?: unknown };
      const now = Math.floor(Date.now() / 1000);
      if (!tx) {
        if (revision !== 1 || wanted.state !== 'ACTIVE') return answer(res, 400, { error: 'E_TX_REVISION' });
        signatureCounter += 1;
        const created: Tx = {
          id: txId,
          state: 'ACTIVE',
          latestRevision: 1,
          clientId: wanted.client_id ?? '',
          number: ++txNumber,
          timeStart: now,
        };
        state.transactions.set(txId, created);
        return answer(res, 200, view(created));
      }
      if (revision !== tx.latestRevision + 1 || tx.state !== 'ACTIVE') return answer(res, 409, { error: 'E_TX_REVISION' });
      tx.latestRevision = revision;
      if (wanted.state === 'FINISHED') {
        signatureCounter += 1;
        tx.state = 'FINISHED';
        tx.timeEnd = now;
        tx.schema = wanted.schema;
        tx.signatureCounter = signatureCounter;
        tx.signature = sign(
          'sha256',
          Buffer.from(JSON.stringify({ txId, number: tx.number, counter: signatureCounter, schema: wanted.schema })),
          {
            key: privateKey,
            dsaEncoding: 'ieee-p1363',
          },
        ).toString('base64');
      }
      return answer(res, 200, view(tx));
    })().catch((error: unknown) => answer(res, 500, { error: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`;
  return Object.assign(state, {
    base,
    env: { FISKALY_API_KEY: apiKey, FISKALY_API_SECRET: apiSecret, FISKALY_API_BASE: base },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
