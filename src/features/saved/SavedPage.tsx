/**
 * The Saved page: saved listings (kept as they were when saved; marked when no longer listed),
 * saved searches with what is new since, recently viewed listings, and export/import. Everything
 * is kept in this browser (src/lib/saved/); there are no accounts.
 */
import { Link } from '@tanstack/react-router';
import { EmptyState, Skeleton } from '../../components/states.tsx';
import { clearRecent } from '../../lib/saved/actions.ts';
import { formatDate } from '../../lib/format.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MIN, RECENT_LIMIT, SEARCH_LIMIT, type Favourite } from '../../lib/saved/model.ts';
import { SavedSearchRow } from './SavedSearchRow.tsx';
import { SnapshotCard } from './SnapshotCard.tsx';
import { TransferSaved } from './TransferSaved.tsx';
import { useGoneCheck } from './use-gone-check.ts';

/** Checks whether saved listings are still listed (mounted once they are read) and says so. */
function GoneStatus({ favourites, gone }: { favourites: readonly Favourite[]; gone: number }) {
  const { checking } = useGoneCheck(favourites);
  return (
    <p role="status" className="text-sm text-slate-600">
      {checking > 0
        ? `Checking whether ${checking} saved listing${checking === 1 ? ' is' : 's are'} still listed…`
        : gone > 0
          ? `${gone} saved listing${gone === 1 ? ' is' : 's are'} no longer listed.`
          : ''}
    </p>
  );
}

const GRID = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-4';

export function SavedPage() {
  const { data, ready, persistent } = useSaved();
  const gone = data.favourites.filter((f) => f.gone).length;

  return (
    <section aria-labelledby="saved-title" className="space-y-8">
      <header className="space-y-2">
        <h1 id="saved-title" className="text-2xl font-semibold">
          Saved
        </h1>
        <p className="text-sm text-slate-600">
          Listings and searches you saved, and the listings you opened last. They are kept in this browser only.
        </p>
        {!persistent && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            This browser does not let the site keep data (a private window, or storage turned off): what you save lasts only until this tab
            is closed. Export it to keep it.
          </p>
        )}
        {data.compare.length >= COMPARE_MIN && (
          <p>
            <Link to="/compare" className="font-medium text-brand-800 underline">
              Compare the {data.compare.length} listings you picked
            </Link>
          </p>
        )}
      </header>

      <section aria-labelledby="saved-listings-title" className="space-y-3">
        <h2 id="saved-listings-title" className="text-lg font-semibold">
          Saved listings{ready && ` (${data.favourites.length})`}
        </h2>
        {ready ? <GoneStatus favourites={data.favourites} gone={gone} /> : null}
        {!ready ? (
          <Skeleton className="h-40 w-full" />
        ) : data.favourites.length ? (
          <ul className={GRID} aria-label="Saved listings">
            {data.favourites.map((f) => (
              <li key={f.listing.id}>
                <SnapshotCard listing={f.listing} gone={f.gone} note={`Saved ${formatDate(f.savedAt)}`} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="No saved listings yet">Press the heart on a listing to keep it here.</EmptyState>
        )}
      </section>

      <section aria-labelledby="saved-searches-title" className="space-y-3">
        <h2 id="saved-searches-title" className="text-lg font-semibold">
          Saved searches{ready && ` (${data.searches.length})`}
        </h2>
        {!ready ? (
          <Skeleton className="h-20 w-full" />
        ) : data.searches.length ? (
          <>
            <ul className="space-y-2" aria-label="Saved searches">
              {data.searches.map((s) => (
                <SavedSearchRow key={s.id} search={s} />
              ))}
            </ul>
            <p className="text-xs text-slate-600">
              New results are those listed since you saved or last opened a search. Up to {SEARCH_LIMIT} searches are kept.
            </p>
          </>
        ) : (
          <EmptyState title="No saved searches yet">Use “Save search” on a search page to see here what is new since.</EmptyState>
        )}
      </section>

      <section aria-labelledby="recent-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 id="recent-title" className="text-lg font-semibold">
            Recently viewed
          </h2>
          {data.recent.length > 0 && (
            <button
              type="button"
              onClick={() => void clearRecent()}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              Clear recently viewed
            </button>
          )}
        </div>
        {!ready ? (
          <Skeleton className="h-40 w-full" />
        ) : data.recent.length ? (
          <ul className={GRID} aria-label="Recently viewed listings">
            {data.recent.map((r) => (
              <li key={r.listing.id}>
                <SnapshotCard listing={r.listing} note={`Viewed ${formatDate(r.viewedAt)}`} />
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState title="Nothing viewed yet">The last {RECENT_LIMIT} listings you open are listed here.</EmptyState>
        )}
      </section>

      <TransferSaved />
    </section>
  );
}
