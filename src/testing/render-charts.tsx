/**
 * Chart frames alone at a URL (its `?lang=` sets the language), under a router and a query client
 * as on a page, one under another in a column (1,000 px unless given), for the browser tier.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render } from 'vitest-browser-react';
import { ChartFrame } from '../components/charts/ChartFrame.tsx';
import type { ChartSpec } from '../components/charts/spec.ts';
import { parseSearchString, stringifySearchObject } from '../lib/url-search.ts';
import { testQueryClient } from './query-client.ts';
import { readingI18n } from '../lib/i18n/reading.ts';
import { DisplayContext, usePageDisplay } from '../lib/display.ts';

export async function renderCharts(url: string, specs: readonly ChartSpec[], width = 1000) {
  await readingI18n().changeLanguage(new URLSearchParams(url.split('?')[1]).get('lang') === 'ar' ? 'ar' : 'en');
  const root = createRootRoute({
    component: function Charts() {
      // The display a page's layout provides (the URL's unit and currency).
      return (
        <DisplayContext value={usePageDisplay()}>
          <div style={{ width }}>
            {specs.map((spec, i) => (
              <ChartFrame key={i} title={`Price level ${i + 1}`} description="Monthly level" spec={spec} height={200} />
            ))}
          </div>
        </DisplayContext>
      );
    },
  });
  const router = createRouter({
    routeTree: root,
    history: createMemoryHistory({ initialEntries: [url] }),
    parseSearch: parseSearchString,
    stringifySearch: stringifySearchObject,
  });
  return render(
    <QueryClientProvider client={testQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}
