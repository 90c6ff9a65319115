/**
 * The answer cache as the browser sees it: stored compressed once (br, gzip) and sent as stored;
 * stale-while-revalidate with ONE background refresh; stale-if-error when the service fails;
 * Cache-Control from freshness; CACHE_TTL_SECONDS / CACHE_STALE_SECONDS.
 */
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CACHE_FAMILIES } from '../../src/contract/index.ts';
import { LISTING, harness, okBody, type Harness, type Reply } from '../upstream/testing.ts';
import { pickEncoding } from '../upstream/cache.ts';

/** A page big enough to be worth compressing (over 1 KB). */
const PAGE = { success: true, data: Array.from({ length: 20 }, (_, i) => ({ ...LISTING, property_id: String(16266089 + i) })) };
const OK: Reply = { status: 200, body: PAGE };
const URL = '/api/search-buy?location_id=50';
const LISTINGS_TTL_MS = CACHE_FAMILIES.listings.ttlSeconds * 1000;

let h: Harness;
let answer: () => Reply;
beforeEach(async () => {
  h = await harness();
  answer = () => OK;
  h.respond(() => answer());
});
afterEach(async () => {
  await h.close();
});

describe('compressed once, sent as stored', () => {
  it('a hit sends the stored brotli bytes to a browser, gzip to a gzip-only client, identity otherwise', async () => {
    await h.app.inject(URL);
    const br = await h.app.inject({ url: URL, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    expect(br.headers).toMatchObject({ 'content-encoding': 'br', vary: 'accept-encoding', 'x-cache': 'HIT' });
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString())).toEqual(PAGE);

    const gz = await h.app.inject({ url: URL, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(PAGE);

    const plain = await h.app.inject({ url: URL, headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(PAGE);
    expect(h.seen).toHaveLength(1);
  });

  it('the same stored bytes on every hit (not re-compressed per request)', async () => {
    const headers = { 'accept-encoding': 'br' };
    const a = await h.app.inject({ url: URL, headers });
    const b = await h.app.inject({ url: URL, headers });
    expect(a.headers['x-cache']).toBe('MISS');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.rawPayload.equals(a.rawPayload)).toBe(true);
    expect(b.rawPayload.length).toBeLessThan(JSON.stringify(PAGE).length / 3);
  });

  it('a small answer goes as identity even to a browser', async () => {
    answer = () => ({ status: 200, body: { success: true, data: [] } });
    const res = await h.app.inject({ url: URL, headers: { 'accept-encoding': 'br, gzip' } });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json()).toEqual({ success: true, data: [] });
  });

  it('a coding refused with q=0 is not sent', () => {
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });
});

describe('freshness headers', () => {
  it('fresh: max-age is the fresh time (a browser subtracts Age), with the stale window; Age and x-data-as-of', async () => {
    const first = await h.app.inject(URL);
    const stale = CACHE_FAMILIES.listings.staleSeconds;
    expect(first.headers['cache-control']).toBe(`public, max-age=${LISTINGS_TTL_MS / 1000}, stale-while-revalidate=${stale}`);
    expect(first.headers['x-data-as-of']).toBe(new Date(h.clock.now).toISOString());
    expect(first.headers.age).toBe('0');
    h.clock.now += 100_000;
    const later = await h.app.inject(URL);
    expect(later.headers['x-cache']).toBe('HIT');
    expect(later.headers.age).toBe('100');
  });

  it('errors and refusals: no-store', async () => {
    expect((await h.app.inject('/api/search-buy')).headers['cache-control']).toBe('no-store');
    answer = () => ({ status: 500, body: { message: 'boom' } });
    const res = await h.app.inject(URL);
    expect(res.statusCode).toBe(502);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

describe('stale-while-revalidate and stale-if-error', () => {
  it('a stale answer goes at once while ONE background refresh runs; then the refreshed answer is fresh', async () => {
    await h.app.inject(URL);
    h.clock.now += LISTINGS_TTL_MS + 1000;
    const results = await Promise.all(Array.from({ length: 10 }, () => h.app.inject(URL)));
    for (const r of results) {
      expect(r.statusCode).toBe(200);
      expect(r.headers).toMatchObject({ 'x-cache': 'STALE', 'x-stale-reason': 'revalidating', 'cache-control': 'no-cache' });
      expect(r.headers.age).toBe(String(LISTINGS_TTL_MS / 1000 + 1));
    }
    await vi.waitFor(() => expect(h.seen).toHaveLength(2));
    await vi.waitFor(async () => expect((await h.app.inject(URL)).headers['x-cache']).toBe('HIT'));
    expect(h.seen).toHaveLength(2);
  });

  for (const [why, reply, code] of [
    ['a 500', { status: 500, body: { message: 'Internal' } }, 'upstream_unavailable'],
    ['a burst 429', { status: 429, body: { message: 'Too many requests' }, headers: { 'retry-after': '7' } }, 'upstream_rate_limited'],
    [
      'a used-up quota',
      { status: 429, body: { message: 'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC.' } },
      'upstream_quota_exceeded',
    ],
  ] as const) {
    it(`when the refresh fails with ${why}, the stale answer keeps going out and says why`, async () => {
      const stored = h.clock.now;
      await h.app.inject(URL);
      answer = () => reply;
      h.clock.now += LISTINGS_TTL_MS + 1000;
      expect((await h.app.inject(URL)).headers['x-cache']).toBe('STALE');
      await vi.waitFor(() => expect(h.app.answerCache.stats().refreshFailures).toBe(1));
      const res = await h.app.inject({ url: URL, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({ 'x-cache': 'STALE', 'x-stale-reason': code, 'x-data-as-of': new Date(stored).toISOString() });
      expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString())).toEqual(PAGE);
    });
  }

  it('a failing service is not asked again on every stale request', async () => {
    await h.app.inject(URL);
    answer = () => ({ status: 500, body: {} });
    h.clock.now += LISTINGS_TTL_MS + 1000;
    await h.app.inject(URL);
    await vi.waitFor(() => expect(h.app.answerCache.stats().refreshFailures).toBe(1));
    const calls = h.seen.length;
    for (let i = 0; i < 20; i++) expect((await h.app.inject(URL)).statusCode).toBe(200);
    expect(h.seen).toHaveLength(calls);
    // Later, it asks again; when the service is back the answer is fresh again.
    answer = () => OK;
    h.clock.now += 10_000;
    await h.app.inject(URL);
    await vi.waitFor(async () => expect((await h.app.inject(URL)).headers['x-cache']).toBe('HIT'));
  });

  it('past the stale window the answer is gone: the failure is an error', async () => {
    await h.app.inject(URL);
    answer = () => ({ status: 503, body: {} });
    h.clock.now += (CACHE_FAMILIES.listings.ttlSeconds + CACHE_FAMILIES.listings.staleSeconds) * 1000 + 1;
    const res = await h.app.inject(URL);
    expect(res.statusCode).toBe(502);
    expect(res.headers['x-cache']).toBe('MISS');
  });
});

describe('"not found" remembered', () => {
  it('the service’s 404 is said again without a call (or a count) for the fresh time, then asked for again', async () => {
    answer = () => ({ status: 404, body: { success: false, error: 'No such location', code: 404 } });
    const first = await h.app.inject(URL);
    expect([first.statusCode, first.headers['x-cache']]).toEqual([404, 'MISS']);
    const again = await h.app.inject(URL);
    expect([again.statusCode, again.headers['x-cache'], again.json<{ error: string }>().error]).toEqual([404, 'HIT', 'not_found']);
    expect(h.seen).toHaveLength(1);
    // Past the fresh time the place may exist now: asked again, and found.
    answer = () => OK;
    h.clock.now += LISTINGS_TTL_MS + 1;
    expect((await h.app.inject(URL)).statusCode).toBe(200);
    expect(h.seen).toHaveLength(2);
  });
});

describe('CACHE_TTL_SECONDS and CACHE_STALE_SECONDS', () => {
  it('override every family', async () => {
    const o = await harness({ config: { cacheTtlSeconds: 1, cacheStaleSeconds: 30 } });
    try {
      o.respond((req) => (req.path.startsWith('/autocomplete-location') ? { status: 200, body: okBody('autocomplete-location') } : OK));
      await o.app.inject('/api/autocomplete-location?query=marina'); // reference: normally 24 h
      const first = await o.app.inject(URL);
      expect(first.headers['cache-control']).toBe('public, max-age=1, stale-while-revalidate=30');
      o.clock.now += 1001;
      expect((await o.app.inject('/api/autocomplete-location?query=marina')).headers['x-cache']).toBe('STALE');
      o.clock.now += 60_000;
      expect((await o.app.inject(URL)).headers['x-cache']).toBe('MISS');
    } finally {
      await o.close();
    }
  });
});
