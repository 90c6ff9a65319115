/**
 * Browser figures of the market views on the production build and the real server (embedded
 * gateway, a fresh market store): for Dubai Marina's transactions view, the first view ever (the
 * store syncs) and a later one, and for a listing's page: the /api requests made, the time from
 * navigation to the first chart (or the percentile) painted, and the layout shift (as Lighthouse
 * sums it). Timings on a shared machine are evidence, not verdicts.
 */
import type { Page } from '@playwright/test';
import { layoutShift } from '../e2e/layout-shift.ts';
import { benchPort, withAppAndBrowser } from './app-server.ts';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';

const PORT = benchPort(2);
const DATA_DIR = `.tmp/bench-market-data-${PORT}`;

async function view(page: Page, url: string, painted: string): Promise<string> {
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
  });
  await page.goto(url);
  await page.locator(painted).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const cls = await layoutShift(page);
  return `${api.length} /api requests, painted at ${Math.round(ms)} ms, layout shift ${cls.toFixed(3)}`;
}

export async function benchMarketBrowser(staticDir = BUNDLE_DIR): Promise<string[]> {
  buildForBench(staticDir);
  return withAppAndBrowser({ port: PORT, staticDir, dataDir: DATA_DIR, freshStore: true }, async (base, browser) => {
    const lines: string[] = [];
    const tx = '/market/transactions?location_id=50';
    const chart = 'figure .chart-bar';
    for (const when of ['first view (store empty)', 'again (store holds it)']) {
      const page = await browser.newPage();
      lines.push(`transactions view, ${when}: ${await view(page, base + tx, chart)}`);
      await page.close();
      // Let the first view's background sync finish before the second.
      if (when.startsWith('first')) {
        for (let i = 0; i < 300; i++) {
          const body = (await (await fetch(`${base}/api/insights/transactions?location_id=50`)).json()) as {
            coverage: { sold: { complete: boolean }; rented: { complete: boolean } };
          };
          if (body.coverage.sold.complete && body.coverage.rented.complete) break;
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
    const search = (await (await fetch(`${base}/api/search-buy?location_id=50&bedrooms=2&property_type=apartment`)).json()) as {
      data: { property_id: string }[];
    };
    const listing = search.data[0];
    if (listing) {
      const page = await browser.newPage();
      lines.push(`listing page: ${await view(page, `${base}/property/${listing.property_id}`, '[data-testid="price-percentile"] meter')}`);
      await page.close();
    }
    return lines;
  });
}
