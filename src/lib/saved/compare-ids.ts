/**
 * The compare list's bounds and a shared comparison's ids (`/compare?ids=1,2,3`). Apart from the
 * saved items' model (model.ts) because the route's search validation reads them, and so does
 * the first route: the model, its store and the compare tray come after the first paint.
 */
import { isRecordId, splitList } from '../../contract/index.ts';

/** Compare takes 2 to 4 listings side by side. */
export const COMPARE_MIN = 2;
export const COMPARE_MAX = 4;

/**
 * The listings of a shared comparison (`/compare?ids=1,2,3`): 2 to COMPARE_MAX listing ids,
 * repeats dropped. An item of another form than a listing id can name no listing: it is left out
 * (the page says so, components/LinkNotice.tsx), not shown as a listing "no longer listed". Fewer
 * than two left, or more than COMPARE_MAX given, is no shared comparison (undefined).
 */
export function compareIdsSearch(raw: unknown): string[] | undefined {
  if (typeof raw !== 'string' && typeof raw !== 'number') return undefined;
  const given = [...new Set(splitList(String(raw)))];
  const ids = given.filter((id) => isRecordId('listing', id));
  if (ids.length < COMPARE_MIN || given.length > COMPARE_MAX) return undefined;
  return ids;
}
