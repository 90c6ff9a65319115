/**
 * The asking-price index of a place (issue 23): the median asking price per sqft of the listings
 * Dar saw each week, per property type, sale and rent apart, from listing history alone (no call
 * to the data service). A listing counts in each week between when Dar first and last saw it, at
 * the price it was asked at the end of that week (or when Dar last saw it, if sooner): a sale at
 * its `sell` price, a rent at its yearly price (a listing asked per month, week or day is another
 * market, and is left out). Its size is the one its last answer gave; a listing without one is
 * left out. A week with fewer than MIN_WEEK_LISTINGS listings has no median: its count is kept so
 * the answer says what was seen, and the chart draws no point.
 */
import type { AskingListing } from '../../src/contract/index.ts';
import type { Sql } from './db.ts';
import type { SearchKind } from './listing-history.ts';

/** Fewer listings than this in a week: no median is said of it. */
export const MIN_WEEK_LISTINGS = 3;

/** Which searches and which price period each side of the market is read from. */
const SIDES: Record<AskingListing, { searches: SearchKind[]; period: string }> = {
  sale: { searches: ['buy', 'commercial-buy'], period: 'sell' },
  rent: { searches: ['rent', 'commercial-rent'], period: 'yearly' },
};

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

export async function askingIndex(sql: Sql, q: AskingIndexQuery): Promise<AskingIndex> {
  const side = SIDES[q.listing];
  // Each price row covers a run of weeks (those whose moment, the week's end or the last sighting
  // if sooner, falls between it and the next price), generated per row: no week-by-listing join.
  const rows = await sql.query<{ week: string | null; median: number | null; listings: number; distinct_listings: number }>(
    `with bounds as (
       select date_trunc('week', $5::timestamptz at time zone 'UTC') at time zone 'UTC' as last_week
     ), w as (
       select generate_series(last_week - ($6::int - 1) * interval '7 days', last_week, interval '7 days') as week_start from bounds
     ), placed as materialized (
       -- The place's listings of the type, from its own rows (their index), before any listing row is read.
       select distinct listing_id from listing_places where location_id = $1 and search = any($2::text[]) and property_type = $3
     ), l as (
       select s.listing_id, s.last_seen_at, (s.summary->>'size_sqft')::float8 as sqft
         from placed join listings_seen s on s.listing_id = placed.listing_id
        where s.last_seen_at >= (select min(week_start) from w)
          and jsonb_typeof(s.summary->'size_sqft') = 'number' and (s.summary->>'size_sqft')::float8 > 0
     ), p as (
       select l.listing_id, l.sqft, l.last_seen_at, pr.seen_from, pr.price, pr.period,
              lead(pr.seen_from) over (partition by pr.listing_id order by pr.seen_from) as until
         from l join listing_prices pr on pr.listing_id = l.listing_id
     ), seen as (
       -- A week counts the price asked at its end (or at the last sighting, if sooner): from the
       -- week the price was first seen, to the last week that ends before the next price (or the
       -- week of the last sighting).
       select wk as week_start, p.listing_id, p.price / p.sqft as per_sqft
         from p cross join bounds
         cross join lateral generate_series(
           greatest(date_trunc('week', p.seen_from at time zone 'UTC') at time zone 'UTC', bounds.last_week - ($6::int - 1) * interval '7 days'),
           least(date_trunc('week', p.last_seen_at at time zone 'UTC') at time zone 'UTC', bounds.last_week,
                 date_trunc('week', (p.until - interval '7 days' - interval '1 microsecond') at time zone 'UTC') at time zone 'UTC'),
           interval '7 days') as wk
        where p.period = $4
     ), weekly as (
       select week_start, count(*)::int as listings,
              case when count(*) >= $7 then percentile_cont(0.5) within group (order by per_sqft) end as median
         from seen group by week_start
     )
     select to_char(w.week_start at time zone 'UTC', 'YYYY-MM-DD') as week, k.median, coalesce(k.listings, 0) as listings,
            (select count(distinct listing_id)::int from seen join weekly using (week_start) where weekly.median is not null) as distinct_listings
       from w left join weekly k using (week_start)
      order by w.week_start`,
    [q.locationId, side.searches, q.propertyType, side.period, new Date(q.now).toISOString(), q.weeks, MIN_WEEK_LISTINGS],
  );
  return {
    weeks: rows.map((r) => ({
      week: r.week!,
      medianPerSqft: r.median === null ? null : Math.round(r.median * 10) / 10,
      listings: r.listings,
    })),
    listings: rows[0]?.distinct_listings ?? 0,
  };
}
