/** Watched searches on both stores: hourly re-reads paid from the budget, gone when a complete re-read lacks them, the feed's entries. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ListingHistory } from './listing-history.ts';
import { storeKinds } from './testing.ts';
import { WatchedSearches } from './watched-searches.ts';

const stores = storeKinds();
beforeAll(() => stores.start(), 120_000);
afterEach(() => stores.closeOpen());
afterAll(() => stores.cleanup());

const HOUR = 3_600_000;
const listing = (id: string, value: number) => ({
  property_id: id,
  property_type: 'apartment',
  price: { value, currency: 'AED', period: 'sell' },
  address: { full_name: 'Dubai Marina, Dubai' },
  title: `Flat ${id}`,
});

describe.each(stores.kinds)('watched searches on the %s store', (_kind, openStore) => {
  it('re-reads at most hourly and only when paid; a complete re-read marks the missing gone; the feed lists new and reduced', async () => {
    const db = await openStore();
    const clock = { now: Date.parse('2026-10-01T09:00:00Z') };
    const history = new ListingHistory({ sql: db, log: pino({ level: 'silent' }), now: () => clock.now });
    let page = [listing('1', 3_600_000), listing('2', 1_000_000), listing('3', 900_000), listing('4', 800_000)];
    let fetches = 0;
    const watched = new WatchedSearches({
      sql: db,
      history,
      now: () => clock.now,
      fetch: async (_endpoint, _wire, pay) => {
        if (!(await pay())) return null;
        fetches++;
        return { success: true, data: page };
      },
    });
    const search = {
      key: 'search-buy?location_id=50&page=1&sort=newest',
      endpoint: 'search-buy' as const,
      wire: { location_id: '50', page: '1', sort: 'newest' },
    };
    const paid = () => Promise.resolve(true);

    expect(await watched.watch(search)).toBe(true);
    expect(await watched.feed(search.key)).toEqual({ firstReadAt: null, lastReadAt: null, entries: [] });
    // The budget refuses: nothing is read.
    await watched.reread(search.key, () => Promise.resolve(false));
    expect(fetches).toBe(0);
    await watched.reread(search.key, paid);
    expect(fetches).toBe(1);
    // Within the hour: not due, not read.
    clock.now += HOUR / 2;
    expect(await watched.watch(search)).toBe(false);
    await watched.reread(search.key, paid);
    expect(fetches).toBe(1);

    // Two hours on: 1 reduced, 2 withdrawn, 5 new; fewer than the most a read returned, so the read is complete.
    clock.now += 2 * HOUR;
    page = [listing('1', 3_300_000), listing('3', 900_000), listing('5', 1_200_000)];
    expect(await watched.watch(search)).toBe(true);
    await watched.reread(search.key, paid);
    await history.settled();
    expect(fetches).toBe(2);
    const [two, one] = await history.histories(['2', '1']);
    expect(two?.goneAt).toBe('2026-10-01T11:30:00.000Z');
    expect(one?.goneAt).toBeNull();

    const feed = await watched.feed(search.key);
    expect(feed.firstReadAt).toBe('2026-10-01T09:00:00.000Z');
    expect(feed.entries.map((e) => [e.kind, e.listingId])).toEqual(
      expect.arrayContaining([
        ['reduced', '1'],
        ['new', '5'],
      ]),
    );
    expect(feed.entries).toHaveLength(2);
    expect(feed.entries.find((e) => e.kind === 'reduced')).toMatchObject({ before: { value: 3_600_000 }, price: { value: 3_300_000 } });
  });
});
