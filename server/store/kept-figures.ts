/**
 * A view's figures from the inputs kept per place and month (migration 15, `transaction_months`):
 * each place, type, month, property type and bedroom count's records and comparable prices, as
 * the float8s' bytes (migrations 16 and 17), and the same for every property type together
 * (`transaction_months_all`, 17), which a view without a property type reads. A busy place's five
 * years are 200,000 records but about 840 rows of every type (4,200 per type); reading those and
 * selecting each quantile's ranks in Node costs a fraction of reading and ordering the records in
 * the database (issue 24, `npm run bench -- scale`; docs/market-store.md).
 *
 * Exact, not approximate: every figure is a count or a type 7 quantile over the same prices the
 * records give (insights.ts `recordFigures`; kept-figures.test.ts holds the two equal). A window
 * starts on a day (`monthsBefore`), so the month it starts in counts by its records after that
 * day, and only whole months by their kept rows; a kept month holding a record stored after
 * `heldAt` (the answer counts what was held when its coverage was read) is read by record too.
 */
import { BEDROOMS_TOP } from '../../src/contract/index.ts';
import type { Sql } from './db.ts';
import type { FigureSums, TransactionFilters } from './insights.ts';

/** The records of `added` (a CTE) to keep, by month: prices of sales never priced (0) left out. */
const ADDED_BY_MONTH = `select transaction_date - date_part('day', transaction_date)::int + 1 as month, property_type, bedrooms, stored_at,
         case when $2::text = 'sold' and not price > 0 then null else price end as p
  from added`;

/** Into a kept row: records counted, prices appended (in no order: quantiles select their ranks), the latest storing. */
const MERGE_KEPT = `records = m.records + excluded.records,
    price_bytes = m.price_bytes || excluded.price_bytes,
    stored_through = greatest(m.stored_through, excluded.stored_through)`;

/**
 * Keep the records a statement just stored (the CTE `added`: the location rows it inserted, their
 * `transaction_date, price, bedrooms, property_type, stored_at`) in their months' rows, per
 * property type (`transaction_months`) and for every type together (`transaction_months_all`,
 * migration 17): two CTEs, `kept` and `kept_all`. `$1` the location, `$2` the type. Run in the
 * statement that stores them, so the kept rows never disagree with the records.
 */
export const KEEP_ADDED = `kept as (
  insert into transaction_months as m (location_id, transaction_type, month, property_type, bedrooms, records, price_bytes, stored_through)
  select $1::bigint, $2::text, month, property_type, bedrooms, count(*)::int,
         coalesce(string_agg(float8send(p), '') filter (where p is not null), ''), max(stored_at)
  from (${ADDED_BY_MONTH}) a
  group by month, property_type, bedrooms
  on conflict (location_id, transaction_type, month, property_type, bedrooms) do update set ${MERGE_KEPT}
), kept_all as (
  insert into transaction_months_all as m (location_id, transaction_type, month, bedrooms, records, price_bytes, stored_through)
  select $1::bigint, $2::text, month, bedrooms, count(*)::int,
         coalesce(string_agg(float8send(p), '') filter (where p is not null), ''), max(stored_at)
  from (${ADDED_BY_MONTH}) a
  group by month, bedrooms
  on conflict (location_id, transaction_type, month, bedrooms) do update set ${MERGE_KEPT}
)`;

/**
 * Prices the view reads: a kept month's (`month`, `day` its first), or one record's, of a
 * month read whole (`record`: its kept row holds a record stored after the answer's `heldAt`) or of
 * the part of a month after the first window starting in it (`tail`).
 */
interface Prices {
  kind: 'month' | 'record' | 'tail';
  sold: boolean;
  day: string;
  beds: number | null;
  /** Records, priced or not: a bedroom count with sales never priced still has a row in the yields. */
  records: number;
  prices: ArrayLike<number>;
}

/**
 * Whether prices count in the window of the days after `s` (null: everything held). A month a
 * window starts in counts by its records after that day (its tail) and, in longer windows, whole
 * by its kept row: so a tail counts only in windows starting in its month.
 */
function inWindow(l: Prices, s: string | null): boolean {
  if (s === null) return l.kind !== 'tail';
  return l.day > s && (l.kind !== 'tail' || l.day.slice(0, 7) === s.slice(0, 7));
}

const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const DAY = 86_400_000;
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY).toISOString().slice(0, 10);
const nextMonth = (day: string) => {
  const d = new Date(`${firstOfMonth(day)}T00:00:00Z`);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)).toISOString().slice(0, 10);
};

/**
 * The kept rows of the months from `$2` on but those in `$5` (read whole by record), and the
 * records in the ranges `$6` (first day) to `$7` (the day after the last), as one JSON text (`got`)
 * but for the kept rows' prices, which are bytes (`prices`, `keptPrices`; one aggregation step
 * gathers both, so the bytes come in the rows' order without sorting either); and
 * the months not in `$5` whose kept row holds a record stored after `$4` (`late`: read again,
 * `readPrices`). The ranges are a join on short arrays the planner counts: joined on the late
 * months as well, it guessed thousands of ranges and PostgreSQL compiled the statement (JIT) for
 * that guess, 15-150 ms of 30-180 (`SCALE_EXPLAIN=1 npm run bench -- scale`).
 */
const keptAndRecords = (kept: 'transaction_months_all' | 'transaction_months') => `with kept as (
    select transaction_type = 'sold' as s, month, bedrooms as b, records as n, price_bytes,
           ($4::float8 is not null and stored_through > to_timestamp($4::float8 / 1000.0)) as late
    from ${kept}
    where location_id = $1 and transaction_type in ('sold', 'rented')
      and ($2::date is null or month >= $2::date) ${kept === 'transaction_months' ? 'and property_type = $3' : ''}
      and month <> all($5::date[])
  )
  select json_build_object(
    'kept', k.meta,
    'late', (select coalesce(json_agg(distinct month::text), '[]') from kept where late),
    'records', (select coalesce(json_agg(json_build_array(l.transaction_type = 'sold', l.transaction_date::text, l.bedrooms,
                                           case when l.transaction_type = 'sold' and not l.price > 0 then null else l.price end)), '[]')
                from unnest($6::date[], $7::date[]) e(first, until) join transaction_locations l
                  on l.location_id = $1 and l.transaction_type in ('sold', 'rented')
                 and l.transaction_date >= e.first and l.transaction_date < e.until
                 and ($3::text is null or l.property_type = $3)
                 and ($4::float8 is null or l.stored_at <= to_timestamp($4::float8 / 1000.0)))
  )::text as got, k.prices
  from (select coalesce(json_agg(json_build_array(s, month::text, b, n, octet_length(price_bytes) / 8)), '[]') as meta,
               encode(coalesce(string_agg(price_bytes, ''), ''), 'base64') as prices
        from kept where not late) k`;
/** A view of every property type reads the rows kept for them together (migration 17); one of a type, that type's. */
const KEPT_AND_RECORDS = { all: keptAndRecords('transaction_months_all'), ofType: keptAndRecords('transaction_months') };

/**
 * The kept rows' prices as `KEPT_AND_RECORDS` sends them: each row's float8s, big-endian, one
 * after another (migration 16), `counts[i]` of them for row `i`, in base64 (text: the same on both
 * drivers). Sent as JSON, a busy place's 200,000 prices were written out as decimals by the
 * database and read back by `JSON.parse`; as bytes they are copied. Exact: the same doubles. One
 * array of all the values, a view of it for each row.
 */
function keptPrices(base64: string, counts: readonly number[]): Float64Array[] {
  const bytes = Buffer.from(base64, 'base64');
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const all = new Float64Array(bytes.byteLength >> 3);
  for (let i = 0; i < all.length; i++) all[i] = view.getFloat64(i * 8);
  let at = 0;
  return counts.map((n) => all.subarray(at, (at += n)));
}

/**
 * The prices of a view whose windows start after `starts`: kept months, and each month a window
 * starts in by its records after the earliest start there. A kept month holding a record stored
 * after the answer's coverage was read (a sync storing while the view is computed) is read whole
 * by record instead, in a second statement: rare, and then exact.
 */
async function readPrices(sql: Sql, f: TransactionFilters, loadFrom: string | null, starts: readonly string[]): Promise<Prices[]> {
  const tails = new Map<string, string>();
  for (const s of starts) {
    const m = firstOfMonth(s);
    if (!tails.has(m) || s < tails.get(m)!) tails.set(m, s);
  }
  let late: string[] = [];
  for (;;) {
    const ranges = [
      ...late.map((m) => [m, nextMonth(m)] as const),
      ...[...tails].filter(([m]) => !late.includes(m)).map(([m, s]) => [dayAfter(s), nextMonth(m)] as const),
    ];
    const [row] = await sql.query<{ got: string; prices: string }>(
      f.propertyType === undefined ? KEPT_AND_RECORDS.all : KEPT_AND_RECORDS.ofType,
      [
        f.locationId,
        loadFrom === null ? null : firstOfMonth(loadFrom),
        f.propertyType ?? null,
        f.heldAt ?? null,
        late,
        ranges.map(([first]) => first),
        ranges.map(([, until]) => until),
      ],
    );
    const got = JSON.parse(row!.got) as {
      kept: [boolean, string, number | null, number, number][];
      late: string[];
      records: [boolean, string, number | null, number | null][];
    };
    if (got.late.length) {
      late = [...late, ...got.late];
      continue;
    }
    const whole = new Set(late.map((m) => m.slice(0, 7)));
    const prices = keptPrices(
      row!.prices,
      got.kept.map((k) => k[4]),
    );
    return [
      ...got.kept.map(([sold, day, beds, records], i): Prices => ({ kind: 'month', sold, day, beds, records, prices: prices[i]! })),
      ...got.records.map(([sold, day, beds, p]): Prices => ({
        kind: whole.has(day.slice(0, 7)) ? 'record' : 'tail',
        sold,
        day,
        beds,
        records: 1,
        prices: p === null ? [] : [p],
      })),
    ];
  }
}

/** A group's prices, in no order: quantiles select their ranks (`quantile`), which costs less than sorting them. */
function valuesOf(lists: readonly { prices: ArrayLike<number> }[]): Float64Array {
  let n = 0;
  for (const l of lists) n += l.prices.length;
  const out = new Float64Array(n);
  let k = 0;
  for (const l of lists) {
    if (l.prices instanceof Float64Array) out.set(l.prices, k);
    else for (let i = 0; i < l.prices.length; i++) out[k + i] = l.prices[i]!;
    k += l.prices.length;
  }
  return out;
}

/**
 * The value of rank `k` (0-based) in `a`, which it reorders (quickselect, Hoare's partition on the
 * median of three): linear on average, where a sort of a busy place's 200,000 prices took 14 ms
 * in V8 and a merge of its kept lists more.
 */
function select(a: Float64Array, k: number): number {
  let left = 0;
  let right = a.length - 1;
  while (right > left) {
    const x = a[left]!;
    const y = a[(left + right) >> 1]!;
    const z = a[right]!;
    const pivot = x < y ? (y < z ? y : x < z ? z : x) : x < z ? x : y < z ? z : y;
    let i = left;
    let j = right;
    while (i <= j) {
      while (a[i]! < pivot) i++;
      while (a[j]! > pivot) j--;
      if (i <= j) {
        const t = a[i]!;
        a[i++] = a[j]!;
        a[j--] = t;
      }
    }
    // [left, j] at or below the pivot, [i, right] at or above, anything between equal to it.
    if (k <= j) right = j;
    else if (k >= i) left = i;
    else return a[k]!;
  }
  return a[k]!;
}

/**
 * Quantiles already selected, by values and fraction: the same values serve more than one figure
 * (an unfiltered view's sample is its sales, a bedroom count's sales median is its middle
 * quartile). A selection reorders the values but keeps them, so what it found still holds.
 */
const selected = new WeakMap<Float64Array, Map<number, number | null>>();

/** PostgreSQL's `percentile_cont` (type 7, as src/shared/stats.ts `quantile`) of the values; null when there are none. */
function quantile(a: Float64Array, q: number): number | null {
  let known = selected.get(a);
  if (!known) selected.set(a, (known = new Map<number, number | null>()));
  if (!known.has(q)) known.set(q, selectQuantile(a, q));
  return known.get(q)!;
}

function selectQuantile(a: Float64Array, q: number): number | null {
  if (a.length === 0) return null;
  const pos = (a.length - 1) * q;
  const lo = Math.floor(pos);
  const v = select(a, lo);
  if (lo === pos) return v;
  // The next rank is the least value after `lo` once it is selected.
  let w = a[lo + 1]!;
  for (let i = lo + 2; i < a.length; i++) if (a[i]! < w) w = a[i]!;
  return v + (w - v) * (pos - lo);
}
const quartilesOf = (a: Float64Array): [number, number, number] | null =>
  a.length ? [quantile(a, 0.25)!, quantile(a, 0.5)!, quantile(a, 0.75)!] : null;

/**
 * The figures `recordFigures` computes, from the kept months and the edge months' records. Same
 * arguments; same answer, value for value. The period's prices are gathered per type and bedroom
 * count once; the sample, the gross yield, the bedrooms table and the yields select their ranks
 * from those, the months and the momentum (a year at most) from their own.
 */
export async function keptFigures(
  sql: Sql,
  f: TransactionFilters,
  loadFrom: string | null,
  start: string | null,
  lookBacks: readonly string[],
): Promise<FigureSums> {
  const starts = [...(start === null ? [] : [start]), ...lookBacks];
  const all = await readPrices(sql, f, loadFrom, starts);
  const sold = f.type === 'sold';
  const bedsMatch = (b: number | null) =>
    f.bedrooms === undefined || (b !== null && (f.bedrooms >= BEDROOMS_TOP ? b >= BEDROOMS_TOP : b === f.bedrooms));
  const after = (s: string | null) => (l: Prices) => inWindow(l, s);
  const chosen = all.filter((l) => l.sold === sold && bedsMatch(l.beds));

  // Each type and bedroom count (none too) of the period: a group exists with a record, priced or not.
  const byGroup = new Map<string, { sold: boolean; beds: number | null; lists: Prices[] }>();
  for (const l of all.filter(after(start))) {
    const key = `${l.sold}:${l.beds}`;
    const g = byGroup.get(key) ?? { sold: l.sold, beds: l.beds, lists: [] };
    g.lists.push(l);
    byGroup.set(key, g);
  }
  const groups = [...byGroup.values()].map((g) => ({ sold: g.sold, beds: g.beds, prices: valuesOf(g.lists) }));
  // The same groups picked again give the same values (one group's are its own), so their quantiles are selected once.
  const gathered = new Map<string, Float64Array>();
  const valuesWhere = (pick: (g: (typeof groups)[number]) => boolean) => {
    const picked = groups.filter(pick);
    if (picked.length === 1) return picked[0]!.prices;
    const key = picked.map((g) => groups.indexOf(g)).join();
    if (!gathered.has(key)) gathered.set(key, valuesOf(picked));
    return gathered.get(key)!;
  };
  const withBeds = groups.filter((g): g is typeof g & { beds: number } => g.beds !== null).sort((a, b) => a.beds - b.beds);

  const sample = valuesWhere((g) => g.sold === sold && bedsMatch(g.beds));
  const momentum = lookBacks.map((s): [number, number | null] => {
    const prices = valuesOf(chosen.filter(after(s)));
    return [prices.length, quantile(prices, 0.5)];
  });

  const byMonth = new Map<string, Prices[]>();
  for (const l of chosen.filter(after(start))) {
    const month = l.day.slice(0, 7);
    const lists = byMonth.get(month);
    if (lists) lists.push(l);
    else byMonth.set(month, [l]);
  }
  const months = [...byMonth.entries()]
    .map(([month, lists]) => [month, valuesOf(lists)] as const)
    .filter(([, prices]) => prices.length > 0)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([month, prices]): [string, number, number | null] => [month, prices.length, quantile(prices, 0.5)]);

  const beds = withBeds
    .filter((g) => g.sold === sold && g.prices.length > 0)
    .map((g): FigureSums['beds'][number] => {
      const [q1, median, q3] = quartilesOf(g.prices)!;
      return [g.beds, g.prices.length, q1, median, q3];
    });
  const yields = [...new Set(withBeds.map((g) => g.beds))].map((b): FigureSums['yields'][number] => {
    const rent = valuesWhere((g) => g.beds === b && !g.sold);
    const sale = valuesWhere((g) => g.beds === b && g.sold);
    return [b, rent.length, quantile(rent, 0.5), sale.length, quantile(sale, 0.5)];
  });
  const rents = valuesWhere((g) => !g.sold);
  const sales = valuesWhere((g) => g.sold);

  return {
    summary: [sample.length, quartilesOf(sample)],
    momentum,
    months,
    beds,
    yields,
    gross: [rents.length, quantile(rents, 0.5), sales.length, quantile(sales, 0.5)],
  };
}
