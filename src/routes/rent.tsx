import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { RentSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/rent')({
  staticData: { title: 'Properties for rent' },
  ...listingRouteOptions('search-rent'),
  component: RentSearchPage,
});
