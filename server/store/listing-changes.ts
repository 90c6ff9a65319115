/**
 * What changed in a place since a day, from listing history alone (listing-history.ts): the
 * listings new to the market and the prices reduced (or raised) since then, among the listings
 * Dar has seen under that place in searches of one kind. Reductions first, largest first; then
 * new listings, newest first. The answer names its sample: how many listings Dar has seen there,
 * and since when Dar has been reading the place.
 */
import { lastPriceChange, type PriceChange, type SeenPrice } from '../../src/shared/listing-change.ts';
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
  rows: ListingChangeRow[];
}

const DAY_MS = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

/** "studio", "2", "7+" as the bedrooms filter counts them (null: none or unknown). */
function bedroomsOf(text: string | undefined): number | null {
  if (!text) return null;
  if (/^studio$/i.test(text)) return 0;
  const n = Number.parseInt(text, 10);
  return Number.isFinite(n) ? Math.min(7, n) : null;
}

function matches(row: ListingChangeRow, f: ChangeFilters): boolean {
  if (f.propertyType && row.summary.property_type !== f.propertyType) return false;
  if (f.bedrooms !== undefined && bedroomsOf(row.summary.bedrooms) !== f.bedrooms) return false;
  const price = row.price?.value;
  if ((f.priceMin !== undefined || f.priceMax !== undefined) && price === undefined) return false;
  if (f.priceMin !== undefined && price! < f.priceMin) return false;
  if (f.priceMax !== undefined && price! > f.priceMax) return false;
  return true;
}

export async function listingChanges(sql: Sql, f: ChangeFilters): Promise<ListingChanges> {
  const [place] = await sql.query<{ first_read: number | null; seen: number }>(
    `select (select (extract(epoch from first_read_at) * 1000)::float8 from listing_place_reads where location_id = $1) as first_read,
            (select count(*)::int from listing_places lp join listings_seen s on s.listing_id = lp.listing_id
              where lp.location_id = $1 and lp.search = $2 and s.gone_at is null) as seen`,
    [f.locationId, f.search],
  );
  const firstRead = place?.first_read ?? null;
  const rows = await sql.query<{
    id: string;
    summary: ListingSummary | string;
    price: number | null;
    period: string | null;
    currency: string | null;
    first_seen: number;
    prices: SeenPrice[] | string | null;
  }>(
    `select s.listing_id as id, s.summary, s.price, s.period, s.currency,
            (extract(epoch from s.first_seen_at) * 1000)::float8 as first_seen,
            (select jsonb_agg(jsonb_build_object('at', to_char(p.seen_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                 'value', p.price, 'period', p.period, 'currency', p.currency) order by p.seen_from)
               from listing_prices p where p.listing_id = s.listing_id) as prices
       from listing_places lp join listings_seen s on s.listing_id = lp.listing_id
      where lp.location_id = $1 and lp.search = $2 and s.gone_at is null
        and (s.first_seen_at >= $3 or s.price_since >= $3)`,
    [f.locationId, f.search, iso(f.since)],
  );
  const out: ListingChangeRow[] = [];
  for (const r of rows) {
    const prices = (typeof r.prices === 'string' ? (JSON.parse(r.prices) as SeenPrice[]) : r.prices) ?? [];
    const last = lastPriceChange(prices);
    const change = last && Date.parse(last.at) >= f.since ? last : null;
    // New to the market: first seen in the window, at least a day after Dar began reading the place.
    const isNew = firstRead !== null && r.first_seen >= f.since && r.first_seen - firstRead >= DAY_MS;
    const row: ListingChangeRow = {
      id: r.id,
      summary: typeof r.summary === 'string' ? (JSON.parse(r.summary) as ListingSummary) : r.summary,
      price: r.price !== null && r.period && r.currency ? { value: r.price, period: r.period, currency: r.currency } : null,
      firstSeenAt: iso(r.first_seen),
      isNew,
      change,
    };
    const wanted =
      f.change === 'new' ? isNew : f.change === 'reduced' ? change?.direction === 'reduced' : isNew || change?.direction === 'reduced';
    if (wanted && matches(row, f)) out.push(row);
  }
  // Reductions first, the largest first; then new listings, the newest first.
  out.sort(
    (a, b) =>
      (b.change?.direction === 'reduced' ? b.change.percent : -1) - (a.change?.direction === 'reduced' ? a.change.percent : -1) ||
      Date.parse(b.firstSeenAt) - Date.parse(a.firstSeenAt),
  );
  return { watchedSince: firstRead === null ? null : iso(firstRead), listingsSeen: place?.seen ?? 0, rows: out };
}
