/**
 * Compare 2 to 4 listings side by side: price, AED per sqft, size, bedrooms, bathrooms, type,
 * location, completion, and where the price sits among registered transactions (handed in by
 * the route: that reading is the market feature's). Each listing is read afresh; one the
 * service no longer lists is shown from its snapshot and marked.
 */
import { useQueries } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { labelOf, type Listing } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { Img } from '../../components/Img.tsx';
import { ShareButton } from '../../components/saved/ShareButton.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatArea, formatBaths, formatBeds, formatPrice, formatPricePerSqft } from '../../lib/format.ts';
import { apiQuery } from '../../lib/queries.ts';
import { clearCompare, toggleCompare } from '../../lib/saved/actions.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MAX, COMPARE_MIN, type ListingSnapshot } from '../../lib/saved/model.ts';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';

interface Props {
  /** The listing's price among registered transactions, for a table cell. */
  percentile: (listing: Listing) => ReactNode;
}

interface Column {
  snapshot: ListingSnapshot;
  /** The listing as the service has it now; null while loading, gone or failed. */
  live: Listing | null;
  state: 'loading' | 'live' | 'gone' | 'failed';
}

/** Completion is not a field of the listing record; shown when the service sends it anyway. */
function completionOf(listing: Listing | null): string {
  const value = listing?.completion_status;
  return typeof value === 'string' && value ? labelOf(value) : 'Not stated by the listing';
}

export function ComparePage({ percentile }: Props) {
  const { data, ready } = useSaved();
  const picked = data.compare;
  const results = useQueries({
    queries: picked.map((l) => ({ ...apiQuery('property-details', { property_id: l.id }), retry: false })),
  });
  const columns: Column[] = picked.map((snapshot, i) => {
    const r = results[i];
    if (r?.isSuccess) return { snapshot: snapshotOfListing(r.data.data), live: r.data.data, state: 'live' };
    if (r?.error instanceof ApiError && r.error.code === 'not_found') return { snapshot, live: null, state: 'gone' };
    return { snapshot, live: null, state: r?.isError ? 'failed' : 'loading' };
  });

  if (!ready) return <p role="status">Loading the listings to compare…</p>;

  const rows: { label: string; cell: (c: Column) => ReactNode }[] = [
    { label: 'Price', cell: (c) => formatPrice(c.snapshot.price) },
    { label: 'AED per sqft', cell: (c) => formatPricePerSqft(c.snapshot.price, c.snapshot.sizeSqft) || '—' },
    { label: 'Size', cell: (c) => formatArea(c.snapshot.sizeSqft) },
    { label: 'Bedrooms', cell: (c) => formatBeds(c.snapshot.bedrooms) },
    { label: 'Bathrooms', cell: (c) => formatBaths(c.snapshot.bathrooms) },
    { label: 'Type', cell: (c) => c.snapshot.propertyType },
    { label: 'Location', cell: (c) => c.snapshot.location },
    { label: 'Completion', cell: (c) => (c.state === 'loading' ? 'Loading…' : completionOf(c.live)) },
    {
      label: 'Price among registered transactions (12 months)',
      cell: (c) =>
        c.live ? (
          percentile(c.live)
        ) : c.state === 'loading' ? (
          'Loading…'
        ) : (
          <span className="text-sm text-slate-600">— (not listed now)</span>
        ),
    },
  ];

  return (
    <section aria-labelledby="compare-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="compare-title" className="text-2xl font-semibold">
          Compare listings
        </h1>
        {picked.length > 0 && (
          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title="Listings compared on Dar" label="Share" />
            <button
              type="button"
              onClick={() => void clearCompare()}
              className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50"
            >
              Clear all
            </button>
          </div>
        )}
      </div>
      {picked.length < COMPARE_MIN ? (
        <EmptyState title={picked.length ? 'Pick one more listing to compare' : 'No listings to compare yet'}>
          Press “Compare” on {COMPARE_MIN} to {COMPARE_MAX} listings, in search results, on a listing’s page or on your{' '}
          <Link to="/saved" className="font-medium text-brand-800 underline">
            Saved
          </Link>{' '}
          page.
        </EmptyState>
      ) : (
        <div
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white"
          role="region"
          aria-labelledby="compare-title"
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] table-fixed border-collapse text-sm">
            <caption className="sr-only">{`${picked.length} listings side by side`}</caption>
            <thead>
              <tr>
                <td className="w-40 p-3" />
                {columns.map((c) => (
                  <th key={c.snapshot.id} scope="col" className="p-3 text-left align-top font-normal">
                    <Img
                      src={c.snapshot.image ?? undefined}
                      alt=""
                      fallbackText={c.snapshot.propertyType}
                      className="mb-2 h-24 w-full rounded object-cover"
                    />
                    <Link
                      to="/property/$propertyId"
                      params={{ propertyId: c.snapshot.id }}
                      className="line-clamp-3 font-medium text-brand-800 hover:underline"
                    >
                      {c.snapshot.title}
                    </Link>
                    {c.state === 'gone' && <p className="mt-1 text-xs font-semibold text-amber-900">No longer listed: shown as saved</p>}
                    {c.state === 'failed' && <p className="mt-1 text-xs text-amber-900">Could not be refreshed: shown as saved</p>}
                    <button
                      type="button"
                      onClick={() => void toggleCompare(c.snapshot)}
                      className="mt-2 text-xs text-slate-700 underline hover:text-slate-900"
                    >
                      Remove<span className="sr-only"> {c.snapshot.title} from the comparison</span>
                    </button>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-100">
                  <th scope="row" className="bg-slate-50 p-3 text-left align-top font-medium text-slate-700">
                    {row.label}
                  </th>
                  {columns.map((c) => (
                    <td key={c.snapshot.id} className="p-3 align-top text-slate-900">
                      {row.cell(c)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
