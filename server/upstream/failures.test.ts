/**
 * Every upstream failure, through the whole app: status, stable code, generic message, Retry-After,
 * retries (how many calls upstream saw) and the deadline.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Agent } from 'undici';
import { ERROR_CODES } from '../../src/contract/index.ts';
import { harness, okBody, type Harness, type Reply, type TestBody } from './testing.ts';

let h: Harness;
beforeEach(async () => {
  h = await harness();
});
afterEach(async () => {
  await h.close();
});

async function call(reply: Reply | ((n: number) => Reply), url = '/api/search-buy?location_id=50') {
  let n = 0;
  h.respond(() => (typeof reply === 'function' ? reply(++n) : reply));
  const res = await h.app.inject(url);
  return { res, body: res.json<TestBody>(), calls: h.seen.length };
}

const gateway = (status: number, message: string, headers?: Record<string, string>): Reply => ({ status, body: { message }, headers });

describe('gateway 401/403', () => {
  const cases: [string, Reply, string][] = [
    [
      '401 missing key',
      gateway(
        401,
        'Missing RapidAPI application key. Go to https://docs.rapidapi.com/docs/keys to learn how to get your API application key.',
      ),
      'upstream_key_rejected',
    ],
    ['401 invalid key', gateway(401, 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.'), 'upstream_key_rejected'],
    ['403 invalid key', gateway(403, 'Invalid API key. Go to https://docs.rapidapi.com/docs/keys for more info.'), 'upstream_key_rejected'],
    ['403 blocked user', gateway(403, 'Blocked User. Please contact your API provider.'), 'upstream_key_rejected'],
    ['403 not subscribed', gateway(403, 'You are not subscribed to this API.'), 'upstream_not_subscribed'],
    ['403 disabled for subscription', gateway(403, 'This endpoint is disabled for your subscription'), 'upstream_plan_excludes_endpoint'],
    ['401 disabled for subscription', gateway(401, 'This endpoint is disabled for your subscription'), 'upstream_plan_excludes_endpoint'],
  ];
  for (const [label, reply, code] of cases) {
    it(`${label} -> 502 ${code}, not retried, generic message`, async () => {
      const { res, body, calls } = await call(reply, '/api/search-agents-detailed');
      expect(res.statusCode).toBe(502);
      expect(body).toEqual({ success: false, error: code, message: ERROR_CODES[code as keyof typeof ERROR_CODES] });
      expect(calls).toBe(1);
      expect(res.body).not.toMatch(/rapidapi|Blocked|subscribed to this/i);
    });
  }

  it("the plan's refusal of an endpoint is said again for any query of it for ten minutes, without a call; other endpoints are asked", async () => {
    const refusal = gateway(403, 'This endpoint is disabled for your subscription');
    const first = await call(refusal, '/api/search-agents-detailed');
    expect(first.body.error).toBe('upstream_plan_excludes_endpoint');
    // Another query of the same endpoint (another page): answered from memory, no call.
    const again = await h.app.inject('/api/search-agents-detailed?page=2');
    expect([again.statusCode, again.json<TestBody>().error, again.headers['x-cache']]).toEqual([
      502,
      'upstream_plan_excludes_endpoint',
      'HIT',
    ]);
    expect(h.seen).toHaveLength(1);
    expect(h.logs.some((line) => line.includes('the plan refuses this endpoint'))).toBe(true);
    // The simple search is in the plan: asked.
    h.respond(() => ({ status: 200, body: okBody('search-agents') }));
    expect((await h.app.inject('/api/search-agents')).statusCode).toBe(200);
    expect(h.seen).toHaveLength(2);
    // Ten minutes on, the operator may have changed the plan: asked again, and now answered.
    h.clock.now += 10 * 60_000 + 1;
    h.respond(() => ({ status: 200, body: okBody('search-agents-detailed') }));
    expect((await h.app.inject('/api/search-agents-detailed?page=2')).statusCode).toBe(200);
    expect(h.seen).toHaveLength(3);
  });
});

describe('429', () => {
  it('quota -> 429 upstream_quota_exceeded with retryAfter from x-ratelimit-requests-reset', async () => {
    const { res, body, calls } = await call(
      gateway(
        429,
        'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC. Upgrade your plan at https://rapidapi.com',
        {
          'x-ratelimit-requests-reset': '2163603',
          'x-ratelimit-reset': '5',
        },
      ),
    );
    expect(res.statusCode).toBe(429);
    // The user is told a short wait; the quota's own reset (25 days) is the operator's figure.
    expect(body).toMatchObject({ success: false, error: 'upstream_quota_exceeded', retryAfter: 60 });
    expect(res.headers['retry-after']).toBe('60');
    expect(calls).toBe(1);
    const health = (await h.app.inject('/healthz')).json<{ status: string; upstream: { holdOff: { kind: string; remainingS: number } } }>();
    expect(health.status).toBe('degraded');
    expect(health.upstream.holdOff).toMatchObject({ kind: 'quota', remainingS: 2163603 });
  });

  it('after a quota 429 no call goes out until it resets, but a probe a minute; a probe that answers lifts the hold-off', async () => {
    await call(
      gateway(429, 'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC.', {
        'x-ratelimit-requests-reset': '86400',
      }),
    );
    expect(h.seen).toHaveLength(1);
    for (const id of [2, 3, 4, 5]) {
      const res = await h.app.inject(`/api/search-buy?location_id=${id}`);
      expect(res.json<{ error: string }>().error).toBe('upstream_quota_exceeded');
    }
    expect(h.seen).toHaveLength(1); // refused here, at no cost
    h.clock.now += 60_001;
    h.respond(() => ({ status: 200, body: { success: true, data: [] } }));
    expect((await h.app.inject('/api/search-buy?location_id=6')).statusCode).toBe(200); // the probe
    expect((await h.app.inject('/api/search-buy?location_id=7')).statusCode).toBe(200);
    expect(h.seen).toHaveLength(3);
  });

  it('after a burst 429 no call goes out until its Retry-After has passed', async () => {
    await call(
      gateway(429, 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider', { 'retry-after': '7' }),
    );
    for (let i = 0; i < 50; i++) await h.app.inject(`/api/search-buy?location_id=${100 + i}`);
    expect(h.seen).toHaveLength(1);
    h.clock.now += 7001;
    h.respond(() => ({ status: 200, body: { success: true, data: [] } }));
    expect((await h.app.inject('/api/search-buy?location_id=99')).statusCode).toBe(200);
    expect(h.seen).toHaveLength(2);
  });

  it('when a hold-off ends, one call goes first; the others wait for its answer instead of all firing at once', async () => {
    await call(gateway(429, 'You have exceeded the rate limit per second for your plan, BASIC', { 'retry-after': '7' }));
    h.clock.now += 7001;
    h.respond(() => ({ status: 200, body: { success: true, data: [] } }));
    // Ten at once: the first is the probe; the nine others are told to retry in a second.
    const ten = await Promise.all(Array.from({ length: 10 }, (_, i) => h.app.inject(`/api/search-buy?location_id=${200 + i}`)));
    expect(ten.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(ten.filter((r) => r.statusCode === 429 && r.headers['retry-after'] === '1')).toHaveLength(9);
    expect(h.seen).toHaveLength(2);
    // The probe was answered: calls flow again.
    const after = await Promise.all(Array.from({ length: 3 }, (_, i) => h.app.inject(`/api/search-buy?location_id=${300 + i}`)));
    expect(after.map((r) => r.statusCode)).toEqual([200, 200, 200]);
  });

  it('rate limit with Retry-After -> 429 upstream_rate_limited, Retry-After relayed as our own figure', async () => {
    const { res, body, calls } = await call(
      gateway(429, 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider', { 'retry-after': '3' }),
    );
    expect(res.statusCode).toBe(429);
    expect(body).toEqual({ success: false, error: 'upstream_rate_limited', message: ERROR_CODES.upstream_rate_limited, retryAfter: 3 });
    expect(res.headers['retry-after']).toBe('3');
    expect(calls).toBe(1);
  });

  it('rate limit with only x-ratelimit-reset -> retryAfter from it', async () => {
    const { res, body } = await call(
      gateway(429, 'You have exceeded the rate limit per minute for your plan', { 'x-ratelimit-reset': '42' }),
    );
    expect(res.statusCode).toBe(429);
    expect(body.retryAfter).toBe(42);
    expect(res.headers['retry-after']).toBe('42');
  });

  it('rate limit with an HTTP-date Retry-After -> seconds from the app clock', async () => {
    const at = new Date(h.clock.now + 7000).toUTCString();
    const { body } = await call(gateway(429, 'rate limit per second', { 'retry-after': at }));
    expect(body.retryAfter).toBe(7);
  });

  it('rate limit without any reset header -> the short default hold-off, said as Retry-After', async () => {
    const { res, body } = await call(gateway(429, 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider'));
    expect(res.statusCode).toBe(429);
    expect(body).toEqual({ success: false, error: 'upstream_rate_limited', message: ERROR_CODES.upstream_rate_limited, retryAfter: 2 });
    expect(res.headers['retry-after']).toBe('2');
  });

  it('quota without any reset header -> a short Retry-After for the user', async () => {
    const { res, body } = await call(gateway(429, 'You have exceeded the DAILY quota for Requests on your current plan'));
    expect(res.statusCode).toBe(429);
    expect(body.error).toBe('upstream_quota_exceeded');
    expect(body.retryAfter).toBe(60);
  });
});

describe('API errors and 5xx', () => {
  it('API 404 ({success:false,error,code}) -> 404 not_found', async () => {
    const { res, body, calls } = await call(
      { status: 404, body: { success: false, error: 'Property not found', code: 404 } },
      '/api/property-details?property_id=999',
    );
    expect(res.statusCode).toBe(404);
    expect(body).toEqual({ success: false, error: 'not_found', message: ERROR_CODES.not_found });
    expect(calls).toBe(1);
  });

  it('API 404 ({success:false,message,error:"NOT_FOUND"}) -> 404 not_found', async () => {
    const { res, body } = await call(
      { status: 404, body: { success: false, message: 'No listing 999', error: 'NOT_FOUND' } },
      '/api/property-details?property_id=999',
    );
    expect(res.statusCode).toBe(404);
    expect(body.error).toBe('not_found');
  });

  it('API 400 -> 502 upstream_rejected_query (decision: our validation passed it, so it is ours to fix), not retried', async () => {
    const { res, body, calls } = await call({ status: 400, body: { success: false, error: 'Invalid query parameters', code: 400 } });
    expect(res.statusCode).toBe(502);
    expect(body).toEqual({ success: false, error: 'upstream_rejected_query', message: ERROR_CODES.upstream_rejected_query });
    expect(calls).toBe(1);
  });

  it("the gateway's own 404 for a path it does not route is told apart from a missing record", async () => {
    const gateway = await call({ status: 404, body: { message: "Endpoint '/search-buyy' does not exist" } });
    expect(gateway.res.statusCode).toBe(502);
    expect(gateway.body).toMatchObject({ error: 'upstream_unknown_path' });
    const record = await call({ status: 404, body: { success: false, error: 'Not found', code: 404 } });
    expect(record.res.statusCode).toBe(404);
    expect(record.body).toMatchObject({ error: 'not_found' });
  });

  it('500 -> 502 upstream_unavailable, not retried, upstream text not relayed', async () => {
    const { res, body, calls } = await call({
      status: 500,
      body: { success: false, error: 'INTERNAL_ERROR', message: 'stack trace at db.js:42' },
    });
    expect(res.statusCode).toBe(502);
    expect(body).toEqual({ success: false, error: 'upstream_unavailable', message: ERROR_CODES.upstream_unavailable });
    expect(res.body).not.toContain('db.js');
    expect(calls).toBe(1);
  });

  for (const status of [502, 503, 504]) {
    it(`${status} is retried (3 tries) then 502 upstream_unavailable`, async () => {
      const { res, body, calls } = await call({ status, body: { message: 'bad gateway' } });
      expect(res.statusCode).toBe(502);
      expect(body.error).toBe('upstream_unavailable');
      expect(calls).toBe(3);
    });
  }

  it('503 then 200 -> 200 after one retry', async () => {
    const { res, calls } = await call((n) => (n === 1 ? { status: 503, body: 'busy' } : { status: 200, body: okBody('search-buy') }));
    expect(res.statusCode).toBe(200);
    expect(calls).toBe(2);
  });

  it('an unexpected 3xx -> 502 upstream_bad_response', async () => {
    const { res, body } = await call({ status: 302, body: '', headers: { location: 'https://elsewhere.test/' } });
    expect(res.statusCode).toBe(502);
    expect(body.error).toBe('upstream_bad_response');
  });
});

describe('bad 200 bodies', () => {
  it('non-JSON 200 -> 502 upstream_bad_response', async () => {
    const { res, body } = await call({ status: 200, body: '<html>maintenance</html>', headers: { 'content-type': 'text/html' } });
    expect(res.statusCode).toBe(502);
    expect(body.error).toBe('upstream_bad_response');
    expect(res.body).not.toContain('maintenance');
  });

  it('contract-violating 200 -> 502 upstream_bad_response', async () => {
    const { res, body } = await call({ status: 200, body: { success: true, data: [{ property_id: '1', price: 'cheap' }] } });
    expect(res.statusCode).toBe(502);
    expect(body.error).toBe('upstream_bad_response');
  });

  it('200 with success:false -> 502 upstream_bad_response', async () => {
    const { res } = await call({ status: 200, body: { success: false, error: 'oops' } });
    expect(res.statusCode).toBe(502);
  });
});

describe('connection failures and the deadline', () => {
  it('connect error (mocked ECONNREFUSED) is retried, then 200', async () => {
    const m = await harness({ noCatchAll: true });
    try {
      const refused = Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' });
      m.pool
        .intercept({ path: (p) => p.startsWith('/search-buy'), method: 'GET' })
        .replyWithError(refused)
        .times(2);
      m.pool.intercept({ path: (p) => p.startsWith('/search-buy'), method: 'GET' }).reply(200, okBody('search-buy') as object);
      const res = await m.app.inject('/api/search-buy?location_id=50');
      expect(res.statusCode).toBe(200);
      expect(m.agent.pendingInterceptors()).toHaveLength(0);
      expect(m.logs.filter((l) => l.includes('"upstream retry"'))).toHaveLength(2);
    } finally {
      await m.close();
    }
  });

  it('a real refused connection is retried, then 502 upstream_unavailable', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const port = (probe.address() as AddressInfo).port;
    await new Promise<void>((r) => probe.close(() => r()));
    const agent = new Agent({ connect: { timeout: 500 } });
    const m = await harness({
      dispatcher: agent,
      deps: { upstream: { url: `http://127.0.0.1:${port}`, gatewayHost: 'g', key: 'canary-KEY-123' } },
    });
    try {
      const res = await m.app.inject('/api/search-buy?location_id=50');
      expect(res.statusCode).toBe(502);
      expect(res.json<TestBody>().error).toBe('upstream_unavailable');
      expect(m.logs.filter((l) => l.includes('"upstream retry"'))).toHaveLength(2);
    } finally {
      await m.close();
      await agent.close();
    }
  });

  it('a hanging upstream -> 504 upstream_timeout within the deadline', async () => {
    const m = await harness({ noCatchAll: true, config: { upstreamTimeoutMs: 300 } });
    try {
      m.pool
        .intercept({ path: () => true, method: 'GET' })
        .reply(200, okBody('search-buy') as object)
        .delay(5000)
        .persist();
      const t0 = performance.now();
      const res = await m.app.inject('/api/search-buy?location_id=50');
      const elapsed = performance.now() - t0;
      expect(res.statusCode).toBe(504);
      expect(res.json<TestBody>()).toEqual({ success: false, error: 'upstream_timeout', message: ERROR_CODES.upstream_timeout });
      expect(elapsed).toBeGreaterThanOrEqual(290);
      // Cut by the 300 ms deadline, not by the upstream's 5 s answer; the margin is for a busy machine.
      expect(elapsed).toBeLessThan(2500);
    } finally {
      await m.close();
    }
  });

  it('a real server that never answers -> 504 within the deadline', async () => {
    const sockets = new Set<import('node:net').Socket>();
    const server: Server = createServer(() => {
      /* never answers */
    });
    server.on('connection', (s) => sockets.add(s));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const port = (server.address() as AddressInfo).port;
    const agent = new Agent({ connect: { timeout: 500 } });
    const m = await harness({
      dispatcher: agent,
      config: { upstreamTimeoutMs: 400 },
      deps: { upstream: { url: `http://127.0.0.1:${port}`, gatewayHost: 'g', key: 'canary-KEY-123' } },
    });
    try {
      const t0 = performance.now();
      const res = await m.app.inject('/api/search-buy?location_id=50');
      expect(res.statusCode).toBe(504);
      // The server never answers: any return at all is the deadline's; the bound leaves a busy
      // machine room.
      expect(performance.now() - t0).toBeLessThan(3000);
    } finally {
      await m.close();
      await agent.close();
      for (const s of sockets) s.destroy();
      await new Promise<void>((r) => server.close(() => r()));
    }
  });

  it('never retries past the deadline: a backoff that does not fit ends the attempts', async () => {
    const m = await harness({
      config: { upstreamTimeoutMs: 300 },
      deps: { retry: { maxAttempts: 5, baseDelayMs: 1000, maxDelayMs: 4000 } },
    });
    try {
      m.respond(() => ({ status: 503, body: 'busy' }));
      const t0 = performance.now();
      const res = await m.app.inject('/api/search-buy?location_id=50');
      expect(res.statusCode).toBe(502);
      expect(m.seen).toHaveLength(1);
      expect(performance.now() - t0).toBeLessThan(300);
    } finally {
      await m.close();
    }
  });
});

describe('breaker, retry budget and what the operator sees', () => {
  it('consecutive service faults open the breaker: calls fail fast, /healthz says degraded, /metrics counts them', async () => {
    h.respond(() => ({ status: 500, body: { success: false, error: 'INTERNAL_ERROR' } }));
    for (let id = 1; id <= 5; id++) expect((await h.app.inject(`/api/search-buy?location_id=${id}`)).statusCode).toBe(502);
    expect(h.seen).toHaveLength(5);
    const fast = await h.app.inject('/api/search-buy?location_id=6');
    expect(fast.statusCode).toBe(503);
    expect(fast.json<{ error: string }>().error).toBe('upstream_circuit_open');
    expect(fast.headers['retry-after']).toBeDefined();
    expect(h.seen).toHaveLength(5); // no call while open
    const health = (await h.app.inject('/healthz')).json<{ status: string; reasons: string[] }>();
    expect(health.status).toBe('degraded');
    expect(health.reasons.join(' ')).toContain('breaker open');
    const metrics = (await h.app.inject('/metrics')).body;
    expect(metrics).toContain('dar_upstream_breaker_state 2');
    expect(metrics).toMatch(/dar_upstream_requests_total\{endpoint="search-buy",outcome="upstream_unavailable"\} 5/);
    expect(metrics).toMatch(/dar_upstream_requests_total\{endpoint="search-buy",outcome="upstream_circuit_open"\} 1/);
  });

  it('a 503 storm costs at most ~1.2 upstream calls per request: retries stay within the budget', async () => {
    h.respond(() => ({ status: 503, body: { message: 'down' } }));
    const requests = 40;
    // Distinct queries, one at a time; the breaker counts consecutive failures, so reset it by
    // answering well between bursts of four.
    for (let id = 1; id <= requests; id++) {
      if (id % 4 === 0) h.respond(() => ({ status: 200, body: { success: true, data: [] } }));
      else h.respond(() => ({ status: 503, body: { message: 'down' } }));
      await h.app.inject(`/api/search-buy?location_id=${id}`);
    }
    expect(h.seen.length / requests).toBeLessThanOrEqual(1.3);
  });
});
