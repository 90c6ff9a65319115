/**
 * The asking-price index on both stores: weekly medians per sqft of the listings Dar saw, sale and
 * rent apart, each week's sample; kept as listings are recorded (migration 12), and backfilled
 * from the history a store held before it.
 */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { askingIndex, refreshAskingIndex } from './asking-index.ts';
import type { Db, Sql } from './db.ts';
import { ListingHistory } from './listing-history.ts';
import { migrate } from './migrations.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const DAY = 86_400_000;
const listing = (id: string, value: number, sqft: number | null, extra: Record<string, unknown> = {}) => ({
  property_id: id,
  property_type: 'Apartment',
  price: { value, currency: 'AED', period: 'sell' },
  ...(sqft === null ? {} : { size: { value: sqft, unit: 'sqft' } }),
  title: `Flat ${id}`,
  ...extra,
});
const page = (...data: unknown[]) => Buffer.from(JSON.stringify({ success: true, data }));

describe.each(stores.kinds)('the asking-price index on the %s store', (_kind, openStore) => {
  it('is the weekly median per sqft of the listings seen each week, at the price asked then; a thin week has no median', async () => {
    const db = await openStore();
    // Monday 5 Oct 2026, then a week later.
    const clock = { now: Date.parse('2026-10-05T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    history.record(
      'search-buy',
      page(
        listing('1', 1_000_000, 1000),
        listing('2', 1_200_000, 1000),
        listing('3', 1_400_000, 1000),
        listing('4', 4_000_000, 2000),
        // No size: no price per sqft. Another type: another index.
        listing('5', 900_000, null),
        listing('6', 9_000_000, 3000, { property_type: 'Villa' }),
      ),
      { location_id: '50' },
    );
    history.record(
      'search-rent',
      page(
        listing('7', 100_000, 1000, { price: { value: 100_000, currency: 'AED', period: 'yearly' } }),
        // Asked per month: another market, left out.
        listing('8', 9_000, 1000, { price: { value: 9_000, currency: 'AED', period: 'monthly' } }),
      ),
      { location_id: '50' },
    );
    await history.settled();
    clock.now += 7 * DAY;
    // The next week: 1 reduced, 2 and 3 seen again; 4 not seen since the first week.
    history.record('search-buy', page(listing('1', 900_000, 1000), listing('2', 1_200_000, 1000), listing('3', 1_400_000, 1000)), {
      location_id: '50',
    });
    await history.settled();

    const sale = await askingIndex(db, { locationId: '50', propertyType: 'apartment', listing: 'sale', weeks: 3, now: clock.now });
    expect(sale).toEqual({
      weeks: [
        { week: '2026-09-28', medianPerSqft: null, listings: 0 },
        { week: '2026-10-05', medianPerSqft: 1300, listings: 4 },
        { week: '2026-10-12', medianPerSqft: 1200, listings: 3 },
      ],
      listings: 4,
    });
    const villas = await askingIndex(db, { locationId: '50', propertyType: 'villa', listing: 'sale', weeks: 3, now: clock.now });
    expect(villas.weeks.map((w) => w.listings)).toEqual([0, 1, 0]);
    // One villa a week is too few for a median, and names no sample.
    expect([villas.weeks[1]?.medianPerSqft, villas.listings]).toEqual([null, 0]);
    const rent = await askingIndex(db, { locationId: '50', propertyType: 'apartment', listing: 'rent', weeks: 2, now: clock.now });
    expect(rent.weeks).toEqual([
      { week: '2026-10-05', medianPerSqft: null, listings: 1 },
      { week: '2026-10-12', medianPerSqft: null, listings: 0 },
    ]);
    // Another place: nothing seen.
    const other = await askingIndex(db, { locationId: '51', propertyType: 'apartment', listing: 'sale', weeks: 4, now: clock.now });
    expect([other.weeks.length, other.listings, other.weeks.every((w) => w.listings === 0)]).toEqual([4, 0, true]);
  });

  it('keeps each week as listings are seen: a price change moves the listing in its week only, a gap is filled, a sighting that changes nothing recomputes nothing', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-05T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    const seen = async (...listings: unknown[]) => {
      history.record('search-buy', page(...listings), { location_id: '50' });
      await history.settled();
    };
    const index = () => askingIndex(db, { locationId: '50', propertyType: 'apartment', listing: 'sale', weeks: 4, now: clock.now });
    await seen(listing('1', 1_000_000, 1000), listing('2', 2_000_000, 1000), listing('3', 3_000_000, 1000));
    // Later the same week: 3 cut to 1.5M, then to 1.1M; the week's median moves with it (2000 -> 1500 -> 1100).
    clock.now += DAY;
    await seen(listing('3', 1_500_000, 1000));
    expect((await index()).weeks.at(-1)).toEqual({ week: '2026-10-05', medianPerSqft: 1500, listings: 3 });
    clock.now += DAY;
    await seen(listing('3', 1_100_000, 1000));
    expect((await index()).weeks.at(-1)).toEqual({ week: '2026-10-05', medianPerSqft: 1100, listings: 3 });
    // The same listings at the same prices the same week: nothing to compute again.
    expect(await refreshAskingIndex(db, ['1', '2', '3'])).toBe(0);

    // Three weeks on, 1 and 2 are seen again, 2 raised: the two weeks between count them at the
    // prices held then (3 was not seen since, so it counts no more), the new week at 2's new price.
    clock.now += 21 * DAY;
    await seen(listing('1', 1_000_000, 1000), listing('2', 2_600_000, 1000));
    const after = await index();
    expect(after.weeks).toEqual([
      { week: '2026-10-05', medianPerSqft: 1100, listings: 3 },
      { week: '2026-10-12', medianPerSqft: null, listings: 2 },
      { week: '2026-10-19', medianPerSqft: null, listings: 2 },
      { week: '2026-10-26', medianPerSqft: null, listings: 2 },
    ]);
    // What is kept: a run per price, and each week's count and median (kept even below 3, said as none).
    const runs = await db.query<{ listing_id: string; from_week: string; to_week: string; per_sqft: number }>(
      `select listing_id, from_week::text, to_week::text, per_sqft from asking_runs where location_id = 50 order by listing_id, from_week`,
    );
    expect(runs).toEqual([
      { listing_id: '1', from_week: '2026-10-05', to_week: '2026-10-26', per_sqft: 1000 },
      { listing_id: '2', from_week: '2026-10-05', to_week: '2026-10-19', per_sqft: 2000 },
      { listing_id: '2', from_week: '2026-10-26', to_week: '2026-10-26', per_sqft: 2600 },
      { listing_id: '3', from_week: '2026-10-05', to_week: '2026-10-05', per_sqft: 1100 },
    ]);
    const kept = await db.query<{ week: string; listings: number; median: number }>(
      `select week::text, listings, median_per_sqft as median from asking_weeks where location_id = 50 order by week`,
    );
    expect(kept).toEqual([
      { week: '2026-10-05', listings: 3, median: 1100 },
      { week: '2026-10-12', listings: 2, median: 1500 },
      { week: '2026-10-19', listings: 2, median: 1500 },
      { week: '2026-10-26', listings: 2, median: 1800 },
    ]);

    // A size the service corrects re-prices every week of the listing (its last size counts), and
    // a type that changes moves the listing to the other type's index.
    clock.now += DAY;
    await seen(listing('1', 1_000_000, 500), listing('2', 2_600_000, 1000, { property_type: 'Villa' }));
    const apartments = await db.query<{ week: string; listings: number; median: number }>(
      `select week::text, listings, median_per_sqft as median from asking_weeks where location_id = 50 and property_type = 'apartment' order by week`,
    );
    expect(apartments).toEqual([
      { week: '2026-10-05', listings: 2, median: 1550 },
      { week: '2026-10-12', listings: 1, median: 2000 },
      { week: '2026-10-19', listings: 1, median: 2000 },
      { week: '2026-10-26', listings: 1, median: 2000 },
    ]);
    const villas = await askingIndex(db, { locationId: '50', propertyType: 'villa', listing: 'sale', weeks: 4, now: clock.now });
    expect(villas.weeks.map((w) => w.listings)).toEqual([1, 1, 1, 1]);
  });

  it('writes a batch whole or not at all: a store fault at any of its statements leaves history and index as they were', async () => {
    const db = await openStore();
    // The store fails the n-th statement of the next batch (in a transaction or not), once.
    const fault = { at: 0, made: 0, fired: false };
    const failing = (sql: Sql): Sql => ({
      query: (text, params, opts) => {
        if (fault.at && ++fault.made === fault.at) {
          fault.fired = true;
          return Promise.reject(new Error('the store failed part way'));
        }
        return sql.query(text, params, opts);
      },
    });
    const clock = { now: Date.parse('2026-10-05T09:00:00Z') };
    const history = new ListingHistory({
      sql: { ...failing(db), transaction: (fn) => db.transaction((tx) => fn(failing(tx))) },
      log: pino({ level: 'silent' }),
      now: () => clock.now,
    });
    const seen = async (...listings: unknown[]) => {
      history.record('search-buy', page(...listings), { location_id: '50' });
      await history.settled();
    };
    const contents = () =>
      Promise.all(
        ['listings_seen', 'listing_prices', 'listing_places', 'listing_place_reads', 'asking_runs', 'asking_weeks'].map((t) =>
          db.query(`select * from ${t} t order by t::text`),
        ),
      );
    await seen(listing('1', 1_000_000, 1000), listing('2', 2_000_000, 1000), listing('3', 3_000_000, 1000));
    const before = await contents();

    // Three weeks on, all three seen again (3 cut), each statement of that batch failing in turn:
    // nothing of it is written, not the history without its index, nor the runs without their weeks.
    clock.now += 21 * DAY;
    const again = [listing('1', 1_000_000, 1000), listing('2', 2_000_000, 1000), listing('3', 1_500_000, 1000)];
    let statements = 0;
    for (let n = 1; ; n++) {
      Object.assign(fault, { at: n, made: 0, fired: false });
      await seen(...again);
      if (!fault.fired) break;
      statements = n;
      expect(await contents(), `a fault at statement ${n} of the batch`).toEqual(before);
    }
    fault.at = 0;
    // The runs and the weeks are written by statements of their own, so a fault fell between them.
    expect(statements).toBeGreaterThanOrEqual(3);
    // The batch with no fault wrote it all: the weeks between filled in at the prices held, the
    // last at 3's new price (a store left with runs but not their weeks would not recompute them).
    const index = await askingIndex(db, { locationId: '50', propertyType: 'apartment', listing: 'sale', weeks: 4, now: clock.now });
    expect(index.weeks).toEqual([
      { week: '2026-10-05', medianPerSqft: 2000, listings: 3 },
      { week: '2026-10-12', medianPerSqft: 2000, listings: 3 },
      { week: '2026-10-19', medianPerSqft: 2000, listings: 3 },
      { week: '2026-10-26', medianPerSqft: 1500, listings: 3 },
    ]);
    expect((await history.histories(['3']))[0]?.lastSeenAt).toBe(new Date(clock.now).toISOString());
  });

  it('is backfilled from the history a store held before it was kept, as recording keeps it', async () => {
    // One store records the sightings; another, as the version before this index left it,
    // is given the same history and then migrated: both answer the same.
    const recorded = await openStore();
    const older = await openStore({ until: 11 });
    const clock = { now: Date.parse('2026-09-07T09:00:00Z') };
    const history = new ListingHistory({ sql: recorded, log: pino({ level: 'silent' }), now: () => clock.now });
    for (let week = 0; week < 6; week++) {
      const listings = Array.from({ length: 8 }, (_, i) =>
        // Each listing cut by 5% every other week from its own week; some not seen every week; two rents asked yearly.
        (i + week) % 4 === 3
          ? null
          : listing(String(i + 1), Math.round(1_000_000 * (1 + i / 10) * 0.95 ** Math.floor((week + i) / 2)), 800 + 50 * i),
      ).filter((l) => l !== null);
      history.record('search-buy', page(...listings), { location_id: '50' });
      history.record('search-buy', page(...listings.slice(0, 3)), { location_id: '7' });
      history.record(
        'search-rent',
        page(
          listing('r1', 90_000 + week * 1000, 900, { price: { value: 90_000 + week * 1000, currency: 'AED', period: 'yearly' } }),
          listing('r2', 120_000, 1100, { price: { value: 120_000, currency: 'AED', period: 'yearly' } }),
          listing('r3', 8_000, 1000, { price: { value: 8_000, currency: 'AED', period: week < 3 ? 'monthly' : 'yearly' } }),
        ),
        { location_id: '50' },
      );
      await history.settled();
      clock.now += 7 * DAY + 3_600_000 * (week + 1);
    }
    for (const table of ['listings_seen', 'listing_prices', 'listing_places', 'listing_place_reads'])
      await copyTable(recorded, older, table);
    await migrate(older);

    const contents = async (db: Db) => [
      await db.query(`select * from asking_runs order by location_id, property_type, side, listing_id, from_week`),
      await db.query(`select * from asking_weeks where listings > 0 order by location_id, property_type, side, week`),
    ];
    const [runs, weeks] = await contents(recorded);
    expect((runs ?? []).length).toBeGreaterThan(12);
    expect((weeks ?? []).length).toBeGreaterThan(12);
    expect(await contents(older)).toEqual([runs, weeks]);
    for (const [locationId, side] of [
      ['50', 'sale'],
      ['7', 'sale'],
      ['50', 'rent'],
    ] as const) {
      const q = { locationId, propertyType: 'apartment', listing: side, weeks: 8, now: clock.now };
      const fromRecording = await askingIndex(recorded, q);
      expect(fromRecording.listings).toBeGreaterThan(0);
      expect(await askingIndex(older, q)).toEqual(fromRecording);
    }
  });
});

/** Copy a table's rows from one store to another (the same schema). */
async function copyTable(from: Db, to: Db, table: string): Promise<void> {
  const [row] = await from.query<{ rows: string | null }>(`select json_agg(t)::text as rows from ${table} t`);
  await to.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [row?.rows ?? '[]']);
}
