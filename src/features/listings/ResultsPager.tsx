/**
 * Paging without totals (the service sends none): Previous/Next links that change `?page=` (real
 * links: Back works, a copied link opens the same page), and "Load more", which appends the next
 * page to the list and the map without changing the URL's start page (the URL's `pages` counts them).
 */
import { Link } from '@tanstack/react-router';
import type { SearchPageConfig } from './search-pages.ts';

interface Props {
  config: SearchPageConfig;
  /** The first page shown (the URL's page). */
  start: number;
  /** Pages loaded with results, from `start`. */
  loaded: number;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
const offClass = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400';

export function ResultsPager({ config, start, loaded, hasMore, loadingMore, onLoadMore }: Props) {
  // A page link shows one page: the pages "load more" added are not carried over.
  const toPage = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n <= 1 ? undefined : n, pages: undefined });
  const last = start + Math.max(loaded, 1) - 1;
  return (
    <div className="space-y-3">
      <nav aria-label="Result pages" className="flex items-center justify-between gap-3">
        {start > 1 ? (
          <Link from={config.path} to="." search={toPage(start - 1)} className={linkClass} rel="prev">
            <span aria-hidden="true">← </span>Previous<span className="sr-only"> page</span>
          </Link>
        ) : (
          <span className={offClass} aria-disabled="true">
            Previous
          </span>
        )}
        <span className="text-sm text-slate-600" data-testid="page-label">
          {last > start ? `Pages ${start}–${last}` : `Page ${start}`}
        </span>
        {hasMore ? (
          <Link from={config.path} to="." search={toPage(last + 1)} className={linkClass} rel="next">
            Next<span className="sr-only"> page</span>
            <span aria-hidden="true"> →</span>
          </Link>
        ) : (
          <span className={offClass} aria-disabled="true">
            Next
          </span>
        )}
      </nav>
      <div className="text-center">
        {hasMore ? (
          <button
            type="button"
            onClick={onLoadMore}
            disabled={loadingMore}
            className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60"
          >
            {loadingMore ? 'Loading more…' : 'Load more'}
          </button>
        ) : (
          <p className="text-sm text-slate-500">That is every result for this search.</p>
        )}
      </div>
    </div>
  );
}
