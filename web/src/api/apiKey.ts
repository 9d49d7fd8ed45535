// Some public calls need the storefront's API key (spec 6, 7): the server writes it into index.html as
// <meta name="strandkorb-api-key" content="…">; it is sent as x-api-key on those calls only.
export const API_KEY_META = 'strandkorb-api-key';
export const API_KEY_HEADER = 'x-api-key';
/** Endpoints (RTK Query names) that send the key. */
export const API_KEY_ENDPOINTS: ReadonlySet<string> = new Set(['getPublicBookingDetails', 'getPublicConfig']);

export function readApiKey(doc: Pick<Document, 'querySelector'> | undefined = globalThis.document): string | null {
  const content = doc?.querySelector<HTMLMetaElement>(`meta[name="${API_KEY_META}"]`)?.content?.trim();
  return content ? content : null;
}

/** Adds the key to the headers of a call that needs it (and only then). */
export function withApiKey(headers: Headers, endpoint: string, key: string | null = readApiKey()): Headers {
  if (key && API_KEY_ENDPOINTS.has(endpoint)) headers.set(API_KEY_HEADER, key);
  return headers;
}
