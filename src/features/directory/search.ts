/**
 * URL search of the directory pages. Endpoint parameters are parsed by the contract (lenient: a
 * stale or hand-edited link never breaks a page); what the contract does not know (the detailed
 * toggle) is parsed here. A link carries ids only: names and profile facts come from the data
 * (`/api/names`), so a crafted link cannot put words in an agent's mouth.
 */
import { choiceSearch, definedOnly, endpointSearch, type SearchOf } from '../../lib/url-search.ts';

/** `?view=detailed` asks for the higher-plan detailed records; absent means the simple view. */
const DIRECTORY_VIEWS = ['detailed'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];

/** `?name=` searches the names the data has given (`/api/names/search`); the directory's own filters stay. */
type DirectoryExtras = { view: DirectoryView; name: string };

/** A name to search for: text, spaces folded, at most what the server takes; nothing when blank. */
function nameSearch(raw: unknown): string | undefined {
  if (typeof raw !== 'string') return undefined;
  const text = raw.replace(/\s+/g, ' ').trim().slice(0, 60);
  return text || undefined;
}

/** The search of a two-view directory over `endpoint`: its filters, the view and a name (a location by id only). */
function directorySearch<E extends 'search-agents' | 'search-brokers'>(endpoint: E) {
  return (raw: Record<string, unknown>): SearchOf<E, DirectoryExtras> => ({
    ...endpointSearch(endpoint, raw),
    ...definedOnly({ view: choiceSearch(raw.view, DIRECTORY_VIEWS), name: nameSearch(raw.name) }),
  });
}

export const agentsSearch = directorySearch('search-agents');
export const brokersSearch = directorySearch('search-brokers');

/** Category, sort and page of an owner's listings; the owner's id comes from the path. */
export type OwnerListingSearch = Omit<SearchOf<'agent-properties'>, 'agent_id'>;

/** An agent's or a brokerage's page: its listings' category, sort and page; nothing else from a link. */
export function ownerPageSearch(raw: Record<string, unknown>): OwnerListingSearch {
  const { agent_id: _fromPath, ...query } = endpointSearch('agent-properties', raw);
  return query;
}

/** The listing query of an owner page: only the three listing parameters, whatever else is in the URL. */
export function listingQueryOf(search: OwnerListingSearch): OwnerListingSearch {
  const { category, sort, page } = search;
  return definedOnly({ category, sort, page });
}
