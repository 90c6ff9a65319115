/**
 * Indexes over the dataset, built once at start-up. Searches never scan all listings: they walk a
 * pre-sorted list of the rows under one location node and one category (every node holds the rows
 * of its whole subtree), filter, and stop as soon as the page is full.
 */
import {
  AGENT_SORT,
  BROKER_SORT,
  COM_TYPES,
  NEW_PROJECT_SORT,
  RES_TYPES,
  SORT_A,
  TRANSACTION_SORT,
  TREND_PROPERTY_TYPES,
} from '../../src/contract/index.ts';
import type { TransactionTable } from './dataset/market.ts';
import type { Locations } from './dataset/locations.ts';
import { isCommercialCategory, type ListingTable } from './dataset/listings.ts';
import type { People } from './dataset/people.ts';
import type { Project } from './dataset/projects.ts';

export type SortA = (typeof SORT_A)[number];
/**
 * The sorts with their own row lists. `featured` has none: it is featured rows first, then the
 * rest, each in newest order, so it is read from the newest list in two passes (`listPlan`).
 */
export type ListedSort = Exclude<SortA, 'featured'>;
const LISTED_SORTS: readonly ListedSort[] = SORT_A.filter((s): s is ListedSort => s !== 'featured');

/** Which list a sort walks, and the passes over it: featured rows (1), then the others (0); -1 = all. */
export function listPlan(sort: SortA): { list: ListedSort; passes: readonly number[] } {
  return sort === 'featured' ? { list: 'newest', passes: [1, 0] } : { list: sort, passes: [-1] };
}

export interface Indexes {
  /** rows[sort][category][node]: listing rows under the node, in that sort order. */
  search: Record<ListedSort, Int32Array[][]>;
  /** catOrder[sort][category]: every row of the category, in that order. */
  catOrder: Record<ListedSort, Int32Array[]>;
  /** rank[sort][row]: the row's position in catOrder[sort][its category]. */
  rank: Record<ListedSort, Int32Array>;
  /** Every row of a brokerage / an agent, in each sort order. */
  byBroker: Record<ListedSort, Int32Array[]>;
  byAgent: Record<ListedSort, Int32Array[]>;
  /** Listing count per node (all categories, whole subtree). */
  nodeCount: Int32Array;
  /** bedMask[node * TREND_TYPES + type]: bit b set when the subtree has a listing of that type with b bedrooms (0 for none). */
  bedMask: Uint16Array;
  /** agentIn[node * agents + agent] = 1 when the agent has a listing under the node. */
  agentIn: Uint8Array;
  brokerIn: Uint8Array;
  agentOrder: Record<(typeof AGENT_SORT)[number], Int32Array>;
  brokerOrder: Record<(typeof BROKER_SORT)[number], Int32Array>;
  projectOrder: Record<(typeof NEW_PROJECT_SORT)[number], Int32Array>;
  /**
   * One word per listing row with every categorical filter (layout: LISTING_FILTER), so a search
   * reads one word per candidate instead of one column per filter.
   */
  listingFilter: Uint32Array;
  /** The price a range filter compares (NaN when hidden: a hidden price never matches a range). */
  rangePrice: Float64Array;
}

/**
 * The listing filter word: amenity bits 0-15; type index 16-20; bedrooms 21-23 (studio and
 * "none" 0, 7 = 7+); bathrooms 24-26 (0 = none, 7 = 7+); price period 27-29; furnishing 30-31.
 */
export const LISTING_FILTER = {
  amenities: 0xffff,
  typeShift: 16,
  typeMask: 0x1f,
  bedsShift: 21,
  bathsShift: 24,
  countMask: 0x7,
  periodShift: 27,
  periodMask: 0x7,
  furnishingShift: 30,
  furnishingMask: 0x3,
} as const;

function listingFilterWords(t: ListingTable): { listingFilter: Uint32Array; rangePrice: Float64Array } {
  const F = LISTING_FILTER;
  const listingFilter = new Uint32Array(t.count);
  const rangePrice = new Float64Array(t.count);
  for (let r = 0; r < t.count; r++) {
    const baths = t.baths[r]!;
    listingFilter[r] =
      (t.amenities[r]! |
        (t.type[r]! << F.typeShift) |
        (Math.max(0, t.beds[r]!) << F.bedsShift) |
        ((baths <= 0 ? 0 : Math.min(7, baths)) << F.bathsShift) |
        (t.period[r]! << F.periodShift) |
        (t.furnishing[r]! << F.furnishingShift)) >>>
      0;
    rangePrice[r] = t.hidden[r] === 1 ? NaN : t.price[r]!;
  }
  return { listingFilter, rangePrice };
}

export const TREND_TYPE_COUNT = TREND_PROPERTY_TYPES.length;
export const trendTypeIndex = (type: string) => (TREND_PROPERTY_TYPES as readonly string[]).indexOf(type);

/**
 * Rows stably sorted by a whole-number key (LSD radix sort, 11 bits a pass): ties keep the order
 * of `rows`. Keys must be whole numbers in [0, 2^bits). Each key is read once, then travels with
 * its row, so the passes read memory in order.
 */
function radixSort(rows: Int32Array, key: ArrayLike<number>, bits: number, descending: boolean): Int32Array {
  const n = rows.length;
  const DIGIT = 11;
  const RADIX = 1 << DIGIT;
  const MASK = RADIX - 1;
  const passes = Math.max(1, Math.ceil(bits / DIGIT));
  const counts = new Int32Array(passes * RADIX);
  // Digit counts turned into start offsets, buckets in ascending or descending digit order.
  const toOffsets = (p: number) => {
    let at = 0;
    for (let k = 0; k < RADIX; k++) {
      const d = p * RADIX + (descending ? MASK - k : k);
      const c = counts[d]!;
      counts[d] = at;
      at += c;
    }
  };
  let srcRows = rows.slice();
  let dstRows = new Int32Array(n);
  if (bits <= 32) {
    let srcKeys = new Uint32Array(n);
    for (let i = 0; i < n; i++) srcKeys[i] = key[rows[i]!]!;
    // Every pass's digit counts in one read of the keys.
    for (let i = 0; i < n; i++) {
      const k = srcKeys[i]!;
      for (let p = 0; p < passes; p++) counts[p * RADIX + ((k >>> (p * DIGIT)) & MASK)]!++;
    }
    let dstKeys = new Uint32Array(n);
    for (let p = 0; p < passes; p++) {
      toOffsets(p);
      const shift = p * DIGIT;
      const base = p * RADIX;
      for (let i = 0; i < n; i++) {
        const k = srcKeys[i]!;
        const at = counts[base + ((k >>> shift) & MASK)]!++;
        dstRows[at] = srcRows[i]!;
        dstKeys[at] = k;
      }
      [srcRows, dstRows] = [dstRows, srcRows];
      [srcKeys, dstKeys] = [dstKeys, srcKeys];
    }
    return srcRows;
  }
  let srcKeys = new Float64Array(n);
  for (let i = 0; i < n; i++) srcKeys[i] = key[rows[i]!]!;
  for (let i = 0; i < n; i++) {
    const k = srcKeys[i]!;
    for (let p = 0; p < passes; p++) counts[p * RADIX + (Math.floor(k / 2 ** (p * DIGIT)) & MASK)]!++;
  }
  let dstKeys = new Float64Array(n);
  for (let p = 0; p < passes; p++) {
    toOffsets(p);
    const div = 2 ** (p * DIGIT);
    const base = p * RADIX;
    for (let i = 0; i < n; i++) {
      const k = srcKeys[i]!;
      const at = counts[base + (Math.floor(k / div) & MASK)]!++;
      dstRows[at] = srcRows[i]!;
      dstKeys[at] = k;
    }
    [srcRows, dstRows] = [dstRows, srcRows];
    [srcKeys, dstKeys] = [dstKeys, srcKeys];
  }
  return srcRows;
}

/**
 * Per-node row lists in one buffer: each node's list is a view (`subarray`) of it, filled in
 * order through `cursor` (one write per row and node, no per-node arrays to look up).
 */
function nodeLists(counts: Int32Array): { buffer: Int32Array; cursor: Int32Array; lists: () => Int32Array[] } {
  const start = new Int32Array(counts.length + 1);
  for (let k = 0; k < counts.length; k++) start[k + 1] = start[k]! + counts[k]!;
  const buffer = new Int32Array(start[counts.length]!);
  return {
    buffer,
    cursor: start.slice(0, counts.length),
    lists: () => Array.from(counts, (_, k) => buffer.subarray(start[k], start[k + 1])),
  };
}

/** Rows with `first[r] === 1` first, each part in the order of `rows` (a stable partition). */
function stablePartition(rows: Int32Array, first: Uint8Array, value: number): Int32Array {
  const out = new Int32Array(rows.length);
  let at = 0;
  for (let i = 0; i < rows.length; i++) if (first[rows[i]!] === value) out[at++] = rows[i]!;
  for (let i = 0; i < rows.length; i++) if (first[rows[i]!] !== value) out[at++] = rows[i]!;
  return out;
}

const bitsFor = (max: number) => Math.max(1, Math.ceil(Math.log2(max + 1)));

/**
 * The order of rows for each listing sort (used for searches and owner listings alike), built with
 * stable radix passes on the typed columns (no comparator calls):
 * - newest: age, then the higher id first;
 * - featured: featured first, then newest (no list of its own: `listPlan`);
 * - price_asc / price_desc: hidden prices last either way, then the price per year (so rents of
 *   any period line up), then newest.
 */
function listingOrders(t: ListingTable): Record<ListedSort, Int32Array> {
  const n = t.count;
  const { age, yearly, hidden } = t;
  // Ties on age go to the higher id: start from the rows in decreasing id (generation) order.
  const byIdDesc = t.rowByGen.slice().reverse();
  let maxAge = 0;
  for (let r = 0; r < n; r++) if (age[r]! > maxAge) maxAge = age[r]!;
  const newest = radixSort(byIdDesc, age, bitsFor(maxAge), false);

  let maxPrice = 0;
  let wholeNumbers = true;
  for (let r = 0; r < n; r++) {
    const y = yearly[r]!;
    if (y > maxPrice) maxPrice = y;
    if (!Number.isSafeInteger(y) || y < 0) wholeNumbers = false;
  }
  // Prices are whole dirhams; should that ever change, sort with a comparator (slower, same order).
  const byPrice = (descending: boolean) =>
    wholeNumbers
      ? radixSort(newest, yearly, bitsFor(maxPrice), descending)
      : Int32Array.from(newest).sort((a, b) => (descending ? yearly[b]! - yearly[a]! : yearly[a]! - yearly[b]!));
  return {
    newest,
    price_asc: stablePartition(byPrice(false), hidden, 0),
    price_desc: stablePartition(byPrice(true), hidden, 0),
  };
}

export function buildIndexes(locations: Locations, t: ListingTable, people: People, projects: Project[]): Indexes {
  const nodeCount = locations.nodes.length;
  const chains = locations.nodes.map((n) => Int32Array.from(locations.chain(n.index)));
  const agentsN = people.agents.length;
  const brokersN = people.brokers.length;

  // Sizes first, so each list is one exact typed array.
  const counts = Array.from({ length: 4 }, () => new Int32Array(nodeCount));
  const perNode = new Int32Array(nodeCount);
  const bedMask = new Uint16Array(nodeCount * TREND_TYPE_COUNT);
  const agentIn = new Uint8Array(nodeCount * agentsN);
  const brokerIn = new Uint8Array(nodeCount * brokersN);
  const brokerRows = new Int32Array(brokersN);
  const agentRows = new Int32Array(agentsN);
  // Trend type index by (category, type index): typed lookups in the loop below.
  const resTrend = Int32Array.from(RES_TYPES, trendTypeIndex);
  const comTrend = Int32Array.from(COM_TYPES, trendTypeIndex);
  for (let r = 0; r < t.count; r++) {
    const cat = t.cat[r]!;
    const chain = chains[t.loc[r]!]!;
    const ti = (isCommercialCategory(cat) ? comTrend : resTrend)[t.type[r]!]!;
    const bit = 1 << Math.max(0, t.beds[r]!);
    const agent = t.agent[r]!;
    const broker = t.broker[r]!;
    for (let k = 0; k < chain.length; k++) {
      const node = chain[k]!;
      counts[cat]![node]!++;
      perNode[node]!++;
      bedMask[node * TREND_TYPE_COUNT + ti]! |= bit;
      agentIn[node * agentsN + agent] = 1;
      brokerIn[node * brokersN + broker] = 1;
    }
    brokerRows[broker]!++;
    agentRows[agent]!++;
  }

  const orders = listingOrders(t);
  // One packed word per row (agent, location, category), so the fill loops below make one random
  // read per row instead of four; the broker comes from the agent.
  if (agentsN >= 1 << 12 || nodeCount >= 1 << 10) throw new Error('too many agents or locations to pack');
  const packed = new Int32Array(t.count);
  for (let r = 0; r < t.count; r++) packed[r] = (t.agent[r]! << 12) | (t.loc[r]! << 2) | t.cat[r]!;
  const brokerOf = Int32Array.from(people.agents, (a) => a.broker);
  const catTotals = new Int32Array(4);
  for (let r = 0; r < t.count; r++) catTotals[t.cat[r]!]!++;
  const search = {} as Indexes['search'];
  const catOrder = {} as Indexes['catOrder'];
  const rank = {} as Indexes['rank'];
  const byBroker = {} as Indexes['byBroker'];
  const byAgent = {} as Indexes['byAgent'];
  for (const sort of LISTED_SORTS) {
    const perCat = counts.map(nodeLists);
    const buffers = perCat.map((l) => l.buffer);
    const cursors = perCat.map((l) => l.cursor);
    const brokerLists = nodeLists(brokerRows);
    const agentLists = nodeLists(agentRows);
    const { buffer: brokerBuf, cursor: bCur } = brokerLists;
    const { buffer: agentBuf, cursor: aCur } = agentLists;
    const order = orders[sort];
    const catRows = Array.from(catTotals, (total) => new Int32Array(total));
    const catFill = new Int32Array(4);
    const ranks = new Int32Array(t.count);
    for (let i = 0; i < order.length; i++) {
      const r = order[i]!;
      const word = packed[r]!;
      const cat = word & 3;
      const chain = chains[(word >>> 2) & 1023]!;
      const buf = buffers[cat]!;
      const cur = cursors[cat]!;
      for (let k = 0; k < chain.length; k++) buf[cur[chain[k]!]!++] = r;
      const a = word >>> 12;
      brokerBuf[bCur[brokerOf[a]!]!++] = r;
      agentBuf[aCur[a]!++] = r;
      const rank = catFill[cat]!++;
      ranks[r] = rank;
      catRows[cat]![rank] = r;
    }
    const lists = perCat.map((l) => l.lists());
    const brokers = brokerLists.lists();
    const agents = agentLists.lists();
    search[sort] = lists;
    catOrder[sort] = catRows;
    rank[sort] = ranks;
    byBroker[sort] = brokers;
    byAgent[sort] = agents;
  }

  const agentIdx = Int32Array.from(people.agents, (a) => a.index);
  const brokerIdx = Int32Array.from(people.brokers, (b) => b.index);
  const A = people.agents;
  const B = people.brokers;
  const agentOrder = {
    most_sales: agentIdx.slice().sort((a, b) => A[b]!.sales - A[a]!.sales || A[a]!.id - A[b]!.id),
    most_rentals: agentIdx.slice().sort((a, b) => A[b]!.rentals - A[a]!.rentals || A[a]!.id - A[b]!.id),
    // Super agents first, then the busiest.
    featured: agentIdx
      .slice()
      .sort(
        (a, b) =>
          Number(A[b]!.superAgent) - Number(A[a]!.superAgent) ||
          A[b]!.sales + A[b]!.rentals - (A[a]!.sales + A[a]!.rentals) ||
          A[a]!.id - A[b]!.id,
      ),
  };
  const brokerOrder = {
    featured: brokerIdx.slice().sort((a, b) => Number(B[b]!.featured) - Number(B[a]!.featured) || B[a]!.rank - B[b]!.rank),
    most_properties: brokerIdx.slice().sort((a, b) => B[b]!.totalProperties - B[a]!.totalProperties || B[a]!.id - B[b]!.id),
    most_agents: brokerIdx
      .slice()
      .sort((a, b) => B[b]!.agents.length - B[a]!.agents.length || B[b]!.totalProperties - B[a]!.totalProperties || B[a]!.id - B[b]!.id),
  };
  const P = projects;
  const pIdx = Int32Array.from(P, (p) => p.index);
  const projectOrder = {
    featured: pIdx.slice().sort((a, b) => Number(P[b]!.featured) - Number(P[a]!.featured) || P[a]!.rank - P[b]!.rank),
    newest: pIdx.slice().sort((a, b) => P[b]!.salesStartDate - P[a]!.salesStartDate || a - b),
    price_asc: pIdx.slice().sort((a, b) => P[a]!.effectivePrice - P[b]!.effectivePrice || a - b),
    price_desc: pIdx.slice().sort((a, b) => P[b]!.effectivePrice - P[a]!.effectivePrice || a - b),
    delivery_earliest: pIdx.slice().sort((a, b) => P[a]!.deliveryDate - P[b]!.deliveryDate || a - b),
    delivery_latest: pIdx.slice().sort((a, b) => P[b]!.deliveryDate - P[a]!.deliveryDate || a - b),
  };

  return {
    search,
    catOrder,
    rank,
    byBroker,
    byAgent,
    nodeCount: perNode,
    bedMask,
    agentIn,
    brokerIn,
    agentOrder,
    brokerOrder,
    projectOrder,
    ...listingFilterWords(t),
  };
}

export type TransactionSort = (typeof TRANSACTION_SORT)[number];

/** A transaction table's rows under some location nodes, in each sort order. */
export interface TransactionIndex {
  /** rows[sort].get(node): rows under the node (whole subtree), in that order; only nodes indexed. */
  rows: Record<TransactionSort, Map<number, Int32Array>>;
  /** One word per row for the filters: days back (bits 0-8), type (9-11), bedrooms (12-14). */
  filter: Uint16Array;
}

export const TX_FILTER = { daysMask: 0x1ff, typeShift: 9, typeMask: 0x7, bedsShift: 12, bedsMask: 0x7 } as const;

/**
 * Orders (stable radix passes, as for listings):
 * - newest: the latest date first, then the id (its first two 32-bit words; two ids sharing 64
 *   bits are not expected);
 * - oldest: newest reversed;
 * - high_price / low_price: by price, then newest.
 * Lists are made for the `indexed` nodes only (a community's own nodes, or an emirate): one list
 * per node of the whole hierarchy would cost an object per node for each community's table.
 */
export function buildTransactionIndex(locations: Locations, t: TransactionTable, indexed: readonly number[]): TransactionIndex {
  const n = t.count;
  const identity = new Int32Array(n);
  for (let i = 0; i < n; i++) identity[i] = i;
  const w0 = new Float64Array(n);
  const w1 = new Float64Array(n);
  for (let r = 0; r < n; r++) {
    w0[r] = t.idWords[r * 4]!;
    w1[r] = t.idWords[r * 4 + 1]!;
  }
  let maxDays = 0;
  let maxPrice = 0;
  let wholeNumbers = true;
  for (let r = 0; r < n; r++) {
    if (t.daysBack[r]! > maxDays) maxDays = t.daysBack[r]!;
    const p = t.price[r]!;
    if (p > maxPrice) maxPrice = p;
    if (!Number.isSafeInteger(p) || p < 0) wholeNumbers = false;
  }
  const newest = radixSort(radixSort(radixSort(identity, w1, 32, false), w0, 32, false), t.daysBack, bitsFor(maxDays), false);
  const byPrice = (descending: boolean) =>
    wholeNumbers
      ? radixSort(newest, t.price, bitsFor(maxPrice), descending)
      : Int32Array.from(newest).sort((a, b) => (descending ? t.price[b]! - t.price[a]! : t.price[a]! - t.price[b]!));
  const orders: Record<TransactionSort, Int32Array> = {
    newest,
    oldest: newest.slice().reverse(),
    high_price: byPrice(true),
    low_price: byPrice(false),
  };

  // slotsOf(leaf): the positions, in `indexed`, of the leaf and its ancestors that are indexed.
  const slotOf = new Map(indexed.map((node, k) => [node, k]));
  const slotChains = new Map<number, Int32Array>();
  const slotsOf = (leaf: number): Int32Array => {
    let slots = slotChains.get(leaf);
    if (!slots) {
      slots = Int32Array.from(locations.chain(leaf).flatMap((node) => (slotOf.has(node) ? [slotOf.get(node)!] : [])));
      slotChains.set(leaf, slots);
    }
    return slots;
  };
  const counts = new Int32Array(indexed.length);
  for (let r = 0; r < n; r++) for (const k of slotsOf(t.loc[r]!)) counts[k]!++;
  const rows = {} as TransactionIndex['rows'];
  for (const sort of TRANSACTION_SORT) {
    const { buffer, cursor, lists } = nodeLists(counts);
    const order = orders[sort];
    for (let i = 0; i < n; i++) {
      const r = order[i]!;
      const slots = slotsOf(t.loc[r]!);
      for (let k = 0; k < slots.length; k++) buffer[cursor[slots[k]!]!++] = r;
    }
    const byNode = lists();
    rows[sort] = new Map(indexed.map((node, k) => [node, byNode[k]!]));
  }
  const filter = new Uint16Array(n);
  for (let r = 0; r < n; r++) {
    filter[r] = t.daysBack[r]! | (t.type[r]! << TX_FILTER.typeShift) | (Math.min(7, t.beds[r]!) << TX_FILTER.bedsShift);
  }
  return { rows, filter };
}
