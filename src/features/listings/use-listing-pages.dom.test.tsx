/**
 * The one paging model of a listing search: the page after those shown is asked for ahead, so
 * "more" is known before "Load more" is offered; the URL's page count decides what is shown; a
 * result sent twice is shown once. jsdom: a hook with no layout; the network is faked at `fetch`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { Listing, QueryOf } from '../../contract/index.ts';
import { installFakeApi, ok, pageOf, type FakeApi } from '../../testing/fake-api.ts';
import { listing, many } from '../../testing/fixtures.ts';
import { testQueryClient } from '../../testing/query-client.ts';
import { resultsCountText } from './results-status.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { uniqueById, useListingPages } from './use-listing-pages.ts';

const QUERY: QueryOf<'search-buy'> = { location_id: '50' };
const idOf = (l: Listing) => l.property_id;

/** Page `n` of search-buy is `pages[n - 1]` (ids of listings); past the list, an empty page. */
function serve(api: FakeApi, pages: number[][]) {
  api.on('search-buy', (q) =>
    ok(
      'search-buy',
      (pages[pageOf('search-buy', q) - 1] ?? []).map((n) => listing(n)),
    ),
  );
}
const asked = (api: FakeApi) => api.callsTo('search-buy').map((q) => Number(q.get('page') ?? 1));

function renderPages(wanted = 1) {
  const client = testQueryClient();
  const setWanted = vi.fn();
  const wrapper = ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
  const hook = renderHook(({ pages }) => useListingPages('search-buy', QUERY, { wanted: pages, setWanted, idOf }), {
    wrapper,
    initialProps: { pages: wanted },
  });
  return { ...hook, setWanted };
}

describe('useListingPages', () => {
  it('asks for the next page ahead: "more" is true only when it has results', async () => {
    const api = installFakeApi();
    serve(api, [many(3, 1, (n) => n), many(3, 4, (n) => n)]);
    const { result, rerender, setWanted } = renderPages();
    await waitFor(() => expect(result.current.more).toBe(true));
    expect(result.current.items.map(idOf)).toEqual(['1', '2', '3']);
    expect(asked(api)).toEqual([1, 2]);

    // "Load more" sets the URL's count; the page already fetched shows, the next is checked.
    act(() => result.current.loadMore());
    expect(setWanted).toHaveBeenCalledWith(2);
    rerender({ pages: 2 });
    expect(result.current.items.map(idOf)).toEqual(['1', '2', '3', '4', '5', '6']);
    await waitFor(() => expect(result.current.more).toBe(false));
    expect(asked(api)).toEqual([1, 2, 3]);
  });

  it('a search that fits on one page offers no more', async () => {
    const api = installFakeApi();
    serve(api, [many(4, 1, (n) => n)]);
    const { result } = renderPages();
    expect(result.current.more).toBeUndefined();
    await waitFor(() => expect(result.current.more).toBe(false));
    expect(result.current.items).toHaveLength(4);
    expect(asked(api)).toEqual([1, 2]);
  });

  it('a link to three pages fetches them in turn, and one more to know what follows', async () => {
    const api = installFakeApi();
    serve(api, [[1, 2], [3, 4], [5, 6], [7]]);
    const { result } = renderPages(3);
    await waitFor(() => expect(result.current.more).toBe(true));
    expect(result.current.catchingUp).toBe(false);
    expect(result.current.items.map(idOf)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(asked(api)).toEqual([1, 2, 3, 4]);
  });

  it('shows a result the service sends twice once, on a page or across pages', async () => {
    const api = installFakeApi();
    serve(api, [
      [1, 2, 2, 3],
      [3, 4],
    ]);
    const { result } = renderPages(2);
    await waitFor(() => expect(result.current.more).toBe(false));
    expect(result.current.items.map(idOf)).toEqual(['1', '2', '3', '4']);
  });
});

describe('uniqueById and the results count', () => {
  it('keeps the first of each id, in order', () => {
    expect(uniqueById([{ id: 'a' }, { id: 'b' }, { id: 'a' }], (x) => x.id)).toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('says what is known of the rest', () => {
    expect(resultsCountText(25, 'buy', true)).toBe('25 homes for sale shown; more to load.');
    expect(resultsCountText(25, 'buy', undefined)).toBe('25 homes for sale shown; checking for more.');
    expect(resultsCountText(12, 'newProjects', false)).toBe('12 new projects: all this search has.');
    expect(resultsCountText(1, 'newProjects', false)).toBe('1 new project: all this search has.');
    expect(resultsCountText(30, 'rent', false, 3)).toBe('30 homes to rent from page 3 on, to the end of the list.');
  });

  it('counts in Arabic with the plural form each number takes', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      expect(resultsCountText(1, 'buy', false)).toBe('عقار واحد للبيع: هذه كل نتائج البحث.');
      expect(resultsCountText(2, 'rent', true)).toBe('المعروض: عقاران للإيجار؛ ويمكن تحميل المزيد.');
      expect(resultsCountText(3, 'newProjects', false)).toBe('3 مشاريع جديدة: هذه كل نتائج البحث.');
      expect(resultsCountText(25, 'buy', true)).toBe('المعروض: 25 عقارًا للبيع؛ ويمكن تحميل المزيد.');
      expect(resultsCountText(100, 'commercialRent', true, 3)).toBe(
        'المعروض بدءًا من الصفحة 3: 100 عقار تجاري للإيجار؛ ويمكن تحميل المزيد.',
      );
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
