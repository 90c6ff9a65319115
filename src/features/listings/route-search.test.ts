import { describe, expect, it } from 'vitest';
import { lenientSearch, parseSearchString, stringifySearchObject } from '../../lib/url-search.ts';
import { MAX_PAGES, pagesSearch, placesSearch, queryOfSearch, validateListingSearch } from './route-search.ts';
import { mergedQueryOf } from './listing-pages-query.ts';

describe('pages (how many pages "load more" has shown)', () => {
  it('reads a whole number of pages from the URL or from a navigation', () => {
    expect(pagesSearch('3')).toBe(3);
    expect(pagesSearch(' 2 ')).toBe(2);
    expect(pagesSearch(4)).toBe(4);
    expect(pagesSearch(String(MAX_PAGES))).toBe(MAX_PAGES);
  });

  it('leaves out the default and drops bad values', () => {
    for (const bad of [
      '1',
      1,
      '0',
      '-2',
      '2.5',
      2.5,
      'abc',
      '',
      '3x',
      '1e1',
      String(MAX_PAGES + 1),
      MAX_PAGES + 1,
      '999',
      null,
      undefined,
      ['3'],
    ]) {
      expect(pagesSearch(bad), JSON.stringify(bad)).toBeUndefined();
    }
  });

  it('is a UI value: kept in the route search, never sent to the data service', () => {
    const validate = lenientSearch(validateListingSearch('search-buy'));
    const search = validate(parseSearchString('?location_id=50&page=2&pages=3&view=map'));
    expect(search).toMatchObject({ location_id: '50', page: 2, pages: 3, view: 'map' });
    expect(queryOfSearch(search)).toEqual({ location_id: '50', page: 2 });
  });

  it('round-trips through the URL, and a bad value is dropped from the next URL', () => {
    const validate = lenientSearch(validateListingSearch('search-rent'));
    const good = parseSearchString('?location_id=50&pages=4');
    expect(stringifySearchObject({ ...good, ...validate(good) })).toBe('?location_id=50&pages=4');
    const bad = parseSearchString('?location_id=50&pages=500');
    expect(stringifySearchObject({ ...bad, ...validate(bad) })).toBe('?location_id=50');
    const one = parseSearchString('?location_id=50&pages=1');
    expect(stringifySearchObject({ ...one, ...validate(one) })).toBe('?location_id=50');
  });
});

describe('places (search by area: location_id=50,51,52)', () => {
  it('keeps up to five place ids in the order chosen, each once', () => {
    expect(placesSearch('52,50,51')).toBe('52,50,51');
    expect(placesSearch(' 50 , 51,50')).toBe('50,51');
    expect(placesSearch('50,51,52,53,54,55,56')).toBe('50,51,52,53,54');
    expect(placesSearch(['50'])).toBeUndefined();
  });

  it('drops ids not of the right form and keeps the rest; none left is no place', () => {
    expect(placesSearch('50,marina,0,-3,51')).toBe('50,51');
    for (const bad of ['', ',', 'marina', '0', undefined, null, '1e3']) expect(placesSearch(bad), String(bad)).toBeUndefined();
  });

  it('is the listing searches’ location; new projects take one place as before', () => {
    const buy = lenientSearch(validateListingSearch('search-buy'))(parseSearchString('?location_id=51,50,x&bedrooms=1'));
    expect(buy).toMatchObject({ location_id: '51,50', bedrooms: [1] });
    expect(queryOfSearch(buy)).toEqual({ location_id: '51,50', bedrooms: [1] });
    for (const endpoint of ['search-rent', 'search-commercial-buy', 'search-commercial-rent'] as const) {
      expect(lenientSearch(validateListingSearch(endpoint))(parseSearchString('?location_id=50,51')).location_id, endpoint).toBe('50,51');
    }
    const projects = lenientSearch(validateListingSearch('search-new-projects'));
    expect(projects(parseSearchString('?location_id=50,51')).location_id).toBeUndefined();
    expect(projects(parseSearchString('?location_id=50')).location_id).toBe('50');
  });

  it('round-trips through the URL with its commas readable', () => {
    const validate = lenientSearch(validateListingSearch('search-buy'));
    const raw = parseSearchString('?location_id=52,50,51&pages=2');
    expect(stringifySearchObject({ ...raw, ...validate(raw) })).toBe('?location_id=52,50,51&pages=2');
  });

  it('goes through the merged search only with several places', () => {
    expect(mergedQueryOf('search-buy', { location_id: '50' })).toBeNull();
    expect(mergedQueryOf('search-rent', { location_id: '50,51', sort: 'price_asc' })).toEqual({ location_id: '50,51', sort: 'price_asc' });
    expect(mergedQueryOf('search-new-projects', { location_id: '50,51' })).toBeNull();
  });
});
