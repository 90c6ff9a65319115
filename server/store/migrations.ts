/**
 * The store's schema as an ordered list of migrations, applied once each and recorded in
 * `store_migrations`. Append only: a migration that has shipped is never edited, the next change
 * is a new entry. Both drivers run the same statements (PGlite is PostgreSQL).
 *
 * Several instances may start at once against one PostgreSQL: a transaction-scoped advisory lock
 * lets one of them migrate while the others wait, then find nothing left to do.
 */
import { StoreError, type Db } from './db.ts';

interface Migration {
  id: number;
  name: string;
  statements: readonly string[];
}

export const MIGRATIONS: readonly Migration[] = [
  {
    id: 1,
    name: 'transactions ledger',
    statements: [
      // Each record once, by the service's id. `record` keeps it as the service sent it (fields
      // we do not read yet included); the typed columns are what queries filter and compute on.
      `create table transactions (
        id text primary key,
        transaction_type text not null check (transaction_type in ('sold', 'rented')),
        transaction_date date not null,
        price double precision not null,
        bedrooms integer,
        property_type text,
        record jsonb not null,
        first_seen_at timestamptz not null default now()
      )`,
      // Which locations a record was listed under: a tower's sale is also its community's, and
      // is still stored once. The date is repeated here so a location's period is one index range;
      // stored_at tells a sync which records it met were held before it began.
      `create table transaction_locations (
        location_id bigint not null,
        transaction_type text not null,
        transaction_date date not null,
        id text not null references transactions (id),
        stored_at timestamptz not null default now(),
        primary key (location_id, transaction_type, id)
      )`,
      `create index transaction_locations_by_date on transaction_locations (location_id, transaction_type, transaction_date desc)`,
      // What the store holds of one location and type (see ledger.ts): every record the service
      // lists from complete_from to synced_at is held. While a sync has pages left (backfill_page,
      // the next one to fetch), the run from the top reaches back to head_from only, and
      // backfill_since is when that run began.
      `create table ledger_coverage (
        location_id bigint not null,
        transaction_type text not null,
        complete_from date,
        head_from date,
        synced_at timestamptz,
        backfill_page integer,
        backfill_since timestamptz,
        pages_spent integer not null default 0,
        primary key (location_id, transaction_type)
      )`,
      // A lock row with an expiry: one sync of a location at a time across every instance that
      // shares the database. An instance that dies mid-sync frees it by expiry.
      `create table store_locks (
        name text primary key,
        holder text not null,
        expires_at timestamptz not null
      )`,
    ],
  },
  {
    id: 2,
    name: 'names learned from answers',
    statements: [
      // Places, agents and brokerages as the service's answers name them (names.ts): what the UI
      // shows for an id, so no name ever comes from a link.
      `create table names (
        kind text not null check (kind in ('location', 'agent', 'broker')),
        id text not null,
        name text not null,
        image text,
        lat double precision,
        lon double precision,
        source text not null,
        seen_at timestamptz not null default now(),
        primary key (kind, id)
      )`,
    ],
  },
  {
    id: 3,
    name: 'price trend history',
    statements: [
      // Monthly levels of a location and property type as the service reported them (trends.ts):
      // one row per bedroom category and month, the latest report winning, kept past the
      // service's 12 months so trend lines grow longer.
      `create table price_trend_points (
        location_id bigint not null,
        property_type text not null,
        bedroom_id integer not null,
        month text not null,
        point jsonb not null,
        seen_at timestamptz not null default now(),
        primary key (location_id, property_type, bedroom_id, month)
      )`,
      `create table price_trend_syncs (
        location_id bigint not null,
        property_type text not null,
        synced_at timestamptz not null,
        primary key (location_id, property_type)
      )`,
    ],
  },
  {
    id: 4,
    name: 'profile details of agents and brokerages',
    statements: [
      // What the directories say of an agent or a brokerage besides a name (position,
      // nationality, brokerage; address, city, phone), so a profile page opened by id shows it
      // without taking it from the link. Answers merge into it field by field.
      `alter table names add column details jsonb`,
    ],
  },
  {
    id: 5,
    name: 'Abu Dhabi registry sales',
    statements: [
      // Each sale once (registry.ts): by the registry's reference, else a hash of the record. The
      // record is kept whole; the recognised fields are what queries filter and compute on.
      `create table registry_records (
        key text primary key,
        district text,
        property_type text,
        sale_date date,
        price double precision,
        record jsonb not null,
        first_seen_at timestamptz not null default now()
      )`,
      `create index registry_records_by_district on registry_records (lower(district), sale_date)`,
      `create index registry_records_by_date on registry_records (sale_date)`,
      // When each filter (districts and property types) was last read, the newest sale then held,
      // and the pages it has cost.
      `create table registry_syncs (
        filter_key text primary key,
        synced_at timestamptz not null,
        newest date,
        pages_spent integer not null default 0
      )`,
    ],
  },
  {
    id: 6,
    name: 'the collector: its queue, its spending, and lists that misbehave',
    statements: [
      // A list the service repeats (a page identical to the one before, a page that adds nothing,
      // a page that ignores `page`) or that never ends (the lifetime cap) is parked until the
      // operator's next day (ledger.ts): why, and until when. page_size is the longest page seen,
      // for estimates of what a place has left.
      `alter table ledger_coverage add column parked text, add column parked_until timestamptz, add column page_size integer`,
      // The collector's queue (collector.ts): one job per place and kind. `priority` orders it
      // (viewed recently, then watched, then upkeep by age); `requested_at` is the last view.
      `create table collect_jobs (
        location_id bigint not null,
        kind text not null,
        priority integer not null,
        requested_at timestamptz not null default now(),
        queued_at timestamptz not null default now(),
        primary key (location_id, kind)
      )`,
      // Pages the market store paid for, per UTC hour, whoever caused them (a view's foreground
      // pages or the collector): what COLLECT_DAILY_PAGES is spent against, across instances.
      `create table collect_spend (
        hour timestamptz primary key,
        pages integer not null default 0
      )`,
    ],
  },
  {
    id: 7,
    name: 'refresh jobs: price trends and registry filters',
    statements: [
      // A refresh job (collector.ts) reads one answer the store keeps (a place's price trend, a
      // registry filter) once a view found it older than a day: what to read, as the view asked.
      `alter table collect_jobs add column payload jsonb`,
    ],
  },
  {
    id: 8,
    name: 'the ledger at years of history: figures from one index',
    statements: [
      // What every figure and records page filters, sorts and computes on, beside the location
      // row (insights.ts): a place's rows are one range of one index, read without the records
      // table (an index-only scan) and without a join per row. Measured at five years of a busy
      // place: figures 10-40x faster, a deep records page from a full scan to a range.
      `alter table transaction_locations add column price double precision, add column bedrooms integer, add column property_type text`,
      `update transaction_locations l set price = t.price, bedrooms = t.bedrooms, property_type = t.property_type
       from transactions t where t.id = l.id`,
      // Newest first (and, read backwards, oldest first), ties by id: one order a page can be
      // continued from (keyset), at any depth.
      `create index transaction_locations_by_date_covering on transaction_locations
         (location_id, transaction_type, transaction_date desc, id desc) include (price, bedrooms, property_type, stored_at)`,
      `drop index transaction_locations_by_date`,
      `create index transaction_locations_by_price on transaction_locations
         (location_id, transaction_type, price desc, id desc) include (transaction_date, bedrooms, property_type, stored_at)`,
      `analyze transaction_locations`,
    ],
  },
  {
    id: 9,
    name: 'listing history',
    statements: [
      // Every listing an answer passed on (listing-history.ts): when Dar first and last saw it,
      // the price it was last seen at and since when, and when Dar found it gone (a details 404,
      // or absent from a complete re-read of a watched search; cleared when it is seen again).
      // `summary` is what a change feed shows of it (title, address, type, bedrooms, size, photo).
      `create table listings_seen (
        listing_id text primary key,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        price double precision,
        period text,
        currency text,
        price_since timestamptz,
        gone_at timestamptz,
        summary jsonb not null default '{}'::jsonb
      )`,
      // Each price a listing was seen at, from when: a row only when the price (or its period) changed.
      `create table listing_prices (
        listing_id text not null,
        seen_from timestamptz not null,
        price double precision not null,
        period text not null,
        currency text not null,
        primary key (listing_id, seen_from)
      )`,
      // Which searched places a listing was seen under (a tower's listing is also its
      // community's), and which kind of search (buy, rent, commercial-buy, commercial-rent).
      `create table listing_places (
        location_id bigint not null,
        listing_id text not null,
        search text not null,
        first_seen_at timestamptz not null,
        primary key (location_id, listing_id)
      )`,
      `create index listing_places_by_time on listing_places (location_id, first_seen_at desc)`,
      // A listing's places, for "new": the cards' history looks them up by listing.
      `create index listing_places_by_listing on listing_places (listing_id)`,
      `create index listing_prices_by_time on listing_prices (seen_from desc)`,
      // When Dar first and last read a place's listings: a listing is "new" only when it was first
      // seen well after Dar began reading its place (not merely the first time Dar looked).
      `create table listing_place_reads (
        location_id bigint primary key,
        first_read_at timestamptz not null,
        last_read_at timestamptz not null
      )`,
      // Saved searches followed by a feed (watched-searches.ts): the canonical query only, nothing
      // personal. A feed read marks it watched (fed_at); the collector re-reads its first page at
      // most hourly while it is (last_read_at), and notes the most listings one read returned.
      `create table watched_searches (
        key text primary key,
        endpoint text not null,
        wire jsonb not null,
        location_id bigint not null,
        fed_at timestamptz not null,
        first_read_at timestamptz,
        last_read_at timestamptz,
        most_listings integer not null default 0
      )`,
      // The listings each watched search's reads have shown, from when.
      `create table watched_search_listings (
        key text not null,
        listing_id text not null,
        first_seen_at timestamptz not null,
        last_seen_at timestamptz not null,
        primary key (key, listing_id)
      )`,
    ],
  },
  {
    id: 10,
    name: 'place catalogue and area figures',
    statements: [
      // Every place the data names (places.ts): from the embedded hierarchy, the shipped reference
      // resolved through autocomplete, and answers passing through. `kind`, `parent_id` and
      // `emirate` are null where only an answer named the place.
      `create table places (
        id bigint primary key,
        name text not null,
        name_ar text,
        kind text,
        parent_id bigint,
        emirate text,
        lat double precision,
        lon double precision,
        source text not null,
        seen_at timestamptz not null default now()
      )`,
      `create index places_by_emirate on places (emirate, kind)`,
      // Live mode: the shipped reference's community names and the service's id each resolved to
      // (state resolved, unmatched or pending), checked again after weeks.
      `create table place_references (
        emirate text not null,
        name text not null,
        lat double precision not null,
        lon double precision not null,
        location_id bigint,
        state text not null default 'pending',
        checked_at timestamptz,
        primary key (emirate, name)
      )`,
      // The first pages of a place's sale and rent listings (areas.ts), replaced at each read:
      // the samples asking prices, rents per sqft and yields are computed from.
      `create table area_listings (
        location_id bigint not null,
        listing_type text not null check (listing_type in ('sale', 'rent')),
        listing_id text not null,
        property_type text,
        bedrooms integer,
        price double precision not null,
        size_sqft double precision,
        primary key (location_id, listing_type, listing_id)
      )`,
      // The first pages of a place's new projects: supply by delivery year.
      `create table area_projects (
        location_id bigint not null,
        listing_id text not null,
        delivery_year integer,
        property_type text,
        primary key (location_id, listing_id)
      )`,
      // When each sample of a place was read ('sale', 'rent', 'projects'), in how many pages.
      `create table area_syncs (
        location_id bigint not null,
        what text not null,
        synced_at timestamptz not null,
        pages integer not null,
        primary key (location_id, what)
      )`,
      // Pages spent on area figures and the catalogue per UTC day (also counted in collect_spend):
      // what COLLECT_AREA_PAGES caps, across instances.
      `create table area_spend (
        day date primary key,
        pages integer not null default 0
      )`,
    ],
  },
  {
    id: 11,
    name: 'listing changes by place and time',
    statements: [
      // A place's changes since a day are read from its place rows alone (listing-changes.ts),
      // never from the price rows nor a lookup per listing: the listing's row keeps the price
      // before its last step where the two compare (same period and currency; null when its last
      // step changed the period, or it has had one price), and each place row carries a copy of
      // what the feed filters and sorts on, and when the listing last did something the feed
      // shows (first seen by Dar, or that step), indexed by place, kind of search and time.
      // listing-history.ts keeps the copy. Measured at 100k listings over a year
      // (docs/listing-history.md): a busy place's week of changes from 100-200 ms to a few.
      `alter table listings_seen add column price_before double precision`,
      `alter table listing_places
         add column changed_at timestamptz, add column listing_first_seen_at timestamptz, add column gone_at timestamptz,
         add column price double precision, add column period text, add column currency text,
         add column price_before double precision, add column price_since timestamptz,
         add column property_type text, add column bedrooms integer`,
      // The copy's type is the contract's value ('office-space' for "Office Space"), what filters
      // compare with. Backfill from the price rows, as lastPriceChange (src/shared/listing-change.ts) reads them:
      // the last step, if its two prices compare.
      `update listings_seen s set price_before = step.before
         from (select distinct on (listing_id) listing_id,
                      case when lag(period) over w = period and lag(currency) over w = currency
                                and lag(price) over w > 0 and lag(price) over w <> price
                           then lag(price) over w end as before
                 from listing_prices window w as (partition by listing_id order by seen_from)
                order by listing_id, seen_from desc) step
        where step.listing_id = s.listing_id and step.before is not null`,
      `update listing_places lp set
         changed_at = greatest(s.first_seen_at, case when s.price_before is not null then s.price_since end),
         listing_first_seen_at = s.first_seen_at, gone_at = s.gone_at, price = s.price, period = s.period,
         currency = s.currency, price_before = s.price_before, price_since = s.price_since,
         property_type = case regexp_replace(lower(btrim(s.summary->>'property_type')), '[[:space:]_]+', '-', 'g')
                           when 'showroom' then 'show-room'
                           else regexp_replace(lower(btrim(s.summary->>'property_type')), '[[:space:]_]+', '-', 'g') end,
         bedrooms = case when s.summary->>'bedrooms' ~* '^studio$' then 0
                         when s.summary->>'bedrooms' ~ '^[0-9]{1,6}' then least(7, substring(s.summary->>'bedrooms' from '^[0-9]{1,6}')::int) end
         from listings_seen s where s.listing_id = lp.listing_id`,
      // A place row without its listing's row (never written by this code) counts from its own sighting.
      `update listing_places set changed_at = first_seen_at where changed_at is null`,
      `alter table listing_places alter column changed_at set not null`,
      `create index listing_places_by_change on listing_places (location_id, search, changed_at desc)`,
      // The sample a feed names (the place's listings still listed), counted from the index alone.
      `create index listing_places_listed on listing_places (location_id, search) where gone_at is null`,
      // Nothing reads listing places by first sighting alone.
      `drop index listing_places_by_time`,
      `analyze listings_seen`,
      `analyze listing_places`,
    ],
  },
  {
    id: 12,
    name: 'the asking-price index kept as listings are seen',
    statements: [
      // Each listing's runs of weeks at one asking price per sqft, per place row, type and side
      // (asking-index.ts keeps them as listings are recorded): a row per price seen and place,
      // whatever the number of weeks. Written by listing (its key), read by week (a week's runs:
      // those ending on or after it).
      `create table asking_runs (
        location_id bigint not null,
        property_type text not null,
        side text not null check (side in ('sale', 'rent')),
        listing_id text not null,
        from_week date not null,
        to_week date not null,
        per_sqft double precision not null,
        primary key (listing_id, location_id, property_type, side, from_week)
      )`,
      `create index asking_runs_by_week on asking_runs (location_id, property_type, side, to_week) include (from_week, per_sqft, listing_id)`,
      // Each week's count and median of the runs covering it: what the index reads (a few dozen
      // rows), computed again whenever a run covering the week changes. Measured at 100k listings
      // over a year (docs/listing-history.md): a busy place's 26 weeks from ~200 ms to a few.
      `create table asking_weeks (
        location_id bigint not null,
        property_type text not null,
        side text not null,
        week date not null,
        listings integer not null,
        median_per_sqft double precision,
        primary key (location_id, property_type, side, week)
      )`,
      // Backfill from the history held, as asking-index.ts derives runs: per price of the side's
      // period (sales 'sell', rents 'yearly'), from the week it was first seen to the last week
      // ending before the next price (or the week last seen), at the size the listing last had.
      `insert into asking_runs (location_id, property_type, side, listing_id, from_week, to_week, per_sqft)
       with l as (
         select s.listing_id, s.last_seen_at, (s.summary->>'size_sqft')::float8 as sqft from listings_seen s
          where jsonb_typeof(s.summary->'size_sqft') = 'number' and (s.summary->>'size_sqft')::float8 > 0
       ), p as (
         select l.listing_id, l.sqft, l.last_seen_at, pr.seen_from, pr.price, pr.period,
                lead(pr.seen_from) over (partition by pr.listing_id order by pr.seen_from) as until
           from l join listing_prices pr on pr.listing_id = l.listing_id
       ), r as (
         select listing_id, period, price / sqft as per_sqft, date_trunc('week', seen_from at time zone 'UTC')::date as from_week,
                least(date_trunc('week', last_seen_at at time zone 'UTC')::date,
                      date_trunc('week', (until - interval '7 days' - interval '1 microsecond') at time zone 'UTC')::date) as to_week
           from p
       )
       select lp.location_id, lp.property_type, x.side, r.listing_id, r.from_week, r.to_week, r.per_sqft
         from r join listing_places lp on lp.listing_id = r.listing_id
         join (values ('sale', 'sell', array['buy', 'commercial-buy']), ('rent', 'yearly', array['rent', 'commercial-rent']))
              as x(side, period, searches) on r.period = x.period and lp.search = any(x.searches)
        where r.from_week <= r.to_week and lp.property_type is not null`,
      `insert into asking_weeks (location_id, property_type, side, week, listings, median_per_sqft)
       select r.location_id, r.property_type, r.side, wk::date, count(*)::int, percentile_cont(0.5) within group (order by r.per_sqft)
         from asking_runs r cross join lateral generate_series(r.from_week, r.to_week, interval '7 days') as wk
        group by r.location_id, r.property_type, r.side, wk::date`,
      `analyze asking_runs`,
      `analyze asking_weeks`,
    ],
  },
  {
    id: 13,
    name: 'brokerages seen at places, named from the directory',
    statements: [
      // The brokerages the service's listings named by id at a place (broker-directory.ts): what
      // the collector's directory read of that place looks for, by id, until each is named.
      `create table place_brokers (
        location_id bigint not null,
        broker_id text not null,
        seen_at timestamptz not null,
        primary key (location_id, broker_id)
      )`,
      // When the collector last read a place's brokerage directory, and the pages it paid for: a
      // place is read again only once the read is a week old.
      `create table broker_directory_reads (
        location_id bigint primary key,
        read_at timestamptz not null,
        pages integer not null
      )`,
    ],
  },
  {
    id: 14,
    name: 'what the ledger holds of a place, kept as records arrive',
    statements: [
      // The records a place and type holds, and the oldest and newest of them, kept by the ledger
      // in the transaction that stores them (ledger.ts `#store`), so every answer's coverage is one
      // row read, not a count over the place's history (a busy place's five years: 133k rows
      // counted per request, 50-75 ms on PGlite at every view, `npm run bench -- scale`).
      `alter table ledger_coverage add column records integer not null default 0, add column oldest date, add column newest date`,
      `update ledger_coverage c set records = h.records, oldest = h.oldest, newest = h.newest
         from (select location_id, transaction_type, count(*)::int as records,
                      min(transaction_date) as oldest, max(transaction_date) as newest
                 from transaction_locations group by location_id, transaction_type) h
        where h.location_id = c.location_id and h.transaction_type = c.transaction_type`,
    ],
  },
  {
    id: 15,
    name: "the figures' inputs kept per place and month",
    statements: [
      // Each place, type, month, property type and bedroom count's records and their comparable
      // prices in order (a sale never priced counted, not priced), kept by the ledger in the
      // transaction that stores the records (ledger.ts `#store`, kept-figures.ts): a view's
      // figures read a few thousand of these rows, not a busy place's 200,000 records.
      // `stored_through`: the latest record's storing, so a view counting only what was held
      // earlier reads that month's records instead. Nulls (no property type, no bedrooms) are
      // one key each, as the figures group them.
      `create table transaction_months (
        location_id bigint not null,
        transaction_type text not null,
        month date not null,
        property_type text,
        bedrooms integer,
        records integer not null,
        prices double precision[] not null,
        stored_through timestamptz not null,
        unique nulls not distinct (location_id, transaction_type, month, property_type, bedrooms)
      )`,
      `insert into transaction_months (location_id, transaction_type, month, property_type, bedrooms, records, prices, stored_through)
       select location_id, transaction_type, m, property_type, bedrooms, count(*)::int,
              coalesce(array_agg(p order by p) filter (where p is not null), '{}'), max(stored_at)
         from (select l.location_id, l.transaction_type, l.property_type, l.bedrooms, l.stored_at,
                      l.transaction_date - date_part('day', l.transaction_date)::int + 1 as m,
                      case when l.transaction_type = 'sold' and not l.price > 0 then null else l.price end as p
                 from transaction_locations l) r
        group by location_id, transaction_type, m, property_type, bedrooms`,
      `analyze transaction_months`,
    ],
  },
  {
    id: 16,
    name: "the kept prices as bytes too, for the figures' reads",
    statements: [
      // Each kept row's prices again, as the float8s' bytes one after another (`float8send`,
      // big-endian), in the same order: a view reads a busy place's 200,000 prices, and writing
      // them out as decimals (JSON) or value by value (`array_send`) was most of the database's
      // time for the answer; bytes are copied (kept-figures.ts). The array stays: the ledger
      // merges new prices into it in order, and the bytes are made from it.
      `alter table transaction_months add column price_bytes bytea`,
      `update transaction_months set price_bytes = (select coalesce(string_agg(float8send(x), '' order by x), '') from unnest(prices) x)`,
      `alter table transaction_months alter column price_bytes set not null`,
    ],
  },
  {
    id: 17,
    name: 'the months kept for every property type together; kept prices as bytes alone',
    statements: [
      // A view without a property type (most views) read every type's rows of each month: a busy
      // place's five years are about 4,200 kept rows, a fifth of them with the types together.
      // Reading, describing and gathering those rows was most of the figures' time
      // (kept-figures.ts). Kept as the per-type rows are, in the statement that stores records.
      `create table transaction_months_all (
        location_id bigint not null,
        transaction_type text not null,
        month date not null,
        bedrooms integer,
        records integer not null,
        price_bytes bytea not null,
        stored_through timestamptz not null,
        unique nulls not distinct (location_id, transaction_type, month, bedrooms)
      )`,
      `insert into transaction_months_all (location_id, transaction_type, month, bedrooms, records, price_bytes, stored_through)
       select location_id, transaction_type, month, bedrooms, sum(records)::int, string_agg(price_bytes, ''), max(stored_through)
         from transaction_months
        group by location_id, transaction_type, month, bedrooms`,
      // The figures select their quantiles from prices in any order, so new prices are appended to
      // the bytes: the ordered array, kept only to merge them into in order, goes. Copied into a
      // new table (its columns, constraints and unique key, the array dropped before any row is
      // written) rather than dropped in place: a dropped column's values stay in every row until it
      // is written again (half the table's 112 MB at 1M records).
      `create table transaction_months_bytes (like transaction_months including all)`,
      `alter table transaction_months_bytes drop column prices`,
      `insert into transaction_months_bytes (location_id, transaction_type, month, property_type, bedrooms, records, price_bytes, stored_through)
       select location_id, transaction_type, month, property_type, bedrooms, records, price_bytes, stored_through from transaction_months`,
      `drop table transaction_months`,
      `alter table transaction_months_bytes rename to transaction_months`,
      `analyze transaction_months`,
      `analyze transaction_months_all`,
    ],
  },
];

/** An arbitrary constant: the advisory lock key that serialises migrations. */
const MIGRATION_LOCK = 72_600_901;

/**
 * Apply the migrations this database lacks. Returns the ids applied now. `until` stops after that
 * id (tests of a migration's backfill: a store as an older version left it).
 */
export async function migrate(db: Db, { until = Infinity }: { until?: number } = {}): Promise<number[]> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await tx.query(`create table if not exists store_migrations (
      id integer primary key, name text not null, applied_at timestamptz not null default now()
    )`);
    const done = new Set((await tx.query<{ id: number }>('select id from store_migrations')).map((r) => r.id));
    const known = new Set(MIGRATIONS.map((m) => m.id));
    const unknown = [...done].filter((id) => !known.has(id));
    if (unknown.length) {
      throw new StoreError(`the store's schema is newer than this code (migration ${unknown.join(', ')} unknown): run the newer version`);
    }
    const applied: number[] = [];
    for (const m of MIGRATIONS) {
      if (done.has(m.id) || m.id > until) continue;
      for (const statement of m.statements) await tx.query(statement);
      await tx.query('insert into store_migrations (id, name) values ($1, $2)', [m.id, m.name]);
      applied.push(m.id);
    }
    return applied;
  });
}
