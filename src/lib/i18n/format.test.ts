import { describe, expect, it } from 'vitest';
import * as today from '../format.ts';
import { createFormatters } from './format.ts';
import { localeOf } from './languages.ts';
import { NATIVE_DISPLAY } from '../../shared/units.ts';

/** Text without the invisible bidi marks Intl adds around Arabic figures, no-break spaces as spaces. */
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('English: the same text the app writes today', () => {
  const en = createFormatters('en');
  it.each([0, 1, 999, 1234.4, 1234567, 25_000_000, -5400, 0.5])('%d', (n) => {
    expect(en.number(n)).toBe(today.formatNumber(n));
    expect(en.decimal(n)).toBe(today.formatDecimal(n));
    expect(en.compact(n)).toBe(today.formatCompact(n));
    expect(en.aed(n)).toBe(today.formatMoney(n, NATIVE_DISPLAY));
    expect(en.aedCompact(n)).toBe(today.formatMoneyCompact(n, NATIVE_DISPLAY));
    expect(en.area(n)).toBe(today.formatArea(n, NATIVE_DISPLAY));
  });

  it('percentages and dates', () => {
    for (const r of [0, 0.0612, 0.5, 1.234, -0.015]) expect(en.percent(r)).toBe(today.formatPercent(r));
    for (const iso of ['2026-02-07', '2025-12-31T23:00:00Z', '2024-01-01']) {
      expect(en.date(iso)).toBe(today.formatDate(iso));
      expect(en.month(iso)).toBe(today.formatMonth(iso));
    }
  });

  it('missing values read "—"', () => {
    for (const f of [en.number, en.aed, en.compact, en.area]) {
      expect(f(null)).toBe('—');
      expect(f(Number.NaN)).toBe('—');
    }
    expect(en.date('not a date')).toBe('—');
    expect(en.month(undefined)).toBe('—');
  });
});

describe('Arabic', () => {
  const ar = createFormatters('ar');
  const arab = createFormatters('ar', 'arab');

  it('Latin digits by default, through the nu extension', () => {
    expect(ar.locale).toBe('ar-AE-u-nu-latn');
    expect(visible(ar.number(1234567))).toBe('1,234,567');
    expect(localeOf('en', 'arab')).toBe('en-AE-u-nu-latn');
  });

  it('Arabic-Indic digits when chosen', () => {
    expect(arab.locale).toBe('ar-AE-u-nu-arab');
    expect(visible(arab.number(1234567))).toBe('١٬٢٣٤٬٥٦٧');
    expect(visible(arab.percent(0.0612))).toBe('٦٫١٪');
    // English ignores the choice.
    expect(createFormatters('en', 'arab').number(1234)).toBe('1,234');
  });

  it('the dirham reads "د.إ", after the amount', () => {
    expect(visible(ar.aed(1234567))).toBe('1,234,567 د.إ');
    expect(visible(arab.aed(1234567))).toBe('١٬٢٣٤٬٥٦٧ د.إ');
    expect(visible(ar.aedCompact(1_250_000))).toBe('1.25 مليون د.إ');
    expect(ar.aed(-500)).toContain('-500');
    // The symbol is whole, not CLDR's "د.إ." with its closing dot.
    expect(visible(ar.aed(10)).endsWith('د.إ')).toBe(true);
  });

  it('dates with Arabic month names', () => {
    expect(ar.month('2026-01-15')).toBe('يناير 2026');
    expect(visible(ar.date('2026-02-07'))).toBe('7 فبراير 2026');
    expect(arab.month('2026-03-01')).toBe('مارس ٢٠٢٦');
    const months = Array.from({ length: 12 }, (_, m) => ar.month(new Date(Date.UTC(2026, m, 1))).split(' ')[0]);
    expect(new Set(months).size).toBe(12);
    for (const name of months) expect(name).toMatch(/^[\u0600-\u06ff]+$/);
  });

  it('areas and compact figures in Arabic', () => {
    expect(visible(ar.area(1250))).toBe('1,250 قدم²');
    expect(visible(ar.compact(1_200_000))).toBe('1.2 مليون');
    expect(ar.number(undefined)).toBe('—');
  });
});
