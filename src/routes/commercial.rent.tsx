import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { CommercialRentSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/commercial/rent')({
  staticData: { title: 'Commercial property for rent' },
  ...listingRouteOptions('search-commercial-rent'),
  component: CommercialRentSearchPage,
});
