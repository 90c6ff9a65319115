/**
 * A saved search is its canonical query (the contract's `canonicalQuery`): the same search saved
 * twice, with its filters in any order or with defaults spelled out, is one entry.
 */
import { canonicalQuery, textOf, toQueryString, type QueryIssue } from '../../contract/index.ts';
import { placeIdsOf } from '../place-list.ts';
import type { SavedSearchEndpoint } from './model.ts';

export type SearchKey = { ok: true; id: string; query: Record<string, string> } | { ok: false; issues: QueryIssue[] };

/** The id and stored query of a search (any page of it: the page is not part of a saved search). */
export function searchKey(endpoint: SavedSearchEndpoint, raw: Record<string, unknown>): SearchKey {
  const { page: _page, ...rest } = raw;
  // A search by area names several places (`50,51,52`, in the order chosen, which the search
  // keeps): the rest is made canonical with the first, then the list put back.
  const places = endpoint === 'search-new-projects' ? [] : placeIdsOf(textOf(rest.location_id));
  const one = places.length > 1 ? { ...rest, location_id: places[0] } : rest;
  // An absent value is no parameter (a route's search may hold optional keys set to undefined).
  const canonical = canonicalQuery(endpoint, Object.fromEntries(Object.entries(one).filter(([, v]) => v !== undefined)));
  if (!canonical.ok) return { ok: false, issues: canonical.issues };
  const { page: _filled, ...query } = canonical.wire;
  if (places.length < 2) return { ok: true, id: canonical.key, query };
  const location_id = places.join(',');
  return { ok: true, id: `${endpoint}?${toQueryString({ ...canonical.wire, location_id })}`, query: { ...query, location_id } };
}
