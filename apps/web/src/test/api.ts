/**
 * The API server of the web tests. A test says what the server answers, route by route, and reads
 * what the app asked:
 *
 *   api.get('/posts/:id', ({ params }) => ok(post(Number(params.id))));
 *   api.post('/contact', ok({ id: 1 }, { status: 201 }));
 *   …
 *   expect(api.calls.map(describeCall)).toEqual(['POST /contact']);
 *   expect(api.lastCall('POST', '/contact')?.body).toMatchObject({ fullname: 'Jane' });
 *
 * Installed once for every test file by test/setup.ts, for `fetch` and for `XMLHttpRequest` (the
 * uploads with progress): the routes and the calls are emptied after each test, and a request no
 * route answers fails the test, naming the route to add, instead of reaching a network or hanging.
 * Routes are written as the app's API functions write them, without `/api`; a later route for the
 * same method and path wins, so a test can change an answer half-way.
 * Our own rather than msw (chosen when the project ran on Node 20, which msw 3 does not support):
 * the app's two transports (fetch, and XMLHttpRequest for upload progress) fit in this one file.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** `'/posts/:id/photos/:photoId'` → `'id' | 'photoId'`. */
type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** One request the app made. */
export type ApiCall<P extends string = string> = {
  method: Method;
  /** Under /api, with its query, as the app asked for it: `/contact?page=2&limit=20`. */
  url: string;
  /** Under /api, without the query. */
  path: string;
  query: URLSearchParams;
  /** The route's `:name` segments, as they were in the path (decoded). */
  params: { [K in ParamNames<P>]: string };
  /** A JSON body parsed, a FormData as it was sent, or undefined. */
  body: unknown;
  headers: Headers;
};

/** What the server answers: a status with a JSON body (or a text one), or no answer at all (the network is down). */
export type Reply = { status: number; json?: unknown; text?: string; headers?: Record<string, string> } | typeof NETWORK_DOWN;
export type Answer<P extends string> = Reply | ((call: ApiCall<P>) => Reply | Promise<Reply>);

/** No answer: `fetch` rejects with a TypeError, as a browser's does offline. */
export const NETWORK_DOWN = Symbol('network down');

/** The API's success envelope: `{ success: true, data, ...extra }` (extra: a paged list's figures). */
export function ok<T>(
  data: T,
  { status = 200, headers, ...extra }: { status?: number; headers?: Record<string, string> } & Record<string, unknown> = {},
): Reply {
  return { status, json: { success: true, data, ...extra }, headers };
}

/** A paged list's answer (`page`, `limit` and `total` beside the items), from every item and the call's `page` and `limit`. */
export function paged<T>(items: readonly T[], call: ApiCall, defaultLimit = 20): Reply {
  const page = Number(call.query.get('page') ?? 1);
  const limit = Number(call.query.get('limit') ?? defaultLimit);
  return ok(items.slice((page - 1) * limit, page * limit), { page, limit, total: items.length });
}

/** The API's refusal envelope: `{ success: false, message, errors? }`. */
export function fail(status: number, message: string, errors?: Record<string, string>): Reply {
  return { status, json: { success: false, message, ...(errors ? { errors } : {}) } };
}

type Route = { method: Method; pattern: string; match: RegExp; names: string[]; answer: Answer<string> };

const API_PREFIX = '/api';
let routes: Route[] = [];
const calls: ApiCall[] = [];
const unanswered: string[] = [];

function compile(pattern: string): { match: RegExp; names: string[] } {
  const names: string[] = [];
  const source = pattern
    .split('/')
    .map((segment) => {
      if (!segment.startsWith(':')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      names.push(segment.slice(1));
      return '([^/]+)';
    })
    .join('/');
  return { match: new RegExp(`^${source}$`), names };
}

function route<P extends string>(method: Method, pattern: P, answer: Answer<P>) {
  routes.unshift({ method, pattern, ...compile(pattern), answer: answer as Answer<string> });
}

function parseBody(body: unknown, contentType: string | null): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    if (!contentType?.includes('json')) return body;
    return JSON.parse(body) as unknown;
  }
  return body;
}

/** Finds the route for a request and records the call; throws (failing the test) when no route answers it. */
function resolve(method: string, rawUrl: string, body: unknown, headers: Headers): { call: ApiCall; answer: Answer<string> } {
  const url = new URL(rawUrl, 'http://localhost');
  const upper = method.toUpperCase() as Method;
  const path = url.pathname.startsWith(`${API_PREFIX}/`) ? url.pathname.slice(API_PREFIX.length) : undefined;
  const found = path === undefined ? undefined : routes.find((r) => r.method === upper && r.match.test(path));
  if (!found || path === undefined) {
    const what = `${upper} ${url.pathname}${url.search}`;
    unanswered.push(what);
    throw new Error(`No answer for ${what} in this test: add api.${upper.toLowerCase()}('${path ?? url.pathname}', …) (src/test/api.ts)`);
  }
  const values = found.match.exec(path)!.slice(1);
  const params = Object.fromEntries(found.names.map((name, i) => [name, decodeURIComponent(values[i]!)]));
  const call: ApiCall = {
    method: upper,
    url: `${path}${url.search}`,
    path,
    query: url.searchParams,
    params,
    body: parseBody(body, headers.get('content-type')),
    headers,
  };
  calls.push(call);
  return { call, answer: found.answer };
}

async function replyTo(call: ApiCall, answer: Answer<string>): Promise<Exclude<Reply, typeof NETWORK_DOWN>> {
  const reply = typeof answer === 'function' ? await answer(call) : answer;
  if (reply === NETWORK_DOWN) throw new TypeError('Failed to fetch');
  return reply;
}

const bodyText = (reply: Exclude<Reply, typeof NETWORK_DOWN>) => reply.text ?? (reply.json === undefined ? '' : JSON.stringify(reply.json));
const replyHeaders = (reply: Exclude<Reply, typeof NETWORK_DOWN>) =>
  new Headers({ ...(reply.json === undefined ? {} : { 'content-type': 'application/json' }), ...reply.headers });

async function fetchFromRoutes(input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> {
  const rawUrl = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  const { call, answer } = resolve(init.method ?? 'GET', rawUrl, init.body, new Headers(init.headers));
  const reply = await replyTo(call, answer);
  const status = reply.status;
  // A Response cannot carry a body with these statuses.
  const text = status === 204 || status === 304 ? null : bodyText(reply);
  return new Response(text, { status, headers: replyHeaders(reply) });
}

type ProgressHandler = ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;

/** `XMLHttpRequest` as lib/api-client.ts's uploads use it, answered by the same routes (the whole body is reported sent at once). */
class RoutedXhr {
  readonly upload: { onprogress: ProgressHandler } = { onprogress: null };
  withCredentials = false;
  status = 0;
  responseText = '';
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private readonly requestHeaders = new Headers();
  private responseHeaders = new Headers();
  private aborted = false;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.requestHeaders.set(name, value);
  }
  getResponseHeader(name: string): string | null {
    return this.responseHeaders.get(name);
  }
  abort() {
    if (this.aborted) return;
    this.aborted = true;
    this.onabort?.();
  }
  send(body?: Document | XMLHttpRequestBodyInit | null) {
    let resolved: ReturnType<typeof resolve>;
    try {
      resolved = resolve(this.method, this.url, body, this.requestHeaders);
    } catch {
      queueMicrotask(() => this.onerror?.());
      return;
    }
    void replyTo(resolved.call, resolved.answer).then(
      (reply) => {
        if (this.aborted) return;
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
        this.status = reply.status;
        this.responseText = bodyText(reply);
        this.responseHeaders = replyHeaders(reply);
        this.onload?.();
      },
      () => {
        if (!this.aborted) this.onerror?.();
      },
    );
  }
}

/** `METHOD /path?query` of a call: short lists of what the app asked, for `toEqual`. */
export const describeCall = (call: ApiCall) => `${call.method} ${call.url}`;

export const api = {
  get: <P extends string>(path: P, answer: Answer<P>) => route('GET', path, answer),
  post: <P extends string>(path: P, answer: Answer<P>) => route('POST', path, answer),
  put: <P extends string>(path: P, answer: Answer<P>) => route('PUT', path, answer),
  patch: <P extends string>(path: P, answer: Answer<P>) => route('PATCH', path, answer),
  delete: <P extends string>(path: P, answer: Answer<P>) => route('DELETE', path, answer),
  /** Every request of this test, in order. */
  calls: calls as readonly ApiCall[],
  /** The requests a route answered (`'/posts/:id'` matches `/posts/7`; no pattern: every path), in order. */
  callsTo(method: Method, pattern?: string): ApiCall[] {
    const matcher = pattern === undefined ? undefined : compile(pattern).match;
    return calls.filter((c) => c.method === method && (!matcher || matcher.test(c.path)));
  },
  lastCall(method: Method, pattern?: string): ApiCall | undefined {
    return api.callsTo(method, pattern).at(-1);
  },
  /** Answers `fetch` and `XMLHttpRequest` from the routes (test/setup.ts, once per test file). */
  install() {
    globalThis.fetch = fetchFromRoutes as typeof fetch;
    globalThis.XMLHttpRequest = RoutedXhr as unknown as typeof XMLHttpRequest;
  },
  /** Forgets the routes and calls; throws when a request found no route (test/setup.ts, after each test). */
  reset() {
    routes = [];
    calls.length = 0;
    const missed = unanswered.splice(0);
    if (missed.length > 0) throw new Error(`The app asked for ${missed.join(', ')}, which no route of the test answers (src/test/api.ts).`);
  },
};
