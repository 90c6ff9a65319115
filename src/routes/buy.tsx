import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { BuySearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/buy')({
  staticData: { title: 'Properties for sale' },
  ...listingRouteOptions('search-buy'),
  component: BuySearchPage,
});
