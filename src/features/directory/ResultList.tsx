/**
 * One page of directory results with every state a person can meet: loading, failed (with
 * retry), nothing matched, past the last page (the service sends no totals, so an empty page
 * is how the end shows itself), and the list itself with its pager.
 */
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Pager } from '../../components/Pager.tsx';
import { StaleNotice } from '../../components/StaleNotice.tsx';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/states.tsx';

/** The parts of a react-query result this list reads. */
export interface ListResult<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T[] } | undefined;
  refetch: () => unknown;
}

interface Props<T> {
  result: ListResult<T>;
  /** Plural noun for messages and the list's name: "agents", "listings". */
  what: string;
  page: number;
  hasNext: boolean | undefined;
  getKey: (item: T) => string;
  renderItem: (item: T) => ReactNode;
  empty: ReactNode;
  /** Grid classes of the list. */
  listClassName?: string;
  pagerLabel?: string;
}

/** What a page's count says: how many are on it, and what is known of the pages after it. */
function pageCountText(count: number, what: string, page: number, hasNext: boolean | undefined): string {
  if (hasNext === false) return page <= 1 ? `${count} ${what}: all there are.` : `${count} ${what} on page ${page}, the last page.`;
  return `${count} ${what} on page ${page}${hasNext ? '; more on the next pages' : ''}.`;
}

export function ResultList<T>({
  result,
  what,
  page,
  hasNext,
  getKey,
  renderItem,
  empty,
  listClassName = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
  pagerLabel = `Pages of ${what}`,
}: Props<T>) {
  if (result.isPending) return <CardSkeletons label={`Loading ${what}`} />;
  if (result.isError || !result.data) {
    return <ErrorState error={result.error} what={what} onRetry={() => void result.refetch()} />;
  }
  const items = result.data.data;
  if (items.length === 0) {
    if (page <= 1) return <>{empty}</>;
    return (
      <div className="space-y-3">
        <EmptyState title={`No more ${what}`}>
          <p>Page {page} is past the end of the list.</p>
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, page: undefined })}
            className="mt-2 inline-block font-medium text-brand-700 underline"
          >
            Back to the first page
          </Link>
        </EmptyState>
        <Pager page={page} hasNext={false} label={pagerLabel} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <StaleNotice data={result.data} />
      <p className="text-sm text-slate-600" role="status">
        {pageCountText(items.length, what, page, hasNext)}
      </p>
      <ul className={listClassName} aria-label={`${what[0]?.toUpperCase()}${what.slice(1)}, page ${page}`}>
        {items.map((item) => (
          <li key={getKey(item)}>{renderItem(item)}</li>
        ))}
      </ul>
      <Pager page={page} hasNext={hasNext} label={pagerLabel} />
    </div>
  );
}
