import { createFileRoute } from '@tanstack/react-router';
import { insightQuery } from '../lib/insights.ts';
import { prefetch } from '../lib/queries.ts';
import { lenientSearch } from '../lib/url-search.ts';
import { areasQuery, areasSearch } from '../features/market/areas/areas-search.ts';
import { MarketMapPage } from '../features/market/areas/MarketMapPage.tsx';

export const Route = createFileRoute('/market/map')({
  staticData: { title: 'map' },
  validateSearch: lenientSearch(areasSearch),
  loaderDeps: ({ search }) => areasQuery(search),
  loader: ({ context, deps }) => prefetch(context.queryClient, insightQuery('insights/areas', deps)),
  component: MarketMapPage,
});
