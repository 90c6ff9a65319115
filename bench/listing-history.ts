/**
 * Listing history's figures (docs/listing-history.md), on PGlite and on PostgreSQL: what
 * recording costs per answer passed on, the store's size for 100k listings seen over a year of
 * daily observations (a row per listing, a price row per change: a day's sighting of an unchanged
 * listing only moves `last_seen_at`), and the history queries' p50/p99 over that store: a page
 * of 25 cards, a busy place's changes of the last week, and its asking-price index (kept as
 * listings are seen, migration 12), and what keeping that index costs recording at the busy place.
 * Goal (issue 23): p99 under 50 ms.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import pino from 'pino';
import { LISTING_CHANGES_MAX_ROWS } from '../src/contract/index.ts';
import { askingIndex, rebuildAskingIndex } from '../server/store/asking-index.ts';
import { openEmbedded, openPostgres, type Db } from '../server/store/db.ts';
import { listingChanges } from '../server/store/listing-changes.ts';
import { ListingHistory } from '../server/store/listing-history.ts';
import { migrate } from '../server/store/migrations.ts';
import { startPostgres } from '../server/testing/postgres-server.ts';
import { percentile, type Report } from './report.ts';

const LISTINGS = 100_000;
const DAY = 86_400_000;
const NOW = Date.parse('2026-11-01T00:00:00Z');
/**
 * Listings under the busy place (a Dubai Marina): 1 in 20, drawn by a hash of the id so that its
 * listings change as all of them do (every 20th id would be every 4th: all reduced, a third of
 * them in the last week).
 */
const PLACE = `abs(hashtext(listing_id)) % 20 = 0`;

/** A year of history for 100k listings, written in bulk: a quarter reduced once or twice, some raised. */
async function seed(db: Db): Promise<void> {
  await db.query(
    `insert into listings_seen (listing_id, first_seen_at, last_seen_at, price, period, currency, price_since, summary)
     select (16000000 + i)::text, to_timestamp(($1 - (i % 365) * $2::float8) / 1000), to_timestamp($1 / 1000.0),
            1000000 + (i % 97) * 10000, 'sell', 'AED',
            -- Unchanged listings are at their first price; the changed ones (every 4th, every 25th) since a day of the last month.
            case when i % 4 = 0 or i % 25 = 0 then greatest(to_timestamp(($1 - (i % 365) * $2::float8) / 1000), to_timestamp(($1 - (i % 30) * $2::float8) / 1000))
                 else to_timestamp(($1 - (i % 365) * $2::float8) / 1000) end,
            jsonb_build_object('title', 'Flat ' || i, 'property_type', 'apartment', 'bedrooms', (i % 5)::text, 'size_sqft', 600 + (i % 1400))
       from generate_series(1, $3) as i`,
    [NOW, DAY, LISTINGS],
  );
  // The first price of each, then the changes: every 4th listing reduced, every 12th twice, every 25th raised.
  await db.query(
    `insert into listing_prices (listing_id, seen_from, price, period, currency)
     select listing_id, first_seen_at, price * 1.05, 'sell', 'AED' from listings_seen where listing_id::bigint < 30000000`,
  );
  await db.query(
    `insert into listing_prices (listing_id, seen_from, price, period, currency)
     select listing_id, price_since, price, 'sell', 'AED' from listings_seen
      where listing_id::bigint < 30000000 and (listing_id::bigint % 4 = 0 or listing_id::bigint % 25 = 0) and price_since > first_seen_at`,
  );
  // What recording keeps of the last step (migration 11): the price before it on the listing's
  // row, and the place rows' copy of what the changes feed filters and sorts on.
  await db.query(
    `update listings_seen set price_before = price * 1.05 where listing_id::bigint < 30000000 and price_since > first_seen_at`,
  );
  await db.query(
    `insert into listing_places (location_id, listing_id, search, first_seen_at, changed_at, listing_first_seen_at,
                                 price, period, currency, price_before, price_since, property_type, bedrooms)
     select 50, listing_id, 'buy', first_seen_at, price_since, first_seen_at, price, period, currency, price_before, price_since,
            summary->>'property_type', (summary->>'bedrooms')::int
       from listings_seen where listing_id::bigint < 30000000 and ${PLACE}`,
  );
  await db.query(
    `insert into listing_place_reads (location_id, first_read_at, last_read_at) values (50, to_timestamp($1 / 1000.0), now())`,
    [NOW - 365 * DAY],
  );
  // The asking-price index as recording keeps it (migration 12 backfills a store the same way).
  await rebuildAskingIndex(db);
  // As the embedded store's upkeep does (store/maintenance.ts) and PostgreSQL's autovacuum.
  for (const table of ['listings_seen', 'listing_prices', 'listing_places', 'asking_runs', 'asking_weeks']) {
    await db.query(`vacuum (analyze) ${table}`);
  }
}

async function time(n: number, run: (i: number) => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  const ms: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    await run(i);
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  return { p50: percentile(ms, 0.5), p99: percentile(ms, 0.99) };
}

async function measure(r: Report, kind: string, db: Db): Promise<void> {
  await migrate(db);
  const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => NOW });
  // Recording: 400 answers of 25 listings through the real queue (batched as they arrive).
  const page = (n: number) =>
    Buffer.from(
      JSON.stringify({
        data: Array.from({ length: 25 }, (_, j) => ({
          property_id: String(30_000_000 + n * 25 + j),
          price: { value: 1_000_000 + j, period: 'sell' },
          title: 'x',
        })),
      }),
    );
  const started = performance.now();
  for (let n = 0; n < 400; n++) history.record('search-buy', page(n), { location_id: '51' });
  await history.settled();
  r.figure(`${kind}: recording, per answer of 25 listings (400 answers, batched)`, (performance.now() - started) / 400, 'ms', { max: 20 });

  await seed(db);
  const [size] = await db.query<{ bytes: number; asking: number; runs: number }>(
    `select (pg_total_relation_size('listings_seen') + pg_total_relation_size('listing_prices') + pg_total_relation_size('listing_places'))::float8 as bytes,
            (pg_total_relation_size('asking_runs') + pg_total_relation_size('asking_weeks'))::float8 as asking,
            (select count(*) from asking_runs)::int as runs`,
  );
  const mib = (bytes = 0, digits = 0) => (bytes / 2 ** 20).toFixed(digits);
  r.note(
    `${kind}: store for 100k listings seen over a year (with their price changes and places): ${mib(size?.bytes)} MiB, and the asking-price index's ${size?.runs ?? 0} runs and weeks of the busy place's 5,000 listings ${mib(size?.asking, 1)} MiB`,
  );

  const cards = await time(200, (i) =>
    history.histories(Array.from({ length: 25 }, (_, j) => String(16_000_000 + ((i * 7919 + j * 104_729) % LISTINGS) + 1))),
  );
  r.figure(`${kind}: history of a page of 25 cards, p50`, cards.p50, 'ms', { max: 50 });
  r.figure(`${kind}: history of a page of 25 cards, p99`, cards.p99, 'ms', { max: 50 });
  const changes = await time(40, () =>
    listingChanges(db, { locationId: '50', search: 'buy', since: NOW - 7 * DAY, change: 'all' }, LISTING_CHANGES_MAX_ROWS),
  );
  r.figure(`${kind}: a place's changes of the last week (5,000 listings seen there), p50`, changes.p50, 'ms', { max: 50 });
  r.figure(`${kind}: a place's changes of the last week, p99`, changes.p99, 'ms', { max: 50 });
  // The asking-price index of the busy place: half a year of weeks, each listing at its price then.
  const asking = await time(20, () =>
    askingIndex(db, { locationId: '50', propertyType: 'apartment', listing: 'sale', weeks: 26, now: NOW }),
  );
  r.figure(`${kind}: the busy place's asking-price index, 26 weeks, p50`, asking.p50, 'ms', { max: 50 });
  r.figure(`${kind}: the busy place's asking-price index, 26 weeks, p99`, asking.p99, 'ms', { max: 50 });
  // What keeping the index costs recording where it is dearest: answers of the busy place's
  // listings seen again a week on, a fifth of them at a new price, so each answer moves the week's
  // runs and its median is computed again over the 5,000 listings seen that week.
  const busy = await db.query<{ listing_id: string; price: number; sqft: number }>(
    `select listing_id, price, (summary->>'size_sqft')::float8 as sqft from listings_seen
      where listing_id::bigint < 30000000 and ${PLACE} order by listing_id limit 1000`,
  );
  const later = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => NOW + 7 * DAY });
  const busyStarted = performance.now();
  for (let n = 0; n < 40; n++) {
    const data = busy.slice(n * 25, n * 25 + 25).map((l, j) => ({
      property_id: l.listing_id,
      property_type: 'apartment',
      price: { value: j % 5 === 0 ? l.price * 0.95 : l.price, period: 'sell' },
      size: { value: l.sqft, unit: 'sqft' },
      title: 'x',
    }));
    later.record('search-buy', Buffer.from(JSON.stringify({ data })), { location_id: '50' });
    await later.settled();
  }
  r.figure(
    `${kind}: recording an answer of 25 of the busy place's listings, its asking-price week recomputed (one at a time)`,
    (performance.now() - busyStarted) / 40,
    'ms',
    { max: 20 },
  );
}

export async function bench(r: Report): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'dar-bench-history-'));
  const embedded = await openEmbedded(dir);
  try {
    await measure(r, 'PGlite', embedded);
  } finally {
    await embedded.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const server = await startPostgres();
  try {
    const db = await openPostgres(await server.createDatabase('bench_history'));
    try {
      await measure(r, 'PostgreSQL', db);
    } finally {
      await db.close();
    }
  } finally {
    await server.stop();
  }
}
