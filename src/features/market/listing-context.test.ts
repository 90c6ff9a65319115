import { describe, expect, it } from 'vitest';
import { bedroomsOf } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { signed } from './names.tsx';
import { askingFigureOf, bedroomsAdjective, rentAgainstSaleLevel, residentialTypeOf, trendTypeOf } from './listing-context.ts';

describe('listing context', () => {
  it('reads free-text bedrooms', () => {
    expect(bedroomsOf('studio')).toEqual({ exact: 0 });
    expect(bedroomsOf('2')).toEqual({ exact: 2 });
    expect(bedroomsOf('7+')).toEqual({ atLeast: 7 });
    expect(bedroomsOf('none')).toBeNull();
    expect(bedroomsOf(undefined)).toBeNull();
    expect([{ exact: 0 }, { exact: 2 }, { atLeast: 7 }].map(bedroomsAdjective)).toEqual(['studio', '2-bedroom', '7+ bedroom']);
  });

  it('names bedrooms in Arabic with its plural forms, and keeps a signed change in reading order', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      expect([{ exact: 0 }, { exact: 1 }, { exact: 2 }, { exact: 3 }, { exact: 11 }, { atLeast: 7 }].map(bedroomsAdjective)).toEqual([
        'استوديو',
        'غرفة نوم واحدة',
        'غرفتا نوم',
        '3 غرف نوم',
        '11 غرفة نوم',
        '7 غرف نوم أو أكثر',
      ]);
      expect(signed('+4.5%')).toBe('\u2066+4.5%\u2069');
    } finally {
      await readingI18n().changeLanguage('en');
    }
    expect(signed('+4.5%')).toBe('+4.5%');
  });

  it('compares sale prices as they are and rents as yearly figures', () => {
    expect(askingFigureOf({ price: { value: 1_550_000, period: 'sell', currency: 'AED', is_hidden: false } })).toEqual({
      type: 'sold',
      value: 1_550_000,
    });
    expect(askingFigureOf({ price: { value: 9_000, period: 'monthly', currency: 'AED', is_hidden: false } })).toEqual({
      type: 'rented',
      value: 108_000,
    });
    expect(askingFigureOf({ price: { value: 9_000, period: 'monthly', currency: 'AED', is_hidden: true } })).toBeNull();
    expect(askingFigureOf({ price: { value: null, period: 'sell', currency: 'AED', is_hidden: false } })).toBeNull();
  });

  it('maps displayed types to the contract', () => {
    expect(residentialTypeOf('Hotel Apartment')).toBe('hotel-apartment');
    expect(residentialTypeOf('Office Space')).toBeUndefined();
    expect(trendTypeOf('Office Space')).toBe('office-space');
    expect(trendTypeOf('Castle')).toBe('apartment');
  });

  it("sets a rental's rent against the latest sale level of its category, as a gross yield; not a sale's", () => {
    const point = (bedroom_id: number, date: string, tower_price: number) => ({
      bedroom_id,
      date,
      period: '',
      time_frame: '1Y',
      community_price: tower_price,
      tower_price,
    });
    const points = [point(2, '2026-09-01T00:00:00Z', 2000), point(2, '2026-10-01T00:00:00Z', 2100), point(1, '2026-11-01T00:00:00Z', 1800)];
    const rent = { price: { value: 10_250, period: 'monthly', currency: 'AED', is_hidden: false }, size: { value: 1000, unit: 'sqft' } };
    // AED 10,250 a month is 123,000 a year: AED 123 per sqft against a sale level of 2,100.
    expect(rentAgainstSaleLevel(rent, points, 2)).toEqual({
      rentPerSqft: 123,
      saleLevel: 2100,
      date: '2026-10-01T00:00:00Z',
      grossYield: 123 / 2100,
    });
    expect(rentAgainstSaleLevel({ ...rent, price: { ...rent.price, period: 'sell' } }, points, 2)).toBeNull();
    expect(rentAgainstSaleLevel({ ...rent, size: null }, points, 2)).toBeNull();
    expect(rentAgainstSaleLevel({ ...rent, price: { ...rent.price, is_hidden: true } }, points, 2)).toBeNull();
    expect(rentAgainstSaleLevel(rent, points, 3)).toBeNull();
  });
});
