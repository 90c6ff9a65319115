/**
 * Embedded gateway figures: start-up time (generate + index 100k listings) and engine answer
 * latency (no HTTP) per endpoint family over a few thousand varied, realistic queries. Figures only:
 * no pass/fail and no printing here (bench/index.ts prints).
 */
import {
  AMENITIES, CATEGORY, COM_TYPES, DEVELOPER_LOCATIONS, REGISTRY_PROPERTY_TYPES, RES_TYPES, type EndpointName,
} from '../src/contract/index.ts';
import { buildDataset } from '../server/embedded/dataset/index.ts';
import { REGISTRY_DISTRICTS } from '../src/contract/registry-districts.ts';
import { createEngine } from '../server/embedded/engine.ts';
import { Rng } from '../server/embedded/random.ts';

export interface BenchRow {
  name: string;
  p50ms: number;
  p99ms: number;
  n: number;
}

type Query = [EndpointName, Record<string, string>];

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return 0;
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

export async function benchEmbedded(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const t0 = performance.now();
  const d = buildDataset({ listings: 100_000, asOf: '2026-06-22' });
  const engine = createEngine(d);
  rows.push({ name: 'start-up: generate + index 100k', p50ms: performance.now() - t0, p99ms: performance.now() - t0, n: 1 });

  // The gateway generates transactions and registry records in the background after start-up;
  // do the same here so the figures are steady-state answers.
  const tWarm = performance.now();
  for (const c of d.locations.communities) {
    d.transactions(c, true);
    d.transactions(c, false);
  }
  d.registry();
  rows.push({ name: 'background: transactions + registry', p50ms: performance.now() - tWarm, p99ms: performance.now() - tWarm, n: 1 });

  const rng = new Rng(2024);
  const { nodes } = d.locations;
  // Realistic location choice: mostly communities and towers, some emirates.
  const locationId = () => {
    const r = rng.next();
    if (r < 0.15) return String(nodes[rng.pick(d.locations.emirates)]!.id);
    if (r < 0.6) return String(nodes[rng.pick(d.locations.communities)]!.id);
    return String(rng.pick(nodes).id);
  };
  const maybe = (p: number, f: () => string) => (rng.chance(p) ? f() : undefined);
  const clean = (q: Record<string, string | undefined>) =>
    Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)) as Record<string, string>;
  const page = () => String(rng.weighted([1, 2, 3, 5, 10, 40], [60, 15, 10, 8, 5, 2]));
  const beds = () => rng.sample([0, 1, 2, 3, 4, 5, 7], rng.int(1, 2)).join(',');

  const families: Record<string, () => Query> = {
    'listing search (search-buy/rent/commercial)': () => {
      const ep = rng.weighted(['search-buy', 'search-rent', 'search-commercial-buy', 'search-commercial-rent'] as const, [40, 40, 8, 12]);
      const commercial = ep.startsWith('search-commercial');
      const rent = ep.endsWith('rent');
      const sale = ep === 'search-buy';
      const q: Record<string, string | undefined> = {
        location_id: locationId(),
        property_type: maybe(0.4, () => (commercial ? rng.pick(COM_TYPES) : rng.weighted(['apartment', 'villa', 'townhouse', 'penthouse'], [60, 20, 15, 5]))),
        sort: maybe(0.6, () => rng.pick(['newest', 'featured', 'price_asc', 'price_desc'])),
        page: page(),
        price_min: maybe(0.2, () => String(sale || ep === 'search-commercial-buy' ? rng.pick([500_000, 1_000_000, 2_000_000]) : rng.pick([30_000, 60_000, 100_000]))),
        price_max: maybe(0.25, () => String(sale || ep === 'search-commercial-buy' ? rng.pick([3_000_000, 5_000_000, 10_000_000]) : rng.pick([120_000, 200_000, 400_000]))),
        area_min: maybe(0.1, () => String(rng.pick([500, 1000, 2000]))),
        area_max: maybe(0.05, () => String(rng.pick([3000, 5000]))),
      };
      if (!commercial) {
        q.bedrooms = maybe(0.5, beds);
        q.bathrooms = maybe(0.1, () => String(rng.int(1, 4)));
        q.furnishing = maybe(0.15, () => rng.pick(['furnished', 'unfurnished', 'partly']));
        q.amenities = maybe(0.15, () => rng.sample(AMENITIES, rng.int(1, 3)).join(','));
      }
      if (sale) q.completion_status = maybe(0.2, () => rng.pick(['ready', 'off_plan']));
      if (rent) {
        q.rent_frequency = maybe(0.3, () => (commercial ? rng.pick(['yearly', 'monthly']) : rng.weighted(['yearly', 'monthly', 'weekly', 'daily'], [50, 35, 10, 5])));
        if (q.rent_frequency && q.rent_frequency !== 'yearly') { q.price_min = undefined; q.price_max = undefined; }
      }
      return [ep, clean(q)];
    },
    'new projects': () => ['search-new-projects', clean({
      location_id: locationId(), page: page(),
      sort: maybe(0.6, () => rng.pick(['featured', 'newest', 'price_asc', 'price_desc', 'delivery_earliest', 'delivery_latest'])),
      bedrooms: maybe(0.3, beds), property_type: maybe(0.3, () => rng.pick(['apartment', 'villa', 'townhouse'])),
      price_max: maybe(0.2, () => String(rng.pick([1_000_000, 2_000_000, 5_000_000]))),
    })],
    'owner listings (broker/agent)': () => {
      const category = maybe(0.4, () => rng.pick(CATEGORY));
      const sort = maybe(0.5, () => rng.pick(['newest', 'featured', 'price_asc', 'price_desc']));
      return rng.chance(0.5)
        ? ['broker-properties', clean({ broker_id: String(rng.pick(d.people.brokers).id), category, sort, page: page() })]
        : ['agent-properties', clean({ agent_id: String(rng.pick(d.people.agents).id), category, sort, page: String(rng.int(1, 3)) })];
    },
    'property details': () => ['property-details', { property_id: String(d.listings.id[rng.int(0, d.listings.count - 1)]) }],
    'transactions': () => ['get-get-transactions', clean({
      location_id: locationId(), transaction_type: rng.pick(['sold', 'rented']), page: page(),
      sort: maybe(0.5, () => rng.pick(['newest', 'oldest', 'high_price', 'low_price'])),
      period: maybe(0.5, () => rng.pick(['1y', '6m', '3m', '1m'])), bedrooms: maybe(0.3, () => String(rng.int(0, 4))),
      property_type: maybe(0.3, () => rng.pick(RES_TYPES.slice(0, 3))),
    })],
    'registry': () => ['get-registry-transactions', clean({
      district: maybe(0.6, () => rng.sample(REGISTRY_DISTRICTS.slice(0, 40).map((x) => x.name), rng.int(1, 3)).join(',')),
      propertyType: maybe(0.4, () => rng.sample(REGISTRY_PROPERTY_TYPES, rng.int(1, 3)).join(',')),
      fromDate: maybe(0.3, () => `01/${String(rng.int(1, 12)).padStart(2, '0')}/2025`),
      size: maybe(0.3, () => String(rng.pick([10, 50, 100]))), page: String(rng.int(0, 5)),
    })],
    'directories (agents/brokers/developers)': () => {
      const r = rng.next();
      if (r < 0.45) return [rng.chance(0.5) ? 'search-agents' : 'search-agents-detailed', clean({
        location_id: maybe(0.6, locationId), category: maybe(0.5, () => rng.pick(CATEGORY)),
        sort: maybe(0.5, () => rng.pick(['most_sales', 'most_rentals', 'featured'])), page: page(),
      })];
      if (r < 0.85) return [rng.chance(0.5) ? 'search-brokers' : 'search-brokers-detailed', clean({
        location_id: maybe(0.6, locationId), sort: maybe(0.5, () => rng.pick(['featured', 'most_properties', 'most_agents'])), page: String(rng.int(1, 3)),
      })];
      return ['real-estate-developer', clean({ location: rng.pick(DEVELOPER_LOCATIONS), page: String(rng.int(1, 2)) })];
    },
    'autocomplete': () => {
      const name = rng.pick(nodes).name;
      const words = name.split(' ');
      const text = rng.chance(0.5) ? words[rng.int(0, words.length - 1)]!.slice(0, rng.int(3, 8)) : name.slice(0, rng.int(3, name.length));
      return ['autocomplete-location', { query: text }];
    },
    'price trends': () => ['price-trend-of-location', clean({
      location_id: locationId(), property_type: maybe(0.4, () => rng.pick([...RES_TYPES.slice(0, 4), ...COM_TYPES.slice(0, 3)])),
    })],
  };
  const counts: Record<string, number> = {
    'listing search (search-buy/rent/commercial)': 4000, 'new projects': 1000, 'owner listings (broker/agent)': 1000,
    'property details': 1000, transactions: 1000, registry: 500, 'directories (agents/brokers/developers)': 1000,
    autocomplete: 1000, 'price trends': 1000,
  };

  for (const [name, make] of Object.entries(families)) {
    const queries = Array.from({ length: counts[name] ?? 1000 }, make);
    for (const [ep, q] of queries.slice(0, 200)) engine.answer(ep, q); // warm the JIT
    const times: number[] = [];
    for (const [ep, q] of queries) {
      const t = performance.now();
      const a = engine.answer(ep, q);
      times.push(performance.now() - t);
      if (a.status !== 200 && a.status !== 404) throw new Error(`${ep} ${JSON.stringify(q)} -> ${a.status} ${JSON.stringify(a.body)}`);
    }
    times.sort((a, b) => a - b);
    rows.push({ name, p50ms: percentile(times, 0.5), p99ms: percentile(times, 0.99), n: times.length });
  }
  return rows;
}
