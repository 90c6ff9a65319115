import { describe, expect, it } from 'vitest';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './config.ts';
import { SHIPPED_FX_TABLE } from '../src/shared/units.ts';

const KEY = 'canary-KEY-123';

function configError(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message;
  }
  throw new Error(`expected a ConfigError for ${JSON.stringify(Object.keys(env))}`);
}

describe('loadConfig', () => {
  it('defaults to the embedded gateway', () => {
    expect(loadConfig({})).toEqual({
      port: 8080,
      host: '0.0.0.0',
      mode: 'embedded',
      gatewayHost: null,
      gatewayKey: null,
      upstreamUrl: null,
      upstreamTimeoutMs: 10_000,
      cacheMaxEntries: 5000,
      cacheMaxBytes: 64 * 1024 * 1024,
      rateLimitPerMinute: 120,
      upstreamDailyBudget: null,
      trustProxy: false,
      cacheTtlSeconds: null,
      cacheStaleSeconds: null,
      redisUrl: null,
      logLevel: 'info',
      staticDir: 'dist',
      tileUrl: null,
      dataDir: './data',
      databaseUrl: null,
      storeMinFreeMb: 64,
      storeStuckSeconds: 60,
      fxRates: SHIPPED_FX_TABLE,
      collect: { dailyPages: 2000, viewPages: 3, viewReserve: 84, placeMaxPages: 4000, watched: [], areaPages: 600 },
    });
  });

  it("COLLECT_*: the store's day of pages (half of UPSTREAM_DAILY_BUDGET when that is smaller), a view's pages and reserve, the cap, watched places", () => {
    expect(loadConfig({ UPSTREAM_DAILY_BUDGET: '1000' }).collect.dailyPages).toBe(500);
    expect(loadConfig({ UPSTREAM_DAILY_BUDGET: '100000' }).collect.dailyPages).toBe(2000);
    expect(
      loadConfig({ COLLECT_DAILY_PAGES: '0', COLLECT_VIEW_PAGES: '1', COLLECT_PLACE_MAX_PAGES: '50', COLLECT_WATCH: '50, 8995,50' })
        .collect,
    ).toEqual({ dailyPages: 0, viewPages: 1, viewReserve: 0, placeMaxPages: 50, watched: ['50', '8995'], areaPages: 600 });
    // The views' reserve: an hour's share of the day unless set, never more than the day.
    expect(loadConfig({ UPSTREAM_DAILY_BUDGET: '1000' }).collect.viewReserve).toBe(21);
    expect(loadConfig({ COLLECT_DAILY_PAGES: '100', COLLECT_VIEW_RESERVE: '30' }).collect.viewReserve).toBe(30);
    expect(loadConfig({ COLLECT_DAILY_PAGES: '100', COLLECT_VIEW_RESERVE: '500' }).collect.viewReserve).toBe(100);
    expect(configError({ COLLECT_VIEW_RESERVE: '-1' })).toContain('COLLECT_VIEW_RESERVE must be a whole number from 0 to 100000000');
    expect(configError({ COLLECT_WATCH: '50,marina' })).toContain('COLLECT_WATCH must be location ids separated by commas (got "marina")');
    expect(configError({ COLLECT_VIEW_PAGES: '500' })).toContain('COLLECT_VIEW_PAGES must be a whole number from 0 to 50');
  });

  it('takes the bound on a stuck embedded store from STORE_STUCK_SECONDS', () => {
    expect(loadConfig({}).storeStuckSeconds).toBe(60);
    expect(loadConfig({ STORE_STUCK_SECONDS: '5' }).storeStuckSeconds).toBe(5);
    expect(configError({ STORE_STUCK_SECONDS: '0' })).toContain('STORE_STUCK_SECONDS must be a whole number from 1 to 3600');
  });

  it('takes the free-space floor of the embedded store from STORE_MIN_FREE_MB (0: none)', () => {
    expect(loadConfig({ STORE_MIN_FREE_MB: '0' }).storeMinFreeMb).toBe(0);
    expect(loadConfig({ STORE_MIN_FREE_MB: '512' }).storeMinFreeMb).toBe(512);
    expect(() => loadConfig({ STORE_MIN_FREE_MB: '-1' })).toThrow(/STORE_MIN_FREE_MB must be a whole number from 0 to 10000000/);
  });

  it('takes the market store from DATABASE_URL or DATA_DIR, and never echoes the URL', () => {
    expect(loadConfig({ DATA_DIR: '/var/lib/dar' })).toMatchObject({ dataDir: '/var/lib/dar', databaseUrl: null });
    expect(loadConfig({ DATABASE_URL: 'postgres://dar:pw@db.internal:5432/dar' }).databaseUrl).toBe(
      'postgres://dar:pw@db.internal:5432/dar',
    );
    const message = configError({ DATABASE_URL: 'mysql://dar:secret-pw@db/dar' });
    expect(message).toContain('DATABASE_URL must be a postgres://');
    expect(message).not.toContain('secret-pw');
  });

  it('live mode with both GATEWAY_HOST and GATEWAY_KEY; UPSTREAM_URL defaults to https://host', () => {
    const c = loadConfig({ GATEWAY_HOST: 'uae-real-estate2.p.rapidapi.com', GATEWAY_KEY: KEY });
    expect(c).toMatchObject({
      mode: 'live',
      gatewayHost: 'uae-real-estate2.p.rapidapi.com',
      gatewayKey: KEY,
      upstreamUrl: 'https://uae-real-estate2.p.rapidapi.com',
    });
    const d = loadConfig({ GATEWAY_HOST: 'h.example', GATEWAY_KEY: KEY, UPSTREAM_URL: 'https://proxy.example/base/' });
    expect(d.upstreamUrl).toBe('https://proxy.example/base');
  });

  it('empty strings count as unset', () => {
    expect(loadConfig({ GATEWAY_HOST: '', GATEWAY_KEY: '', PORT: '', TILE_URL: ' ' }).mode).toBe('embedded');
  });

  it('GATEWAY_KEY alone is an error naming both variables, without the key', () => {
    const msg = configError({ GATEWAY_KEY: KEY });
    expect(msg).toContain('GATEWAY_KEY is set but GATEWAY_HOST is not');
    expect(msg).not.toContain(KEY);
  });

  it('GATEWAY_HOST alone is an error', () => {
    expect(configError({ GATEWAY_HOST: 'h.example', GATEWAY_KEY: '' })).toContain('GATEWAY_HOST is set but GATEWAY_KEY is not');
  });

  it('a bad PORT is an error naming PORT', () => {
    expect(configError({ PORT: 'eighty' })).toMatch(/PORT must be a whole number from 0 to 65535 \(got "eighty"\)/);
    expect(configError({ PORT: '70000' })).toContain('PORT');
    expect(configError({ PORT: '-1' })).toContain('PORT');
  });

  it('names every bad variable at once', () => {
    const msg = configError({ PORT: 'x', UPSTREAM_TIMEOUT_MS: '5', LOG_LEVEL: 'loud', CACHE_MAX_BYTES: 'lots' });
    for (const name of ['PORT', 'UPSTREAM_TIMEOUT_MS', 'LOG_LEVEL', 'CACHE_MAX_BYTES']) expect(msg).toContain(name);
  });

  it('a key with whitespace is refused without echoing it', () => {
    const msg = configError({ GATEWAY_HOST: 'h.example', GATEWAY_KEY: 'canary KEY 123' });
    expect(msg).toContain('GATEWAY_KEY');
    expect(msg).not.toContain('canary');
  });

  it('UPSTREAM_URL: https, or http only to this machine; only in live mode', () => {
    const live = { GATEWAY_HOST: 'h.example', GATEWAY_KEY: KEY };
    expect(configError({ ...live, UPSTREAM_URL: 'http://gateway.example' })).toContain('UPSTREAM_URL must use https');
    expect(configError({ ...live, UPSTREAM_URL: 'not a url' })).toContain('UPSTREAM_URL');
    expect(loadConfig({ ...live, UPSTREAM_URL: 'http://127.0.0.1:9000' }).upstreamUrl).toBe('http://127.0.0.1:9000');
    expect(configError({ UPSTREAM_URL: 'https://x.example' })).toContain('UPSTREAM_URL is only used with the live gateway');
  });

  it('GATEWAY_HOST must be a host name', () => {
    expect(configError({ GATEWAY_HOST: 'https://h.example/', GATEWAY_KEY: KEY })).toContain('GATEWAY_HOST must be a host name');
  });

  it('CACHE_TTL_SECONDS and CACHE_STALE_SECONDS override every family; a bad value names the variable', () => {
    expect(loadConfig({ CACHE_TTL_SECONDS: '1', CACHE_STALE_SECONDS: '86400' })).toMatchObject({
      cacheTtlSeconds: 1,
      cacheStaleSeconds: 86400,
    });
    expect(loadConfig({ CACHE_TTL_SECONDS: '0' })).toMatchObject({ cacheTtlSeconds: 0, cacheStaleSeconds: null });
    expect(() => loadConfig({ CACHE_TTL_SECONDS: '5m' })).toThrow(/CACHE_TTL_SECONDS must be a whole number.*"5m"/);
    expect(() => loadConfig({ CACHE_STALE_SECONDS: '-1' })).toThrow(/CACHE_STALE_SECONDS/);
  });

  it('REDIS_URL: redis:// or rediss://, never echoed', () => {
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).redisUrl).toBe('redis://127.0.0.1:6379');
    const msg = configError({ REDIS_URL: 'http://user:s3cret@h:1' });
    expect(msg).toContain('REDIS_URL must be a redis:// or rediss:// URL');
    expect(msg).not.toContain('s3cret');
  });

  it('parses sizes, levels and the tile template', () => {
    const c = loadConfig({
      CACHE_MAX_BYTES: '16MB',
      CACHE_MAX_ENTRIES: '10',
      LOG_LEVEL: 'DEBUG',
      TILE_URL: 'https://tiles.example/{z}/{x}/{y}.png',
      STATIC_DIR: 'build',
    });
    expect(c).toMatchObject({
      cacheMaxBytes: 16 * 1024 * 1024,
      cacheMaxEntries: 10,
      logLevel: 'debug',
      tileUrl: 'https://tiles.example/{z}/{x}/{y}.png',
      staticDir: 'build',
    });
    expect(configError({ TILE_URL: 'https://tiles.example/tile.png' })).toContain('TILE_URL');
  });

  describe('FX_RATES_FILE', () => {
    const dir = mkdtempSync(join(tmpdir(), 'dar-fx-'));
    const file = (name: string, text: string) => {
      const path = join(dir, name);
      writeFileSync(path, text);
      return path;
    };
    const table = {
      date: '2026-12-01',
      source: 'Operator',
      aed_per_unit: { EUR: 4.3, GBP: 4.9, INR: 0.042, SAR: 0.979, RUB: 0.046, CNY: 0.52 },
    };

    it("replaces the shipped table with the operator's", () => {
      expect(loadConfig({ FX_RATES_FILE: file('good.json', JSON.stringify(table)) }).fxRates).toEqual(table);
    });

    it('refuses a missing file, a file that is not JSON, and a bad table, naming each problem', () => {
      expect(configError({ FX_RATES_FILE: join(dir, 'absent.json') })).toMatch(/FX_RATES_FILE cannot be read \(ENOENT\)/);
      expect(configError({ FX_RATES_FILE: file('text.json', 'EUR=4.3') })).toMatch(/FX_RATES_FILE is not JSON/);
      const message = configError({
        FX_RATES_FILE: file('bad.json', JSON.stringify({ ...table, aed_per_unit: { ...table.aed_per_unit, EUR: 0, USD: 3.67 } })),
      });
      expect(message).toContain('is not a rate table');
      expect(message).toContain('aed_per_unit.EUR: must be above 0');
      expect(message).toContain('USD is the fixed peg 3.6725');
    });
  });
});
