import { RESPONSES } from '../../src/contract/responses.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedGateway, type EmbeddedGateway } from './index.ts';

const KEY = 'test-key';
const HOST = 'property-data.gateway.test';
let gw: EmbeddedGateway;
let basic: EmbeddedGateway;

beforeAll(async () => {
  gw = await startEmbeddedGateway({ key: KEY, gatewayHost: HOST, listings: 3000, seed: 3, asOf: '2026-06-22' });
  basic = await startEmbeddedGateway({ key: KEY, listings: 500, seed: 3, asOf: '2026-06-22', plan: 'basic', registry: 'placeholder' });
});
afterAll(async () => {
  await gw.close();
  await basic.close();
});
beforeEach(() => gw.setFaults({ mode: 'none', rate: 1, endpoints: null, latencyMs: 0, after: 0 }));

const headers = { 'x-gateway-key': KEY, 'x-gateway-host': HOST };

/** The fields of the gateway's bodies these tests read (fetch's `json()` is `unknown` under Node's types). */
interface GatewayBody {
  success?: boolean;
  message?: string;
  error?: string;
  code?: number;
  data?: unknown[];
}
const bodyOf = async (res: Response): Promise<GatewayBody> => (await res.json()) as GatewayBody;
/**
 * GET with the body read at once, so no response is left holding its connection when a test only
 * looks at the status or headers (the leak detector saw those); the returned Response replays it.
 */
const get = async (path: string, h: Record<string, string> = headers, base = gw.url) => {
  const res = await fetch(`${base}${path}`, { headers: h, signal: AbortSignal.timeout(5000) });
  const body = await res.arrayBuffer();
  return new Response(body, { status: res.status, statusText: res.statusText, headers: res.headers });
};

describe('gateway face', () => {
  it('answers a search with JSON, the contract body and the rate-limit headers (remaining counts down)', async () => {
    const a = await get('/search-buy?location_id=50');
    expect(a.status).toBe(200);
    expect(a.headers.get('content-type')).toMatch(/^application\/json/);
    const body = await bodyOf(a);
    expect(RESPONSES['search-buy'].safeParse(body).success).toBe(true);
    expect(body.data?.length).toBeGreaterThan(0);
    const limit = Number(a.headers.get('x-ratelimit-requests-limit'));
    const first = Number(a.headers.get('x-ratelimit-requests-remaining'));
    expect(limit).toBeGreaterThan(0);
    expect(first).toBeLessThan(limit);
    expect(Number(a.headers.get('x-ratelimit-requests-reset'))).toBeGreaterThan(0);
    const b = await get('/autocomplete-location?query=marina');
    expect(Number(b.headers.get('x-ratelimit-requests-remaining'))).toBe(first - 1);
  });

  it('requires the key: missing -> 401 "Missing ... application key", wrong -> 401 "Invalid API key"', async () => {
    const missing = await get('/search-buy?location_id=50', { 'x-gateway-host': HOST });
    expect(missing.status).toBe(401);
    expect((await bodyOf(missing)).message).toMatch(/^Missing .*application key/);
    const wrong = await get('/search-buy?location_id=50', { ...headers, 'x-gateway-key': 'nope' });
    expect(wrong.status).toBe(401);
    expect((await bodyOf(wrong)).message).toMatch(/^Invalid API key/);
  });

  it('checks x-gateway-host when configured', async () => {
    const res = await get('/search-buy?location_id=50', { 'x-gateway-key': KEY, 'x-gateway-host': 'other.test' });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'You are not subscribed to this API.' });
  });

  it('unknown path -> 404 gateway body', async () => {
    const res = await get('/x');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: "Endpoint '/x' does not exist" });
  });

  it('API errors: 400 naming the parameter, 404 for an unknown property', async () => {
    const bad = await get('/search-rent?location_id=50&rent_frequency=hourly');
    expect(bad.status).toBe(400);
    const body = await bodyOf(bad);
    expect(body).toMatchObject({ success: false, code: 400 });
    expect(body.error).toContain('rent_frequency');
    const missing = await get('/property-details?property_id=1');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ success: false, code: 404 });
  });

  it('the basic plan refuses the detailed agent search with the gateway 403', async () => {
    const refused = await get('/search-agents-detailed', { 'x-gateway-key': KEY }, basic.url);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: 'This endpoint is disabled for your subscription' });
    expect((await get('/search-agents', { 'x-gateway-key': KEY }, basic.url)).status).toBe(200);
    expect((await get('/search-agents-detailed')).status).toBe(200);
  });

  it('can answer the registry with its documented placeholder body, still validating the query', async () => {
    const placeholder = await get('/get-registry-transactions?district=Yas%20Island', { 'x-gateway-key': KEY }, basic.url);
    expect(placeholder.status).toBe(200);
    const body = await bodyOf(placeholder);
    const someText: unknown = expect.stringMatching(/\w/);
    expect(body).toEqual({ success: true, message: someText });
    expect(RESPONSES['get-registry-transactions'].safeParse(body).success).toBe(true);
    expect((await get('/get-registry-transactions?size=0', { 'x-gateway-key': KEY }, basic.url)).status).toBe(400);
    expect((await bodyOf(await get('/get-registry-transactions'))).data?.length).toBeGreaterThan(0);
  });

  it('does not name the marketplace vendor', async () => {
    for (const res of [await get('/x'), await get('/search-buy', {})]) {
      expect(JSON.stringify(await res.json()).toLowerCase()).not.toContain('rapid');
    }
  });
});

describe('faults', () => {
  it('error -> API 500 body', async () => {
    gw.setFaults({ mode: 'error' });
    const res = await get('/search-buy?location_id=50');
    expect(res.status).toBe(500);
    const anyText: unknown = expect.any(String);
    expect(await res.json()).toEqual({ success: false, error: anyText, code: 500 });
  });

  it('unavailable -> 503', async () => {
    gw.setFaults({ mode: 'unavailable' });
    const res = await get('/search-buy?location_id=50');
    expect(res.status).toBe(503);
    expect((await bodyOf(res)).message).toEqual(expect.any(String));
  });

  it('after: N normal answers to the faulting endpoints first, others never counted', async () => {
    gw.setFaults({ mode: 'unavailable', endpoints: ['search-buy'], after: 2 });
    expect((await get('/search-rent?location_id=50')).status).toBe(200);
    expect((await get('/search-buy?location_id=50')).status).toBe(200);
    expect((await get('/search-buy?location_id=50')).status).toBe(200);
    expect((await get('/search-buy?location_id=50')).status).toBe(503);
    expect((await get('/search-rent?location_id=50')).status).toBe(200);
  });

  it('rate_limit -> 429 per-second message with the per-window headers', async () => {
    gw.setFaults({ mode: 'rate_limit' });
    const res = await get('/search-buy?location_id=50');
    expect(res.status).toBe(429);
    expect((await bodyOf(res)).message).toMatch(/rate limit per second/);
    expect(Number(res.headers.get('x-ratelimit-limit'))).toBeGreaterThan(0);
    expect(res.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(res.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
  });

  it('quota -> 429 MONTHLY quota message', async () => {
    gw.setFaults({ mode: 'quota' });
    const res = await get('/search-buy?location_id=50');
    expect(res.status).toBe(429);
    expect((await bodyOf(res)).message).toMatch(/MONTHLY quota/);
    expect(res.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('bad_body -> 200 that is not JSON', async () => {
    gw.setFaults({ mode: 'bad_body' });
    const res = await get('/search-buy?location_id=50');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(() => {
      JSON.parse(text);
    }).toThrow();
  });

  it('hang -> never answers', async () => {
    gw.setFaults({ mode: 'hang' });
    await expect(fetch(`${gw.url}/search-buy?location_id=50`, { headers, signal: AbortSignal.timeout(300) })).rejects.toThrow();
  });

  it('endpoints limits the fault to the named endpoints', async () => {
    gw.setFaults({ mode: 'error', endpoints: ['search-rent'] });
    expect((await get('/search-rent?location_id=50')).status).toBe(500);
    expect((await get('/search-buy?location_id=50')).status).toBe(200);
  });

  it('rate hits about that share of requests, deterministically', async () => {
    gw.setFaults({ mode: 'error', rate: 0.3 });
    let failed = 0;
    for (let i = 0; i < 100; i++) if ((await get('/autocomplete-location?query=palm')).status === 500) failed++;
    expect(failed).toBeGreaterThan(12);
    expect(failed).toBeLessThan(50);
    gw.setFaults({ rate: 0 });
    expect((await get('/autocomplete-location?query=palm')).status).toBe(200);
  });

  it('latencyMs delays every answer', async () => {
    gw.setFaults({ latencyMs: 150 });
    const t = performance.now();
    expect((await get('/autocomplete-location?query=palm')).status).toBe(200);
    expect(performance.now() - t).toBeGreaterThanOrEqual(140);
  });
});
