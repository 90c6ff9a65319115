/**
 * Browser figures on the production build and the real server: time from navigation to the
 * first result card painted (cold proxy cache: every run asks a search not asked before).
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

const PORT = 8190;
const base = `http://127.0.0.1:${PORT}`;
const SEARCHES = [
  '/buy?location_id=50', '/buy?location_id=51', '/buy?location_id=50&sort=price_asc', '/buy?location_id=51&sort=price_desc',
  '/buy?location_id=50&bedrooms=2', '/buy?location_id=51&bedrooms=1', '/buy?location_id=50&sort=featured',
];

async function waitForServer(url: string, ms = 30_000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(url)).ok) return;
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server did not start at ${url}`);
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

export async function benchBrowser(staticDir = '.tmp/bench-dist'): Promise<string[]> {
  if (!existsSync(`${staticDir}/index.html`)) throw new Error(`no build in ${staticDir}; run the bundle bench first`);
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    // Its own market store: ./data may be held by a running `npm start`.
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', STATIC_DIR: staticDir, DATA_DIR: `.tmp/bench-data-${PORT}`, LOG_LEVEL: 'warn', GATEWAY_KEY: '', GATEWAY_HOST: '' },
    stdio: 'ignore',
  });
  const browser = await chromium.launch({
    executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    await waitForServer(`${base}/healthz`);
    const times: number[] = [];
    for (const path of SEARCHES) {
      const page = await browser.newPage();
      await page.goto(base + path);
      await page.getByTestId('listing-card').first().waitFor({ state: 'visible', timeout: 15_000 });
      times.push(await page.evaluate(() => performance.now()));
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    const lines = [
      `first results painted (cold cache, ${times.length} searches): median ${Math.round(percentile(sorted, 0.5))} ms, worst ${Math.round(sorted.at(-1)!)} ms (budget 1000 ms)`,
    ];
    const mapBench = await import('./map.ts').catch(() => null);
    if (mapBench) lines.push(...(await mapBench.benchMap(browser, base)));
    else lines.push('map redraw: no bench/map.ts yet');
    return lines;
  } finally {
    await browser.close();
    server.kill('SIGTERM');
  }
}
