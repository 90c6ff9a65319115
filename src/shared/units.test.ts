import { describe, expect, it } from 'vitest';
import { parseFxTable } from './fx-table.ts';
import { AED_PER_USD, SHIPPED_FX_TABLE, aedPerUnit, fromAed, fromSqft, perSqftIn, toAed, toSqft } from './units.ts';

describe('currency conversion', () => {
  it('uses the fixed peg for USD whatever the table says', () => {
    expect(AED_PER_USD).toBe(3.6725);
    expect(fromAed(3_672_500, 'USD', SHIPPED_FX_TABLE)).toBe(1_000_000);
    expect(toAed(500_000, 'USD', SHIPPED_FX_TABLE)).toBe(1_836_250);
  });

  it('reads the other currencies from the table, and AED is itself', () => {
    const table = { date: '2026-01-01', aed_per_unit: { EUR: 4, GBP: 5, INR: 0.04, SAR: 0.98, RUB: 0.05, CNY: 0.5 } };
    expect(fromAed(1_000, 'EUR', table)).toBe(250);
    expect(fromAed(1_000, 'INR', table)).toBeCloseTo(25_000, 6);
    expect(toAed(250, 'EUR', table)).toBe(1_000);
    expect(fromAed(1_234, 'AED', table)).toBe(1_234);
    expect(aedPerUnit('GBP', table)).toBe(5);
  });

  it('round-trips an amount through every currency', () => {
    for (const c of ['AED', 'USD', 'EUR', 'GBP', 'INR', 'SAR', 'RUB', 'CNY'] as const) {
      expect(toAed(fromAed(2_000_000, c, SHIPPED_FX_TABLE), c, SHIPPED_FX_TABLE)).toBeCloseTo(2_000_000, 6);
    }
  });
});

describe('area conversion', () => {
  it('converts square feet to square metres and back (1 ft = 0.3048 m)', () => {
    expect(fromSqft(1_000, 'sqm')).toBeCloseTo(92.90304, 8);
    expect(toSqft(100, 'sqm')).toBeCloseTo(1076.391, 3);
    expect(fromSqft(1_000, 'sqft')).toBe(1_000);
    expect(toSqft(1_000, 'sqft')).toBe(1_000);
  });

  it('turns a price per sqft into a price per sqm (about 10.76 times as much)', () => {
    expect(perSqftIn(1_000, 'sqm')).toBeCloseTo(10_763.91, 2);
    expect(perSqftIn(1_000, 'sqft')).toBe(1_000);
  });
});

describe('rate tables', () => {
  it('accepts the shipped table', () => {
    expect(parseFxTable(SHIPPED_FX_TABLE)).toEqual({ ok: true, table: SHIPPED_FX_TABLE });
  });

  it('names every problem of a bad table', () => {
    const result = parseFxTable({ date: '1 Nov 2026', aed_per_unit: { EUR: -4, GBP: 'x', INR: 0.04, SAR: 0.98, RUB: 0.05, USD: 3.7 } });
    expect(result.ok).toBe(false);
    const problems = result.ok ? [] : result.problems;
    expect(problems).toContain('date: date must be a day in the form YYYY-MM-DD');
    expect(problems).toContain('aed_per_unit.EUR: must be above 0');
    expect(problems).toContain('aed_per_unit.GBP: must be a number');
    expect(problems).toContain('aed_per_unit.CNY: missing: give how many AED one unit buys');
    expect(problems.some((p) => p.includes('USD is the fixed peg 3.6725'))).toBe(true);
  });

  it('refuses what is not a table at all', () => {
    expect(parseFxTable([1, 2]).ok).toBe(false);
    expect(parseFxTable(null).ok).toBe(false);
  });
});
