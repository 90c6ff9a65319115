import { describe, expect, it } from 'vitest';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { NATIVE_DISPLAY, SHIPPED_FX_TABLE } from '../../shared/units.ts';
import { filterSummary } from './filter-summary.ts';

describe('the filters in one line', () => {
  it('says nothing when every filter is at its default', () => {
    expect(filterSummary('search-buy', { location_id: '50' }, NATIVE_DISPLAY)).toEqual([]);
    expect(filterSummary('search-rent', { location_id: '50', rent_frequency: 'yearly', bedrooms: [] }, NATIVE_DISPLAY)).toEqual([]);
  });

  it('names each filter set, in the form’s order, the sort last, amounts in the display’s terms', () => {
    const search = {
      location_id: '50',
      sort: 'price_asc',
      property_type: 'apartment',
      bedrooms: [1, 2],
      price_min: 1_000_000,
      price_max: 6_000_000,
      area_min: 800,
    };
    expect(filterSummary('search-buy', search, NATIVE_DISPLAY)).toEqual([
      'Apartment',
      'Bedrooms: 1, 2',
      'Price (AED): 1M to 6M',
      'Area (sqft): from 800',
      'Sort by: Price (low to high)',
    ]);
    const usdSqm = { currency: 'USD', unit: 'sqm', rates: SHIPPED_FX_TABLE } as const;
    expect(filterSummary('search-buy', { price_max: 3_672_500 }, usdSqm)).toEqual(['Price (USD): up to 1M']);
  });

  it('reads a rent in the period it is paid', () => {
    expect(filterSummary('search-rent', { rent_frequency: 'monthly', price_max: 12_000 }, NATIVE_DISPLAY)).toEqual([
      'Rent per month (AED): up to 12K',
      'Rent paid: Monthly',
    ]);
  });

  it('speaks Arabic', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      const line = filterSummary('search-buy', { property_type: 'villa', bedrooms: [3], price_min: 2_000_000 }, NATIVE_DISPLAY);
      expect(line).toHaveLength(3);
      expect(line[1]).toMatch(/^غرف النوم: /);
      expect(line[2]).toMatch(/^السعر \(.+\): من /);
      // The currency's code is the one Latin word, as in the filter's own legend.
      expect(line.join(' ').replace('AED', '')).not.toMatch(/[A-Za-z]/);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
