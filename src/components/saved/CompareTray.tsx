/**
 * While listings are picked to compare, a small bar at the foot of every page leads to /compare
 * (where 2 to 4 are shown side by side) or clears the pick.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { clearCompare } from '../../lib/saved/actions.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../lib/saved/model.ts';

export function CompareTray() {
  const { data } = useSaved();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const count = data.compare.length;
  if (!count || pathname === '/compare') return null;
  return (
    <aside
      aria-label="Listings to compare"
      className="fixed bottom-3 left-1/2 z-[1050] flex -translate-x-1/2 items-center gap-3 rounded-full border border-slate-300 bg-white px-4 py-2 text-sm shadow-lg"
    >
      <span className="text-slate-700">
        {count} of {COMPARE_MAX} to compare
      </span>
      {count >= COMPARE_MIN ? (
        <Link to="/compare" className="rounded-full bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800">
          Compare {count} listings
        </Link>
      ) : (
        <span className="text-slate-600">pick one more</span>
      )}
      <button type="button" onClick={() => void clearCompare()} className="text-slate-700 underline hover:text-slate-900">
        Clear<span className="sr-only"> the listings to compare</span>
      </button>
    </aside>
  );
}
