/**
 * What the market store pays for, at the real market's scale: the embedded gateway at
 * EMBEDDED_VOLUME_SCALE (default 10 here, about the real market; the embedded default is a tenth
 * of it) and each of the service's likely page sizes (BENCH_PAGE_SIZES, default 15 and 25), our
 * app in front with a clock the bench moves, collecting counted at the gateway's door (the app's
 * "upstream answer" log lines). Figures:
 *
 * - the first view of the busiest community, its first complete sync, and a day of its upkeep;
 * - what one client can make the store spend in a minute through insights;
 * - a week of a user opening 30 places a day at the default budget, day by day;
 * - lists that misbehave (a fake gateway): what a run costs after the first repeat.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CollectionAnswer } from '../src/contract/index.ts';
import { buildApp, type App } from '../server/app.ts';
import { loadConfig } from '../server/config.ts';
import { openEmbedded, type Db } from '../server/store/db.ts';
import { migrate } from '../server/store/migrations.ts';
import { FakeTransactionsGateway } from '../server/testing/fake-transactions-gateway.ts';
import { createUpstreamAgent } from '../server/upstream/client.ts';
import type { Report } from './report.ts';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const gatewayHost = 'uae-real-estate.embedded.gateway';
const TX = 'get-get-transactions';
/** The day the bench's market is as of; the app's clock starts that morning. */
const AS_OF = '2026-11-20';

type Embedded = typeof import('../server/embedded/index.ts');

interface Running {
  app: App;
  /** Upstream pages of the transactions endpoint so far. */
  pages: () => number;
  close(): Promise<void>;
}

/** Our app on `store` against `url`, with the bench's clock and environment; the collector runs when drained. */
async function appOn(store: Db, url: string, key: string, clock: { now: number }, env: Record<string, string> = {}): Promise<Running> {
  const agent = createUpstreamAgent(10_000);
  const logs: string[] = [];
  // What the transactions ledger spends: area figures (their own share, COLLECT_AREA_PAGES) are left out.
  const config = {
    ...loadConfig({ STATIC_DIR: '/nonexistent', LOG_LEVEL: 'info', COLLECT_AREA_PAGES: '0', ...env }),
    host: '127.0.0.1',
    port: 0,
  };
  const app = await buildApp({
    config,
    upstream: { url, gatewayHost, key },
    dispatcher: agent,
    logDestination: {
      write: (line: string) => {
        if (line.includes('"upstream answer"')) logs.push(line);
      },
    },
    now: () => clock.now,
    store,
    ledger: { autostart: false },
  });
  return {
    app,
    pages: () => logs.filter((l) => l.includes(TX)).length,
    close: async () => {
      await app.close();
      await agent.close();
    },
  };
}

async function freshStore(): Promise<{ db: Db; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'dar-bench-collect-'));
  const db = await openEmbedded(dir);
  await migrate(db);
  return { db, dir };
}

const view = (app: App, id: string, ip = '10.9.0.1') =>
  app.inject({ url: `/api/insights/transactions?location_id=${id}`, remoteAddress: ip });
const status = async (app: App, id: string) => (await app.inject(`/api/insights/collection?location_id=${id}`)).json<CollectionAnswer>();
const complete = (s: CollectionAnswer) => s.coverage.sold.state === 'complete' && s.coverage.rented.state === 'complete';

/** Run the collector through the day's hours from the clock's hour to `until`, an hour at a time. */
async function collectUntil(app: App, clock: { now: number }, until: number): Promise<void> {
  for (;;) {
    await app.collector!.drain();
    if (clock.now >= until) return;
    clock.now = Math.min(until, (Math.floor(clock.now / HOUR) + 1) * HOUR + 60_000);
  }
}

async function realScale(r: Report, embedded: Embedded, pageSize: number, scale: string): Promise<void> {
  const key = randomBytes(16).toString('base64url');
  const size = embedded.marketSizeFromEnv({ EMBEDDED_VOLUME_SCALE: scale, EMBEDDED_PAGE_SIZE: String(pageSize) });
  const gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, asOf: AS_OF, ...size });
  const { locations } = gateway.dataset;
  const byWeight = [...locations.communities].sort((a, b) => locations.nodes[b]!.ref!.weight - locations.nodes[a]!.ref!.weight);
  const busy = locations.nodes[byWeight[0]!]!;
  const thirty = byWeight.slice(0, 30).map((i) => String(locations.nodes[i]!.id));
  const at = `page size ${pageSize}`;
  const dirs: string[] = [];
  try {
    // The busiest community: its first view, its first complete sync, a day of its upkeep.
    {
      const { db, dir } = await freshStore();
      dirs.push(dir);
      const clock = { now: Date.parse(`${AS_OF}T09:00:00Z`) };
      const run = await appOn(db, gateway.url, key, clock, { COLLECT_DAILY_PAGES: '1000000' });
      await view(run.app, String(busy.id));
      r.figure(`${at}: first view of ${busy.name}, upstream pages`, run.pages(), 'pages', { max: 6 });
      await run.app.collector!.drain();
      const first = run.pages();
      const held = await status(run.app, String(busy.id));
      r.figure(`${at}: ${busy.name}'s first complete sync, upstream pages`, first, 'pages');
      r.note(
        `${busy.name}: ${held.coverage.sold.records} sales and ${held.coverage.rented.records} rentals held, complete: ${complete(held)}; at the default COLLECT_DAILY_PAGES=2000 that is ${(first / 2000).toFixed(1)} days of collecting`,
      );
      await run.close();
      const nextDay = await embedded.startEmbeddedGateway({ key, gatewayHost, asOf: '2026-11-21', ...size });
      clock.now += DAY;
      const next = await appOn(db, nextDay.url, key, clock);
      await view(next.app, String(busy.id));
      const viewed = next.pages();
      await next.app.collector!.drain();
      r.figure(`${at}: a day of ${busy.name}'s upkeep once complete, upstream pages (both types)`, next.pages(), 'pages', { max: 4 });
      r.note(`of which the day's first view paid ${viewed}: upkeep is the collector's, once a day, until it meets what is held`);
      await next.close();
      await nextDay.close();
      await db.close();
    }

    // One client, 30 insights requests for 30 communities in 10 s, at the default RATE_LIMIT_PER_MINUTE=120.
    {
      const { db, dir } = await freshStore();
      dirs.push(dir);
      const clock = { now: Date.parse(`${AS_OF}T12:00:00Z`) };
      const run = await appOn(db, gateway.url, key, clock);
      const refused = (await Promise.all(thirty.map((id) => view(run.app, id)))).filter((res) => res.statusCode === 429).length;
      r.figure(`${at}: pages one client caused in a minute through insights (30 communities)`, run.pages(), 'pages', { max: 120 });
      r.note(`${refused} of the 30 requests answered 429 (nothing held yet and the client over its minute)`);
      await run.close();
      await db.close();
    }

    // A week of a user opening the 30 busiest places every morning, at the default budget.
    {
      const { db, dir } = await freshStore();
      dirs.push(dir);
      const clock = { now: Date.parse(`${AS_OF}T00:30:00Z`) };
      const run = await appOn(db, gateway.url, key, clock);
      let before = 0;
      let worst = 0;
      for (let d = 0; d < 7; d++) {
        const dayStart = Date.parse(`${AS_OF}T00:00:00Z`) + d * DAY;
        clock.now = dayStart + 9 * HOUR;
        for (const id of thirty) await view(run.app, id, `10.9.1.${d}`);
        await collectUntil(run.app, clock, dayStart + 23 * HOUR + 59 * 60_000);
        const spent = run.pages() - before;
        before = run.pages();
        worst = Math.max(worst, spent);
        const done = (await Promise.all(thirty.map((id) => status(run.app, id)))).filter(complete).length;
        r.note(`day ${d + 1}: ${spent} pages of 2000; ${done} of the 30 places complete`);
      }
      r.figure(`${at}: a week of 30 places opened daily, the most pages in a day (default COLLECT_DAILY_PAGES=2000)`, worst, 'pages', {
        max: 2000,
      });
      r.figure(`${at}: the same week, pages in all`, run.pages(), 'pages');
      await run.close();
      await db.close();
    }
  } finally {
    await gateway.close();
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  }
}

/** Lists that misbehave: what the first day costs, and each run after the first repeat. */
async function misbehaving(r: Report, pageSize: number): Promise<void> {
  const fake = new FakeTransactionsGateway(pageSize);
  const url = await fake.listen();
  const { db, dir } = await freshStore();
  const clock = { now: Date.parse(`${AS_OF}T10:00:00Z`) };
  // A budget that never binds: what each list costs on its own.
  const run = await appOn(db, url, 'fake-key', clock, { COLLECT_DAILY_PAGES: '1000000' });
  try {
    for (const [id, mode] of [
      ['71', 'ignores-page'],
      ['72', 'repeats-last'],
      ['73', 'endless'],
    ] as const) {
      fake.modes.set(id, { mode, records: 20 * pageSize });
      await view(run.app, id);
    }
    await run.app.collector!.drain();
    const day1 = ['71', '72', '73'].map((id) => fake.spent(id));
    clock.now += DAY;
    await run.app.collector!.drain();
    const day2 = ['71', '72', '73'].map((id, i) => fake.spent(id) - day1[i]!);
    r.figure(`page size ${pageSize}: a list that ignores \`page\`, pages a run after the first repeat (per type)`, day2[0]! / 2, 'pages', {
      max: 2,
    });
    r.figure(
      `page size ${pageSize}: a list that repeats its last page, pages a run after the first repeat (per type)`,
      day2[1]! / 2,
      'pages',
      {
        max: 2,
      },
    );
    r.note(
      `first day: ${day1[0]} pages (ignores page), ${day1[1]} (repeats its last of 20 pages), ${day1[2]} (never ends: COLLECT_PLACE_MAX_PAGES=4000 a type, then nothing: ${day2[2]} the next day)`,
    );
  } finally {
    await run.close();
    await db.close();
    fake.server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

export async function bench(r: Report): Promise<void> {
  const embedded: Embedded = await import('../server/embedded/index.ts');
  const scale = process.env.EMBEDDED_VOLUME_SCALE ?? '10';
  const sizes = (process.env.BENCH_PAGE_SIZES ?? '15,25').split(',').map(Number);
  r.note(`EMBEDDED_VOLUME_SCALE=${scale} (about the real market's volumes), page sizes ${sizes.join(' and ')}`);
  for (const pageSize of sizes) {
    await realScale(r, embedded, pageSize, scale);
    await misbehaving(r, pageSize);
  }
}
