/**
 * Market history: 12 months of sold and rented transactions per community (column tables, one per
 * community: transaction-book.ts keeps them), monthly price-trend series, and Abu Dhabi registry
 * sales records.
 * Prices come from pricing.ts, the same levels as the listings.
 */
import { REGISTRY_PROPERTY_TYPE_GROUPS, type RegistryPropertyType } from '../../../src/contract/index.ts';
import { Rng, WeightedTable, hash32, unit } from '../random.ts';
import { REGISTRY_DISTRICTS } from '../../../src/contract/registry-districts.ts';
import { APT_SIZE, BEDS_APT, BEDS_TOWNHOUSE, BEDS_VILLA, BED_IDX, VILLA_SIZE } from './listings.ts';
import type { LocationNode, Locations } from './locations.ts';
import { PROJECT_SUFFIXES, PROJECT_WORDS } from './names.ts';
import { MULTI_LEVEL_BEDS, UNIT_MIX, type UnitMix } from './unit-mix.ts';
import { isResidentialType, levelMonthsBack, roundPrice, salePsf, yieldOf } from './pricing.ts';

export const DAY = 86_400_000;

/**
 * Sold or rented transactions as a column table, in generation order. Record fields are shaped on
 * demand (records.ts).
 */
export interface TransactionTable {
  count: number;
  /** Leaf node index. */
  loc: Int32Array;
  /** Community node index. */
  community: Int32Array;
  /** Index into TX_TYPES. */
  type: Uint8Array;
  beds: Int8Array;
  price: Float64Array;
  /** Whole days before asOf (1 .. 364). */
  daysBack: Int16Array;
  /** The id's four 32-bit words (hex, in order, make the 32-character id). */
  idWords: Uint32Array;
}

/** Transaction property types (contract RES_TYPES values), by the table's type index. */
export const TX_TYPES = ['apartment', 'penthouse', 'duplex', 'hotel-apartment', 'villa', 'townhouse'] as const;

export function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** asOf minus whole calendar months, at UTC midnight. */
export function addMonths(ms: number, months: number): number {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, d.getUTCDate());
}

const TX_TOWER = { types: [0, 1, 2, 3], weights: [86, 4, 4, 6] };
const TX_VILLA = { types: [4, 5], weights: [58, 42] };

/** The 32-character hex id of a transaction row. */
export function transactionId(t: TransactionTable, row: number): string {
  let id = '';
  for (let k = 0; k < 4; k++) id += t.idWords[row * 4 + k]!.toString(16).padStart(8, '0');
  return id;
}

function emptyTable(count: number): TransactionTable {
  return {
    count,
    loc: new Int32Array(count),
    community: new Int32Array(count),
    type: new Uint8Array(count),
    beds: new Int8Array(count),
    price: new Float64Array(count),
    daysBack: new Int16Array(count),
    idWords: new Uint32Array(count * 4),
  };
}

/** The tables one after the other, as one table (rows keep their order). */
export function concatTables(tables: readonly TransactionTable[]): TransactionTable {
  const out = emptyTable(tables.reduce((s, t) => s + t.count, 0));
  let at = 0;
  for (const t of tables) {
    out.loc.set(t.loc, at);
    out.community.set(t.community, at);
    out.type.set(t.type, at);
    out.beds.set(t.beds, at);
    out.price.set(t.price, at);
    out.daysBack.set(t.daysBack, at);
    out.idWords.set(t.idWords, at * 4);
    at += t.count;
  }
  return out;
}

/** Picks a transaction's place, type and bedrooms. */
type UnitPicker = (rng: Rng) => { leaf: LocationNode; typeIdx: number; beds: number };

/**
 * Without a unit mix: a place by its share of the community, then a type its buildings hold
 * (towers: apartments; clusters: villas and townhouses), in generic bedroom shares.
 */
function byBuildings(locations: Locations, leaves: WeightedTable<number>): UnitPicker {
  const bedsApt = new WeightedTable(BED_IDX, BEDS_APT);
  const bedsVilla = new WeightedTable(BED_IDX, BEDS_VILLA);
  const bedsTown = new WeightedTable(BED_IDX, BEDS_TOWNHOUSE);
  return (rng) => {
    const leaf = locations.nodes[leaves.pick(rng)]!;
    const mix = leaf.style === 'villas' ? TX_VILLA : TX_TOWER;
    const typeIdx = rng.weighted(mix.types, mix.weights);
    const beds = (typeIdx === 4 ? bedsVilla : typeIdx === 5 ? bedsTown : bedsApt).pick(rng);
    return { leaf, typeIdx, beds };
  };
}

/** With a unit mix: the type first, then a place that holds it (a tower or a cluster), then bedrooms. */
function byMix(locations: Locations, leaves: readonly number[], mix: UnitMix): UnitPicker {
  const { nodes } = locations;
  const types = new WeightedTable(
    TX_TYPES.map((_, i) => i),
    TX_TYPES.map((t) => mix.types[t]),
  );
  const placesOf = (style: 'towers' | 'villas') => {
    const fit = leaves.filter((l) => nodes[l]!.style === style);
    const chosen = fit.length ? fit : leaves;
    return new WeightedTable(
      chosen,
      chosen.map((l) => nodes[l]!.weight),
    );
  };
  const towers = placesOf('towers');
  const clusters = placesOf('villas');
  const beds = (weights: readonly number[]) => new WeightedTable(BED_IDX, [...weights]);
  const bedsOf = [mix.apartmentBeds, MULTI_LEVEL_BEDS, MULTI_LEVEL_BEDS, mix.apartmentBeds, mix.villaBeds, mix.townhouseBeds].map(beds);
  return (rng) => {
    const typeIdx = types.pick(rng);
    const leaf = nodes[(typeIdx >= 4 ? clusters : towers).pick(rng)]!;
    return { leaf, typeIdx, beds: bedsOf[typeIdx]!.pick(rng) };
  };
}

/**
 * `volume` sold or rented transactions of one community over the 12 months before asOf (never on
 * asOf itself). Each community draws from its own stream, so its rows depend neither on the other
 * communities nor on when it is generated.
 */
export function generateTransactions(
  seed: number,
  locations: Locations,
  sold: boolean,
  asOf: number,
  community: number,
  volume: number,
): TransactionTable {
  const { nodes } = locations;
  const t = emptyTable(volume);
  const days = Math.round((asOf - addMonths(asOf, -12)) / DAY);
  const rng = Rng.derive(seed, 'transactions', community, sold ? 'sold' : 'rented');
  const ref = nodes[community]!.ref!;
  const leaves = locations.leavesOf.get(community)!;
  const mix = UNIT_MIX[ref.name];
  const pickUnit = mix
    ? byMix(locations, leaves, mix)
    : byBuildings(
        locations,
        new WeightedTable(
          leaves,
          leaves.map((l) => nodes[l]!.weight),
        ),
      );
  const rentYield = yieldOf(ref, false);
  for (let row = 0; row < volume; row++) {
    const { leaf, typeIdx, beds } = pickUnit(rng);
    const type = TX_TYPES[typeIdx]!;
    const [lo, hi] = (typeIdx >= 4 ? VILLA_SIZE : APT_SIZE)[beds]!;
    const size = rng.int(lo, hi);
    const daysBack = rng.int(1, days - 1);
    const level = levelMonthsBack(ref, salePsf(ref, type, false, beds) * leaf.premium, daysBack / 30.44);
    const sale = size * level * (0.88 + rng.next() * 0.24);
    t.price[row] = sold ? roundPrice(sale) : roundPrice(sale * rentYield * (0.9 + rng.next() * 0.2));
    // rng.next() is a 32-bit draw over 2^32: times 2^32 gives the draw back, exactly.
    for (let k = 0; k < 4; k++) t.idWords[row * 4 + k] = Math.floor(rng.next() * 2 ** 32);
    t.loc[row] = leaf.index;
    t.community[row] = community;
    t.type[row] = typeIdx;
    t.beds[row] = beds;
    t.daysBack[row] = daysBack;
  }
  return t;
}

export interface TrendPoint {
  bedroom_id: number;
  community_price: number;
  tower_price: number;
  date: string;
  period: string;
  time_frame: '1Y';
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Current AED/sqft of a node for a type and bedroom category. */
function nodeLevel(locations: Locations, node: LocationNode, type: string, beds: number, monthsBack: number): number {
  const commercial = !isResidentialType(type);
  const at = (n: LocationNode) => levelMonthsBack(n.ref!, salePsf(n.ref!, type, commercial, commercial ? -1 : beds), monthsBack);
  if (node.kind === 'emirate') {
    let sum = 0;
    let weight = 0;
    for (const ci of node.children) {
      const c = locations.nodes[ci]!;
      sum += at(c) * c.ref!.weight;
      weight += c.ref!.weight;
    }
    return weight ? sum / weight : 0;
  }
  return at(node) * node.premium;
}

/**
 * Monthly AED/sqft levels over the 12 complete months before asOf's month, oldest first, for each
 * bedroom category in `beds`. For a tower or sub-community, `tower_price` is its own level and
 * `community_price` its community's; for a community or emirate both are its own level.
 */
export function trendSeries(
  seed: number,
  locations: Locations,
  node: LocationNode,
  type: string,
  beds: number[],
  asOf: number,
): TrendPoint[] {
  const out: TrendPoint[] = [];
  const asOfDate = new Date(asOf);
  const community = node.kind === 'emirate' || node.kind === 'community' ? node : locations.nodes[node.community]!;
  for (const b of beds) {
    for (let back = 12; back >= 1; back--) {
      const first = Date.UTC(asOfDate.getUTCFullYear(), asOfDate.getUTCMonth() - back, 1);
      const d = new Date(first);
      const noise = (n: LocationNode) => 1 + (unit(seed, 'trend', n.id, type, b, back) - 0.5) * 0.03;
      const own = Math.round(nodeLevel(locations, node, type, b, back) * noise(node));
      const comm = community === node ? own : Math.round(nodeLevel(locations, community, type, b, back) * noise(community));
      out.push({
        bedroom_id: b,
        community_price: comm,
        tower_price: own,
        date: `${isoDay(first)}T00:00:00Z`,
        period: `${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`,
        time_frame: '1Y',
      });
    }
  }
  return out;
}

export interface RegistryRecord {
  id: string;
  assetClass: string;
  propertyType: RegistryPropertyType;
  saleApplicationDate: string;
  soldAreaSqm: number;
  plotAreaSqm: number | null;
  layout: string | null;
  district: string;
  community: string;
  project: string;
  salePriceAed: number;
  soldShare: number;
  rateAedPerSqm: number;
  saleType: 'off-plan' | 'ready';
  saleSequence: 'primary' | 'secondary';
}

export interface RegistryRow {
  record: RegistryRecord;
  /** YYYYMMDD, for date-range filters. */
  dateKey: number;
  typeIndex: number;
}

const GROUP_OF = new Map<string, string>(
  Object.entries(REGISTRY_PROPERTY_TYPE_GROUPS).flatMap(([group, types]) => types.map((t) => [t, group] as const)),
);
const ASSET_CLASS: Record<string, string> = {
  Residential: 'Residential',
  'Residential complex': 'Residential Complex',
  Plots: 'Land',
  Commercial: 'Commercial',
};

const TYPE_SPEC: Record<RegistryPropertyType, { area: [number, number]; rate: [number, number]; plot: boolean }> = {
  apartment: { area: [40, 250], rate: [11000, 22000], plot: false },
  duplex: { area: [150, 400], rate: [12000, 22000], plot: false },
  penthouse: { area: [250, 900], rate: [16000, 30000], plot: false },
  villa: { area: [250, 900], rate: [8000, 16000], plot: true },
  townhouse: { area: [180, 380], rate: [8500, 14000], plot: true },
  'residential-complex': { area: [1000, 6000], rate: [5500, 9500], plot: true },
  'residential-complex-staff': { area: [800, 4000], rate: [3500, 6500], plot: true },
  'plot-residential': { area: [400, 2500], rate: [1500, 5000], plot: true },
  'plot-residential-staff': { area: [1000, 5000], rate: [900, 2500], plot: true },
  'plot-townhouse': { area: [200, 600], rate: [2500, 6000], plot: true },
  'plot-villa': { area: [450, 2000], rate: [2000, 6000], plot: true },
  'plot-other': { area: [500, 20000], rate: [500, 3000], plot: true },
  office: { area: [60, 800], rate: [9000, 15000], plot: false },
  retail: { area: [40, 400], rate: [10000, 18000], plot: false },
  warehouse: { area: [500, 6000], rate: [2500, 5000], plot: true },
  workshop: { area: [200, 2500], rate: [2000, 4000], plot: true },
};

/**
 * Registry sales records, newest first: per district, about a tenth of the reference record count
 * (at least one), spread over the 24 months before asOf.
 */
export function generateRegistry(seed: number, asOf: number, types: readonly RegistryPropertyType[]): RegistryRow[] {
  const rng = Rng.derive(seed, 'registry');
  const rows: RegistryRow[] = [];
  const urban: number[] = types.map(
    (t) =>
      ({
        apartment: 45,
        villa: 18,
        townhouse: 12,
        duplex: 2,
        penthouse: 1,
        'plot-villa': 6,
        'plot-residential': 4,
        'plot-townhouse': 1,
        'plot-other': 1,
        'plot-residential-staff': 0.5,
        'residential-complex': 1,
        'residential-complex-staff': 0.5,
        office: 3,
        retail: 3,
        warehouse: 1,
        workshop: 1,
      })[t],
  );
  const outer: number[] = types.map(
    (t) =>
      (
        ({
          villa: 20,
          townhouse: 5,
          'plot-villa': 25,
          'plot-residential': 20,
          'plot-other': 10,
          'plot-residential-staff': 5,
          'residential-complex': 4,
          'residential-complex-staff': 4,
          warehouse: 3,
          workshop: 3,
          apartment: 3,
        }) as Record<string, number>
      )[t] ?? 0.5,
  );
  const industrial: number[] = types.map(
    (t) =>
      (({ warehouse: 40, workshop: 35, 'plot-other': 15, office: 5, 'residential-complex-staff': 5 }) as Record<string, number>)[t] ?? 0.2,
  );
  const days = Math.round((asOf - addMonths(asOf, -24)) / DAY);
  let seq = 0;
  for (const d of REGISTRY_DISTRICTS) {
    const n = Math.max(1, Math.round(d.count / 10));
    const weights = /Industrial|Musaffah|Mussafah/.test(d.name) ? industrial : d.count >= 600 ? urban : outer;
    const premium = /Saadiyat|Maryah|Jubail|Reem|Yas|Bateen|Nourai/.test(d.name) ? 1.25 : 0.75 + unit(seed, d.name) * 0.4;
    const projects = Array.from(
      { length: Math.max(1, d.projectCount) },
      (_, i) =>
        `${PROJECT_WORDS[hash32(d.name, i, 'p') % PROJECT_WORDS.length]} ${PROJECT_SUFFIXES[hash32(d.name, i, 's') % PROJECT_SUFFIXES.length]}`,
    );
    const communities = [d.name, `${d.name} ${['North', 'South', 'East', 'West'][hash32(d.name) % 4]}`];
    const islandish = /Island|Saadiyat|Yas|Reem/.test(d.name);
    for (let i = 0; i < n; i++) {
      const ti = rng.weighted(
        types.map((_, k) => k),
        weights,
      );
      const type = types[ti]!;
      const spec = TYPE_SPEC[type];
      const area = Math.round(rng.range(spec.area[0], spec.area[1]) * 10) / 10;
      const rate = Math.round(rng.range(spec.rate[0], spec.rate[1]) * premium);
      const share = rng.weighted([1, 0.5, 0.25], [90, 7, 3]);
      const group = GROUP_OF.get(type)!;
      const plotType = type.startsWith('plot');
      const offPlan = !plotType && rng.chance(islandish ? 0.4 : 0.25);
      const date = asOf - rng.int(0, days - 1) * DAY;
      const beds =
        type === 'apartment'
          ? rng.weighted([0, 1, 2, 3, 4], [12, 35, 30, 18, 5])
          : type === 'villa'
            ? rng.int(3, 7)
            : type === 'townhouse'
              ? rng.int(2, 4)
              : type === 'duplex' || type === 'penthouse'
                ? rng.int(2, 5)
                : -1;
      const record: RegistryRecord = {
        id: `ADR-${String(100000 + seq++)}`,
        assetClass: ASSET_CLASS[group] ?? group,
        propertyType: type,
        saleApplicationDate: isoDay(date),
        soldAreaSqm: area,
        plotAreaSqm: spec.plot ? Math.round(area * (plotType ? 1 : rng.range(1.2, 2.2))) : null,
        layout: beds < 0 ? null : beds === 0 ? 'Studio' : `${beds} Bedroom${beds > 1 ? 's' : ''}`,
        district: d.name,
        community: rng.pick(communities),
        project: plotType ? '' : rng.pick(projects),
        salePriceAed: roundPrice(area * rate * share),
        soldShare: share,
        rateAedPerSqm: rate,
        saleType: offPlan ? 'off-plan' : 'ready',
        saleSequence: offPlan ? (rng.chance(0.85) ? 'primary' : 'secondary') : rng.chance(0.2) ? 'primary' : 'secondary',
      };
      const day = new Date(date);
      rows.push({ record, dateKey: day.getUTCFullYear() * 10000 + (day.getUTCMonth() + 1) * 100 + day.getUTCDate(), typeIndex: ti });
    }
  }
  rows.sort((a, b) => b.dateKey - a.dateKey || (a.record.id < b.record.id ? -1 : 1));
  return rows;
}
