/**
 * Developers and new projects by id. The service has no endpoint for one developer or one project,
 * so a developer's or a project's page finds its record by reading the lists, bounded
 * (src/shared/record-lookup.ts), each page through our server: cached there (a directory page a
 * person just saw costs nothing again) and counted against the person's limit. What a bounded read
 * could not cover is said, never filled in.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEVELOPER_LOCATIONS, labelOf, type DeveloperLocation, type NewProject } from '../contract/index.ts';
import { exactMatch } from './address.ts';
import { walkPages, type PageWalk } from '../shared/page-walk.ts';
import {
  findDeveloper,
  findProject,
  lookupKey,
  type DeveloperFound,
  type DeveloperPage,
  type ProjectFound,
  type ProjectSearch,
  walkDevelopers,
} from '../shared/record-lookup.ts';
import { apiQuery } from './queries.ts';

/** Pages of an emirate's new projects read per ask for a developer's projects, and at most in all. */
export const PROJECT_PAGES_STEP = 3;
export const PROJECT_PAGES_MAX = 15;

/** The emirate a place's full name ends in ("Marina Vista, Dubai Marina, Dubai" -> 'dubai'). */
export function emirateOfPlace(fullName: string): DeveloperLocation | undefined {
  const parts = fullName
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean)
    .reverse();
  for (const part of parts) {
    const found = DEVELOPER_LOCATIONS.find((e) => labelOf(e).toLowerCase() === part);
    if (found) return found;
  }
  return undefined;
}

const sameName = (a: string | null | undefined, b: string) => a?.trim().toLowerCase() === b.trim().toLowerCase();

/** A page of an emirate's developers, asked through our server. */
const developerPage =
  (client: QueryClient): DeveloperPage =>
  async (location, page) =>
    (await client.query(apiQuery('real-estate-developer', { location, page }))).data;

/** A developer by id (`findDeveloper`). */
export function useDeveloper(id: string, hint: DeveloperLocation | undefined) {
  return useQuery({
    queryKey: lookupKey({ lookup: 'developer', query: { id, hint } }),
    staleTime: 300_000,
    retry: false,
    queryFn: ({ client }): Promise<DeveloperFound | null> => findDeveloper(id, hint, developerPage(client)),
  });
}

/** A developer's id by its name, in the emirate a project is in (for the project's link to it). */
export function useDeveloperIdByName(name: string | null | undefined, emirate: DeveloperLocation | undefined) {
  return useQuery({
    queryKey: ['developer-by-name', name, emirate],
    enabled: Boolean(name && emirate),
    staleTime: 300_000,
    retry: false,
    queryFn: async ({ client }) => {
      const walk = await walkDevelopers(emirate!, (d) => sameName(d.name, name!), developerPage(client));
      return walk.matches[0]?.record.id ?? null;
    },
  });
}

/** An emirate's location id, as the location search names it (exactly). */
export function useEmirateLocationId(emirate: DeveloperLocation | undefined) {
  const name = emirate ? labelOf(emirate) : '';
  const places = useQuery({ ...apiQuery('autocomplete-location', { query: name }), enabled: Boolean(emirate) });
  return { id: places.data ? (exactMatch(places.data.data, name)?.id ?? null) : undefined, error: places.error };
}

/**
 * A developer's projects among the first `pages` pages of an emirate's new projects (by the
 * service's featured order): the projects found, how many projects were read, whether the list
 * ended there.
 */
export function useDeveloperProjects(developerName: string, locationId: string | null | undefined, pages: number) {
  return useQuery<PageWalk<NewProject>>({
    queryKey: ['developer-projects', developerName, locationId, pages],
    enabled: Boolean(locationId),
    staleTime: 300_000,
    retry: false,
    placeholderData: (previous) => previous,
    queryFn: ({ client }) =>
      walkPages<NewProject>({
        fetchPage: async (page) => (await client.query(apiQuery('search-new-projects', { location_id: locationId!, page }))).data,
        matches: (p) => sameName(p.developer_name, developerName),
        maxPages: pages,
      }),
  });
}

/** A project by id, in the search its link names (`findProject`). */
export function useProject(id: string, search: ProjectSearch) {
  return useQuery({
    queryKey: lookupKey({ lookup: 'project', query: { id, search } }),
    enabled: Boolean(id && search.location_id),
    staleTime: 300_000,
    retry: false,
    queryFn: ({ client }): Promise<ProjectFound> =>
      findProject(id, search, async (query) => (await client.query(apiQuery('search-new-projects', query))).data),
  });
}
