/**
 * How to reach a listing's agent. Listing records name the agent but carry no number; the detailed
 * agents directory does (a higher-plan endpoint). So:
 *   1. what the data has already said of the agent (`/api/names`: the server keeps the number a
 *      detailed directory answer gave), at no cost;
 *   2. when the person asks, a bounded look through the detailed directory of the listing's place
 *      (its building, else its community, found by name through the location search), a few
 *      pages at a time. Every page goes through our server: cached there, counted against the
 *      person's limit, and teaching the server the numbers it carries;
 *   3. otherwise the page says plainly how to reach them (the public listing page).
 */
import { useQuery } from '@tanstack/react-query';
import { RES_TYPES, type Category, type AgentDetailed } from '../contract/index.ts';
import { exactMatch } from './address.ts';
import { useKnownName } from './names.ts';
import { isPlanRefusal } from './plan.ts';
import { apiQuery } from './queries.ts';
import { walkPages } from '../shared/page-walk.ts';

/** Pages of the detailed directory read per ask ("Look further" reads as many more), and at most in all. */
export const AGENT_LOOKUP_PAGES = 4;
export const AGENT_LOOKUP_MAX_PAGES = 12;

/** Where to look for the agent: a location id the data gave, or place names to find, deepest first. */
export interface AgentPlace {
  locationId?: string;
  names?: readonly string[];
}

export type AgentContact =
  | { state: 'loading' }
  /** Known, or found now: the number and email as the data gave them (either may be absent). */
  | { state: 'found'; phone?: string; email?: string }
  /** Not known yet; the person has not asked to look. */
  | { state: 'unknown' }
  | { state: 'looking' }
  /** Looked through `seen` agents of `place` (or none: the place could not be found) without finding them. */
  | { state: 'notFound'; seen: number; place: string | null; more: boolean }
  /** Our data plan has no detailed directory. */
  | { state: 'plan' }
  | { state: 'error'; error: unknown; retry: () => void };

/** The directory category an agent of this listing is ranked in: sale or rent, residential or commercial. */
export function categoryOf(propertyType: string | null | undefined, sale: boolean): Category {
  const value = propertyType?.trim().toLowerCase().replace(/\s+/g, '-');
  const residential = !value || (RES_TYPES as readonly string[]).includes(value);
  return `${residential ? 'residential' : 'commercial'}_${sale ? 'sale' : 'rent'}`;
}

/**
 * The agent's number and email: known ones at once; a lookup only after `pages` is set (the
 * person asked), reading that many pages of the directory.
 */
export function useAgentContact(agentId: string | undefined, place: AgentPlace, category: Category, pages: number): AgentContact {
  const { known, isPending } = useKnownName('agent', agentId);
  const details = known?.details;
  const knownWay = Boolean(details?.phone ?? details?.email);
  const lookup = useQuery({
    queryKey: ['agent-contact', agentId, place, category, pages],
    enabled: Boolean(agentId) && !isPending && !knownWay && pages > 0,
    staleTime: Infinity,
    retry: false,
    queryFn: async ({ client }) => {
      const where = await placeOf(place, (name) => client.query(apiQuery('autocomplete-location', { query: name })));
      if (!where) return { found: null, seen: 0, place: null, more: false };
      const sort = category.endsWith('rent') ? 'most_rentals' : 'most_sales';
      const walk = await walkPages<AgentDetailed>({
        fetchPage: async (page) =>
          (await client.query(apiQuery('search-agents-detailed', { location_id: where.id, category, sort, page }))).data,
        matches: (a) => a.id === agentId,
        maxPages: pages,
        first: true,
      });
      const found = walk.matches[0]?.record ?? null;
      return { found, seen: walk.seen, place: where.name, more: !walk.ended && pages < AGENT_LOOKUP_MAX_PAGES };
    },
  });
  if (knownWay) return { state: 'found', phone: details?.phone, email: details?.email };
  if (isPending) return { state: 'loading' };
  if (pages === 0) return { state: 'unknown' };
  if (lookup.isPending) return { state: 'looking' };
  if (lookup.isError) {
    return isPlanRefusal(lookup.error) ? { state: 'plan' } : { state: 'error', error: lookup.error, retry: () => void lookup.refetch() };
  }
  const { found, seen, place: placeName, more } = lookup.data;
  if (!found) return { state: 'notFound', seen, place: placeName, more };
  // Found: the number it gives (an email only should a record carry one; none documented does).
  const email = (found as { email?: unknown }).email;
  return { state: 'found', phone: found.phone ?? undefined, email: typeof email === 'string' ? email : undefined };
}

/** The places a listing's address names, deepest first, without the city ("Tower, Community, City"). */
export function placesOfAddress(fullName: string): string[] {
  const parts = fullName
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  return parts.slice(0, -1).slice(0, 2);
}

/** The place to look in: the id given, else the first of the names the location search knows exactly. */
async function placeOf(
  place: AgentPlace,
  suggest: (name: string) => Promise<{ data: readonly { id: string; name: string }[] }>,
): Promise<{ id: string; name: string | null } | null> {
  if (place.locationId) return { id: place.locationId, name: null };
  for (const name of place.names ?? []) {
    const match = exactMatch((await suggest(name)).data, name);
    if (match) return { id: match.id, name: match.name };
  }
  return null;
}
