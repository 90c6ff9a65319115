import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { SEARCH_ROUTES } from '../shared/first-answer.ts';
import { CommercialBuySearchPage } from '../features/listings/pages.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = listingRouteOptions(SEARCH_ROUTES['/commercial/buy']);

export const Route = createFileRoute('/commercial/buy')({
  staticData: { title: 'commercialBuy' },
  ...searchAndLoader,
  component: CommercialBuySearchPage,
});
