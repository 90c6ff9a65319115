/**
 * Route options that routes declare alike. A route spreads them as a named object (TanStack
 * Router's property-order lint rule reads spreads of identifiers only):
 *
 *   const searchAndLoader = endpointRouteOptions('real-estate-developer');
 *   export const Route = createFileRoute('/developers')({ staticData, ...searchAndLoader, component });
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName, QueryOf } from '../contract/index.ts';
import { apiQuery, prefetch } from './queries.ts';
import { endpointSearch, lenientSearch, stripEndpointDefaults } from './url-search.ts';

/** The search of a route over `endpoint`: validated leniently, the endpoint's defaults left out of the URL. */
export function endpointSearchOptions<S extends object>(endpoint: EndpointName, validate: (raw: Record<string, unknown>) => S) {
  return {
    validateSearch: lenientSearch(validate),
    search: { middlewares: [stripEndpointDefaults(endpoint)] },
  };
}

/** A route that shows one endpoint's answer to its search: the search, and a loader that starts the fetch. */
export function endpointRouteOptions<E extends EndpointName>(endpoint: E) {
  return {
    ...endpointSearchOptions(endpoint, (raw): QueryOf<E> => endpointSearch(endpoint, raw)),
    loaderDeps: ({ search }: { search: QueryOf<E> }) => search,
    loader: ({ context, deps }: { context: { queryClient: QueryClient }; deps: QueryOf<E> }) =>
      prefetch(context.queryClient, apiQuery(endpoint, deps)),
  };
}
