import { describe, expect, it } from 'vitest';
import { en } from './i18n/resources/en.ts';
import { ar } from './i18n/resources/ar.ts';
import { ignoredFromLink, linkNoteKeys } from './link-notes.ts';
import { endpointSearch, parseSearchString } from './url-search.ts';
import { compareIdsSearch } from './saved/compare-ids.ts';
import { displaySearch } from './display.ts';
import { mortgageSearch } from './mortgage-form.ts';

/** The notes of a link on /buy, as its endpoint's parameters and the root's keys validate it. */
const buyNotes = (search: string) => {
  const raw = parseSearchString(search);
  return ignoredFromLink(raw, { ...displaySearch(raw), ...endpointSearch('search-buy', raw) });
};

describe('ignoredFromLink', () => {
  it('names each value a search page left out, with why, in the link order', () => {
    expect(buyNotes('?location_id=50&price_min=-5&property_type=spaceship&page=99999&bedrooms=2')).toEqual([
      { kind: 'ignored', key: 'price_min', value: '-5', reason: 'notAmount' },
      { kind: 'ignored', key: 'property_type', value: 'spaceship', reason: 'unknownChoice' },
      { kind: 'ignored', key: 'page', value: '99999', reason: 'notPage' },
    ]);
  });

  it('a link with nothing wrong, or only tidied, has no notes', () => {
    expect(buyNotes('?location_id=50&bedrooms=2,1&page=1&sort=price_asc&pages=1&unit=sqft&cur=AED')).toEqual([]);
    expect(buyNotes('?location_id=%2050%20&price_min=0100')).toEqual([]);
    expect(buyNotes('')).toEqual([]);
  });

  it('says an inverted range was swapped, not that a value was dropped', () => {
    expect(buyNotes('?location_id=50&price_min=5000000&price_max=1000000')).toEqual([
      { kind: 'swapped', low: 'price_min', high: 'price_max' },
    ]);
    const raw = { fromDate: '02/03/2026', toDate: '01/01/2026' };
    expect(ignoredFromLink(raw, endpointSearch('get-registry-transactions', raw))).toEqual([
      { kind: 'swapped', low: 'fromDate', high: 'toDate' },
    ]);
  });

  it("names the app's own keys and the root's, and a key no page reads", () => {
    expect(buyNotes('?location_id=50&view=globe&pages=500&cur=XYZ&unit=furlong&junk=1')).toEqual([
      { kind: 'ignored', key: 'view', value: 'globe', reason: 'unknownChoice' },
      { kind: 'ignored', key: 'pages', value: '500', reason: 'notNumber' },
      { kind: 'ignored', key: 'cur', value: 'XYZ', reason: 'unknownChoice' },
      { kind: 'ignored', key: 'unit', value: 'furlong', reason: 'unknownChoice' },
      { kind: 'ignored', key: 'junk', value: '', reason: 'unknownKey' },
    ]);
  });

  it('quotes one short word of what a link wrote, never a sentence', () => {
    const link = '?location_id=50&property_type=Call%20050%20123%20to%20claim&location_name=Abu%20Dhabi&x' + 'y'.repeat(40) + '=1';
    expect(buyNotes(link)).toEqual([
      { kind: 'ignored', key: 'property_type', value: '', reason: 'unknownChoice' },
      { kind: 'ignored', key: 'location_name', value: '', reason: 'unknownKey' },
      { kind: 'ignored', key: 'xyyyyyyyyyyyyyyyyyyy…', value: '', reason: 'unknownKey' },
    ]);
  });

  it('leaves campaign tags and the language out: they are not news to the reader', () => {
    expect(buyNotes('?location_id=50&utm_source=mail&fbclid=abc&gclid=x&lang=ar')).toEqual([]);
  });

  it('names the items of a list that were left out, keeping the rest (a shared comparison)', () => {
    const raw = { ids: '1,2,abc' };
    expect(ignoredFromLink(raw, { ids: compareIdsSearch(raw.ids)?.join(',') })).toEqual([
      { kind: 'ignored', key: 'ids', value: 'abc', reason: 'notId' },
    ]);
    // Too few left to compare: the whole list is left out, and said so.
    expect(ignoredFromLink({ ids: '1,abc' }, { ids: compareIdsSearch('1,abc')?.join(',') })).toEqual([
      { kind: 'ignored', key: 'ids', value: '1,abc', reason: 'notId' },
    ]);
  });

  it('says which places of a search by area were left out: ids of no known form, and those past five', () => {
    const raw = { location_id: '50,marina,51,52,53,54,55,56' };
    expect(ignoredFromLink(raw, { location_id: '50,51,52,53,54' })).toEqual([
      { kind: 'ignored', key: 'location_id', value: 'marina', reason: 'notId' },
      { kind: 'ignored', key: 'location_id', value: '55,56', reason: 'tooMany' },
    ]);
    // A repeated place is not news: it is searched once.
    expect(ignoredFromLink({ location_id: '50,51,50' }, { location_id: '50,51' })).toEqual([]);
  });

  it("reads any page's validator (the mortgage form's)", () => {
    const raw = { price: '-3', years: '99', residency: 'resident', rate: '4.5' };
    expect(ignoredFromLink(raw, mortgageSearch(raw))).toEqual([
      { kind: 'ignored', key: 'price', value: '-3', reason: 'notAmount' },
      { kind: 'ignored', key: 'years', value: '99', reason: 'notNumber' },
    ]);
  });

  it('every key a page reads has words in both languages', () => {
    for (const key of linkNoteKeys()) {
      expect(en.shell.linkNotes.param, key).toHaveProperty(key);
      expect(ar.shell.linkNotes.param, key).toHaveProperty(key);
    }
  });
});
