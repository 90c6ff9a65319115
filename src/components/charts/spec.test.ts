import { describe, expect, it } from 'vitest';
import { axisTitle, formatTick, formatValue, localizeSpec, tooFewPoints, valueAxis, type ChartSpec, type SeriesSpec } from './spec.ts';
import { SHIPPED_FX_TABLE } from '../../shared/units.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { setDigits } from '../../lib/i18n/digits.ts';

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

  it('titles an axis with its unit, or what its count counts', () => {
    const s = (format: SeriesSpec['format']) => ({ key: 'k', label: 'Sales', kind: 'bar' as const, color: '#000', format });
    expect(axisTitle([s('aed'), s('aed')], AED)).toBe('AED');
    expect(axisTitle([s('aed')], { currency: 'EUR', unit: 'sqm' })).toBe('EUR');
    expect(axisTitle([s('aedPerSqft')], AED)).toBe('AED/sqft');
    expect(axisTitle([s('aedPerSqft')], { currency: 'USD', unit: 'sqm' })).toBe('USD/sqm');
    expect(axisTitle([s('signedPercent')], AED)).toBe('%');
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

  it('gives value axes round ticks whose labels never repeat', () => {
    const line = (format: SeriesSpec['format']): SeriesSpec => ({ key: 'v', label: 'V', kind: 'line', color: '#000', format });
    // The registry's "by month" medians: every tick read "3.6M" before.
    const prices = valueAxis([line('aed')], [{ v: 3_571_000 }, { v: 3_604_500 }, { v: 3_633_000 }], AED)!;
    const priceLabels = prices.ticks.map(prices.format);
    expect(new Set(priceLabels).size).toBe(priceLabels.length);
    expect(priceLabels).toContain('3.6M');
    expect(prices.title).toBe('AED');
    // The tower premium: "+1%, +1%, 0%, −1%, −1%" before.
    const premium = valueAxis([line('signedPercent')], [{ v: -0.012 }, { v: 0.004 }, { v: 0.011 }], AED)!;
    const premiumLabels = premium.ticks.map(premium.format);
    expect(new Set(premiumLabels).size).toBe(premiumLabels.length);
    expect(premiumLabels).toContain('0%');
    // Bars start at zero; counts tick in whole numbers.
    const counts = valueAxis([{ ...line('count'), kind: 'bar' }], [{ v: 3 }, { v: 7 }], AED)!;
    expect(counts.domain[0]).toBe(0);
    expect(counts.ticks.every(Number.isInteger)).toBe(true);
    expect(valueAxis([], [{ v: 1 }], AED)).toBeNull();
    expect(valueAxis([line('aed')], [{ v: null }], AED)).toBeNull();
  });

  it("writes value axes in Arabic at the same precision, with the reader's digits, labels still distinct", async () => {
    const line = (format: SeriesSpec['format']): SeriesSpec => ({ key: 'v', label: 'V', kind: 'line', color: '#000', format });
    await readingI18n().changeLanguage('ar');
    try {
      const prices = valueAxis([line('aed')], [{ v: 3_571_000 }, { v: 3_604_500 }, { v: 3_633_000 }], AED)!;
      const labels = prices.ticks.map(prices.format);
      expect(new Set(labels).size).toBe(labels.length);
      expect(
        labels.some((l) => /^3\.6\sمليون$/.test(l)),
        labels.join(', '),
      ).toBe(true);
      setDigits('arab');
      const arabic = valueAxis([line('aed')], [{ v: 3_571_000 }, { v: 3_604_500 }, { v: 3_633_000 }], AED)!;
      expect(arabic.ticks.map(arabic.format).some((l) => /^٣٫٦\sمليون$/.test(l))).toBe(true);
      const premium = valueAxis([line('signedPercent')], [{ v: -0.012 }, { v: 0.004 }, { v: 0.011 }], AED)!;
      const premiumLabels = premium.ticks.map(premium.format);
      expect(new Set(premiumLabels).size).toBe(premiumLabels.length);
      for (const label of premiumLabels) expect(label).toMatch(/^[^0-9]*$/);
    } finally {
      setDigits('latn');
      await readingI18n().changeLanguage('en');
    }
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
