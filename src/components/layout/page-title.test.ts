import { afterEach, describe, expect, it } from 'vitest';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { homeTitle, pageTitle } from './page-title.ts';

describe('page titles', () => {
  afterEach(() => readingI18n().changeLanguage('en'));

  it('name the page, and the place or person it is about', () => {
    expect(pageTitle('buy', { place: 'Dubai Marina' })).toBe('Properties for sale in Dubai Marina · Dar');
    expect(pageTitle('agent', { who: 'Jake Jones' })).toBe('Jake Jones · Agent · Dar');
    expect(pageTitle('developers', { place: null })).toBe('Developers · Dar');
    expect(pageTitle('', {})).toBe(homeTitle());
    expect(pageTitle(undefined, {})).toBe('Dar: UAE property search and market data');
  });

  it('read in Arabic, with the data names as the service wrote them', async () => {
    await readingI18n().changeLanguage('ar');
    expect(pageTitle('buy', { place: 'Dubai Marina' })).toBe('عقارات للبيع في Dubai Marina · دار');
    expect(pageTitle('agent', { who: 'Jake Jones' })).toBe('Jake Jones · وكيل عقاري · دار');
  });
});
