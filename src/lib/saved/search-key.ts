/**
 * A saved search is its canonical query (the contract's `canonicalQuery`): the same search saved
 * twice, with its filters in any order or with defaults spelled out, is one entry.
 */
import { canonicalQuery, type QueryIssue } from '../../contract/index.ts';
import type { SavedSearchEndpoint } from './model.ts';

export type SearchKey = { ok: true; id: string; query: Record<string, string> } | { ok: false; issues: QueryIssue[] };

/** The id and stored query of a search (any page of it: the page is not part of a saved search). */
export function searchKey(endpoint: SavedSearchEndpoint, raw: Record<string, unknown>): SearchKey {
  const { page: _page, ...rest } = raw;
  // An absent value is no parameter (a route's search may hold optional keys set to undefined).
  const canonical = canonicalQuery(endpoint, Object.fromEntries(Object.entries(rest).filter(([, v]) => v !== undefined)));
  if (!canonical.ok) return { ok: false, issues: canonical.issues };
  const { page: _filled, ...query } = canonical.wire;
  return { ok: true, id: canonical.key, query };
}
