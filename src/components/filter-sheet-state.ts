/**
 * What decides whether a FilterSheet's filters show as its page opens, readable before the page
 * draws (a search's loader asks, to have the form's code there when it will show at once).
 */

/** From this width on, the filters show in place (folded behind a summary line, or in full). */
export const FILTERS_WIDE_QUERY = '(min-width: 768px)';

/** Whether the person last chose to show the folded filters, kept for the tab. */
const OPEN_KEY = 'dar:filters-open';
export function filtersKeptOpen(): boolean {
  try {
    return sessionStorage.getItem(OPEN_KEY) === 'true';
  } catch {
    return false; // Storage refused (or none, on the server): each page starts folded.
  }
}
export function keepFiltersOpen(open: boolean): void {
  try {
    sessionStorage.setItem(OPEN_KEY, String(open));
  } catch {
    // Storage refused: the choice lasts while this page is drawn.
  }
}
