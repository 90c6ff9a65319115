/**
 * Whether saved listings are still listed: asked of the service (`/property-details`, a 404
 * means gone) when the Saved page opens, for at most GONE_CHECKS_PER_VISIT listings not checked
 * for CHECK_AGAIN_AFTER_MS, least recently checked first. The page's requests stay bounded
 * however many listings are saved; the rest are checked on later visits.
 */
import { useQueries } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../lib/api.ts';
import { apiQuery } from '../../lib/queries.ts';
import { markChecked } from '../../lib/saved/actions.ts';
import type { Favourite } from '../../lib/saved/model.ts';

export const GONE_CHECKS_PER_VISIT = 8;
const CHECK_AGAIN_AFTER_MS = 6 * 60 * 60 * 1000;

/** The ids to check on this visit: never checked first, then the longest ago. */
export function dueForCheck(favourites: readonly Favourite[], now: number, limit = GONE_CHECKS_PER_VISIT): string[] {
  const checked = (f: Favourite) => (f.checkedAt === null ? -Infinity : Date.parse(f.checkedAt));
  return favourites
    .filter((f) => f.checkedAt === null || now - Date.parse(f.checkedAt) >= CHECK_AGAIN_AFTER_MS)
    .sort((a, b) => checked(a) - checked(b))
    .slice(0, limit)
    .map((f) => f.listing.id);
}

type Answer = 'pending' | 'listed' | 'gone' | 'unknown';

/**
 * Runs this visit's checks and records each answer. Mount it once the saved items are read: the
 * listings to check are chosen then, once (recording an answer must not pick more to check).
 */
export function useGoneCheck(favourites: readonly Favourite[]): { checking: number } {
  const [ids] = useState(() => dueForCheck(favourites, Date.now()));
  const answers = useQueries({
    queries: ids.map((id) => ({ ...apiQuery('property-details', { property_id: id }), retry: false })),
    combine: (results): Answer[] =>
      results.map((r) => {
        if (r.isPending) return 'pending';
        if (r.isSuccess) return 'listed';
        // Any failure but "not found" says nothing about the listing: it is asked again on a later visit.
        return r.error instanceof ApiError && r.error.code === 'not_found' ? 'gone' : 'unknown';
      }),
  });
  const recorded = useRef(new Set<string>());
  const key = answers.join(',');
  useEffect(() => {
    const settled = ids.flatMap((id, i) => {
      const answer = key.split(',')[i];
      if (recorded.current.has(id) || (answer !== 'listed' && answer !== 'gone')) return [];
      return [{ id, gone: answer === 'gone' }];
    });
    if (!settled.length) return;
    for (const s of settled) recorded.current.add(s.id);
    void markChecked(settled);
  }, [ids, key]);
  return { checking: answers.filter((a) => a === 'pending').length };
}
