import { createFileRoute } from '@tanstack/react-router';
import { definedOnly, endpointSearch, textSearch, lenientSearch } from '../lib/url-search.ts';
import { MarketOverview } from '../features/market/MarketOverview.tsx';

export const Route = createFileRoute('/market/')({
  staticData: { title: 'Market' },
  // Only the location: the overview hands it to each analysis.
  validateSearch: lenientSearch((raw: Record<string, unknown>): { location_id?: string; location_name?: string } =>
    definedOnly({
      location_id: endpointSearch('price-trend-of-location', raw).location_id,
      location_name: textSearch(raw.location_name),
    })),
  component: MarketOverview,
});
