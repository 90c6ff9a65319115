import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { CommercialBuySearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/commercial/buy')({
  staticData: { title: 'Commercial property for sale' },
  ...listingRouteOptions('search-commercial-buy'),
  component: CommercialBuySearchPage,
});
