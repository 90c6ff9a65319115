/**
 * Scale-out (issue 8 point 8): two app instances against a real redis-server share the answer
 * cache (compressed bytes with their stored-at time), coalesce identical misses across instances
 * (counted at the fake gateway), a restarted instance answers from Redis, and a Redis killed
 * mid-test leaves every request answered.
 */
import zlib from 'node:zlib';
import { MockAgent } from 'undici';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, type RedisServer } from '../testing/redis-server.ts';
import { LISTING, ORIGIN, harness, type Harness } from '../upstream/testing.ts';

const PAGE = { success: true, data: Array.from({ length: 20 }, (_, i) => ({ ...LISTING, property_id: String(16266089 + i) })) };
const URL = '/api/search-buy?location_id=50';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

/** One fake gateway for both instances: counts calls, answers after a short delay so misses overlap. */
function gateway() {
  const agent = new MockAgent();
  agent.disableNetConnect();
  const state = { calls: 0, failing: false };
  agent
    .get(ORIGIN)
    .intercept({ path: () => true, method: 'GET' })
    .reply(() => {
      state.calls++;
      return state.failing
        ? { statusCode: 503, data: '{"message":"down"}', responseOptions: { headers: { 'content-type': 'application/json' } } }
        : { statusCode: 200, data: JSON.stringify(PAGE), responseOptions: { headers: { 'content-type': 'application/json' } } };
    })
    .delay(150)
    .persist();
  return { agent, state };
}

const open: Harness[] = [];
async function instance(agent: MockAgent, redisUrl: string): Promise<Harness> {
  const h = await harness({ dispatcher: agent, noCatchAll: true, config: { redisUrl } });
  open.push(h);
  await vi.waitFor(async () => expect(await h.app.redis!.ping()).toBe('PONG'));
  return h;
}
afterEach(async () => {
  for (const h of open.splice(0)) await h.app.close();
});

describe('answer cache shared on Redis', () => {
  it('100 concurrent identical misses over two instances make ONE upstream call; the other instance then hits', async () => {
    const gw = gateway();
    const a = await instance(gw.agent, redis.url);
    const b = await instance(gw.agent, redis.url);
    await a.app.redis!.flushall();
    const results = await Promise.all(Array.from({ length: 100 }, (_, i) => (i % 2 ? a : b).app.inject(URL)));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(gw.state.calls).toBe(1);
    expect(JSON.parse(results[0]!.body)).toEqual(JSON.parse(results[99]!.body));
    // The brotli bytes stored by one instance are what the other sends.
    const br = await b.app.inject({ url: URL, headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toMatchObject({ success: true });
    expect(gw.state.calls).toBe(1);
  });

  it('a restarted instance answers from Redis, with the original stored-at time', async () => {
    const gw = gateway();
    const a = await instance(gw.agent, redis.url);
    await a.app.redis!.flushall();
    const first = await a.app.inject(URL);
    await a.app.close();
    const again = await instance(gw.agent, redis.url);
    const res = await again.app.inject(URL);
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe(first.body);
    expect(gw.state.calls).toBe(1);
    expect(again.app.answerCache.stats().sharedHits).toBe(1);
    // No upstream call was made for it: a hit, from the shared tier (and logged as a hit, at debug).
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['x-cache-source']).toBeUndefined();
    expect(res.headers).toMatchObject({ 'x-cache': 'HIT', 'x-cache-source': 'shared' });
    const local = await again.app.inject(URL);
    expect(local.headers['x-cache']).toBe('HIT');
    expect(local.headers['x-cache-source']).toBeUndefined();
  });

  it('Redis killed mid-test: both instances keep answering (in-process cache and coalescing)', async () => {
    const own = await startRedisServer();
    const gw = gateway();
    const a = await instance(gw.agent, own.url);
    const b = await instance(gw.agent, own.url);
    expect((await a.app.inject(URL)).statusCode).toBe(200);
    await own.stop();
    await vi.waitFor(() => expect(a.app.redis!.status).not.toBe('ready'));
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? a : b).app.inject(URL)));
    expect(results.map((r) => r.statusCode)).toEqual(Array.from({ length: 20 }, () => 200));
    // a answers from its own LRU; b loads once for itself.
    expect(gw.state.calls).toBe(2);
    const other = await a.app.inject('/api/search-buy?location_id=51');
    expect(other.statusCode).toBe(200);
  });
});
