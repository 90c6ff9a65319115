/**
 * Whether there is a page after the current one, for the Previous/Next lists (directories, an
 * owner's listings, the registry). The service sends no totals, so we ask for the next page once
 * the current one has records (the same options the Next link's page will use, so the click is
 * then served from cache). `undefined` while unknown: the pager offers Next only once it is known.
 * Pass `currentCount` undefined to ask nothing (e.g. for a view not on screen).
 */
import { useQuery } from '@tanstack/react-query';
import { ENDPOINTS, type EndpointName, type QueryOf } from '../contract/index.ts';
import { apiQuery } from './queries.ts';

export function useHasNextPage<E extends EndpointName>(
  endpoint: E,
  query: QueryOf<E>,
  currentCount: number | undefined,
): boolean | undefined {
  const page = (query as { page?: number }).page ?? ENDPOINTS[endpoint].pageBase ?? 1;
  const next = useQuery({
    ...apiQuery(endpoint, { ...query, page: page + 1 } as QueryOf<E>),
    enabled: currentCount !== undefined && currentCount > 0,
    select: (body) => ((body as { data?: unknown[] | null }).data?.length ?? 0) > 0,
  });
  if (currentCount === 0) return false;
  return next.data;
}
