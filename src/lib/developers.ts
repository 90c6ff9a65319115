/**
 * Developers and new projects by id. The service has no endpoint for one developer or one project:
 * developers come a page at a time per emirate (`/real-estate-developer`), projects a page at a
 * time per place (`/search-new-projects`, no developer filter). So a developer's or a project's
 * page finds its record by reading those pages, bounded (walkPages), each through our server: cached
 * there (a directory page a person just saw costs nothing again) and counted against the person's
 * limit. What a bounded read could not cover is said, never filled in.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { DEVELOPER_LOCATIONS, labelOf, type Developer, type DeveloperLocation, type NewProject, type QueryOf } from '../contract/index.ts';
import { exactMatch } from './address.ts';
import { walkPages, type PageWalk } from './page-walk.ts';
import { apiQuery } from './queries.ts';

/** Pages of one emirate's developers read to find a developer (the largest emirate has a few). */
export const DEVELOPER_PAGES = 5;
/** Pages of a place's new projects read to find a project a link names. */
export const PROJECT_LOOKUP_PAGES = 5;
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

async function developersOf(client: QueryClient, location: DeveloperLocation, matches: (d: Developer) => boolean) {
  return walkPages<Developer>({
    fetchPage: async (page) => (await client.query(apiQuery('real-estate-developer', { location, page }))).data,
    matches,
    maxPages: DEVELOPER_PAGES,
    first: true,
  });
}

export interface DeveloperFound {
  developer: Developer;
  /** The emirates whose developer list names it (where its projects are looked for). */
  emirates: DeveloperLocation[];
}

/**
 * A developer by id: every emirate's list is read (the one the link names first) up to
 * DEVELOPER_PAGES pages, to find the record and every emirate it builds in. Null: no list read
 * names this id.
 */
export function useDeveloper(id: string, hint: DeveloperLocation | undefined) {
  return useQuery({
    queryKey: ['developer', id, hint],
    staleTime: 300_000,
    retry: false,
    queryFn: async ({ client }): Promise<DeveloperFound | null> => {
      const order = hint ? [hint, ...DEVELOPER_LOCATIONS.filter((e) => e !== hint)] : [...DEVELOPER_LOCATIONS];
      let developer: Developer | undefined;
      const emirates: DeveloperLocation[] = [];
      // One emirate after the other: a person's calls go one at a time, as a page's would.
      for (const emirate of order) {
        const walk = await developersOf(client, emirate, (d) => d.id === id);
        const match = walk.matches[0]?.record;
        if (!match) continue;
        developer ??= match;
        emirates.push(emirate);
      }
      return developer ? { developer, emirates } : null;
    },
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
      const walk = await developersOf(client, emirate!, (d) => sameName(d.name, name!));
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

/** What a project's link carries: the search it was found in (a place is needed to find it again). */
export type ProjectSearch = Partial<QueryOf<'search-new-projects'>>;

/**
 * A project by id, in the search its link names: that search's pages first (the page it was on
 * first), then, if the search had filters, the place's unfiltered pages, PROJECT_LOOKUP_PAGES
 * each. `project` null: not found there (or the link names no place), with how many were read.
 */
export function useProject(id: string, search: ProjectSearch) {
  return useQuery({
    queryKey: ['project', id, search],
    enabled: Boolean(id && search.location_id),
    staleTime: 300_000,
    retry: false,
    queryFn: async ({ client }): Promise<{ project: NewProject | null; read: number }> => {
      const place = search.location_id;
      if (!place) return { project: null, read: 0 };
      const { page, ...query } = search;
      const tries: QueryOf<'search-new-projects'>[] = [{ ...query, location_id: place }];
      if (Object.keys(query).some((k) => k !== 'location_id')) tries.push({ location_id: place });
      let read = 0;
      for (const [i, q] of tries.entries()) {
        const walk = await walkPages<NewProject>({
          fetchPage: async (p) => (await client.query(apiQuery('search-new-projects', { ...q, page: p }))).data,
          matches: (p) => p.listing_id === id,
          maxPages: PROJECT_LOOKUP_PAGES,
          first: true,
          startAt: i === 0 ? page : undefined,
        });
        read += walk.seen;
        const found = walk.matches[0]?.record;
        if (found) return { project: found, read };
      }
      return { project: null, read };
    },
  });
}
