import { createFileRoute } from '@tanstack/react-router';
import { lenientSearch } from '../lib/url-search.ts';
import { marketOverviewSearch } from '../features/market/route-search.ts';
import { MarketOverview } from '../features/market/MarketOverview.tsx';

export const Route = createFileRoute('/market/')({
  staticData: { title: 'Market' },
  validateSearch: lenientSearch(marketOverviewSearch),
  component: MarketOverview,
});
