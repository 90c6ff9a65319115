/**
 * A search's filter form (SearchFilterForm.tsx, with react-hook-form: about 14 KB gzip) is a chunk
 * of its own, out of the search's first route (docs/page-speed.md). Where the filters are out of
 * sight as the page opens (a phone's closed sheet, a wide screen's folded line) it loads once the
 * page has drawn, or as the reader reaches for them; where they show at once, the route's loader
 * has it here before the first draw, so the form is drawn with the page.
 */
import type { SearchFilterForm } from './SearchFilterForm.tsx';
import { FILTERS_WIDE_QUERY, filtersKeptOpen } from '../../components/filter-sheet-state.ts';
import { whenIdle } from '../../lib/when-idle.ts';
import { loadOnce } from '../../lib/load-once.ts';

type Form = typeof SearchFilterForm;

const form = loadOnce(() => import('./SearchFilterForm.tsx').then((m): Form => m.SearchFilterForm));

/** The form, if its chunk is here. */
export const loadedFilterForm = (): Form | null => form.loaded() ?? null;

/** Fetch the form's chunk, once for the page; should it fail (the network dropped), the next call asks again. */
export const loadFilterForm = form.load;

/**
 * Hand the form to `then` once its chunk is here, asked for `now` (the reader reached for the
 * filters, or retries) or once the page has drawn; `failed` if it could not load. Returns a cancel
 * of a wait not yet over.
 */
export function askFilterForm(now: boolean, then: (form: Form) => void, failed: () => void): () => void {
  const ask = () => void loadFilterForm().then(then, failed);
  if (!now) return whenIdle(ask);
  ask();
  return () => undefined;
}

/**
 * Whether a search's filters show as its page opens: on a wide screen, in full while no place is
 * chosen, or when the reader last opened the folded ones (FilterSheet.tsx). The server draws the
 * form always, as it cannot know the reader's screen.
 */
export function filtersShowAtFirst(hasPlace: boolean): boolean {
  if (typeof window === 'undefined') return true;
  return window.matchMedia(FILTERS_WIDE_QUERY).matches && (!hasPlace || filtersKeptOpen());
}

/** A search route's loader: the form's chunk, awaited where it shows at once (never failing the page). */
export function formForFirstDraw(hasPlace: boolean): Promise<void> | undefined {
  if (!filtersShowAtFirst(hasPlace)) return undefined;
  return loadFilterForm().then(
    () => undefined,
    () => undefined, // the filters' frame says it could not load, with a retry
  );
}
