import { describe, expect, it } from 'vitest';
import type { Transaction } from '../../../contract/index.ts';
import { periodStart, withinPeriod } from './analysis.ts';

const tx = (transaction_date: string, price = 1): Transaction => ({ id: transaction_date, price, transaction_date, bedrooms: 1 });
const asOf = new Date('2026-11-21T09:00:00Z');

describe('shorter periods cut from a 12-month sample', () => {
  it('starts each period where the service does: asOf minus its months', () => {
    expect(periodStart('1m', asOf)).toBe('2026-10-21');
    expect(periodStart('3m', asOf)).toBe('2026-08-21');
    expect(periodStart('6m', asOf)).toBe('2026-05-21');
    expect(periodStart('1y', asOf)).toBe('2025-11-21');
  });

  it('keeps the records after the start, and knows when the sample covers the whole period', () => {
    const records = [tx('2026-11-20'), tx('2026-10-22'), tx('2026-10-21'), tx('2026-09-01')];
    const capped = { records, complete: false };
    // The oldest record (1 Sep) is older than the month's start: the month is whole.
    expect(withinPeriod(capped, '1m', asOf)).toEqual({ records: records.slice(0, 2), complete: true });
    // Three months reach back past 1 Sep and the sample was capped: maybe more records exist.
    expect(withinPeriod(capped, '3m', asOf)).toEqual({ records, complete: false });
    expect(withinPeriod({ records, complete: true }, '3m', asOf).complete).toBe(true);
    expect(withinPeriod({ records: [], complete: true }, '6m', asOf)).toEqual({ records: [], complete: true });
  });
});
