/**
 * Finding a developer or a new project by id. The service has no endpoint for one: developers
 * come a page at a time per emirate (`/real-estate-developer`), projects a page at a time per place
 * (`/search-new-projects`, no developer filter), so a page finds its record by reading those pages,
 * bounded (walkPages). The same walk runs in two places: in the browser, each page asked through
 * our server (src/lib/developers.ts), and on the server over the pages its cache holds fresh, to
 * draw the page's first view with the record where every page the walk reads is held
 * (server/upstream/held-lookups.ts). So both find the same record, and the answer the server hands
 * over sits under the key the page reads (`lookupKey`).
 */
import { DEVELOPER_LOCATIONS, type Developer, type DeveloperLocation, type NewProject, type QueryOf } from '../contract/index.ts';
import { walkPages } from './page-walk.ts';

/** Pages of one emirate's developers read to find a developer (the largest emirate has a few). */
export const DEVELOPER_PAGES = 5;
/** Pages of a place's new projects read to find a project a link names. */
export const PROJECT_LOOKUP_PAGES = 5;

/** What a project's link carries: the search it was found in (a place is needed to find it again). */
export type ProjectSearch = Partial<QueryOf<'search-new-projects'>>;

export interface DeveloperFound {
  developer: Developer;
  /** The emirates whose developer list names it (where its projects are looked for). */
  emirates: DeveloperLocation[];
}

export interface ProjectFound {
  /** Null: not found there (or the link names no place). */
  project: NewProject | null;
  /** Projects read looking for it. */
  read: number;
}

/** A lookup a page makes first: its record's kind, id, and where its link says to look. */
export type Lookup =
  | { lookup: 'developer'; query: { id: string; hint?: DeveloperLocation } }
  | { lookup: 'project'; query: { id: string; search: ProjectSearch } };

/** The query key a page reads a lookup's answer under. */
export const lookupKey = (l: Lookup): readonly unknown[] =>
  l.lookup === 'developer' ? ['developer', l.query.id, l.query.hint] : ['project', l.query.id, l.query.search];

/** One page of an emirate's developers. */
export type DeveloperPage = (location: DeveloperLocation, page: number) => Promise<readonly Developer[]>;
/** One page of a search for new projects. */
export type ProjectPage = (query: QueryOf<'search-new-projects'>) => Promise<readonly NewProject[]>;

/** An emirate's developers read for the first that `matches`, up to DEVELOPER_PAGES pages (a list ends at its first empty page). */
export function walkDevelopers(location: DeveloperLocation, matches: (d: Developer) => boolean, pageOf: DeveloperPage) {
  return walkPages<Developer>({ fetchPage: (page) => pageOf(location, page), matches, maxPages: DEVELOPER_PAGES, first: true });
}

/**
 * A developer by id: every emirate's list is read (the one the link names first) up to
 * DEVELOPER_PAGES pages, to find the record and every emirate it builds in. Null: no list read
 * names this id.
 */
export async function findDeveloper(
  id: string,
  hint: DeveloperLocation | undefined,
  pageOf: DeveloperPage,
): Promise<DeveloperFound | null> {
  const order = hint ? [hint, ...DEVELOPER_LOCATIONS.filter((e) => e !== hint)] : [...DEVELOPER_LOCATIONS];
  let developer: Developer | undefined;
  const emirates: DeveloperLocation[] = [];
  // One emirate after the other: a person's calls go one at a time, as a page's would.
  for (const emirate of order) {
    const walk = await walkDevelopers(emirate, (d) => d.id === id, pageOf);
    const match = walk.matches[0]?.record;
    if (!match) continue;
    developer ??= match;
    emirates.push(emirate);
  }
  return developer ? { developer, emirates } : null;
}

/**
 * A project by id, in the search its link names: that search's pages first (the page it was on
 * first), then, if the search had filters, the place's unfiltered pages, PROJECT_LOOKUP_PAGES
 * each.
 */
export async function findProject(id: string, search: ProjectSearch, pageOf: ProjectPage): Promise<ProjectFound> {
  const place = search.location_id;
  if (!place) return { project: null, read: 0 };
  const { page, ...query } = search;
  const tries: QueryOf<'search-new-projects'>[] = [{ ...query, location_id: place }];
  if (Object.keys(query).some((k) => k !== 'location_id')) tries.push({ location_id: place });
  let read = 0;
  for (const [i, q] of tries.entries()) {
    const walk = await walkPages<NewProject>({
      fetchPage: (p) => pageOf({ ...q, page: p }),
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
}
