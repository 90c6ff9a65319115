/**
 * `npm run bench`: figures and ratios against the design's budgets. It prints; it never fails a
 * build, because timings on a shared 2-core machine are evidence, not verdicts.
 */
import { benchBundle } from './bundle.ts';

const BUDGET = { firstRouteKB: 150, lazyChunkKB: 120, searchP50: 2, searchP99: 10, proxyRatio: 0.7 };
const fmt = (n: number, digits = 1) => n.toFixed(digits);

async function section(title: string, run: () => Promise<void>) {
  console.log(`\n== ${title}`);
  try {
    await run();
  } catch (err) {
    console.log(`  (could not measure: ${err instanceof Error ? err.message : String(err)})`);
  }
}

await section('Bundle (gzip)', async () => {
  const b = await benchBundle();
  console.log(`  first route JS: ${fmt(b.firstRouteKB)} KB (budget ${BUDGET.firstRouteKB} KB, ratio ${fmt(b.firstRouteKB / BUDGET.firstRouteKB, 2)})`);
  for (const c of b.lazyChunks) {
    const flag = c.kB > BUDGET.lazyChunkKB ? '  OVER BUDGET' : '';
    console.log(`  lazy ${c.src.padEnd(58)} ${fmt(c.kB).padStart(6)} KB${flag}`);
  }
});

await section(`Embedded search (budget p50 <= ${BUDGET.searchP50} ms, p99 <= ${BUDGET.searchP99} ms)`, async () => {
  const { benchEmbedded } = await import('./embedded.ts');
  for (const r of await benchEmbedded()) {
    console.log(`  ${r.name.padEnd(36)} p50 ${fmt(r.p50ms, 3).padStart(7)} ms   p99 ${fmt(r.p99ms, 3).padStart(7)} ms   n=${r.n}`);
  }
});

await section(`Proxy cache hit vs bare node:http (budget ratio >= ${BUDGET.proxyRatio})`, async () => {
  const { benchProxy } = await import('./proxy.ts');
  const r = await benchProxy();
  console.log(`  proxy ${Math.round(r.proxyRps)} req/s, bare ${Math.round(r.bareRps)} req/s, ratio ${fmt(r.ratio, 2)} (${r.bytes} bytes per answer)`);
});

await section('Market store: upstream calls for Dubai Marina transactions, insight query p50/p99', async () => {
  const { benchStore } = await import('./store.ts');
  for (const line of await benchStore()) console.log(`  ${line}`);
  const { benchMarketBrowser } = await import('./market-browser.ts');
  for (const line of await benchMarketBrowser()) console.log(`  ${line}`);
});

await section('Browser: first results painted, map redraw', async () => {
  const { benchBrowser } = await import('./browser.ts');
  for (const line of await benchBrowser()) console.log(`  ${line}`);
});
