/** Unit tests of the upstream building blocks: backoff, retry loop, error mapping, cache. */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it, vi } from 'vitest';
import { REFRESH_RETRY_MS, ResponseCache, bytesFor, pickEncoding } from './cache.ts';
import { DeadlineError, UpstreamError, isConnectionError, mapStatus, mapThrown, parseRetryAfter } from './errors.ts';
import { RetryableStatus, backoffDelay, withRetry } from './retry.ts';

describe('backoff', () => {
  const policy = { maxAttempts: 5, baseDelayMs: 100, maxDelayMs: 1000 };
  it('grows exponentially with jitter in [step/2, step], capped', () => {
    expect(backoffDelay(1, policy, () => 0)).toBe(50);
    expect(backoffDelay(1, policy, () => 0.999)).toBe(100);
    expect(backoffDelay(2, policy, () => 0)).toBe(100);
    expect(backoffDelay(3, policy, () => 0.5)).toBe(300);
    expect(backoffDelay(10, policy, () => 0.999)).toBe(1000);
  });
});

describe('withRetry', () => {
  const opts = { policy: { maxAttempts: 3, baseDelayMs: 1, maxDelayMs: 2 }, random: () => 0, remainingMs: () => 10_000 };

  it('retries 502/503/504 and connection errors, up to maxAttempts', async () => {
    let n = 0;
    await expect(
      withRetry(() => {
        n++;
        return Promise.reject(new RetryableStatus(503, {}, ''));
      }, opts),
    ).rejects.toBeInstanceOf(RetryableStatus);
    expect(n).toBe(3);
    n = 0;
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    const r = await withRetry(() => (++n < 3 ? Promise.reject(refused) : Promise.resolve('ok')), opts);
    expect(r).toEqual({ value: 'ok', attempts: 3 });
  });

  it('never retries other errors', async () => {
    for (const err of [
      new UpstreamError('upstream_rate_limited', 429, 'x'),
      new Error('plain'),
      Object.assign(new Error('t'), { code: 'UND_ERR_HEADERS_TIMEOUT' }),
    ]) {
      let n = 0;
      await expect(
        withRetry(() => {
          n++;
          return Promise.reject(err);
        }, opts),
      ).rejects.toBe(err);
      expect(n).toBe(1);
    }
  });

  it('stops when the next backoff would not fit in the deadline', async () => {
    let n = 0;
    await expect(
      withRetry(
        () => {
          n++;
          return Promise.reject(new RetryableStatus(502, {}, ''));
        },
        { ...opts, remainingMs: () => 20 },
      ),
    ).rejects.toBeInstanceOf(RetryableStatus);
    expect(n).toBe(1);
  });
});

describe('error mapping', () => {
  const now = Date.UTC(2025, 0, 1);
  const gw = (message: string) => JSON.stringify({ message });

  it('maps gateway and API statuses', () => {
    expect(mapStatus(401, {}, gw('Missing RapidAPI application key'), now).code).toBe('upstream_key_rejected');
    expect(mapStatus(403, {}, gw('You are not subscribed to this API.'), now).code).toBe('upstream_not_subscribed');
    expect(mapStatus(403, {}, gw('This endpoint is disabled for your subscription'), now).code).toBe('upstream_plan_excludes_endpoint');
    expect(mapStatus(404, {}, JSON.stringify({ success: false, error: 'x', code: 404 }), now)).toMatchObject({
      code: 'not_found',
      status: 404,
    });
    expect(mapStatus(400, {}, '', now)).toMatchObject({ code: 'upstream_rejected_query', status: 502 });
    expect(mapStatus(404, {}, JSON.stringify({ message: "Endpoint '/x' does not exist" }), now)).toMatchObject({
      code: 'upstream_unknown_path',
      status: 502,
    });
    expect(mapStatus(500, {}, 'x', now)).toMatchObject({ code: 'upstream_unavailable', status: 502 });
    expect(mapStatus(429, { 'x-ratelimit-requests-reset': '100' }, gw('exceeded the DAILY quota'), now)).toMatchObject({
      code: 'upstream_quota_exceeded',
      retryAfter: 100,
    });
    expect(
      mapStatus(429, { 'x-ratelimit-reset': '2', 'x-ratelimit-requests-reset': '100' }, gw('rate limit per second'), now),
    ).toMatchObject({ code: 'upstream_rate_limited', retryAfter: 2 });
  });

  it('maps thrown errors', () => {
    expect(mapThrown(new DeadlineError(100))).toMatchObject({ code: 'upstream_timeout', status: 504 });
    expect(mapThrown(Object.assign(new Error(), { code: 'UND_ERR_BODY_TIMEOUT' })).code).toBe('upstream_timeout');
    expect(mapThrown(Object.assign(new Error(), { code: 'ENOTFOUND' })).code).toBe('upstream_unavailable');
    expect(isConnectionError(Object.assign(new AggregateError([Object.assign(new Error(), { code: 'ECONNREFUSED' })]), {}))).toBe(true);
  });

  it('parses Retry-After seconds and dates', () => {
    expect(parseRetryAfter('12', now)).toBe(12);
    expect(parseRetryAfter(new Date(now + 3500).toUTCString(), now)).toBe(3);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(undefined, now)).toBeUndefined();
  });

  it('the public body is the generic message, never the upstream detail', () => {
    const err = mapStatus(500, {}, JSON.stringify({ message: 'secret stack' }), now);
    expect(err.detail).toContain('secret stack');
    expect(JSON.stringify(err.toBody())).not.toContain('secret stack');
  });
});

describe('ResponseCache', () => {
  const fresh = { freshMs: 1000, staleMs: 5000 };

  it('coalesces concurrent loads and does not store failures', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000, now: () => clock.now });
    let loads = 0;
    const fail = () =>
      new Promise<Buffer>((_, reject) =>
        setTimeout(() => {
          loads++;
          reject(new Error('x'));
        }, 5),
      );
    const results = await Promise.allSettled([cache.load('k', fresh, fail), cache.load('k', fresh, fail)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(cache.stats()).toMatchObject({ entries: 0, coalesced: 1 });
    await cache.load('k', fresh, () => Promise.resolve(Buffer.from('{}')));
    expect(cache.lookup('k')?.state).toBe('fresh');
  });

  it('an entry is fresh, then stale for its window, then gone', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000, now: () => clock.now });
    await cache.load('k', fresh, () => Promise.resolve(Buffer.from('{}')));
    clock.now = 999;
    expect(cache.lookup('k')?.state).toBe('fresh');
    clock.now = 1000;
    expect(cache.lookup('k')?.state).toBe('stale');
    clock.now = 5999;
    expect(cache.lookup('k')?.state).toBe('stale');
    clock.now = 6000;
    expect(cache.lookup('k')).toBeUndefined();
    expect(cache.stats()).toMatchObject({ hits: 1, stale: 2, entries: 0 });
  });

  it('stores brotli and gzip copies once, and picks the one a client accepts', async () => {
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000, now: () => 0 });
    const body = Buffer.from(JSON.stringify({ data: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Tower ${i % 7}` })) }));
    const { answer } = await cache.load('k', fresh, () => Promise.resolve(body));
    expect(brotliDecompressSync(answer.br!).equals(body)).toBe(true);
    expect(gunzipSync(answer.gzip!).equals(body)).toBe(true);
    expect(answer.br!.length).toBeLessThan(body.length / 4);
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('identity')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(bytesFor(answer, 'br').bytes).toBe(answer.br);
    // A small answer is not worth compressing: every client gets the plain bytes.
    const small = (await cache.load('s', fresh, () => Promise.resolve(Buffer.from('{}')))).answer;
    expect(bytesFor(small, 'br')).toEqual({ bytes: small.body, encoding: 'identity' });
  });

  it('a failed background refresh keeps the stale entry and records why', async () => {
    const long = { freshMs: 1000, staleMs: 60_000 };
    const clock = { now: 0 };
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 100_000, now: () => clock.now });
    await cache.load('k', long, () => Promise.resolve(Buffer.from('{"v":1}')));
    clock.now = 2000;
    let calls = 0;
    const failing = () => {
      calls++;
      return Promise.reject(new Error('down'));
    };
    cache.refresh('k', long, failing, () => 'upstream_unavailable');
    cache.refresh('k', long, failing, () => 'upstream_unavailable'); // one refresh at a time
    await vi.waitFor(() => expect(cache.stats().refreshFailures).toBe(1));
    expect(calls).toBe(1);
    expect(cache.lookup('k')?.answer.refreshFailed).toBe('upstream_unavailable');
    // A failing service is not asked again on every stale request: the next refresh waits.
    cache.refresh('k', long, failing, () => 'upstream_unavailable');
    expect(calls).toBe(1);
    clock.now = 2000 + REFRESH_RETRY_MS;
    cache.refresh(
      'k',
      long,
      () => Promise.resolve(Buffer.from('{"v":2}')),
      () => 'x',
    );
    await vi.waitFor(() => expect(cache.lookup('k')?.state).toBe('fresh'));
    expect(cache.lookup('k')?.answer.body.toString()).toBe('{"v":2}');
    expect(cache.lookup('k')?.answer.refreshFailed).toBeUndefined();
  });

  it('0 entries disables storing', async () => {
    const cache = new ResponseCache({ maxEntries: 0, maxBytes: 10_000, now: () => 0 });
    await cache.load('k', fresh, () => Promise.resolve(Buffer.from('{}')));
    expect(cache.lookup('k')).toBeUndefined();
  });
});

describe('tolerance of the real service', () => {
  it('reads a numeric string where the spec says number, and still refuses text', async () => {
    const { RESPONSES } = await import('../../src/contract/responses.ts');
    const trend = {
      success: true,
      data: [{ bedroom_id: '1', community_price: '1450.5', tower_price: null, date: '2026-01-01', period: 'month' }],
    };
    const parsed = RESPONSES['price-trend-of-location'].safeParse(trend);
    expect(parsed.success).toBe(true);
    expect(parsed.data?.data[0]).toMatchObject({ bedroom_id: 1, community_price: 1450.5 });
    const bad = RESPONSES['price-trend-of-location'].safeParse({ success: true, data: [{ ...trend.data[0], bedroom_id: 'one' }] });
    expect(bad.success).toBe(false);
  });
});
