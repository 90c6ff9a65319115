/**
 * Browser figures on the production build and the real server (embedded gateway):
 * - first results painted: navigation to the first result card painted, cold proxy cache (every
 *   run asks a search not asked before); goal <= 1000 ms;
 * - the map with pins reached through the UI (map.ts);
 * - Lighthouse mobile on the transactions view and a listing's page (lighthouse.ts).
 * Serves the bundle section's build (`.tmp/bench-dist`), building it when this run has not.
 */
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';
import { benchLighthouse } from './lighthouse.ts';
import { benchMap } from './map.ts';
import { median, type Report } from './report.ts';

const PORT = Number(process.env.BENCH_PORT) || 8190;
const base = `http://127.0.0.1:${PORT}`;
const SEARCHES = [
  '/buy?location_id=50',
  '/buy?location_id=51',
  '/buy?location_id=50&sort=price_asc',
  '/buy?location_id=51&sort=price_desc',
  '/buy?location_id=50&bedrooms=2',
  '/buy?location_id=51&bedrooms=1',
  '/buy?location_id=50&sort=featured',
];

async function waitForServer(url: string, exited: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start at ${url}`);
}

export async function bench(r: Report, staticDir = BUNDLE_DIR): Promise<void> {
  buildForBench(staticDir);
  // EMBEDDED_LISTINGS is the embedded section's list of sizes here, not one the server takes.
  const { EMBEDDED_LISTINGS: _sizes, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    // Its own market store: ./data may be held by a running `npm start`.
    env: {
      ...env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR: `.tmp/bench-data-${PORT}`,
      LOG_LEVEL: 'warn',
      GATEWAY_KEY: '',
      GATEWAY_HOST: '',
    },
    stdio: 'ignore',
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForServer(`${base}/healthz`, () => exited);
    const times: number[] = [];
    for (const path of SEARCHES) {
      const page = await browser.newPage();
      await page.goto(base + path);
      await page.getByTestId('listing-card').first().waitFor({ state: 'visible', timeout: 15_000 });
      times.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
    r.figure(`first results painted, median of ${times.length} cold searches`, median(times), 'ms', { max: 1000 });
    r.figure('first results painted, worst', Math.max(...times), 'ms', { max: 1000 });
    // Measured warm: the store holds Dubai Marina's year (the first view's sync is the store
    // section's figure), so the page's own cost is what is left.
    const transactions = `${base}/market/transactions?location_id=50`;
    const warm = await browser.newPage();
    await warm.goto(transactions);
    await warm.getByRole('figure').first().waitFor({ state: 'visible', timeout: 60_000 });
    await warm.close();
    const search = (await (await fetch(`${base}/api/search-buy?location_id=50`)).json()) as { data: { property_id: string }[] };
    const listing = search.data[0]?.property_id;
    await benchLighthouse(r, [
      ['transactions view', transactions],
      ...(listing ? [['listing page', `${base}/property/${listing}`] as [string, string]] : []),
    ]);
    await benchMap(r, browser, base);
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
