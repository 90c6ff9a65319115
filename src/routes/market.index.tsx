import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, lenientSearch } from '../lib/url-search.ts';
import { MarketOverview } from '../features/market/MarketOverview.tsx';

export const Route = createFileRoute('/market/')({
  staticData: { title: 'Market' },
  // Only the location's id: the overview hands it to each analysis; its name comes from the data.
  validateSearch: lenientSearch((raw: Record<string, unknown>): { location_id?: string } =>
    definedOnly({ location_id: endpointSearch('price-trend-of-location', raw).location_id })),
  component: MarketOverview,
});
