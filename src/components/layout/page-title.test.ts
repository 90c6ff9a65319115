import { describe, expect, it } from 'vitest';
import { HOME_TITLE, pageTitle } from './page-title.ts';

describe('page titles', () => {
  it('name the page, and the place or person it is about', () => {
    expect(pageTitle('Properties for sale', { place: 'Dubai Marina' })).toBe('Properties for sale in Dubai Marina · Dar');
    expect(pageTitle('Agent', { who: 'Jake Jones' })).toBe('Jake Jones · Agent · Dar');
    expect(pageTitle('Developers', { place: null })).toBe('Developers · Dar');
    expect(pageTitle('', {})).toBe(HOME_TITLE);
    expect(pageTitle(undefined, {})).toBe(HOME_TITLE);
  });
});
