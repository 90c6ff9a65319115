/**
 * The pages of a listing search, for its one paging model: "Load more".
 *
 * The service sends no totals, so whether there is more is only known by asking: the hook always
 * fetches one page past those shown (as the directories check ahead), and offers "Load more" only
 * when that page has results. Loading more then shows the page already fetched, at once, and
 * checks the next one. The URL counts the pages shown (`pages`, up to MAX_PAGES: a copied link,
 * a reload or Back shows the same results); past that limit more pages are kept in memory only.
 *
 * A result the service sends twice (the same id on one page, or again on a later one) is shown once.
 */
import { useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { QueryOf } from '../../contract/index.ts';
import { apiPagesQuery } from '../../lib/queries.ts';
import { mergedPagesQuery } from '../../lib/insights.ts';
import { mergedQueryOf, takesPlaces, type SearchPageAnswer } from './listing-pages-query.ts';
import type { SearchEndpoint } from './filter-form.ts';
import { MAX_PAGES } from './route-search.ts';

interface Options<T> {
  /** Pages the URL asks to show (its `pages`, 1 when absent). */
  wanted: number;
  /** Sets the URL's page count (replacing its history entry). */
  setWanted: (pages: number) => void;
  /** A result's id: duplicates by id are dropped. */
  idOf: (item: T) => string;
}

/** Each id once, in first-seen order. */
export function uniqueById<T>(items: readonly T[], idOf: (item: T) => string): T[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const id = idOf(item);
    if (seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

/** What one place of a search by area has: more to load, all shown, none at all, or still asking. */
export type PlaceState = 'more' | 'all' | 'none' | 'checking';

/**
 * Per place of a search by area (none for one place): from the pages shown and the page ahead
 * (`ended`: the list ended, no page ahead will come). A place with results on no page shown has
 * none; one whose page ahead is empty has shown them all.
 */
export function placeStates(
  shown: readonly SearchPageAnswer[],
  ahead: SearchPageAnswer | undefined,
  ended: boolean,
): { id: string; state: PlaceState }[] | undefined {
  const last = shown[shown.length - 1]?.places;
  if (!last) return undefined;
  return last.map(({ location_id: id }, i) => {
    const had = shown.some((page) => (page.places?.[i]?.results ?? 0) > 0);
    const next = ahead?.places?.[i];
    const ends = last[i]!.ended || (next ? next.results === 0 : ended);
    const state: PlaceState = !had ? (ends ? 'none' : 'checking') : next && next.results > 0 ? 'more' : ends ? 'all' : 'checking';
    return { id, state };
  });
}

export function useListingPages<E extends SearchEndpoint, T>(endpoint: E, query: QueryOf<E>, { wanted, setWanted, idOf }: Options<T>) {
  // One place: the service's search; several: our merged search (one of the two is asked).
  const merged = mergedQueryOf(endpoint, query);
  const single = useInfiniteQuery({ ...apiPagesQuery(endpoint, query), enabled: !merged });
  const several = useInfiniteQuery({
    ...mergedPagesQuery(takesPlaces(endpoint) ? endpoint : 'search-buy', merged ?? {}),
    enabled: merged !== null,
  });
  const results = merged ? several : single;
  // Pages shown past the URL's limit, for this search only.
  const key = JSON.stringify(query);
  const [beyond, setBeyond] = useState({ key, extra: 0 });
  const extra = beyond.key === key ? beyond.extra : 0;
  const shownPages = wanted + extra;

  const pages = useMemo(() => (results.data?.pages ?? []) as { data: T[] }[], [results.data]);
  const fetched = pages.length;
  // `hasNextPage` is false once a page came back empty: nothing after it is asked for.
  const { isSuccess, hasNextPage, isFetching, fetchNextPage } = results;
  const wantsNext = isSuccess && hasNextPage && fetched < shownPages + 1;
  useEffect(() => {
    if (wantsNext && !isFetching) void fetchNextPage();
  }, [wantsNext, isFetching, fetchNextPage, fetched]);

  const items = useMemo(
    () =>
      uniqueById(
        pages.slice(0, shownPages).flatMap((p) => p.data),
        idOf,
      ),
    [pages, shownPages, idOf],
  );
  const ahead = pages[shownPages];
  // true: the page after those shown has results; false: the list ended; undefined: still asking.
  const more: boolean | undefined = ahead ? ahead.data.length > 0 : isSuccess && !hasNextPage ? false : undefined;
  // The pages the URL asks for are still arriving (a pasted `pages=4` link).
  const catchingUp = isSuccess && hasNextPage && fetched < shownPages;

  // A search by area: per place, whether it has more than the pages shown (the page ahead says).
  const places = useMemo(
    () => placeStates(pages.slice(0, shownPages), pages[shownPages], isSuccess && !hasNextPage),
    [pages, shownPages, isSuccess, hasNextPage],
  );

  const loadMore = () => {
    if (shownPages < MAX_PAGES) setWanted(shownPages + 1);
    else setBeyond({ key, extra: extra + 1 });
  };
  return { results, items, more, catchingUp, loadMore, places };
}
