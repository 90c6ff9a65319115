/**
 * What listings have done since Dar first saw them (`/api/insights/listing-history`), for a list
 * of cards: one request per page of cards (LISTING_HISTORY_BATCH ids, in the list's order, so a
 * page's key stays the same as more pages load). No history (no store, a failure) is no note.
 */
import { useQueries } from '@tanstack/react-query';
import { createContext, useContext } from 'react';
import { LISTING_HISTORY_MAX_IDS, type InsightAnswerOf } from '../contract/index.ts';
import { insightQuery } from './insights.ts';

export type ListingHistory = InsightAnswerOf<'insights/listing-history'>['listings'][number];

/** Ids per request: a page of search results. */
const LISTING_HISTORY_BATCH = Math.min(25, LISTING_HISTORY_MAX_IDS);

/** The history query of one page of ids. */
export const listingHistoryQuery = (ids: readonly string[]) => ({
  ...insightQuery('insights/listing-history', { ids: [...ids] }),
  enabled: ids.length > 0,
  // A note missing is no harm: never retried in a loop, never an error on the page.
  retry: false,
});

/** The histories of these listings that Dar holds, by id (an empty map until they arrive). */
export function useListingHistories(ids: readonly string[]): ReadonlyMap<string, ListingHistory> {
  const batches: string[][] = [];
  for (let i = 0; i < ids.length; i += LISTING_HISTORY_BATCH) batches.push(ids.slice(i, i + LISTING_HISTORY_BATCH));
  return useQueries({
    queries: batches.map((batch) => listingHistoryQuery(batch)),
    combine: byId,
  });
}

/** One function for every render, so TanStack Query recombines only when an answer changes. */
function byId(results: readonly { data?: { listings: ListingHistory[] } }[]): ReadonlyMap<string, ListingHistory> {
  return new Map(results.flatMap((r) => r.data?.listings ?? []).map((h) => [h.id, h]));
}

/**
 * A list's histories, for its cards to read by id. The answer arrives after the cards are drawn:
 * through a prop it would draw every card of the page again (a long task on a phone); read here,
 * only each card's note is drawn again.
 */
export const ListedHistories = createContext<ReadonlyMap<string, ListingHistory>>(new Map());

/** This listing's history: the one given, else its list's (ListedHistories). */
export function useListedHistory(id: string, given: ListingHistory | undefined): ListingHistory | undefined {
  const listed = useContext(ListedHistories);
  return given ?? listed.get(id);
}
