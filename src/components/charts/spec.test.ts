import { describe, expect, it } from 'vitest';
import { axisTitle, formatTick, formatValue, tooFewPoints, valueAxis, type ChartSpec, type SeriesSpec } from './spec.ts';

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

  it('titles an axis with its unit, or what its count counts', () => {
    const s = (format: SeriesSpec['format']) => ({ key: 'k', label: 'Sales', kind: 'bar' as const, color: '#000', format });
    expect(axisTitle([s('aed'), s('aed')])).toBe('AED');
    expect(axisTitle([s('aedPerSqft')])).toBe('AED/sqft');
    expect(axisTitle([s('signedPercent')])).toBe('%');
    expect(axisTitle([s('count')])).toBe('Sales');
  });

  it('gives value axes round ticks whose labels never repeat', () => {
    const line = (format: SeriesSpec['format']): SeriesSpec => ({ key: 'v', label: 'V', kind: 'line', color: '#000', format });
    // The registry's "by month" medians: every tick read "3.6M" before.
    const prices = valueAxis([line('aed')], [{ v: 3_571_000 }, { v: 3_604_500 }, { v: 3_633_000 }])!;
    const priceLabels = prices.ticks.map(prices.format);
    expect(new Set(priceLabels).size).toBe(priceLabels.length);
    expect(priceLabels).toContain('3.6M');
    expect(prices.title).toBe('AED');
    // The tower premium: "+1%, +1%, 0%, −1%, −1%" before.
    const premium = valueAxis([line('signedPercent')], [{ v: -0.012 }, { v: 0.004 }, { v: 0.011 }])!;
    const premiumLabels = premium.ticks.map(premium.format);
    expect(new Set(premiumLabels).size).toBe(premiumLabels.length);
    expect(premiumLabels).toContain('0%');
    // Bars start at zero; counts tick in whole numbers.
    const counts = valueAxis([{ ...line('count'), kind: 'bar' }], [{ v: 3 }, { v: 7 }])!;
    expect(counts.domain[0]).toBe(0);
    expect(counts.ticks.every(Number.isInteger)).toBe(true);
    expect(valueAxis([], [{ v: 1 }])).toBeNull();
    expect(valueAxis([line('aed')], [{ v: null }])).toBeNull();
  });

  it('shows a line or scatter of fewer than three points as figures, not bars', () => {
    const spec = (rows: number, kind: SeriesSpec['kind']): ChartSpec => ({
      data: Array.from({ length: rows }, (_, i) => ({ month: `2026-0${i + 1}`, v: i })),
      x: { key: 'month', label: 'Month', format: 'month', scale: 'category' },
      series: [{ key: 'v', label: 'V', kind, color: '#000', format: 'aed' }],
    });
    expect(tooFewPoints(spec(2, 'line'))).toBe(true);
    expect(tooFewPoints(spec(1, 'scatter'))).toBe(true);
    expect(tooFewPoints(spec(3, 'line'))).toBe(false);
    expect(tooFewPoints(spec(2, 'bar'))).toBe(false);
    expect(tooFewPoints(spec(0, 'line'))).toBe(false);
  });
});
