/**
 * What listings do over time, as Dar sees them: every listing in an answer the server passes on
 * (searches, agent and brokerage lists, details) is recorded at no extra upstream cost: when Dar
 * first and last saw it, each price it was seen at (with its period) and from when, and when Dar
 * found it gone (a details 404, or absent from a complete re-read of a watched search).
 *
 * Recording never delays or fails an answer: answers are queued as they go out, read on a later
 * turn of the event loop, and written in batches (one statement for many answers), a batch in one
 * transaction with the asking-price index kept from it. A store fault rolls the batch back whole,
 * is logged and the batch dropped; past MAX_PENDING listings waiting, new ones are dropped too
 * (counted in the log), so a slow store cannot grow the queue without bound.
 *
 * Times are Dar's own observations (the app's clock), never the portal's listing date.
 */
import type { Logger } from 'pino';
import { LISTING_SEARCH_OF, type EndpointName, type ListingSearch } from '../../src/contract/index.ts';
import { NEW_FOR_DAYS, lastPriceChange, type PriceChange, type SeenPrice } from '../../src/shared/listing-change.ts';
import { refreshAskingIndex } from './asking-index.ts';
import type { Db, Sql } from './db.ts';

/** What a change feed shows of a listing (as the last answer named it). */
export interface ListingSummary {
  title?: string;
  address?: string;
  property_type?: string;
  bedrooms?: string;
  size_sqft?: number;
  image?: string;
}

export interface SeenListing {
  id: string;
  /** null when the answer hid the price (`is_hidden`) or gave none. */
  price: { value: number; period: string; currency: string } | null;
  summary: ListingSummary;
}

/** The kind of search a listing was seen in, as listing_places records it. */
export type SearchKind = ListingSearch;
const SEARCHES: Partial<Record<EndpointName, SearchKind>> = LISTING_SEARCH_OF;

/** Endpoints whose records are listings (new projects are not: no price of their own, another id space). */
const LISTING_ENDPOINTS: ReadonlySet<EndpointName> = new Set<EndpointName>([
  ...(Object.keys(SEARCHES) as EndpointName[]),
  'agent-properties',
  'broker-properties',
  'property-details',
]);

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const idOf = (v: unknown) =>
  typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 64) : typeof v === 'number' && Number.isFinite(v) ? String(v) : null;
const textOf = (v: unknown) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, 200) : undefined);
const numOf = (v: unknown) =>
  typeof v === 'number' && Number.isFinite(v)
    ? v
    : typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v))
      ? Number(v)
      : null;

function priceOf(v: unknown): SeenListing['price'] {
  if (!isObj(v) || v.is_hidden === true) return null;
  const value = numOf(v.value);
  const period = textOf(v.period);
  if (value === null || value <= 0 || !period) return null;
  return { value, period, currency: textOf(v.currency) ?? 'AED' };
}

function summaryOf(r: Obj): ListingSummary {
  const address = isObj(r.address) ? textOf(r.address.full_name) : isObj(r.location) ? textOf(r.location.full_name) : undefined;
  const size = isObj(r.size) ? numOf(r.size.value) : null;
  const beds = typeof r.bedrooms === 'number' ? String(r.bedrooms) : textOf(r.bedrooms);
  const image = Array.isArray(r.images) ? textOf(r.images[0]) : undefined;
  const out: ListingSummary = {
    title: textOf(r.title),
    address,
    property_type: textOf(r.property_type),
    bedrooms: beds,
    size_sqft: size ?? undefined,
    image,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
}

/** The listings an answer carries (none for endpoints whose records are not listings). */
export function listingsIn(endpoint: EndpointName, body: unknown): SeenListing[] {
  if (!LISTING_ENDPOINTS.has(endpoint) || !isObj(body)) return [];
  const records = endpoint === 'property-details' ? [body.data] : Array.isArray(body.data) ? body.data : [];
  return records.filter(isObj).flatMap((r) => {
    const id = idOf(r.property_id);
    return id ? [{ id, price: priceOf(r.price), summary: summaryOf(r) }] : [];
  });
}

/** Listings waiting to be written, past which new ones are dropped (and counted). */
const MAX_PENDING = 20_000;

type Job =
  | { kind: 'seen'; endpoint: EndpointName; read: () => unknown; wire: Record<string, string>; at: number }
  | { kind: 'gone'; ids: string[]; at: number };

/** One listing's history as the store holds it. */
export interface ListingHistoryEntry {
  id: string;
  firstSeenAt: string;
  lastSeenAt: string;
  goneAt: string | null;
  /** First seen within NEW_FOR_DAYS, at least a day after Dar began reading a place it is listed in. */
  isNew: boolean;
  prices: SeenPrice[];
  change: PriceChange | null;
}

export interface ListingHistoryOptions {
  /** Queries, and a transaction per batch (a batch is written whole or not at all). */
  sql: Pick<Db, 'query' | 'transaction'>;
  log: Logger;
  now?: () => number;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** Recording's statements run for every batch with the same text: planned once (db.ts QueryOptions). */
const PREPARED = { prepare: true } as const;
const DAY_MS = 86_400_000;

/**
 * A type as the service writes it ("Office Space") as the contract's value ('office-space'), as
 * src/lib/property-type.ts reads it: what filters compare with (`$1` is the text).
 */
const PROPERTY_TYPE_VALUE = `(case regexp_replace(lower(btrim($1)), '[[:space:]_]+', '-', 'g') when 'showroom' then 'show-room'
  else regexp_replace(lower(btrim($1)), '[[:space:]_]+', '-', 'g') end)`;

/**
 * What a place row copies of its listing's row `s` (migration 11 backfilled the same way): the
 * type as the contract's value, the bedrooms as the changes filter counts them (studio 0, 7 meaning 7 or more), and `changed_at`,
 * the listing's latest event a change feed shows.
 */
const PLACE_COPY = `s.first_seen_at, s.gone_at, s.price, s.period, s.currency, s.price_before, s.price_since,
  ${PROPERTY_TYPE_VALUE.replaceAll('$1', "s.summary->>'property_type'")} as property_type,
  case when s.summary->>'bedrooms' ~* '^studio$' then 0
       when s.summary->>'bedrooms' ~ '^[0-9]{1,6}' then least(7, substring(s.summary->>'bedrooms' from '^[0-9]{1,6}')::int) end as bedrooms,
  greatest(s.first_seen_at, case when s.price_before is not null then s.price_since end) as changed_at`;

export class ListingHistory {
  readonly #sql: Pick<Db, 'query' | 'transaction'>;
  readonly #log: Logger;
  readonly #now: () => number;
  #queue: Job[] = [];
  #queued = 0;
  #dropped = 0;
  #flushing: Promise<void> | null = null;

  constructor(opts: ListingHistoryOptions) {
    this.#sql = opts.sql;
    this.#log = opts.log;
    this.#now = opts.now ?? Date.now;
  }

  /** Record an answer's listings from its bytes (read after the answer is sent). */
  record(endpoint: EndpointName, body: Buffer, wire: Record<string, string> = {}): void {
    if (!LISTING_ENDPOINTS.has(endpoint)) return;
    this.recordFrom(endpoint, () => JSON.parse(body.toString('utf8')) as unknown, wire);
  }

  /** Record an answer already parsed (the collector's own reads); `read` runs later. */
  recordFrom(endpoint: EndpointName, read: () => unknown, wire: Record<string, string> = {}): void {
    if (!LISTING_ENDPOINTS.has(endpoint)) return;
    this.#enqueue({ kind: 'seen', endpoint, read, wire, at: this.#now() }, 1);
  }

  /** These listings are gone as of now (a details 404, or absent from a complete re-read). */
  gone(ids: readonly string[]): void {
    if (ids.length) this.#enqueue({ kind: 'gone', ids: [...ids], at: this.#now() }, ids.length);
  }

  /** Wait until everything queued so far is written (tests, shutdown). */
  async settled(): Promise<void> {
    while (this.#flushing || this.#queue.length) await (this.#flushing ?? this.#flush());
  }

  #enqueue(job: Job, weight: number): void {
    // An answer counts as one until read; a page holds at most a few dozen listings.
    if (this.#queued >= MAX_PENDING) {
      if (this.#dropped++ % 1000 === 0)
        this.#log.warn({ dropped: this.#dropped }, 'listing history: the store is behind, answers not recorded');
      return;
    }
    this.#queue.push(job);
    this.#queued += weight;
    this.#flushing ??= this.#flush();
  }

  /** Write everything queued, in one batch per turn, until the queue is empty. */
  async #flush(): Promise<void> {
    try {
      while (this.#queue.length) {
        // A later turn of the event loop: the answers go out first, and more of them join the batch.
        await new Promise<void>((resolve) => setImmediate(resolve));
        const jobs = this.#queue;
        this.#queue = [];
        this.#queued = 0;
        try {
          await this.#write(jobs);
        } catch (err) {
          this.#log.warn({ err: String(err), answers: jobs.length }, 'listing history: could not record');
        }
      }
    } finally {
      this.#flushing = null;
    }
  }

  async #write(jobs: Job[]): Promise<void> {
    // The latest sighting of each listing in the batch (one statement cannot touch a row twice).
    const seen = new Map<string, { l: SeenListing; at: number }>();
    const places = new Map<string, { location_id: string; id: string; search: SearchKind; at: number }>();
    const reads = new Map<string, number>();
    const gone = new Map<string, number>();
    for (const job of jobs) {
      if (job.kind === 'gone') {
        for (const id of job.ids) gone.set(id, job.at);
        continue;
      }
      let body: unknown;
      try {
        body = job.read();
      } catch (err) {
        this.#log.warn({ endpoint: job.endpoint, err: String(err) }, 'listing history: an answer could not be read');
        continue;
      }
      const listings = listingsIn(job.endpoint, body);
      const search = SEARCHES[job.endpoint];
      const location = job.wire.location_id;
      const place = search && location && /^\d{1,12}$/.test(location) ? location : null;
      if (place) reads.set(place, Math.max(reads.get(place) ?? 0, job.at));
      for (const l of listings) {
        seen.set(l.id, { l, at: job.at });
        gone.delete(l.id);
        if (place && search) places.set(`${place}:${l.id}`, { location_id: place, id: l.id, search, at: job.at });
      }
    }
    if (!seen.size && !gone.size && !reads.size) return;
    // One transaction: the history and the asking-price index kept from it are written together
    // or not at all. A fault part way (after the runs, before their weeks) would otherwise leave
    // weeks that a later sighting never recomputes (its runs already match the history).
    await this.#sql.transaction(async (tx) => {
      if (seen.size || reads.size) await this.#saveSeen(tx, [...seen.values()], [...places.values()], reads);
      if (gone.size) {
        // Gone only if not seen since: a sighting after the 404 (another instance) wins.
        await tx.query(
          `update listings_seen s set gone_at = x.at
           from jsonb_to_recordset($1::jsonb) as x(id text, at timestamptz)
           where s.listing_id = x.id and s.gone_at is null and s.last_seen_at <= x.at`,
          [JSON.stringify([...gone].map(([id, at]) => ({ id, at: iso(at) })))],
          PREPARED,
        );
      }
      const touched = [...new Set([...seen.keys(), ...gone.keys()])];
      if (touched.length) await this.#copyToPlaces(tx, touched);
      // The asking-price index follows the listings seen (their prices, sizes, types and places
      // are written by now); a listing found gone keeps the weeks it was seen.
      if (seen.size) await refreshAskingIndex(tx, [...seen.keys()]);
    });
  }

  /**
   * The listing's row is the truth; its place rows carry a copy of what a place's change feed
   * filters and sorts on (listing-changes.ts reads them alone, by place and time), and when it
   * last did something the feed shows (`changed_at`: first seen by Dar, or a step between prices
   * that compare). Only rows that differ are written: a sighting that changed nothing writes none.
   * The ids are an array parameter, so the planner knows how few they are and reads their place
   * rows by listing (a set from JSON is guessed at 100 rows: every place row was scanned).
   */
  async #copyToPlaces(tx: Sql, ids: string[]): Promise<void> {
    await tx.query(
      `update listing_places lp set
         changed_at = x.changed_at, listing_first_seen_at = x.first_seen_at, gone_at = x.gone_at, price = x.price,
         period = x.period, currency = x.currency, price_before = x.price_before, price_since = x.price_since,
         property_type = x.property_type, bedrooms = x.bedrooms
       from (select s.listing_id, ${PLACE_COPY} from listings_seen s where s.listing_id = any($1::text[])) x
       where lp.listing_id = x.listing_id
         and (lp.listing_first_seen_at, lp.gone_at, lp.price, lp.period, lp.currency, lp.price_before, lp.price_since, lp.property_type, lp.bedrooms)
             is distinct from
             (x.first_seen_at, x.gone_at, x.price, x.period, x.currency, x.price_before, x.price_since, x.property_type, x.bedrooms)`,
      [ids],
      PREPARED,
    );
  }

  async #saveSeen(
    tx: Sql,
    rows: { l: SeenListing; at: number }[],
    places: { location_id: string; id: string; search: SearchKind; at: number }[],
    reads: Map<string, number>,
  ): Promise<void> {
    const json = JSON.stringify(
      rows.map(({ l, at }) => ({
        id: l.id,
        at: iso(at),
        price: l.price?.value ?? null,
        period: l.price?.period ?? null,
        currency: l.price?.currency ?? null,
        summary: l.summary,
      })),
    );
    // One statement (each is a round trip, dear on PGlite's thread): the price rows are added where
    // the price (or its period) differs from the one held before this statement (every part of it
    // sees the same snapshot), the place rows and reads added, then the listing rows upserted. A
    // hidden price changes nothing of the price held. A step between prices that compare (same
    // period and currency) also keeps the price before it (`price_before`).
    await tx.query(
      `with incoming as (
         select * from jsonb_to_recordset($1::jsonb) as x(id text, at timestamptz, price float8, period text, currency text, summary jsonb)
       ), priced as (
         insert into listing_prices (listing_id, seen_from, price, period, currency)
         select i.id, i.at, i.price, i.period, i.currency from incoming i left join listings_seen p on p.listing_id = i.id
         where i.price is not null and (p.listing_id is null or p.price is distinct from i.price or p.period is distinct from i.period)
         on conflict do nothing
       ), placed as (
         insert into listing_places (location_id, listing_id, search, first_seen_at, changed_at)
         select location_id, id, search, at, at from jsonb_to_recordset($2::jsonb) as x(location_id bigint, id text, search text, at timestamptz)
         on conflict (location_id, listing_id) do nothing
       ), place_read as (
         insert into listing_place_reads as r (location_id, first_read_at, last_read_at)
         select location_id, at, at from jsonb_to_recordset($3::jsonb) as x(location_id bigint, at timestamptz)
         on conflict (location_id) do update set last_read_at = greatest(r.last_read_at, excluded.last_read_at)
       )
       insert into listings_seen as s (listing_id, first_seen_at, last_seen_at, price, period, currency, price_since, summary)
       select id, at, at, price, period, currency, case when price is null then null else at end, summary from incoming
       on conflict (listing_id) do update set
         last_seen_at = greatest(s.last_seen_at, excluded.last_seen_at),
         gone_at = case when s.gone_at < excluded.last_seen_at then null else s.gone_at end,
         price_since = case
           when excluded.price is not null and (s.price is distinct from excluded.price or s.period is distinct from excluded.period)
           then excluded.last_seen_at else s.price_since end,
         price_before = case
           when excluded.price is not null and (s.price is distinct from excluded.price or s.period is distinct from excluded.period)
           then case when s.period = excluded.period and s.currency = excluded.currency and s.price > 0 then s.price end
           else s.price_before end,
         price = coalesce(excluded.price, s.price),
         period = coalesce(excluded.period, s.period),
         currency = coalesce(excluded.currency, s.currency),
         summary = s.summary || excluded.summary`,
      [
        json,
        JSON.stringify(places.map((p) => ({ ...p, at: iso(p.at) }))),
        JSON.stringify([...reads].map(([location_id, at]) => ({ location_id, at: iso(at) }))),
      ],
      PREPARED,
    );
  }

  /** The history of each of these listings Dar has seen (an id never seen is absent). */
  async histories(ids: readonly string[]): Promise<ListingHistoryEntry[]> {
    if (!ids.length) return [];
    const rows = await this.#sql.query<{
      id: string;
      first_seen: number;
      last_seen: number;
      gone: number | null;
      place_read_from: number | null;
      prices: SeenPrice[] | string | null;
    }>(
      `select s.listing_id as id,
              (extract(epoch from s.first_seen_at) * 1000)::float8 as first_seen,
              (extract(epoch from s.last_seen_at) * 1000)::float8 as last_seen,
              (extract(epoch from s.gone_at) * 1000)::float8 as gone,
              (select (extract(epoch from min(r.first_read_at)) * 1000)::float8
                 from listing_places lp join listing_place_reads r on r.location_id = lp.location_id
                where lp.listing_id = s.listing_id) as place_read_from,
              (select jsonb_agg(jsonb_build_object('at', to_char(p.seen_from at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
                                                   'value', p.price, 'period', p.period, 'currency', p.currency) order by p.seen_from)
                 from listing_prices p where p.listing_id = s.listing_id) as prices
         from listings_seen s
        where s.listing_id in (select jsonb_array_elements_text($1::jsonb))`,
      [JSON.stringify([...new Set(ids)])],
    );
    const now = this.#now();
    const byId = new Map(
      rows.map((r) => {
        const prices = (typeof r.prices === 'string' ? (JSON.parse(r.prices) as SeenPrice[]) : r.prices) ?? [];
        const isNew =
          r.place_read_from !== null && r.first_seen - r.place_read_from >= DAY_MS && now - r.first_seen < NEW_FOR_DAYS * DAY_MS;
        const entry: ListingHistoryEntry = {
          id: r.id,
          firstSeenAt: iso(r.first_seen),
          lastSeenAt: iso(r.last_seen),
          goneAt: r.gone === null ? null : iso(r.gone),
          isNew,
          prices,
          change: lastPriceChange(prices),
        };
        return [r.id, entry] as const;
      }),
    );
    // In the order asked (the endpoint asks in id order), each once.
    return [...new Set(ids)].flatMap((id) => byId.get(id) ?? []);
  }
}
