/**
 * The market map (/market/map) with every community of the embedded UAE drawn as a labelled
 * circle (all emirates: the most circles the page draws), zoomed and panned step by step as
 * bench/map.ts does the search map (a warm-up pass, then two measured); budget <= 16 ms per frame. Circles are drawn whether or not
 * their figures are collected yet, so the figure does not depend on the collector's progress.
 */
import { benchPort, withAppAndBrowser } from './app-server.ts';
import { BUNDLE_DIR, buildForBench } from './bundle.ts';
import { coldNote, redrawScript, type Redraw } from './map.ts';
import { percentile, type Report } from './report.ts';

const PORT = benchPort(5);

export async function bench(r: Report, staticDir = BUNDLE_DIR): Promise<void> {
  buildForBench(staticDir);
  await withAppAndBrowser({ port: PORT, staticDir, dataDir: `.tmp/bench-data-${PORT}` }, async (base, browser) => {
    const places = ((await (await fetch(`${base}/api/insights/areas`)).json()) as { places: { lat: number | null }[] }).places.filter(
      (p) => p.lat !== null,
    ).length;
    const page = await browser.newPage({ viewport: { width: 1400, height: 900 }, bypassCSP: true });
    try {
      await page.goto(`${base}/market/map`);
      await page.waitForFunction(`document.querySelectorAll('[data-testid="area-map"] .area-marker-icon').length >= ${places}`, undefined, {
        timeout: 60_000,
      });
      const res = await page.evaluate<Redraw>(redrawScript('area-map', '.area-marker-icon'));
      const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);
      const work = sorted(res.work);
      r.note(`${res.nodes} circles drawn (${places} communities with coordinates), ${res.sync.length} zoom/pan steps`);
      r.note(coldNote(res));
      r.figure(`market map frame (script + style, layout, paint) p50, ${res.nodes} circles`, percentile(work, 0.5), 'ms', { max: 16 });
      r.figure(`market map frame p95, ${res.nodes} circles`, percentile(work, 0.95), 'ms', { max: 16 });
      r.figure('market map redraw script p95', percentile(sorted(res.sync), 0.95), 'ms', { max: 16 });
    } finally {
      await page.close();
    }
  });
}
