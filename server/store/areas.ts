/**
 * Area figures: what each catalogued place's market looks like, for rankings, the market map and
 * comparisons. The service has no totals and one location per call, so figures are collected in
 * the background by the collector, within its daily budget, one place at a time (`collect`), and
 * answered from the store (`figures`); asking for them never costs a call.
 *
 * Per place, a read costs at most:
 *   sale and rent listings   LISTING_PAGES pages each, newest first, daily: the samples of asking
 *                            price and rent per sqft, and the gross yield they imply
 *   new projects             PROJECT_PAGES page, daily: supply by delivery year
 *   price trend              one call per property type of AREA_PROPERTY_TYPES, monthly (the
 *                            service's data is monthly): the price level and its 12-month change
 * Registered sales come from the transactions ledger where it holds the place; they are never
 * read for this.
 *
 * Every figure says its sample: listings counted, pages read and when; the months of a trend; the
 * window of the sales held. A figure not collected yet is null, never a zero.
 */
import type { AreaPropertyType, AreaRow, CataloguedPlace, Listing, NewProject, PriceTrendPoint } from '../../src/contract/index.ts';
import { AREA_PROPERTY_TYPES } from '../../src/contract/index.ts';
import { median, monthKey, toYearlyRent } from '../../src/shared/stats.ts';
import { monthsBefore, propertyTypeKey } from '../../src/shared/transactions.ts';
import { toSqft } from '../../src/shared/units.ts';
import type { PlaceCoverage } from './collector.ts';
import type { Db, Sql } from './db.ts';
import { periodWindow } from './insights.ts';
import type { Payer } from './ledger.ts';
import type { TrendStore } from './trends.ts';

const DAY = 86_400_000;
/** Listing and project samples are read again once a day. */
const SAMPLE_FRESH_MS = DAY;
/** The service's trend is monthly: read again after this long. */
const TREND_FRESH_MS = 30 * DAY;
/** The bedroom figure that stands for 7 or more (the contract's choices). */
const BEDS_PLUS = 7;

type ListingKind = 'sale' | 'rent';
type Sample = 'sale' | 'rent' | 'projects';

interface AreaFetchers {
  /** One page of the place's sale or rent listings (search-buy / search-rent, newest first). */
  listings(locationId: string, kind: ListingKind, page: number): Promise<readonly Listing[]>;
  /** One page of the place's new projects. */
  projects(locationId: string, page: number): Promise<readonly NewProject[]>;
}

export interface AreaStoreOptions {
  db: Db;
  trends: TrendStore;
  fetch: AreaFetchers;
  now?: () => number;
  /** Pages of sale and of rent listings a read takes (each). */
  listingPages?: number;
  /** Pages of new projects a read takes. */
  projectPages?: number;
}

/** "studio" -> 0, "3" -> 3, "7+" -> 7 (and more counts as 7); null for what is not a count. */
function bedroomsOf(text: string | null | undefined): number | null {
  const t = (text ?? '').trim().toLowerCase();
  if (t === 'studio') return 0;
  const m = /^(\d{1,2})\+?$/.exec(t);
  return m ? Math.min(BEDS_PLUS, Number(m[1])) : null;
}

/** The listing's floor area in sqft; null when it has none. */
function sqftOf(l: Listing): number | null {
  const size = l.size ?? (typeof l.floor_plan_area === 'number' ? { value: l.floor_plan_area, unit: 'sqft' } : null);
  if (!size || !(size.value > 0)) return null;
  const unit = size.unit.toLowerCase();
  return unit === 'sqm' ? toSqft(size.value, 'sqm') : unit === 'sqft' ? size.value : null;
}

/** The comparable price: a sale price as is, a rent as a yearly figure; null when hidden or unknown. */
function priceOf(l: Listing, kind: ListingKind): number | null {
  const { value, period, is_hidden } = l.price;
  if (is_hidden || typeof value !== 'number' || !(value > 0)) return null;
  if (kind === 'sale') return period.toLowerCase() === 'sell' || period === '' ? value : null;
  return toYearlyRent(value, period);
}

const iso = (ms: number) => new Date(ms).toISOString();

export class AreaStore {
  readonly #o: Required<AreaStoreOptions>;

  constructor(opts: AreaStoreOptions) {
    this.#o = { now: Date.now, listingPages: 2, projectPages: 1, ...opts };
  }

  /** Communities whose samples or trends are due a read, least recently read first (the collector queues them). */
  async due(limit = 200): Promise<string[]> {
    const now = this.#o.now();
    const rows = await this.#o.db.query<{ id: string }>(
      `select p.id::text as id from places p
       left join lateral (select min(synced_at) as oldest, count(*)::int as n from area_syncs s where s.location_id = p.id) s on true
       left join lateral (select min(synced_at) as oldest, count(*)::int as n from price_trend_syncs t
                          where t.location_id = p.id and t.property_type = any($3::text[])) t on true
       where p.kind = 'community'
         and (s.n < 3 or s.oldest <= to_timestamp($1 / 1000.0) or t.n < $4 or t.oldest <= to_timestamp($2 / 1000.0))
       order by least(s.oldest, t.oldest) nulls first, p.id limit ${limit}`,
      [now - SAMPLE_FRESH_MS, now - TREND_FRESH_MS, [...AREA_PROPERTY_TYPES], AREA_PROPERTY_TYPES.length],
    );
    return rows.map((r) => r.id);
  }

  /**
   * Read what is due of one place, each call paid through `pay` first; stops at the first refusal
   * (the budget has no page left: the rest waits for the next job). Throws on an upstream fault.
   */
  async collect(locationId: string, pay: Payer): Promise<{ calls: number; finished: boolean }> {
    const now = this.#o.now();
    const synced = new Map(
      (
        await this.#o.db.query<{ what: Sample; at: number }>(
          'select what, (extract(epoch from synced_at) * 1000)::float8 as at from area_syncs where location_id = $1',
          [locationId],
        )
      ).map((r) => [r.what, r.at]),
    );
    const dueSample = (what: Sample) => (synced.get(what) ?? -Infinity) <= now - SAMPLE_FRESH_MS;
    let calls = 0;
    const paid = async () => {
      if (!(await pay())) return false;
      calls++;
      return true;
    };
    for (const kind of ['sale', 'rent'] as const) {
      if (!dueSample(kind)) continue;
      const read = await this.#pages(this.#o.listingPages, paid, (page) => this.#o.fetch.listings(locationId, kind, page));
      if (!read) return { calls, finished: false };
      await this.#keepListings(locationId, kind, read.rows, read.pages);
    }
    if (dueSample('projects')) {
      const read = await this.#pages(this.#o.projectPages, paid, (page) => this.#o.fetch.projects(locationId, page));
      if (!read) return { calls, finished: false };
      await this.#keepProjects(locationId, read.rows, read.pages);
    }
    const trendSynced = new Map(
      (
        await this.#o.db.query<{ type: string; at: number }>(
          'select property_type as type, (extract(epoch from synced_at) * 1000)::float8 as at from price_trend_syncs where location_id = $1',
          [locationId],
        )
      ).map((r) => [r.type, r.at]),
    );
    for (const type of AREA_PROPERTY_TYPES) {
      if ((trendSynced.get(type) ?? -Infinity) > now - TREND_FRESH_MS) continue;
      const paidFor = { refused: false };
      const got = await this.#o.trends.ensure(locationId, type, async () => {
        paidFor.refused = !(await paid());
        return !paidFor.refused;
      });
      if (paidFor.refused) return { calls, finished: false };
      if (got.error !== undefined)
        throw got.error instanceof Error ? got.error : new Error('the price trend read failed', { cause: got.error });
    }
    return { calls, finished: true };
  }

  /** Up to `max` pages, each paid first; a short or empty page ends the list. Null when a page was refused. */
  async #pages<T>(max: number, paid: () => Promise<boolean>, read: (page: number) => Promise<readonly T[]>) {
    const rows: T[] = [];
    let pages = 0;
    let longest = 0;
    for (let page = 1; page <= max; page++) {
      if (!(await paid())) return null;
      const got = await read(page);
      pages++;
      rows.push(...got);
      if (got.length === 0 || got.length < longest) break;
      longest = got.length;
    }
    return { rows, pages };
  }

  async #keepListings(locationId: string, kind: ListingKind, listings: readonly Listing[], pages: number): Promise<void> {
    const rows = new Map<string, unknown[]>();
    for (const l of listings) {
      const price = priceOf(l, kind);
      if (price === null) continue;
      rows.set(l.property_id, [l.property_id, propertyTypeKey(l.property_type), bedroomsOf(l.bedrooms), price, sqftOf(l)]);
    }
    await this.#o.db.transaction(async (tx) => {
      await tx.query('delete from area_listings where location_id = $1 and listing_type = $2', [locationId, kind]);
      const values = [...rows.values()];
      for (let i = 0; i < values.length; i += 100) {
        const chunk = values.slice(i, i + 100);
        const params: unknown[] = [locationId, kind];
        const tuples = chunk.map((r) => {
          params.push(...r);
          const b = params.length - 5;
          return `($1::bigint, $2, $${b + 1}, $${b + 2}, $${b + 3}::int, $${b + 4}::float8, $${b + 5}::float8)`;
        });
        await tx.query(
          `insert into area_listings (location_id, listing_type, listing_id, property_type, bedrooms, price, size_sqft) values ${tuples.join(', ')}`,
          params,
        );
      }
      await this.#synced(tx, locationId, kind, pages);
    });
  }

  async #keepProjects(locationId: string, projects: readonly NewProject[], pages: number): Promise<void> {
    const rows = new Map(
      projects.map((p) => {
        const year = p.delivery_date ? Number(p.delivery_date.slice(0, 4)) : NaN;
        return [p.listing_id, [p.listing_id, Number.isInteger(year) && year > 1900 ? year : null, propertyTypeKey(p.property_type)]];
      }),
    );
    await this.#o.db.transaction(async (tx) => {
      await tx.query('delete from area_projects where location_id = $1', [locationId]);
      for (const r of rows.values()) {
        await tx.query(
          'insert into area_projects (location_id, listing_id, delivery_year, property_type) values ($1::bigint, $2, $3::int, $4)',
          [locationId, ...r],
        );
      }
      await this.#synced(tx, locationId, 'projects', pages);
    });
  }

  async #synced(tx: Sql, locationId: string, what: Sample, pages: number): Promise<void> {
    await tx.query(
      `insert into area_syncs (location_id, what, synced_at, pages) values ($1::bigint, $2, to_timestamp($3 / 1000.0), $4)
       on conflict (location_id, what) do update set synced_at = excluded.synced_at, pages = excluded.pages`,
      [locationId, what, this.#o.now(), pages],
    );
  }

  /** Of these places, those the transactions ledger has read sales of (the others have no sales figures to give). */
  async withSales(ids: readonly string[]): Promise<string[]> {
    if (!ids.length) return [];
    const rows = await this.#o.db.query<{ id: string }>(
      `select location_id::text as id from ledger_coverage where transaction_type = 'sold' and location_id = any($1::bigint[])`,
      [[...ids]],
    );
    return rows.map((r) => r.id);
  }

  /**
   * The figures of these places for one property type and bedroom count (undefined: all), from
   * what the store holds. `sales` gives each place's ledger coverage of sales where it holds any.
   */
  async figures(
    places: readonly CataloguedPlace[],
    propertyType: AreaPropertyType,
    bedrooms: number | undefined,
    sales: ReadonlyMap<string, PlaceCoverage>,
  ): Promise<AreaRow[]> {
    if (!places.length) return [];
    const { db } = this.#o;
    const ids = places.map((p) => p.id);
    const asOf = new Date(this.#o.now());
    const beds = bedrooms ?? null;
    const bedsClause = (col: string, n: number) =>
      `($${n}::int is null or (case when $${n}::int >= ${BEDS_PLUS} then ${col} >= ${BEDS_PLUS} else ${col} = $${n}::int end))`;
    const yearStart = monthsBefore(12, asOf);
    const [listings, syncs, projects, trendRows, trendSyncs, saleRows] = await Promise.all([
      db.query<{ location_id: string; listing_type: ListingKind; price: number; size_sqft: number | null }>(
        `select location_id::text as location_id, listing_type, price, size_sqft from area_listings
         where location_id = any($1::bigint[]) and property_type = $2 and ${bedsClause('bedrooms', 3)}`,
        [ids, propertyType, beds],
      ),
      db.query<{ location_id: string; what: Sample; at: number; pages: number }>(
        `select location_id::text as location_id, what, (extract(epoch from synced_at) * 1000)::float8 as at, pages
         from area_syncs where location_id = any($1::bigint[])`,
        [ids],
      ),
      db.query<{ location_id: string; year: number | null; n: number }>(
        `select location_id::text as location_id, delivery_year as year, count(*)::int as n from area_projects
         where location_id = any($1::bigint[]) group by 1, 2`,
        [ids],
      ),
      db.query<{ location_id: string; point: PriceTrendPoint }>(
        `select location_id::text as location_id, point from price_trend_points
         where location_id = any($1::bigint[]) and property_type = $2 and ($3::int is null or bedroom_id = $3::int) order by month`,
        [ids, propertyType, beds],
      ),
      db.query<{ location_id: string; at: number }>(
        `select location_id::text as location_id, (extract(epoch from synced_at) * 1000)::float8 as at from price_trend_syncs
         where location_id = any($1::bigint[]) and property_type = $2`,
        [ids, propertyType],
      ),
      db.query<{ location_id: string; price: number }>(
        `select l.location_id::text as location_id, t.price from transaction_locations l join transactions t on t.id = l.id
         where l.location_id = any($1::bigint[]) and l.transaction_type = 'sold' and l.transaction_date > $2::date
           and t.property_type = $3 and ${bedsClause('t.bedrooms', 4)}`,
        [ids, yearStart, propertyType, beds],
      ),
    ]);
    const group = <T extends { location_id: string }>(rows: readonly T[]) => {
      const out = new Map<string, T[]>();
      for (const r of rows) out.set(r.location_id, [...(out.get(r.location_id) ?? []), r]);
      return out;
    };
    const listingsBy = group(listings);
    const syncsBy = group(syncs);
    const projectsBy = group(projects);
    const trendsBy = group(trendRows);
    const trendSyncBy = new Map(trendSyncs.map((r) => [r.location_id, r.at]));
    const salesBy = group(saleRows);

    return places.map((p): AreaRow => {
      const sync = (what: Sample) => syncsBy.get(p.id)?.find((s) => s.what === what);
      const sample = (kind: ListingKind): AreaRow['asking'] => {
        const s = sync(kind);
        if (!s) return null;
        const rows = (listingsBy.get(p.id) ?? []).filter((r) => r.listing_type === kind);
        return {
          psf: median(rows.map((r) => (r.size_sqft ? r.price / r.size_sqft : null))),
          median: median(rows.map((r) => r.price)),
          sample: rows.length,
          pages: s.pages,
          syncedAt: iso(s.at),
        };
      };
      const asking = sample('sale');
      const rent = sample('rent');
      const sized = (kind: ListingKind) => (listingsBy.get(p.id) ?? []).filter((r) => r.listing_type === kind && r.size_sqft).length;
      const grossYield =
        asking?.psf && rent?.psf ? { pct: (rent.psf / asking.psf) * 100, saleSample: sized('sale'), rentSample: sized('rent') } : null;
      const projectSync = sync('projects');
      const years = projectsBy.get(p.id) ?? [];
      const coverage = sales.get(p.id);
      const soldPrices = (salesBy.get(p.id) ?? []).map((r) => r.price);
      const window = coverage ? periodWindow(coverage, '1y', asOf) : null;
      return {
        id: p.id,
        name: p.name,
        nameAr: p.nameAr,
        emirate: p.emirate,
        lat: p.lat,
        lon: p.lon,
        priceLevel: priceLevel(trendsBy.get(p.id) ?? [], trendSyncBy.get(p.id)),
        asking,
        rent,
        grossYield,
        sales:
          coverage && window && coverage.records > 0
            ? {
                count: soldPrices.length,
                median: median(soldPrices),
                from: window.from,
                to: window.to,
                complete: window.complete,
                state: coverage.status.state,
              }
            : null,
        supply: projectSync
          ? {
              total: years.reduce((a, y) => a + y.n, 0),
              byYear: years.flatMap((y) => (y.year === null ? [] : [{ year: y.year, projects: y.n }])).sort((a, b) => a.year - b.year),
              undated: years.find((y) => y.year === null)?.n ?? 0,
              pages: projectSync.pages,
              syncedAt: iso(projectSync.at),
            }
          : null,
      };
    });
  }
}

/**
 * The newest month's level (the mean of the bedroom categories held for it) and its change from
 * the month a year before, or the oldest month held after that when the year is not held whole.
 */
function priceLevel(rows: readonly { point: PriceTrendPoint }[], syncedAt: number | undefined): AreaRow['priceLevel'] {
  if (syncedAt === undefined) return null;
  const byMonth = new Map<string, number[]>();
  for (const { point } of rows) {
    const month = monthKey(point.date);
    const level = point.community_price;
    if (!month || typeof level !== 'number' || !(level > 0)) continue;
    byMonth.set(month, [...(byMonth.get(month) ?? []), level]);
  }
  const months = [...byMonth.keys()].sort();
  const to = months.at(-1);
  if (!to) return null;
  const [y, m] = to.split('-').map(Number) as [number, number];
  const yearBefore = `${y - 1}-${String(m).padStart(2, '0')}`;
  const inWindow = months.filter((k) => k >= yearBefore);
  const from = inWindow[0]!;
  const mean = (k: string) => {
    const v = byMonth.get(k)!;
    return v.reduce((a, b) => a + b, 0) / v.length;
  };
  return {
    psf: Math.round(mean(to)),
    change12m: from === to ? null : mean(to) / mean(from) - 1,
    from,
    to,
    months: inWindow.length,
    bedroomCategories: byMonth.get(to)!.length,
    syncedAt: iso(syncedAt),
  };
}

/**
 * The share of the day's budget area work may spend (COLLECT_AREA_PAGES): `left` says how many
 * pages are left of it today; `pay` wraps the collector's payer, counting each page paid.
 */
export class AreaBudget {
  constructor(
    private readonly db: Db,
    private readonly dailyPages: number,
    private readonly now: () => number = Date.now,
  ) {}

  #day(): string {
    return new Date(this.now()).toISOString().slice(0, 10);
  }

  async left(): Promise<number> {
    if (this.dailyPages <= 0) return 0;
    const [row] = await this.db.query<{ pages: number }>('select pages from area_spend where day = $1::date', [this.#day()]);
    return Math.max(0, this.dailyPages - (row?.pages ?? 0));
  }

  pay(inner: Payer): Payer {
    return async () => {
      if ((await this.left()) <= 0 || !(await inner())) return false;
      await this.db.query(
        `insert into area_spend (day, pages) values ($1::date, 1) on conflict (day) do update set pages = area_spend.pages + 1`,
        [this.#day()],
      );
      return true;
    };
  }
}
