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
  CATEGORY,
  COM_TYPES,
  RES_TYPES,
  TRANSACTION_PERIOD_MONTHS,
  parseQuery,
  registryDateKey,
  withDefaults,
  type EndpointName,
  type Filled,
} from '../../src/contract/index.ts';
import { createAutocomplete } from './autocomplete.ts';
import type { Dataset } from './dataset/index.ts';
import {
  CAT_COM_RENT,
  CAT_COM_SALE,
  CAT_RES_RENT,
  CAT_RES_SALE,
  PERIOD_CODE,
  amenityBit,
  furnishingCode,
  isCommercialCategory,
} from './dataset/listings.ts';
import { DAY, TX_TYPES, addMonths, trendSeries } from './dataset/market.ts';
import { LISTING_FILTER, TREND_TYPE_COUNT, TX_FILTER, listPlan, trendTypeIndex, type ListedSort } from './indexes.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './paging.ts';
import * as W from './records.ts';

interface Answer {
  status: number;
  body: unknown;
}

export type WireQuery = Record<string, string | undefined>;

export interface Engine {
  answer(endpoint: EndpointName, query: WireQuery): Answer;
}

/**
 * Run the long loops once at start-up (a listing search of every category that walks, then scans
 * the largest emirate; deep emirate transactions pages) and one answer of every endpoint, so the
 * first person to ask is not the one who waits while they are compiled: ~0.1 s at 1M listings,
 * counted in start-up.
 */
export function warmUp(engine: Engine, d: Dataset): void {
  const largest = d.locations.emirates.reduce((a, b) => (d.indexes.nodeCount[b]! > d.indexes.nodeCount[a]! ? b : a));
  const location_id = String(d.locations.nodes[largest]!.id);
  // Deep pages of filters that use every test (so none is compiled later), and a price nothing
  // reaches (the walk gives up and the scan reads the whole range).
  const deep = { location_id, page: '400', area_min: '300', area_max: '20000', price_max: '900000000' };
  const home = {
    ...deep,
    bedrooms: '1,2,3',
    bathrooms: '1,2,3',
    amenities: 'central_ac',
    furnishing: 'unfurnished',
    property_type: 'apartment',
  };
  const searches: Array<[EndpointName, WireQuery]> = [
    ['search-buy', { ...home, completion_status: 'ready' }],
    ['search-rent', { ...home, rent_frequency: 'yearly' }],
    ['search-commercial-buy', { ...deep, property_type: 'office-space' }],
    ['search-commercial-rent', { ...deep, property_type: 'office-space', rent_frequency: 'yearly' }],
  ];
  const queries: Array<[EndpointName, WireQuery]> = [];
  for (const [endpoint, q] of searches) {
    for (const sort of ['newest', 'featured']) {
      queries.push([endpoint, { ...q, sort }], [endpoint, { location_id, price_min: '9000000000', page: '3', sort }]);
    }
  }
  // And one ordinary answer of every endpoint: record shaping and JSON are compiled too.
  const agent_id = String(d.people.agents[0]!.id);
  const broker_id = String(d.people.brokers[0]!.id);
  const market = marketToWarm(d, largest);
  queries.push(
    ['get-get-transactions', { location_id: market, transaction_type: 'sold', bedrooms: '7', page: '50' }],
    ['get-get-transactions', { location_id: market, transaction_type: 'rented' }],
    ['get-get-transactions', { location_id: market, transaction_type: 'sold', sort: 'high_price' }],
    ['get-registry-transactions', {}],
    ['search-new-projects', { location_id }],
    ['broker-properties', { broker_id }],
    ['agent-properties', { agent_id }],
    ['property-details', { property_id: String(d.listings.id[0]) }],
    ['search-agents', { location_id }],
    ['search-agents-detailed', {}],
    ['search-brokers', { location_id }],
    ['search-brokers-detailed', {}],
    ['autocomplete-location', { query: 'mar' }],
    ['real-estate-developer', {}],
    ['price-trend-of-location', { location_id }],
  );
  for (const [endpoint, q] of queries) {
    const a = engine.answer(endpoint, q);
    JSON.stringify(a.body);
    // A refused warm-up query warms nothing: say so at start-up (every gateway test starts one).
    if (a.status !== 200) throw new Error(`warm-up query ${endpoint} ${JSON.stringify(q)} answered ${a.status}`);
  }
}

/**
 * Where warm-up reads transactions: the emirate when its transactions were generated at start-up,
 * else its largest community (warming the emirate would generate all of it, which is what
 * generating on demand avoids; the loops compile the same on a community's rows).
 */
function marketToWarm(d: Dataset, emirate: number): string {
  const { nodes } = d.locations;
  if (d.transactions.sold.ready(emirate) && d.transactions.rented.ready(emirate)) return String(nodes[emirate]!.id);
  const volume = (c: number) => d.transactions.sold.volumeOf(c);
  return String(nodes[nodes[emirate]!.children.reduce((a, b) => (volume(b) > volume(a) ? b : a))]!.id);
}

const ok = (data: unknown): Answer => ({ status: 200, body: { success: true, data } });
const apiError = (code: number, error: string): Answer => ({ status: code, body: { success: false, error, code } });
const notFound = (what: string) => apiError(404, `${what} not found`);

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

/** A listing search's filters, compiled to masks and bounds over the typed columns. */
interface RowFilter {
  words: Uint32Array;
  prices: Float64Array;
  sizes: Int32Array;
  offPlan: Uint8Array;
  /** Bedrooms by row, -1 for "none" (commercial units, whole buildings): no bedroom filter matches those. */
  beds: Int8Array;
  /** Categorical fields (type, period, furnishing, amenities): `(word & mask) === want`. */
  mask: number;
  want: number;
  bedMask: number;
  bathMask: number;
  priced: boolean;
  pMin: number;
  pMax: number;
  sized: boolean;
  aMin: number;
  aMax: number;
  /** 0 ready, 1 off-plan, -1 either. */
  completion: number;
}

function rowMatches(f: RowFilter, r: number): boolean {
  const w = f.words[r]!;
  if ((w & f.mask) !== f.want) return false;
  if (f.bedMask !== 0 && (f.beds[r]! < 0 || ((f.bedMask >>> ((w >>> LISTING_FILTER.bedsShift) & LISTING_FILTER.countMask)) & 1) === 0))
    return false;
  if (f.bathMask !== 0) {
    const b = (w >>> LISTING_FILTER.bathsShift) & LISTING_FILTER.countMask;
    if (b === 0 || ((f.bathMask >>> b) & 1) === 0) return false;
  }
  if (f.priced) {
    const p = f.prices[r]!;
    if (!(p >= f.pMin && p <= f.pMax)) return false;
  }
  if (f.sized) {
    const a = f.sizes[r]!;
    if (a < f.aMin || a > f.aMax) return false;
  }
  return f.completion < 0 || f.offPlan[r] === f.completion;
}

/** Set bits in a 32-bit word. */
function popcount(x: number): number {
  x -= (x >>> 1) & 0x55555555;
  x = (x & 0x33333333) + ((x >>> 2) & 0x33333333);
  return (((x + (x >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

/**
 * A filtered search over a list longer than `scanMinRows` walks at most `walkBudget` entries, then
 * scans the node's row range (scanRange). Tests set both to 0 to send every search to the scan.
 */
interface EngineTuning {
  scanMinRows: number;
  walkBudget: number;
}
const DEFAULT_TUNING: EngineTuning = { scanMinRows: 16_384, walkBudget: 4_096 };

export interface EngineOptions extends Partial<EngineTuning> {
  /**
   * Records per page of /get-get-transactions (EMBEDDED_PAGE_SIZE), default PAGE_SIZE.transactions.
   * The real service documents none (the likely sizes are 15 or 25): setting it shows how a client
   * fares with another.
   */
  transactionsPageSize?: number;
}

function pageSizeOf(size: number | undefined): number {
  if (size === undefined) return PAGE_SIZE.transactions;
  if (!(Number.isInteger(size) && size >= 1 && size <= MAX_PAGE_SIZE))
    throw new Error(`The transactions page size (EMBEDDED_PAGE_SIZE) must be a whole number from 1 to ${MAX_PAGE_SIZE}, got ${size}`);
  return size;
}

/** A bitmask of bedroom/bathroom counts; 7 and above mean "7+". */
function countMask(values: number[] | undefined): number {
  let m = 0;
  for (const v of values ?? []) m |= 1 << Math.min(v, 7);
  return m;
}

export function createEngine(d: Dataset, options: EngineOptions = {}): Engine {
  const tuning: EngineTuning = { ...DEFAULT_TUNING, ...options };
  const transactionsPageSize = pageSizeOf(options.transactionsPageSize);
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

  const location = (id: string | undefined) => (id === undefined ? undefined : byId.get(Number(id)));

  const F = LISTING_FILTER;
  const slots = nodes.length + 1;

  /**
   * One page of the rows of `cat` under `node` that match, in the plan's order, by scanning the
   * node's row range in memory order: each match sets the bit of its rank in the sort (featured:
   * in one of two bitmaps, featured first), then the page is read off the bitmaps. Cost: the
   * range's length, plus a word per 32 rows of the category, whatever the page.
   */
  function scanRange(cat: number, node: number, plan: ReturnType<typeof listPlan>, spec: RowFilter, skip: number, size: number): number[] {
    const lo = T.rangeStart[cat * slots + T.dfsIn[node]!]!;
    const hi = T.rangeStart[cat * slots + T.dfsOut[node]!]!;
    const order = idx.catOrder[plan.list][cat]!;
    const rank = idx.rank[plan.list];
    const words = (order.length + 31) >>> 5;
    const split = plan.passes.length === 2;
    const first = new Int32Array(words);
    const second = split ? new Int32Array(words) : first;
    let minWord = words;
    let maxWord = -1;
    for (let r = lo; r < hi; r++) {
      if (!rowMatches(spec, r)) continue;
      const k = rank[r]!;
      const w = k >>> 5;
      (split && T.featured[r] === 0 ? second : first)[w]! |= 1 << (k & 31);
      if (w < minWord) minWord = w;
      if (w > maxWord) maxWord = w;
    }
    const out: number[] = [];
    for (const bitmap of split ? [first, second] : [first]) {
      for (let w = minWord; w <= maxWord && out.length < size; w++) {
        let bits = bitmap[w]!;
        if (bits === 0) continue;
        const n = popcount(bits);
        if (skip >= n) {
          skip -= n;
          continue;
        }
        while (bits !== 0 && out.length < size) {
          const low = bits & -bits;
          bits ^= low;
          if (skip > 0) skip--;
          else out.push(order[(w << 5) + 31 - Math.clz32(low)]!);
        }
      }
    }
    return out;
  }

  const { listingFilter, rangePrice } = idx;

  /**
   * One page of a listing search: walk the node's rows in the sort order and keep those that pass.
   * Every categorical filter is one masked compare on the row's filter word (amenities: all asked
   * bits set; type, period, furnishing: equal); counts test a bit; ranges read the price or size
   * only when asked. With no filter at all, the page is a slice.
   */
  function searchListings(
    cat: number,
    q: Filled<'search-buy'> | Filled<'search-rent'> | Filled<'search-commercial-buy'> | Filled<'search-commercial-rent'>,
  ): Answer {
    const node = location(q.location_id);
    if (node === undefined) return notFound('Location');
    const plan = listPlan(q.sort);
    const list = idx.search[plan.list][cat]![node]!;
    const size = PAGE_SIZE.listings;
    let skip = (q.page - 1) * size;
    const types: readonly string[] = isCommercialCategory(cat) ? COM_TYPES : RES_TYPES;
    let mask = 0;
    let want = 0;
    const field = (value: number, shift: number, bits: number) => {
      mask |= bits << shift;
      want |= value << shift;
    };
    if (q.property_type !== undefined) field(types.indexOf(q.property_type), F.typeShift, F.typeMask);
    if ('rent_frequency' in q) field(PERIOD_CODE[q.rent_frequency], F.periodShift, F.periodMask);
    if ('furnishing' in q && q.furnishing !== undefined) field(furnishingCode(q.furnishing), F.furnishingShift, F.furnishingMask);
    if ('amenities' in q) for (const a of q.amenities ?? []) field(amenityBit(a), 0, amenityBit(a)); // each asked bit set
    const bedMask = 'bedrooms' in q ? countMask(q.bedrooms) : 0;
    const bathMask = 'bathrooms' in q ? countMask(q.bathrooms) : 0;
    const priced = q.price_min !== undefined || q.price_max !== undefined;
    const pMin = q.price_min ?? 0;
    const pMax = q.price_max ?? Infinity;
    const sized = q.area_min !== undefined || q.area_max !== undefined;
    const aMin = q.area_min ?? 0;
    const aMax = q.area_max ?? Infinity;
    const completion = 'completion_status' in q && q.completion_status !== undefined ? (q.completion_status === 'off_plan' ? 1 : 0) : -1;

    const featured = T.featured;
    const spec: RowFilter = {
      words: listingFilter,
      prices: rangePrice,
      sizes: T.sizeSqft,
      offPlan: T.offPlan,
      beds: T.beds,
      mask,
      want,
      bedMask,
      bathMask,
      priced,
      pMin,
      pMax,
      sized,
      aMin,
      aMax,
      completion,
    };
    const filtered = mask !== 0 || bedMask !== 0 || bathMask !== 0 || priced || sized || completion >= 0;

    let rows: number[] = [];
    if (plan.passes[0] === -1 && !filtered) {
      for (let i = skip; i < list.length && rows.length < size; i++) rows.push(list[i]!);
      return ok(rows.map((r) => W.listingRecord(d, r)));
    }
    // Walk the list in order. A selective filter on a deep page would walk most of a long list in
    // random memory order, so on a long list the walk checks itself after walkBudget entries: if
    // the matches so far project that the page lies within a quarter of the list, it goes on (to
    // at most twice that projection); otherwise the node's row range is scanned (scanRange), which
    // costs about as much as walking a quarter of the list.
    const wanted = skip + size;
    let walked = 0;
    let matched = 0;
    let budget = list.length > tuning.scanMinRows && filtered ? tuning.walkBudget : Infinity;
    let projected = false;
    let scan = false;
    walk: for (const pass of plan.passes) {
      for (let i = 0; i < list.length; i++) {
        if (++walked > budget) {
          const need = matched > 0 ? (wanted * walked) / matched : Infinity;
          if (projected || need > list.length / 4) {
            scan = true;
            break walk;
          }
          projected = true;
          budget = Math.max(budget, Math.ceil(need * 2));
        }
        const r = list[i]!;
        if ((pass >= 0 && featured[r] !== pass) || !rowMatches(spec, r)) continue;
        matched++;
        if (skip > 0) skip--;
        else if (rows.push(r) === size) break walk;
      }
    }
    if (scan) rows = scanRange(cat, node, plan, spec, wanted - size, size);
    return ok(rows.map((r) => W.listingRecord(d, r)));
  }

  function ownerListings(
    lists: Record<ListedSort, Int32Array[]>,
    owner: number,
    q: Filled<'broker-properties'> | Filled<'agent-properties'>,
    shape: (row: number) => unknown,
  ): Answer {
    const plan = listPlan(q.sort);
    const list = lists[plan.list][owner]!;
    const cat = q.category === undefined ? -1 : CATEGORY.indexOf(q.category);
    const rows: number[] = [];
    let skip = (q.page - 1) * PAGE_SIZE.ownerListings;
    for (const pass of plan.passes) {
      for (let i = 0; i < list.length && rows.length < PAGE_SIZE.ownerListings; i++) {
        const r = list[i]!;
        if ((pass >= 0 && T.featured[r] !== pass) || (cat >= 0 && T.cat[r] !== cat)) continue;
        if (skip > 0) skip--;
        else rows.push(r);
      }
    }
    return ok(rows.map(shape));
  }

  function agents(q: Filled<'search-agents'>, detailed: boolean): Answer {
    const node = location(q.location_id);
    if (q.location_id !== undefined && node === undefined) return notFound('Location');
    const cat = CATEGORY.indexOf(q.category);
    const A = d.people.agents;
    const n = A.length;
    const pass = (a: number) => A[a]!.specialisations.includes(cat) && (node === undefined || idx.agentIn[node * n + a] === 1);
    const rows = page(idx.agentOrder[q.sort], pass, q.page - 1, PAGE_SIZE.agents);
    return ok(rows.map((a) => (detailed ? W.agentDetailedRecord(d, A[a]!) : W.agentSimpleRecord(d, A[a]!))));
  }

  function brokers(q: Filled<'search-brokers'>, detailed: boolean): Answer {
    const node = location(q.location_id);
    if (q.location_id !== undefined && node === undefined) return notFound('Location');
    const B = d.people.brokers;
    const n = B.length;
    const pass = (b: number) => node === undefined || idx.brokerIn[node * n + b] === 1;
    const rows = page(idx.brokerOrder[q.sort], pass, q.page - 1, PAGE_SIZE.brokers);
    return ok(rows.map((b) => (detailed ? W.brokerDetailedRecord(d, B[b]!) : W.brokerSimpleRecord(d, B[b]!))));
  }

  const handlers: { [E in EndpointName]: (q: Filled<E>) => Answer } = {
    'search-buy': (q) => searchListings(CAT_RES_SALE, q),
    'search-rent': (q) => searchListings(CAT_RES_RENT, q),
    'search-commercial-buy': (q) => searchListings(CAT_COM_SALE, q),
    'search-commercial-rent': (q) => searchListings(CAT_COM_RENT, q),
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
        return (
          d.locations.isWithin(p.loc, node) &&
          (!q.property_type || p.propertyType === q.property_type) &&
          (bedMask === 0 || p.bedrooms.some((b) => (bedMask & (1 << Math.min(b, 7))) !== 0)) &&
          p.effectivePrice >= pMin &&
          p.effectivePrice <= pMax &&
          p.maxSize >= aMin &&
          p.minSize <= aMax
        );
      };
      const rows = page(idx.projectOrder[q.sort], pass, q.page - 1, PAGE_SIZE.newProjects);
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
      const { rows: list, filter, table } = d.transactions[q.transaction_type === 'sold' ? 'sold' : 'rented'].under(node, q.sort);
      // Within the period: fewer whole days back than the period start is before asOf.
      const maxDaysBack = Math.round((d.asOf - addMonths(d.asOf, -TRANSACTION_PERIOD_MONTHS[q.period])) / DAY) - 1;
      const typeIdx = q.property_type === undefined ? -1 : (TX_TYPES as readonly string[]).indexOf(q.property_type);
      if (q.property_type !== undefined && typeIdx < 0) return ok([]); // no transactions of that type
      const beds = q.bedrooms === undefined ? -1 : Math.min(q.bedrooms, 7);
      const rows: number[] = [];
      let skip = (q.page - 1) * transactionsPageSize;
      for (let i = 0; i < list.length && rows.length < transactionsPageSize; i++) {
        const r = list[i]!;
        const f = filter[r]!;
        if ((f & TX_FILTER.daysMask) > maxDaysBack) continue;
        if (typeIdx >= 0 && ((f >>> TX_FILTER.typeShift) & TX_FILTER.typeMask) !== typeIdx) continue;
        if (beds >= 0 && ((f >>> TX_FILTER.bedsShift) & TX_FILTER.bedsMask) !== beds) continue;
        if (skip > 0) skip--;
        else rows.push(r);
      }
      return ok(rows.map((r) => W.transactionRecord(d, table, r)));
    },
    'get-registry-transactions': (q) => {
      const districts = q.district?.length ? new Set(q.district) : undefined;
      const types = q.propertyType?.length ? new Set<string>(q.propertyType) : undefined;
      const from = q.fromDate ? registryDateKey(q.fromDate)! : 0;
      const to = q.toDate ? registryDateKey(q.toDate)! : 99999999;
      const pass = (r: ReturnType<Dataset['registry']>[number]) =>
        r.dateKey >= from &&
        r.dateKey <= to &&
        (!districts || districts.has(r.record.district)) &&
        (!types || types.has(r.record.propertyType));
      const rows = page(d.registry(), pass, q.page, q.size);
      return ok(rows.map((r) => W.registryRecord(r.record)));
    },
    'property-details': (q) => {
      const row = /^\d+$/.test(q.property_id) ? T.rowById.get(Number(q.property_id)) : undefined;
      if (row === undefined) return notFound('Property');
      return ok(W.listingRecord(d, row, true));
    },
    'search-agents': (q) => agents(q, false),
    'search-agents-detailed': (q) => agents(q, true),
    'search-brokers': (q) => brokers(q, false),
    'search-brokers-detailed': (q) => brokers(q, true),
    'autocomplete-location': (q) => {
      const found = suggest(q.query, PAGE_SIZE.autocomplete);
      return ok(
        found.map((i) => {
          const n = nodes[i]!;
          return { id: n.id, name: n.name, coordinates: { lat: n.lat, lon: n.lon } };
        }),
      );
    },
    'real-estate-developer': (q) => {
      const list = developersByLocation.get(q.location) ?? [];
      const rows = page(list, () => true, q.page - 1, PAGE_SIZE.developers);
      return ok(rows.map((i) => W.developerRecord(d, devs[i]!)));
    },
    'price-trend-of-location': (q) => {
      const node = location(q.location_id);
      if (node === undefined) return notFound('Location');
      const type = q.property_type;
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
      const handler = handlers[endpoint] as (q: Filled<typeof endpoint>) => Answer;
      return handler(withDefaults(endpoint, parsed.query));
    },
  };
}
