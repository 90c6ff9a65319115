/**
 * Data hooks shared by the directory pages.
 */
import { useQuery } from '@tanstack/react-query';
import type { EndpointName, QueryOf } from '../../contract/index.ts';
import { apiQuery } from '../../lib/queries.ts';
import { useHasNextPage } from '../../lib/use-has-next-page.ts';
import { isPlanRefusal } from '../../lib/plan.ts';
import { ownerListingsCall, type OwnerKind } from './queries.ts';
import { listingQueryOf, type OwnerListingSearch } from './search.ts';

/**
 * A directory that has a simple and a detailed (higher-plan) endpoint over the same parameters.
 * - The simple records are always fetched: they carry the photos and logos the detailed records
 *   lack, so the detailed view borrows them by id.
 * - When the detailed view is asked for and our plan refuses it, `refused` is true and the page
 *   shows the simple records with a notice instead of an error.
 */
export function useDetailedOrSimple<S extends EndpointName, D extends EndpointName>(
  simple: S,
  detailed: D,
  /** Both endpoints take the same parameters: one query, typed as both. */
  query: QueryOf<S> & QueryOf<D>,
  wantDetailed: boolean,
) {
  const detailedQuery: QueryOf<D> = query;
  const simpleResult = useQuery(apiQuery(simple, query));
  const detailedResult = useQuery({ ...apiQuery(detailed, detailedQuery), enabled: wantDetailed });
  const refused = wantDetailed && isPlanRefusal(detailedResult.error);
  const showDetailed = wantDetailed && !refused;
  const countOf = (body: unknown) => (body as { data?: unknown[] } | undefined)?.data?.length;
  const hasNextSimple = useHasNextPage(simple, query, showDetailed ? undefined : countOf(simpleResult.data));
  const hasNextDetailed = useHasNextPage(detailed, detailedQuery, showDetailed ? countOf(detailedResult.data) : undefined);
  return {
    simple: simpleResult,
    detailed: detailedResult,
    refused,
    showDetailed,
    hasNext: showDetailed ? hasNextDetailed : hasNextSimple,
  };
}

/** One page of an agent's or a brokerage's listings, its filters, and whether more follow. */
export function useOwnerListings(kind: OwnerKind, id: string, search: OwnerListingSearch) {
  const { endpoint, query } = ownerListingsCall(kind, id, search);
  const listings = useQuery(apiQuery(endpoint, query));
  const hasNext = useHasNextPage(endpoint, query, listings.data?.data.length);
  return { listings, filters: listingQueryOf(search), hasNext };
}
