/**
 * The heart: a toggle button that saves a listing in this browser ("Save listing", pressed:
 * "Saved"), its accessible name followed by the listing's title.
 */
import { useTranslation } from '../../lib/i18n/react.ts';
import { toggleFavourite } from '../../lib/saved/actions.ts';
import { useIsFavourite } from '../../lib/saved/hooks.ts';
import type { ListingSnapshot } from '../../lib/saved/model.ts';

function HeartIcon({ filled, className = 'h-5 w-5' }: { filled: boolean; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill={filled ? 'currentColor' : 'none'}
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M12 20.5s-7.5-4.6-9.3-9.3C1.4 7.8 3.6 4.5 7 4.5c2 0 3.4 1.1 5 3 1.6-1.9 3-3 5-3 3.4 0 5.6 3.3 4.3 6.7-1.8 4.7-9.3 9.3-9.3 9.3z" />
    </svg>
  );
}

interface Props {
  /** What the card shows, kept with the saved listing; called when the heart is pressed. */
  snapshot: () => ListingSnapshot;
  id: string;
  title: string;
  /** `overlay`: a round button over a photo; `inline`: a labelled button in a row of actions. */
  variant?: 'overlay' | 'inline';
}

export function SaveButton({ snapshot, id, title, variant = 'inline' }: Props) {
  const { t } = useTranslation();
  const saved = useIsFavourite(id);
  const look =
    variant === 'overlay'
      ? 'absolute inset-e-2 top-2 z-10 rounded-full bg-white/90 p-2 shadow hover:bg-white'
      : 'inline-flex items-center gap-1.5 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50';
  return (
    <button
      type="button"
      aria-pressed={saved}
      // The name starts with the visible words and names the listing, so a list of hearts is told apart.
      aria-label={t(saved ? 'listings.save.savedNamed' : 'listings.save.saveNamed', { title })}
      onClick={() => void toggleFavourite(snapshot())}
      className={`${look} ${saved ? 'text-rose-700' : 'text-slate-700'}`}
      data-testid="save-listing"
    >
      <HeartIcon filled={saved} />
      {variant === 'inline' && <span>{t(saved ? 'listings.save.saved' : 'listings.save.save')}</span>}
    </button>
  );
}
