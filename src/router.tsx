import { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { parseSearchString, stringifySearchObject } from './lib/url-search.ts';
import { RouteError } from './components/states.tsx';
import { NotFound } from './components/NotFound.tsx';
import { watchLinkNotes } from './lib/link-notes.ts';

/** The app's router; `history` is the browser's unless a test gives one (memory history). */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  const router = createRouter({
    ...(history ? { history } : {}),
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
  // Before the router tidies the address it was opened at: what the link asked for that its page left out.
  watchLinkNotes(router);
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
