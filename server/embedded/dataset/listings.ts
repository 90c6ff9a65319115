/**
 * Listings as a column table (typed arrays): a million rows generate and index in a few seconds,
 * and filters run over contiguous memory. Wire records are shaped on demand (records.ts).
 *
 * Generation runs on typed keys: every per-type, per-node and per-(emirate, category) choice is
 * looked up by number in tables built once, not recomputed from strings or closures per row. The
 * random stream is consumed in exactly the order it always was, so a seed gives the same records.
 */
import {
  AMENITIES,
  CATEGORY,
  COM_TYPES,
  FURNISHING,
  PERIODS_PER_YEAR,
  PRICE_PERIODS,
  RES_TYPES,
  type Amenity,
  type RentFrequency,
} from '../../../src/contract/index.ts';
import { Rng, WeightedTable } from '../random.ts';
import { placeOnLand } from './land.ts';
import type { Locations } from './locations.ts';
import type { People } from './people.ts';
import { priceAt, timelineOf, withdrawnAt } from './listing-time.ts';
import { PERIOD_PREMIUM, roundPrice, salePsf, yieldOf } from './pricing.ts';

/** Category indexes follow the contract's CATEGORY order. */
export const CAT_RES_SALE = CATEGORY.indexOf('residential_sale');
export const CAT_RES_RENT = CATEGORY.indexOf('residential_rent');
export const CAT_COM_SALE = CATEGORY.indexOf('commercial_sale');
export const CAT_COM_RENT = CATEGORY.indexOf('commercial_rent');
export const isRentCategory = (cat: number) => cat === CAT_RES_RENT || cat === CAT_COM_RENT;
export const isCommercialCategory = (cat: number) => cat === CAT_COM_SALE || cat === CAT_COM_RENT;

/** `price.period` codes: positions in the contract's PRICE_PERIODS (0 = sell). */
export const PERIOD_CODE = Object.fromEntries(
  PRICE_PERIODS.filter((p): p is RentFrequency => p !== 'sell').map((p) => [p, PRICE_PERIODS.indexOf(p)]),
) as Record<RentFrequency, number>;
/** How many of each period make a year, by period code (a sale counts once). */
const PER_YEAR = PRICE_PERIODS.map((p) => (p === 'sell' ? 1 : PERIODS_PER_YEAR[p]));

/** `furnishing` codes: positions in the contract's FURNISHING. */
export const furnishingCode = (f: string) => (FURNISHING as readonly string[]).indexOf(f);

export const amenityBit = (a: string) => 1 << AMENITIES.indexOf(a as Amenity);

export interface ListingTable {
  count: number;
  /** Portal listing id (8 digits), increasing in generation order (not with the row: see `arrange`). */
  id: Int32Array;
  cat: Uint8Array;
  /** Location node index (a leaf, or a community). */
  loc: Int32Array;
  /** Index into RES_TYPES (residential) or COM_TYPES (commercial). */
  type: Uint8Array;
  /** 0 = studio .. 7 = 7+; -1 = none (commercial). */
  beds: Int8Array;
  /** 1 .. 8 (7 and up read "7+"); -1 = none. */
  baths: Int8Array;
  sizeSqft: Int32Array;
  /** Price in the listing's own period. */
  price: Float64Array;
  /** Price per year (sales: the price), for sorting across periods. */
  yearly: Float64Array;
  period: Uint8Array;
  hidden: Uint8Array;
  /** 0 ready, 1 off-plan. */
  offPlan: Uint8Array;
  furnishing: Uint8Array;
  amenities: Uint16Array;
  agent: Int32Array;
  broker: Int32Array;
  /** Seconds before asOf the listing went live (smaller = newer). */
  age: Int32Array;
  featured: Uint8Array;
  images: Uint8Array;
  /** The random offset of the listing from its location (degrees), as drawn. */
  dLat: Float64Array;
  dLon: Float64Array;
  /**
   * The listing's coordinates: its location plus the offset, kept on land (land.ts). Computed on
   * demand (a page needs 25, start-up would need a million).
   */
  coordinates(row: number): [lat: number, lon: number];
  /** Row of a listing id. */
  rowById: { get(id: number): number | undefined };
  /** Rows in generation order (so in increasing id order). */
  rowByGen: Int32Array;
  /**
   * Rows are stored by category, then location depth first (`arrange`): the rows of a category
   * under a node are one range, `rangeStart[cat * (nodes + 1) + dfsIn[node]]` up to the same at
   * `dfsOut[node]`.
   */
  rangeStart: Int32Array;
  dfsIn: Int32Array;
  dfsOut: Int32Array;
}

/** The table's columns, one value per listing in generation order. */
const COLUMNS = [
  'id',
  'cat',
  'loc',
  'type',
  'beds',
  'baths',
  'sizeSqft',
  'price',
  'yearly',
  'period',
  'hidden',
  'offPlan',
  'furnishing',
  'amenities',
  'agent',
  'broker',
  'age',
  'featured',
  'images',
  'dLat',
  'dLon',
] as const satisfies ReadonlyArray<keyof ListingTable>;

/** The generated table without the listings not listed at the clock (`listed[g]` 0). */
function liveOnly(t: ListingTable, listed: Uint8Array): ListingTable {
  const live = (_: number, g: number) => listed[g] === 1;
  const out: ListingTable = { ...t };
  for (const column of COLUMNS) Object.assign(out, { [column]: t[column].filter(live) });
  out.count = out.id.length;
  return out;
}

/**
 * Store rows by (category, depth-first position of the location), generation order within, so
 * that each (category, location subtree) is one contiguous range: a search can then scan exactly
 * the rows it may return, in memory order. Ids stay with their listings.
 */
function arrange(t: ListingTable, locations: Locations): ListingTable {
  const n = t.count;
  const nodes = locations.nodes;
  const dfsIn = new Int32Array(nodes.length);
  const dfsOut = new Int32Array(nodes.length);
  let at = 0;
  const visit = (node: number) => {
    dfsIn[node] = at++;
    for (const c of nodes[node]!.children) visit(c);
    dfsOut[node] = at;
  };
  for (const e of locations.emirates) visit(e);
  const slots = nodes.length + 1; // dfs positions 0..nodes.length, per category
  const rangeStart = new Int32Array(4 * slots + 1);
  for (let r = 0; r < n; r++) rangeStart[t.cat[r]! * slots + dfsIn[t.loc[r]!]! + 1]!++;
  for (let k = 1; k < rangeStart.length; k++) rangeStart[k]! += rangeStart[k - 1]!;
  const next = rangeStart.slice();
  const rowByGen = new Int32Array(n);
  for (let g = 0; g < n; g++) rowByGen[g] = next[t.cat[g]! * slots + dfsIn[t.loc[g]!]!]!++;
  // One function per element type, so each stays monomorphic (one generic one was 0.5 s at 1M).
  const i32 = (col: Int32Array) => {
    const out = new Int32Array(n);
    for (let g = 0; g < n; g++) out[rowByGen[g]!] = col[g]!;
    return out;
  };
  const u8 = (col: Uint8Array) => {
    const out = new Uint8Array(n);
    for (let g = 0; g < n; g++) out[rowByGen[g]!] = col[g]!;
    return out;
  };
  const i8 = (col: Int8Array) => {
    const out = new Int8Array(n);
    for (let g = 0; g < n; g++) out[rowByGen[g]!] = col[g]!;
    return out;
  };
  const u16 = (col: Uint16Array) => {
    const out = new Uint16Array(n);
    for (let g = 0; g < n; g++) out[rowByGen[g]!] = col[g]!;
    return out;
  };
  const f64 = (col: Float64Array) => {
    const out = new Float64Array(n);
    for (let g = 0; g < n; g++) out[rowByGen[g]!] = col[g]!;
    return out;
  };
  const genIds = t.id;
  const loc = i32(t.loc);
  const dLat = f64(t.dLat);
  const dLon = f64(t.dLon);
  return {
    count: n,
    id: i32(t.id),
    cat: u8(t.cat),
    loc,
    type: u8(t.type),
    beds: i8(t.beds),
    baths: i8(t.baths),
    sizeSqft: i32(t.sizeSqft),
    price: f64(t.price),
    yearly: f64(t.yearly),
    period: u8(t.period),
    hidden: u8(t.hidden),
    offPlan: u8(t.offPlan),
    furnishing: u8(t.furnishing),
    amenities: u16(t.amenities),
    agent: i32(t.agent),
    broker: i32(t.broker),
    age: i32(t.age),
    featured: u8(t.featured),
    images: u8(t.images),
    dLat,
    dLon,
    coordinates: (row) => {
      const node = nodes[loc[row]!]!;
      return placeOnLand(node.lat, node.lon, dLat[row]!, dLon[row]!);
    },
    rowById: {
      get(id) {
        // Ids increase in generation order: binary search there, then map to the row.
        let lo = 0;
        let hi = n - 1;
        while (lo <= hi) {
          const mid = (lo + hi) >>> 1;
          const v = genIds[mid]!;
          if (v === id) return rowByGen[mid];
          if (v < id) lo = mid + 1;
          else hi = mid - 1;
        }
        return undefined;
      },
    },
    rowByGen,
    rangeStart,
    dfsIn,
    dfsOut,
  };
}

type Weighted = ReadonlyArray<readonly [string, number]>;
const RES_TOWER: Weighted = [
  ['apartment', 78],
  ['penthouse', 4],
  ['duplex', 4],
  ['hotel-apartment', 5],
  ['full-floor', 1],
  ['half-floor', 1],
  ['whole-building', 0.7],
  ['bulk-rent-unit', 1.3],
  ['townhouse', 2],
];
const RES_VILLA: Weighted = [
  ['villa', 55],
  ['townhouse', 32],
  ['bungalow', 3],
  ['compound', 3],
  ['apartment', 5],
  ['duplex', 2],
];
const COM_TOWER: Weighted = [
  ['office-space', 40],
  ['retail', 12],
  ['shop', 10],
  ['show-room', 5],
  ['full-floor', 5],
  ['half-floor', 4],
  ['whole-building', 3],
  ['business-centre', 6],
  ['co-working-space', 5],
  ['bulk-rent-unit', 3],
  ['staff-accommodation', 2],
  ['labor-camp', 1],
  ['warehouse', 2],
  ['land', 2],
];
const COM_VILLA: Weighted = [
  ['villa', 30],
  ['land', 20],
  ['warehouse', 18],
  ['factory', 8],
  ['labor-camp', 6],
  ['staff-accommodation', 6],
  ['farm', 4],
  ['retail', 4],
  ['shop', 4],
];

const table = (w: Weighted, set: readonly string[]) =>
  new WeightedTable(
    w.map(([t]) => set.indexOf(t)),
    w.map(([, x]) => x),
  );

/** Bedroom distributions by type (index = bedrooms, 7 = 7+). */
export const BEDS_APT = [15, 35, 28, 15, 5, 1.5, 0.3, 0.2];
export const BEDS_VILLA = [0, 0, 5, 25, 32, 22, 10, 6];
export const BEDS_TOWNHOUSE = [0, 0, 15, 45, 30, 10, 0, 0];
const BEDS_PENTHOUSE = [0, 0, 15, 35, 30, 15, 4, 1];
const BEDS_BIG = [0, 0, 0, 0, 10, 15, 15, 60];
export const BED_IDX = [0, 1, 2, 3, 4, 5, 6, 7];

/** Size ranges (sqft) by bedrooms for apartments and villas. */
export const APT_SIZE: Array<[number, number]> = [
  [350, 550],
  [650, 950],
  [1000, 1500],
  [1500, 2200],
  [2300, 3500],
  [3500, 5000],
  [4500, 7000],
  [6000, 9000],
];
export const VILLA_SIZE: Array<[number, number]> = [
  [900, 1300],
  [1200, 1800],
  [1600, 2400],
  [2500, 3500],
  [3200, 5000],
  [4500, 7000],
  [6000, 10000],
  [8000, 20000],
];
const COM_SIZE: Record<string, [number, number]> = {
  'office-space': [400, 8000],
  retail: [300, 4000],
  warehouse: [3000, 50000],
  shop: [200, 2500],
  villa: [3000, 9000],
  'show-room': [1500, 10000],
  'full-floor': [6000, 20000],
  'half-floor': [3000, 10000],
  'whole-building': [20000, 150000],
  land: [5000, 120000],
  'bulk-rent-unit': [5000, 40000],
  factory: [10000, 80000],
  'labor-camp': [10000, 60000],
  'staff-accommodation': [3000, 25000],
  'business-centre': [150, 1500],
  'co-working-space': [100, 3000],
  farm: [20000, 200000],
};

const WATERFRONT = /Marina|Palm|Beach|Island|Creek|Bluewaters|JBR|Corniche|Harbour|Bay|Aqah|Faseel/;

/** What generation needs to know about a (commercial, type index) pair, looked up by number. */
interface TypeSpec {
  name: string;
  /** Bedroom distribution (residential). */
  beds: WeightedTable<number> | null;
  /** Size ranges by bedrooms (residential). */
  sizes: Array<[number, number]>;
  /** Whole buildings and bulk units: size x 6..20; floors and compounds: x 2..5. */
  bulk: boolean;
  floors: boolean;
  /** Commercial: log size range, and how baths are drawn. */
  logLo: number;
  logHi: number;
  noBaths: boolean;
  maxBaths: number;
  isVilla: boolean;
  isPenthouse: boolean;
}

function typeSpecs(
  commercial: boolean,
  beds: Record<'apt' | 'villa' | 'townhouse' | 'penthouse' | 'big', WeightedTable<number>>,
): TypeSpec[] {
  const names: readonly string[] = commercial ? COM_TYPES : RES_TYPES;
  return names.map((type) => {
    const [lo, hi] = COM_SIZE[type] ?? [500, 5000];
    return {
      name: type,
      beds: commercial
        ? null
        : type === 'villa' || type === 'bungalow'
          ? beds.villa
          : type === 'townhouse'
            ? beds.townhouse
            : type === 'penthouse' || type === 'duplex'
              ? beds.penthouse
              : type === 'compound' ||
                  type === 'whole-building' ||
                  type === 'full-floor' ||
                  type === 'half-floor' ||
                  type === 'bulk-rent-unit'
                ? beds.big
                : beds.apt,
      sizes: type === 'villa' || type === 'bungalow' || type === 'townhouse' || type === 'compound' ? VILLA_SIZE : APT_SIZE,
      bulk: type === 'whole-building' || type === 'bulk-rent-unit',
      floors: type === 'full-floor' || type === 'half-floor' || type === 'compound',
      logLo: Math.log(lo),
      logHi: Math.log(hi),
      noBaths: type === 'land' || type === 'farm',
      maxBaths: type === 'labor-camp' ? 8 : 4,
      isVilla: type === 'villa',
      isPenthouse: type === 'penthouse',
    };
  });
}

/** Weights of the small draws, as constant arrays (no allocation per row). */
const BATH_EXTRA = [0, 1, 2] as const;
const BATH_EXTRA_W = [20, 55, 25] as const;
const RES_RENT_PERIODS = [1, 2, 3, 4] as const;
const RES_RENT_PERIODS_W = [75, 18, 4, 3] as const;
const FURNISH = [0, 1, 2] as const;
const FURNISH_COM_W = [10, 80, 10] as const;
const FURNISH_RENT_W = [40, 45, 15] as const;
const FURNISH_SALE_W = [20, 70, 10] as const;
/** Listings went live within the year before asOf (their `age`). */
export const SECONDS_PER_YEAR = 365 * 86400;
const AGE_SCALE = 35 * 86400;

/**
 * `count` listings drawn from the seed; those that go live within `notLiveYet` seconds of asOf, or
 * are withdrawn at that moment, are drawn too (every other listing stays the same) and then left
 * out, counts included; prices are as they stood then (listing-time.ts).
 */
export function buildListings(seed: number, count: number, locations: Locations, people: People, notLiveYet = 0): ListingTable {
  const rng = Rng.derive(seed, 'listings', count);
  const id = new Int32Array(count);
  const t: ListingTable = {
    count,
    id,
    cat: new Uint8Array(count),
    loc: new Int32Array(count),
    type: new Uint8Array(count),
    beds: new Int8Array(count),
    baths: new Int8Array(count),
    sizeSqft: new Int32Array(count),
    price: new Float64Array(count),
    yearly: new Float64Array(count),
    period: new Uint8Array(count),
    hidden: new Uint8Array(count),
    offPlan: new Uint8Array(count),
    furnishing: new Uint8Array(count),
    amenities: new Uint16Array(count),
    agent: new Int32Array(count),
    broker: new Int32Array(count),
    age: new Int32Array(count),
    featured: new Uint8Array(count),
    images: new Uint8Array(count),
    dLat: new Float64Array(count),
    dLon: new Float64Array(count),
    coordinates: () => [NaN, NaN],
    rowById: { get: () => undefined },
    rowByGen: new Int32Array(0),
    rangeStart: new Int32Array(0),
    dfsIn: new Int32Array(0),
    dfsOut: new Int32Array(0),
  };
  const { nodes } = locations;
  const communities = new WeightedTable(
    locations.communities,
    locations.communities.map((c) => nodes[c]!.ref!.weight),
  );
  // By node index: the leaf table of a community, whether a node's community is on the water.
  const leafTables: Array<WeightedTable<number> | undefined> = new Array<WeightedTable<number> | undefined>(nodes.length);
  for (const c of locations.communities) {
    const leaves = locations.leavesOf.get(c)!;
    leafTables[c] = new WeightedTable(
      leaves,
      leaves.map((l) => nodes[l]!.weight),
    );
  }
  const waterfront = Uint8Array.from(nodes, (n) => (n.ref && WATERFRONT.test(n.ref.name) ? 1 : 0));
  const categories = new WeightedTable([0, 1, 2, 3], [42, 40, 7, 11]);
  const types = {
    resTower: table(RES_TOWER, RES_TYPES),
    resVilla: table(RES_VILLA, RES_TYPES),
    comTower: table(COM_TOWER, COM_TYPES),
    comVilla: table(COM_VILLA, COM_TYPES),
  };
  const beds = {
    apt: new WeightedTable(BED_IDX, BEDS_APT),
    villa: new WeightedTable(BED_IDX, BEDS_VILLA),
    townhouse: new WeightedTable(BED_IDX, BEDS_TOWNHOUSE),
    penthouse: new WeightedTable(BED_IDX, BEDS_PENTHOUSE),
    big: new WeightedTable(BED_IDX, BEDS_BIG),
  };
  const resSpecs = typeSpecs(false, beds);
  const comSpecs = typeSpecs(true, beds);
  // Agents by (emirate node, category), weighted by activity; fallback: any agent of that category.
  const anyAgent: Array<WeightedTable<number>> = [];
  for (let cat = 0; cat < 4; cat++) {
    const list = people.agents.filter((a) => a.specialisations.includes(cat));
    const pool = list.length ? list : people.agents;
    anyAgent.push(
      new WeightedTable(
        pool.map((a) => a.index),
        pool.map((a) => a.activity),
      ),
    );
  }
  const agentTables: Array<WeightedTable<number>> = new Array<WeightedTable<number>>(nodes.length * 4);
  for (const e of locations.emirates) {
    for (let cat = 0; cat < 4; cat++) {
      const list = people.agents.filter((a) => people.brokers[a.broker]!.emirate === e && a.specialisations.includes(cat));
      agentTables[e * 4 + cat] = list.length
        ? new WeightedTable(
            list.map((a) => a.index),
            list.map((a) => a.activity),
          )
        : anyAgent[cat]!;
    }
  }
  const agentBroker = Int32Array.from(people.agents, (a) => a.broker);
  // Node fields the loop reads, as typed columns (the node objects are large; reading them per
  // row was a good part of the generation time).
  const nodeVillas = Uint8Array.from(nodes, (n) => (n.style === 'villas' ? 1 : 0));
  const nodeEmirate = Int32Array.from(nodes, (n) => n.emirate);
  const nodeSpread = Float64Array.from(nodes, (n) => (n.kind === 'community' ? 0.008 : 0.0006));
  // Sale AED/sqft at a node for (commercial, type, bedrooms), times the node's premium: computed
  // once per key (NaN = not yet).
  const PSF_TYPES = 32;
  const psfCache = new Float64Array(nodes.length * 2 * PSF_TYPES * 9).fill(NaN);
  const agentCount = new Int32Array(people.agents.length);
  const brokerCount = new Int32Array(people.brokers.length);

  let nextId = 16_000_000;
  for (let i = 0; i < count; i++) {
    nextId += rng.int(1, 60);
    id[i] = nextId;
    const cat = categories.pick(rng);
    const community = communities.pick(rng);
    const leaf = leafTables[community]!.pick(rng);
    const ref = nodes[community]!.ref!;
    const commercial = isCommercialCategory(cat);
    const rent = isRentCategory(cat);
    t.cat[i] = cat;
    t.loc[i] = leaf;

    const villaStyle = nodeVillas[leaf] === 1;
    const typeIdx = commercial
      ? (villaStyle ? types.comVilla : types.comTower).pick(rng)
      : (villaStyle ? types.resVilla : types.resTower).pick(rng);
    t.type[i] = typeIdx;
    const spec = (commercial ? comSpecs : resSpecs)[typeIdx]!;

    let b = -1;
    let size: number;
    if (!commercial) {
      b = spec.beds!.pick(rng);
      const [lo, hi] = spec.sizes[b]!;
      size = rng.int(lo, hi);
      if (spec.bulk) size *= rng.int(6, 20);
      if (spec.floors) size *= rng.int(2, 5);
      t.baths[i] = Math.min(8, b === 0 ? 1 : b + rng.weighted(BATH_EXTRA, BATH_EXTRA_W));
      // A whole building or a bulk lot holds many homes: its size stands (drawn as before, so the
      // random stream and every other listing stay the same), but it has no one bedroom or bathroom
      // count. The service says "none"; a building read "7+ beds" at AED 180M among the flats.
      if (spec.bulk) {
        b = -1;
        t.baths[i] = -1;
      }
    } else {
      size = Math.round(Math.exp(rng.range(spec.logLo, spec.logHi)));
      t.baths[i] = rng.chance(0.35) || spec.noBaths ? -1 : rng.int(1, spec.maxBaths);
    }
    t.beds[i] = b;
    t.sizeSqft[i] = size;

    const psfKey = ((leaf * 2 + (commercial ? 1 : 0)) * PSF_TYPES + typeIdx) * 9 + (b + 1);
    let level = psfCache[psfKey]!;
    if (Number.isNaN(level)) psfCache[psfKey] = level = salePsf(ref, spec.name, commercial, b) * nodes[leaf]!.premium;
    const psf = level * (0.86 + rng.next() * 0.32);
    const sale = size * psf;
    if (!rent) {
      t.price[i] = roundPrice(sale);
      t.yearly[i] = t.price[i]!;
      t.period[i] = 0;
    } else {
      // Residential rents: mostly yearly, some monthly, a few weekly/daily; commercial: yearly or monthly.
      const period = commercial ? (rng.chance(0.5) ? 1 : 2) : rng.weighted(RES_RENT_PERIODS, RES_RENT_PERIODS_W);
      const yearlyRent = sale * yieldOf(ref, commercial) * (0.9 + rng.next() * 0.2);
      const value = roundPrice((yearlyRent * PERIOD_PREMIUM[PRICE_PERIODS[period]]) / PER_YEAR[period]!);
      t.price[i] = value;
      t.yearly[i] = value * PER_YEAR[period]!;
      t.period[i] = period;
    }
    t.hidden[i] = rng.chance(rent ? 0.005 : 0.02) ? 1 : 0;
    t.offPlan[i] = !rent && rng.chance(ref.offPlan ?? 0.08) ? 1 : 0;
    t.furnishing[i] = rng.weighted(FURNISH, commercial ? FURNISH_COM_W : rent ? FURNISH_RENT_W : FURNISH_SALE_W);
    t.amenities[i] = commercial
      ? commercialAmenities(rng, waterfront[leaf] === 1)
      : residentialAmenities(rng, villaStyle, b, waterfront[leaf] === 1, spec);

    const agent = agentTables[nodeEmirate[leaf]! * 4 + cat]!.pick(rng);
    t.agent[i] = agent;
    const broker = agentBroker[agent]!;
    t.broker[i] = broker;
    // Ages: most listings are fresh, a long tail up to a year.
    t.age[i] = Math.min(SECONDS_PER_YEAR - 1, Math.floor(-Math.log(1 - rng.next() * 0.999) * AGE_SCALE));
    t.featured[i] = rng.chance(0.09) ? 1 : 0;
    t.images[i] = rng.int(1, 6);
    const spread = nodeSpread[leaf]!;
    // Around the node, on land (a point at sea is pulled back toward the node: `coordinates`).
    t.dLat[i] = rng.range(-spread, spread);
    t.dLon[i] = rng.range(-spread, spread);
  }
  // The clock (listing-time.ts): after generation, so the random stream is drawn as it always was.
  const listed = notLiveYet > 0 ? atClock(seed, t, notLiveYet) : null;
  for (let i = 0; i < count; i++) {
    if (listed && listed[i] === 0) continue;
    agentCount[t.agent[i]!]!++;
    brokerCount[t.broker[i]!]!++;
  }
  for (const a of people.agents) a.totalProperties += agentCount[a.index]!;
  for (const b of people.brokers) b.totalProperties += brokerCount[b.index]!;
  return arrange(listed ? liveOnly(t, listed) : t, locations);
}

/**
 * The table as it stood `clock` seconds before asOf: prices before the changes still to come
 * (rounded as listed prices are), in place; returns which listings were listed then (live, and
 * not withdrawn at that moment).
 */
function atClock(seed: number, t: ListingTable, clock: number): Uint8Array {
  const listed = new Uint8Array(t.count);
  for (let i = 0; i < t.count; i++) {
    if (t.age[i]! < clock) continue;
    const timeline = timelineOf(seed, t.id[i]!, t.age[i]!);
    if (withdrawnAt(timeline, clock)) continue;
    listed[i] = 1;
    if (!timeline.changes.length) continue;
    const then = roundPrice(priceAt(timeline, t.price[i]!, clock));
    t.yearly[i] = (t.yearly[i]! * then) / t.price[i]!;
    t.price[i] = then;
  }
  return listed;
}

/** Amenity bits by name, computed once. */
const BIT = Object.fromEntries(AMENITIES.map((a, i) => [a, 1 << i])) as Record<Amenity, number>;

/**
 * One draw per amenity, in a fixed order (the order is part of the random stream: do not reorder).
 * A draw below the chance sets the bit.
 */
function commercialAmenities(rng: Rng, waterfront: boolean): number {
  let m = 0;
  if (rng.next() < 0.85) m |= BIT.central_ac;
  if (rng.next() < 0.6) m |= BIT.covered_parking;
  if (rng.next() < 0.7) m |= BIT.security;
  if (rng.next() < 0.1) m |= BIT.shared_gym;
  if (rng.next() < 0.15) m |= BIT.concierge;
  if (rng.next() < (waterfront ? 0.2 : 0.03)) m |= BIT.view_of_water;
  if (rng.next() < 0.08) m |= BIT.view_of_landmark;
  return m;
}

function residentialAmenities(rng: Rng, villa: boolean, beds: number, waterfront: boolean, spec: TypeSpec): number {
  let m = 0;
  if (rng.next() < 0.85) m |= BIT.central_ac;
  if (rng.next() < 0.65) m |= BIT.built_in_wardrobes;
  if (rng.next() < 0.8) m |= BIT.covered_parking;
  if (rng.next() < 0.85) m |= BIT.security;
  if (rng.next() < 0.25) m |= BIT.pets_allowed;
  if (rng.next() < (waterfront ? 0.45 : 0.06)) m |= BIT.view_of_water;
  if (rng.next() < 0.15) m |= BIT.view_of_landmark;
  if (rng.next() < 0.5) m |= BIT.childrens_play_area;
  if (rng.next() < (villa ? 0.45 : 0.3)) m |= BIT.bbq_area;
  if (villa) {
    if (rng.next() < 0.75) m |= BIT.private_garden;
    if (rng.next() < (spec.isVilla ? 0.4 : 0.1)) m |= BIT.private_pool;
    if (rng.next() < (beds >= 3 ? 0.7 : 0.2)) m |= BIT.maids_room;
    if (rng.next() < 0.5) m |= BIT.shared_pool;
    if (rng.next() < 0.35) m |= BIT.shared_gym;
    if (rng.next() < 0.4) m |= BIT.balcony;
  } else {
    if (rng.next() < 0.75) m |= BIT.balcony;
    if (rng.next() < 0.8) m |= BIT.shared_pool;
    if (rng.next() < 0.8) m |= BIT.shared_gym;
    if (rng.next() < 0.35) m |= BIT.concierge;
    if (rng.next() < (beds >= 2 ? 0.25 : 0)) m |= BIT.maids_room;
    if (rng.next() < (spec.isPenthouse ? 0.3 : 0.01)) m |= BIT.private_pool;
    if (rng.next() < 0.02) m |= BIT.private_garden;
  }
  return m;
}
