/**
 * The query engine: `answer(endpoint, wireQuery) -> { status, body }`, pure over a dataset, no HTTP.
 * Every query is validated with the contract's strict parser; every parameter narrows, orders or
 * pages the result as the spec says.
 *
 * Rent frequency (`/search-rent`, `/search-commercial-rent`): the portal shows a rent in the period
 * it was advertised in. `rent_frequency` selects the listings advertised in that period (default
 * yearly for residential, monthly for commercial), every result's `price.period` equals it, and
 * `price_min`/`price_max` are amounts in that same unit (AED per year, per month, ...), compared
 * with `price.value`. Hidden prices never match a price range and sort last under both price sorts.
 */
import {
  CATEGORY, COM_TYPES, ENDPOINTS, RES_TYPES, TRANSACTION_PERIOD_MONTHS, defaultOf, parseQuery, registryDateKey,
  type EndpointName, type ParamDef, type QueryOf,
} from '../../src/contract/index.ts';
import { createAutocomplete } from './autocomplete.ts';
import type { Dataset } from './dataset/index.ts';
import { PERIOD_CODE, amenityBit, furnishingCode } from './dataset/listings.ts';
import { addMonths, trendSeries, type Transaction } from './dataset/market.ts';
import { TREND_TYPE_COUNT, trendTypeIndex, type SortA } from './indexes.ts';
import { PAGE_SIZE } from './paging.ts';
import * as W from './records.ts';

export interface Answer {
  status: number;
  body: unknown;
}

export type WireQuery = Record<string, string | undefined>;

export interface Engine {
  answer(endpoint: EndpointName, query: WireQuery): Answer;
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
export const apiError = (code: number, error: string): Answer => ({ status: code, body: { success: false, error, code } });
const notFound = (what: string) => apiError(404, `${what} not found`);

/** The parsed query with the contract's defaults filled in. */
function withDefaults<E extends EndpointName>(endpoint: E, query: QueryOf<E>): QueryOf<E> {
  const out: Record<string, unknown> = { ...query };
  for (const [key, def] of Object.entries(ENDPOINTS[endpoint].params as Record<string, ParamDef>)) {
    const d = defaultOf(def);
    if (out[key] === undefined && d !== undefined) out[key] = d;
  }
  return out as QueryOf<E>;
}

/** Collect one page from an ordered list, keeping items that pass. */
function page<T>(items: ArrayLike<T>, pass: (item: T) => boolean, pageNo: number, size: number): T[] {
  let skip = pageNo * size;
  const out: T[] = [];
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!pass(item)) continue;
    if (skip > 0) {
      skip--;
      continue;
    }
    out.push(item);
    if (out.length === size) break;
  }
  return out;
}

/** A bitmask of bedroom/bathroom counts; 7 and above mean "7+". */
function countMask(values: number[] | undefined): number {
  let m = 0;
  for (const v of values ?? []) m |= 1 << Math.min(v, 7);
  return m;
}

export function createEngine(d: Dataset): Engine {
  const { nodes, byId } = d.locations;
  const T = d.listings;
  const idx = d.indexes;
  const suggest = createAutocomplete(d);
  const developersByLocation = new Map<string, number[]>();
  for (const dev of d.people.developers) {
    for (const loc of dev.locations) {
      const list = developersByLocation.get(loc) ?? [];
      list.push(dev.index);
      developersByLocation.set(loc, list);
    }
  }
  const devs = d.people.developers;
  for (const list of developersByLocation.values()) {
    list.sort((a, b) => devs[b]!.numProjects - devs[a]!.numProjects || (devs[a]!.name < devs[b]!.name ? -1 : 1));
  }

  const txCache = new Map<string, Record<'newest' | 'oldest' | 'high_price' | 'low_price', Transaction[]>>();
  function transactionsUnder(node: number, sold: boolean) {
    const key = `${node}:${sold}`;
    let entry = txCache.get(key);
    if (!entry) {
      const n = nodes[node]!;
      let rows: Transaction[];
      if (n.kind === 'emirate') rows = n.children.flatMap((c) => d.transactions(c, sold));
      else if (n.kind === 'community') rows = d.transactions(node, sold).slice();
      else rows = d.transactions(n.community, sold).filter((t) => d.locations.isWithin(t.loc, node));
      const byDate = (a: Transaction, b: Transaction) => b.date - a.date || (a.id < b.id ? -1 : 1);
      const newest = rows.slice().sort(byDate);
      entry = {
        newest,
        oldest: newest.slice().reverse(),
        high_price: rows.slice().sort((a, b) => b.price - a.price || byDate(a, b)),
        low_price: rows.slice().sort((a, b) => a.price - b.price || byDate(a, b)),
      };
      txCache.set(key, entry);
    }
    return entry;
  }

  const location = (id: string | undefined) => (id === undefined ? undefined : byId.get(Number(id)));

  function searchListings(
    cat: number,
    q: {
      location_id?: string; property_type?: string; bedrooms?: number[]; bathrooms?: number[]; price_min?: number;
      price_max?: number; area_min?: number; area_max?: number; completion_status?: string; furnishing?: string;
      amenities?: string[]; rent_frequency?: string; sort?: string; page?: number;
    },
  ): Answer {
    const node = location(q.location_id);
    if (node === undefined) return notFound('Location');
    const list = idx.search[(q.sort ?? 'newest') as SortA][cat]![node]!;
    const types: readonly string[] = cat >= 2 ? COM_TYPES : RES_TYPES;
    const typeIdx = q.property_type ? types.indexOf(q.property_type) : -1;
    const bedMask = countMask(q.bedrooms);
    const bathMask = countMask(q.bathrooms);
    const priced = q.price_min !== undefined || q.price_max !== undefined;
    const pMin = q.price_min ?? 0;
    const pMax = q.price_max ?? Infinity;
    const aMin = q.area_min ?? 0;
    const aMax = q.area_max ?? Infinity;
    const period = q.rent_frequency ? PERIOD_CODE[q.rent_frequency as keyof typeof PERIOD_CODE] : -1;
    const completion = q.completion_status ? (q.completion_status === 'off_plan' ? 1 : 0) : -1;
    const furnishing = q.furnishing ? furnishingCode(q.furnishing) : -1;
    let amen = 0;
    for (const a of q.amenities ?? []) amen |= amenityBit(a);
    const pass = (r: number) =>
      (typeIdx < 0 || T.type[r] === typeIdx) &&
      (bedMask === 0 || (bedMask & (1 << Math.max(0, T.beds[r]!))) !== 0) &&
      (bathMask === 0 || (T.baths[r]! > 0 && (bathMask & (1 << Math.min(7, T.baths[r]!))) !== 0)) &&
      (period < 0 || T.period[r] === period) &&
      (!priced || (T.hidden[r] === 0 && T.price[r]! >= pMin && T.price[r]! <= pMax)) &&
      T.sizeSqft[r]! >= aMin && T.sizeSqft[r]! <= aMax &&
      (completion < 0 || T.offPlan[r] === completion) &&
      (furnishing < 0 || T.furnishing[r] === furnishing) &&
      (T.amenities[r]! & amen) === amen;
    const rows = page(list, pass, (q.page ?? 1) - 1, PAGE_SIZE.listings);
    return ok(rows.map((r) => W.listingRecord(d, r)));
  }

  function ownerListings(
    lists: Record<SortA, Int32Array[]>, owner: number, q: { category?: string; sort?: string; page?: number },
    shape: (row: number) => unknown,
  ): Answer {
    const list = lists[(q.sort ?? 'featured') as SortA][owner]!;
    const cat = q.category === undefined ? -1 : CATEGORY.indexOf(q.category as (typeof CATEGORY)[number]);
    const pass = cat < 0 ? () => true : (r: number) => T.cat[r] === cat;
    return ok(page(list, pass, (q.page ?? 1) - 1, PAGE_SIZE.ownerListings).map(shape));
  }

  function agents(q: QueryOf<'search-agents'>, detailed: boolean): Answer {
    const node = location(q.location_id);
    if (q.location_id !== undefined && node === undefined) return notFound('Location');
    const cat = CATEGORY.indexOf(q.category ?? 'residential_sale');
    const A = d.people.agents;
    const n = A.length;
    const pass = (a: number) => A[a]!.specialisations.includes(cat) && (node === undefined || idx.agentIn[node * n + a] === 1);
    const rows = page(idx.agentOrder[q.sort ?? 'most_sales'], pass, (q.page ?? 1) - 1, PAGE_SIZE.agents);
    return ok(rows.map((a) => (detailed ? W.agentDetailedRecord(d, A[a]!) : W.agentSimpleRecord(d, A[a]!))));
  }

  function brokers(q: QueryOf<'search-brokers'>, detailed: boolean): Answer {
    const node = location(q.location_id);
    if (q.location_id !== undefined && node === undefined) return notFound('Location');
    const B = d.people.brokers;
    const n = B.length;
    const pass = (b: number) => node === undefined || idx.brokerIn[node * n + b] === 1;
    const rows = page(idx.brokerOrder[q.sort ?? 'featured'], pass, (q.page ?? 1) - 1, PAGE_SIZE.brokers);
    return ok(rows.map((b) => (detailed ? W.brokerDetailedRecord(d, B[b]!) : W.brokerSimpleRecord(d, B[b]!))));
  }

  const handlers: { [E in EndpointName]: (q: QueryOf<E>) => Answer } = {
    'search-buy': (q) => searchListings(0, q),
    'search-rent': (q) => searchListings(1, q),
    'search-commercial-buy': (q) => searchListings(2, q),
    'search-commercial-rent': (q) => searchListings(3, q),
    'search-new-projects': (q) => {
      const node = location(q.location_id);
      if (node === undefined) return notFound('Location');
      const P = d.projects;
      const bedMask = countMask(q.bedrooms);
      const pMin = q.price_min ?? 0;
      const pMax = q.price_max ?? Infinity;
      const aMin = q.area_min ?? 0;
      const aMax = q.area_max ?? Infinity;
      // A project matches a bedroom list when it offers any of them, an area range when its unit
      // sizes overlap it, a price range when its effective (current starting) price falls inside.
      const pass = (i: number) => {
        const p = P[i]!;
        return d.locations.isWithin(p.loc, node) &&
          (!q.property_type || p.propertyType === q.property_type) &&
          (bedMask === 0 || p.bedrooms.some((b) => (bedMask & (1 << Math.min(b, 7))) !== 0)) &&
          p.effectivePrice >= pMin && p.effectivePrice <= pMax &&
          p.maxSize >= aMin && p.minSize <= aMax;
      };
      const rows = page(idx.projectOrder[q.sort ?? 'featured'], pass, (q.page ?? 1) - 1, PAGE_SIZE.newProjects);
      return ok(rows.map((i) => W.projectRecord(d, P[i]!)));
    },
    'broker-properties': (q) => {
      const b = d.people.brokerById.get(Number(q.broker_id));
      if (b === undefined) return notFound('Broker');
      return ownerListings(idx.byBroker, b, q, (r) => W.brokerListingRecord(d, r));
    },
    'agent-properties': (q) => {
      const a = d.people.agentById.get(Number(q.agent_id));
      if (a === undefined) return notFound('Agent');
      return ownerListings(idx.byAgent, a, q, (r) => W.agentListingRecord(d, r));
    },
    'get-get-transactions': (q) => {
      const node = location(q.location_id);
      if (node === undefined) return notFound('Location');
      const lists = transactionsUnder(node, q.transaction_type === 'sold');
      const since = addMonths(d.asOf, -TRANSACTION_PERIOD_MONTHS[q.period ?? '1y']);
      const beds = q.bedrooms === undefined ? -1 : Math.min(q.bedrooms, 7);
      const pass = (t: Transaction) =>
        t.date > since && (!q.property_type || t.type === q.property_type) && (beds < 0 || t.beds === beds);
      const rows = page(lists[q.sort ?? 'newest'], pass, (q.page ?? 1) - 1, PAGE_SIZE.transactions);
      return ok(rows.map(W.transactionRecord));
    },
    'get-registry-transactions': (q) => {
      const districts = q.district?.length ? new Set(q.district) : undefined;
      const types = q.propertyType?.length ? new Set<string>(q.propertyType) : undefined;
      const from = q.fromDate ? registryDateKey(q.fromDate)! : 0;
      const to = q.toDate ? registryDateKey(q.toDate)! : 99999999;
      const pass = (r: ReturnType<Dataset['registry']>[number]) =>
        r.dateKey >= from && r.dateKey <= to &&
        (!districts || districts.has(r.record.district)) && (!types || types.has(r.record.propertyType));
      const rows = page(d.registry(), pass, q.page ?? 0, q.size ?? 20);
      return ok(rows.map((r) => W.registryRecord(r.record)));
    },
    'property-details': (q) => {
      const row = /^\d+$/.test(q.property_id ?? '') ? T.rowById.get(Number(q.property_id)) : undefined;
      if (row === undefined) return notFound('Property');
      return ok(W.listingRecord(d, row, true));
    },
    'search-agents': (q) => agents(q, false),
    'search-agents-detailed': (q) => agents(q, true),
    'search-brokers': (q) => brokers(q, false),
    'search-brokers-detailed': (q) => brokers(q, true),
    'autocomplete-location': (q) => {
      const found = suggest(q.query ?? '', PAGE_SIZE.autocomplete);
      return ok(found.map((i) => {
        const n = nodes[i]!;
        return { id: n.id, name: n.name, coordinates: { lat: n.lat, lon: n.lon } };
      }));
    },
    'real-estate-developer': (q) => {
      const list = developersByLocation.get(q.location ?? 'dubai') ?? [];
      const rows = page(list, () => true, (q.page ?? 1) - 1, PAGE_SIZE.developers);
      return ok(rows.map((i) => W.developerRecord(d, devs[i]!)));
    },
    'price-trend-of-location': (q) => {
      const node = location(q.location_id);
      if (node === undefined) return notFound('Location');
      const type = q.property_type ?? 'apartment';
      const mask = idx.bedMask[node * TREND_TYPE_COUNT + trendTypeIndex(type)]!;
      const beds: number[] = [];
      for (let b = 0; b < 8; b++) if (mask & (1 << b)) beds.push(b);
      return ok(trendSeries(d.seed, d.locations, nodes[node]!, type, beds, d.asOf));
    },
  };

  return {
    answer(endpoint, wire) {
      const raw: Record<string, string> = {};
      for (const [k, v] of Object.entries(wire)) if (v !== undefined) raw[k] = v;
      const parsed = parseQuery(endpoint, raw, 'strict');
      if (!parsed.ok) {
        const text = parsed.issues.map((i) => `'${i.param}' ${i.message}`).join('; ');
        return apiError(400, `Invalid query parameters: ${text}`);
      }
      const handler = handlers[endpoint] as (q: QueryOf<typeof endpoint>) => Answer;
      return handler(withDefaults(endpoint, parsed.query));
    },
  };
}
