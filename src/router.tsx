import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { parseSearchString, stringifySearchObject } from './lib/url-search.ts';
import { RouteError } from './components/states.tsx';
import { NotFound } from './components/NotFound.tsx';

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
    defaultPreload: 'intent',
    // Loaders hand data to react-query; let it decide freshness.
    defaultPreloadStaleTime: 0,
    defaultErrorComponent: RouteError,
    defaultNotFoundComponent: () => <NotFound />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
