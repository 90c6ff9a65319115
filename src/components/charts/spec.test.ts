import { describe, expect, it } from 'vitest';
import { axisTitle, formatTick, formatValue, localizeSpec, monthTicks, type ChartSpec } from './spec.ts';
import { SHIPPED_FX_TABLE } from '../../shared/units.ts';

const AED = { currency: 'AED', unit: 'sqft' } as const;

describe('chart spec formatting', () => {
  it('formats values in full for tables and compactly for axes', () => {
    expect(formatValue(1_550_000, 'aed', AED)).toBe('AED 1,550,000');
    expect(formatTick(1_550_000, 'aed', AED)).toBe('1.6M');
    expect(formatValue(2223, 'aedPerSqft', AED)).toBe('AED 2,223/sqft');
    expect(formatValue(0.052, 'signedPercent', AED)).toBe('+5.2%');
    expect(formatValue('2026-02', 'month', AED)).toBe('Feb 2026');
    expect(formatValue(0, 'beds', AED)).toBe('Studio');
    expect(formatValue(2, 'beds', AED)).toBe('2 beds');
    expect(formatTick(2, 'beds', AED)).toBe('2');
    expect(formatValue(null, 'aed', AED)).toBe('—');
    expect(formatValue(Date.UTC(2026, 1, 7), 'date', AED)).toBe('7 Feb 2026');
  });

  it('titles an axis by what its series hold', () => {
    const s = (format: 'aed' | 'count') => ({ key: 'k', label: 'Sales', kind: 'bar' as const, color: '#000', format });
    expect(axisTitle([s('aed'), s('aed')], AED)).toBe('AED');
    expect(axisTitle([s('aed')], { currency: 'EUR', unit: 'sqm' })).toBe('EUR');
    expect(axisTitle([s('count')], AED)).toBe('Sales');
  });

  it('puts money in the display currency and per its area unit, and leaves the rest alone', () => {
    const spec: ChartSpec = {
      data: [{ month: '2026-01', median: 3_672_500, level: 1_000, sales: 12 }],
      x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
      series: [
        { key: 'median', label: 'Median', kind: 'line', color: '#000', format: 'aed' },
        { key: 'level', label: 'Level', kind: 'line', color: '#000', format: 'aedPerSqft' },
        { key: 'sales', label: 'Sales', kind: 'bar', color: '#000', format: 'count' },
      ],
    };
    const usd = localizeSpec(spec, { currency: 'USD', unit: 'sqm', rates: SHIPPED_FX_TABLE });
    expect(usd.data[0]!.median).toBe(1_000_000);
    // AED 1,000/sqft = AED 10,763.91/sqm = USD 2,930.95/sqm (÷ 3.6725)
    expect(usd.data[0]!.level).toBeCloseTo(2_930.95, 2);
    expect(usd.data[0]!.sales).toBe(12);
    expect(formatValue(usd.data[0]!.level, 'aedPerSqft', { currency: 'USD', unit: 'sqm' })).toBe('USD 2,931/sqm');
    expect(localizeSpec(spec, { currency: 'AED', unit: 'sqft', rates: SHIPPED_FX_TABLE })).toBe(spec);
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
