/**
 * Indexes over the dataset, built once at start-up. Searches never scan all listings: they walk a
 * pre-sorted list of the rows under one location node and one category (every node holds the rows
 * of its whole subtree), filter, and stop as soon as the page is full.
 */
import {
  AGENT_SORT, BROKER_SORT, COM_TYPES, NEW_PROJECT_SORT, RES_TYPES, SORT_A, TREND_PROPERTY_TYPES,
} from '../../src/contract/index.ts';
import type { Locations } from './dataset/locations.ts';
import type { ListingTable } from './dataset/listings.ts';
import type { People } from './dataset/people.ts';
import type { Project } from './dataset/projects.ts';

export type SortA = (typeof SORT_A)[number];

export interface Indexes {
  /** rows[sort][category][node]: listing rows under the node, in that sort order. */
  search: Record<SortA, Int32Array[][]>;
  /** Every row of a brokerage / an agent, in each sort order. */
  byBroker: Record<SortA, Int32Array[]>;
  byAgent: Record<SortA, Int32Array[]>;
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
}

export const TREND_TYPE_COUNT = TREND_PROPERTY_TYPES.length;
export const trendTypeIndex = (type: string) => (TREND_PROPERTY_TYPES as readonly string[]).indexOf(type);

/**
 * Rows stably sorted by a whole-number key (LSD radix sort, 11 bits a pass): ties keep the order
 * of `rows`. Keys must be whole numbers in [0, 2^bits).
 */
function radixSort(rows: Int32Array, key: ArrayLike<number>, bits: number, descending: boolean): Int32Array {
  const DIGIT = 11;
  const MASK = (1 << DIGIT) - 1;
  let src = rows.slice();
  let dst = new Int32Array(rows.length);
  const count = new Int32Array(1 << DIGIT);
  for (let shift = 0; shift < bits; shift += DIGIT) {
    const div = 2 ** shift;
    count.fill(0);
    for (let i = 0; i < src.length; i++) count[Math.floor(key[src[i]!]! / div) & MASK]!++;
    // Start offsets, buckets in ascending or descending digit order.
    let at = 0;
    for (let k = 0; k <= MASK; k++) {
      const d = descending ? MASK - k : k;
      const c = count[d]!;
      count[d] = at;
      at += c;
    }
    for (let i = 0; i < src.length; i++) {
      const r = src[i]!;
      dst[count[Math.floor(key[r]! / div) & MASK]!++] = r;
    }
    [src, dst] = [dst, src];
  }
  return src;
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
 * - newest: age, then the higher id first (ids increase with the row, so: the higher row);
 * - featured: featured first, then newest;
 * - price_asc / price_desc: hidden prices last either way, then the price per year (so rents of
 *   any period line up), then newest.
 */
function listingOrders(t: ListingTable): Record<SortA, Int32Array> {
  const n = t.count;
  const { age, featured, yearly, hidden } = t;
  const byRowDesc = new Int32Array(n);
  for (let i = 0; i < n; i++) byRowDesc[i] = n - 1 - i;
  let maxAge = 0;
  for (let r = 0; r < n; r++) if (age[r]! > maxAge) maxAge = age[r]!;
  const newest = radixSort(byRowDesc, age, bitsFor(maxAge), false);

  let maxPrice = 0;
  let wholeNumbers = true;
  for (let r = 0; r < n; r++) {
    const y = yearly[r]!;
    if (y > maxPrice) maxPrice = y;
    if (!Number.isSafeInteger(y) || y < 0) wholeNumbers = false;
  }
  // Prices are whole dirhams; should that ever change, sort with a comparator (slower, same order).
  const byPrice = (descending: boolean) => wholeNumbers
    ? radixSort(newest, yearly, bitsFor(maxPrice), descending)
    : Int32Array.from(newest).sort((a, b) => (descending ? yearly[b]! - yearly[a]! : yearly[a]! - yearly[b]!));
  return {
    newest,
    featured: stablePartition(newest, featured, 1),
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
    const ti = (cat >= 2 ? comTrend : resTrend)[t.type[r]!]!;
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
  const search = {} as Indexes['search'];
  const byBroker = {} as Indexes['byBroker'];
  const byAgent = {} as Indexes['byAgent'];
  for (const sort of SORT_A) {
    const lists = counts.map((c) => Array.from(c, (n) => new Int32Array(n)));
    const fill = counts.map(() => new Int32Array(nodeCount));
    const brokers = Array.from(brokerRows, (n) => new Int32Array(n));
    const agents = Array.from(agentRows, (n) => new Int32Array(n));
    const bFill = new Int32Array(brokersN);
    const aFill = new Int32Array(agentsN);
    const order = orders[sort];
    for (let i = 0; i < order.length; i++) {
      const r = order[i]!;
      const word = packed[r]!;
      const cat = word & 3;
      const chain = chains[(word >>> 2) & 1023]!;
      const catLists = lists[cat]!;
      const catFill = fill[cat]!;
      for (let k = 0; k < chain.length; k++) {
        const node = chain[k]!;
        catLists[node]![catFill[node]!++] = r;
      }
      const a = word >>> 12;
      const b = brokerOf[a]!;
      brokers[b]![bFill[b]!++] = r;
      agents[a]![aFill[a]!++] = r;
    }
    search[sort] = lists;
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
    featured: agentIdx.slice().sort((a, b) => Number(A[b]!.superAgent) - Number(A[a]!.superAgent)
      || (A[b]!.sales + A[b]!.rentals) - (A[a]!.sales + A[a]!.rentals) || A[a]!.id - A[b]!.id),
  };
  const brokerOrder = {
    featured: brokerIdx.slice().sort((a, b) => Number(B[b]!.featured) - Number(B[a]!.featured) || B[a]!.rank - B[b]!.rank),
    most_properties: brokerIdx.slice().sort((a, b) => B[b]!.totalProperties - B[a]!.totalProperties || B[a]!.id - B[b]!.id),
    most_agents: brokerIdx.slice().sort((a, b) => B[b]!.agents.length - B[a]!.agents.length || B[b]!.totalProperties - B[a]!.totalProperties || B[a]!.id - B[b]!.id),
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

  return { search, byBroker, byAgent, nodeCount: perNode, bedMask, agentIn, brokerIn, agentOrder, brokerOrder, projectOrder };
}
