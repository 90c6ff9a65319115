import { describe, expect, it } from 'vitest';
import type { Transaction } from '../contract/index.ts';
import { comparablePrice, momentum, monthsBefore, propertyTypeKey, summarise, withinPeriod, yieldByBedrooms } from './transactions.ts';

const tx = (transaction_date: string, price = 1, bedrooms = 1): Transaction => ({
  id: transaction_date,
  price,
  transaction_date,
  bedrooms,
});
const asOf = new Date('2026-11-21T09:00:00Z');

describe('shorter periods cut from a 12-month sample', () => {
  it('starts each period where the service does: asOf minus its months', () => {
    expect(monthsBefore(1, asOf)).toBe('2026-10-21');
    expect(monthsBefore(3, asOf)).toBe('2026-08-21');
    expect(monthsBefore(6, asOf)).toBe('2026-05-21');
    expect(monthsBefore(12, asOf)).toBe('2025-11-21');
    expect(monthsBefore(36, asOf)).toBe('2023-11-21');
  });

  it('keeps the records after the start, and knows when the sample covers the whole period', () => {
    const records = [tx('2026-11-20'), tx('2026-10-22'), tx('2026-10-21'), tx('2026-09-01')];
    const capped = { records, complete: false };
    // The oldest record (1 Sep) is older than the month's start: the month is whole.
    expect(withinPeriod(capped, monthsBefore(1, asOf))).toEqual({ records: records.slice(0, 2), complete: true });
    // Three months reach back past 1 Sep and the sample was capped: maybe more records exist.
    expect(withinPeriod(capped, monthsBefore(3, asOf))).toEqual({ records, complete: false });
    expect(withinPeriod({ records, complete: true }, monthsBefore(3, asOf)).complete).toBe(true);
    expect(withinPeriod({ records: [], complete: true }, monthsBefore(6, asOf))).toEqual({ records: [], complete: true });
  });
});

describe('figures of a sample', () => {
  it('spells a displayed type as the contract does', () => {
    expect(propertyTypeKey('Hotel Apartment')).toBe('hotel-apartment');
    expect(propertyTypeKey(' Villa ')).toBe('villa');
    expect(propertyTypeKey(null)).toBeNull();
    expect(propertyTypeKey('')).toBeNull();
  });

  it('compares sale prices as they are and rents as yearly figures', () => {
    expect(comparablePrice(tx('2026-01-01', 1_000_000), 'sold')).toBe(1_000_000);
    expect(comparablePrice(tx('2026-01-01', 0), 'sold')).toBeNull();
    expect(comparablePrice({ ...tx('2026-01-01', 10_000), rent_frequency: 'monthly' }, 'rented')).toBe(120_000);
    expect(comparablePrice(tx('2026-01-01', 90_000), 'rented')).toBe(90_000);
  });

  it('summarises count, median and quartiles; momentum against the year', () => {
    // 1, 2, 3, 4 -> q1 1.75, median 2.5, q3 3.25 (type 7)
    const records = [tx('2026-11-01', 4), tx('2026-10-01', 3), tx('2026-06-01', 2), tx('2026-01-01', 1)];
    expect(summarise(records, 'sold')).toEqual({ count: 4, median: 2.5, q1: 1.75, q3: 3.25, iqr: 1.5 });
    const whole = (since: string) => ({ records: records.filter((r) => r.transaction_date > since), complete: true });
    const rows = momentum(
      { '1y': whole('2025-11-21'), '6m': whole('2026-05-21'), '3m': whole('2026-08-21'), '1m': whole('2026-10-21') },
      'sold',
    );
    expect(rows.map((r) => [r.period, r.count, r.median])).toEqual([
      ['1y', 4, 2.5],
      ['6m', 3, 3],
      ['3m', 2, 3.5],
      ['1m', 1, 4],
    ]);
    // 3.5 against 2.5: +40 %
    expect(rows.find((r) => r.period === '3m')!.vsYear).toBeCloseTo(0.4);
  });

  it('gives gross yields per bedroom count with both sample sizes', () => {
    const sold = [tx('2026-01-01', 1_000_000, 1), tx('2026-01-02', 2_000_000, 2)];
    const rented = [tx('2026-01-01', 60_000, 1), tx('2026-01-02', 80_000, 1)];
    expect(yieldByBedrooms(sold, rented)).toEqual([
      { beds: 1, yield: 0.07, medianYearlyRent: 70_000, medianPrice: 1_000_000, rentCount: 2, saleCount: 1 },
      { beds: 2, yield: null, medianYearlyRent: null, medianPrice: 2_000_000, rentCount: 0, saleCount: 1 },
    ]);
  });
});
