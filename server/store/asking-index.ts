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
  const rows = await sql.query<{ week: string | null; median: number | null; listings: number; distinct_listings: number }>(
    `with w as (
       select generate_series(date_trunc('week', $5::timestamptz at time zone 'UTC') - ($6::int - 1) * interval '7 days',
                              date_trunc('week', $5::timestamptz at time zone 'UTC'), interval '7 days') at time zone 'UTC' as week_start
     ), l as (
       select distinct lp.listing_id, s.first_seen_at, s.last_seen_at, (s.summary->>'size_sqft')::float8 as sqft
         from listing_places lp join listings_seen s on s.listing_id = lp.listing_id
        where lp.location_id = $1 and lp.search = any($2::text[]) and lp.property_type = $3
          and s.last_seen_at >= (select min(week_start) from w)
          and jsonb_typeof(s.summary->'size_sqft') = 'number' and (s.summary->>'size_sqft')::float8 > 0
     ), p as (
       select pr.listing_id, pr.seen_from, pr.price, pr.period,
              lead(pr.seen_from) over (partition by pr.listing_id order by pr.seen_from) as until
         from listing_prices pr where pr.listing_id in (select listing_id from l)
     ), seen as (
       -- Each listing in each week Dar knew it listed, at the price asked at the week's end (or its last sighting).
       select w.week_start, l.listing_id, p.price / l.sqft as per_sqft
         from w join l on l.first_seen_at < w.week_start + interval '7 days' and l.last_seen_at >= w.week_start
         join p on p.listing_id = l.listing_id
              and p.seen_from <= least(w.week_start + interval '7 days', l.last_seen_at)
              and (p.until is null or p.until > least(w.week_start + interval '7 days', l.last_seen_at))
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
