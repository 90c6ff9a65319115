/**
 * Add a listing to the compare list (2 to 4 side by side on /compare), or take it off. A fifth is
 * refused with a word, not silently. Once two or more are picked, the next Tab after a picked
 * listing's button is a link to the comparison (shown when focused), so a keyboard reaches it from
 * the cards rather than from the tray at the foot of the page. (The comparison's own page lists
 * no toggles, so the link never points at the page it is on; a card's toggle follows no address,
 * which spares each of a search's 25 cards a subscription to the router.)
 */
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { toggleCompare } from '../../lib/saved/actions.ts';
import { useCompareState } from '../../lib/saved/hooks.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../lib/saved/compare-ids.ts';
import type { ListingSnapshot } from '../../lib/saved/model.ts';

interface Props {
  snapshot: () => ListingSnapshot;
  id: string;
  title: string;
  className?: string;
  /** `md`: beside the other buttons of a page's header; `sm` (default): on a card. */
  size?: 'sm' | 'md';
}

export function CompareToggle({ snapshot, id, title, className = '', size = 'sm' }: Props) {
  const { t } = useTranslation();
  const { compared, count } = useCompareState(id);
  const [refused, setRefused] = useState(false);
  const full = !compared && count >= COMPARE_MAX;
  return (
    <span className={`inline-flex flex-col ${className}`}>
      <button
        type="button"
        aria-pressed={compared}
        aria-label={t('listings.compareToggle.named', { title })}
        onClick={() => {
          setRefused(full);
          if (!full) void toggleCompare(snapshot());
        }}
        className={`inline-flex items-center gap-1 rounded-md border font-medium ${size === 'md' ? 'px-3 py-1.5 text-sm' : 'px-2.5 py-1 text-xs'} ${
          compared ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50'
        }`}
        data-testid="compare-toggle"
      >
        <span aria-hidden="true">{compared ? '✓' : '+'}</span>
        {t('listings.compareToggle.compare')}
      </button>
      {compared && count >= COMPARE_MIN && (
        <Link to="/compare" className="sr-only-focusable mt-1 w-fit rounded-full bg-brand-700 px-2.5 py-1 text-xs font-medium text-white">
          {t('shell.compareTray.compare', { count })}
        </Link>
      )}
      <span role="status" className={refused && full ? 'mt-1 rounded bg-white/95 px-1 text-xs text-amber-800' : 'text-xs'}>
        {refused && full ? t('listings.compareToggle.full', { max: COMPARE_MAX }) : ''}
      </span>
    </span>
  );
}
