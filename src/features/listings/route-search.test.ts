import { describe, expect, it } from 'vitest';
import { lenientSearch, parseSearchString, stringifySearchObject } from '../../lib/url-search.ts';
import { MAX_PAGES, pagesSearch, queryOfSearch, validateListingSearch } from './route-search.ts';

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
