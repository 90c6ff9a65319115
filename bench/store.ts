/**
 * The market store's figures: upstream calls for Dubai Marina's transactions view (first view,
 * the same again, after a restart, the next day), and insight p50/p99 once the store holds the
 * location, embedded (PGlite) and on PostgreSQL: the figures computed, and the endpoint (which
 * keeps figures per state of the store). Everything over the live code path:
 * the embedded gateway on loopback answering full pages of 50, our app in front, calls counted
 * from the app's own "upstream answer" log lines. The next day is a second gateway whose
 * EMBEDDED_AS_OF is a day later, with the app's clock moved a day on. EMBEDDED_VOLUME_SCALE and
 * EMBEDDED_PAGE_SIZE size both gateways' market, so the calls can be counted at real volumes
 * (10) and the real service's likely page sizes (15, 25).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openEmbedded, openPostgres, type Db } from '../server/store/db.ts';
import { transactionInsights } from '../server/store/insights.ts';
import { migrate } from '../server/store/migrations.ts';
import { startPostgres } from '../server/testing/postgres-server.ts';
import { createUpstreamAgent } from '../server/upstream/client.ts';

const VIEW = '/api/insights/transactions?location_id=50';
/** The registry view's charts: every district, every type (the browser used to gather 5 pages of 100 for them on every view). */
const REGISTRY_VIEW = '/api/insights/registry';
const REGISTRY = 'get-registry-transactions';
const DAY = 86_400_000;
const gatewayHost = 'uae-real-estate.embedded.gateway';

type Embedded = typeof import('../server/embedded/index.ts');

async function withApp<T>(
  db: Db,
  gatewayUrl: string,
  key: string,
  offsetMs: number,
  run: (app: App, calls: (endpoint?: string) => number) => Promise<T>,
): Promise<T> {
  const agent = createUpstreamAgent(10_000);
  const logs: string[] = [];
  // A day's budget that never binds: this section measures what views and syncs cost (bench/collect.ts measures the budget).
  const config = {
    ...loadConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'info', COLLECT_DAILY_PAGES: '1000000' }),
    host: '127.0.0.1',
    port: 0,
  };
  const app = await buildApp({
    config,
    upstream: { url: gatewayUrl, gatewayHost, key },
    dispatcher: agent,
    logDestination: {
      write: (line: string) => {
        logs.push(line);
      },
    },
    now: () => Date.now() + offsetMs,
    store: db,
    // The collector runs when the bench drains it, so each figure is what its step cost.
    ledger: { autostart: false },
  });
  const calls = (endpoint = 'get-get-transactions') => logs.filter((l) => l.includes('"upstream answer"') && l.includes(endpoint)).length;
  try {
    return await run(app, calls);
  } finally {
    await app.close();
    await agent.close();
  }
}

function percentiles(ms: number[]): { p50: number; p99: number } {
  const s = [...ms].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
  return { p50: at(0.5), p99: at(0.99) };
}

/** The figures computed from the store every time (what a view costs when the store has changed). */
async function timeComputed(app: App, db: Db, n = 40): Promise<{ p50: number; p99: number }> {
  const [sold, rented] = await app.collector!.withStatus([
    await app.ledger!.coverage('50', 'sold'),
    await app.ledger!.coverage('50', 'rented'),
  ]);
  const coverage = { sold: sold!, rented: rented! };
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    await transactionInsights(db, { locationId: '50', type: i % 2 ? 'rented' : 'sold', period: '1y' }, coverage, new Date(), null);
    ms.push(performance.now() - t0);
  }
  return percentiles(ms);
}

/** The endpoint as a browser meets it: sync check, then figures (memoised per state of the store). */
async function timeInsights(app: App, n = 60): Promise<{ p50: number; p99: number }> {
  const urls = [VIEW, `${VIEW}&transaction_type=rented`, `${VIEW}&bedrooms=2&period=6m`, `${VIEW}&property_type=apartment&period=all`];
  for (const u of urls) await app.inject(u); // warm
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await app.inject(urls[i % urls.length]!);
    ms.push(performance.now() - t0);
    if (res.statusCode !== 200) throw new Error(`insights answered ${res.statusCode}`);
  }
  return percentiles(ms);
}

export async function benchStore(): Promise<string[]> {
  const embedded: Embedded = await import('../server/embedded/index.ts');
  const key = randomBytes(24).toString('base64url');
  const today = new Date().toISOString().slice(0, 10);
  const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
  const size = embedded.marketSizeFromEnv(process.env);
  const gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, asOf: today, ...size });
  const dir = mkdtempSync(join(tmpdir(), 'dar-bench-store-'));
  const out: string[] = [];
  try {
    let db = await openEmbedded(dir);
    await migrate(db);
    await withApp(db, gateway.url, key, 0, async (app, calls) => {
      const t0 = performance.now();
      await app.inject(VIEW);
      const firstMs = performance.now() - t0;
      const waited = calls();
      await app.collector!.drain();
      out.push(
        `first view of Dubai Marina: ${waited} upstream calls while the request waited (${Math.round(firstMs)} ms), ${calls()} in all once the collector finished`,
      );
      const before = calls();
      await app.inject(VIEW);
      out.push(`the same view again: ${calls() - before} upstream calls`);
      await app.inject(REGISTRY_VIEW);
      const registryFirst = calls(REGISTRY);
      await app.inject(REGISTRY_VIEW);
      out.push(
        `registry charts: ${registryFirst} upstream calls for the first view, ${calls(REGISTRY) - registryFirst} for the same view again (the browser paid 5 on every view before)`,
      );
      const c = await timeComputed(app, db);
      const q = await timeInsights(app);
      out.push(`insight figures computed, embedded store (PGlite): p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms`);
      out.push(`insight endpoint, embedded store (PGlite): p50 ${q.p50.toFixed(1)} ms, p99 ${q.p99.toFixed(1)} ms`);
    });
    await db.close();
    db = await openEmbedded(dir);
    await withApp(db, gateway.url, key, 0, async (app, calls) => {
      await app.inject(VIEW);
      await app.inject(REGISTRY_VIEW);
      out.push(`after a restart: ${calls()} upstream calls (transactions), ${calls(REGISTRY)} (registry charts)`);
    });
    const nextDay = await embedded.startEmbeddedGateway({ key, gatewayHost, asOf: tomorrow, ...size });
    try {
      await withApp(db, nextDay.url, key, DAY, async (app, calls) => {
        await app.inject(VIEW);
        await app.collector!.drain(); // the day's upkeep
        await app.inject(REGISTRY_VIEW);
        out.push(
          `the next day (EMBEDDED_AS_OF ${tomorrow}): ${calls()} upstream calls (transactions), ${calls(REGISTRY)} (registry charts)`,
        );
      });
    } finally {
      await nextDay.close();
    }
    await db.close();

    const pg = await startPostgres();
    try {
      const pdb = await openPostgres(pg.url);
      await migrate(pdb);
      await withApp(pdb, gateway.url, key, 0, async (app) => {
        await app.inject(VIEW);
        await app.collector!.drain();
        const c = await timeComputed(app, pdb);
        const q = await timeInsights(app);
        out.push(`insight figures computed, PostgreSQL: p50 ${c.p50.toFixed(1)} ms, p99 ${c.p99.toFixed(1)} ms`);
        out.push(`insight endpoint, PostgreSQL: p50 ${q.p50.toFixed(1)} ms, p99 ${q.p99.toFixed(1)} ms`);
      });
      await pdb.close();
    } finally {
      await pg.stop();
    }
  } finally {
    await gateway.close();
    rmSync(dir, { recursive: true, force: true });
  }
  return out;
}
