/**
 * "N new since your last visit" for a saved search. Listing records carry no date, so a saved
 * search keeps the results that were first in "newest" order when it was saved or last opened
 * (`seen`). New listings go to the top of that order: what is new now is what sits above the
 * newest of those still listed. The service documents no page size, so the count reads the first
 * page, then the next while none of `seen` has turned up, up to NEW_SINCE_PAGES pages.
 */
import { readingI18n } from '../i18n/reading.ts';

/** Pages read per saved search at most: one request, two when the first page is all new. */
const NEW_SINCE_PAGES = 2;

export type NewSince =
  /** `count` new, and that is all of them (or `more`: at least that many, the pages read were all new). */
  { done: true; count: number; more: boolean } | { done: false; nextPage: number };

/**
 * @param seen the ids first in newest order at the last visit
 * @param pages the pages read so far in newest order now (first page first)
 */
export function newSince(seen: readonly string[], pages: readonly (readonly string[])[]): NewSince {
  const known = new Set(seen);
  let before = 0;
  for (const page of pages) {
    const at = page.findIndex((id) => known.has(id));
    if (at >= 0) return { done: true, count: before + at, more: false };
    before += page.length;
    // An empty page ends the list: everything before it is new.
    if (page.length === 0) return { done: true, count: before, more: false };
  }
  if (pages.length < NEW_SINCE_PAGES) return { done: false, nextPage: pages.length + 1 };
  return { done: true, count: before, more: true };
}

/** "3 new", "50+ new", "No new results", in the language being read. */
export function describeNewSince(count: number, more: boolean): string {
  const { t } = readingI18n();
  if (count === 0 && !more) return t('saved.search.newNone');
  return t(more ? 'saved.search.newAtLeast' : 'saved.search.new', { count });
}
