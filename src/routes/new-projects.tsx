import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { NewProjectsSearchPage } from '../features/listings/pages.tsx';

export const Route = createFileRoute('/new-projects')({
  staticData: { title: 'New projects' },
  ...listingRouteOptions('search-new-projects'),
  component: NewProjectsSearchPage,
});
