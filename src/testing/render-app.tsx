/**
 * The whole app (router, layout, routes, query client) at a URL, in memory history, for the
 * browser tier: pages are rendered as people reach them, with the network faked at `fetch`.
 */
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { render } from 'vitest-browser-react';
import { createAppRouter } from '../router.tsx';
import { testQueryClient } from './query-client.ts';

export async function renderApp(url: string) {
  const queryClient = testQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [url] }));
  const screen = await render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { screen, router, queryClient };
}
