import { describe, expect, it } from 'vitest';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { signed } from './names.tsx';
import { askingFigureOf, bedroomsAdjective, bedroomsFilterOf, residentialTypeOf, trendTypeOf } from './listing-context.ts';

describe('listing context', () => {
  it('reads free-text bedrooms', () => {
    expect(bedroomsFilterOf('studio')).toEqual({ exact: 0 });
    expect(bedroomsFilterOf('2')).toEqual({ exact: 2 });
    expect(bedroomsFilterOf('7+')).toEqual({ atLeast: 7 });
    expect(bedroomsFilterOf('none')).toBeNull();
    expect(bedroomsFilterOf(undefined)).toBeNull();
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
});
