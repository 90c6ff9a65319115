import { describe, expect, it } from 'vitest';
import { createI18n } from './instance.ts';

describe('plurals: ICU-free i18next forms, chosen by Intl.PluralRules', () => {
  it('Arabic takes its six forms: 0, 1, 2, 3-10, 11-99, 100 and up', async () => {
    const i18n = await createI18n({ language: 'ar' });
    const listings = (count: number) => i18n.t('counts.listings', { count });
    expect(listings(0)).toBe('لا توجد عقارات');
    expect(listings(1)).toBe('عقار واحد');
    expect(listings(2)).toBe('عقاران');
    for (const n of [3, 7, 10]) expect(listings(n)).toBe(`${n} عقارات`);
    for (const n of [11, 42, 99]) expect(listings(n)).toBe(`${n} عقارًا`);
    for (const n of [100, 101, 102, 1000]) expect(listings(n)).toBe(`${n.toLocaleString('en')} عقار`);
    // The forms follow the last two digits: 103 reads like 3, 111 like 11.
    expect(listings(103)).toBe('103 عقارات');
    expect(listings(111)).toBe('111 عقارًا');
  });

  it('every Arabic count noun has all six forms distinct where Arabic distinguishes them', async () => {
    const i18n = await createI18n({ language: 'ar' });
    for (const noun of ['listings', 'locations', 'bedrooms', 'bathrooms', 'transactions', 'agents'] as const) {
      const forms = [0, 1, 2, 3, 11].map((count) => i18n.t(`counts.${noun}`, { count }));
      expect(new Set(forms).size, noun).toBe(forms.length);
    }
  });

  it('English takes one and other', async () => {
    const i18n = await createI18n({ language: 'en' });
    expect(i18n.t('counts.listings', { count: 1 })).toBe('1 listing');
    expect(i18n.t('counts.listings', { count: 0 })).toBe('0 listings');
    expect(i18n.t('counts.listings', { count: 2 })).toBe('2 listings');
    expect(i18n.t('counts.bedrooms', { count: 1234 })).toBe('1,234 beds');
  });

  it('numbers in text follow the digits chosen', async () => {
    let digits: 'latn' | 'arab' = 'arab';
    const i18n = await createI18n({ language: 'ar', digits: () => digits });
    expect(i18n.t('counts.listings', { count: 5 })).toBe('٥ عقارات');
    expect(i18n.t('counts.listings', { count: 1500 })).toBe('١٬٥٠٠ عقار');
    digits = 'latn';
    expect(i18n.t('counts.listings', { count: 5 })).toBe('5 عقارات');
    // English always writes Latin digits.
    const en = await createI18n({ language: 'en', digits: () => 'arab' });
    expect(en.t('counts.listings', { count: 5 })).toBe('5 listings');
  });
});
