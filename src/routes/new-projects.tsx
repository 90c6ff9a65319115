import { createFileRoute } from '@tanstack/react-router';
import { listingRouteOptions } from '../features/listings/route-search.ts';
import { SEARCH_ROUTES } from '../shared/first-answer.ts';
import { NewProjectsSearchPage } from '../features/listings/project-search-page.tsx';

/** The search and loader this route shares with the feature's other routes. */
const searchAndLoader = listingRouteOptions(SEARCH_ROUTES['/new-projects']);

export const Route = createFileRoute('/new-projects')({
  staticData: { title: 'newProjects' },
  ...searchAndLoader,
  component: NewProjectsSearchPage,
});
