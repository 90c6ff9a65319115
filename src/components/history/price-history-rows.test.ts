import { describe, expect, it } from 'vitest';
import { priceHistoryRows } from './ListingPriceHistory.tsx';
import type { ListingHistory } from '../../lib/listing-history.ts';

const seen = (at: string, value: number, period = 'sell') => ({ at, value, period, currency: 'AED' });
const history = (prices: ListingHistory['prices'], lastSeenAt: string): ListingHistory => ({
  id: '1',
  firstSeenAt: prices[0]!.at,
  lastSeenAt,
  goneAt: null,
  isNew: false,
  prices,
  change: null,
});

describe('price history rows', () => {
  it('one price seen on one day is one row; seen again a later day, two', () => {
    const sameDay = priceHistoryRows(history([seen('2026-11-26T01:00:00Z', 2_740_000)], '2026-11-26T09:00:00Z'));
    expect(sameDay).toEqual([{ at: Date.parse('2026-11-26T01:00:00Z'), price: 2_740_000 }]);
    const later = priceHistoryRows(history([seen('2026-11-20T01:00:00Z', 2_740_000)], '2026-11-26T09:00:00Z'));
    expect(later.map((r) => r.price)).toEqual([2_740_000, 2_740_000]);
    expect(later[1]!.at).toBe(Date.parse('2026-11-26T09:00:00Z'));
  });

  it('after a change, runs the step to the last sighting even the same day', () => {
    const rows = priceHistoryRows(
      history([seen('2026-10-31T18:00:00Z', 3_000_000), seen('2026-11-01T00:00:00Z', 2_800_000)], '2026-11-01T06:00:00Z'),
    );
    expect(rows.map((r) => r.price)).toEqual([3_000_000, 2_800_000, 2_800_000]);
  });

  it("draws only the current period's prices", () => {
    const rows = priceHistoryRows(
      history([seen('2026-10-01T00:00:00Z', 9_000, 'monthly'), seen('2026-11-01T00:00:00Z', 100_000, 'yearly')], '2026-11-01T00:00:00Z'),
    );
    expect(rows).toEqual([{ at: Date.parse('2026-11-01T00:00:00Z'), price: 100_000 }]);
  });
});
