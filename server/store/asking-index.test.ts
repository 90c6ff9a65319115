/** The asking-price index on both stores: weekly medians per sqft of the listings Dar saw, sale and rent apart, each week's sample. */
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { askingIndex } from './asking-index.ts';
import { ListingHistory } from './listing-history.ts';
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
});
