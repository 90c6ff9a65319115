/** RedisState against a real redis-server: shared between two clients, and degrading to memory when Redis dies. */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startRedisServer, redisServerBinary, type RedisServer } from '../testing/redis-server.ts';
import { harness } from '../upstream/testing.ts';
import { RedisState } from './redis-state.ts';

let redis: RedisServer;
beforeAll(async () => {
  redis = await startRedisServer();
});
afterAll(async () => {
  await redis.stop();
});

const ready = (s: RedisState) => vi.waitFor(() => expect(s.connected).toBe(true));

describe('RedisState', () => {
  it('two instances share values, first-writer-wins locks and counters; keys expire', async () => {
    const a = new RedisState({ url: redis.url, prefix: 't1:' });
    const b = new RedisState({ url: redis.url, prefix: 't1:' });
    try {
      await ready(a);
      await ready(b);
      await a.set('holdoff', 'until-x', 60_000);
      expect(await b.get('holdoff')).toBe('until-x');
      expect(await a.setIfAbsent('lock', 'a', 60_000)).toBe(true);
      expect(await b.setIfAbsent('lock', 'b', 60_000)).toBe(false);
      expect(await a.incr('n', 60_000)).toBe(1);
      expect(await b.incr('n', 60_000, 4)).toBe(5);
      expect(await a.client.pttl('t1:n')).toBeGreaterThan(0);
      await b.del('lock');
      expect(await a.get('lock')).toBeNull();
      await a.set('short', 'v', 30);
      await vi.waitFor(async () => expect(await b.get('short')).toBeNull());
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('a Redis outage degrades to in-process state, logged once, never an error', async () => {
    const own = await startRedisServer();
    const warnings: string[] = [];
    const s = new RedisState({ url: own.url, log: { warn: (_o, m) => warnings.push(m), info: () => undefined } });
    try {
      await ready(s);
      await own.stop();
      await vi.waitFor(() => expect(s.connected).toBe(false));
      for (let i = 0; i < 20; i++) await s.incr('n', 60_000);
      await s.set('k', 'v', 60_000);
      expect(await s.get('k')).toBe('v');
      expect(await s.incr('n', 60_000)).toBe(21);
      expect(warnings).toHaveLength(1);
    } finally {
      await s.close();
    }
  });

  it('two app instances with REDIS_URL share state and expose the client; without it, in-process', async () => {
    const one = await harness({ config: { redisUrl: redis.url } });
    const two = await harness({ config: { redisUrl: redis.url } });
    const alone = await harness();
    try {
      expect(one.app.sharedState.kind).toBe('redis');
      expect(one.app.redis).not.toBeNull();
      await vi.waitFor(async () => expect(await one.app.redis!.ping()).toBe('PONG'));
      await vi.waitFor(async () => expect(await two.app.redis!.ping()).toBe('PONG'));
      await one.app.sharedState.set('breaker-open-until', '123', 60_000);
      expect(await two.app.sharedState.get('breaker-open-until')).toBe('123');
      expect(alone.app.sharedState.kind).toBe('memory');
      expect(alone.app.redis).toBeNull();
    } finally {
      await one.close();
      await two.close();
      await alone.close();
    }
  });

  it('a missing redis-server is an error naming the package', () => {
    expect(() => redisServerBinary('no-such-redis-server-binary')).toThrow(/apt-get install -y --no-install-recommends redis-server/);
  });
});
