import { describe, expect, it } from 'vitest';
import { COMPARE_MAX, compareIdsSearch } from './compare-ids.ts';
import {
  RECENT_LIMIT,
  SEARCH_LIMIT,
  addSearch,
  emptySaved,
  markChecked,
  mergeSaved,
  recordView,
  toggleCompare,
  toggleFavourite,
  type SavedSearch,
} from './model.ts';
import { describeNewSince, newSince } from './new-since.ts';
import { searchKey } from './search-key.ts';
import { snap } from '../../testing/saved-fixtures.ts';

const T0 = '2026-11-01T10:00:00.000Z';
const T1 = '2026-11-02T10:00:00.000Z';

const search = (id: string, at = T0): SavedSearch => ({
  id,
  endpoint: 'search-buy',
  query: { location_id: '50' },
  locationName: 'Dubai Marina',
  title: 'Properties for sale in Dubai Marina',
  savedAt: at,
  openedAt: at,
  seen: [],
});

describe('saved items: pure updates', () => {
  it('the heart saves, then unsaves; a check marks a listing gone without dropping it', () => {
    let d = toggleFavourite(emptySaved(), snap('1'), T0);
    d = toggleFavourite(d, snap('2'), T1);
    expect(d.favourites.map((f) => f.listing.id)).toEqual(['2', '1']);
    d = markChecked(d, [{ id: '1', gone: true }], T1);
    expect(d.favourites.find((f) => f.listing.id === '1')).toMatchObject({ gone: true, checkedAt: T1 });
    d = toggleFavourite(d, snap('2'), T1);
    expect(d.favourites.map((f) => f.listing.id)).toEqual(['1']);
  });

  it('recently viewed keeps the last 20, each listing once, newest first', () => {
    let d = emptySaved();
    for (let i = 0; i < RECENT_LIMIT + 5; i++) d = recordView(d, snap(String(i)), new Date(Date.parse(T0) + i * 1000).toISOString());
    d = recordView(d, snap('10'), T1);
    expect(d.recent).toHaveLength(RECENT_LIMIT);
    expect(d.recent[0]!.listing.id).toBe('10');
    expect(d.recent.filter((r) => r.listing.id === '10')).toHaveLength(1);
    expect(d.recent.some((r) => r.listing.id === '0')).toBe(false);
  });

  it('compare takes at most four and refuses a fifth unchanged; a second press takes one off', () => {
    let d = emptySaved();
    for (let i = 0; i < COMPARE_MAX; i++) d = toggleCompare(d, snap(String(i)));
    expect(toggleCompare(d, snap('9'))).toBe(d);
    expect(toggleCompare(d, snap('0')).compare.map((l) => l.id)).toEqual(['1', '2', '3']);
  });

  it('saved searches: one entry per canonical query, the newest kept first, at most SEARCH_LIMIT', () => {
    let d = emptySaved();
    for (let i = 0; i < SEARCH_LIMIT + 2; i++) d = addSearch(d, search(`s${i}`));
    d = addSearch(d, search('s5', T1));
    expect(d.searches).toHaveLength(SEARCH_LIMIT);
    expect(d.searches[0]).toMatchObject({ id: 's5', savedAt: T1 });
    expect(d.searches.filter((s) => s.id === 's5')).toHaveLength(1);
  });

  it('an import merges: nothing here is lost, an entry in both keeps the later save or opening', () => {
    const here = toggleFavourite(addSearch(emptySaved(), { ...search('a'), openedAt: T1, seen: ['x'] }), snap('1'), T0);
    const there = toggleFavourite(
      toggleFavourite(addSearch(emptySaved(), search('a', T0)), snap('1', { title: 'newer' }), T1),
      snap('2'),
      T0,
    );
    const merged = mergeSaved(here, there);
    expect(merged.favourites.map((f) => [f.listing.id, f.listing.title])).toEqual([
      ['1', 'newer'],
      ['2', 'Listing 2'],
    ]);
    expect(merged.searches).toEqual([{ ...search('a'), openedAt: T1, seen: ['x'] }]);
  });

  it('a shared comparison names 2 to 4 listing ids; anything else is none', () => {
    expect(compareIdsSearch('1,2,2,3')).toEqual(['1', '2', '3']);
    expect(compareIdsSearch('1')).toBeUndefined();
    expect(compareIdsSearch('1,2,3,4,5')).toBeUndefined();
    expect(compareIdsSearch('1,<b>')).toBeUndefined();
    // An item that is no listing id is left out; the rest compare.
    expect(compareIdsSearch('1,2,abc')).toEqual(['1', '2']);
    expect(compareIdsSearch(' 16266089 , x-1, 16181926')).toEqual(['16266089', '16181926']);
    expect(compareIdsSearch(undefined)).toBeUndefined();
  });
});

describe('new since the last visit', () => {
  it('counts what sits above the newest result seen before', () => {
    expect(newSince(['c', 'd', 'e'], [['a', 'b', 'c', 'd']])).toEqual({ done: true, count: 2, more: false });
    // The newest seen one was delisted: the next seen one still bounds what is new.
    expect(newSince(['c', 'd'], [['a', 'd', 'f']])).toEqual({ done: true, count: 1, more: false });
    expect(newSince(['a'], [['a', 'b']])).toEqual({ done: true, count: 0, more: false });
  });

  it('reads the second page when the first is all new, then says "N+" honestly', () => {
    expect(newSince(['z'], [['a', 'b']])).toEqual({ done: false, nextPage: 2 });
    expect(
      newSince(
        ['z'],
        [
          ['a', 'b'],
          ['c', 'z'],
        ],
      ),
    ).toEqual({ done: true, count: 3, more: false });
    expect(
      newSince(
        ['z'],
        [
          ['a', 'b'],
          ['c', 'd'],
        ],
      ),
    ).toEqual({ done: true, count: 4, more: true });
    // An empty page ends the list: the count is exact.
    expect(newSince(['z'], [['a', 'b'], []])).toEqual({ done: true, count: 2, more: false });
    expect(describeNewSince(4, true)).toBe('4+ new');
    expect(describeNewSince(0, false)).toBe('No new results');
    expect(describeNewSince(1, false)).toBe('1 new');
  });
});

describe('a saved search is its canonical query', () => {
  it('the same search in any order, with defaults spelled out or on another page, is one id', () => {
    const a = searchKey('search-buy', { location_id: '50', bedrooms: '3,2' });
    const b = searchKey('search-buy', { bedrooms: '2,3', sort: 'newest', location_id: 50, page: '4' });
    expect(a.ok && b.ok && a.id === b.id).toBe(true);
    expect(a.ok && a.query).toEqual({ bedrooms: '2,3', location_id: '50', sort: 'newest' });
  });

  it('a query the contract refuses is no saved search', () => {
    expect(searchKey('search-buy', { location_id: '50', bedrooms: 'lots' }).ok).toBe(false);
  });
});
