/**
 * The network edge of the component and hook tests: `fetch` answers as our server does
 * (`GET /api/<endpoint>` with the contract's 200 bodies, our error body and status per error code,
 * `retry-after` on rate limits). Everything above it — `apiGet`, the query options, the hooks,
 * the router — runs for real. A request with no handler fails the test instead of hanging.
 * `/api/names` answers as our server does: with the names the data gave (autocomplete answers
 * that passed, and those a test states with `name()`), never with what a link says.
 * Our own endpoints (`/api/insights/*`) answer through `on` too, with bodies `insightOk` checks
 * against their zod schemas; `listing-history` answers "nothing seen yet" unless a test says more.
 */
import { vi } from 'vitest';
import {
  ENDPOINTS,
  ERROR_CODES,
  ERROR_STATUS,
  INSIGHT_ENDPOINTS,
  type DataOf,
  type InsightAnswerOf,
  type InsightEndpointName,
  type EndpointName,
  type ErrorCode,
  type QueryIssue,
} from '../contract/index.ts';
import { RESPONSES, type ResponseOf } from '../contract/responses.ts';
import { INSIGHT_RESPONSES } from '../contract/insight-responses.ts';
import { SHIPPED_FX_TABLE, type FxTable } from '../shared/units.ts';

export interface FakeAnswer {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** Answers a request to one endpoint, given its wire query (`page` included). */
type FakeHandler = (query: URLSearchParams) => FakeAnswer | Promise<FakeAnswer>;

/** One of the data service's 17 endpoints, or one of our own (`insights/transactions`). */
type FakeEndpoint = EndpointName | InsightEndpointName;

interface FakeCall {
  endpoint: FakeEndpoint;
  query: URLSearchParams;
}

/** A 200 answer; the body must match the contract's response schema, or the test fails here. */
export function ok<E extends EndpointName>(endpoint: E, data: DataOf<E>): FakeAnswer {
  return checked(endpoint, { success: true, data });
}

/** A 200 answer with a whole body, for the bodies that are not `{ success, data }` (the registry's placeholder). */
export function okBody<E extends EndpointName>(endpoint: E, body: ResponseOf<E>): FakeAnswer {
  return checked(endpoint, body);
}

function checked(endpoint: EndpointName, body: unknown): FakeAnswer {
  const parsed = RESPONSES[endpoint].safeParse(body);
  if (!parsed.success) throw new Error(`fake ${endpoint} answer does not match the contract: ${parsed.error.message}`);
  return { status: 200, body };
}

/** A 200 answer of one of our own endpoints; the body must match its zod schema, or the test fails here. */
export function insightOk<N extends InsightEndpointName>(name: N, body: InsightAnswerOf<N>): FakeAnswer {
  const parsed = INSIGHT_RESPONSES[name].safeParse(body);
  if (!parsed.success) throw new Error(`fake ${name} answer does not match the contract: ${parsed.error.message}`);
  return { status: 200, body };
}

/** Our error body for a code, as the proxy sends it. */
export function fail(code: ErrorCode, extra: { retryAfter?: number; issues?: QueryIssue[] } = {}): FakeAnswer {
  const { retryAfter, issues } = extra;
  return {
    status: ERROR_STATUS[code],
    body: { success: false, error: code, message: ERROR_CODES[code], ...(issues ? { issues } : {}), ...(retryAfter ? { retryAfter } : {}) },
    headers: retryAfter ? { 'retry-after': String(retryAfter) } : {},
  };
}

/** The `page` of a wire query, in the endpoint's own base. */
export function pageOf(endpoint: EndpointName, query: URLSearchParams): number {
  return Number(query.get('page') ?? ENDPOINTS[endpoint].pageBase ?? 1);
}

/** An answer held back until the test releases it: for loading states and requests in flight. */
export function deferred() {
  let release!: (answer: FakeAnswer) => void;
  const answer = new Promise<FakeAnswer>((resolve) => {
    release = resolve;
  });
  return { answer, release };
}

export interface FakeApi {
  /** Answer `endpoint` with `handler` from now on (replacing an earlier one). */
  on(endpoint: FakeEndpoint, handler: FakeHandler): void;
  /** Every request made, in order. */
  readonly calls: readonly FakeCall[];
  /** The queries sent to one endpoint, in order. */
  callsTo(endpoint: FakeEndpoint): URLSearchParams[];
  /** Requests nothing answered (each also fails with a 500 body naming it). */
  readonly unhandled: readonly string[];
  /** State what the data calls an id (as if a directory or search answer had named it). */
  name(kind: NamedKind, id: string, name: string): void;
  /** A place queued for collecting that the data service has not been asked about yet (its names answers say so). */
  notAskedYet(id: string): void;
  /** Hold `/fx-rates.json` until `release` (the server's table arriving after the page has drawn), then answer `table`. */
  holdFxRates(table?: FxTable): { release: () => void };
  /** How many times `/fx-rates.json` was asked for. */
  fxRatesAsked(): number;
}

type NamedKind = 'location' | 'agent' | 'broker';
const NAME_PARAMS: Record<NamedKind, string> = { location: 'location_id', agent: 'agent_id', broker: 'broker_id' };

/** Each endpoint by its path under `/api`: the 17 (`/search-buy`) and ours (`/insights/transactions`). */
const BY_PATH = new Map<string, FakeEndpoint>([
  ...(Object.keys(ENDPOINTS) as EndpointName[]).map((name) => [`/api/${name}`, name] as const),
  ...(Object.keys(INSIGHT_ENDPOINTS) as InsightEndpointName[]).map((name) => [`/api${INSIGHT_ENDPOINTS[name].path}`, name] as const),
]);

function respond({ status, body, headers = {} }: FakeAnswer): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });
}

const NO_HISTORY: FakeAnswer = { status: 200, body: { success: true, listings: [] } };

function aborted(signal: AbortSignal | null | undefined): Promise<never> {
  return new Promise((_, reject) => {
    const abort = () => reject(new DOMException('The request was aborted.', 'AbortError'));
    if (signal?.aborted) abort();
    signal?.addEventListener('abort', abort, { once: true });
  });
}

/**
 * Replace `fetch` for the current test file (undone by `vi.unstubAllGlobals`, which the setup
 * runs after each test). Besides the API, `/config.json` answers as an embedded-mode server with
 * no tile server, `/fx-rates.json` with the shipped rate table, and other static paths are 404s, so nothing reaches beyond the page.
 */
export function installFakeApi(): FakeApi {
  const handlers = new Map<FakeEndpoint, FakeHandler>();
  const calls: FakeCall[] = [];
  const unhandled: string[] = [];
  const fxRates: { held: Promise<void> | null; table: FxTable; asked: number } = { held: null, table: SHIPPED_FX_TABLE, asked: 0 };

  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = input instanceof Request ? input.url : String(input);
    const url = new URL(href, 'http://dar.test');
    const signal = init?.signal ?? (input instanceof Request ? input.signal : undefined);
    if (url.pathname === '/config.json') return respond({ status: 200, body: { mode: 'embedded', tileUrl: null } });
    if (url.pathname === '/fx-rates.json') {
      fxRates.asked++;
      await fxRates.held;
      return respond({ status: 200, body: fxRates.table });
    }
    // Static assets (the basemap) are not the API: a plain 404, which the map survives.
    if (!url.pathname.startsWith('/api/')) return new Response('Not found', { status: 404 });
    if (url.pathname === '/api/names') {
      calls.push({ endpoint: 'names', query: url.searchParams });
      return respond({ status: 200, body: namesAnswer(url.searchParams) });
    }
    if (url.pathname === '/api/names/batch') {
      calls.push({ endpoint: 'names/batch', query: url.searchParams });
      return respond({ status: 200, body: namesBatch(url.searchParams) });
    }
    const name = BY_PATH.get(url.pathname);
    // Unless a test says otherwise, a store that has seen none of these listings yet: no history
    // note (and no call recorded, as before any test asked about histories).
    if (name === 'insights/listing-history' && !handlers.has(name)) return respond(NO_HISTORY);
    const handler = name && handlers.get(name);
    if (!name || !handler) {
      unhandled.push(`${url.pathname}${url.search}`);
      return respond({
        status: 500,
        body: { success: false, error: 'internal_error', message: `The fake API has no answer for ${url.pathname}.` },
      });
    }
    calls.push({ endpoint: name, query: url.searchParams });
    // An aborted request (a query cancelled by the page) rejects as fetch does, even mid-answer.
    const answer = await Promise.race([Promise.resolve(handler(url.searchParams)), aborted(signal)]);
    if (name === 'autocomplete-location' && answer.status === 200) learnPlaces(answer.body);
    return respond(answer);
  };

  const known: Record<NamedKind, Map<string, string>> = { location: new Map(), agent: new Map(), broker: new Map() };
  const unasked = new Set<string>();
  const learnPlaces = (body: unknown) => {
    const parsed = RESPONSES['autocomplete-location'].safeParse(body);
    if (parsed.success) for (const p of parsed.data.data) known.location.set(p.id, p.name);
  };
  const namesAnswer = (query: URLSearchParams) => {
    const out: Record<string, unknown> = { success: true };
    for (const kind of Object.keys(NAME_PARAMS) as NamedKind[]) {
      const id = query.get(NAME_PARAMS[kind]);
      const name = id ? known[kind].get(id) : undefined;
      if (name) out[kind] = { name, image: null, coordinates: null, details: null };
    }
    const place = query.get(NAME_PARAMS.location);
    if (place && unasked.has(place) && !out.location) out.notAskedYet = [place];
    return out;
  };
  const namesBatch = (query: URLSearchParams) => {
    const kind = query.get('kind') as NamedKind;
    const ids = (query.get('ids') ?? '').split(',');
    const names = Object.fromEntries(
      ids.flatMap((id) => {
        const name = known[kind].get(id);
        return name ? [[id, { name, image: null, coordinates: null, details: null }]] : [];
      }),
    );
    const notAskedYet = kind === 'location' ? ids.filter((id) => unasked.has(id) && !names[id]) : [];
    return { success: true, names, ...(notAskedYet.length ? { notAskedYet } : {}) };
  };
  vi.stubGlobal('fetch', vi.fn(fakeFetch));

  return {
    on: (endpoint, handler) => void handlers.set(endpoint, handler),
    calls,
    callsTo: (endpoint) => calls.filter((c) => c.endpoint === endpoint).map((c) => c.query),
    unhandled,
    name: (kind, id, name) => void known[kind].set(id, name),
    notAskedYet: (id) => void unasked.add(id),
    holdFxRates: (table = SHIPPED_FX_TABLE) => {
      let release!: () => void;
      fxRates.held = new Promise((resolve) => (release = resolve));
      fxRates.table = table;
      return { release };
    },
    fxRatesAsked: () => fxRates.asked,
  };
}
