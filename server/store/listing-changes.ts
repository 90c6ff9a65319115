/**
 * What changed in a place since a day, from listing history alone (listing-history.ts): the
 * listings new to the market and the prices reduced (or raised) since then, among the listings
 * Dar has seen under that place in searches of one kind. Reductions first, largest first; then
 * new listings, newest first. The answer names its sample: how many listings Dar has seen there,
 * and since when Dar has been reading the place.
 */
import { priceStep, type PriceChange } from '../../src/shared/listing-change.ts';
import type { Sql } from './db.ts';
import type { ListingSummary, SearchKind } from './listing-history.ts';

export interface ChangeFilters {
  locationId: string;
  search: SearchKind;
  /** Changes on or after this time (ms). */
  since: number;
  change: 'all' | 'new' | 'reduced';
  propertyType?: string | undefined;
  /** 0 studio .. 7 meaning 7 or more. */
  bedrooms?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
}

interface ListingChangeRow {
  id: string;
  summary: ListingSummary;
  price: { value: number; period: string; currency: string } | null;
  firstSeenAt: string;
  isNew: boolean;
  change: PriceChange | null;
}

export interface ListingChanges {
  /** When Dar first read listings of this place (any kind of search); null: never. */
  watchedSince: string | null;
  /** Listings Dar has seen under this place in searches of this kind, still listed. */
  listingsSeen: number;
  /** Every listing that matches (rows may stop at the limit asked). */
  total: number;
  rows: ListingChangeRow[];
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * The changes that match, in order, at most `limit` (all when none). Read from the place's rows
 * alone, by its index (migration 11): place, kind of search, and when each listing last did
 * something a feed shows; only the rows returned look up their listing's summary.
 */
export async function listingChanges(sql: Sql, f: ChangeFilters, limit?: number): Promise<ListingChanges> {
  const [place] = await sql.query<{ first_read: number | null; seen: number }>(
    `select (select (extract(epoch from first_read_at) * 1000)::float8 from listing_place_reads where location_id = $1) as first_read,
            (select count(*)::int from listing_places where location_id = $1 and search = $2 and gone_at is null) as seen`,
    [f.locationId, f.search],
  );
  const firstRead = place?.first_read ?? null;
  const rows = await sql.query<{
    id: string;
    summary: ListingSummary | string;
    price: number | null;
    period: string | null;
    currency: string | null;
    price_before: number | null;
    price_since: number | null;
    first_seen: number;
    is_new: boolean;
    total: number;
  }>(
    // New to the market: first seen in the window, at least a day after Dar began reading the
    // place ($4). Changed: a step between prices that compare, in the window. Reductions first,
    // the largest first; then the newest first.
    `select f.id, s.summary, f.price, f.period, f.currency, f.price_before, f.is_new, f.total,
            (extract(epoch from f.price_since) * 1000)::float8 as price_since,
            (extract(epoch from f.first_seen) * 1000)::float8 as first_seen
       from (select lp.listing_id as id, lp.price, lp.period, lp.currency, lp.price_before, lp.price_since,
                    lp.listing_first_seen_at as first_seen, k.is_new, k.dropped, count(*) over ()::int as total
               from listing_places lp
               cross join lateral (select
                   $4::timestamptz is not null and lp.listing_first_seen_at >= $3 and lp.listing_first_seen_at >= $4::timestamptz + interval '1 day' as is_new,
                   case when lp.price_before is not null and lp.price_since >= $3 and lp.price < lp.price_before
                        then (lp.price_before - lp.price) / lp.price_before end as dropped) k
              where lp.location_id = $1 and lp.search = $2 and lp.changed_at >= $3 and lp.gone_at is null
                and case $5::text when 'new' then k.is_new when 'reduced' then k.dropped is not null
                                  else k.is_new or k.dropped is not null end
                and ($6::text is null or lp.property_type = $6::text)
                and ($7::int is null or lp.bedrooms = $7::int)
                and ($8::float8 is null or lp.price >= $8::float8)
                and ($9::float8 is null or lp.price <= $9::float8)
              order by k.dropped desc nulls last, lp.listing_first_seen_at desc, lp.listing_id
              limit $10::int) f
       join listings_seen s on s.listing_id = f.id
      order by f.dropped desc nulls last, f.first_seen desc, f.id`,
    [
      f.locationId,
      f.search,
      iso(f.since),
      firstRead === null ? null : iso(firstRead),
      f.change,
      f.propertyType ?? null,
      f.bedrooms ?? null,
      f.priceMin ?? null,
      f.priceMax ?? null,
      limit ?? null,
    ],
  );
  return {
    watchedSince: firstRead === null ? null : iso(firstRead),
    listingsSeen: place?.seen ?? 0,
    total: rows[0]?.total ?? 0,
    rows: rows.map((r) => {
      const price = r.price !== null && r.period && r.currency ? { value: r.price, period: r.period, currency: r.currency } : null;
      const stepped = price && r.price_before !== null && r.price_since !== null && r.price_since >= f.since;
      return {
        id: r.id,
        summary: typeof r.summary === 'string' ? (JSON.parse(r.summary) as ListingSummary) : r.summary,
        price,
        firstSeenAt: iso(r.first_seen),
        isNew: r.is_new,
        change: stepped ? priceStep({ ...price, value: r.price_before! }, { ...price, at: iso(r.price_since!) }) : null,
      };
    }),
  };
}
