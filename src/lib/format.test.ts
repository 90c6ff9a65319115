import { describe, expect, it } from 'vitest';
import {
  bedroomLabel,
  formatAED,
  formatAEDCompact,
  formatBaths,
  formatBedroomCategory,
  formatBeds,
  formatCompact,
  formatDate,
  formatMonth,
  formatPercent,
  formatPrice,
  pricePerSqft,
  yearlyRent,
} from './format.ts';

describe('format', () => {
  it('formats AED amounts whole and compact', () => {
    expect(formatAED(1234567)).toBe('AED 1,234,567');
    expect(formatAEDCompact(1234567)).toBe('AED 1.23M');
    expect(formatCompact(1_200_000)).toBe('1.2M');
    expect(formatCompact(850_000)).toBe('850K');
    expect(formatAED(null)).toBe('—');
    expect(formatAED(Number.NaN)).toBe('—');
  });

  it('shows a price with its period, and hides hidden prices', () => {
    expect(formatPrice({ value: 120000, period: 'yearly', is_hidden: false })).toBe('AED 120,000/year');
    expect(formatPrice({ value: 9000, period: 'monthly', is_hidden: false })).toBe('AED 9,000/month');
    expect(formatPrice({ value: 2500000, period: 'sell', is_hidden: false })).toBe('AED 2,500,000');
    expect(formatPrice({ value: 2500000, period: 'sell', is_hidden: true })).toBe('Price on request');
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
