import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { DISPLAY_SEARCH_KEYS, convertsByTable, displaySearch, loadRates, type DisplaySearch } from '../lib/display.ts';
import { loadRouteWords } from '../lib/i18n/route-words.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The unit and currency ride along on every page, so a shared link shows what its sender saw.
  validateSearch: displaySearch,
  search: { middlewares: [retainSearchParams<DisplaySearch>([...DISPLAY_SEARCH_KEYS])] },
  // The words of the page being opened (each part of the app is its own chunk), before any route
  // below draws: awaited here, because the root's loader may run in the background on a navigation.
  beforeLoad: ({ location }) => loadRouteWords(location.pathname),
  // The rate table before the first figure is drawn (the server's is the one to use) when the page
  // converts through it; if it cannot be read, pages still render with the table shipped with the
  // app. In AED or USD no figure depends on it, and neither it nor its check (Zod) loads: that was
  // a request and two long tasks on a slow phone at every page's start, for nothing drawn.
  loader: ({ context, location }) => (convertsByTable(displaySearch(location.search)) ? loadRates(context.queryClient) : undefined),
  component: AppLayout,
});
