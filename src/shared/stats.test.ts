/**
 * Every expected figure below is worked out by hand in the comment beside it (type 7 quantiles:
 * position = (n - 1) * q in the sorted sample, interpolated between its neighbours).
 */
import { describe, expect, it } from 'vitest';
import {
  grossYield,
  median,
  monthKey,
  monthlyBuckets,
  percentileRank,
  quantile,
  quartiles,
  relativeChange,
  summariseBy,
  toYearlyRent,
} from './stats.ts';

describe('median and quantiles', () => {
  it('takes the middle value of an odd sample and the mean of the middle two of an even one', () => {
    expect(median([7, 1, 3, 5, 9])).toBe(5); // sorted 1 3 5 7 9
    expect(median([4, 1, 3, 2])).toBe(2.5); // sorted 1 2 3 4: (2 + 3) / 2
    expect(median([42])).toBe(42);
    expect(median([])).toBeNull();
  });

  it('ignores values that are not finite numbers', () => {
    expect(median([3, null, Number.NaN, 1, undefined, 2, Infinity])).toBe(2); // 1 2 3
  });

  it('interpolates quartiles between ranks', () => {
    // 1 2 3 4: q1 at position 0.75 -> 1 + 0.75 * (2 - 1) = 1.75; q3 at 2.25 -> 3 + 0.25 = 3.25
    expect(quantile([1, 2, 3, 4], 0.25)).toBeCloseTo(1.75, 10);
    expect(quantile([1, 2, 3, 4], 0.75)).toBeCloseTo(3.25, 10);
    expect(quantile([1, 2, 3, 4], 0)).toBe(1);
    expect(quantile([1, 2, 3, 4], 1)).toBe(4);
  });

  it('gives quartiles and the interquartile range', () => {
    // 1 3 5 7 9: q1 at position 1 -> 3, median at 2 -> 5, q3 at 3 -> 7, IQR 7 - 3 = 4
    expect(quartiles([9, 7, 5, 3, 1])).toEqual({ q1: 3, median: 5, q3: 7, iqr: 4, n: 5 });
    // 100 200 400 800: q1 at 0.75 -> 100 + 0.75 * 100 = 175; q3 at 2.25 -> 400 + 0.25 * 400 = 500
    expect(quartiles([800, 100, 400, 200])).toEqual({ q1: 175, median: 300, q3: 500, iqr: 325, n: 4 });
    expect(quartiles([])).toBeNull();
  });
});

describe('percentile rank', () => {
  const sample = [10, 20, 30, 40];
  it('counts the share below, ties as half', () => {
    expect(percentileRank(sample, 25)).toBe(50); // 2 of 4 below
    expect(percentileRank(sample, 20)).toBe(37.5); // (1 below + 1 tie / 2) / 4
    expect(percentileRank(sample, 5)).toBe(0);
    expect(percentileRank(sample, 50)).toBe(100);
    expect(percentileRank([10, 10, 10], 10)).toBe(50); // all ties: the middle, not an end
    expect(percentileRank([], 10)).toBeNull();
  });
});

describe('relative change', () => {
  it('is (to - from) / from', () => {
    expect(relativeChange(100, 110)).toBeCloseTo(0.1, 10);
    expect(relativeChange(200, 150)).toBeCloseTo(-0.25, 10);
    expect(relativeChange(0, 5)).toBeNull();
    expect(relativeChange(null, 5)).toBeNull();
  });
});

describe('monthly buckets', () => {
  it('reads the month of dates and date-times', () => {
    expect(monthKey('2026-02-07')).toBe('2026-02');
    expect(monthKey('2025-02-01T00:00:00Z')).toBe('2025-02');
    expect(monthKey('07/02/2026')).toBeNull();
  });

  it('groups by month, oldest first, keeping empty months as gaps across a year end', () => {
    const records = [
      { d: '2026-01-15', p: 200 },
      { d: '2025-11-03', p: 100 },
      { d: '2025-11-20', p: 300 },
      { d: 'not a date', p: 999 },
      { d: '2025-11-21', p: Number.NaN },
    ];
    expect(
      monthlyBuckets(
        records,
        (r) => r.d,
        (r) => r.p,
      ),
    ).toEqual([
      { month: '2025-11', count: 2, median: 200 }, // (100 + 300) / 2
      { month: '2025-12', count: 0, median: null },
      { month: '2026-01', count: 1, median: 200 },
    ]);
    expect(
      monthlyBuckets(
        [],
        (r: { d: string }) => r.d,
        () => 1,
      ),
    ).toEqual([]);
  });
});

describe('summaries by group', () => {
  it('gives count, median and quartiles per key in the given order', () => {
    const records = [
      { beds: 2, p: 300 },
      { beds: 1, p: 100 },
      { beds: 2, p: 100 },
      { beds: 1, p: 120 },
      { beds: 2, p: 200 },
    ];
    expect(
      summariseBy(
        records,
        (r) => r.beds,
        (r) => r.p,
        (a, b) => a - b,
      ),
    ).toEqual([
      // 100 120: median 110, q1 at 0.25 -> 105, q3 at 0.75 -> 115
      { key: 1, count: 2, median: 110, q1: 105, q3: 115 },
      // 100 200 300: median 200, q1 at 0.5 -> 150, q3 at 1.5 -> 250
      { key: 2, count: 3, median: 200, q1: 150, q3: 250 },
    ]);
  });
});

describe('gross yield', () => {
  it('divides the median yearly rent by the median sale price and reports both sample sizes', () => {
    // rents 100k 110k 120k -> median 110k; prices 1.0M 2.0M -> median 1.5M; 110k / 1.5M = 0.07333...
    const y = grossYield([100_000, 120_000, 110_000], [2_000_000, 1_000_000]);
    expect(y.yield).toBeCloseTo(0.073333, 5);
    expect(y).toMatchObject({ medianYearlyRent: 110_000, medianPrice: 1_500_000, rentCount: 3, saleCount: 2 });
  });

  it('has no yield when either side has no sample', () => {
    expect(grossYield([], [1_000_000]).yield).toBeNull();
    expect(grossYield([90_000], []).yield).toBeNull();
    expect(grossYield([90_000], [0]).saleCount).toBe(0); // a zero price is not a sale price
  });
});

describe('rent normalisation', () => {
  it('turns rents of any period into yearly figures', () => {
    expect(toYearlyRent(10_000, 'monthly')).toBe(120_000); // 12 months
    expect(toYearlyRent(2_000, 'weekly')).toBe(104_000); // 52 weeks
    expect(toYearlyRent(300, 'daily')).toBe(109_500); // 365 days
    expect(toYearlyRent(95_000, 'Yearly')).toBe(95_000);
  });

  it('takes a rent without a period as yearly, and refuses sale or unknown periods', () => {
    expect(toYearlyRent(95_000)).toBe(95_000);
    expect(toYearlyRent(95_000, null)).toBe(95_000);
    expect(toYearlyRent(1_500_000, 'sell')).toBeNull();
    expect(toYearlyRent(10, 'fortnightly')).toBeNull();
    expect(toYearlyRent(null, 'monthly')).toBeNull();
  });
});
