import { QueryClient } from '@tanstack/react-query';
import { createRouter, type AnyRouter, type RouterHistory } from '@tanstack/react-router';
import { routeTree } from './routeTree.gen.ts';
import { parseSearchString, stringifySearchObject } from './lib/url-search.ts';
import { RouteError } from './components/states.tsx';
import { NotFound } from './components/NotFound.tsx';
import { watchLinkNotes } from './lib/link-notes.ts';

/**
 * The app's router; `history` is the browser's unless a test or the server's first view gives one
 * (memory history). On the `server` it restores no scroll: that is an inline script, which the
 * page's CSP refuses, and the browser's router does it once it runs. Its arrival is settled
 * (`settleArrival`) at once unless `settle` is false: the browser does it a task later, as the two
 * were one task of 58-88 ms on a slow phone (4x).
 */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory, { server = false, settle = true } = {}) {
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
    scrollRestoration: !server,
  });
  if (settle) settleArrival(router);
  return router;
}

/**
 * The address the router was opened at, before its first load: what the link asked for that its
 * page left out is noted, then the address becomes the one its page shows.
 */
export function settleArrival(router: AnyRouter): void {
  const history = router.history as RouterHistory;
  // Before the address it was opened at is tidied: what the link asked for that its page left out.
  watchLinkNotes(router);
  // Then the address as its page shows it (the search in canonical order, values it cannot use left
  // out), before the first load: that load is of the page shown, and a server's load draws nothing
  // else (it answers a redirect). The browser's router would replace it so on its first render.
  const shown = router.buildLocation({
    to: router.latestLocation.pathname,
    search: true,
    params: true,
    hash: true,
    _includeValidateSearch: true,
  });
  if (shown.href !== router.latestLocation.href) history.replace(shown.href, router.latestLocation.state);
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
