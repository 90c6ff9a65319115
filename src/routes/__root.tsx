import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { DISPLAY_SEARCH_KEYS, displaySearch, fxRatesQuery, type DisplaySearch } from '../lib/display.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The unit and currency ride along on every page, so a shared link shows what its sender saw.
  validateSearch: displaySearch,
  search: { middlewares: [retainSearchParams<DisplaySearch>([...DISPLAY_SEARCH_KEYS])] },
  // The rate table before the first figure is drawn (the server's is the one to use); if it cannot
  // be read, pages still render with the table shipped with the app.
  loader: ({ context }) => context.queryClient.query({ ...fxRatesQuery, staleTime: 'static' }).catch(() => undefined),
  component: AppLayout,
});
