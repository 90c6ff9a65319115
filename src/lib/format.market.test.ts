/** The formatters added for the market views (kept apart from format.test.ts, which others edit). */
import { describe, expect, it } from 'vitest';
import { formatDecimal, formatMonth } from './format.ts';
import { formatOrdinal, formatSignedPercent } from './format-relative.ts';
import { readingI18n } from './i18n/reading.ts';

describe('format: market figures', () => {
  it('signs percentage changes', () => {
    expect(formatSignedPercent(0.032)).toBe('+3.2%');
    expect(formatSignedPercent(-0.015)).toBe('−1.5%');
    expect(formatSignedPercent(0.00001)).toBe('0.0%');
    expect(formatSignedPercent(null)).toBe('—');
  });

  it('keeps the sign before the figure in a right-to-left sentence', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      const change = formatSignedPercent(0.089);
      // A left-to-right mark, then the sign, then the figure as Arabic writes a percentage.
      expect(change.startsWith('\u200e+')).toBe(true);
      expect(change.replace(/\u200e/g, '')).toBe('+8.9%');
      expect(formatSignedPercent(-0.015).startsWith('\u200e−')).toBe(true);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });

  it('writes ordinals for percentile ranks', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 73, 100].map(formatOrdinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '73rd',
      '100th',
    ]);
    expect(formatOrdinal(72.6)).toBe('73rd');
  });

  it('reads a YYYY-MM month key as that month', () => {
    expect(formatMonth('2026-02')).toBe('Feb 2026');
  });
});

describe('format: decimals', () => {
  it('keeps up to two decimals with thousands separators', () => {
    expect(formatDecimal(0.5)).toBe('0.5');
    expect(formatDecimal(1234.567)).toBe('1,234.57');
    expect(formatDecimal(null)).toBe('—');
  });
});
