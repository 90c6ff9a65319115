import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { SEARCH_ROUTES } from '../shared/first-answer.ts';
import { BuySearchPage } from '../features/listings/pages.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = listingRouteOptions(SEARCH_ROUTES['/buy']);

export const Route = createFileRoute('/buy')({
  staticData: { title: 'buy' },
  ...searchAndLoader,
  component: BuySearchPage,
});
