/**
 * The one paging control of lists from endpoints that send no totals (the service never says how
 * many pages there are). Two ways to page, one component:
 *
 * - Previous / next (directories, market tables): the page lives in the URL as `?page=N`, so these
 *   are real links: they can be opened in a new tab, and Back returns to the previous page. The
 *   first page is left out of the URL.
 * - Load more (`loadMore`, listing searches): the list grows in place; the URL keeps the first page
 *   shown (`page`) and how many are shown (`pages`). A list that starts past the first page (an
 *   older link) says so and links to the first page.
 *
 * Either way the next page is offered only once it is known to have records.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Trans } from '../lib/i18n/Trans.tsx';
import { useTranslation } from '../lib/i18n/react.ts';

interface Props {
  /** The current page number (load more: the first page shown), in the endpoint's own base. */
  page: number;
  /** The endpoint's first page (1 for all but the registry endpoint). */
  firstPage?: number;
  /**
   * Whether a next page is known to have records. Next (or Load more) is offered only when it is
   * (true); while unknown (undefined) Next shows disabled and Load more says it is checking, so no
   * one is sent to an empty page.
   */
  hasNext?: boolean;
  /** Names the landmark, e.g. "Agent pages", when a view has more than one pager. */
  label?: string;
  className?: string;
  /** Page by loading more into the list instead of linking to the next page. */
  loadMore?: { onLoadMore: () => void; loading: boolean };
}

const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
const offClass = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400';
/** An arrow that points the way the reading goes: mirrored right to left. */
const arrowClass = 'inline-block rtl:-scale-x-100';

/** A link to the list's first page: the URL's `page` and `pages` left out, the rest of its search kept. */
export function FirstPageLink({ children }: { children: ReactNode }) {
  return (
    <Link
      to="."
      search={(prev: Record<string, unknown>) => ({ ...prev, page: undefined, pages: undefined })}
      className="font-medium text-brand-800 underline"
    >
      {children}
    </Link>
  );
}

export function Pager({ page, firstPage = 1, hasNext, label, className = '', loadMore }: Props) {
  const { t } = useTranslation();
  if (loadMore) return <LoadMore page={page} firstPage={firstPage} hasNext={hasNext} className={className} {...loadMore} />;
  const toPage = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n === firstPage ? undefined : n });
  const hasPrev = page > firstPage;
  // Show page numbers as 1, 2, 3 whatever the endpoint's base.
  const shown = page - firstPage + 1;
  if (!hasPrev && hasNext === false) return null;
  const sr = <span className="sr-only" />;
  return (
    <nav aria-label={label ?? t('listings.pager.label')} className={`flex items-center justify-between gap-3 ${className}`}>
      {hasPrev ? (
        <Link to="." search={toPage(page - 1)} className={linkClass} rel="prev">
          <span aria-hidden="true" className={`me-1 ${arrowClass}`}>
            ←
          </span>
          <Trans i18nKey="listings.pager.previousPage" components={{ sr }} />
        </Link>
      ) : (
        <span className={offClass} aria-disabled="true">
          {t('listings.pager.previous')}
        </span>
      )}
      <span className="text-sm text-slate-600" aria-current="page">
        {t('listings.pager.page', { page: shown })}
      </span>
      {hasNext === true ? (
        <Link to="." search={toPage(page + 1)} className={linkClass} rel="next">
          <Trans i18nKey="listings.pager.nextPage" components={{ sr }} />
          <span aria-hidden="true" className={`ms-1 ${arrowClass}`}>
            →
          </span>
        </Link>
      ) : (
        <span className={offClass} aria-disabled="true">
          {t('listings.pager.next')}
        </span>
      )}
    </nav>
  );
}

function LoadMore({
  page,
  firstPage,
  hasNext,
  className,
  onLoadMore,
  loading,
}: Required<Pick<Props, 'page' | 'firstPage' | 'className'>> & Pick<Props, 'hasNext'> & NonNullable<Props['loadMore']>) {
  const { t } = useTranslation();
  return (
    <div className={`space-y-2 text-center ${className}`}>
      {hasNext === true ? (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loading}
          className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60"
        >
          {loading ? t('listings.pager.loadingMore') : t('listings.pager.loadMore')}
        </button>
      ) : (
        <p className="text-sm text-slate-600" data-testid="list-end">
          {hasNext === false ? t('listings.pager.listEnd') : t('listings.pager.checking')}
        </p>
      )}
      {page > firstPage && (
        <p className="text-sm text-slate-600">
          {t('listings.pager.startsAt', { page: page - firstPage + 1 })} <FirstPageLink>{t('listings.pager.firstPage')}</FirstPageLink>
        </p>
      )}
    </div>
  );
}
