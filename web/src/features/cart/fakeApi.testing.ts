// Component tests have no network (and jsdom no Request/Response): a stand-in for the few the api's fetchBaseQuery
// uses, answering from a table of routes and recording every call.
export interface FakeCall {
  method: string;
  path: string;
  headers: Headers;
  body: unknown;
}

type Route = (call: FakeCall) => { status?: number; body: unknown } | undefined;

class FakeRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Headers;
  readonly body: unknown;
  constructor(url: string, init: { method?: string; headers?: Headers; body?: unknown } = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = init.headers ?? new Headers();
    this.body = init.body;
  }
}

class FakeResponse {
  readonly headers = new Headers({ 'content-type': 'application/json' });
  constructor(
    private readonly text_: string,
    readonly status: number,
  ) {}
  get ok() {
    return this.status >= 200 && this.status < 300;
  }
  clone() {
    return new FakeResponse(this.text_, this.status);
  }
  text() {
    return Promise.resolve(this.text_);
  }
}

/** Installs the fake network; returns the calls made so far (a live array). */
export function fakeApi(route: Route): FakeCall[] {
  const calls: FakeCall[] = [];
  Object.assign(globalThis, {
    Request: FakeRequest,
    fetch: (request: FakeRequest) => {
      const path = request.url.replace(/^https?:\/\/[^/]+/, '');
      const call: FakeCall = {
        method: request.method,
        path,
        headers: request.headers,
        body: typeof request.body === 'string' ? JSON.parse(request.body) : request.body,
      };
      calls.push(call);
      const answer = route(call) ?? { status: 404, body: { statusCode: 404, message: `no route for ${path}` } };
      return Promise.resolve(new FakeResponse(JSON.stringify(answer.body), answer.status ?? 200));
    },
  });
  return calls;
}
