import { describe, expect, it } from 'vitest';
import { lastPriceChange, type SeenPrice } from './listing-change.ts';

const p = (at: string, value: number, period = 'sell'): SeenPrice => ({ at, value, period, currency: 'AED' });

describe('the last price change', () => {
  it('is the last step between two prices of the same period, sized as a percent of the earlier one', () => {
    expect(lastPriceChange([p('2026-10-03', 3_600_000), p('2026-10-15', 3_300_000)])).toEqual({
      direction: 'reduced',
      from: 3_600_000,
      to: 3_300_000,
      percent: 8.3,
      at: '2026-10-15',
      period: 'sell',
      currency: 'AED',
    });
    expect(lastPriceChange([p('a', 100), p('b', 90), p('c', 95)])).toMatchObject({ direction: 'raised', from: 90, to: 95, percent: 5.6 });
  });

  it('is none with one price, or when the period changed (a monthly and a yearly rent do not compare)', () => {
    expect(lastPriceChange([])).toBeNull();
    expect(lastPriceChange([p('a', 100)])).toBeNull();
    expect(lastPriceChange([p('a', 120_000, 'yearly'), p('b', 11_000, 'monthly')])).toBeNull();
  });
});
