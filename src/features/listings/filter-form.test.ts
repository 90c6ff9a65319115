import { describe, expect, it } from 'vitest';
import { ENDPOINTS, RENT_FREQUENCY, RES_TYPES, COM_TYPES } from '../../contract/index.ts';
import { endpointSearch, parseSearchString, stringifySearchObject } from '../../lib/url-search.ts';
import { formatAmount } from '../../lib/format.ts';
import { setDigits } from '../../lib/i18n/digits.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { NATIVE_DISPLAY, SHIPPED_FX_TABLE } from '../../shared/units.ts';
import {
  activeFilterCount,
  clearedSearch,
  filterFieldsOf,
  fromFormValues,
  hasFilters,
  keepTypedDrafts,
  rangeNote,
  toFormValues,
} from './filter-form.ts';
import { priceLegend } from './search-pages.ts';

const keysOf = (endpoint: Parameters<typeof filterFieldsOf>[0]) =>
  filterFieldsOf(endpoint).flatMap((f) => (f.kind === 'range' ? [f.min, f.max] : [f.key]));

describe('filter fields come from the contract', () => {
  it('offers every parameter of each search but the location and the page', () => {
    for (const endpoint of [
      'search-buy',
      'search-rent',
      'search-commercial-buy',
      'search-commercial-rent',
      'search-new-projects',
    ] as const) {
      const expected = Object.keys(ENDPOINTS[endpoint].params)
        .filter((k) => k !== 'location_id' && k !== 'page')
        .sort();
      expect(keysOf(endpoint).sort()).toEqual(expected);
    }
  });

  it('uses the right value sets per page', () => {
    const select = (e: Parameters<typeof filterFieldsOf>[0], key: string) => filterFieldsOf(e).find((f) => f.key === key);
    expect(select('search-buy', 'property_type')).toMatchObject({ values: RES_TYPES });
    expect(select('search-commercial-rent', 'property_type')).toMatchObject({ values: COM_TYPES });
    expect(select('search-rent', 'rent_frequency')).toMatchObject({ values: RENT_FREQUENCY, default: 'yearly' });
    expect(select('search-commercial-rent', 'rent_frequency')).toMatchObject({ values: ['yearly', 'monthly'], default: 'monthly' });
    expect(select('search-new-projects', 'sort')).toMatchObject({ default: 'featured' });
    expect(keysOf('search-new-projects')).not.toContain('bathrooms');
    expect(keysOf('search-commercial-buy')).not.toContain('bedrooms');
    const beds = select('search-buy', 'bedrooms');
    expect(beds?.kind === 'chips' && beds.label('0')).toBe('Studio');
  });

  it('labels the price in the unit the request means', () => {
    expect(priceLegend('search-buy', undefined, 'AED')).toBe('Price (AED)');
    expect(priceLegend('search-buy', undefined, 'USD')).toBe('Price (USD)');
    expect(priceLegend('search-rent', 'monthly', 'AED')).toBe('Rent per month (AED)');
    expect(priceLegend('search-rent', undefined, 'AED')).toBe('Rent per year (AED)');
    expect(priceLegend('search-commercial-rent', 'yearly', 'EUR')).toBe('Rent per year (EUR)');
  });
});

describe('URL <-> form <-> query', () => {
  it('shows amounts in the display currency and area unit, and sends AED and sqft back', () => {
    const usdSqm = { currency: 'USD', unit: 'sqm', rates: SHIPPED_FX_TABLE } as const;
    // AED 1,836,250 is USD 500,000 at the peg; 1,076 sqft is 100 sqm (1,076 × 0.0929 = 99.96).
    const form = toFormValues('search-buy', { price_max: 1_836_250, area_min: 1076 }, usdSqm);
    expect(form).toMatchObject({ price_max: '500000', area_min: '100' });
    form.price_min = '250,000';
    form.area_max = '150';
    const result = fromFormValues('search-buy', form, { location_id: '50' }, usdSqm);
    // USD 250,000 × 3.6725 = AED 918,125; 150 sqm ÷ 0.09290304 = 1,614.6 sqft, sent as 1,615.
    expect(result).toEqual({
      ok: true,
      query: { location_id: '50', sort: 'newest', price_min: 918_125, price_max: 1_836_250, area_min: 1076, area_max: 1615 },
    });
  });

  it('checks the converted amount against the largest the service takes', () => {
    const inr = { currency: 'INR', unit: 'sqft', rates: SHIPPED_FX_TABLE } as const;
    const form = { ...toFormValues('search-buy', {}, inr), price_min: '999999999999' };
    const result = fromFormValues('search-buy', form, { location_id: '50' }, inr);
    expect(result.ok).toBe(false);
  });

  it('maps a pasted URL into the form, with defaults shown and lists as chips', () => {
    const search = endpointSearch(
      'search-rent',
      parseSearchString('?location_id=50&bedrooms=0,2&price_max=90000&amenities=balcony,central_ac'),
    );
    const form = toFormValues('search-rent', search);
    expect(form).toMatchObject({
      bedrooms: ['0', '2'],
      bathrooms: [],
      price_min: '',
      price_max: '90000',
      rent_frequency: 'yearly',
      sort: 'newest',
      amenities: ['central_ac', 'balcony'],
      property_type: '',
      furnishing: '',
    });
  });

  it('maps a valid form back to a query that makes the same URL (defaults left out, page reset)', () => {
    const form = toFormValues('search-buy', { bedrooms: [1], sort: 'price_asc', page: 3 });
    form.price_min = '1,500,000';
    form.area_max = ' 2000 ';
    form.completion_status = 'off_plan';
    const result = fromFormValues('search-buy', form, { location_id: '50' });
    expect(result).toEqual({
      ok: true,
      query: { location_id: '50', bedrooms: [1], sort: 'price_asc', price_min: 1500000, area_max: 2000, completion_status: 'off_plan' },
    });
    if (!result.ok) return;
    expect(stringifySearchObject(result.query)).toBe(
      '?location_id=50&price_min=1500000&area_max=2000&bedrooms=1&completion_status=off_plan&sort=price_asc',
    );
  });

  it('applies to a search by area, keeping its places in their order', () => {
    const form = toFormValues('search-rent', { bedrooms: [2] });
    form.price_max = '120000';
    const result = fromFormValues('search-rent', form, { location_id: '51,50,200' });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.query).toMatchObject({ location_id: '51,50,200', bedrooms: [2], price_max: 120000 });
  });

  it('catches min above max, negative and non-numeric amounts, each on its own field', () => {
    const form = toFormValues('search-buy', {});
    Object.assign(form, { price_min: '3000000', price_max: '1000000' });
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: false,
      errors: { price_min: 'The minimum is above the maximum.' },
    });
    Object.assign(form, { price_min: '-5', price_max: '', area_min: '12abc' });
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: false,
      errors: { price_min: 'Must not be negative.', area_min: 'Enter a number, e.g. 2,500,000, 2.5M or 750k.' },
    });
    Object.assign(form, { price_min: '3,5M', area_min: '1..5' });
    expect(fromFormValues('search-buy', form)).toEqual({
      ok: false,
      errors: { price_min: 'Use a point for decimals: 3.5, not 3,5.', area_min: 'Enter a number, e.g. 2,500,000, 2.5M or 750k.' },
    });
  });

  it('reads amounts as people type them: separators, shorthands and Arabic-Indic digits, sent as whole AED and sqft', () => {
    const form = toFormValues('search-buy', {});
    Object.assign(form, { price_min: '2,500,000', price_max: '3.5M', area_min: '٧٥٠', area_max: '1.2k' });
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: true,
      query: { location_id: '50', sort: 'newest', price_min: 2_500_000, price_max: 3_500_000, area_min: 750, area_max: 1200 },
    });
    Object.assign(form, { price_min: '٦٠٠٠٠٠٠', price_max: '٧٫٥ مليون', area_min: '75.4', area_max: '' });
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: true,
      query: { location_id: '50', sort: 'newest', price_min: 6_000_000, price_max: 7_500_000, area_min: 75 },
    });
    // In dollars: USD 1M is AED 3,672,500 at the peg.
    const usd = { currency: 'USD', unit: 'sqft', rates: SHIPPED_FX_TABLE } as const;
    const dollars = fromFormValues('search-buy', { ...toFormValues('search-buy', {}, usd), price_min: '1M' }, { location_id: '50' }, usd);
    expect(dollars).toMatchObject({ ok: true, query: { price_min: 3_672_500 } });
    // The inverted range is found on the values read, not the texts.
    Object.assign(form, { price_min: '3.5M', price_max: '900k', area_min: '' });
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: false,
      errors: { price_min: 'The minimum is above the maximum.' },
    });
  });

  it('says what a range field understood, in the display currency or unit; nothing while it cannot be read', () => {
    expect(rangeNote('price', '3.5M')).toBe('= AED 3,500,000');
    expect(rangeNote('price', '2,500,000')).toBe('= AED 2,500,000');
    expect(rangeNote('price', '٦٠٠٠٠٠٠')).toBe('= AED 6,000,000');
    expect(rangeNote('price', '500000')).toBe('= AED 500,000');
    expect(rangeNote('price', '')).toBeUndefined();
    expect(rangeNote('price', '2,5')).toBeUndefined();
    expect(rangeNote('price', 'abc')).toBeUndefined();
    const usdSqm = { currency: 'USD', unit: 'sqm', rates: SHIPPED_FX_TABLE } as const;
    expect(rangeNote('price', '750k', usdSqm)).toBe('= USD 750,000');
    expect(rangeNote('area', '1.2k', usdSqm)).toBe('= 1,200 sqm');
  });

  it("says what was understood in Arabic, in the reader's digits", async () => {
    await readingI18n().changeLanguage('ar');
    try {
      // The dirham as Arabic writes it, after the amount (with the locale's bidi marks).
      expect(rangeNote('price', '3.5M')).toBe(`= ${formatAmount(3_500_000, 'AED')}`);
      expect(formatAmount(3_500_000, 'AED')).toMatch(/^\D*3,500,000\D*د\.إ$/);
      setDigits('arab');
      const note = rangeNote('price', '٦٠٠٠٠٠٠');
      expect(note).toBe(`= ${formatAmount(6_000_000, 'AED')}`);
      expect(note).toMatch(/٦٬٠٠٠٬٠٠٠/);
      expect(rangeNote('price', '٣٫٥ مليون')).toBe(`= ${formatAmount(3_500_000, 'AED')}`);
      const form = { ...toFormValues('search-buy', {}), price_min: '3,5M', price_max: 'abc' };
      expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
        ok: false,
        errors: {
          price_min: 'استخدم النقطة (.) أو الفاصلة العشرية (٫) للكسور: 3.5 أو ٣٫٥، لا 3,5.',
          price_max: 'أدخل رقمًا، مثل 2,500,000 أو ٢٥٠٠٠٠٠ أو 2.5 مليون أو 750 ألف.',
        },
      });
    } finally {
      setDigits('latn');
      await readingI18n().changeLanguage('en');
    }
  });

  it('keeps a figure as typed when the URL comes to mean it, and gives way to a different one', () => {
    const next = toFormValues('search-buy', { price_min: 3_500_000, price_max: 6_000_000, area_min: 900 });
    const draft = { ...toFormValues('search-buy', {}), price_min: '3.5M', price_max: '٦٠٠٠٠٠٠', area_min: '1k' };
    expect(keepTypedDrafts('search-buy', next, draft, NATIVE_DISPLAY)).toMatchObject({
      price_min: '3.5M',
      price_max: '٦٠٠٠٠٠٠',
      area_min: '900',
    });
    // A field the URL leaves empty is emptied, whatever the draft says.
    expect(keepTypedDrafts('search-buy', toFormValues('search-buy', {}), draft, NATIVE_DISPLAY)).toMatchObject({
      price_min: '',
      price_max: '',
    });
  });

  it('shows an inverted range together with a malformed amount, not one after the other', () => {
    const form = { ...toFormValues('search-buy', {}), price_min: '-5', price_max: 'abc', area_min: '900', area_max: '100' };
    expect(fromFormValues('search-buy', form, { location_id: '50' })).toEqual({
      ok: false,
      errors: {
        price_min: 'Must not be negative.',
        price_max: 'Enter a number, e.g. 2,500,000, 2.5M or 750k.',
        area_min: 'The minimum is above the maximum.',
      },
    });
  });

  it('refuses a value outside the value set', () => {
    const form = { ...toFormValues('search-rent', {}), rent_frequency: 'hourly' };
    expect(fromFormValues('search-rent', form, { location_id: '50' })).toEqual({
      ok: false,
      errors: { rent_frequency: 'Choose one of the listed options.' },
    });
  });

  it('does not need a location to validate the filters', () => {
    expect(fromFormValues('search-new-projects', toFormValues('search-new-projects', {}))).toEqual({
      ok: true,
      query: { sort: 'featured' },
    });
  });

  it('clears every filter and knows when there is something to clear', () => {
    expect(Object.keys(clearedSearch('search-commercial-buy')).sort()).toEqual([
      'area_max',
      'area_min',
      'price_max',
      'price_min',
      'property_type',
      'sort',
    ]);
    expect(hasFilters('search-buy', { location_id: '50', sort: 'price_desc' })).toBe(false);
    expect(hasFilters('search-buy', { location_id: '50', bedrooms: [] })).toBe(false);
    expect(hasFilters('search-buy', { location_id: '50', furnishing: 'furnished' })).toBe(true);
    expect(hasFilters('search-rent', { rent_frequency: 'yearly' })).toBe(false);
    expect(hasFilters('search-rent', { rent_frequency: 'monthly' })).toBe(true);
  });

  it('counts the filters set for the phone\'s "Filters (n)": a range once, defaults and the sort not at all', () => {
    expect(activeFilterCount('search-buy', { location_id: '50', sort: 'price_desc' })).toBe(0);
    expect(
      activeFilterCount('search-buy', { bedrooms: ['2', '3'], price_min: 1_000_000, price_max: 2_000_000, furnishing: 'furnished' }),
    ).toBe(3);
    expect(activeFilterCount('search-rent', { rent_frequency: 'yearly', bedrooms: [] })).toBe(0);
    expect(activeFilterCount('search-rent', { rent_frequency: 'monthly', area_max: 900 })).toBe(2);
  });
});
