/**
 * Saved searches followed from a feed reader, without accounts: a feed URL carries the search's
 * canonical query and nothing else, and reading the feed keeps that search watched. While it is,
 * the collector re-reads the search's first page at most once an hour (COLLECT_DAILY_PAGES pays
 * for it: a page per re-read), recording what it shows in listing history like any answer.
 *
 * A re-read that returned fewer listings than the service's page (the most any read of that
 * endpoint has returned) holds the whole search: a listing it showed before and not now is gone.
 * A full page says nothing of the listings past it.
 *
 * The feed's entries: listings that appeared in the search after Dar began reading it, and each
 * price change Dar saw of the listings it has shown, newest first.
 */
import { createHash } from 'node:crypto';
import type { EndpointName } from '../../src/contract/index.ts';
import { lastPriceChange, type SeenPrice } from '../../src/shared/listing-change.ts';
import type { Sql } from './db.ts';
import type { Payer } from './ledger.ts';
import type { ListingHistory, ListingSummary } from './listing-history.ts';

/** A watched search is read again at most this often. */
const REREAD_EVERY_MS = 3_600_000;
/** Entries a feed carries, newest first. */
const FEED_ENTRIES = 50;

export interface WatchedSearch {
  /** `<endpoint>?<canonical query>`: the search's one spelling. */
  key: string;
  endpoint: EndpointName;
  wire: Record<string, string>;
}

export interface FeedEntry {
  id: string;
  kind: 'new' | 'reduced' | 'raised';
  listingId: string;
  at: string;
  summary: ListingSummary;
  price: SeenPrice | null;
  /** For a price change: the price before. */
  before: SeenPrice | null;
}

export interface FeedData {
  /** When Dar first read the search; null: not yet (the collector will, within its budget). */
  firstReadAt: string | null;
  lastReadAt: string | null;
  entries: FeedEntry[];
}

export interface WatchedSearchesOptions {
  sql: Sql;
  history: ListingHistory;
  /**
   * One page of the search (validated by the contract) through the one answer cache: a fresh page
   * held costs nothing; otherwise `pay` is asked first, and null comes back when it says no.
   */
  fetch: (endpoint: EndpointName, wire: Record<string, string>, pay: Payer) => Promise<unknown>;
  now?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** A short stable name of a search, for job kinds and feed ids (the key itself is long). */
export const searchHash = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 16);

export class WatchedSearches {
  readonly #o: Required<WatchedSearchesOptions>;

  constructor(opts: WatchedSearchesOptions) {
    this.#o = { now: Date.now, ...opts };
  }

  /** A feed was read: the search is watched; true when a re-read is due (none yet, or over an hour ago). */
  async watch(s: WatchedSearch): Promise<boolean> {
    const [row] = await this.#o.sql.query<{ last_read: number | null }>(
      `insert into watched_searches (key, endpoint, wire, location_id, fed_at) values ($1, $2, $3::jsonb, $4, $5)
       on conflict (key) do update set fed_at = excluded.fed_at
       returning (extract(epoch from last_read_at) * 1000)::float8 as last_read`,
      [s.key, s.endpoint, JSON.stringify(s.wire), s.wire.location_id ?? '0', iso(this.#o.now())],
    );
    const last = row?.last_read ?? null;
    return last === null || this.#o.now() - last >= REREAD_EVERY_MS;
  }

  /** The collector's re-read of a watched search: one page, paid from the budget; skipped when not due or not affordable. */
  async reread(key: string, pay: Payer): Promise<void> {
    const [s] = await this.#o.sql.query<{ endpoint: EndpointName; wire: Record<string, string> | string; last_read: number | null }>(
      `select endpoint, wire, (extract(epoch from last_read_at) * 1000)::float8 as last_read from watched_searches where key = $1`,
      [key],
    );
    if (!s || (s.last_read !== null && this.#o.now() - s.last_read < REREAD_EVERY_MS)) return;
    const wire = typeof s.wire === 'string' ? (JSON.parse(s.wire) as Record<string, string>) : s.wire;
    const body = await this.#o.fetch(s.endpoint, wire, pay);
    if (body === null) return; // no budget left: the job stays queued
    const at = iso(this.#o.now());
    this.#o.history.recordFrom(s.endpoint, () => body, wire);
    // The feed joins what history holds: let this read's recording land first.
    await this.#o.history.settled();
    const data = (body as { data?: { property_id?: unknown }[] }).data ?? [];
    const ids = [...new Set(data.map((r) => String(r.property_id)))];
    const [page] = await this.#o.sql.query<{ most: number }>(
      `select coalesce(max(most_listings), 0)::int as most from watched_searches where endpoint = $1`,
      [s.endpoint],
    );
    // Fewer than the service's page: the list ended within it, so the read holds the whole search.
    const complete = ids.length < (page?.most ?? 0);
    if (complete) {
      const absent = await this.#o.sql.query<{ listing_id: string }>(
        `select listing_id from watched_search_listings
          where key = $1 and listing_id not in (select jsonb_array_elements_text($2::jsonb))`,
        [key, JSON.stringify(ids)],
      );
      this.#o.history.gone(absent.map((r) => r.listing_id));
    }
    await this.#o.sql.query(
      `insert into watched_search_listings (key, listing_id, first_seen_at, last_seen_at)
       select $1, id, $2, $2 from jsonb_array_elements_text($3::jsonb) as id
       on conflict (key, listing_id) do update set last_seen_at = excluded.last_seen_at`,
      [key, at, JSON.stringify(ids)],
    );
    await this.#o.sql.query(
      `update watched_searches set last_read_at = $2, first_read_at = coalesce(first_read_at, $2),
              most_listings = greatest(most_listings, $3) where key = $1`,
      [key, at, ids.length],
    );
  }

  /** What the feed of a search shows: new listings and price changes since Dar began reading it. */
  async feed(key: string): Promise<FeedData> {
    const [s] = await this.#o.sql.query<{ first_read: number | null; last_read: number | null }>(
      `select (extract(epoch from first_read_at) * 1000)::float8 as first_read, (extract(epoch from last_read_at) * 1000)::float8 as last_read
         from watched_searches where key = $1`,
      [key],
    );
    if (!s || s.first_read === null) return { firstReadAt: null, lastReadAt: null, entries: [] };
    const firstRead = s.first_read;
    const rows = await this.#o.sql.query<{
      id: string;
      in_search: number;
      summary: ListingSummary | string;
      prices: SeenPrice[] | string | null;
    }>(
      `select w.listing_id as id, (extract(epoch from w.first_seen_at) * 1000)::float8 as in_search, s.summary,
              (select jsonb_agg(jsonb_build_object('at', to_char(p.seen_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                   'value', p.price, 'period', p.period, 'currency', p.currency) order by p.seen_from)
                 from listing_prices p where p.listing_id = w.listing_id) as prices
         from watched_search_listings w join listings_seen s on s.listing_id = w.listing_id
        where w.key = $1`,
      [key],
    );
    const entries: FeedEntry[] = [];
    for (const r of rows) {
      const summary = typeof r.summary === 'string' ? (JSON.parse(r.summary) as ListingSummary) : r.summary;
      const prices = (typeof r.prices === 'string' ? (JSON.parse(r.prices) as SeenPrice[]) : r.prices) ?? [];
      if (r.in_search > firstRead) {
        entries.push({
          id: `${r.id}:new`,
          kind: 'new',
          listingId: r.id,
          at: iso(r.in_search),
          summary,
          price: prices.at(-1) ?? null,
          before: null,
        });
      }
      for (let i = 1; i < prices.length; i++) {
        const change = lastPriceChange(prices.slice(0, i + 1));
        const price = prices[i]!;
        if (!change || change.at !== price.at || Date.parse(price.at) < firstRead) continue;
        entries.push({
          id: `${r.id}:${price.at}`,
          kind: change.direction,
          listingId: r.id,
          at: price.at,
          summary,
          price,
          before: prices[i - 1]!,
        });
      }
    }
    entries.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
    return {
      firstReadAt: iso(firstRead),
      lastReadAt: s.last_read === null ? null : iso(s.last_read),
      entries: entries.slice(0, FEED_ENTRIES),
    };
  }
}
