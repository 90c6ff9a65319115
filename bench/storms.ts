/**
 * What the upstream guard saves when the data service misbehaves, one figure per row of issue 8's
 * table. Live mode over real loopback HTTP against a local counting fake gateway (node:http) whose
 * behaviour each case sets; the app is built as production builds it (log level info, log lines
 * counted and discarded).
 *
 * - 429s: load of distinct (cache-missing) requests for a while after a burst 429 and after a
 *   quota 429; upstream calls made, and the longest Retry-After a user was told.
 * - 500 and 503 storms: upstream calls per request (breaker; retry budget), log bytes per request.
 * - an answer expired 1 s ago while the service fails: what the user gets.
 * - one client's 1,000 distinct misses: how many reach the service (RATE_LIMIT_PER_MINUTE).
 * - a 50 MB body: RSS growth and the time to refuse it, under concurrent requests.
 * - a restart and a second instance on Redis: upstream calls to answer what was already paid for.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { Agent } from 'undici';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { startRedisServer } from '../server/testing/redis-server.ts';
import { median, percentile, type Report } from './report.ts';

const KEY = 'bench-storm-key-not-secret';
const GATEWAY_HOST = 'bench.gateway';
/** Seconds of load after a 429 (the "before" figures were counted over 15 s). */
const HOLD_LOAD_S = 15;
const CONCURRENCY = 20;

type Handler = (req: IncomingMessage, res: ServerResponse) => void;

const listen = (s: Server) => new Promise<number>((r) => s.listen(0, '127.0.0.1', () => r((s.address() as AddressInfo).port)));
const json = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) =>
  res.writeHead(status, { 'content-type': 'application/json', ...headers }).end(JSON.stringify(body));

/** A page of listings the contract accepts (search answers are what users ask for most). */
const PAGE = { success: true, data: [] };

/** A fake gateway counting its calls; `handle` is swapped per case. */
async function countingGateway() {
  const g = { calls: 0, handle: ((_req, res) => json(res, 200, PAGE)) as Handler, url: '', close: async () => {} };
  const server = createServer((req, res) => {
    g.calls++;
    g.handle(req, res);
  });
  g.url = `http://127.0.0.1:${await listen(server)}`;
  g.close = () => {
    server.closeAllConnections();
    return new Promise<void>((r) => server.close(() => r()));
  };
  return g;
}

interface Instance {
  app: App;
  base: string;
  logBytes: () => number;
  close: () => Promise<void>;
}

async function instance(gatewayUrl: string, env: Record<string, string> = {}): Promise<Instance> {
  let logBytes = 0;
  const dispatcher = new Agent({ connect: { timeout: 2000 }, headersTimeout: 5000, bodyTimeout: 5000 });
  const config = {
    ...loadConfig({ LOG_LEVEL: 'info', STATIC_DIR: '.bench-no-static', RATE_LIMIT_PER_MINUTE: '0', ...env }),
    port: 0,
    host: '127.0.0.1',
  };
  const app = await buildApp({
    config,
    upstream: { url: gatewayUrl, gatewayHost: GATEWAY_HOST, key: KEY },
    dispatcher,
    logDestination: {
      write: (line: string) => {
        logBytes += line.length;
      },
    },
  });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    base,
    logBytes: () => logBytes,
    close: async () => {
      await app.close();
      await dispatcher.close();
    },
  };
}

interface Load {
  requests: number;
  statuses: Map<string, number>;
  retryAfterMax: number;
  ms: number[];
}

/** `CONCURRENCY` workers asking distinct URLs until `more()` says stop. */
async function load(base: string, more: (sent: number) => boolean, path = (i: number) => `/api/search-buy?location_id=${10_000 + i}`) {
  const out: Load = { requests: 0, statuses: new Map(), retryAfterMax: 0, ms: [] };
  const worker = async () => {
    while (more(out.requests)) {
      const i = out.requests++;
      const t0 = performance.now();
      const res = await fetch(base + path(i));
      await res.arrayBuffer();
      out.ms.push(performance.now() - t0);
      const key = `${res.status}${res.headers.get('x-cache') === 'STALE' ? ' STALE' : ''}`;
      out.statuses.set(key, (out.statuses.get(key) ?? 0) + 1);
      out.retryAfterMax = Math.max(out.retryAfterMax, Number(res.headers.get('retry-after') ?? 0));
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return out;
}

const forSeconds = (s: number) => {
  const end = performance.now() + s * 1000;
  return () => performance.now() < end;
};
const answers = (l: Load) => [...l.statuses].map(([k, v]) => `${k} x${v}`).join(', ');

const STORMS = [
  {
    label: 'after a burst 429 (Retry-After: 7)',
    respond: (res: ServerResponse) =>
      json(
        res,
        429,
        { message: 'You have exceeded the rate limit per second for your plan, BASIC, by the API provider' },
        { 'retry-after': '7' },
      ),
    // The calls already in flight when the first 429 comes back (up to CONCURRENCY) cannot be
    // recalled; after that, one probe each time the 7 s hold-off ends.
    maxCalls: CONCURRENCY + 3,
  },
  {
    label: 'after a MONTHLY-quota 429',
    respond: (res: ServerResponse) =>
      json(
        res,
        429,
        { message: 'You have exceeded the MONTHLY quota for Requests on your current plan, BASIC.' },
        { 'x-ratelimit-requests-reset': '2163603', 'x-ratelimit-requests-remaining': '0', 'x-ratelimit-requests-limit': '1000' },
      ),
    // The calls in flight when it comes back, then a probe a minute.
    maxCalls: CONCURRENCY + 1,
  },
];

async function holdOffs(r: Report) {
  for (const s of STORMS) {
    const g = await countingGateway();
    g.handle = (_req, res) => s.respond(res);
    const a = await instance(g.url);
    const l = await load(a.base, forSeconds(HOLD_LOAD_S));
    r.figure(`${s.label}: upstream calls in ${HOLD_LOAD_S} s`, g.calls, '', { max: s.maxCalls });
    r.figure(`${s.label}: longest Retry-After told a user`, l.retryAfterMax, 's', { max: 60 });
    r.note(`${l.requests} distinct requests, ${CONCURRENCY} at a time; answers ${answers(l)}`);
    await a.close();
    await g.close();
  }
}

async function faultStorms(r: Report) {
  const REQUESTS = 300;
  for (const [label, status, maxPerRequest] of [
    ['500 storm', 500, 0.1],
    ['503 storm', 503, 1.2],
  ] as const) {
    const g = await countingGateway();
    g.handle = (_req, res) => json(res, status, { message: status === 500 ? 'Internal server error' : 'Service Unavailable' });
    const a = await instance(g.url);
    const l = await load(a.base, (sent) => sent < REQUESTS);
    r.figure(`${label}: upstream calls per request`, g.calls / REQUESTS, 'x', { max: maxPerRequest });
    r.figure(`${label}: log bytes per failed request`, a.logBytes() / REQUESTS, 'B', { max: 400 });
    r.note(`${REQUESTS} distinct requests: ${g.calls} upstream calls; answers ${answers(l)}`);
    await a.close();
    await g.close();
  }
}

async function staleIfError(r: Report) {
  const g = await countingGateway();
  const a = await instance(g.url, { CACHE_TTL_SECONDS: '1' });
  const paths = Array.from({ length: 50 }, (_, i) => `/api/search-buy?location_id=${20_000 + i}`);
  for (const p of paths) await (await fetch(a.base + p)).arrayBuffer();
  await new Promise((res) => setTimeout(res, 2100)); // every answer expired about a second ago
  g.handle = (_req, res) => json(res, 503, { message: 'Service Unavailable' });
  const l = await load(
    a.base,
    (sent) => sent < paths.length * 4,
    (i) => paths[i % paths.length]!,
  );
  const stale = l.statuses.get('200 STALE') ?? 0;
  r.figure('expired 1 s ago, the service failing: answered with the stale data', stale / l.requests, 'share', { min: 1 });
  r.note(`answers ${answers(l)}`);
  await a.close();
  await g.close();
}

async function oneClient(r: Report) {
  const g = await countingGateway();
  const a = await instance(g.url, { RATE_LIMIT_PER_MINUTE: '120' });
  const l = await load(a.base, (sent) => sent < 1000);
  r.figure("one client's 1,000 distinct misses: upstream calls", g.calls, '', { max: 120 });
  r.note(`answers ${answers(l)}`);
  await a.close();
  await g.close();
}

async function hugeBody(r: Report) {
  const g = await countingGateway();
  const chunk = Buffer.alloc(1024 * 1024, 'x');
  g.handle = (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    let sent = 0;
    const more = () => {
      while (sent < 50 && res.write(chunk)) sent++;
      if (sent >= 50) res.end();
      else res.once('drain', more);
    };
    res.on('close', () => res.removeAllListeners('drain'));
    more();
  };
  const a = await instance(g.url);
  const before = process.memoryUsage().rss;
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
  const l = await load(a.base, (sent) => sent < 100);
  clearInterval(sampler);
  const sorted = [...l.ms].sort((x, y) => x - y);
  r.figure('a 50 MB upstream body: RSS growth under 20 concurrent', (peak - before) / 2 ** 20, 'MiB', { max: 50 });
  r.figure('a 50 MB upstream body: p99 time to refuse', percentile(sorted, 0.99), 'ms', { max: 1000 });
  r.note(`median ${median(l.ms).toFixed(0)} ms; answers ${answers(l)} (bench process RSS, the app runs in it)`);
  await a.close();
  await g.close();
}

async function scaleOut(r: Report) {
  const redis = await startRedisServer();
  const g = await countingGateway();
  const env = { REDIS_URL: redis.url };
  try {
    const paths = Array.from({ length: 50 }, (_, i) => `/api/search-buy?location_id=${30_000 + i}`);
    const askAll = async (base: string) => {
      for (const p of paths) await (await fetch(base + p)).arrayBuffer();
    };
    const a = await instance(g.url, env);
    await askAll(a.base);
    const paid = g.calls;
    const b = await instance(g.url, env);
    await askAll(b.base);
    const second = g.calls - paid;
    await a.close();
    const restarted = await instance(g.url, env);
    await askAll(restarted.base);
    const afterRestart = g.calls - paid - second;
    // 100 concurrent identical misses spread over two instances.
    const before = g.calls;
    const miss = '/api/search-buy?location_id=39999';
    await Promise.all(Array.from({ length: 100 }, (_, i) => fetch((i % 2 ? b : restarted).base + miss).then((res) => res.arrayBuffer())));
    const coalesced = g.calls - before;
    r.figure('Redis: a second instance asking 50 answers already paid for: calls', second, '', { max: 0 });
    r.figure('Redis: a restarted instance asking them again: calls', afterRestart, '', { max: 0 });
    r.figure('Redis: 100 identical misses over two instances: calls', coalesced, '', { max: 1 });
    r.note(`the first instance paid ${paid} calls for the 50 answers`);
    await b.close();
    await restarted.close();
  } finally {
    await g.close();
    await redis.stop();
  }
}

export async function bench(r: Report): Promise<void> {
  await holdOffs(r);
  await faultStorms(r);
  await staleIfError(r);
  await oneClient(r);
  await hugeBody(r);
  await scaleOut(r);
}
