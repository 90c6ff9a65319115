/** Listing history on both stores: first and last seen, each price with its period, gone and back, new. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listingChanges } from './listing-changes.ts';
import { ListingHistory, listingsIn } from './listing-history.ts';
import { migrate } from './migrations.ts';
import { storeKinds } from './testing.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const DAY = 86_400_000;
const listing = (id: string, value: number | null, period = 'sell', extra: Record<string, unknown> = {}) => ({
  property_id: id,
  property_type: 'apartment',
  price: { value, currency: 'AED', period, is_hidden: value === null },
  address: { full_name: 'Marina Gate 1, Dubai Marina, Dubai' },
  images: ['/media/a.svg'],
  bedrooms: '2',
  size: { value: 1200, unit: 'sqft' },
  title: `Flat ${id}`,
  ...extra,
});
const page = (...data: unknown[]) => Buffer.from(JSON.stringify({ success: true, data }));

describe('listings in answers', () => {
  it('takes listings from searches, owner lists and details, and nothing from other answers', () => {
    expect(listingsIn('search-buy', { data: [listing('1', 3_600_000)] })).toEqual([
      {
        id: '1',
        price: { value: 3_600_000, period: 'sell', currency: 'AED' },
        summary: {
          title: 'Flat 1',
          address: 'Marina Gate 1, Dubai Marina, Dubai',
          property_type: 'apartment',
          bedrooms: '2',
          size_sqft: 1200,
          image: '/media/a.svg',
        },
      },
    ]);
    expect(listingsIn('property-details', { data: listing('2', 90_000, 'yearly') })[0]?.price).toEqual({
      value: 90_000,
      period: 'yearly',
      currency: 'AED',
    });
    expect(
      listingsIn('agent-properties', { data: [{ property_id: 3, price: { value: 1, period: 'sell' }, location: { full_name: 'JVC' } }] }),
    ).toMatchObject([{ id: '3', summary: { address: 'JVC' } }]);
    // A hidden price is no price; records without an id are skipped; other endpoints carry none.
    expect(listingsIn('search-rent', { data: [listing('4', null), { title: 'no id' }] })).toMatchObject([{ id: '4', price: null }]);
    expect(listingsIn('search-new-projects', { data: [{ listing_id: 'p1', name: 'X' }] })).toEqual([]);
    expect(listingsIn('search-agents', { data: [{ id: 1, name: 'A' }] })).toEqual([]);
  });
});

describe.each(stores.kinds)('listing history on the %s store', (_kind, openStore) => {
  it('records first and last seen and each price with its period; a reduction is the last change', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-03T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });

    history.record('search-buy', page(listing('1', 3_600_000), listing('2', 1_000_000)), { location_id: '50' });
    await history.settled();
    clock.now += 12 * DAY;
    // Seen again at the same price (no new price row), then reduced in a details answer.
    history.record('search-buy', page(listing('1', 3_600_000)), { location_id: '50' });
    history.record('property-details', Buffer.from(JSON.stringify({ success: true, data: listing('1', 3_300_000) })));
    history.record('search-buy', page(listing('2', 1_050_000)), { location_id: '50' });
    await history.settled();

    const [one, two] = await history.histories(['1', '2']);
    expect(one).toMatchObject({
      id: '1',
      firstSeenAt: '2026-10-03T09:00:00.000Z',
      lastSeenAt: '2026-10-15T09:00:00.000Z',
      goneAt: null,
      prices: [
        { at: '2026-10-03T09:00:00.000Z', value: 3_600_000, period: 'sell', currency: 'AED' },
        { at: '2026-10-15T09:00:00.000Z', value: 3_300_000, period: 'sell', currency: 'AED' },
      ],
      change: { direction: 'reduced', from: 3_600_000, to: 3_300_000, percent: 8.3, at: '2026-10-15T09:00:00.000Z' },
    });
    expect(two?.change).toMatchObject({ direction: 'raised', percent: 5 });
    // Never seen: absent. Asked twice: once.
    expect((await history.histories(['999', '1', '1'])).map((h) => h.id)).toEqual(['1']);
  });

  it('a hidden price keeps the price held; a change of period is no reduction', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-03T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    history.record('search-rent', page(listing('7', 120_000, 'yearly')));
    await history.settled();
    clock.now += DAY;
    history.record('search-rent', page(listing('7', null)));
    await history.settled();
    clock.now += DAY;
    history.record('search-rent', page(listing('7', 11_000, 'monthly')));
    await history.settled();
    const [h] = await history.histories(['7']);
    expect(h?.prices.map((p) => [p.value, p.period])).toEqual([
      [120_000, 'yearly'],
      [11_000, 'monthly'],
    ]);
    expect(h?.change).toBeNull();
    expect(h?.lastSeenAt).toBe('2026-10-05T09:00:00.000Z');
  });

  it('a details 404 marks a listing gone as of then; seen again, it is listed again', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-03T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    history.record('search-buy', page(listing('1', 3_600_000)), { location_id: '50' });
    await history.settled();
    clock.now += 2 * DAY;
    history.gone(['1', 'never-seen']);
    await history.settled();
    expect((await history.histories(['1']))[0]).toMatchObject({
      goneAt: '2026-10-05T09:00:00.000Z',
      lastSeenAt: '2026-10-03T09:00:00.000Z',
    });
    clock.now += DAY;
    history.record('search-buy', page(listing('1', 3_600_000)), { location_id: '50' });
    await history.settled();
    expect((await history.histories(['1']))[0]).toMatchObject({ goneAt: null, lastSeenAt: '2026-10-06T09:00:00.000Z' });
  });

  it('new: first seen within a week, at least a day after Dar began reading its place; never on a first look', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-03T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    history.record('search-buy', page(listing('1', 3_600_000)), { location_id: '50' });
    // Seen only in an agent's list: no place read, never called new.
    history.record('agent-properties', page(listing('9', 2_000_000)));
    await history.settled();
    expect((await history.histories(['1']))[0]?.isNew).toBe(false);
    clock.now += 3 * DAY;
    history.record('search-buy', page(listing('1', 3_600_000), listing('2', 1_000_000)), { location_id: '50' });
    history.record('agent-properties', page(listing('10', 2_000_000)));
    await history.settled();
    const now = await history.histories(['1', '2', '10']);
    expect(now.map((h) => [h.id, h.isNew])).toEqual([
      ['1', false],
      ['2', true],
      ['10', false],
    ]);
    clock.now += 8 * DAY;
    expect((await history.histories(['2']))[0]?.isNew).toBe(false);
  });

  it("a place's changes: reductions since the day, largest first, then new listings; filtered; the sample named", async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-01T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    history.record(
      'search-buy',
      page(
        listing('1', 3_600_000),
        listing('2', 1_000_000),
        listing('3', 2_000_000, 'sell', { bedrooms: 'studio' }),
        listing('4', 900_000),
      ),
      { location_id: '50' },
    );
    history.record('search-rent', page(listing('9', 100_000, 'yearly')), { location_id: '50' });
    await history.settled();
    clock.now += 10 * 86_400_000;
    history.record(
      'search-buy',
      page(
        listing('1', 3_300_000),
        listing('2', 980_000),
        listing('3', 2_100_000, 'sell', { bedrooms: 'studio' }),
        listing('5', 1_500_000),
      ),
      { location_id: '50' },
    );
    await history.settled();
    const since = clock.now - 7 * 86_400_000;
    const all = await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all' });
    // 1 reduced 8.3%, 2 reduced 2%, 5 new; 3 raised (not a drop) and 4 unchanged are not listed.
    expect(all.rows.map((r) => [r.id, r.change?.percent ?? null, r.isNew])).toEqual([
      ['1', 8.3, false],
      ['2', 2, false],
      ['5', null, true],
    ]);
    expect(all.listingsSeen).toBe(5);
    expect(all.watchedSince).toBe('2026-10-01T09:00:00.000Z');
    expect(all.rows[2]?.summary).toMatchObject({ title: 'Flat 5', bedrooms: '2' });
    expect((await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'new' })).rows.map((r) => r.id)).toEqual(['5']);
    expect(
      (await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all', priceMax: 1_000_000 })).rows.map((r) => r.id),
    ).toEqual(['2']);
    expect((await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all', bedrooms: 0 })).rows).toEqual([]);
    // A window after the changes: nothing; another place or kind of search: its own sample.
    expect((await listingChanges(db, { locationId: '50', search: 'buy', since: clock.now + 1, change: 'all' })).rows).toEqual([]);
    expect(await listingChanges(db, { locationId: '51', search: 'buy', since, change: 'all' })).toEqual({
      watchedSince: null,
      listingsSeen: 0,
      total: 0,
      rows: [],
    });
    expect((await listingChanges(db, { locationId: '50', search: 'rent', since, change: 'all' })).listingsSeen).toBe(1);

    // At most the rows asked, with the total of all; a type the listings are not: none.
    const first = await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all' }, 1);
    expect([first.total, first.rows.map((r) => r.id)]).toEqual([3, ['1']]);
    expect((await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all', propertyType: 'villa' })).total).toBe(0);

    // Gone: out of the changes and the sample; seen again a day later: back, and a new step is the change.
    history.gone(['1']);
    await history.settled();
    const without = await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all' });
    expect([without.listingsSeen, without.rows.map((r) => r.id)]).toEqual([4, ['2', '5']]);
    clock.now += DAY;
    history.record('search-buy', page(listing('1', 3_000_000), listing('5', 1_500_000, 'sell', { property_type: 'Co-working Space' })), {
      location_id: '50',
    });
    await history.settled();
    const back = await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'reduced' });
    expect([back.listingsSeen, back.rows.map((r) => [r.id, r.change?.from, r.change?.to])]).toEqual([
      5,
      [
        ['1', 3_300_000, 3_000_000],
        ['2', 1_000_000, 980_000],
      ],
    ]);
    // A listing's type learnt later filters it (its place rows follow its row), as the contract names it.
    const cowork = await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'all', propertyType: 'co-working-space' });
    expect(cowork.rows.map((r) => r.id)).toEqual(['5']);
    // A step to another period is no change (a rent asked monthly, then yearly).
    clock.now += DAY;
    history.record('search-buy', page(listing('2', 80_000, 'yearly')), { location_id: '50' });
    await history.settled();
    expect((await listingChanges(db, { locationId: '50', search: 'buy', since, change: 'reduced' })).rows.map((r) => r.id)).toEqual(['1']);
  });

  it('migration 11 keeps the last step of listings recorded before it, for their places', async () => {
    const db = await openStore({ fresh: true });
    // The store as migration 10 left it, holding two listings' history.
    await db.query(`delete from store_migrations where id = 11`);
    await db.query(`alter table listings_seen drop column price_before`);
    await db.query(`alter table listing_places drop column changed_at, drop column listing_first_seen_at, drop column gone_at,
      drop column price, drop column period, drop column currency, drop column price_before, drop column price_since,
      drop column property_type, drop column bedrooms`);
    await db.query(`create index listing_places_by_time on listing_places (location_id, first_seen_at desc)`);
    await db.query(`insert into listings_seen (listing_id, first_seen_at, last_seen_at, price, period, currency, price_since, summary) values
      ('1', '2026-09-01Z', '2026-10-10Z', 900000, 'sell', 'AED', '2026-10-05Z', '{"property_type": "Villa", "bedrooms": "studio"}'),
      ('2', '2026-10-08Z', '2026-10-10Z', 95000, 'yearly', 'AED', '2026-10-09Z', '{"bedrooms": "9"}')`);
    await db.query(`insert into listing_prices (listing_id, seen_from, price, period, currency) values
      ('1', '2026-09-01Z', 1000000, 'sell', 'AED'), ('1', '2026-10-05Z', 900000, 'sell', 'AED'),
      ('2', '2026-10-08Z', 8000, 'monthly', 'AED'), ('2', '2026-10-09Z', 95000, 'yearly', 'AED')`);
    await db.query(`insert into listing_places (location_id, listing_id, search, first_seen_at) values
      (50, '1', 'buy', '2026-09-01Z'), (50, '2', 'buy', '2026-10-08Z')`);
    await db.query(`insert into listing_place_reads (location_id, first_read_at, last_read_at) values (50, '2026-08-01Z', '2026-10-10Z')`);
    expect(await migrate(db)).toEqual([11]);
    const found = await listingChanges(db, { locationId: '50', search: 'buy', since: Date.parse('2026-10-01Z'), change: 'all' });
    // 1 reduced 10% on 5 Oct; 2 new, its step to another period no change.
    expect(found.rows.map((r) => [r.id, r.change?.percent ?? null, r.change?.at ?? null, r.isNew])).toEqual([
      ['1', 10, '2026-10-05T00:00:00.000Z', false],
      ['2', null, null, true],
    ]);
    expect(found.listingsSeen).toBe(2);
    const villas = await listingChanges(db, { locationId: '50', search: 'buy', since: 0, change: 'all', propertyType: 'villa' });
    expect(villas.rows.map((r) => r.id)).toEqual(['1']);
    const studios = await listingChanges(db, { locationId: '50', search: 'buy', since: 0, change: 'all', bedrooms: 0 });
    expect(studios.rows.map((r) => r.id)).toEqual(['1']);
    const sevenPlus = await listingChanges(db, { locationId: '50', search: 'buy', since: 0, change: 'all', bedrooms: 7 });
    expect(sevenPlus.rows.map((r) => r.id)).toEqual(['2']);
  });

  it('a store fault is logged, never thrown, and later answers are recorded', async () => {
    const db = await openStore();
    let fail = true;
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const history = new ListingHistory({
      sql: {
        query: (text, params) => (fail ? Promise.reject(new Error('disk full')) : db.query(text, params)),
        transaction: (fn) => (fail ? Promise.reject(new Error('disk full')) : db.transaction(fn)),
      },
      log,
    });
    history.record('search-buy', page(listing('1', 3_600_000)));
    history.record('search-buy', Buffer.from('not json'));
    await history.settled();
    expect(warnings.join('')).toContain('disk full');
    expect(warnings.join('')).toContain('could not be read');
    fail = false;
    history.record('search-buy', page(listing('1', 3_600_000)));
    await history.settled();
    expect(await history.histories(['1'])).toHaveLength(1);
  });
});
