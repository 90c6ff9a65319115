/**
 * Listings as a column table (typed arrays): about 100k rows generate and index in well under a
 * second, and filters run over contiguous memory. Wire records are shaped on demand (records.ts).
 */
import { AMENITIES, COM_TYPES, RES_TYPES, type RentFrequency } from '../../../src/contract/index.ts';
import { Rng, WeightedTable } from '../random.ts';
import { placeOnLand } from './land.ts';
import type { Locations } from './locations.ts';
import type { People } from './people.ts';
import { PERIOD_PREMIUM, roundPrice, salePsf, yieldOf } from './pricing.ts';

/** Category indexes follow the contract's CATEGORY order. */
export const CAT_RES_SALE = 0;
export const CAT_RES_RENT = 1;
export const CAT_COM_SALE = 2;
export const CAT_COM_RENT = 3;
export const isRentCategory = (cat: number) => cat === CAT_RES_RENT || cat === CAT_COM_RENT;
export const isCommercialCategory = (cat: number) => cat === CAT_COM_SALE || cat === CAT_COM_RENT;

/** `price.period` codes: 0 sell, then the rent frequencies in contract order. */
export const PERIODS = ['sell', 'yearly', 'monthly', 'weekly', 'daily'] as const;
export const PERIOD_CODE: Record<RentFrequency, number> = { yearly: 1, monthly: 2, weekly: 3, daily: 4 };
const PER_YEAR = [1, 1, 12, 52, 365];

export const FURNISHING_CODES = ['furnished', 'unfurnished', 'partly'] as const;

export const amenityBit = (a: string) => 1 << AMENITIES.indexOf(a as (typeof AMENITIES)[number]);

export interface ListingTable {
  count: number;
  /** Portal listing id (8 digits), increasing with the row. */
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
  lat: Float64Array;
  lon: Float64Array;
  rowById: Map<number, number>;
}

type Weighted = ReadonlyArray<readonly [string, number]>;
const RES_TOWER: Weighted = [['apartment', 78], ['penthouse', 4], ['duplex', 4], ['hotel-apartment', 5], ['full-floor', 1], ['half-floor', 1], ['whole-building', 0.7], ['bulk-rent-unit', 1.3], ['townhouse', 2]];
const RES_VILLA: Weighted = [['villa', 55], ['townhouse', 32], ['bungalow', 3], ['compound', 3], ['apartment', 5], ['duplex', 2]];
const COM_TOWER: Weighted = [['office-space', 40], ['retail', 12], ['shop', 10], ['show-room', 5], ['full-floor', 5], ['half-floor', 4], ['whole-building', 3], ['business-centre', 6], ['co-working-space', 5], ['bulk-rent-unit', 3], ['staff-accommodation', 2], ['labor-camp', 1], ['warehouse', 2], ['land', 2]];
const COM_VILLA: Weighted = [['villa', 30], ['land', 20], ['warehouse', 18], ['factory', 8], ['labor-camp', 6], ['staff-accommodation', 6], ['farm', 4], ['retail', 4], ['shop', 4]];

const table = (w: Weighted, set: readonly string[]) =>
  new WeightedTable(w.map(([t]) => set.indexOf(t)), w.map(([, x]) => x));

/** Bedroom distributions by type (index = bedrooms, 7 = 7+). */
export const BEDS_APT = [15, 35, 28, 15, 5, 1.5, 0.3, 0.2];
export const BEDS_VILLA = [0, 0, 5, 25, 32, 22, 10, 6];
export const BEDS_TOWNHOUSE = [0, 0, 15, 45, 30, 10, 0, 0];
const BEDS_PENTHOUSE = [0, 0, 15, 35, 30, 15, 4, 1];
const BEDS_BIG = [0, 0, 0, 0, 10, 15, 15, 60];
export const BED_IDX = [0, 1, 2, 3, 4, 5, 6, 7];

/** Size ranges (sqft) by bedrooms for apartments and villas. */
export const APT_SIZE: Array<[number, number]> = [[350, 550], [650, 950], [1000, 1500], [1500, 2200], [2300, 3500], [3500, 5000], [4500, 7000], [6000, 9000]];
export const VILLA_SIZE: Array<[number, number]> = [[900, 1300], [1200, 1800], [1600, 2400], [2500, 3500], [3200, 5000], [4500, 7000], [6000, 10000], [8000, 20000]];
const COM_SIZE: Record<string, [number, number]> = {
  'office-space': [400, 8000], retail: [300, 4000], warehouse: [3000, 50000], shop: [200, 2500], villa: [3000, 9000],
  'show-room': [1500, 10000], 'full-floor': [6000, 20000], 'half-floor': [3000, 10000], 'whole-building': [20000, 150000],
  land: [5000, 120000], 'bulk-rent-unit': [5000, 40000], factory: [10000, 80000], 'labor-camp': [10000, 60000],
  'staff-accommodation': [3000, 25000], 'business-centre': [150, 1500], 'co-working-space': [100, 3000], farm: [20000, 200000],
};

const WATERFRONT = /Marina|Palm|Beach|Island|Creek|Bluewaters|JBR|Corniche|Harbour|Bay|Aqah|Faseel/;

export function buildListings(seed: number, count: number, locations: Locations, people: People): ListingTable {
  const rng = Rng.derive(seed, 'listings', count);
  const t: ListingTable = {
    count,
    id: new Int32Array(count), cat: new Uint8Array(count), loc: new Int32Array(count), type: new Uint8Array(count),
    beds: new Int8Array(count), baths: new Int8Array(count), sizeSqft: new Int32Array(count), price: new Float64Array(count),
    yearly: new Float64Array(count), period: new Uint8Array(count), hidden: new Uint8Array(count), offPlan: new Uint8Array(count),
    furnishing: new Uint8Array(count), amenities: new Uint16Array(count), agent: new Int32Array(count), broker: new Int32Array(count),
    age: new Int32Array(count), featured: new Uint8Array(count), images: new Uint8Array(count), lat: new Float64Array(count),
    lon: new Float64Array(count), rowById: new Map(),
  };
  const { nodes } = locations;
  const communities = new WeightedTable(locations.communities, locations.communities.map((c) => nodes[c]!.ref!.weight));
  const leafTables = new Map<number, WeightedTable<number>>();
  for (const c of locations.communities) {
    const leaves = locations.leavesOf.get(c)!;
    leafTables.set(c, new WeightedTable(leaves, leaves.map((l) => nodes[l]!.weight)));
  }
  const categories = new WeightedTable([0, 1, 2, 3], [42, 40, 7, 11]);
  const types = {
    resTower: table(RES_TOWER, RES_TYPES), resVilla: table(RES_VILLA, RES_TYPES),
    comTower: table(COM_TOWER, COM_TYPES), comVilla: table(COM_VILLA, COM_TYPES),
  };
  const beds = {
    apt: new WeightedTable(BED_IDX, BEDS_APT), villa: new WeightedTable(BED_IDX, BEDS_VILLA),
    townhouse: new WeightedTable(BED_IDX, BEDS_TOWNHOUSE), penthouse: new WeightedTable(BED_IDX, BEDS_PENTHOUSE),
    big: new WeightedTable(BED_IDX, BEDS_BIG),
  };
  // Agents by (emirate, category), weighted by activity; fallback: any agent of that category.
  const agentTables = new Map<string, WeightedTable<number>>();
  for (const e of locations.emirates) {
    for (let cat = 0; cat < 4; cat++) {
      const list = people.agents.filter((a) => people.brokers[a.broker]!.emirate === e && a.specialisations.includes(cat));
      if (list.length) agentTables.set(`${e}:${cat}`, new WeightedTable(list.map((a) => a.index), list.map((a) => a.activity)));
    }
  }
  for (let cat = 0; cat < 4; cat++) {
    const list = people.agents.filter((a) => a.specialisations.includes(cat));
    const pool = list.length ? list : people.agents;
    agentTables.set(`*:${cat}`, new WeightedTable(pool.map((a) => a.index), pool.map((a) => a.activity)));
  }

  let id = 16_000_000;
  for (let i = 0; i < count; i++) {
    id += rng.int(1, 60);
    t.id[i] = id;
    t.rowById.set(id, i);
    const cat = categories.pick(rng);
    const community = communities.pick(rng);
    const leaf = leafTables.get(community)!.pick(rng);
    const node = nodes[leaf]!;
    const ref = node.ref!;
    const commercial = cat >= 2;
    const rent = cat === 1 || cat === 3;
    t.cat[i] = cat;
    t.loc[i] = leaf;

    const villaStyle = node.style === 'villas';
    const typeIdx = commercial
      ? (villaStyle ? types.comVilla : types.comTower).pick(rng)
      : (villaStyle ? types.resVilla : types.resTower).pick(rng);
    t.type[i] = typeIdx;
    const type = commercial ? COM_TYPES[typeIdx]! : RES_TYPES[typeIdx]!;

    let b = -1;
    let size: number;
    if (!commercial) {
      const dist = type === 'villa' || type === 'bungalow' ? beds.villa
        : type === 'townhouse' ? beds.townhouse
          : type === 'penthouse' || type === 'duplex' ? beds.penthouse
            : type === 'compound' || type === 'whole-building' || type === 'full-floor' || type === 'half-floor' || type === 'bulk-rent-unit' ? beds.big
              : beds.apt;
      b = dist.pick(rng);
      const ranges = type === 'villa' || type === 'bungalow' || type === 'townhouse' || type === 'compound' ? VILLA_SIZE : APT_SIZE;
      const [lo, hi] = ranges[b]!;
      size = rng.int(lo, hi);
      if (type === 'whole-building' || type === 'bulk-rent-unit') size *= rng.int(6, 20);
      if (type === 'full-floor' || type === 'half-floor' || type === 'compound') size *= rng.int(2, 5);
      t.baths[i] = Math.min(8, b === 0 ? 1 : b + rng.weighted([0, 1, 2], [20, 55, 25]));
    } else {
      const [lo, hi] = COM_SIZE[type] ?? [500, 5000];
      size = Math.round(Math.exp(rng.range(Math.log(lo), Math.log(hi))));
      t.baths[i] = rng.chance(0.35) || type === 'land' || type === 'farm' ? -1 : rng.int(1, type === 'labor-camp' ? 8 : 4);
    }
    t.beds[i] = b;
    t.sizeSqft[i] = size;

    const psf = salePsf(ref, type, commercial, b) * node.premium * (0.86 + rng.next() * 0.32);
    const sale = size * psf;
    if (!rent) {
      t.price[i] = roundPrice(sale);
      t.yearly[i] = t.price[i]!;
      t.period[i] = 0;
    } else {
      // Residential rents: mostly yearly, some monthly, a few weekly/daily; commercial: yearly or monthly.
      const period = commercial ? (rng.chance(0.5) ? 1 : 2) : rng.weighted([1, 2, 3, 4], [75, 18, 4, 3]);
      const yearlyRent = sale * yieldOf(ref, commercial) * (0.9 + rng.next() * 0.2);
      const freq = (['yearly', 'yearly', 'monthly', 'weekly', 'daily'] as const)[period]!;
      const value = roundPrice((yearlyRent * PERIOD_PREMIUM[freq]) / PER_YEAR[period]!);
      t.price[i] = value;
      t.yearly[i] = value * PER_YEAR[period]!;
      t.period[i] = period;
    }
    t.hidden[i] = rng.chance(rent ? 0.005 : 0.02) ? 1 : 0;
    t.offPlan[i] = !rent && rng.chance(ref.offPlan ?? 0.08) ? 1 : 0;
    t.furnishing[i] = commercial
      ? rng.weighted([0, 1, 2], [10, 80, 10])
      : rent ? rng.weighted([0, 1, 2], [40, 45, 15]) : rng.weighted([0, 1, 2], [20, 70, 10]);
    t.amenities[i] = amenitiesFor(rng, commercial, villaStyle && !commercial, b, WATERFRONT.test(ref.name), type);

    const agentTable = agentTables.get(`${node.emirate}:${cat}`) ?? agentTables.get(`*:${cat}`)!;
    const agent = agentTable.pick(rng);
    t.agent[i] = agent;
    t.broker[i] = people.agents[agent]!.broker;
    // Ages: most listings are fresh, a long tail up to a year.
    t.age[i] = Math.min(365 * 86400 - 1, Math.floor(-Math.log(1 - rng.next() * 0.999) * 35 * 86400));
    t.featured[i] = rng.chance(0.09) ? 1 : 0;
    t.images[i] = rng.int(1, 6);
    const spread = node.kind === 'community' ? 0.008 : 0.0006;
    // Around the node, on land (a point at sea is pulled back toward the node: land.ts).
    [t.lat[i], t.lon[i]] = placeOnLand(node.lat, node.lon, rng.range(-spread, spread), rng.range(-spread, spread));

    people.agents[agent]!.totalProperties++;
    people.brokers[t.broker[i]!]!.totalProperties++;
  }
  return t;
}

const A = (name: (typeof AMENITIES)[number]) => amenityBit(name);

function amenitiesFor(rng: Rng, commercial: boolean, villa: boolean, beds: number, waterfront: boolean, type: string): number {
  let m = 0;
  const add = (name: (typeof AMENITIES)[number], p: number) => {
    if (rng.next() < p) m |= A(name);
  };
  if (commercial) {
    add('central_ac', 0.85); add('covered_parking', 0.6); add('security', 0.7); add('shared_gym', 0.1);
    add('concierge', 0.15); add('view_of_water', waterfront ? 0.2 : 0.03); add('view_of_landmark', 0.08);
    return m;
  }
  add('central_ac', 0.85); add('built_in_wardrobes', 0.65); add('covered_parking', 0.8); add('security', 0.85);
  add('pets_allowed', 0.25); add('view_of_water', waterfront ? 0.45 : 0.06); add('view_of_landmark', 0.15);
  add('childrens_play_area', 0.5); add('bbq_area', villa ? 0.45 : 0.3);
  if (villa) {
    add('private_garden', 0.75); add('private_pool', type === 'villa' ? 0.4 : 0.1); add('maids_room', beds >= 3 ? 0.7 : 0.2);
    add('shared_pool', 0.5); add('shared_gym', 0.35); add('balcony', 0.4);
  } else {
    add('balcony', 0.75); add('shared_pool', 0.8); add('shared_gym', 0.8); add('concierge', 0.35);
    add('maids_room', beds >= 2 ? 0.25 : 0); add('private_pool', type === 'penthouse' ? 0.3 : 0.01);
    add('private_garden', 0.02);
  }
  return m;
}
