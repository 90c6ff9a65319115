/**
 * The location box in Arabic and with typos, end to end through our server: the app's
 * `/api/autocomplete-location` over the live code path to the real embedded gateway on loopback.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { createUpstreamAgent } from './upstream/client.ts';
import type { TestBody } from './upstream/testing.ts';
import { renderMedia, startEmbeddedGateway, type EmbeddedGateway } from './embedded/index.ts';

describe('/api/autocomplete-location in Arabic and with typos', () => {
  const key = randomBytes(24).toString('base64url');
  let gateway: EmbeddedGateway;
  let agent: Agent;
  let app: App;

  beforeAll(async () => {
    gateway = await startEmbeddedGateway({ key, listings: 5000, asOf: '2026-06-22' });
    agent = createUpstreamAgent(3000);
    app = await buildApp({
      config: { ...loadConfig({ STATIC_DIR: '/nonexistent-static-dir' }), host: '127.0.0.1', port: 0 },
      upstream: { url: gateway.url, gatewayHost: 'uae-real-estate.embedded.gateway', key },
      dispatcher: agent,
      mediaHandler: renderMedia,
      logDestination: { write: () => undefined },
    });
  });

  afterAll(async () => {
    await app.close();
    await gateway.close();
    await agent.close();
  });

  const suggest = async (query: string) => {
    const res = await app.inject({ url: '/api/autocomplete-location', query: { query } });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<TestBody>().data;
  };

  it.each(['دبي مارينا', 'مرسى دبي', 'Dubai Marnia', 'dubai marin'])(
    '"%s" finds Dubai Marina first, named as the service names it',
    async (query) => {
      const [first] = await suggest(query);
      expect(first).toMatchObject({ id: '50', name: 'Dubai Marina', coordinates: { lat: 25.078367, lon: 55.14041 } });
    },
  );

  it('Arabic spelling variants and the article reach the same place', async () => {
    for (const query of ['جزيرة الريم', 'جزيره ريم', 'الريم']) {
      expect((await suggest(query))[0], query).toMatchObject({ name: 'Al Reem Island' });
    }
  });

  it('Arabic text that names nothing is an empty list, not an error', async () => {
    expect(await suggest('كلمة لا تطابق شيئا')).toEqual([]);
  });
});
