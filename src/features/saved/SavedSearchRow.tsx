/**
 * One saved search: what it asks for, how many results are new since it was saved or last
 * opened, a link that opens it (and resets the count), and Remove.
 */
import { useQuery } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { labelOf, toWire } from '../../contract/index.ts';
import { describeError } from '../../lib/api.ts';
import { formatDate } from '../../lib/format.ts';
import { markSearchOpened, removeSearch } from '../../lib/saved/actions.ts';
import { SEARCH_PATHS, type SavedSearch } from '../../lib/saved/model.ts';
import { describeNewSince, newSince } from '../../lib/saved/new-since.ts';
import { newestPageQuery, resultIds } from '../../lib/saved/queries.ts';
import { endpointSearch, stringifySearchObject } from '../../lib/url-search.ts';

/** What the search asks for besides its location: "Bedrooms 2,3 · Price max 2000000". */
function filterSummary(search: SavedSearch): string {
  const shown = toWire(search.endpoint, endpointSearch(search.endpoint, search.query), 'strip');
  const parts = Object.entries(shown)
    .filter(([key]) => key !== 'location_id')
    .map(([key, value]) => `${labelOf(key)}: ${value.split(',').map(labelOf).join(', ')}`);
  return parts.length ? parts.join(' · ') : 'No filters';
}

/** The search page's address for a saved search (defaults left out; the page names the location from the data). */
function hrefOf(search: SavedSearch): string {
  const shown = toWire(search.endpoint, endpointSearch(search.endpoint, search.query), 'strip');
  return `${SEARCH_PATHS[search.endpoint]}${stringifySearchObject(shown)}`;
}

export function SavedSearchRow({ search }: { search: SavedSearch }) {
  const router = useRouter();
  const first = useQuery(newestPageQuery(search.endpoint, search.query, 1));
  const firstIds = first.data ? resultIds(search.endpoint, first.data.data) : null;
  const step = firstIds ? newSince(search.seen, [firstIds]) : null;
  const needSecond = step !== null && !step.done;
  const second = useQuery({ ...newestPageQuery(search.endpoint, search.query, 2), enabled: needSecond });
  const secondIds = second.data ? resultIds(search.endpoint, second.data.data) : null;
  const result = firstIds && (!needSecond ? step : secondIds ? newSince(search.seen, [firstIds, secondIds]) : null);

  let count;
  if (result?.done) {
    count = (
      <span
        className={`rounded-full px-2 py-0.5 text-xs font-semibold ${result.count ? 'bg-brand-700 text-white' : 'bg-slate-100 text-slate-700'}`}
        data-testid="new-count"
      >
        {describeNewSince(result.count, result.more)}
      </span>
    );
  } else if (first.isError || second.isError) {
    count = (
      <span className="text-xs text-amber-800">
        New results could not be counted: {describeError(first.error ?? second.error, 'this search')}
      </span>
    );
  } else {
    count = <span className="text-xs text-slate-600">Counting new results…</span>;
  }

  const href = hrefOf(search);
  const open = () => {
    // What the search shows now is no longer new.
    if (firstIds) void markSearchOpened(search.id, firstIds);
  };

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-slate-200 bg-white p-3" data-testid="saved-search">
      <div className="min-w-0 flex-1 space-y-1">
        <h3 className="font-medium">
          <a
            href={href}
            onClick={(e) => {
              open();
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              void router.navigate({ href });
            }}
            className="text-brand-800 hover:underline"
          >
            {search.title}
          </a>
        </h3>
        <p className="text-sm text-slate-600">{filterSummary(search)}</p>
        <p className="flex flex-wrap items-center gap-2 text-xs text-slate-600">
          {count}
          <span>since {formatDate(search.openedAt)}</span>
        </p>
      </div>
      <button
        type="button"
        onClick={() => void removeSearch(search.id)}
        className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
      >
        Remove<span className="sr-only"> the saved search {search.title}</span>
      </button>
    </li>
  );
}
