/**
 * Map redraw with 5,000 accumulated pins (budget: <= 16 ms per pan/zoom redraw).
 * 5,000 real listings of Dubai (200 pages of the embedded gateway) are served to the Buy page as
 * if "load more" had been pressed 199 times; then the map is zoomed and panned step by step
 * without animation, timing the synchronous redraw (clustering, markers in and out of view) and
 * the time to the next painted frame.
 */
import type { Browser } from '@playwright/test';

const PINS = 5000;
const DUBAI = '1';

async function listings(base: string): Promise<unknown[]> {
  const out: unknown[] = [];
  for (let page = 1; out.length < PINS; page++) {
    const res = await fetch(`${base}/api/search-buy?location_id=${DUBAI}&page=${page}`);
    const body = (await res.json()) as { data?: unknown[] };
    if (!body.data?.length) break;
    out.push(...body.data);
  }
  return out.slice(0, PINS);
}

const REDRAW_SCRIPT = `(async () => {
  const el = document.querySelector('[data-testid="results-map"]');
  const m = el.leafletMap;
  const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
  await frame();
  const sync = [];
  const toFrame = [];
  const step = async (move) => {
    const t0 = performance.now();
    move();
    sync.push(performance.now() - t0);
    await frame();
    toFrame.push(performance.now() - t0);
  };
  const center = m.getCenter();
  for (const z of [10, 11, 12, 13, 14, 15, 14, 13, 12, 11, 10]) await step(() => m.setView(center, z, { animate: false }));
  m.setView(center, 12, { animate: false });
  for (let i = 0; i < 20; i++) await step(() => m.panBy([i % 2 ? -300 : 300, i % 4 < 2 ? 200 : -200], { animate: false }));
  return { sync, toFrame, nodes: el.querySelectorAll('.map-pin, .map-cluster').length };
})()`;

const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(p * xs.length))]!;

export async function benchMap(browser: Browser, base: string): Promise<string[]> {
  const data = await listings(base);
  const page = await browser.newPage({ viewport: { width: 1400, height: 900 } });
  try {
    await page.route('**/api/search-buy?**', (route) => route.fulfill({ json: { success: true, data }, headers: { 'content-type': 'application/json' } }));
    await page.goto(`${base}/buy?location_id=${DUBAI}&location_name=Dubai`);
    await page.getByTestId('results-map').locator('.map-cluster').first().waitFor({ state: 'visible', timeout: 60_000 });
    // A string, not a function: tsx would wrap named helpers in `__name`, unknown in the page.
    const result = (await page.evaluate(REDRAW_SCRIPT)) as { sync: number[]; toFrame: number[]; nodes: number };
    return [
      `map redraw, ${data.length} pins clustered (${result.sync.length} zoom/pan steps): script p50 ${pct(result.sync, 0.5).toFixed(1)} ms, ` +
        `p95 ${pct(result.sync, 0.95).toFixed(1)} ms, worst ${Math.max(...result.sync).toFixed(1)} ms; to next frame p50 ${pct(result.toFrame, 0.5).toFixed(1)} ms, ` +
        `p95 ${pct(result.toFrame, 0.95).toFixed(1)} ms (budget 16 ms); ${result.nodes} pin/cluster nodes in the DOM at the end`,
    ];
  } finally {
    await page.close();
  }
}
