/**
 * A bounded walk through the pages of a list endpoint, for finding a record the service has no
 * by-id endpoint for (an agent's number in the detailed directory, a developer, a project). Each
 * page goes through our server like any other call, so it is cached there and counted against
 * the person's limit; the walk stops at the first empty page (the service sends no totals) or
 * after `maxPages`, and says which.
 */
export interface PageWalk<T> {
  /** The records that matched, with the page each was on. */
  matches: { record: T; page: number }[];
  /** Pages read (the last one may have been empty). */
  pagesRead: number;
  /** Records seen on those pages. */
  seen: number;
  /** True when the list ended within the pages read: nothing more is there to find. */
  ended: boolean;
}

interface WalkOptions<T> {
  /** The records of one page (1-based). */
  fetchPage: (page: number) => Promise<readonly T[]>;
  matches: (record: T) => boolean;
  maxPages: number;
  /** Stop at the first match (a lookup) rather than collect them all (a developer's projects). */
  first?: boolean;
  /** The page to read first (where a link says the record was); the walk then reads 1, 2, ... */
  startAt?: number;
}

export async function walkPages<T>({ fetchPage, matches, maxPages, first = false, startAt }: WalkOptions<T>): Promise<PageWalk<T>> {
  const out: PageWalk<T> = { matches: [], pagesRead: 0, seen: 0, ended: false };
  const read = new Set<number>();
  const visit = async (page: number) => {
    read.add(page);
    const records = await fetchPage(page);
    out.pagesRead++;
    out.seen += records.length;
    for (const record of records) if (matches(record)) out.matches.push({ record, page });
    return records.length;
  };
  if (startAt !== undefined && startAt > 1) {
    await visit(startAt);
    if (first && out.matches.length) return out;
  }
  for (let page = 1; page <= maxPages; page++) {
    if (read.has(page)) continue;
    const count = await visit(page);
    if (count === 0) {
      out.ended = true;
      break;
    }
    if (first && out.matches.length) break;
  }
  return out;
}
