/**
 * Analyses over the ledger: the figures of `/api/insights/*`, computed with the same statistics
 * the browser used to compute over pages it gathered (src/shared). One query loads the rows a
 * view needs (both types, all bedrooms, the longest period it shows); the rest is arithmetic.
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
  type MonthRow,
  type PeriodCoverage,
  type StoredTransaction,
  type TransactionInsights,
  type TransactionPeriod,
  type TransactionType,
} from '../../src/contract/index.ts';
import { grossYield, monthlyBuckets, percentileRank, quartiles, summariseBy } from '../../src/shared/stats.ts';
import {
  bedsOf,
  comparablePrice,
  momentum,
  monthsBefore,
  summarise,
  withinPeriod,
  yieldByBedrooms,
  type PricedRecord,
} from '../../src/shared/transactions.ts';
import type { Sql } from './db.ts';
import type { PlaceCoverage } from './collector.ts';
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

interface Row extends PricedRecord {
  transaction_type: TransactionType;
  transaction_date: string;
  price: number;
  bedrooms: number | null;
}

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

const matchesBeds = (beds: number | undefined) => (r: PricedRecord) =>
  beds === undefined || (beds >= BEDS_PLUS ? (bedsOf(r) ?? -1) >= BEDS_PLUS : bedsOf(r) === beds);

/**
 * Both types' rows of a location (and property type) dated after `start` (null: all held): one
 * range of the covering index (migration 8), no join. They come as one JSON text, not as rows:
 * PGlite decodes each row of an answer in JavaScript and copies it across the store's thread, and
 * for a busy place's five years (150k rows) that alone took seconds; one string is parsed natively
 * (4-5x faster at 33k rows, `npm run bench -- scale`).
 */
async function loadRows(
  sql: Sql,
  f: Pick<TransactionFilters, 'locationId' | 'propertyType' | 'heldAt'>,
  start: string | null,
): Promise<Row[]> {
  const [got] = await sql.query<{ rows: string }>(
    `select coalesce(json_agg(json_build_array(l.transaction_type, l.transaction_date, l.price, l.bedrooms)), '[]')::text as rows
     from transaction_locations l
     where l.location_id = $1
       and ($2::date is null or l.transaction_date > $2::date)
       and ($3::text is null or l.property_type = $3)
       and ($4::float8 is null or l.stored_at <= to_timestamp($4::float8 / 1000.0))`,
    [f.locationId, start, f.propertyType ?? null, f.heldAt ?? null],
  );
  const tuples = JSON.parse(got?.rows ?? '[]') as [TransactionType, string, number, number | null][];
  return tuples.map(([transaction_type, transaction_date, price, bedrooms]) => ({ transaction_type, transaction_date, price, bedrooms }));
}

/**
 * The months of a chart as held: none before the first day held whole (`from`, while collecting),
 * and the first and last marked partial when the period or the store's range starts or ends
 * inside them (a period counts from a day; the current month is not over).
 */
function wholeMonths(months: readonly Omit<MonthRow, 'partial'>[], first: string | null, last: string): MonthRow[] {
  const firstMonth = first?.slice(0, 7) ?? null;
  const lastMonth = last.slice(0, 7);
  const monthEnd = (m: string) => {
    const [y, mo] = m.split('-').map(Number) as [number, number];
    return new Date(Date.UTC(y, mo, 0)).toISOString().slice(0, 10);
  };
  return months
    .filter((m) => firstMonth === null || m.month >= firstMonth)
    .map((m) => ({
      ...m,
      partial: (m.month === firstMonth && !first!.endsWith('-01')) || (m.month === lastMonth && last < monthEnd(m.month)),
    }));
}

export async function transactionInsights(
  sql: Sql,
  f: TransactionFilters,
  coverage: Record<TransactionType, PlaceCoverage>,
  asOf: Date,
  stale: TransactionInsights['stale'],
): Promise<TransactionInsights> {
  const start = periodStart(f.period, asOf);
  const yearStart = monthsBefore(12, asOf);
  // Momentum needs the year whatever the period; a longer period needs more.
  const loadFrom = start === null ? null : start < yearStart ? start : yearStart;
  const rows = await loadRows(sql, f, loadFrom);
  const ofType = (t: TransactionType) => rows.filter((r) => r.transaction_type === t);
  const inPeriod = (rs: readonly Row[]) => (start === null ? [...rs] : rs.filter((r) => r.transaction_date > start));
  const mine = coverage[f.type];

  const chosen = ofType(f.type).filter(matchesBeds(f.bedrooms));
  const sample = inPeriod(chosen);
  const byPeriod = Object.fromEntries(
    TRANSACTION_PERIODS.map((p) => {
      const s = monthsBefore(TRANSACTION_PERIOD_MONTHS[p], asOf);
      return [p, { records: withinPeriod({ records: chosen, complete: false }, s).records, complete: covers(mine, s) }];
    }),
  ) as Record<TransactionPeriod, { records: Row[]; complete: boolean }>;

  const byBedrooms: BedroomRow[] = summariseBy(
    inPeriod(ofType(f.type)),
    bedsOf,
    (r) => comparablePrice(r, f.type),
    (a, b) => a - b,
  ).map((g) => ({ beds: g.key, count: g.count, median: g.median, q1: g.q1, q3: g.q3 }));
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
    summary: summarise(sample, f.type),
    momentum: momentum(byPeriod, f.type),
    monthly: wholeMonths(
      monthlyBuckets(
        sample,
        (r) => r.transaction_date,
        (r) => comparablePrice(r, f.type),
      ),
      heldFrom(mine, start),
      asOf.toISOString().slice(0, 10),
    ),
    byBedrooms,
    yields: yieldByBedrooms(inPeriod(ofType('sold')), inPeriod(ofType('rented'))),
    grossYield: grossYield(
      inPeriod(ofType('rented')).map((r) => comparablePrice(r, 'rented')),
      inPeriod(ofType('sold')).map((r) => comparablePrice(r, 'sold')),
    ),
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

const orderBy = (sort: RecordSort, alias: string) => {
  const { key, desc } = ORDER[sort];
  const dir = desc ? 'desc' : 'asc';
  return `${alias}.${key} ${dir}, ${alias}.id ${dir}`;
};

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
 * are joined to the records for the fields the index does not hold.
 */
function pageOfRecords(sql: Sql, f: TransactionFilters, sort: RecordSort, from: PageStart, size: number, asOf: Date) {
  const { where, params } = recordsWhere(f, asOf);
  const { key, desc } = ORDER[sort];
  let seek = '';
  let skip = '';
  if ('after' in from) {
    params.push(from.after.key, from.after.id);
    const cast = key === 'price' ? 'float8' : 'date';
    seek = `and (l.${key}, l.id) ${desc ? '<' : '>'} ($${params.length - 1}::${cast}, $${params.length}::text)`;
  } else skip = `offset ${from.offset}`;
  return sql.query<StoredTransaction>(
    `with page as (
       select l.id, l.transaction_date, l.price, l.bedrooms from transaction_locations l
       where ${where} ${seek} order by ${orderBy(sort, 'l')} limit ${size} ${skip}
     )
     select page.id, page.transaction_date::text as transaction_date, page.price, page.bedrooms,
            t.record->>'property_type' as property_type, t.record->>'high_level_location_name' as high_level_location_name
     from page join transactions t on t.id = page.id
     order by ${orderBy(sort, 'page')}`,
    params,
  );
}

/** One page of stored records, with the number matching (counted on the index alone). */
export async function recordsPage(
  sql: Sql,
  f: TransactionFilters,
  sort: RecordSort,
  page: number,
  pageSize: number,
  asOf: Date,
): Promise<{ data: StoredTransaction[]; total: number }> {
  const { where, params } = recordsWhere(f, asOf);
  const [data, [count]] = await Promise.all([
    pageOfRecords(sql, f, sort, { offset: (page - 1) * pageSize }, pageSize, asOf),
    sql.query<{ n: number }>(`select count(*)::int as n from transaction_locations l where ${where}`, params),
  ]);
  return { data, total: count?.n ?? 0 };
}

/** Every stored record of the filters, in chunks, for a streamed download: one pass, each chunk continuing from the last. */
export async function* allRecords(
  sql: Sql,
  f: TransactionFilters,
  sort: RecordSort,
  asOf: Date,
  chunk = 2000,
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

/** Where a price sits among the stored transactions of a location, type, property type and bedrooms (12 months). */
export async function priceContext(sql: Sql, f: Omit<TransactionFilters, 'period'>, price: number, asOf: Date) {
  const rows = await loadRows(sql, f, monthsBefore(12, asOf));
  const values = rows
    .filter((r) => r.transaction_type === f.type)
    .filter(matchesBeds(f.bedrooms))
    .map((r) => comparablePrice(r, f.type));
  const q = quartiles(values);
  return {
    percentile: percentileRank(values, price),
    count: q?.n ?? 0,
    median: q?.median ?? null,
    q1: q?.q1 ?? null,
    q3: q?.q3 ?? null,
  };
}
