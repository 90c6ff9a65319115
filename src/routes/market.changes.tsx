import { createFileRoute } from '@tanstack/react-router';
import { insightQuery } from '../lib/insights.ts';
import { prefetch } from '../lib/queries.ts';
import { lenientSearch } from '../lib/url-search.ts';
import { changesSearch } from '../features/market/route-search.ts';
import { ChangesPage } from '../features/market/changes/ChangesPage.tsx';

export const Route = createFileRoute('/market/changes')({
  staticData: { title: 'changes' },
  validateSearch: lenientSearch(changesSearch),
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    if (!deps.location_id) return;
    prefetch(context.queryClient, insightQuery('insights/listing-changes', deps));
    prefetch(context.queryClient, insightQuery('names', { location_id: deps.location_id }));
  },
  component: ChangesPage,
});
