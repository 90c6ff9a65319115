import { describe, expect, it } from 'vitest';
import { createFormatters } from './format.ts';
import { localeOf } from '../../shared/languages.ts';

/** Text without the invisible bidi marks Intl adds around Arabic figures, no-break spaces as spaces. */
const visible = (s: string) => s.replace(/[\u200e\u200f\u061c]/g, '').replace(/\u00a0/g, ' ');

describe('English', () => {
  const en = createFormatters('en');
  it.each([
    [1234567, '1,234,567', '1.2M', 'AED 1,234,567', 'AED 1.23M', '1,234,567 sqft'],
    [999, '999', '999', 'AED 999', 'AED 999', '999 sqft'],
    [-5400, '-5,400', '-5.4K', 'AED -5,400', 'AED -5.4K', '-5,400 sqft'],
    [0.5, '1', '0.5', 'AED 1', 'AED 0.5', '1 sqft'],
  ])('%d', (n, number, compact, money, moneyCompact, area) => {
    expect(en.number(n)).toBe(number);
    expect(en.compact(n)).toBe(compact);
    expect(en.money(n, 'AED')).toBe(money);
    expect(en.moneyCompact(n, 'AED')).toBe(moneyCompact);
    expect(en.area(n, 'sqft')).toBe(area);
  });

  it('other currencies and units keep their code and short name', () => {
    expect(en.money(336166, 'USD')).toBe('USD 336,166');
    expect(en.area(111, 'sqm')).toBe('111 sqm');
    expect(en.decimal(1234.567)).toBe('1,234.57');
  });

  it('percentages and dates', () => {
    expect(en.percent(0.0612)).toBe('6.1%');
    expect(en.percent(-0.015)).toBe('-1.5%');
    expect(en.date('2026-02-07')).toBe('7 Feb 2026');
    expect(en.date('2025-12-31T23:00:00Z')).toBe('31 Dec 2025');
    expect(en.month('2024-01-01')).toBe('Jan 2024');
  });

  it('missing values read "—"', () => {
    for (const f of [en.number, en.compact, (n: number | null) => en.money(n, 'AED'), (n: number | null) => en.area(n, 'sqft')]) {
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
    expect(visible(ar.money(1234567, 'AED'))).toBe('1,234,567 د.إ');
    expect(visible(arab.money(1234567, 'AED'))).toBe('١٬٢٣٤٬٥٦٧ د.إ');
    expect(visible(ar.moneyCompact(1_250_000, 'AED'))).toBe('1.25 مليون د.إ');
    expect(ar.money(-500, 'AED')).toContain('-500');
    // The symbol is whole, not CLDR's "د.إ." with its closing dot.
    expect(visible(ar.money(10, 'AED')).endsWith('د.إ')).toBe(true);
  });

  it('dates with Arabic month names', () => {
    expect(ar.month('2026-01-15')).toBe('يناير 2026');
    expect(visible(ar.date('2026-02-07'))).toBe('7 فبراير 2026');
    expect(arab.month('2026-03-01')).toBe('مارس ٢٠٢٦');
    const months = Array.from({ length: 12 }, (_, m) => ar.month(new Date(Date.UTC(2026, m, 1))).split(' ')[0]);
    expect(new Set(months).size).toBe(12);
    for (const name of months) expect(name).toMatch(/^[\u0600-\u06ff]+$/);
  });

  it('other currencies by their code, after the amount', () => {
    expect(visible(ar.money(336166, 'USD'))).toBe('336,166 USD');
    expect(visible(ar.area(111, 'sqm'))).toBe('111 م²');
  });

  it('areas and compact figures in Arabic', () => {
    expect(visible(ar.area(1250, 'sqft'))).toBe('1,250 قدم²');
    expect(visible(ar.compact(1_200_000))).toBe('1.2 مليون');
    expect(ar.number(undefined)).toBe('—');
  });
});
