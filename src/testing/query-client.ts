import { QueryClient } from '@tanstack/react-query';

/** A query client as main.tsx makes it; each test gets its own, so nothing is cached between tests. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });
}
