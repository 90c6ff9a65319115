/**
 * Previous / next paging for endpoints that send no totals (the service never says how many pages
 * there are). The page lives in the URL as `?page=N`, so these are real links: they can be opened
 * in a new tab, and Back returns to the previous page. The first page is left out of the URL.
 */
import { Link } from '@tanstack/react-router';

interface Props {
  /** The current page number, in the endpoint's own base. */
  page: number;
  /** The endpoint's first page (1 for all but the registry endpoint). */
  firstPage?: number;
  /**
   * Whether a next page is known to have records. Next is offered only when it is (true); while
   * unknown (undefined) it shows disabled, so no one is sent to an empty page.
   */
  hasNext?: boolean;
  /** Names the landmark, e.g. "Agent pages", when a view has more than one pager. */
  label?: string;
  className?: string;
}

const linkClass = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50';
const offClass = 'rounded-md border border-slate-200 px-3 py-1.5 text-sm text-slate-400';

export function Pager({ page, firstPage = 1, hasNext, label = 'Pages', className = '' }: Props) {
  const toPage = (n: number) => (prev: Record<string, unknown>) => ({ ...prev, page: n === firstPage ? undefined : n });
  const hasPrev = page > firstPage;
  // Show page numbers as 1, 2, 3 whatever the endpoint's base.
  const shown = page - firstPage + 1;
  if (!hasPrev && hasNext === false) return null;
  return (
    <nav aria-label={label} className={`flex items-center justify-between gap-3 ${className}`}>
      {hasPrev ? (
        <Link to="." search={toPage(page - 1)} className={linkClass} rel="prev">
          <span aria-hidden="true">← </span>Previous<span className="sr-only"> page</span>
        </Link>
      ) : (
        <span className={offClass} aria-disabled="true">
          Previous
        </span>
      )}
      <span className="text-sm text-slate-600" aria-current="page">
        Page {shown}
      </span>
      {hasNext === true ? (
        <Link to="." search={toPage(page + 1)} className={linkClass} rel="next">
          Next<span className="sr-only"> page</span>
          <span aria-hidden="true"> →</span>
        </Link>
      ) : (
        <span className={offClass} aria-disabled="true">
          Next
        </span>
      )}
    </nav>
  );
}
