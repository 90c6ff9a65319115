/**
 * The asking-price index of a place (issue 23): the median asking price per sqft of the listings
 * Dar saw each week, per property type, sale and rent apart, from listing history alone (no call
 * to the data service). A listing counts in each week between when Dar first and last saw it, at
 * the price it was asked at the end of that week (or when Dar last saw it, if sooner): a sale at
 * its `sell` price, a rent at its yearly price (a listing asked per month, week or day is another
 * market, and is left out). Its size is the one its last answer gave; a listing without one is
 * left out. A week with fewer than MIN_WEEK_LISTINGS listings has no median: its count is kept so
 * the answer says what was seen, and the chart draws no point.
 *
 * Kept as listings are seen (migration 12), so a read is a few dozen rows, not medians over every
 * observation (at a busy place, 5,000 listings over 26 weeks are ~100,000 listing-weeks):
 *
 * - `asking_runs`: each listing's runs of weeks at one price per sqft, per place, type and side
 *   (a row per price it was seen at, per place row: ~1.3 rows per listing and place, however
 *   many weeks it is seen). Exact, and small: it grows with listings and price changes, not weeks.
 * - `asking_weeks`: each week's count and median of the runs covering it, per place, type and
 *   side. Medians cannot be summed, so a week's median is computed again, over that week's runs
 *   (at most the listings seen that week), whenever a run covering it changes.
 *
 * Recording (listing-history.ts) derives the runs of the listings it has just written from their
 * history (the same derivation the migration backfilled with), writes only the runs that differ,
 * and recomputes only the weeks whose (listing, price per sqft) pairs changed: a sighting that
 * changes nothing recomputes nothing, a listing seen again in the same week at the same price
 * neither.
 */
import type { AskingListing, ListingSearch } from '../../src/contract/index.ts';
import type { Sql } from './db.ts';

/** Fewer listings than this in a week: no median is said of it. */
export const MIN_WEEK_LISTINGS = 3;

/** Which searches and which price period each side of the market is read from. */
const SIDES: Record<AskingListing, { searches: ListingSearch[]; period: string }> = {
  sale: { searches: ['buy', 'commercial-buy'], period: 'sell' },
  rent: { searches: ['rent', 'commercial-rent'], period: 'yearly' },
};
const SIDES_JSON = JSON.stringify(Object.entries(SIDES).map(([side, s]) => ({ side, ...s })));

const DAY_MS = 86_400_000;

/** Monday (UTC) of a moment's week, as a date: `$x` is a timestamptz. */
const weekOf = (ts: string) => `date_trunc('week', (${ts}) at time zone 'UTC')::date`;

/**
 * The runs of the listings `which` picks (of `listings_seen s`): per place row of a side's
 * searches and per price of the side's period, the weeks from the one the price was first seen to
 * the last that ends before the next price (or the week Dar last saw the listing). `$1` is
 * SIDES_JSON. Migration 12 backfilled with this derivation over every listing.
 */
const runsOf = (which: string) => `with l as (
    select s.listing_id, s.last_seen_at, (s.summary->>'size_sqft')::float8 as sqft
      from listings_seen s
     where ${which}
       and jsonb_typeof(s.summary->'size_sqft') = 'number' and (s.summary->>'size_sqft')::float8 > 0
  ), p as (
    select l.listing_id, l.sqft, l.last_seen_at, pr.seen_from, pr.price, pr.period,
           lead(pr.seen_from) over (partition by pr.listing_id order by pr.seen_from) as until
      from l join listing_prices pr on pr.listing_id = l.listing_id
  ), r as (
    select listing_id, period, price / sqft as per_sqft, ${weekOf('seen_from')} as from_week,
           least(${weekOf('last_seen_at')}, ${weekOf("until - interval '7 days' - interval '1 microsecond'")}) as to_week
      from p
  )
  select lp.location_id, lp.property_type, x.side, r.listing_id, r.from_week, r.to_week, r.per_sqft
    from r join listing_places lp on lp.listing_id = r.listing_id
    join jsonb_to_recordset($1::jsonb) as x(side text, period text, searches text[])
      on r.period = x.period and lp.search = any(x.searches)
   where r.from_week <= r.to_week and lp.property_type is not null`;

/** A run's weeks, one row each (`r` has from_week and to_week). */
const WEEKS_OF_RUN = `cross join lateral generate_series(r.from_week, r.to_week, interval '7 days') as wk`;

interface Run {
  location_id: string;
  property_type: string;
  side: string;
  listing_id: string;
  from_week: string;
  to_week: string;
  per_sqft: number;
}
const RUN_COLUMNS = 'location_id, property_type, side, listing_id, from_week, to_week, per_sqft';
/** A run's columns as both drivers give them alike (a bigint and dates as text). */
const RUN_TEXT = 'location_id::text, property_type, side, listing_id, from_week::text, to_week::text, per_sqft';

/** A week of one place, type and side: what asking_weeks keeps a row of. */
interface WeekOf {
  location_id: string;
  property_type: string;
  side: string;
  week: string;
}

/** Each listing-week the runs cover (by place, type, side, week and listing), with its price per sqft then. */
function cellsOf(runs: Run[]): Map<string, { week: WeekOf; perSqft: number }> {
  const out = new Map<string, { week: WeekOf; perSqft: number }>();
  for (const r of runs) {
    for (let t = Date.parse(`${r.from_week}T00:00:00Z`), end = Date.parse(`${r.to_week}T00:00:00Z`); t <= end; t += 7 * DAY_MS) {
      const week = {
        location_id: r.location_id,
        property_type: r.property_type,
        side: r.side,
        week: new Date(t).toISOString().slice(0, 10),
      };
      out.set(JSON.stringify([week, r.listing_id]), { week, perSqft: r.per_sqft });
    }
  }
  return out;
}

/**
 * Bring the index up to date with the history of these listings (recording calls it after writing
 * them): their runs derived again and compared with those held; the runs that differ are written,
 * and the weeks where some listing's price per sqft differs (or it came or went) are computed
 * again. Returns how many weeks were. A sighting that changes nothing writes nothing.
 */
export async function refreshAskingIndex(sql: Sql, ids: readonly string[]): Promise<number> {
  if (!ids.length) return 0;
  // One statement (a round trip each is dear on PGlite's thread): the runs as history says now
  // (fresh) against those held; the held runs history no longer has are deleted, the fresh ones
  // that differ written; it answers with what it dropped and wrote, and what the written replaced.
  const key = (t: string) => `(${t}.listing_id, ${t}.location_id, ${t}.property_type, ${t}.side, ${t}.from_week)`;
  const rows = await sql.query<Run & { kind: 'dropped' | 'written' | 'replaced' }>(
    `with fresh as (${runsOf('s.listing_id = any($2::text[])')}),
     held as (select ${RUN_COLUMNS} from asking_runs where listing_id = any($2::text[])),
     dropped as (
       delete from asking_runs a
        where a.listing_id = any($2::text[]) and not exists (select 1 from fresh f where ${key('f')} = ${key('a')})
       returning ${RUN_COLUMNS}
     ),
     written as (
       insert into asking_runs (${RUN_COLUMNS})
       select ${RUN_COLUMNS} from fresh except select ${RUN_COLUMNS} from held
       on conflict (listing_id, location_id, property_type, side, from_week) do update set to_week = excluded.to_week, per_sqft = excluded.per_sqft
       returning ${RUN_COLUMNS}
     )
     select 'dropped' as kind, ${RUN_TEXT} from dropped
     union all select 'written', ${RUN_TEXT} from written
     union all select 'replaced', ${RUN_TEXT} from held h where exists (select 1 from written w where ${key('w')} = ${key('h')})`,
    [SIDES_JSON, [...new Set(ids)]],
    { prepare: true },
  );
  const of = (kind: string) => rows.filter((r) => r.kind === kind);
  if (!rows.length) return 0;

  // The weeks whose (listing, price per sqft) pairs differ: the symmetric difference of the
  // changed runs' weeks (a run one week longer changes one week, not all of them).
  const before = cellsOf([...of('dropped'), ...of('replaced')]);
  const after = cellsOf(of('written'));
  const changed = new Map<string, WeekOf>();
  const differing = (mine: typeof before, other: typeof before) => {
    for (const [k, cell] of mine) if (other.get(k)?.perSqft !== cell.perSqft) changed.set(JSON.stringify(cell.week), cell.week);
  };
  differing(before, after);
  differing(after, before);

  if (changed.size) await recomputeWeeks(sql, JSON.stringify([...changed.values()]));
  return changed.size;
}

/**
 * Each week's count and median, computed again from the runs covering it (`json`: the weeks): per
 * week, its runs read from asking_runs_by_week (those ending on or after it), never a scan of every
 * run (a join of a JSON set is planned as 100 rows, and hashed every run of the store).
 */
async function recomputeWeeks(sql: Sql, json: string): Promise<void> {
  await sql.query(
    `insert into asking_weeks (location_id, property_type, side, week, listings, median_per_sqft)
     select c.location_id, c.property_type, c.side, c.week, m.listings, m.median
       from jsonb_to_recordset($1::jsonb) as c(location_id bigint, property_type text, side text, week date)
       cross join lateral (
         select count(*)::int as listings, percentile_cont(0.5) within group (order by r.per_sqft) as median
           from asking_runs r
          where r.location_id = c.location_id and r.property_type = c.property_type and r.side = c.side
            and r.to_week >= c.week and r.from_week <= c.week
       ) m
     on conflict (location_id, property_type, side, week) do update
       set listings = excluded.listings, median_per_sqft = excluded.median_per_sqft`,
    [json],
    { prepare: true },
  );
}

/**
 * Derive the whole index again from listing history (the bench, after writing history in bulk;
 * migration 12 did the same in SQL). Every listing's runs, then every week they cover.
 */
export async function rebuildAskingIndex(sql: Sql): Promise<void> {
  await sql.query('delete from asking_weeks');
  await sql.query('delete from asking_runs');
  await sql.query(
    `insert into asking_runs (location_id, property_type, side, listing_id, from_week, to_week, per_sqft) ${runsOf('true')}`,
    [SIDES_JSON],
  );
  await sql.query(
    `insert into asking_weeks (location_id, property_type, side, week, listings, median_per_sqft)
     select r.location_id, r.property_type, r.side, wk::date, count(*)::int, percentile_cont(0.5) within group (order by r.per_sqft)
       from asking_runs r ${WEEKS_OF_RUN}
      group by r.location_id, r.property_type, r.side, wk::date`,
  );
}

export interface AskingIndexQuery {
  locationId: string;
  /** The contract's value ('apartment'), as place rows hold it (listing-history.ts). */
  propertyType: string;
  listing: AskingListing;
  /** Weeks back from the current one (which counts, so far). */
  weeks: number;
  now: number;
}

interface AskingWeek {
  /** The Monday (UTC) the week starts. */
  week: string;
  /** AED per sqft; null when fewer than MIN_WEEK_LISTINGS listings were seen. */
  medianPerSqft: number | null;
  listings: number;
}

export interface AskingIndex {
  weeks: AskingWeek[];
  /** Distinct listings behind the weeks with a median: the sample the figure names. */
  listings: number;
}

/** The Monday (UTC) of a moment's week, YYYY-MM-DD. */
function mondayOf(ms: number): string {
  const d = new Date(ms);
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() - ((d.getUTCDay() + 6) % 7))).toISOString().slice(0, 10);
}

/** The index of a place: its weeks' rows as kept, and the distinct listings behind the medians from its runs. */
export async function askingIndex(sql: Sql, q: AskingIndexQuery): Promise<AskingIndex> {
  const last = mondayOf(q.now);
  const first = mondayOf(Date.parse(`${last}T00:00:00Z`) - (q.weeks - 1) * 7 * DAY_MS);
  const rows = await sql.query<{ week: string; median: number | null; listings: number; distinct_listings: number }>(
    `with k as materialized (
       select week, listings, median_per_sqft from asking_weeks
        where location_id = $1 and property_type = $2 and side = $3 and week between $4::date and $5::date
     )
     select to_char(w.week, 'YYYY-MM-DD') as week,
            case when k.listings >= $6 then k.median_per_sqft end as median, coalesce(k.listings, 0) as listings,
            (select count(distinct r.listing_id)::int from asking_runs r
              where r.location_id = $1 and r.property_type = $2 and r.side = $3 and r.to_week >= $4::date and r.from_week <= $5::date
                and exists (select 1 from k where k.listings >= $6 and k.week between r.from_week and r.to_week)) as distinct_listings
       from generate_series($4::date, $5::date, interval '7 days') as g(d)
       cross join lateral (select g.d::date as week) w
       left join k on k.week = w.week
      order by w.week`,
    [q.locationId, q.propertyType, q.listing, first, last, MIN_WEEK_LISTINGS],
  );
  return {
    weeks: rows.map((r) => ({
      week: r.week,
      medianPerSqft: r.median === null ? null : Math.round(r.median * 10) / 10,
      listings: r.listings,
    })),
    listings: rows[0]?.distinct_listings ?? 0,
  };
}
