/**
 * The one paging control of a listing search: "Load more", offered only when the page after those
 * shown is known to have results (see use-listing-pages.ts). A link that starts past page 1
 * (`?page=3`, from an older link) says so and offers the first page.
 */
import { Link } from '@tanstack/react-router';
import type { SearchPageConfig } from './search-pages.ts';

interface Props {
  config: SearchPageConfig;
  /** The first page shown (the URL's page). */
  start: number;
  /** Whether more results follow: undefined while the next page is being checked. */
  more: boolean | undefined;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** What a listing search's results count says: how many are shown, and what is known of the rest. */
export function resultsCountText(count: number, noun: string, more: boolean | undefined, start = 1): string {
  const from = start > 1 ? ` from page ${start} on` : '';
  if (more === false) return start > 1 ? `${count} ${noun}${from}, to the end of the list.` : `${count} ${noun}: all this search has.`;
  return `${count} ${noun} shown${from}; ${more ? 'more to load' : 'checking for more'}.`;
}

export function ResultsPager({ config, start, more, loadingMore, onLoadMore }: Props) {
  return (
    <div className="space-y-2 text-center">
      {more === true ? (
        <button
          type="button"
          onClick={onLoadMore}
          disabled={loadingMore}
          className="rounded-md bg-slate-800 px-4 py-2 text-sm font-medium text-white hover:bg-slate-900 disabled:opacity-60"
        >
          {loadingMore ? 'Loading more…' : 'Load more'}
        </button>
      ) : (
        <p className="text-sm text-slate-600" data-testid="list-end">
          {more === false ? 'That is every result for this search.' : 'Checking for more results…'}
        </p>
      )}
      {start > 1 && (
        <p className="text-sm text-slate-600">
          These results start at page {start}.{' '}
          <Link
            from={config.path}
            to="."
            search={(prev) => ({ ...prev, page: undefined, pages: undefined })}
            className="font-medium text-brand-800 underline"
          >
            Start from the first page
          </Link>
        </p>
      )}
    </div>
  );
}
