import { createFileRoute } from '@tanstack/react-router';
import { endpointSearch, lenientSearch } from '../lib/url-search.ts';
import { ProjectPage } from '../features/listings/ProjectPage.tsx';

/** The search the project was found in (its place, filters, page): where its record is read again. */
const validateSearch = lenientSearch((raw: Record<string, unknown>) => endpointSearch('search-new-projects', raw));

export const Route = createFileRoute('/new-projects_/$projectId')({
  staticData: { title: 'project' },
  validateSearch,
  component: ProjectPage,
});
