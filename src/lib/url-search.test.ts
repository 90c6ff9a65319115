import { describe, expect, it } from 'vitest';
import {
  defaultParam,
  defaultsOf,
  endpointSearch,
  lenientSearch,
  parseSearchString,
  stringifySearchObject,
  stripEndpointDefaults,
} from './url-search.ts';

describe('URL search <-> query', () => {
  it('round-trips a search through the URL with lists and readable commas', () => {
    const url = stringifySearchObject({ location_id: '50', bedrooms: [1, 2], sort: 'price_asc', page: undefined });
    expect(url).toBe('?location_id=50&bedrooms=1,2&sort=price_asc');
    const back = endpointSearch('search-buy', parseSearchString(url));
    expect(back).toEqual({ location_id: '50', bedrooms: [1, 2], sort: 'price_asc' });
  });

  it('drops bad values instead of failing, and swaps an inverted range', () => {
    const raw = parseSearchString('?location_id=abc&bedrooms=1,x&sort=cheapest&page=2&price_min=9&price_max=3&junk=1');
    expect(endpointSearch('search-buy', raw)).toEqual({ page: 2, price_min: 3, price_max: 9 });
    expect(endpointSearch('get-registry-transactions', { fromDate: '02/03/2026', toDate: '01/01/2026' })).toEqual({
      fromDate: '01/01/2026',
      toDate: '02/03/2026',
    });
  });

  it('keeps the first of repeated keys and decodes names', () => {
    expect(parseSearchString('a=1&a=2&location_name=Dubai%20Marina')).toEqual({ a: '1', location_name: 'Dubai Marina' });
    expect(stringifySearchObject({ location_name: 'Dubai Marina', amenities: [] })).toBe('?location_name=Dubai%20Marina');
  });

  it("knows each endpoint's defaults", () => {
    expect(defaultsOf('search-rent')).toEqual({ page: 1, rent_frequency: 'yearly', sort: 'newest' });
    expect(defaultsOf('search-commercial-rent')).toMatchObject({ rent_frequency: 'monthly' });
    expect(defaultsOf('get-registry-transactions')).toEqual({ page: 0, size: 20 });
  });
});

describe('lenientSearch', () => {
  it('overrides every raw key that validation dropped, so the router cannot merge it back', () => {
    const validate = lenientSearch((raw: Record<string, unknown>) => endpointSearch('search-buy', raw));
    const raw = parseSearchString('?location_id=abc&bedrooms=x&sort=cheapest&page=2&junk=1');
    const search = validate(raw);
    // TanStack Router builds a route's search as { ...raw, ...validated }.
    const merged = { ...raw, ...search };
    expect(merged).toEqual({ location_id: undefined, bedrooms: undefined, sort: undefined, page: 2, junk: undefined });
    expect(stringifySearchObject(merged)).toBe('?page=2');
  });
});

describe('contract defaults in the UI', () => {
  it('gives a control the contract default of one parameter', () => {
    expect(defaultParam('get-get-transactions', 'period')).toBe('1y');
    expect(defaultParam('price-trend-of-location', 'property_type')).toBe('apartment');
    expect(defaultParam('agent-properties', 'sort')).toBe('featured');
  });

  it('fails loudly when the contract has no default for the parameter', () => {
    expect(() => defaultParam('get-get-transactions', 'transaction_type')).toThrow(/no default transaction_type/);
  });

  it('leaves the defaults out of the next URL, whatever their type, and keeps the rest', () => {
    const strip = stripEndpointDefaults('search-rent');
    const next = (search: Record<string, unknown>) => search;
    expect(strip({ search: { sort: 'newest', page: 1, rent_frequency: 'yearly', location_id: '50' }, next })).toEqual({
      location_id: '50',
    });
    expect(strip({ search: { sort: 'price_asc', page: 2, rent_frequency: 'monthly' }, next })).toEqual({
      sort: 'price_asc',
      page: 2,
      rent_frequency: 'monthly',
    });
    expect(strip({ search: { page: '1' }, next })).toEqual({});
  });
});
