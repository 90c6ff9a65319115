/**
 * Integration: the real embedded gateway (loopback HTTP, key required) behind the real app, over
 * the live code path (undici Agent, headers, timeouts, retries, error mapping), as `npm start`
 * wires them.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Agent } from 'undici';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { createUpstreamAgent } from './upstream/client.ts';
import type { TestBody } from './upstream/testing.ts';
import { embeddedOptionsFromEnv, renderMedia, startEmbeddedGateway, type EmbeddedGateway } from './embedded/index.ts';

// No skip: the embedded gateway is part of this repository, so a missing one is a failure.
describe('embedded mode: real gateway + app', () => {
  const key = randomBytes(24).toString('base64url');
  const gatewayHost = 'uae-real-estate.embedded.gateway';
  let gateway: EmbeddedGateway;
  let agent: Agent;
  let app: App;
  const logs: string[] = [];

  async function appWith(upstreamKey: string, timeoutMs = 3000): Promise<App> {
    const config = {
      ...loadConfig({ STATIC_DIR: '/nonexistent-static-dir', UPSTREAM_TIMEOUT_MS: String(timeoutMs) }),
      host: '127.0.0.1',
      port: 0,
    };
    return buildApp({
      config,
      upstream: { url: gateway.url, gatewayHost, key: upstreamKey },
      dispatcher: agent,
      mediaHandler: renderMedia,
      logDestination: {
        write: (line: string) => {
          logs.push(line);
        },
      },
      retry: { maxAttempts: 3, baseDelayMs: 20, maxDelayMs: 100 },
    });
  }

  beforeAll(async () => {
    gateway = await startEmbeddedGateway({ key, gatewayHost, ...embeddedOptionsFromEnv({}) });
    agent = createUpstreamAgent(3000);
    app = await appWith(key);
  });

  afterAll(async () => {
    await app.close();
    await gateway.close();
    await agent.close();
  });

  it('autocomplete "marina" finds Dubai Marina', async () => {
    const res = await app.inject('/api/autocomplete-location?query=marina');
    expect(res.statusCode).toBe(200);
    const names = res.json<TestBody>().data.map((d) => String(d.name));
    expect(names.some((n) => n.includes('Dubai Marina'))).toBe(true);
  });

  it('search-buy in location 50 returns listings, then from the cache; their images are served', async () => {
    const res = await app.inject('/api/search-buy?location_id=50');
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-cache']).toBe('MISS');
    const data = res.json<{ data: { property_id: string; images: string[] }[] }>().data;
    expect(data.length).toBeGreaterThan(0);
    const again = await app.inject('/api/search-buy?sort=newest&location_id=50');
    expect(again.headers['x-cache']).toBe('HIT');

    const image = data.flatMap((d) => d.images).find((u) => u.startsWith('/media/'));
    expect(image, 'a /media/ image URL in the listings').toBeDefined();
    const img = await app.inject(image!);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toMatch(/^image\//);
    expect(img.headers['cache-control']).toContain('immutable');
    expect((await app.inject('/media/listing/not-an-image.txt')).statusCode).toBe(404);

    const detail = await app.inject(`/api/property-details?property_id=${data[0]!.property_id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<TestBody>().data.property_id).toBe(data[0]!.property_id);
  });

  it('an unknown property is a 404 not_found', async () => {
    const res = await app.inject('/api/property-details?property_id=999999999999');
    expect(res.statusCode).toBe(404);
    expect(res.json<TestBody>().error).toBe('not_found');
  });

  it('a wrong key is upstream_key_rejected, and the key never shows', async () => {
    const wrong = await appWith('wrong-key-value-123');
    try {
      const res = await wrong.inject('/api/search-buy?location_id=51');
      expect(res.statusCode).toBe(502);
      expect(res.json<TestBody>().error).toBe('upstream_key_rejected');
    } finally {
      await wrong.close();
    }
    for (const line of logs) expect(line).not.toContain(key);
  });

  it('gateway faults map to the contract codes over the real wire', async () => {
    try {
      gateway.setFaults({ mode: 'rate_limit', rate: 1, endpoints: null });
      const limited = await app.inject('/api/search-rent?location_id=50');
      expect(limited.statusCode).toBe(429);
      expect(limited.json<TestBody>()).toMatchObject({ error: 'upstream_rate_limited', retryAfter: 1 });

      // The burst 429 holds every call off for its Retry-After (1 s); then the quota answers.
      gateway.setFaults({ mode: 'quota' });
      expect((await app.inject('/api/search-rent?location_id=51')).json<TestBody>().error).toBe('upstream_rate_limited');
      const quota = await vi.waitFor(
        async () => {
          const res = await app.inject('/api/search-rent?location_id=51');
          expect(res.json<TestBody>().error).toBe('upstream_quota_exceeded');
          return res;
        },
        { timeout: 5000, interval: 100 },
      );
      expect(quota.statusCode).toBe(429);
      expect(quota.json<TestBody>().retryAfter).toBeGreaterThan(0);
      expect(quota.json<TestBody>().retryAfter).toBeLessThanOrEqual(60);

      // This app now holds off until the quota resets: a new one meets the next faults.
      const next = await appWith(key, 10_000);
      try {
        gateway.setFaults({ mode: 'unavailable' });
        expect((await next.inject('/api/search-rent?location_id=52')).json<TestBody>().error).toBe('upstream_unavailable');

        gateway.setFaults({ mode: 'bad_body' });
        expect((await next.inject('/api/search-rent?location_id=53')).json<TestBody>().error).toBe('upstream_bad_response');
      } finally {
        await next.close();
      }

      gateway.setFaults({ mode: 'hang' });
      const quick = await appWith(key, 400);
      try {
        const t0 = performance.now();
        const hung = await quick.inject('/api/search-rent?location_id=54');
        expect(hung.statusCode).toBe(504);
        // The gateway never answers: returning at all is the 400 ms deadline's doing (the bound
        // leaves a busy machine room).
        expect(performance.now() - t0).toBeLessThan(3000);
      } finally {
        await quick.close();
      }
    } finally {
      gateway.setFaults({ mode: 'none' });
    }
    // This app holds off until the quota resets (a probe a minute); a fresh one finds the gateway well.
    const after = await appWith(key, 10_000);
    try {
      expect((await after.inject('/api/search-rent?location_id=50')).statusCode).toBe(200);
    } finally {
      await after.close();
    }
  });
});
