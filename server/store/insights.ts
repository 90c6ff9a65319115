/**
 * Analyses over the ledger: the figures of `/api/insights/*`, the same statistics the browser used
 * to compute over pages it gathered (src/shared). A view (both types, all bedrooms, the longest
 * period it shows) reads the prices kept per place and month and selects its quantiles from them
 * (kept-figures.ts), never the place's records, so a busy place's five years cost what its few
 * hundred kept rows cost (a few thousand with a property type); `recordFigures` computes the same from the records, in the database.
 */
import {
  BEDROOMS_TOP,
  INSIGHT_PERIODS,
  INSIGHT_PERIOD_MONTHS,
  TRANSACTION_PERIODS,
  TRANSACTION_PERIOD_MONTHS,
  type BedroomRow,
  type InsightCoverage,
  type InsightPeriod,
  type MomentumRow,
  type MonthRow,
  type PeriodCoverage,
  type StoredTransaction,
  type TransactionInsights,
  type TransactionType,
} from '../../src/contract/index.ts';
import { monthAxis, relativeChange } from '../../src/shared/stats.ts';
import { monthsBefore, summarise } from '../../src/shared/transactions.ts';
import type { Sql } from './db.ts';
import type { PlaceCoverage } from './collector.ts';
import { keptFigures } from './kept-figures.ts';
import type { Coverage } from './ledger.ts';

export interface TransactionFilters {
  locationId: string;
  type: TransactionType;
  propertyType?: string;
  /** 7 counts 7 or more. */
  bedrooms?: number;
  period: InsightPeriod;
  /** Count only records stored by then (ms): the moment the answer's coverage was read. */
  heldAt?: number;
}

/** The bedroom count that gathers the ones above it ("7+"): the contract's join rule (src/contract/bedrooms.ts). */
const BEDS_PLUS = BEDROOMS_TOP;

const DAY = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);

function periodStart(period: InsightPeriod, asOf: Date): string | null {
  const months = INSIGHT_PERIOD_MONTHS[period];
  return months === null ? null : monthsBefore(months, asOf);
}

export function coverageOut(c: PlaceCoverage): InsightCoverage {
  return {
    ...c.status,
    from: c.from,
    syncedAt: c.syncedAt === null ? null : new Date(c.syncedAt).toISOString(),
    complete: c.complete,
    records: c.records,
    oldest: c.oldest,
    newest: c.newest,
    pagesSpent: c.pagesSpent,
  };
}

/** The first day a period's figures hold whole: the period's first day, or later while the store is still collecting. */
function heldFrom(c: Coverage, start: string | null): string | null {
  const first = start === null ? null : dayAfter(start);
  if (c.complete) return first ?? c.oldest;
  if (c.from === null) return first;
  return first === null || c.from > first ? c.from : first;
}

/** The window a period's records cover in the store: first and last day held, and whether it is the whole period. */
export function periodWindow(
  c: Coverage,
  period: InsightPeriod,
  asOf: Date,
): { from: string | null; to: string | null; complete: boolean } {
  const start = periodStart(period, asOf);
  return c.records === 0
    ? { from: null, to: null, complete: covers(c, start) }
    : { from: heldFrom(c, start), to: c.newest, complete: covers(c, start) };
}

/** Whether the store holds every record dated after `start` (null: everything, i.e. the whole held range). */
function covers(c: Coverage, start: string | null): boolean {
  if (c.from === null) return false;
  return start === null ? c.complete : c.from <= dayAfter(start);
}

/** The figures' rows: a location's (and property type's) of both types dated after `$2` (null: all held), stored by `$4`. */
const FIGURE_ROWS = `select l.transaction_type as t, l.transaction_date as d, l.bedrooms as b,
         case when l.transaction_type = 'sold' and not l.price > 0 then null else l.price end as p
  from transaction_locations l
  where l.location_id = $1 and l.transaction_type in ('sold', 'rented')
    and ($2::date is null or l.transaction_date > $2::date)
    and ($3::text is null or l.property_type = $3)
    and ($4::float8 is null or l.stored_at <= to_timestamp($4::float8 / 1000.0))`;

/** The bedrooms filter (`$6`) on the figures' rows: 7 counts 7 or more. */
const BEDS_MATCH = `($6::int is null or (case when $6::int >= ${BEDS_PLUS} then b >= ${BEDS_PLUS} else b = $6::int end))`;

/**
 * The memory each sort, hash table and held result of the figures may take (`work_mem`; the
 * servers' default is 4 MB). The rows `recordFigures` holds are its largest: a busy place's 200,000
 * spill to disk at 16 MB and fit in 32 MB (`SCALE_EXPLAIN=1 npm run bench -- scale`), so at the
 * default they were written out and read back five times. A larger place spills, slower but the
 * same figures. Besides the rows, the statement holds its two hash tables of prices (about 3 MB
 * each at 200,000 rows) and its quantiles' sorts (each at most its sample), so it takes a small
 * multiple of this, and only while it runs: PGlite runs one statement at a time, and on
 * PostgreSQL the setting is the statement's own, not each pooled connection's.
 */
const FIGURES_WORK_MEM = '32MB';
/** Rows that fit the default 4 MB: a place holding fewer runs the statement as any other (no transaction of its own to set it). */
const FIGURES_FIT_DEFAULT_ROWS = 20_000;

/** What the database computes of a view's rows: each an ordered-set aggregate or a count (see `recordFigures`; `keptFigures` gives the same). */
export interface FigureSums {
  /** [count, [q1, median, q3] or null] of the sample. */
  summary: [number, [number, number, number] | null];
  /** [count, median] of the chosen rows in each look-back period, in TRANSACTION_PERIODS order. */
  momentum: [number, number | null][];
  /** [month, count, median] of the sample's months that hold a price. */
  months: [string, number, number | null][];
  /** [beds, count, q1, median, q3] of the type's rows of the period, by bedrooms. */
  beds: [number, number, number, number, number][];
  /** [beds, rent count, median yearly rent, sale count, median price] of the period, by bedrooms. */
  yields: [number, number, number | null, number, number | null][];
  /** [rent count, median yearly rent, sale count, median price] of the period. */
  gross: [number, number | null, number, number | null];
}

/**
 * The figures' rows of one type in price order (a sale at no price first, as null): the covering
 * price index read backwards (migration 8), or over a year the date index's range sorted, which
 * the planner finds cheaper. Every quantile over them then gets its values already in order, which
 * PostgreSQL's sort checks for first and then has nothing to do.
 */
const rowsByPrice = (type: TransactionType) => `(select l.transaction_type = 'sold' as s, l.transaction_date as d, l.bedrooms as b,
         case when l.transaction_type = 'sold' and not l.price > 0 then null else l.price end as p
  from transaction_locations l
  where l.location_id = $1 and l.transaction_type = '${type}'
    and ($2::date is null or l.transaction_date > $2::date)
    and ($3::text is null or l.property_type = $3)
    and ($4::float8 is null or l.stored_at <= to_timestamp($4::float8 / 1000.0))
  order by l.price)`;

/** Type 7 quantiles (src/shared/stats.ts `quantile`) of a column, nulls left out. */
const quartilesOf = (column: string) => `percentile_cont(array[0.25, 0.5, 0.75]) within group (order by ${column})`;
const medianOf = (column: string) => `percentile_cont(0.5) within group (order by ${column})`;

/**
 * The record path: what a view's figures are, from its records. Views read the months kept
 * instead (kept-figures.ts), which give these figures value for value (kept-figures.test.ts holds
 * them to this); `held` is the records the place holds, the rows this reads at most.
 *
 * A view's figures computed where the rows are (issue 24: loading a busy place's five years into
 * Node took 0.3-1.6 s). Prices compare as `comparablePrice` makes them (a sale above zero; a rent
 * as stored, yearly: the ledger keeps no rent period) and quantiles are `percentile_cont`, the
 * linear interpolation src/shared/stats.ts computes (type 7), so the figures are the ones the
 * shared code gives for the same records (insights-figures.test.ts holds them to it).
 *
 * What keeps it quick at a busy place's five years (200,000 rows; issue 24): the rows are read
 * once, in price order (`rowsByPrice`), and held in memory (`FIGURES_WORK_MEM`). The sample, the
 * momentum and the gross yield take subsets of them in that order. The months and the bedrooms
 * (per type, serving both the bedrooms table and the yields) gather each group's prices into an
 * array by hashing, which keeps the rows' order, and take the group's quantiles over that array:
 * no sort has anything to do, where each figure sorted its sample (five sorts of up to 200,000
 * values). The order only makes it quick: each quantile sorts its values, so the figures are the
 * same whatever order the rows come in.
 */
export async function recordFigures(
  sql: Sql,
  f: TransactionFilters,
  loadFrom: string | null,
  start: string | null,
  /** The first days of TRANSACTION_PERIODS (12, 6, 3, 1 months), longest first. */
  lookBacks: readonly string[],
  /** The records the place holds of both types: at most the rows the statement reads. */
  held: number,
): Promise<FigureSums> {
  // The period's rows; the chosen ones (the type and bedrooms asked for); the sample: both.
  const PERIOD = `($7::date is null or d > $7::date)`;
  const CHOSEN = `(s = ($5 = 'sold') and ${BEDS_MATCH})`;
  const SAMPLE = `(${CHOSEN} and ${PERIOD})`;
  const quartileArray = quartilesOf('p');
  const median = medianOf('p');
  const [got] = await sql.query<{ sums: string }>(
    `with r as materialized (${rowsByPrice('sold')} union all ${rowsByPrice('rented')}),
     sample as not materialized (select * from r where ${SAMPLE}),
     period as not materialized (select * from r where ${PERIOD}),
     beds as (select s, b, n, (select ${quartilesOf('x')} from unnest(a) x) as q
              from (select s, b, count(p) as n, array_agg(p) as a from period where b is not null group by s, b) g)
     select json_build_object(
       'summary', (select json_build_array(count(p), ${quartileArray}) from sample),
       'momentum', (select json_build_array(${[8, 9, 10, 11]
         .map((i) => `json_build_array(count(p) filter (where d > $${i}::date), ${median} filter (where d > $${i}::date))`)
         .join(', ')})
                    from r where ${CHOSEN} and d > $8::date),
       'months', (select coalesce(json_agg(json_build_array(to_char(m, 'YYYY-MM'), n, (select ${medianOf('x')} from unnest(a) x)) order by m), '[]')
                  from (select d - date_part('day', d)::int + 1 as m, count(p) as n, array_agg(p) as a
                        from sample where p is not null group by 1) x),
       'beds', (select coalesce(json_agg(json_build_array(b, n, q[1], q[2], q[3]) order by b), '[]')
                from beds where s = ($5 = 'sold') and n > 0),
       'yields', (select coalesce(json_agg(json_build_array(b, rn, rm, sn, sm) order by b), '[]')
                  from (select b, coalesce(max(n) filter (where not s), 0) as rn, max(q[2]) filter (where not s) as rm,
                               coalesce(max(n) filter (where s), 0) as sn, max(q[2]) filter (where s) as sm
                        from beds group by b) x),
       'gross', (select json_build_array(count(p) filter (where not s), ${median} filter (where not s),
                                         count(p) filter (where s), ${median} filter (where s))
                 from period)
     )::text as sums`,
    [f.locationId, loadFrom, f.propertyType ?? null, f.heldAt ?? null, f.type, f.bedrooms ?? null, start, ...lookBacks],
    held > FIGURES_FIT_DEFAULT_ROWS ? { workMem: FIGURES_WORK_MEM } : {},
  );
  return JSON.parse(got!.sums) as FigureSums;
}

/**
 * The months of a chart as held: none before the first day held whole (`from`, while collecting),
 * the first marked partial when the period or the store's range starts inside it (a period counts
 * from a day), and the last, the month of `asOf`, always: it is not over, even on its last day,
 * whose own records are still to come.
 */
function wholeMonths(months: readonly Omit<MonthRow, 'partial'>[], first: string | null, asOf: string): MonthRow[] {
  const firstMonth = first?.slice(0, 7) ?? null;
  const lastMonth = asOf.slice(0, 7);
  return months
    .filter((m) => firstMonth === null || m.month >= firstMonth)
    .map((m) => ({
      ...m,
      partial: (m.month === firstMonth && !first!.endsWith('-01')) || m.month === lastMonth,
    }));
}

/**
 * The days a view's figures count after: the period's start (null: all held), the first day read
 * (momentum needs the year whatever the period; a longer period needs more), and the look-backs
 * of TRANSACTION_PERIODS (12, 6, 3, 1 months), longest first.
 */
export function figureWindows(period: InsightPeriod, asOf: Date) {
  const start = periodStart(period, asOf);
  const yearStart = monthsBefore(12, asOf);
  return {
    start,
    loadFrom: start === null ? null : start < yearStart ? start : yearStart,
    lookBacks: TRANSACTION_PERIODS.map((p) => monthsBefore(TRANSACTION_PERIOD_MONTHS[p], asOf)),
  };
}

export async function transactionInsights(
  sql: Sql,
  f: TransactionFilters,
  coverage: Record<TransactionType, PlaceCoverage>,
  asOf: Date,
  stale: TransactionInsights['stale'],
): Promise<TransactionInsights> {
  const { start, loadFrom, lookBacks } = figureWindows(f.period, asOf);
  const yearStart = monthsBefore(12, asOf);
  const sums = await keptFigures(sql, f, loadFrom, start, lookBacks);
  const mine = coverage[f.type];

  const [count, q] = sums.summary;
  const summary = q ? { count, q1: q[0], median: q[1], q3: q[2], iqr: q[2] - q[0] } : summarise([], f.type);
  const year = sums.momentum[0]![1];
  const momentum: MomentumRow[] = TRANSACTION_PERIODS.map((period, i) => {
    const [n, median] = sums.momentum[i]!;
    return {
      period,
      count: n,
      median,
      vsYear: period === '1y' ? null : relativeChange(year, median),
      complete: covers(mine, lookBacks[i]!),
    };
  });
  const byBedrooms: BedroomRow[] = sums.beds.map(([beds, n, q1, median, q3]) => ({ beds, count: n, median, q1, q3 }));
  const yieldOf = (rentCount: number, medianYearlyRent: number | null, saleCount: number, medianPrice: number | null) => ({
    yield: medianYearlyRent !== null && medianPrice !== null ? medianYearlyRent / medianPrice : null,
    medianYearlyRent,
    medianPrice,
    rentCount,
    saleCount,
  });
  const held = mine.oldest;
  const periods: PeriodCoverage[] = INSIGHT_PERIODS.map((p) => {
    const s = periodStart(p, asOf);
    const longer = INSIGHT_PERIOD_MONTHS[p] === null || INSIGHT_PERIOD_MONTHS[p] > 12;
    return {
      period: p,
      start: s,
      complete: covers(mine, s),
      // A longer period adds something only once the store holds records older than the service's year.
      held: !longer || (held !== null && held <= yearStart),
      heldFrom: mine.records === 0 ? null : heldFrom(mine, s),
      heldTo: mine.records === 0 ? null : mine.newest,
    };
  });

  return {
    success: true,
    locationId: f.locationId,
    type: f.type,
    asOf: asOf.toISOString().slice(0, 10),
    period: periods.find((p) => p.period === f.period)!,
    summary,
    momentum,
    monthly: wholeMonths(
      monthAxis(sums.months.map(([month, count, median]) => ({ month, count, median }))),
      heldFrom(mine, start),
      asOf.toISOString().slice(0, 10),
    ),
    byBedrooms,
    yields: sums.yields.map(([beds, ...y]) => ({ beds, ...yieldOf(...y) })),
    grossYield: yieldOf(...sums.gross),
    yieldsComplete: covers(coverage.sold, start) && covers(coverage.rented, start),
    periods,
    coverage: { sold: coverageOut(coverage.sold), rented: coverageOut(coverage.rented) },
    stale,
  };
}

/**
 * Each order with its ties broken by id in the same direction, so a page can be continued from
 * its last row (keyset) and each is one index read forwards or backwards (migration 8).
 */
const ORDER = {
  newest: { key: 'transaction_date', desc: true },
  oldest: { key: 'transaction_date', desc: false },
  high_price: { key: 'price', desc: true },
  low_price: { key: 'price', desc: false },
} as const;
export type RecordSort = keyof typeof ORDER;

function recordsWhere(f: TransactionFilters, asOf: Date): { where: string; params: unknown[] } {
  const beds = f.bedrooms;
  return {
    where: `l.location_id = $1 and l.transaction_type = $2
      and ($3::date is null or l.transaction_date > $3::date)
      and ($4::text is null or l.property_type = $4)
      and ($5::int is null or (case when $5::int >= ${BEDS_PLUS} then l.bedrooms >= ${BEDS_PLUS} else l.bedrooms = $5::int end))
      and ($6::float8 is null or l.stored_at <= to_timestamp($6::float8 / 1000.0))`,
    params: [f.locationId, f.type, periodStart(f.period, asOf), f.propertyType ?? null, beds ?? null, f.heldAt ?? null],
  };
}

/** Where a page starts: after the last row of the one before (keyset), or after skipping rows (a page number). */
type PageStart = { after: { key: number | string; id: string } } | { offset: number };

/**
 * Stored records in order: the page's rows are found on the covering index alone, and only they
 * are joined to the records for the fields the index does not hold. `reverse` reads the order
 * backwards (the same index, from its other end) and gives the rows back in order: a page near
 * the end is found by skipping from the end. The rows come as one JSON text, not as rows:
 * PGlite decodes each row of an answer in JavaScript and copies it across the store's thread; one
 * string is parsed natively.
 */
async function pageOfRecords(
  sql: Sql,
  f: TransactionFilters,
  sort: RecordSort,
  from: PageStart,
  size: number,
  asOf: Date,
  reverse = false,
): Promise<StoredTransaction[]> {
  const { where, params } = recordsWhere(f, asOf);
  const { key, desc } = ORDER[sort];
  const back = desc !== reverse;
  let seek = '';
  let skip = '';
  if ('after' in from) {
    params.push(from.after.key, from.after.id);
    const cast = key === 'price' ? 'float8' : 'date';
    seek = `and (l.${key}, l.id) ${back ? '<' : '>'} ($${params.length - 1}::${cast}, $${params.length}::text)`;
  } else skip = `offset ${from.offset}`;
  const dir = back ? 'desc' : 'asc';
  const [got] = await sql.query<{ rows: string }>(
    `with page as (
       select l.id, l.transaction_date, l.price, l.bedrooms from transaction_locations l
       where ${where} ${seek} order by l.${key} ${dir}, l.id ${dir} limit ${size} ${skip}
     )
     select coalesce(json_agg(json_build_array(page.id, page.transaction_date::text, page.price, page.bedrooms,
                                               t.record->>'property_type', t.record->>'high_level_location_name')
                              order by page.${key} ${dir}, page.id ${dir}), '[]')::text as rows
     from page join transactions t on t.id = page.id`,
    params,
  );
  const tuples = JSON.parse(got?.rows ?? '[]') as [string, string, number, number | null, string | null, string | null][];
  const rows = tuples.map(([id, transaction_date, price, bedrooms, property_type, high_level_location_name]) => ({
    id,
    transaction_date,
    price,
    bedrooms,
    property_type,
    high_level_location_name,
  }));
  return reverse ? rows.reverse() : rows;
}

/**
 * The number of records matching: what the place holds (its coverage, kept as records arrive,
 * migration 14) when the filters are the place and type alone over a period reaching past its
 * oldest record; else counted on the index.
 */
async function recordsTotal(sql: Sql, f: TransactionFilters, asOf: Date, held: Pick<Coverage, 'records' | 'oldest'> | undefined) {
  const start = periodStart(f.period, asOf);
  const everything = f.propertyType === undefined && f.bedrooms === undefined && (start === null || (held?.oldest ?? '') > start);
  if (held && everything) return held.records;
  const { where, params } = recordsWhere(f, asOf);
  const [count] = await sql.query<{ n: number }>(`select count(*)::int as n from transaction_locations l where ${where}`, params);
  return count?.n ?? 0;
}

/**
 * One page of stored records, with the number matching. A page past the middle is read from the
 * end (the order reversed, skipping what follows it), so the last pages cost what the first do.
 * `held`: the coverage the answer is sent with (its records were read at `f.heldAt`).
 */
export async function recordsPage(
  sql: Sql,
  f: TransactionFilters,
  sort: RecordSort,
  page: number,
  pageSize: number,
  asOf: Date,
  held?: Pick<Coverage, 'records' | 'oldest'>,
): Promise<{ data: StoredTransaction[]; total: number }> {
  const total = await recordsTotal(sql, f, asOf, held);
  const offset = (page - 1) * pageSize;
  if (offset >= total) return { data: [], total };
  const size = Math.min(pageSize, total - offset);
  const fromEnd = total - offset - size;
  const data =
    fromEnd < offset
      ? await pageOfRecords(sql, f, sort, { offset: fromEnd }, size, asOf, true)
      : await pageOfRecords(sql, f, sort, { offset }, size, asOf);
  return { data, total };
}

/** Every stored record of the filters, in chunks, for a streamed download: one pass, each chunk continuing from the last. */
export async function* allRecords(
  sql: Sql,
  f: TransactionFilters,
  sort: RecordSort,
  asOf: Date,
  chunk = 5000,
): AsyncGenerator<StoredTransaction[]> {
  let from: PageStart = { offset: 0 };
  for (;;) {
    const data = await pageOfRecords(sql, f, sort, from, chunk, asOf);
    if (data.length) yield data;
    if (data.length < chunk) return;
    const last = data[data.length - 1]!;
    from = { after: { key: ORDER[sort].key === 'price' ? last.price : last.transaction_date, id: last.id } };
  }
}

/**
 * Where a price sits among the stored transactions of a location, type, property type and bedrooms
 * (12 months): the mid-rank percentile (`percentileRank`) and the quartiles, computed in the database.
 */
export async function priceContext(sql: Sql, f: Omit<TransactionFilters, 'period'>, price: number, asOf: Date) {
  const [got] = await sql.query<{ n: number; below: number; equal: number; q1: number | null; median: number | null; q3: number | null }>(
    `select n, below, equal, q[1] as q1, q[2] as median, q[3] as q3
     from (select count(p)::int as n, (count(p) filter (where p < $7::float8))::int as below,
                  (count(p) filter (where p = $7::float8))::int as equal,
                  percentile_cont(array[0.25, 0.5, 0.75]) within group (order by p) as q
           from (${FIGURE_ROWS}) r where t = $5 and ${BEDS_MATCH}) x`,
    [f.locationId, monthsBefore(12, asOf), f.propertyType ?? null, f.heldAt ?? null, f.type, f.bedrooms ?? null, price],
  );
  const n = got?.n ?? 0;
  return {
    percentile: n > 0 && Number.isFinite(price) ? ((got!.below + got!.equal / 2) / n) * 100 : null,
    count: n,
    median: n > 0 ? got!.median : null,
    q1: n > 0 ? got!.q1 : null,
    q3: n > 0 ? got!.q3 : null,
  };
}
