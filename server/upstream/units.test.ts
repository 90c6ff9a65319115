/** Unit tests of the upstream building blocks: backoff, retry loop, error mapping, cache. */
import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.ts';
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
    await expect(withRetry(async () => { n++; throw new RetryableStatus(503, {}, ''); }, opts)).rejects.toBeInstanceOf(RetryableStatus);
    expect(n).toBe(3);
    n = 0;
    const refused = Object.assign(new Error('refused'), { code: 'ECONNREFUSED' });
    const r = await withRetry(async () => { if (++n < 3) throw refused; return 'ok'; }, opts);
    expect(r).toEqual({ value: 'ok', attempts: 3 });
  });

  it('never retries other errors', async () => {
    for (const err of [new UpstreamError('upstream_rate_limited', 429, 'x'), new Error('plain'), Object.assign(new Error('t'), { code: 'UND_ERR_HEADERS_TIMEOUT' })]) {
      let n = 0;
      await expect(withRetry(async () => { n++; throw err; }, opts)).rejects.toBe(err);
      expect(n).toBe(1);
    }
  });

  it('stops when the next backoff would not fit in the deadline', async () => {
    let n = 0;
    await expect(
      withRetry(async () => { n++; throw new RetryableStatus(502, {}, ''); }, { ...opts, remainingMs: () => 20 }),
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
    expect(mapStatus(404, {}, JSON.stringify({ success: false, error: 'x', code: 404 }), now)).toMatchObject({ code: 'not_found', status: 404 });
    expect(mapStatus(400, {}, '', now)).toMatchObject({ code: 'upstream_bad_response', status: 502 });
    expect(mapStatus(500, {}, 'x', now)).toMatchObject({ code: 'upstream_unavailable', status: 502 });
    expect(mapStatus(429, { 'x-ratelimit-requests-reset': '100' }, gw('exceeded the DAILY quota'), now)).toMatchObject({ code: 'upstream_quota_exceeded', retryAfter: 100 });
    expect(mapStatus(429, { 'x-ratelimit-reset': '2', 'x-ratelimit-requests-reset': '100' }, gw('rate limit per second'), now)).toMatchObject({ code: 'upstream_rate_limited', retryAfter: 2 });
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
  it('coalesces concurrent loads and does not store failures', async () => {
    const clock = { now: 0 };
    const cache = new ResponseCache({ maxEntries: 10, maxBytes: 10_000, now: () => clock.now });
    let loads = 0;
    const fail = () => new Promise<Buffer>((_, reject) => setTimeout(() => { loads++; reject(new Error('x')); }, 5));
    const results = await Promise.allSettled([cache.getOrLoad('k', 1000, fail), cache.getOrLoad('k', 1000, fail)]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(loads).toBe(1);
    expect(cache.stats().entries).toBe(0);
    const ok = await cache.getOrLoad('k', 1000, async () => Buffer.from('{}'));
    expect(ok.hit).toBe(false);
    expect((await cache.getOrLoad('k', 1000, async () => Buffer.from('other'))).hit).toBe(true);
    clock.now = 1000;
    expect(cache.peek('k')).toBeUndefined();
  });

  it('0 entries disables storing', async () => {
    const cache = new ResponseCache({ maxEntries: 0, maxBytes: 10_000, now: () => 0 });
    await cache.getOrLoad('k', 1000, async () => Buffer.from('{}'));
    expect((await cache.getOrLoad('k', 1000, async () => Buffer.from('{}'))).hit).toBe(false);
  });
});
