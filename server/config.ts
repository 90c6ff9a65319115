/**
 * Server configuration from the environment, parsed with zod. A bad value is a `ConfigError` whose
 * message names the variable (and never echoes GATEWAY_KEY's value).
 *
 * Modes:
 * - embedded (default): neither GATEWAY_HOST nor GATEWAY_KEY set. index.ts starts the embedded
 *   gateway in-process with a random key and points the upstream at it.
 * - live: both set. UPSTREAM_URL defaults to `https://${GATEWAY_HOST}`.
 */
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { parseFxTable } from '../src/shared/fx-table.ts';
import { SHIPPED_FX_TABLE, type FxTable } from '../src/shared/units.ts';
import { STORE_ANSWER_WITHIN_MS } from './store/db.ts';
import { configError, int, optionalInt, optionalText, readEnv } from './env.ts';

export { ConfigError } from './env.ts';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface ServerConfig {
  port: number;
  host: string;
  mode: 'embedded' | 'live';
  /** Live mode only (null in embedded mode). */
  gatewayHost: string | null;
  /** Live mode only (null in embedded mode). Keep it out of logs, errors and responses. */
  gatewayKey: string | null;
  /** Live mode only: where requests go, no trailing slash. */
  upstreamUrl: string | null;
  /** One overall deadline per proxied request, retries included. */
  upstreamTimeoutMs: number;
  cacheMaxEntries: number;
  cacheMaxBytes: number;
  /** Upstream-bound requests one client may cause a minute (0: no limit). */
  rateLimitPerMinute: number;
  /** UPSTREAM_DAILY_BUDGET: upstream calls a day to pace spending against; null: no pacing but the quota's. */
  upstreamDailyBudget: number | null;
  /** Take the client's address from X-Forwarded-For (behind our own proxy or balancer). */
  trustProxy: boolean;
  /** Overrides every cache family's fresh TTL (seconds), or null for the contract's figures. */
  cacheTtlSeconds: number | null;
  /** Overrides every cache family's stale window (seconds), or null for the contract's figures. */
  cacheStaleSeconds: number | null;
  /** REDIS_URL: a Redis server (`redis://` or `rediss://`) for state shared by every instance; null: in-process. */
  redisUrl: string | null;
  logLevel: LogLevel;
  staticDir: string;
  /** Raster tile URL template for the browser map (`{z}/{x}/{y}`), or null for the app's default. */
  tileUrl: string | null;
  /** Where the embedded market store keeps its files (used when `databaseUrl` is null). */
  dataDir: string;
  /** A PostgreSQL server for the market store, shared by every instance; null: the embedded store. */
  databaseUrl: string | null;
  /** STORE_MIN_FREE_MB: below this much free space on DATA_DIR's disk the embedded store takes no writes (0: no floor). */
  storeMinFreeMb: number;
  /** STORE_STUCK_SECONDS: an embedded store call unanswered this long ends PGlite's thread, which is opened again. */
  storeStuckSeconds: number;
  /** The exchange-rate table the browser converts prices with: FX_RATES_FILE's, or the one shipped with the app. */
  fxRates: FxTable;
  /** The market store's collecting (server/store/collector.ts). */
  collect: CollectConfig;
}

export interface CollectConfig {
  /** COLLECT_DAILY_PAGES: pages the market store may pay for a UTC day (views and the collector together). */
  dailyPages: number;
  /** COLLECT_VIEW_PAGES: pages one view may spend while it waits. */
  viewPages: number;
  /**
   * COLLECT_VIEW_RESERVE: pages of what the pace allows that background work leaves for readers'
   * views, so a place someone opens is read even while the queue could spend every page.
   */
  viewReserve: number;
  /** COLLECT_PLACE_MAX_PAGES: pages a place may cost before it is complete; past it the list is taken to be endless. */
  placeMaxPages: number;
  /** COLLECT_WATCH: location ids kept collected whether or not anyone opens them. */
  watched: string[];
  /** COLLECT_AREA_PAGES: of the day's pages, at most this many on area figures and the place catalogue (0: none). */
  areaPages: number;
}

/** COLLECT_DAILY_PAGES when unset: this many, or half of UPSTREAM_DAILY_BUDGET when that is smaller. */
const COLLECT_DAILY_DEFAULT = 2000;

const BYTE_UNITS: Record<string, number> = { '': 1, b: 1, k: 1024, kb: 1024, m: 1024 ** 2, mb: 1024 ** 2, g: 1024 ** 3, gb: 1024 ** 3 };

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

const EnvSchema = z.object({
  PORT: int('PORT', 0, 65535, 8080),
  HOST: optionalText.transform((v) => v ?? '0.0.0.0'),
  GATEWAY_HOST: optionalText.transform((v, ctx) => {
    if (v !== undefined && !/^[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?(:\d{1,5})?$/.test(v)) {
      ctx.addIssue({
        code: 'custom',
        message: `GATEWAY_HOST must be a host name such as example-api.p.gateway.com, without a scheme or path (got "${v}")`,
      });
      return z.NEVER;
    }
    return v ?? null;
  }),
  // Never echo this one's value in a message.
  GATEWAY_KEY: optionalText.transform((v, ctx) => {
    if (v !== undefined && /[\s\r\n]/.test(v)) {
      ctx.addIssue({ code: 'custom', message: 'GATEWAY_KEY must not contain whitespace' });
      return z.NEVER;
    }
    return v ?? null;
  }),
  UPSTREAM_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return null;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      ctx.addIssue({ code: 'custom', message: `UPSTREAM_URL must be an absolute http(s) URL (got "${v}")` });
      return z.NEVER;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') {
      ctx.addIssue({ code: 'custom', message: `UPSTREAM_URL must use https (got "${url.protocol}")` });
      return z.NEVER;
    }
    if (url.protocol === 'http:' && !LOOPBACK.has(url.hostname)) {
      // The key would travel in clear text.
      ctx.addIssue({ code: 'custom', message: `UPSTREAM_URL must use https unless it points at this machine (got "${url.origin}")` });
      return z.NEVER;
    }
    if (url.search || url.hash || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: 'UPSTREAM_URL must not carry a query, fragment or credentials' });
      return z.NEVER;
    }
    return url.href.replace(/\/+$/, '');
  }),
  UPSTREAM_TIMEOUT_MS: int('UPSTREAM_TIMEOUT_MS', 100, 120_000, 10_000),
  RATE_LIMIT_PER_MINUTE: int('RATE_LIMIT_PER_MINUTE', 0, 1_000_000, 120),
  UPSTREAM_DAILY_BUDGET: optionalInt('UPSTREAM_DAILY_BUDGET', 1, 100_000_000),
  TRUST_PROXY: optionalText.transform((v, ctx) => {
    if (v === undefined) return false;
    if (/^(1|true|yes)$/i.test(v)) return true;
    if (/^(0|false|no)$/i.test(v)) return false;
    ctx.addIssue({ code: 'custom', message: `TRUST_PROXY must be true or false (got "${v}")` });
    return z.NEVER;
  }),
  CACHE_TTL_SECONDS: optionalInt('CACHE_TTL_SECONDS', 0, 30 * 86_400),
  CACHE_STALE_SECONDS: optionalInt('CACHE_STALE_SECONDS', 0, 365 * 86_400),
  REDIS_URL: optionalText.transform((v, ctx): string | null => {
    if (v === undefined) return null;
    let url: URL;
    try {
      url = new URL(v);
    } catch {
      url = new URL('invalid:');
    }
    if (url.protocol !== 'redis:' && url.protocol !== 'rediss:') {
      // Never echo the value: it may hold a password.
      ctx.addIssue({ code: 'custom', message: 'REDIS_URL must be a redis:// or rediss:// URL' });
      return z.NEVER;
    }
    return v;
  }),
  CACHE_MAX_ENTRIES: int('CACHE_MAX_ENTRIES', 0, 10_000_000, 5000),
  CACHE_MAX_BYTES: optionalText.transform((v, ctx) => {
    if (v === undefined) return 64 * 1024 * 1024;
    const m = /^(\d{1,13})\s*([a-z]*)$/i.exec(v);
    const unit = m ? BYTE_UNITS[m[2]!.toLowerCase()] : undefined;
    if (!m || unit === undefined) {
      ctx.addIssue({ code: 'custom', message: `CACHE_MAX_BYTES must be a number of bytes, optionally with KB, MB or GB (got "${v}")` });
      return z.NEVER;
    }
    return Number(m[1]) * unit;
  }),
  LOG_LEVEL: optionalText.transform((v, ctx) => {
    const level = (v ?? 'info').toLowerCase();
    if (!(LOG_LEVELS as readonly string[]).includes(level)) {
      ctx.addIssue({ code: 'custom', message: `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${v}")` });
      return z.NEVER;
    }
    return level as LogLevel;
  }),
  STATIC_DIR: optionalText.transform((v) => v ?? 'dist'),
  TILE_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return null;
    let ok = false;
    try {
      const url = new URL(v.replace(/\{[a-z]\}/g, 'x'));
      ok = url.protocol === 'https:' || url.protocol === 'http:';
    } catch {
      /* not a URL */
    }
    if (!ok || !['{z}', '{x}', '{y}'].every((t) => v.includes(t))) {
      ctx.addIssue({ code: 'custom', message: `TILE_URL must be an http(s) URL template containing {z}, {x} and {y} (got "${v}")` });
      return z.NEVER;
    }
    return v;
  }),
  DATA_DIR: optionalText.transform((v) => v ?? './data'),
  COLLECT_DAILY_PAGES: optionalInt('COLLECT_DAILY_PAGES', 0, 100_000_000),
  COLLECT_VIEW_PAGES: int('COLLECT_VIEW_PAGES', 0, 50, 3),
  COLLECT_VIEW_RESERVE: optionalInt('COLLECT_VIEW_RESERVE', 0, 100_000_000),
  COLLECT_PLACE_MAX_PAGES: int('COLLECT_PLACE_MAX_PAGES', 1, 10_000_000, 4000),
  COLLECT_AREA_PAGES: int('COLLECT_AREA_PAGES', 0, 100_000_000, 600),
  COLLECT_WATCH: optionalText.transform((v, ctx) => {
    const ids = v === undefined ? [] : v.split(',').map((id) => id.trim());
    const bad = ids.filter((id) => !/^[1-9]\d{0,17}$/.test(id));
    if (bad.length) {
      ctx.addIssue({ code: 'custom', message: `COLLECT_WATCH must be location ids separated by commas (got "${bad.join('", "')}")` });
      return z.NEVER;
    }
    return [...new Set(ids)];
  }),
  STORE_MIN_FREE_MB: int('STORE_MIN_FREE_MB', 0, 10_000_000, 64),
  STORE_STUCK_SECONDS: int('STORE_STUCK_SECONDS', 1, 3600, STORE_ANSWER_WITHIN_MS / 1000),
  FX_RATES_FILE: optionalText,
  // Never echo this one's value in a message: it may carry a password.
  DATABASE_URL: optionalText.transform((v, ctx) => {
    if (v === undefined) return null;
    let url: URL | null = null;
    try {
      url = new URL(v);
    } catch {
      /* reported below */
    }
    if (!url || (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:')) {
      ctx.addIssue({ code: 'custom', message: 'DATABASE_URL must be a postgres:// (or postgresql://) URL' });
      return z.NEVER;
    }
    return v;
  }),
});

/** Every variable the server reads (docs/configuration.md names each). */
export const SERVER_VARIABLES: readonly string[] = Object.keys(EnvSchema.shape);

/**
 * The rate table of FX_RATES_FILE (a JSON file, see docs/units-and-mortgages.md), read once at start. A file that is
 * missing, not JSON or not a valid table stops the start with a message naming each problem.
 */
function readFxRates(file: string | undefined): FxTable {
  if (file === undefined) return SHIPPED_FX_TABLE;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    throw configError([`FX_RATES_FILE cannot be read (${code ?? 'error'}): ${file}`]);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw configError([`FX_RATES_FILE is not JSON: ${file}`]);
  }
  const parsed = parseFxTable(json);
  if (!parsed.ok) {
    throw configError([`FX_RATES_FILE ${file} is not a rate table:\n      ${parsed.problems.join('\n      ')}`]);
  }
  return parsed.table;
}

/** Parse the environment. Throws `ConfigError` naming every bad variable. */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const e = readEnv(EnvSchema, env);
  if ((e.GATEWAY_HOST === null) !== (e.GATEWAY_KEY === null)) {
    const [set, missing] = e.GATEWAY_HOST === null ? ['GATEWAY_KEY', 'GATEWAY_HOST'] : ['GATEWAY_HOST', 'GATEWAY_KEY'];
    throw configError([
      `${set} is set but ${missing} is not: set both GATEWAY_HOST and GATEWAY_KEY for the live gateway, or neither for the embedded one`,
    ]);
  }
  const live = e.GATEWAY_HOST !== null && e.GATEWAY_KEY !== null;
  if (!live && e.UPSTREAM_URL !== null) {
    throw configError([
      'UPSTREAM_URL is only used with the live gateway: set GATEWAY_HOST and GATEWAY_KEY too, or unset UPSTREAM_URL for the embedded gateway',
    ]);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    mode: live ? 'live' : 'embedded',
    gatewayHost: e.GATEWAY_HOST,
    gatewayKey: e.GATEWAY_KEY,
    upstreamUrl: live ? (e.UPSTREAM_URL ?? `https://${e.GATEWAY_HOST}`) : null,
    upstreamTimeoutMs: e.UPSTREAM_TIMEOUT_MS,
    cacheMaxEntries: e.CACHE_MAX_ENTRIES,
    cacheMaxBytes: e.CACHE_MAX_BYTES,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    upstreamDailyBudget: e.UPSTREAM_DAILY_BUDGET,
    trustProxy: e.TRUST_PROXY,
    cacheTtlSeconds: e.CACHE_TTL_SECONDS,
    cacheStaleSeconds: e.CACHE_STALE_SECONDS,
    redisUrl: e.REDIS_URL,
    logLevel: e.LOG_LEVEL,
    staticDir: e.STATIC_DIR,
    tileUrl: e.TILE_URL,
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL,
    storeMinFreeMb: e.STORE_MIN_FREE_MB,
    storeStuckSeconds: e.STORE_STUCK_SECONDS,
    fxRates: readFxRates(e.FX_RATES_FILE),
    collect: collectConfig(e),
  };
}

/** The collector's settings, with the defaults that follow from the day's budget. */
function collectConfig(e: z.output<typeof EnvSchema>): CollectConfig {
  const dailyPages =
    e.COLLECT_DAILY_PAGES ??
    (e.UPSTREAM_DAILY_BUDGET === null ? COLLECT_DAILY_DEFAULT : Math.min(COLLECT_DAILY_DEFAULT, Math.floor(e.UPSTREAM_DAILY_BUDGET / 2)));
  return {
    dailyPages,
    viewPages: e.COLLECT_VIEW_PAGES,
    // One hour's share of the day by default: the pace releases as much again each hour.
    viewReserve: Math.min(dailyPages, e.COLLECT_VIEW_RESERVE ?? Math.ceil(dailyPages / 24)),
    placeMaxPages: e.COLLECT_PLACE_MAX_PAGES,
    watched: e.COLLECT_WATCH,
    areaPages: e.COLLECT_AREA_PAGES,
  };
}
