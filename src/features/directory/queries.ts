/**
 * The directory routes' search and loaders, and the owner pages' listing calls they share with
 * the pages. Kept apart from the page components so the routes' loaders do not pull the UI into
 * the entry chunk (the router splits components out lazily).
 */
import type { QueryClient } from '@tanstack/react-query';
import { isRecordId, type EndpointName, type QueryOf } from '../../contract/index.ts';
import { apiQuery, prefetch } from '../../lib/queries.ts';
import { endpointSearchOptions } from '../../lib/route-options.ts';
import { listingQueryOf, type DirectoryView, type OwnerListingSearch } from './search.ts';

export type OwnerKind = 'agent' | 'broker';

/** The listings endpoint of each kind of owner and the parameter naming the owner. */
const OWNER_LISTINGS = {
  agent: { endpoint: 'agent-properties', idParam: 'agent_id' },
  broker: { endpoint: 'broker-properties', idParam: 'broker_id' },
} as const;

/**
 * The listings call of an owner. Both endpoints take the same category/sort/page and answer the
 * same record shape; only the id parameter differs, so one typed path serves both.
 */
export function ownerListingsCall(kind: OwnerKind, id: string, search: OwnerListingSearch) {
  const { endpoint, idParam } = OWNER_LISTINGS[kind];
  const query = { [idParam]: id, ...listingQueryOf(search) } as QueryOf<'agent-properties'>;
  return { endpoint: endpoint as 'agent-properties', query };
}

function ownerListingsQuery(kind: OwnerKind, id: string, search: OwnerListingSearch) {
  const { endpoint, query } = ownerListingsCall(kind, id, search);
  return apiQuery(endpoint, query);
}

/** Whether a path id is one the service could know (the contract's id pattern). */
export function isOwnerId(kind: OwnerKind, id: string): boolean {
  return isRecordId(kind, id);
}

/** Loader of an owner page: prefetch its listings (a bad id is the page's to explain). */
function prefetchOwnerListings(client: QueryClient, kind: OwnerKind, id: string, search: OwnerListingSearch) {
  if (isOwnerId(kind, id)) prefetch(client, ownerListingsQuery(kind, id, search));
}

/**
 * Loader of a two-view directory: the simple records always, the detailed ones when asked. Both
 * endpoints take the same parameters, so one query serves both (typed as both).
 */
function prefetchDirectory<S extends EndpointName, D extends EndpointName>(
  client: QueryClient,
  simple: S,
  detailed: D,
  query: QueryOf<S> & QueryOf<D>,
  view: DirectoryView | undefined,
) {
  prefetch(client, apiQuery(simple, query));
  if (view === 'detailed') prefetch(client, apiQuery(detailed, query));
}

/**
 * What the agents and brokerages directory routes declare the same way: their search (validated
 * leniently, the endpoint's defaults left out of the URL) and the loader of both views.
 */
export function twoViewRouteOptions<S extends EndpointName, D extends EndpointName, Search extends QueryOf<S> & QueryOf<D>>(
  simple: S,
  detailed: D,
  validate: (raw: Record<string, unknown>) => Search & { view?: DirectoryView; name?: string },
) {
  return {
    ...endpointSearchOptions(simple, validate),
    // The name search is ours (answered from what the data has named), never a directory parameter.
    loaderDeps: ({ search: { view, name: _name, ...query } }: { search: ReturnType<typeof validate> }) => ({ query, view }),
    loader: ({
      context,
      deps,
    }: {
      context: { queryClient: QueryClient };
      deps: { query: QueryOf<S> & QueryOf<D>; view?: DirectoryView };
    }) => prefetchDirectory(context.queryClient, simple, detailed, deps.query, deps.view),
  };
}

/**
 * What the agent and brokerage page routes declare the same way: their search (listing filters
 * and the profile hints the link carried) and the loader of the owner's listings. Only the
 * listing query reaches the loader: the profile hints never cause a fetch.
 */
export function ownerRouteOptions<P extends string, Search extends OwnerListingSearch>(
  kind: OwnerKind,
  idParam: P,
  validate: (raw: Record<string, unknown>) => Search,
) {
  return {
    ...endpointSearchOptions(OWNER_LISTINGS[kind].endpoint, validate),
    loaderDeps: ({ search }: { search: Search }) => listingQueryOf(search),
    loader: ({ context, params, deps }: { context: { queryClient: QueryClient }; params: Record<P, string>; deps: OwnerListingSearch }) =>
      prefetchOwnerListings(context.queryClient, kind, params[idParam], deps),
  };
}
