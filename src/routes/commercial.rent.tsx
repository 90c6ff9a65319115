import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { CommercialRentSearchPage } from '../features/listings/pages.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = listingRouteOptions('search-commercial-rent');

export const Route = createFileRoute('/commercial/rent')({
  staticData: { title: 'commercialRent' },
  ...searchAndLoader,
  component: CommercialRentSearchPage,
});
