/**
 * The new projects' search page: the generic page with project cards and pins placed at their
 * communities. A module of its own, so those come in its chunk, not the listing searches'.
 */
import { ProjectCard } from './ProjectCard.tsx';
import { useProjectPoints } from './project-places.ts';
import { SearchPage } from './SearchPage.tsx';
import { SEARCH_PAGES, type SearchPageConfig } from './search-pages.ts';

const CONFIG: SearchPageConfig = { ...SEARCH_PAGES['search-new-projects'], projects: { Card: ProjectCard, usePoints: useProjectPoints } };

export const NewProjectsSearchPage = () => <SearchPage config={CONFIG} />;
