import { afterAll, describe, expect, it } from 'vitest';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { askingSample, askingSpec } from './asking.ts';

const answer = (listing: 'sale' | 'rent') => ({
  success: true as const,
  locationId: '50',
  propertyType: 'apartment',
  listing,
  minWeekListings: 3,
  listings: 7,
  weeks: [
    { week: '2026-09-21', medianPerSqft: null, listings: 0 },
    { week: '2026-09-28', medianPerSqft: 1300, listings: 4 },
    { week: '2026-10-05', medianPerSqft: null, listings: 2 },
    { week: '2026-10-12', medianPerSqft: 1200, listings: 5 },
  ],
});

describe('the asking-price index', () => {
  afterAll(() => readingI18n().changeLanguage('en'));

  it('starts at the first week Dar saw a listing; a thin week is a gap in the line, its count kept', () => {
    const spec = askingSpec(answer('sale'));
    expect(spec.data).toEqual([
      { week: Date.parse('2026-09-28T00:00:00Z'), median: 1300, listings: 4 },
      { week: Date.parse('2026-10-05T00:00:00Z'), median: null, listings: 2 },
      { week: Date.parse('2026-10-12T00:00:00Z'), median: 1200, listings: 5 },
    ]);
    // The sample the title names: the listings behind the medians, over the weeks that have one.
    expect(askingSample(answer('sale'))).toEqual({ listings: 7, weeks: 2 });
    expect(askingSpec({ ...answer('sale'), weeks: [{ week: '2026-10-12', medianPerSqft: null, listings: 0 }] }).data).toEqual([]);
  });

  it('names its series in the language being read, sales and rents apart', async () => {
    expect(askingSpec(answer('sale')).series.map((s) => s.label)).toEqual(['Listings seen', 'Median asking price']);
    expect(askingSpec(answer('rent')).series.map((s) => s.label)).toEqual(['Listings seen', 'Median asking rent (yearly)']);
    await readingI18n().changeLanguage('ar');
    expect(askingSpec(answer('sale')).series.map((s) => s.label)).toEqual(['الإعلانات التي رأتها دار', 'وسيط السعر المطلوب']);
    expect(askingSpec(answer('rent')).x.label).toBe('الأسبوع');
    const t = readingI18n().t;
    expect(
      t('market.trends.asking.title', { listings: t('counts.listings', { count: 340 }), weeks: t('counts.weeks', { count: 9 }) }),
    ).toBe('الأسعار المطلوبة التي رأتها دار: 340 عقارًا خلال 9 أسابيع');
    await readingI18n().changeLanguage('en');
    expect(
      t('market.trends.asking.title', { listings: t('counts.listings', { count: 340 }), weeks: t('counts.weeks', { count: 9 }) }),
    ).toBe('Asking prices Dar saw: 340 listings over 9 weeks');
  });
});
