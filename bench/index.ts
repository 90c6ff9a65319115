/**
 * `npm run bench`: every figure beside its goal (bench/report.ts). It prints; it never fails a
 * build, because timings on a shared 2-core machine are evidence, not verdicts.
 *
 *   npm run bench                 every section, in order
 *   npm run bench -- embedded     only the named sections (names below)
 *
 * A section is one line here: a name, a title, and the module that measures it, which exports
 * `bench(report)`. Sections run in order (the browser section serves the bundle section's build).
 */
import { describeMachine } from './machine.ts';
import { Report } from './report.ts';

interface Section {
  bench(r: Report): void | Promise<void>;
}

const SECTIONS: Array<[name: string, title: string, load: () => Promise<Section>]> = [
  ['bundle', 'Bundle: gzip JS per route, every chunk it loads (Vite manifest)', () => import('./bundle.ts')],
  ['embedded', 'Embedded gateway: start-up CPU, answers over HTTP + JSON, cold and warm', () => import('./embedded.ts')],
  ['proxy', 'Proxy: cache hit against bare node:http', () => import('./proxy.ts').then(proxySection)],
  [
    'storms',
    'Upstream guard: calls, answers and costs while the data service misbehaves (live mode, counting fake gateway)',
    () => import('./storms.ts'),
  ],
  [
    'store',
    'Market store: upstream calls for Dubai Marina transactions, insight query p50/p99, market views in the browser',
    () => Promise.resolve(storeSection),
  ],
  [
    'scale',
    'The market store at five years of history: figures, records pages and CSV of the busiest place (SCALE_ROWS, default 1M), PGlite and PostgreSQL',
    () => import('./store-scale.ts'),
  ],
  [
    'collect',
    "Collecting at the real market's scale: pages paid for first views, complete syncs, upkeep, one client's minute, a week of 30 places against the budget, lists that misbehave",
    () => import('./collect.ts'),
  ],
  [
    'footprint',
    'Footprint: peak and settled RSS of the compiled server, embedded and live, new store and kept (medians of starts)',
    () => import('./footprint.ts'),
  ],
  [
    'history',
    'Listing history: recording per answer, store size and history query p50/p99 for 100k listings over a year (PGlite, PostgreSQL)',
    () => import('./listing-history.ts'),
  ],
  ['browser', 'Browser: first results painted, map redraw with pins loaded through the UI', () => import('./browser.ts')],
  ['market-map', 'Market map: redraw with every community drawn as a labelled circle', () => import('./market-map.ts')],
  [
    'lighthouse',
    'Lighthouse mobile on every kind of page: score, blocking time, largest paint, layout shift',
    () => import('./lighthouse.ts'),
  ],
];

/** The proxy bench returns its figures; this prints them against the goal. */
function proxySection({ benchProxy }: typeof import('./proxy.ts')): Section {
  return {
    async bench(r) {
      const p = await benchProxy();
      // Issue 8's goal: a browser's hit (br) at >= 0.8x bare node:http sending the same bytes.
      r.figure('proxy cache hit, accept-encoding br / bare', p.br.ratio, 'x', { min: 0.8 });
      r.figure('proxy cache hit, no compression / bare', p.identity.ratio, 'x', { min: 0.8 });
      for (const [label, e] of [
        ['br', p.br],
        ['identity', p.identity],
      ] as const) {
        r.note(
          `${label}: proxy ${Math.round(e.proxyRps)} req/s, bare ${Math.round(e.bareRps)} req/s, ${e.bytes} bytes per answer (medians, 100 connections)`,
        );
        // The load generator runs in this process, the servers in a child: their CPU per answer is
        // what a hit costs, whatever the machine's other load does to throughput.
        r.figure(`proxy cache hit (${label}): servers' CPU per answer`, e.proxyCpuUsPerHit, 'µs');
        r.figure(`bare node:http (${label}): CPU per answer`, e.bareCpuUsPerHit, 'µs');
      }
      r.note(`servers' RSS ${Math.round(p.rssBeforeMiB)} MiB before the load, ${Math.round(p.rssAfterMiB)} MiB after`);
    },
  };
}

/** The store benches print their own lines (their figures have goals in the words). */
const storeSection: Section = {
  async bench(r) {
    const { benchStore } = await import('./store.ts');
    for (const line of await benchStore()) r.note(line);
    const { benchMarketBrowser } = await import('./market-browser.ts');
    for (const line of await benchMarketBrowser()) r.note(line);
  },
};

const only = process.argv.slice(2);
const unknown = only.filter((n) => !SECTIONS.some(([name]) => name === n));
if (unknown.length) {
  console.error(`Unknown section(s) ${unknown.join(', ')}; the sections are ${SECTIONS.map(([n]) => n).join(', ')}.`);
  process.exit(2);
}

const report = new Report();
report.begin('Machine: what these figures were measured on');
describeMachine(report);
for (const [name, title, load] of SECTIONS) {
  if (only.length && !only.includes(name)) continue;
  report.begin(title);
  try {
    await (await load()).bench(report);
  } catch (err) {
    report.failed(err);
  }
}
report.summary();
