/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU), median of three runs a page,
 * flagged against issue 24's goals: performance score >= 95, total blocking time < 200 ms, largest
 * contentful paint <= 2.5 s, layout shift < 0.1. Lighthouse is not a dependency of the app: it
 * runs through `npx` (fetched into npm's cache on first use), with Debian's Chromium.
 *
 * As a section (`npm run bench -- lighthouse`): every kind of page Dar has, each opened once
 * first so the server's cache and store are warm (the page's own cost is what is measured).
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { benchPort, withAppAndBrowser } from './app-server.ts';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';
import { median, type Report } from './report.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const run = promisify(execFile);

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  audits: Record<string, Audit | undefined>;
  categories: { performance?: { score: number | null } };
}

async function lighthouse(url: string, dir: string, n: number): Promise<LighthouseResult> {
  const out = join(dir, `run-${n}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium' }, timeout: 300_000 },
  );
  return JSON.parse(await readFile(out, 'utf8')) as LighthouseResult;
}

const value = (r: LighthouseResult, audit: string) => r.audits[audit]?.numericValue ?? Number.NaN;

/** `pages`: label and URL of each page measured (the server already warm). */
export async function benchLighthouse(r: Report, pages: [label: string, url: string][]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'dar-lighthouse-'));
  try {
    for (const [label, url] of pages) {
      const results: LighthouseResult[] = [];
      try {
        for (let i = 0; i < RUNS; i++) results.push(await lighthouse(url, dir, i).catch(() => lighthouse(url, dir, i)));
      } catch (err) {
        // Lighthouse fails a run now and then ("NO_NAVSTART"): tried twice, then the page is said
        // not measured (a miss) and the next one is.
        const why = (err instanceof Error ? err.message : String(err)).trim().split('\n').at(-1);
        r.failed(new Error(`${label}: ${why ?? 'Lighthouse failed'}`));
        continue;
      }
      const med = (audit: string) => median(results.map((x) => value(x, audit)));
      const score = median(results.map((x) => (x.categories.performance?.score ?? Number.NaN) * 100));
      r.figure(`${label}: Lighthouse mobile performance score`, score, '', { min: 95 });
      r.figure(`${label}: total blocking time`, med('total-blocking-time'), 'ms', { max: 200 });
      r.figure(`${label}: largest contentful paint`, med('largest-contentful-paint'), 'ms', { max: 2500 });
      r.figure(`${label}: layout shift`, med('cumulative-layout-shift'), '', { max: 0.1 });
      r.note(`${url.replace(/^https?:\/\/[^/]+/, '')}: median of ${RUNS} runs; DOM ${Math.round(med('dom-size'))} elements`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

const PORT = benchPort(6);
const MARINA = 'location_id=50';

/** The first record's `key` of an API answer (a listing, agent, brokerage, developer or project to open). */
async function firstId(base: string, path: string, key: string): Promise<string | undefined> {
  const body = (await (await fetch(base + path)).json()) as { data?: Record<string, unknown>[] };
  const id = body.data?.[0]?.[key];
  return typeof id === 'string' ? id : undefined;
}

/** How long the warm-up's collecting may take to settle before the pages are measured anyway. */
const SETTLE_MS = 180_000;

/**
 * Wait until the market store's collecting, which the warm-up's market pages start, has stopped
 * spending pages (nothing in progress, nothing spent for two polls running): a page measured while
 * it runs shares the CPU with it, and its blocking time reads higher than the page's own.
 */
async function settleCollecting(r: Report, base: string): Promise<void> {
  const started = Date.now();
  let last = -1;
  for (;;) {
    const health = (await (await fetch(`${base}/healthz`)).json()) as { collector?: { spentToday: number; inProgress: unknown[] } };
    const collector = health.collector;
    if (!collector) return;
    if (collector.inProgress.length === 0 && collector.spentToday === last) {
      r.note(`collecting settled ${Math.round((Date.now() - started) / 1000)} s after the warm-up (${collector.spentToday} pages today)`);
      return;
    }
    if (Date.now() - started > SETTLE_MS) {
      r.note(`collecting still running ${SETTLE_MS / 1000} s after the warm-up: the pages were measured beside it`);
      return;
    }
    last = collector.spentToday;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

export async function bench(r: Report, staticDir = BUNDLE_DIR): Promise<void> {
  buildForBench(staticDir);
  await withAppAndBrowser({ port: PORT, staticDir, dataDir: `.tmp/bench-data-${PORT}` }, async (base, browser) => {
    const listing = await firstId(base, `/api/search-buy?${MARINA}`, 'property_id');
    const developer = await firstId(base, '/api/real-estate-developer', 'id');
    const project = await firstId(base, `/api/search-new-projects?${MARINA}`, 'listing_id');
    const agent = await firstId(base, '/api/search-agents', 'id');
    const brokerage = await firstId(base, '/api/search-brokers', 'id');
    const pages: [string, string | undefined][] = [
      ['home', '/'],
      ['sale search', `/buy?${MARINA}`],
      ['rent search', `/rent?${MARINA}`],
      ['a listing', listing && `/property/${listing}`],
      ['agents', '/agents'],
      ['an agent', agent && `/agents/${agent}`],
      ['a brokerage', brokerage && `/brokers/${brokerage}`],
      ['a developer', developer && `/developers/${developer}?location=dubai`],
      ['a project', project && `/new-projects/${project}?${MARINA}`],
      ['market overview', `/market?${MARINA}`],
      ['price trend', `/market/trends?${MARINA}`],
      ['transactions', `/market/transactions?${MARINA}`],
      ['changes', `/market/changes?${MARINA}`],
      ['market map', '/market/map?emirate=dubai&bedrooms=1'],
      ['area rankings', '/market/areas?emirate=dubai&bedrooms=1'],
      ['compare areas', '/market/compare?ids=50,51,200&bedrooms=1'],
    ];
    // LIGHTHOUSE_PAGES=listing,market map: only the pages whose labels include one of these.
    const only = process.env.LIGHTHOUSE_PAGES?.split(',').map((x) => x.trim());
    const known = pages.filter((p): p is [string, string] => p[1] !== undefined && (!only || only.some((o) => p[0].includes(o))));
    for (const [label] of pages.filter(([, path]) => path === undefined)) r.note(`${label}: the data named none to open`);
    // Warm: each page's answers (and a place's collected figures) are held before it is measured.
    const page = await browser.newPage();
    for (const [, path] of known) {
      await page.goto(base + path);
      await page.waitForLoadState('networkidle');
    }
    await page.close();
    await settleCollecting(r, base);
    await benchLighthouse(
      r,
      known.map(([label, path]) => [label, base + path]),
    );
  });
}
