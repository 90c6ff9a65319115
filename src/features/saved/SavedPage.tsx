/**
 * The Saved page: saved listings (kept as they were when saved; marked when no longer listed),
 * saved searches with what is new since, recently viewed listings, and export/import. Everything
 * is kept in this browser (src/lib/saved/); there are no accounts.
 */
import { Link } from '@tanstack/react-router';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { EmptyState, Skeleton } from '../../components/states.tsx';
import { clearRecent } from '../../lib/saved/actions.ts';
import { formatDate } from '../../lib/format.ts';
import { useListingHistories } from '../../lib/listing-history.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MIN } from '../../lib/saved/compare-ids.ts';
import { RECENT_LIMIT, SEARCH_LIMIT, type Favourite, type ListingSnapshot } from '../../lib/saved/model.ts';
import { SavedButton, SavedSection } from './SavedSection.tsx';
import { SavedSearchRow } from './SavedSearchRow.tsx';
import { SnapshotCard } from './SnapshotCard.tsx';
import { TransferSaved } from './TransferSaved.tsx';
import { useGoneCheck } from './use-gone-check.ts';

/** Checks whether saved listings are still listed (mounted once they are read) and says so. */
function GoneStatus({ favourites, gone }: { favourites: readonly Favourite[]; gone: number }) {
  const { t } = useTranslation();
  const { checking } = useGoneCheck(favourites);
  return (
    <p role="status" className="text-sm text-slate-600">
      {checking > 0 ? t('saved.listings.checking', { count: checking }) : gone > 0 ? t('saved.listings.gone', { count: gone }) : ''}
    </p>
  );
}

/** A grid of kept listings, a placeholder while they are read, or what to do when there are none. */
function SnapshotList<T extends { listing: ListingSnapshot }>(props: {
  ready: boolean;
  items: readonly T[];
  label: string;
  card: (item: T) => ReactNode;
  empty: ReactNode;
}) {
  const { ready, items, label, card, empty } = props;
  if (!ready) return <Skeleton className="h-40 w-full" />;
  if (!items.length) return <>{empty}</>;
  return (
    <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4" aria-label={label}>
      {items.map((item) => (
        <li key={item.listing.id}>{card(item)}</li>
      ))}
    </ul>
  );
}

export function SavedPage() {
  const { t } = useTranslation();
  const { data, ready, persistent } = useSaved();
  const gone = data.favourites.filter((f) => f.gone).length;
  // What each saved listing did since Dar first saw it (reduced since saved; when a gone one was last seen).
  const histories = useListingHistories(useMemo(() => data.favourites.map((f) => f.listing.id), [data.favourites]));
  const counted = (key: 'saved.listings' | 'saved.searches', n: number) => (ready ? t(`${key}.titleCount`, { n }) : t(`${key}.title`));

  return (
    <section aria-labelledby="saved-title" className="space-y-8">
      <header className="space-y-2">
        <h1 id="saved-title" className="text-2xl font-semibold">
          {t('saved.page.title')}
        </h1>
        <p className="text-sm text-slate-600">{t('saved.page.intro')}</p>
        {!persistent && (
          <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
            {t('saved.page.notKept')}
          </p>
        )}
        {data.compare.length >= COMPARE_MIN && (
          <p>
            <Link to="/compare" className="font-medium text-brand-800 underline">
              {t('saved.page.compare', { count: data.compare.length })}
            </Link>
          </p>
        )}
      </header>

      <SavedSection id="saved-listings-title" title={counted('saved.listings', data.favourites.length)}>
        {ready ? <GoneStatus favourites={data.favourites} gone={gone} /> : null}
        <SnapshotList
          ready={ready}
          items={data.favourites}
          label={t('saved.listings.title')}
          card={(f) => (
            <SnapshotCard
              listing={f.listing}
              gone={f.gone}
              history={histories.get(f.listing.id)}
              note={t('saved.listings.note', { date: formatDate(f.savedAt) })}
            />
          )}
          empty={<EmptyState title={t('saved.listings.empty')}>{t('saved.listings.emptyHint')}</EmptyState>}
        />
      </SavedSection>

      <SavedSection id="saved-searches-title" title={counted('saved.searches', data.searches.length)}>
        {!ready ? (
          <Skeleton className="h-20 w-full" />
        ) : data.searches.length ? (
          <>
            <ul className="space-y-2" aria-label={t('saved.searches.title')}>
              {data.searches.map((s) => (
                <SavedSearchRow key={s.id} search={s} />
              ))}
            </ul>
            <p className="text-xs text-slate-600">{t('saved.searches.note', { limit: SEARCH_LIMIT })}</p>
          </>
        ) : (
          <EmptyState title={t('saved.searches.empty')}>{t('saved.searches.emptyHint')}</EmptyState>
        )}
      </SavedSection>

      <SavedSection
        id="recent-title"
        title={t('saved.recent.title')}
        action={data.recent.length > 0 && <SavedButton onClick={clearRecent}>{t('saved.recent.clear')}</SavedButton>}
      >
        <SnapshotList
          ready={ready}
          items={data.recent}
          label={t('saved.recent.list')}
          card={(r) => <SnapshotCard listing={r.listing} note={t('saved.recent.note', { date: formatDate(r.viewedAt) })} />}
          empty={<EmptyState title={t('saved.recent.empty')}>{t('saved.recent.emptyHint', { limit: RECENT_LIMIT })}</EmptyState>}
        />
      </SavedSection>

      <TransferSaved />
    </section>
  );
}
