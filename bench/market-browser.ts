/**
 * Browser figures of the market views on the production build and the real server (embedded
 * gateway, a fresh market store): for Dubai Marina's transactions view, the first view ever (the
 * store syncs) and a later one, and for a listing's page: the /api requests made, the time from
 * navigation to the first chart (or the percentile) painted, and the layout shift (as Lighthouse
 * sums it). Timings on a shared machine are evidence, not verdicts.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';
import { chromium, type Page } from '@playwright/test';

const PORT = 8192;
const base = `http://127.0.0.1:${PORT}`;
const DATA_DIR = `.tmp/bench-market-data-${PORT}`;

async function waitForServer(url: string, ms = 60_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

/** Sum of layout shifts without recent input, buffered from the start of the page. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
            if (!e.hadRecentInput) total += e.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );

async function view(page: Page, path: string, painted: string): Promise<string> {
  const api: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) api.push(r.url());
  });
  await page.goto(base + path);
  await page.locator(painted).first().waitFor({ state: 'visible', timeout: 60_000 });
  const ms = await page.evaluate(() => performance.now());
  await page.waitForLoadState('networkidle');
  const cls = await layoutShift(page);
  return `${api.length} /api requests, painted at ${Math.round(ms)} ms, layout shift ${cls.toFixed(3)}`;
}

export async function benchMarketBrowser(staticDir = BUNDLE_DIR): Promise<string[]> {
  buildForBench(staticDir);
  rmSync(DATA_DIR, { recursive: true, force: true });
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      STATIC_DIR: staticDir,
      DATA_DIR,
      LOG_LEVEL: 'warn',
      GATEWAY_KEY: '',
      GATEWAY_HOST: '',
    },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const lines: string[] = [];
  try {
    await waitForServer(`${base}/healthz`);
    const tx = '/market/transactions?location_id=50';
    const chart = 'figure .recharts-bar-rectangle';
    for (const when of ['first view (store empty)', 'again (store holds it)']) {
      const page = await browser.newPage();
      lines.push(`transactions view, ${when}: ${await view(page, tx, chart)}`);
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
      lines.push(`listing page: ${await view(page, `/property/${listing.property_id}`, '[data-testid="price-percentile"] meter')}`);
      await page.close();
    }
    return lines;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
