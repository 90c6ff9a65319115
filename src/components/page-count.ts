/**
 * What a page of a list says of its size: how many are on it, and what is known of the pages
 * after it (the service gives no totals: whether a next page has anything is asked, never
 * guessed; lib/use-has-next-page.ts). One sentence for every paged list (directories, registry).
 */
import type { TFunction } from 'i18next';

/**
 * `counted`: the plural count on the page ("12 agents"); `page` as people count, from 1;
 * `hasNext`: whether the next page has anything, undefined while not known.
 */
export function pageCountText(t: TFunction, counted: string, page: number, hasNext: boolean | undefined): string {
  if (hasNext === false) return page <= 1 ? t('widgets.pageCount.all', { counted }) : t('widgets.pageCount.last', { counted, page });
  return t(hasNext ? 'widgets.pageCount.more' : 'widgets.pageCount.onPage', { counted, page });
}
