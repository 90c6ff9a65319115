import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES } from '../src/contract/index.ts';
import { CANARY_KEY, LISTING, harness, minimalQuery, okBody, qs, type Harness, type Reply, type TestBody } from './upstream/testing.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

describe('operator and browser endpoints', () => {
  it('/healthz: mode, uptime, cache figures; no key, no host', async () => {
    h = await harness();
    await h.app.inject('/api/search-buy?location_id=50');
    await h.app.inject('/api/search-buy?location_id=50');
    h.clock.now += 61_000;
    const res = await h.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    const body = res.json<TestBody>();
    expect(body).toMatchObject({ ok: true, mode: 'live', uptimeS: 61, cache: { entries: 1, hits: 1, misses: 1 } });
    expect(body.cache.bytes).toBeGreaterThan(0);
    expect(res.body).not.toContain(CANARY_KEY);
    expect(res.body).not.toContain('gateway.test');
  });

  it('/fx-rates.json: the configured rate table', async () => {
    const table = { date: '2026-12-01', aed_per_unit: { EUR: 4.3, GBP: 4.9, INR: 0.042, SAR: 0.979, RUB: 0.046, CNY: 0.52 } };
    h = await harness({ config: { fxRates: table } });
    const res = await h.app.inject('/fx-rates.json');
    expect(res.statusCode).toBe(200);
    expect(res.json<TestBody>()).toEqual(table);
  });

  it('/config.json: mode and tile URL only', async () => {
    h = await harness({ config: { mode: 'embedded', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' } });
    const res = await h.app.inject('/config.json');
    expect(res.json<TestBody>()).toEqual({ mode: 'embedded', tileUrl: 'https://tiles.example/{z}/{x}/{y}.png' });
    // A second app in the same test: closed here, as afterEach closes only `h`.
    const plain = await harness();
    try {
      const none = await plain.app.inject('/config.json');
      expect(none.json<TestBody>()).toEqual({ mode: 'live', tileUrl: null });
    } finally {
      await plain.close();
    }
  });

  it('compresses answers for clients that accept it, hits and misses alike, and only for them', async () => {
    h = await harness();
    const listings = Array.from({ length: 25 }, (_, i) => ({ ...LISTING, property_id: String(i + 1) }));
    h.respond(() => ({ status: 200, body: { success: true, data: listings } }));
    const url = `/api/search-buy?${qs(minimalQuery('search-buy'))}`;
    const br = await h.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['x-cache']).toBe('MISS');
    const fromBr = JSON.parse(brotliDecompressSync(br.rawPayload).toString('utf8')) as TestBody;
    expect(fromBr.data).toHaveLength(25);
    const gz = await h.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8'))).toEqual(fromBr);
    expect(gz.rawPayload.length).toBeLessThan(JSON.stringify(fromBr).length / 3);
    const plain = await h.app.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json<TestBody>()).toEqual(fromBr);
  });

  it('/media/* via the media handler: immutable on a hit, 404 on null', async () => {
    const asked: string[] = [];
    h = await harness({
      deps: {
        mediaHandler: (path) => {
          asked.push(path);
          return path === 'listing/1/0.svg' ? { contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg"/>' } : null;
        },
      },
    });
    const ok = await h.app.inject('/media/listing/1/0.svg?v=1');
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toBe('image/svg+xml');
    expect(ok.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(ok.body).toContain('<svg');
    const missing = await h.app.inject('/media/listing/nope.svg');
    expect(missing.statusCode).toBe(404);
    expect(asked).toEqual(['listing/1/0.svg', 'listing/nope.svg']);
  });

  it('/media/* waits for a handler that makes its image, and a failure to make one is a 404 kept by nobody', async () => {
    const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0]);
    h = await harness({
      deps: {
        mediaHandler: async (path) => {
          await new Promise((made) => setTimeout(made, 5));
          if (path === 'broken.jpg') throw new Error('the encoder failed');
          return { contentType: 'image/jpeg', body: jpeg };
        },
      },
    });
    const ok = await h.app.inject('/media/listing/1/1.jpg');
    expect([ok.statusCode, ok.headers['content-type'], ok.rawPayload]).toEqual([200, 'image/jpeg', jpeg]);
    const failed = await h.app.inject('/media/broken.jpg');
    expect([failed.statusCode, failed.headers['cache-control']]).toEqual([404, 'no-store']);
  });

  it('without a media handler /media/* is a 404, never the SPA', async () => {
    h = await harness();
    const res = await h.app.inject({ url: '/media/listing/1/0.svg', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(404);
  });
});

describe('the key never leaves the server', () => {
  const replies: [string, Reply][] = [
    ['ok', { status: 200, body: { success: true, data: [] } }],
    ['401 (echoing the key, as a careless gateway might)', { status: 401, body: { message: `Invalid API key ${CANARY_KEY}` } }],
    ['403', { status: 403, body: { message: 'This endpoint is disabled for your subscription' } }],
    ['429', { status: 429, body: { message: 'You have exceeded the MONTHLY quota' }, headers: { 'retry-after': '9' } }],
    ['500', { status: 500, body: { message: `boom ${CANARY_KEY}` } }],
    ['503', { status: 503, body: 'unavailable' }],
    ['non-JSON', { status: 200, body: `<html>${CANARY_KEY}</html>` }],
    ['contract violation', { status: 200, body: { success: true, data: [{ nonsense: CANARY_KEY }] } }],
  ];

  it('in no response body or header, and no log line (debug level logs the upstream request headers)', async () => {
    h = await harness({ config: { logLevel: 'trace' } });
    const seenResponses: string[] = [];
    let current: Reply = replies[0]![1];
    h.respond(() => current);
    for (const [, reply] of replies) {
      current = reply;
      for (const name of ENDPOINT_NAMES) {
        const res = await h.app.inject(`/api/${name}?${qs(minimalQuery(name))}`);
        seenResponses.push(JSON.stringify(res.headers), res.body);
      }
      h.app.answerCache.clear();
    }
    for (const url of ['/healthz', '/config.json', '/api/nope', '/api/search-buy?x=1', '/']) {
      const res = await h.app.inject(url);
      seenResponses.push(JSON.stringify(res.headers), res.body);
    }
    // The upstream did receive the key (so the canary is a real one)...
    expect(h.seen.length).toBeGreaterThan(0);
    expect(h.seen.every((r) => r.headers['x-gateway-key'] === CANARY_KEY)).toBe(true);
    // ...the logs did record the upstream request headers, redacted...
    const requestLines = h.logs.filter((l) => l.includes('"upstream request"'));
    expect(requestLines.length).toBeGreaterThan(0);
    expect(requestLines[0]).toContain('"x-gateway-key":"[REDACTED]"');
    // ...and the key appears nowhere.
    for (const text of seenResponses) expect(text).not.toContain(CANARY_KEY);
    for (const line of h.logs) expect(line).not.toContain(CANARY_KEY);
    expect(h.logs.join('')).not.toMatch(/canary/i);
  });

  it('a thrown internal error is a generic 500 without the key', async () => {
    h = await harness({
      deps: {
        mediaHandler: () => {
          throw new Error(`internal failure with ${CANARY_KEY}`);
        },
      },
    });
    // A media handler that throws is treated as a missing image (404).
    const res = await h.app.inject('/media/x.svg');
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(CANARY_KEY);
    for (const line of h.logs) expect(line).not.toContain(CANARY_KEY);
  });

  it('a key sent by a browser is not logged either', async () => {
    h = await harness();
    h.respond(() => ({ status: 200, body: okBody('search-buy') }));
    await h.app.inject({ url: '/api/search-buy?location_id=50', headers: { 'x-gateway-key': CANARY_KEY } });
    for (const line of h.logs) expect(line).not.toContain(CANARY_KEY);
  });
});
