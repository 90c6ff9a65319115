import { describe, expect, it } from 'vitest';
import {
  bedroomLabel,
  formatArea,
  formatBaths,
  formatBedroomCategory,
  formatBeds,
  formatCompact,
  formatDate,
  formatMoney,
  formatMoneyCompact,
  formatMonth,
  formatPerArea,
  formatPercent,
  formatPrice,
  formatPricePerArea,
  pricePerSqft,
  yearlyRent,
} from './format.ts';
import { NATIVE_DISPLAY, SHIPPED_FX_TABLE, type Display } from '../shared/units.ts';

const AED = NATIVE_DISPLAY;
const USD_SQM: Display = { currency: 'USD', unit: 'sqm', rates: SHIPPED_FX_TABLE };
const EUR: Display = {
  currency: 'EUR',
  unit: 'sqft',
  rates: { ...SHIPPED_FX_TABLE, aed_per_unit: { ...SHIPPED_FX_TABLE.aed_per_unit, EUR: 4 } },
};

describe('format', () => {
  it('formats AED amounts whole and compact', () => {
    expect(formatMoney(1234567, AED)).toBe('AED 1,234,567');
    expect(formatMoneyCompact(1234567, AED)).toBe('AED 1.23M');
    expect(formatCompact(1_200_000)).toBe('1.2M');
    expect(formatCompact(850_000)).toBe('850K');
    expect(formatMoney(null, AED)).toBe('—');
    expect(formatMoney(Number.NaN, AED)).toBe('—');
  });

  it('converts amounts into the display currency: the USD peg, other currencies from the table', () => {
    expect(formatMoney(3_672_500, USD_SQM)).toBe('USD 1,000,000');
    expect(formatMoneyCompact(3_672_500, USD_SQM)).toBe('USD 1M');
    expect(formatMoney(1_000_000, EUR)).toBe('EUR 250,000');
    expect(formatPrice({ value: 120_000, period: 'yearly', is_hidden: false }, EUR)).toBe('EUR 30,000/year');
  });

  it('converts areas and prices per area into the display unit', () => {
    expect(formatArea(1_000, AED)).toBe('1,000 sqft');
    expect(formatArea(1_000, USD_SQM)).toBe('93 sqm');
    expect(formatArea(undefined, USD_SQM)).toBe('—');
    // AED 2,000,000 for 1,000 sqft: AED 2,000/sqft; 2,000 × 10.7639 = AED 21,528/sqm = USD 5,862/sqm.
    expect(formatPricePerArea({ value: 2_000_000, period: 'sell', is_hidden: false }, 1000, AED)).toBe('AED 2,000/sqft');
    expect(formatPricePerArea({ value: 2_000_000, period: 'sell', is_hidden: false }, 1000, USD_SQM)).toBe('USD 5,862/sqm');
    expect(formatPricePerArea({ value: 10_000, period: 'monthly', is_hidden: false }, 1200, AED)).toBe('AED 100/sqft/year');
    expect(formatPerArea(2_000, EUR)).toBe('EUR 500/sqft');
  });

  it('shows a price with its period, and hides hidden prices', () => {
    expect(formatPrice({ value: 120000, period: 'yearly', is_hidden: false }, AED)).toBe('AED 120,000/year');
    expect(formatPrice({ value: 9000, period: 'monthly', is_hidden: false }, AED)).toBe('AED 9,000/month');
    expect(formatPrice({ value: 2500000, period: 'sell', is_hidden: false }, AED)).toBe('AED 2,500,000');
    expect(formatPrice({ value: 2500000, period: 'sell', is_hidden: true }, AED)).toBe('Price on request');
  });

  it('normalises rents to a year and computes price per sqft', () => {
    expect(yearlyRent(10000, 'monthly')).toBe(120000);
    expect(yearlyRent(1000, 'weekly')).toBe(52000);
    expect(yearlyRent(100, 'daily')).toBe(36500);
    expect(yearlyRent(100, 'sell')).toBeNull();
    expect(pricePerSqft({ value: 2_000_000, period: 'sell', is_hidden: false }, 1000)).toBe(2000);
    expect(pricePerSqft({ value: 10_000, period: 'monthly', is_hidden: false }, 1200)).toBe(100);
    expect(pricePerSqft({ value: 10_000, period: 'monthly', is_hidden: false }, 0)).toBeNull();
  });

  it('reads free-text bedrooms and bathrooms', () => {
    expect(formatBeds('studio')).toBe('Studio');
    expect(formatBeds(0)).toBe('Studio');
    expect(formatBeds('1')).toBe('1 bed');
    expect(formatBeds('7+')).toBe('7+ beds');
    expect(formatBaths('none')).toBe('No bathroom info');
    expect(formatBaths('0')).toBe('No bathrooms');
    expect(formatBaths('2')).toBe('2 baths');
    expect(bedroomLabel(0)).toBe('Studio');
    expect(bedroomLabel(7)).toBe('7+');
  });

  it('formats dates and months in UTC', () => {
    expect(formatDate('2026-02-07')).toBe('7 Feb 2026');
    expect(formatMonth('2025-02-01T00:00:00Z')).toBe('Feb 2025');
    expect(formatDate('not a date')).toBe('—');
    expect(formatPercent(0.0612)).toBe('6.1%');
  });
});

describe('bedroom categories', () => {
  it('reads the top category as 7 or more', () => {
    expect(formatBedroomCategory(0)).toBe('Studio');
    expect(formatBedroomCategory(2)).toBe('2 beds');
    expect(formatBedroomCategory(7)).toBe('7+ beds');
    expect(formatBedroomCategory(9)).toBe('7+ beds');
  });
});
