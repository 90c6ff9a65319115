/**
 * A developer's or a project's record, found in the list pages the proxy's cache holds fresh by
 * the walk the page itself makes (src/shared/record-lookup.ts), so the page's first view is drawn
 * with it and asks no one. Where a page the walk reads is not held fresh, none: the page reads
 * them itself, each counted against the reader's limit, as without.
 */
import type { DataOf, EndpointName, QueryOf } from '../../src/contract/index.ts';
import type { HeldAnswer } from '../../src/shared/first-answer.ts';
import { findDeveloper, findProject, type Lookup } from '../../src/shared/record-lookup.ts';
import type { UpstreamAnswers } from './answers.ts';

/** A page the walk needs that the cache does not hold fresh: the walk stops there. */
class NotHeld extends Error {}

/**
 * `now`: when the record was found. Not its pages' age: every page was fresh, so the page's own walk
 * would find the same record now (from the same cached pages), and handed over as old as its oldest
 * page (past the browser's five minutes) the page walked every list again at once, for nothing.
 */
export async function heldLookup(
  lookup: Lookup,
  answers: Pick<UpstreamAnswers, 'heldFresh'>,
  now: () => number = Date.now,
): Promise<HeldAnswer | null> {
  const page = <E extends 'real-estate-developer' | 'search-new-projects'>(endpoint: E, query: QueryOf<E>) => {
    const held = answers.heldFresh<EndpointName>(endpoint, query);
    if (!held) throw new NotHeld();
    const body = JSON.parse(held.text) as { data?: DataOf<E> | null };
    return Promise.resolve(body.data ?? []);
  };
  try {
    if (lookup.lookup === 'developer') {
      const found = await findDeveloper(lookup.query.id, lookup.query.hint, (location, p) =>
        page('real-estate-developer', { location, page: p }),
      );
      return found && { answer: lookup, body: found, storedAt: now() };
    }
    const found = await findProject(lookup.query.id, lookup.query.search, (query) => page('search-new-projects', query));
    return found.project ? { answer: lookup, body: found, storedAt: now() } : null;
  } catch (err) {
    if (err instanceof NotHeld) return null;
    throw err;
  }
}
