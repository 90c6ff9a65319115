/** What a listing search's results status says, in the language being read. */
import { readingI18n } from '../../lib/i18n/reading.ts';
import { pageWords, type SearchPageKey } from './search-pages.ts';

/** How many results are shown, and what is known of the rest: "25 homes for sale shown; more to load." */
export function resultsCountText(count: number, page: SearchPageKey, more: boolean | undefined, start = 1): string {
  const { t } = readingI18n();
  const results = pageWords(page).results(count);
  const from = start > 1;
  if (more === false)
    return from ? t('listings.results.status.allFrom', { results, page: start }) : t('listings.results.status.all', { results });
  if (more) return from ? t('listings.results.status.moreFrom', { results, page: start }) : t('listings.results.status.more', { results });
  return from ? t('listings.results.status.checkingFrom', { results, page: start }) : t('listings.results.status.checking', { results });
}

interface Status {
  page: SearchPageKey;
  /** Results loaded. */
  count: number;
  more: boolean | undefined;
  start: number;
  /** Results with a pin on the map. */
  onMap: number;
  /** Results in the map's view, when the list shows only those. */
  inView?: number;
}

/** The whole status line of loaded results. */
export function resultsStatus({ page, count, more, start, onMap, inView }: Status): string {
  const { t } = readingI18n();
  if (!count) return t('listings.results.status.none');
  if (inView !== undefined) return t('listings.results.status.inView', { shown: inView, results: pageWords(page).results(count) });
  const text = resultsCountText(count, page, more, start);
  return onMap < count ? `${text} ${t('listings.results.status.onMap', { count: onMap })}` : text;
}
