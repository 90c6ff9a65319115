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

export async function heldLookup(lookup: Lookup, answers: Pick<UpstreamAnswers, 'heldFresh'>): Promise<HeldAnswer | null> {
  // The answer is as old as the oldest page it was found among.
  let storedAt = Infinity;
  const page = <E extends 'real-estate-developer' | 'search-new-projects'>(endpoint: E, query: QueryOf<E>) => {
    const held = answers.heldFresh<EndpointName>(endpoint, query);
    if (!held) throw new NotHeld();
    storedAt = Math.min(storedAt, held.storedAt);
    const body = JSON.parse(held.text) as { data?: DataOf<E> | null };
    return Promise.resolve(body.data ?? []);
  };
  try {
    if (lookup.lookup === 'developer') {
      const found = await findDeveloper(lookup.query.id, lookup.query.hint, (location, p) =>
        page('real-estate-developer', { location, page: p }),
      );
      return found && { answer: lookup, body: found, storedAt };
    }
    const found = await findProject(lookup.query.id, lookup.query.search, (query) => page('search-new-projects', query));
    return found.project ? { answer: lookup, body: found, storedAt } : null;
  } catch (err) {
    if (err instanceof NotHeld) return null;
    throw err;
  }
}
