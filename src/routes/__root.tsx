import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router';
import { AppLayout } from '../components/layout/AppLayout.tsx';
import { DISPLAY_SEARCH_KEYS, displaySearch, fxRatesQuery, needsRateTable, type DisplaySearch } from '../lib/display.ts';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  // The unit and currency ride along on every page, so a shared link shows what its sender saw.
  validateSearch: displaySearch,
  search: { middlewares: [retainSearchParams<DisplaySearch>([...DISPLAY_SEARCH_KEYS])] },
  // A currency read through the rate table waits for the server's table before the first figure
  // is drawn (if it cannot be read, pages still render with the table shipped with the app). AED
  // and the pegged dollar need no table: the page draws at once, the table arriving beside it.
  loaderDeps: ({ search }) => ({ cur: search.cur }),
  loader: ({ context, deps }) => {
    const table = context.queryClient.query({ ...fxRatesQuery, staleTime: 'static' }).catch(() => undefined);
    return needsRateTable(deps.cur) ? table : undefined;
  },
  component: AppLayout,
});
