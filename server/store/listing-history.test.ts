/** Listing history on both stores: first and last seen, each price with its period, gone and back, new. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { listingChanges } from './listing-changes.ts';
import { ListingHistory, listingsIn } from './listing-history.ts';
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
      rows: [],
    });
    expect((await listingChanges(db, { locationId: '50', search: 'rent', since, change: 'all' })).listingsSeen).toBe(1);
  });

  it('a store fault is logged, never thrown, and later answers are recorded', async () => {
    const db = await openStore();
    let fail = true;
    const warnings: string[] = [];
    const log = pino({ level: 'warn' }, { write: (line: string) => warnings.push(line) });
    const history = new ListingHistory({
      sql: { query: (text, params) => (fail ? Promise.reject(new Error('disk full')) : db.query(text, params)) },
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
