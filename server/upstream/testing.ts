/**
 * Test harness (tests only): the app built with a MockAgent upstream that records every request,
 * an in-memory log, a settable clock and a short retry backoff.
 */
import { MockAgent, type Dispatcher } from 'undici';
import { buildApp, type App, type AppDeps } from '../app.ts';
import type { ServerConfig } from '../config.ts';
import { ENDPOINTS, isRequired, type EndpointName, type ParamDef } from '../../src/contract/index.ts';
import { SHIPPED_FX_TABLE } from '../../src/shared/units.ts';

export const ORIGIN = 'https://gateway.test';
export const GATEWAY_HOST = 'uae-real-estate.gateway.test';
export const CANARY_KEY = 'canary-KEY-123';

function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    mode: 'live',
    gatewayHost: GATEWAY_HOST,
    gatewayKey: CANARY_KEY,
    upstreamUrl: ORIGIN,
    upstreamTimeoutMs: 2000,
    cacheMaxEntries: 100,
    cacheMaxBytes: 1024 * 1024,
    rateLimitPerMinute: 0,
    upstreamDailyBudget: null,
    trustProxy: false,
    cacheTtlSeconds: null,
    cacheStaleSeconds: null,
    redisUrl: null,
    logLevel: 'debug',
    staticDir: '/nonexistent-static-dir-for-tests',
    tileUrl: null,
    dataDir: '/nonexistent-data-dir-for-tests',
    databaseUrl: null,
    storeMinFreeMb: 64,
    storeStuckSeconds: 60,
    fxRates: SHIPPED_FX_TABLE,
    collect: { dailyPages: 100_000, viewPages: 3, viewReserve: 0, placeMaxPages: 4000, watched: [], areaPages: 0 },
    ...overrides,
  };
}

interface SeenRequest {
  path: string;
  method: string;
  headers: Record<string, string>;
}

export interface Reply {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Harness {
  app: App;
  agent: MockAgent;
  pool: ReturnType<MockAgent['get']>;
  /** Every upstream request the catch-all responder answered. */
  seen: SeenRequest[];
  /** Captured log lines (raw JSON text). */
  logs: string[];
  /** Set the answer of the catch-all responder. */
  respond(fn: (req: SeenRequest) => Reply): void;
  clock: { now: number };
  close(): Promise<void>;
}

function headerRecord(h: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  if (!h) return out;
  if (Array.isArray(h)) {
    for (let i = 0; i + 1 < h.length; i += 2) out[String(h[i]).toLowerCase()] = String(h[i + 1]);
  } else {
    for (const [k, v] of Object.entries(h as Record<string, unknown>)) out[k.toLowerCase()] = String(v);
  }
  return out;
}

export interface HarnessOptions {
  config?: Partial<ServerConfig>;
  /** Use this dispatcher instead of the MockAgent (e.g. a real Agent). */
  dispatcher?: Dispatcher;
  /** Skip the catch-all responder (tests add their own intercepts to `pool`). */
  noCatchAll?: boolean;
  deps?: Partial<AppDeps>;
}

export async function harness(opts: HarnessOptions = {}): Promise<Harness> {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const pool = agent.get(ORIGIN);
  const seen: SeenRequest[] = [];
  const logs: string[] = [];
  const clock = { now: Date.UTC(2025, 0, 15, 12) };
  let responder: (req: SeenRequest) => Reply = () => ({ status: 200, body: { success: true, data: [] } });

  if (!opts.noCatchAll) {
    pool
      .intercept({ path: () => true, method: 'GET' })
      .reply((o) => {
        const req: SeenRequest = { path: o.path, method: o.method, headers: headerRecord(o.headers) };
        seen.push(req);
        const r = responder(req);
        const data = typeof r.body === 'string' ? r.body : JSON.stringify(r.body ?? null);
        return { statusCode: r.status, data, responseOptions: { headers: { 'content-type': 'application/json', ...r.headers } } };
      })
      .persist();
  }

  const app = await buildApp({
    config: testConfig(opts.config),
    upstream: { url: ORIGIN, gatewayHost: GATEWAY_HOST, key: CANARY_KEY },
    dispatcher: opts.dispatcher ?? agent,
    now: () => clock.now,
    random: () => 0.5,
    retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 40 },
    logDestination: {
      write: (line: string) => {
        logs.push(line);
      },
    },
    ...opts.deps,
  });
  return {
    app,
    agent,
    pool,
    seen,
    logs,
    clock,
    respond: (fn) => {
      responder = fn;
    },
    close: async () => {
      await app.close();
      await agent.close();
    },
  };
}

/** A raw query with every required parameter of an endpoint, valid. */
export function minimalQuery(name: EndpointName): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, def] of Object.entries(ENDPOINTS[name].params as Record<string, ParamDef>)) {
    if (!isRequired(def)) continue;
    if (def.kind === 'id') out[key] = '50';
    else if (def.kind === 'text') out[key] = 'marina';
    else if (def.kind === 'enum') out[key] = def.values[0]!;
  }
  return out;
}

export const qs = (q: Record<string, string>) => new URLSearchParams(q).toString();

/** A listing record that satisfies the contract, with one extra field the schema must keep. */
export const LISTING = {
  property_id: '16266089',
  property_type: 'Apartment',
  price: { value: 20000, currency: 'AED', period: 'monthly', is_hidden: false },
  address: { full_name: 'Marina Tower, Dubai Marina, Dubai', coordinates: { lat: 25.08, lon: 55.14 } },
  images: ['/media/listing/1.svg'],
  agent_details: { id: '365444', name: 'Agent', is_super_agent: false, image: '', languages: [] },
  broker_id: '9676',
  bedrooms: '1',
  bathrooms: '2',
  size: { value: 768, unit: 'sqft' },
  floor_plan_area: 768,
  title: 'Elegant 1B in Marina',
  property_url: 'https://example.test/16266089',
  extra_field_kept: 'yes',
};

/** A contract-valid 200 body for any endpoint. */
export function okBody(name: EndpointName): unknown {
  return name === 'property-details' ? { success: true, data: LISTING } : { success: true, data: [] };
}

/**
 * A JSON answer as tests read it: our error body's fields, `data` as one record or a list of them,
 * and /healthz's figures. Reading `res.json<TestBody>()` keeps field access typed without
 * restating every record shape; a field a test reads that is absent fails its assertion.
 */
export interface TestBody {
  success: boolean;
  error: string;
  message: string;
  retryAfter: number;
  issues: { param: string; message: string; allowed?: string[] }[];
  data: Record<string, unknown> & Record<string, unknown>[];
  cache: Record<string, number>;
  [field: string]: unknown;
}
