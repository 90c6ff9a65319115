/**
 * While listings are picked to compare, a small bar at the foot of every page leads to /compare
 * (where 2 to 4 are shown side by side) or clears the pick.
 */
import { Link, useRouterState } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import { clearCompare } from '../../lib/saved/actions.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../lib/saved/compare-ids.ts';

export function CompareTray() {
  const { t } = useTranslation();
  const { data } = useSaved();
  const pathname = useRouterState({ select: (s) => s.location.pathname });
  const count = data.compare.length;
  if (!count || pathname === '/compare') return null;
  return (
    <aside
      aria-label={t('shell.compareTray.label')}
      // Sticky at the foot of the window while the page scrolls, and in the flow at the page's
      // end, so it never hides the last of the page.
      className="sticky bottom-3 z-[1050] mx-auto mb-3 flex w-fit items-center gap-3 whitespace-nowrap rounded-full border border-slate-300 bg-white px-4 py-2 text-sm shadow-lg"
    >
      <span className="text-slate-700">{t('shell.compareTray.picked', { count, max: COMPARE_MAX })}</span>
      {count >= COMPARE_MIN ? (
        <Link to="/compare" className="rounded-full bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800">
          {t('shell.compareTray.compare', { count })}
        </Link>
      ) : (
        <span className="text-slate-600">{t('shell.compareTray.pickOneMore')}</span>
      )}
      {/* Named in full for a screen reader; its name starts with the word it shows (WCAG 2.5.3). */}
      <button
        type="button"
        onClick={() => void clearCompare()}
        aria-label={t('shell.compareTray.clearName')}
        className="text-slate-700 underline hover:text-slate-900"
      >
        {t('shell.compareTray.clear')}
      </button>
    </aside>
  );
}
