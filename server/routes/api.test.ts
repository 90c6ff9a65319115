import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ENDPOINTS,
  ENDPOINT_NAMES,
  allowedOf,
  canonicalQuery,
  isRequired,
  toQueryString,
  type EndpointName,
  type ParamDef,
} from '../../src/contract/index.ts';
import { CANARY_KEY, GATEWAY_HOST, LISTING, harness, minimalQuery, okBody, qs, type Harness, type TestBody } from '../upstream/testing.ts';

const defsOf = (name: EndpointName) => ENDPOINTS[name].params as Record<string, ParamDef>;

let h: Harness;
beforeEach(async () => {
  h = await harness();
  h.respond((req) => {
    const name = req.path.split('?')[0]!.slice(1) as EndpointName;
    return { status: 200, body: okBody(name) };
  });
});
afterEach(async () => {
  await h.close();
});

describe('400 before any upstream call, for every endpoint', () => {
  it('covers all 17 endpoints', () => {
    expect(ENDPOINT_NAMES).toHaveLength(17);
  });

  for (const name of ENDPOINT_NAMES) {
    describe(name, () => {
      const defs = defsOf(name);
      const required = Object.entries(defs).filter(([, d]) => isRequired(d));
      const firstEnum = Object.entries(defs).find(([, d]) => d.kind === 'enum' || d.kind === 'enumList');

      for (const [param] of required) {
        it(`missing required ${param} -> 400 naming it`, async () => {
          const q = minimalQuery(name);
          Reflect.deleteProperty(q, param);
          const res = await h.app.inject(`/api/${name}?${qs(q)}`);
          expect(res.statusCode).toBe(400);
          const body = res.json<TestBody>();
          expect(body).toMatchObject({ success: false, error: 'bad_request' });
          expect(body.message).toContain(`"${param}"`);
          expect(body.issues.map((i: { param: string }) => i.param)).toContain(param);
          const issue = body.issues.find((i: { param: string }) => i.param === param);
          const allowed = allowedOf(defs[param]!);
          if (allowed) expect(issue?.allowed).toEqual([...allowed]);
          expect(h.seen).toHaveLength(0);
        });
      }

      it('unknown parameter -> 400 naming it and the allowed parameters', async () => {
        const res = await h.app.inject(`/api/${name}?${qs({ ...minimalQuery(name), colour: 'blue' })}`);
        expect(res.statusCode).toBe(400);
        const body = res.json<TestBody>();
        expect(body.error).toBe('bad_request');
        expect(body.message).toContain('"colour"');
        expect(body.issues[0]).toMatchObject({ param: 'colour', allowed: Object.keys(defs) });
        expect(h.seen).toHaveLength(0);
      });

      if (firstEnum) {
        const [param, def] = firstEnum;
        it(`bad value of ${param} -> 400 naming it with the allowed values`, async () => {
          const res = await h.app.inject(`/api/${name}?${qs({ ...minimalQuery(name), [param]: 'not-a-value' })}`);
          expect(res.statusCode).toBe(400);
          const body = res.json<TestBody>();
          expect(body.message).toContain(`"${param}"`);
          const anyText: unknown = expect.any(String);
          expect(body.issues).toEqual([{ param, message: anyText, allowed: [...allowedOf(def)!] }]);
          expect(h.seen).toHaveLength(0);
        });
      } else {
        const [param] = required[0]!;
        it(`bad value of ${param} -> 400 naming it`, async () => {
          const bad = defs[param]!.kind === 'text' ? 'x'.repeat(500) : 'not valid!';
          const res = await h.app.inject(`/api/${name}?${qs({ ...minimalQuery(name), [param]: bad })}`);
          expect(res.statusCode).toBe(400);
          expect(res.json<TestBody>().issues[0]?.param).toBe(param);
          expect(h.seen).toHaveLength(0);
        });
      }

      it('valid query -> one upstream GET with both headers and the canonical query', async () => {
        const q = minimalQuery(name);
        const res = await h.app.inject(`/api/${name}?${qs(q)}`);
        expect(res.statusCode).toBe(200);
        expect(res.headers['x-cache']).toBe('MISS');
        expect(h.seen).toHaveLength(1);
        const sent = h.seen[0]!;
        const canonical = canonicalQuery(name, q);
        if (!canonical.ok) throw new Error('minimal query should be valid');
        const expectedQs = toQueryString(canonical.wire);
        expect(sent.path).toBe(`${ENDPOINTS[name].path}${expectedQs ? `?${expectedQs}` : ''}`);
        expect(sent.headers['x-gateway-host']).toBe(GATEWAY_HOST);
        expect(sent.headers['x-gateway-key']).toBe(CANARY_KEY);
      });
    });
  }
});

describe('query handling', () => {
  it('a list parameter may be repeated (openapi-fetch, Python requests), comma-joined, or both: one search, one entry', async () => {
    const urls = [
      '/api/search-rent?location_id=50&bedrooms=1,2&amenities=balcony,central_ac',
      '/api/search-rent?location_id=50&bedrooms=1&bedrooms=2&amenities=balcony&amenities=central_ac',
      '/api/search-rent?location_id=50&bedrooms=2&bedrooms=1,2&amenities=central_ac,balcony',
    ];
    const caches = [];
    for (const url of urls) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      caches.push(res.headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT']);
    expect(h.seen.map((r) => r.path)).toEqual([
      '/search-rent?amenities=central_ac,balcony&bedrooms=1,2&location_id=50&page=1&rent_frequency=yearly&sort=newest',
    ]);
  });

  it('a single-valued parameter given twice is a 400 naming it, on every endpoint', async () => {
    for (const name of ENDPOINT_NAMES) {
      const defs = defsOf(name);
      const single = Object.keys(defs).find((k) => !['enumList', 'intList', 'textList'].includes(defs[k]!.kind))!;
      const res = await h.app.inject(`/api/${name}?${qs(minimalQuery(name))}&${single}=1&${single}=2`);
      expect(res.statusCode, name).toBe(400);
      const message: unknown = expect.stringContaining('is given more than once; give it once (only list parameters may be repeated)');
      expect(
        res.json<TestBody>().issues.map(({ param, message }) => ({ param, message })),
        name,
      ).toEqual([{ param: single, message }]);
    }
    expect(h.seen).toHaveLength(0);
  });

  it('a control character inside any parameter of any endpoint is a 400 saying so', async () => {
    for (const name of ENDPOINT_NAMES) {
      for (const param of Object.keys(defsOf(name))) {
        const res = await h.app.inject(`/api/${name}?${qs({ ...minimalQuery(name), [param]: '1\u00001' })}`);
        expect(res.statusCode, `${name} ${param}`).toBe(400);
        expect(res.json<TestBody>().message, `${name} ${param}`).toBe(
          `Query parameter "${param}" must not contain control characters (tabs, line breaks and the like).`,
        );
      }
    }
    expect(h.seen).toHaveLength(0);
  });

  it('spaces around a value are ignored and an empty value is the parameter absent, on every endpoint', async () => {
    for (const name of ENDPOINT_NAMES) {
      const defs = defsOf(name);
      const base = qs(minimalQuery(name));
      const page = Object.keys(defs).find((k) => defs[k]!.kind === 'int' && (defs[k] as { role?: string }).role === 'page');
      const defaulted = Object.keys(defs).find((k) => defs[k]!.kind === 'enum' && (defs[k] as { default?: string }).default);
      const first = await h.app.inject(`/api/${name}?${base}`);
      expect(first.statusCode, name).toBe(200);
      // `page=%20<base>%20` is the first page; `sort=` is the default sort: both the entry just stored.
      const same = [page && `${page}=%20${String(ENDPOINTS[name].pageBase)}%20`, defaulted && `${defaulted}=`].filter(Boolean);
      for (const extra of same) {
        const res = await h.app.inject(`/api/${name}?${base}&${extra}`);
        expect(res.statusCode, `${name} ${extra}`).toBe(200);
        expect(res.headers['x-cache'], `${name} ${extra}`).toBe('HIT');
      }
    }
    // Spaces inside a number are not ignored.
    const inside = await h.app.inject('/api/search-buy?location_id=50&price_min=1%20000');
    expect(inside.statusCode).toBe(400);
    expect(inside.json<TestBody>().issues[0]?.param).toBe('price_min');
  });

  it('fills defaults and sorts lists in the upstream URL', async () => {
    await h.app.inject('/api/search-rent?location_id=50&amenities=balcony,central_ac&bedrooms=3,0');
    expect(h.seen[0]!.path).toBe(
      '/search-rent?amenities=central_ac,balcony&bedrooms=0,3&location_id=50&page=1&rent_frequency=yearly&sort=newest',
    );
  });

  it('an inverted range is a 400 that says so', async () => {
    const res = await h.app.inject('/api/search-buy?location_id=50&price_min=900&price_max=100');
    expect(res.statusCode).toBe(400);
    expect(res.json<TestBody>().message).toBe('Query parameter "price_min" must not be greater than price_max.');
    expect(res.json<TestBody>().issues[0]?.param).toBe('price_min');
    // Equal ends are a range of one value.
    expect((await h.app.inject('/api/search-buy?location_id=50&price_min=900&price_max=900')).statusCode).toBe(200);
  });

  it('unknown /api path -> JSON 404, non-GET -> 405 JSON', async () => {
    const a = await h.app.inject('/api/no-such-endpoint?x=1');
    expect(a.statusCode).toBe(404);
    expect(a.json<TestBody>()).toMatchObject({ success: false, error: 'not_found' });
    const b = await h.app.inject({ method: 'POST', url: '/api/search-buy', payload: { location_id: 50 } });
    expect(b.statusCode).toBe(405);
    expect(b.headers.allow).toBe('GET, HEAD');
    expect(b.json<TestBody>()).toMatchObject({ success: false, error: 'method_not_allowed' });
    const c = await h.app.inject({ method: 'DELETE', url: '/api/property-details?property_id=1' });
    expect(c.statusCode).toBe(405);
    const d = await h.app.inject({ method: 'PUT', url: '/api/no-such-endpoint', payload: 'x' });
    expect(d.statusCode).toBe(405);
    expect(d.json<TestBody>()).toMatchObject({ success: false, error: 'method_not_allowed' });
    expect(h.seen).toHaveLength(0);
  });

  it('malformed percent-encoding is a 4xx, never a 500', async () => {
    for (const url of ['/api/search-buy?location_id=%E0%A4%A', '/api/search-buy?%zz=1', '/api/%ff']) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('relaying the upstream answer', () => {
  it('relays the parsed body (extra fields kept, defaults applied) and no upstream headers', async () => {
    const { title: _omitted, ...noTitle } = LISTING;
    h.respond(() => ({
      status: 200,
      body: { success: true, data: [noTitle] },
      headers: {
        'set-cookie': 'session=abc',
        'x-ratelimit-requests-remaining': '99',
        'x-ratelimit-requests-limit': '100',
        server: 'RapidAPI-0.0.45',
      },
    }));
    const res = await h.app.inject('/api/search-buy?location_id=50');
    expect(res.statusCode).toBe(200);
    const body = res.json<TestBody>();
    expect(body.data[0]?.extra_field_kept).toBe('yes');
    expect(body.data[0]?.title).toBe(''); // schema default applied: the parsed body, not the raw one
    for (const header of Object.keys(res.headers)) {
      expect(header).not.toMatch(/^x-ratelimit|^set-cookie$|^x-rapidapi/);
    }
    expect(res.headers.server).toBeUndefined();
    // ... but the operator sees the figures in /healthz
    const health = (await h.app.inject('/healthz')).json<TestBody>();
    expect(health.rateLimit).toMatchObject({ 'requests-remaining': 99, 'requests-limit': 100 });
  });

  it('the registry placeholder body passes', async () => {
    h.respond(() => ({ status: 200, body: { success: true, message: 'Registry data is being updated' } }));
    const res = await h.app.inject('/api/get-registry-transactions');
    expect(res.statusCode).toBe(200);
    expect(res.json<TestBody>()).toEqual({ success: true, message: 'Registry data is being updated' });
  });
});

describe('cache', () => {
  it('MISS then HIT, one upstream call', async () => {
    const a = await h.app.inject('/api/search-buy?location_id=50');
    const b = await h.app.inject('/api/search-buy?location_id=50');
    expect(a.headers['x-cache']).toBe('MISS');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(b.body).toBe(a.body);
    expect(h.seen).toHaveLength(1);
  });

  it('equivalent queries in any order, spelling or default share one entry', async () => {
    const urls = [
      '/api/search-buy?location_id=50&bedrooms=2,1',
      '/api/search-buy?bedrooms=1,2&location_id=50',
      '/api/search-buy?sort=newest&page=1&bedrooms=1,2,2&location_id=50',
      '/api/search-buy?bedrooms=%202,1&location_id=50&furnishing=',
    ];
    const caches = [];
    for (const url of urls) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      caches.push(res.headers['x-cache']);
    }
    expect(caches).toEqual(['MISS', 'HIT', 'HIT', 'HIT']);
    expect(h.seen).toHaveLength(1);
  });

  it('different queries are different entries', async () => {
    await h.app.inject('/api/search-buy?location_id=50');
    await h.app.inject('/api/search-buy?location_id=51');
    await h.app.inject('/api/search-rent?location_id=50');
    expect(h.seen).toHaveLength(3);
  });

  it('concurrent identical requests make one upstream call', async () => {
    const slow = await harness({ noCatchAll: true });
    try {
      let calls = 0;
      slow.pool
        .intercept({ path: (p) => p.startsWith('/search-buy?'), method: 'GET' })
        .reply(() => {
          calls++;
          return { statusCode: 200, data: JSON.stringify({ success: true, data: [LISTING] }) };
        })
        .delay(100)
        .persist();
      const results = await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          slow.app.inject(i % 2 ? '/api/search-buy?location_id=50&sort=newest' : '/api/search-buy?location_id=50'),
        ),
      );
      expect(results.map((r) => r.statusCode)).toEqual(Array(8).fill(200));
      expect(calls).toBe(1);
      expect(new Set(results.map((r) => r.body)).size).toBe(1);
      expect(slow.app.answerCache.stats()).toMatchObject({ coalesced: 7, entries: 1 });
    } finally {
      await slow.close();
    }
  });

  it('is fresh for the family TTL (listings: 5 min; reference: 24 h), then stale while one refresh runs', async () => {
    await h.app.inject('/api/search-buy?location_id=50');
    await h.app.inject('/api/autocomplete-location?query=marina');
    h.clock.now += 5 * 60 * 1000 + 1;
    const stale = await h.app.inject('/api/search-buy?location_id=50');
    expect(stale.headers['x-cache']).toBe('STALE');
    expect(stale.headers['x-stale-reason']).toBe('revalidating');
    expect(stale.headers['cache-control']).toBe('no-cache');
    expect(Number(stale.headers.age)).toBe(300);
    expect((await h.app.inject('/api/autocomplete-location?query=marina')).headers['x-cache']).toBe('HIT');
    // The background refresh makes it fresh again: one call for it, none for the answers.
    await vi.waitFor(() => expect(h.seen).toHaveLength(3));
    await vi.waitFor(async () => expect((await h.app.inject('/api/search-buy?location_id=50')).headers['x-cache']).toBe('HIT'));
    expect(h.seen).toHaveLength(3);
  });

  it('answers stale data, saying why, when the service fails; past the stale window it is an error', async () => {
    await h.app.inject('/api/search-buy?location_id=50');
    const asOf = new Date(h.clock.now).toISOString();
    h.respond(() => ({ status: 503, body: { message: 'down' } }));
    h.clock.now += 5 * 60 * 1000 + 1;
    await h.app.inject('/api/search-buy?location_id=50'); // starts the refresh, which fails
    await vi.waitFor(() => expect(h.app.answerCache.stats().refreshFailures).toBe(1));
    const res = await h.app.inject('/api/search-buy?location_id=50');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('STALE');
    expect(res.headers['x-stale-reason']).toBe('upstream_unavailable');
    expect(res.headers['x-data-as-of']).toBe(asOf);
    // Listings are held 6 h past their freshness; then the failure shows.
    h.clock.now += 6 * 3600 * 1000;
    const gone = await h.app.inject('/api/search-buy?location_id=50');
    expect(gone.statusCode).toBe(502);
    expect(gone.headers['cache-control']).toBe('no-store');
  });

  it('sends the stored brotli or gzip bytes the client accepts, with Vary and a Cache-Control from freshness', async () => {
    const page = Array.from({ length: 20 }, (_, i) => ({ ...LISTING, property_id: String(16266000 + i) }));
    h.respond(() => ({ status: 200, body: { success: true, data: page } }));
    const plain = await h.app.inject('/api/search-buy?location_id=50');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await h.app.inject({ url: '/api/search-buy?location_id=50', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gz = await h.app.inject({ url: '/api/search-buy?location_id=50', headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    expect(br.headers['cache-control']).toBe('public, max-age=300, stale-while-revalidate=21600');
    expect(h.seen).toHaveLength(1);
  });

  it('CACHE_TTL_SECONDS and CACHE_STALE_SECONDS override every family', async () => {
    const short = await harness({ config: { cacheTtlSeconds: 1, cacheStaleSeconds: 2 } });
    try {
      await short.app.inject('/api/autocomplete-location?query=marina');
      short.clock.now += 1001;
      expect((await short.app.inject('/api/autocomplete-location?query=marina')).headers['x-cache']).toBe('STALE');
      short.clock.now += 2000;
      await vi.waitFor(() => expect(short.seen).toHaveLength(2)); // the refresh
      short.clock.now += 3001;
      expect((await short.app.inject('/api/autocomplete-location?query=marina')).headers['x-cache']).toBe('MISS');
    } finally {
      await short.close();
    }
  });

  it('faults are not cached (a "not found" is remembered: api-cache.test.ts)', async () => {
    let n = 0;
    h.respond(() =>
      ++n === 1 ? { status: 400, body: { success: false, error: 'Invalid parameter' } } : { status: 200, body: okBody('property-details') },
    );
    const a = await h.app.inject('/api/property-details?property_id=123');
    expect(a.statusCode).toBe(502);
    const b = await h.app.inject('/api/property-details?property_id=123');
    expect(b.statusCode).toBe(200);
    expect(b.headers['x-cache']).toBe('MISS');
    expect(h.seen).toHaveLength(2);
  });

  it('is bounded by entries', async () => {
    const small = await harness({ config: { cacheMaxEntries: 2 } });
    try {
      for (const id of [1, 2, 3]) await small.app.inject(`/api/search-buy?location_id=${id}`);
      expect(small.app.answerCache.stats().entries).toBe(2);
      // The least recently used (1) was evicted.
      expect((await small.app.inject('/api/search-buy?location_id=1')).headers['x-cache']).toBe('MISS');
      expect((await small.app.inject('/api/search-buy?location_id=3')).headers['x-cache']).toBe('HIT');
    } finally {
      await small.close();
    }
  });

  it('is bounded by bytes', async () => {
    const small = await harness({ config: { cacheMaxBytes: 3000 } });
    small.respond(() => ({ status: 200, body: { success: true, data: [LISTING] } }));
    try {
      for (const id of [1, 2, 3, 4, 5, 6]) await small.app.inject(`/api/search-buy?location_id=${id}`);
      const { bytes, entries } = small.app.answerCache.stats();
      expect(bytes).toBeLessThanOrEqual(3000);
      expect(entries).toBeGreaterThan(0);
      expect(entries).toBeLessThan(6);
    } finally {
      await small.close();
    }
  });
});
