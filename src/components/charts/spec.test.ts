import { describe, expect, it } from 'vitest';
import { axisTitle, formatTick, formatValue, monthTicks } from './spec.ts';

describe('chart spec formatting', () => {
  it('formats values in full for tables and compactly for axes', () => {
    expect(formatValue(1_550_000, 'aed')).toBe('AED 1,550,000');
    expect(formatTick(1_550_000, 'aed')).toBe('1.6M');
    expect(formatValue(2223, 'aedPerSqft')).toBe('AED 2,223/sqft');
    expect(formatValue(0.052, 'signedPercent')).toBe('+5.2%');
    expect(formatValue('2026-02', 'month')).toBe('Feb 2026');
    expect(formatValue(0, 'beds')).toBe('Studio');
    expect(formatValue(2, 'beds')).toBe('2 beds');
    expect(formatTick(2, 'beds')).toBe('2');
    expect(formatValue(null, 'aed')).toBe('—');
    expect(formatValue(Date.UTC(2026, 1, 7), 'date')).toBe('7 Feb 2026');
  });

  it('titles an axis by what its series hold', () => {
    const s = (format: 'aed' | 'count') => ({ key: 'k', label: 'Sales', kind: 'bar' as const, color: '#000', format });
    expect(axisTitle([s('aed'), s('aed')])).toBe('AED');
    expect(axisTitle([s('count')])).toBe('Sales');
  });

  it('puts time ticks on month starts, thinned', () => {
    const jan15 = Date.UTC(2026, 0, 15);
    const apr2 = Date.UTC(2026, 3, 2);
    // Feb 1, Mar 1, Apr 1 lie inside 15 Jan .. 2 Apr
    expect(monthTicks([apr2, jan15])).toEqual([Date.UTC(2026, 1, 1), Date.UTC(2026, 2, 1), Date.UTC(2026, 3, 1)]);
    // 1 Jan 2025 .. 31 Dec 2025: 11 month starts (Feb..Dec), every second one kept for max 6
    expect(monthTicks([Date.UTC(2025, 0, 1), Date.UTC(2025, 11, 31)], 6)).toHaveLength(6);
    expect(monthTicks([])).toEqual([]);
  });
});
