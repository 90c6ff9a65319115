/**
 * The embedded gateway as the server meets it: answers over its HTTP face on loopback (query
 * parsing, the engine, JSON, HTTP), at 100k and 1M listings (`EMBEDDED_LISTINGS=100000,1000000`,
 * the default). Each size runs in its own Node process, started fresh, so that start-up CPU and
 * cold answers are honest:
 *
 * - start-up: CPU time of the whole process up to listening (Node, tsx, module loading, dataset,
 *   indexes and the gateway's own warm-up of its query loops), and of `startEmbeddedGateway` alone;
 * - cold: the first answer of each kind right after start-up (the first emirate-level
 *   transactions query, the first registry query, a deep filtered emirate search...). The bench
 *   sends one 404 first, so these figures are about data and indexes, not about JIT-compiling
 *   the bench's own HTTP client;
 * - warm: a few hundred to a thousand varied queries per family, sent one at a time over one
 *   keep-alive connection, timed from request to the last byte of the body; and the same queries
 *   through `engine.answer` + `JSON.stringify` alone, to show where the time goes.
 *
 * Goals (DESIGN.md, issue 12): every answer p99 <= 10 ms and p50 <= 2 ms over HTTP, start-up CPU
 * <= 5 s, at 1M listings too. `BENCH_QUERIES` sets the warm queries per family (default 1000 at
 * 100k, 400 at 1M). EMBEDDED_VOLUME_SCALE and EMBEDDED_PAGE_SIZE size the market as for the
 * gateway (at a scale whose transactions are generated on first use, the cold emirate answers
 * include generating them).
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Pool } from 'undici';
import {
  AMENITIES,
  CATEGORY,
  COM_TYPES,
  DEVELOPER_LOCATIONS,
  REGISTRY_PROPERTY_TYPES,
  RES_TYPES,
  type EndpointName,
} from '../src/contract/index.ts';
import { REGISTRY_DISTRICTS } from '../src/contract/registry-districts.ts';
import { createEngine, marketSizeFromEnv, startEmbeddedGateway, type Dataset } from '../server/embedded/index.ts';
import { Rng } from '../server/embedded/random.ts';
import { percentile, type Budget, type Report } from './report.ts';

const GOAL = { p50: 2, p99: 10, startupCpuMs: 5000 };
const KEY = 'bench-key';
const AS_OF = '2026-06-22';

type Query = [EndpointName, Record<string, string>];

/** Figures a child process sends to the parent, one JSON line each. */
type Line = { figure: [label: string, value: number, unit: string, budget: Budget] } | { note: string };

/** The query families, each a generator of realistic queries over this dataset. */
export function families(d: Dataset, seed: number): Record<string, () => Query> {
  const rng = new Rng(seed);
  const { nodes, emirates, communities } = d.locations;
  const arabicNamed = nodes.filter((n) => n.arabicNames.length > 0);
  const emirateId = () => String(nodes[rng.weighted(emirates, [50, 25, 10, 5, 5, 3, 2])]!.id);
  // Realistic location choice: mostly communities and towers, some emirates.
  const locationId = () => {
    const r = rng.next();
    if (r < 0.15) return emirateId();
    if (r < 0.6) return String(nodes[rng.pick(communities)]!.id);
    return String(rng.pick(nodes).id);
  };
  const maybe = (p: number, f: () => string) => (rng.chance(p) ? f() : undefined);
  const clean = (q: Record<string, string | undefined>) => {
    const out: Record<string, string> = {};
    for (const [k, v] of Object.entries(q)) if (v !== undefined) out[k] = v;
    return out;
  };
  const page = () => String(rng.weighted([1, 2, 3, 5, 10, 40, 100], [55, 15, 10, 8, 6, 4, 2]));
  const deepPage = () => String(rng.weighted([1, 5, 20, 50, 100, 200, 400], [15, 15, 20, 20, 15, 10, 5]));
  const beds = () => rng.sample([0, 1, 2, 3, 4, 5, 7], rng.int(1, 2)).join(',');
  const resType = () => rng.weighted(['apartment', 'villa', 'townhouse', 'penthouse', 'duplex', 'hotel-apartment'], [50, 20, 15, 5, 5, 5]);

  const listingSearch = (where: () => string, pageOf: () => string, filters: number): Query => {
    const ep = rng.weighted(['search-buy', 'search-rent', 'search-commercial-buy', 'search-commercial-rent'] as const, [40, 40, 8, 12]);
    const commercial = ep.startsWith('search-commercial');
    const rent = ep.endsWith('rent');
    const sale = ep === 'search-buy';
    const bigSale = sale || ep === 'search-commercial-buy';
    const p = filters;
    const q: Record<string, string | undefined> = {
      location_id: where(),
      property_type: maybe(0.4 * p, () => (commercial ? rng.pick(COM_TYPES) : resType())),
      sort: maybe(0.7, () => rng.pick(['newest', 'featured', 'price_asc', 'price_desc'])),
      page: pageOf(),
      price_min: maybe(0.2 * p, () =>
        String(bigSale ? rng.pick([500_000, 1_000_000, 2_000_000, 5_000_000]) : rng.pick([30_000, 60_000, 100_000, 200_000])),
      ),
      price_max: maybe(0.25 * p, () =>
        String(bigSale ? rng.pick([1_500_000, 3_000_000, 10_000_000]) : rng.pick([80_000, 150_000, 400_000])),
      ),
      area_min: maybe(0.1 * p, () => String(rng.pick([500, 1000, 2000, 4000]))),
      area_max: maybe(0.05 * p, () => String(rng.pick([1500, 3000, 5000]))),
    };
    if (q.price_min && q.price_max && Number(q.price_min) > Number(q.price_max)) q.price_min = undefined;
    if (q.area_min && q.area_max && Number(q.area_min) > Number(q.area_max)) q.area_min = undefined;
    if (!commercial) {
      q.bedrooms = maybe(0.5 * p, beds);
      q.bathrooms = maybe(0.15 * p, () => String(rng.int(1, 5)));
      q.furnishing = maybe(0.15 * p, () => rng.pick(['furnished', 'unfurnished', 'partly']));
      q.amenities = maybe(0.2 * p, () => rng.sample(AMENITIES, rng.int(1, 3)).join(','));
    }
    if (sale) q.completion_status = maybe(0.2 * p, () => rng.pick(['ready', 'off_plan']));
    if (rent) {
      q.rent_frequency = maybe(0.3, () =>
        commercial ? rng.pick(['yearly', 'monthly']) : rng.weighted(['yearly', 'monthly', 'weekly', 'daily'], [50, 35, 10, 5]),
      );
      if (q.rent_frequency && q.rent_frequency !== 'yearly') {
        q.price_min = undefined;
        q.price_max = undefined;
      }
    }
    return [ep, clean(q)];
  };

  return {
    'listing search, mixed': () => listingSearch(locationId, page, 1),
    'listing search, emirate, filtered, deep pages': () => listingSearch(emirateId, deepPage, 2),
    'listing search, emirate, unfiltered, deep pages': () => {
      const ep = rng.pick(['search-buy', 'search-rent', 'search-commercial-buy', 'search-commercial-rent'] as const);
      return [
        ep,
        clean({
          location_id: emirateId(),
          page: deepPage(),
          sort: maybe(0.7, () => rng.pick(['newest', 'featured', 'price_asc', 'price_desc'])),
        }),
      ];
    },
    'new projects': () => [
      'search-new-projects',
      clean({
        location_id: locationId(),
        page: page(),
        sort: maybe(0.6, () => rng.pick(['featured', 'newest', 'price_asc', 'price_desc', 'delivery_earliest', 'delivery_latest'])),
        bedrooms: maybe(0.3, beds),
        property_type: maybe(0.3, () => rng.pick(['apartment', 'villa', 'townhouse'])),
        price_max: maybe(0.2, () => String(rng.pick([1_000_000, 2_000_000, 5_000_000]))),
      }),
    ],
    'owner listings (broker/agent)': () => {
      const category = maybe(0.4, () => rng.pick(CATEGORY));
      const sort = maybe(0.5, () => rng.pick(['newest', 'featured', 'price_asc', 'price_desc']));
      return rng.chance(0.5)
        ? ['broker-properties', clean({ broker_id: String(rng.pick(d.people.brokers).id), category, sort, page: page() })]
        : ['agent-properties', clean({ agent_id: String(rng.pick(d.people.agents).id), category, sort, page: String(rng.int(1, 3)) })];
    },
    'property details': () => ['property-details', { property_id: String(d.listings.id[rng.int(0, d.listings.count - 1)]) }],
    'transactions (communities, towers, emirates)': () => [
      'get-get-transactions',
      clean({
        location_id: locationId(),
        transaction_type: rng.pick(['sold', 'rented']),
        page: page(),
        sort: maybe(0.5, () => rng.pick(['newest', 'oldest', 'high_price', 'low_price'])),
        period: maybe(0.5, () => rng.pick(['1y', '6m', '3m', '1m'])),
        bedrooms: maybe(0.3, () => String(rng.int(0, 5))),
        property_type: maybe(0.3, () => rng.pick(RES_TYPES.slice(0, 3))),
      }),
    ],
    'transactions, emirate, filtered, deep pages': () => [
      'get-get-transactions',
      clean({
        location_id: emirateId(),
        transaction_type: rng.pick(['sold', 'rented']),
        page: deepPage(),
        sort: maybe(0.7, () => rng.pick(['newest', 'oldest', 'high_price', 'low_price'])),
        period: maybe(0.5, () => rng.pick(['1y', '6m', '3m', '1m'])),
        bedrooms: maybe(0.5, () => String(rng.int(0, 7))),
        property_type: maybe(0.5, () => rng.pick(RES_TYPES.slice(0, 3))),
      }),
    ],
    registry: () => [
      'get-registry-transactions',
      clean({
        district: maybe(0.6, () =>
          rng
            .sample(
              REGISTRY_DISTRICTS.map((x) => x.name),
              rng.int(1, 3),
            )
            .join(','),
        ),
        propertyType: maybe(0.4, () => rng.sample(REGISTRY_PROPERTY_TYPES, rng.int(1, 3)).join(',')),
        fromDate: maybe(0.3, () => `01/${String(rng.int(1, 12)).padStart(2, '0')}/2025`),
        size: maybe(0.3, () => String(rng.pick([10, 50, 100]))),
        page: String(rng.weighted([0, 1, 5, 20, 100], [50, 20, 15, 10, 5])),
      }),
    ],
    'directories (agents/brokers/developers)': () => {
      const r = rng.next();
      if (r < 0.45)
        return [
          rng.chance(0.5) ? 'search-agents' : 'search-agents-detailed',
          clean({
            location_id: maybe(0.6, locationId),
            category: maybe(0.5, () => rng.pick(CATEGORY)),
            sort: maybe(0.5, () => rng.pick(['most_sales', 'most_rentals', 'featured'])),
            page: page(),
          }),
        ];
      if (r < 0.85)
        return [
          rng.chance(0.5) ? 'search-brokers' : 'search-brokers-detailed',
          clean({
            location_id: maybe(0.6, locationId),
            sort: maybe(0.5, () => rng.pick(['featured', 'most_properties', 'most_agents'])),
            page: String(rng.int(1, 3)),
          }),
        ];
      return ['real-estate-developer', clean({ location: rng.pick(DEVELOPER_LOCATIONS), page: String(rng.int(1, 2)) })];
    },
    autocomplete: () => {
      const name = rng.pick(nodes).name;
      const words = name.split(' ');
      const text = rng.chance(0.5) ? words[rng.int(0, words.length - 1)]!.slice(0, rng.int(3, 8)) : name.slice(0, rng.int(3, name.length));
      return ['autocomplete-location', { query: text }];
    },
    // Arabic names (whole or being typed) and English names with one typo: the paths that reach
    // the typo-tolerant pass.
    'autocomplete, Arabic and typos': () => {
      const node = rng.pick(arabicNamed);
      if (rng.chance(0.5)) {
        const ar = rng.pick(node.arabicNames);
        return ['autocomplete-location', { query: rng.chance(0.5) ? ar : ar.slice(0, rng.int(2, ar.length)) }];
      }
      const name = node.name;
      const at = rng.int(1, Math.max(1, name.length - 3));
      const typo = name.slice(0, at) + name.charAt(at + 1) + name.charAt(at) + name.slice(at + 2);
      return ['autocomplete-location', { query: typo }];
    },
    'price trends': () => [
      'price-trend-of-location',
      clean({
        location_id: locationId(),
        property_type: maybe(0.4, () => rng.pick([...RES_TYPES.slice(0, 4), ...COM_TYPES.slice(0, 3)])),
      }),
    ],
  };
}

/** The first queries a fresh gateway gets: each the first of its kind. */
const COLD: Array<[label: string, query: Query]> = [
  ['transactions, Dubai (emirate), sold', ['get-get-transactions', { location_id: '1', transaction_type: 'sold' }]],
  [
    'transactions, Abu Dhabi (emirate), rented, by price',
    ['get-get-transactions', { location_id: '2', transaction_type: 'rented', sort: 'high_price' }],
  ],
  [
    'search-buy, Dubai, 7+ beds, private pool, page 20',
    ['search-buy', { location_id: '1', bedrooms: '7', amenities: 'private_pool', page: '20' }],
  ],
  [
    'search-rent, Dubai, 2 beds, furnished, monthly, page 100',
    ['search-rent', { location_id: '1', bedrooms: '2', furnishing: 'furnished', rent_frequency: 'monthly', page: '100' }],
  ],
  ['search-buy, Abu Dhabi, price_asc, page 400', ['search-buy', { location_id: '2', sort: 'price_asc', page: '400' }]],
  ['registry, first query', ['get-registry-transactions', {}]],
  ['price trend, Dubai (emirate)', ['price-trend-of-location', { location_id: '1' }]],
  ['agents, Dubai, commercial rent', ['search-agents', { location_id: '1', category: 'commercial_rent' }]],
  ['autocomplete "mar"', ['autocomplete-location', { query: 'mar' }]],
];

const pathOf = ([ep, q]: Query) => `/${ep}?${new URLSearchParams(q).toString()}`;

async function httpTime(pool: Pool, query: Query): Promise<number> {
  const t = performance.now();
  const res = await pool.request({ method: 'GET', path: pathOf(query), headers: { 'x-gateway-key': KEY } });
  const text = await res.body.text();
  const ms = performance.now() - t;
  if (res.statusCode !== 200 && res.statusCode !== 404) throw new Error(`${pathOf(query)} -> ${res.statusCode} ${text.slice(0, 200)}`);
  return ms;
}

const cpuMs = (u: NodeJS.CpuUsage) => (u.user + u.system) / 1000;

/** One size, in this (fresh) process: sends figure lines on stdout. */
async function runChild(listings: number): Promise<void> {
  const emit = (line: Line) => process.stdout.write(`${JSON.stringify(line)}\n`);
  const size = listings >= 1_000_000 ? `${listings / 1_000_000}M` : `${Math.round(listings / 1000)}k`;
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const gw = await startEmbeddedGateway({ key: KEY, listings, asOf: AS_OF, ...marketSizeFromEnv(process.env) });
  const cpuStart = process.cpuUsage();
  const startupMs = performance.now() - t0;
  emit({ figure: [`${size}: start-up CPU, whole process to listening`, cpuMs(cpuStart), 'ms', { max: GOAL.startupCpuMs }] });
  emit({
    figure: [
      `${size}: start-up CPU, startEmbeddedGateway (dataset, indexes, warm-up)`,
      cpuMs(process.cpuUsage(cpu0)),
      'ms',
      { max: GOAL.startupCpuMs },
    ],
  });
  const { sold, rented } = gw.dataset.transactions;
  emit({
    note: `${size}: wall ${Math.round(startupMs)} ms from start to listening (dataset reports ${Math.round(gw.dataset.buildMs)} ms); rss ${Math.round(process.memoryUsage().rss / 1e6)} MB; ${sold.count} sales and ${rented.count} rentals a year${sold.ready(gw.dataset.locations.emirates[0]!) ? '' : ', generated per community on first use (cold emirate answers include it)'}`,
  });

  const pool = new Pool(gw.url, { connections: 1, pipelining: 1 });
  try {
    await httpTime(pool, ['property-details', { property_id: '1' }]); // the HTTP path, not the data
    for (const [label, q] of COLD) {
      emit({ figure: [`${size} cold: ${label}`, await httpTime(pool, q), 'ms', { max: GOAL.p99 }] });
    }
    emit({ note: `${size}: total CPU since start ${Math.round(cpuMs(process.cpuUsage()))} ms` });

    const engine = createEngine(gw.dataset);
    const count = Number(process.env.BENCH_QUERIES) || (listings >= 1_000_000 ? 400 : 1000);
    for (const [name, make] of Object.entries(families(gw.dataset, 2024))) {
      const queries = Array.from({ length: count }, make);
      for (const q of queries.slice(0, 50)) await httpTime(pool, q); // warm the JIT for this family
      const http: number[] = [];
      let worst = { ms: 0, path: '' };
      for (const q of queries) {
        const ms = await httpTime(pool, q);
        http.push(ms);
        if (ms > worst.ms) worst = { ms, path: pathOf(q) };
      }
      const inProcess: number[] = [];
      for (const [ep, q] of queries) {
        const t = performance.now();
        JSON.stringify(engine.answer(ep, q).body);
        inProcess.push(performance.now() - t);
      }
      http.sort((a, b) => a - b);
      inProcess.sort((a, b) => a - b);
      emit({ figure: [`${size} ${name}: p50`, percentile(http, 0.5), 'ms', { max: GOAL.p50 }] });
      emit({ figure: [`${size} ${name}: p99`, percentile(http, 0.99), 'ms', { max: GOAL.p99 }] });
      emit({
        note: `n=${http.length}, worst ${worst.ms.toFixed(1)} ms ${worst.path}; engine + JSON alone p50 ${percentile(inProcess, 0.5).toFixed(2)} ms, p99 ${percentile(inProcess, 0.99).toFixed(2)} ms`,
      });
    }
  } finally {
    await pool.close();
    await gw.close();
  }
}

function sizesFromEnv(): number[] {
  const text = process.env.EMBEDDED_LISTINGS?.trim() || '100000,1000000';
  const sizes = text.split(',').map((s) => Number(s.trim()));
  if (sizes.some((n) => !Number.isInteger(n) || n < 1 || n > 1_000_000)) {
    throw new Error(`EMBEDDED_LISTINGS must be a comma list of whole numbers from 1 to 1000000, got ${JSON.stringify(text)}`);
  }
  return sizes;
}

export async function bench(r: Report): Promise<void> {
  const self = fileURLToPath(import.meta.url);
  r.note(
    'answers timed over HTTP on loopback, one at a time (request to last body byte); a noisy shared machine: read medians across runs',
  );
  for (const listings of sizesFromEnv()) {
    const child = spawn(process.execPath, ['--import', 'tsx', self, '--child', String(listings)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let buffered = '';
    child.stdout.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      buffered += chunk;
      let nl: number;
      while ((nl = buffered.indexOf('\n')) >= 0) {
        const text = buffered.slice(0, nl);
        buffered = buffered.slice(nl + 1);
        const line = JSON.parse(text) as Line;
        if ('figure' in line) r.figure(...line.figure);
        else r.note(line.note);
      }
    });
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    if (code !== 0) throw new Error(`the ${listings}-listing run exited with ${code}`);
  }
}

if (process.argv[2] === '--child') {
  await runChild(Number(process.argv[3]));
}
