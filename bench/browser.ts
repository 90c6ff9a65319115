/**
 * Browser figures on the production build and the real server (embedded gateway):
 * - first results painted: navigation to the first result card painted, cold proxy cache (every
 *   run asks a search not asked before); goal <= 1000 ms;
 * - names asked by a results page in 12 s: each id once, the place at most twice (lib/names.ts);
 * - the map with pins reached through the UI (map.ts).
 * Lighthouse on every page is its own section (lighthouse.ts).
 * Serves the bundle section's build (`.tmp/bench-dist`), building it when this run has not.
 */
import { benchPort, withAppAndBrowser } from './app-server.ts';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';
import { benchMap } from './map.ts';
import { median, type Report } from './report.ts';

const PORT = benchPort(0);
const SEARCHES = [
  '/buy?location_id=50',
  '/buy?location_id=51',
  '/buy?location_id=50&sort=price_asc',
  '/buy?location_id=51&sort=price_desc',
  '/buy?location_id=50&bedrooms=2',
  '/buy?location_id=51&bedrooms=1',
  '/buy?location_id=50&sort=featured',
];

export async function bench(r: Report, staticDir = BUNDLE_DIR): Promise<void> {
  buildForBench(staticDir);
  await withAppAndBrowser({ port: PORT, staticDir, dataDir: `.tmp/bench-data-${PORT}` }, async (base, browser) => {
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
    await benchNames(r, await browser.newPage(), `${base}/rent?location_id=50`);
    await benchMap(r, browser, base);
  });
}

/**
 * The names requests a results page makes while it stays open 12 s (`/api/names` for an id alone,
 * `/api/names/batch` for a page's ids of one kind), against the kinds it asks for: each kind once.
 */
async function benchNames(r: Report, page: import('@playwright/test').Page, url: string): Promise<void> {
  let requests = 0;
  const named = new Set<string>();
  const kinds = new Set<string>();
  const ask = (kind: string, ids: string[]) => {
    kinds.add(kind);
    for (const id of ids) named.add(`${kind} ${id}`);
  };
  page.on('request', (req) => {
    const u = new URL(req.url());
    if (u.pathname === '/api/names/batch') ask(u.searchParams.get('kind') ?? '', (u.searchParams.get('ids') ?? '').split(','));
    else if (u.pathname === '/api/names') for (const [param, id] of u.searchParams) ask(param.replace(/_id$/, ''), [id]);
    else return;
    requests++;
  });
  await page.goto(url);
  await page.waitForTimeout(12_000);
  await page.close();
  r.figure(`names requests in 12 s on a results page (${named.size} ids of ${kinds.size} kinds named)`, requests, 'requests', {
    max: kinds.size,
  });
}
