/**
 * Compare 2 to 4 listings side by side: price, AED per sqft, size, bedrooms, bathrooms, type,
 * location, completion, and where the price sits among registered transactions (handed in by
 * the route: that reading is the market feature's). Each listing is read afresh; one the
 * service no longer lists is shown from its snapshot and marked.
 *
 * The listings are those picked in this browser, or a shared comparison (`?ids=`, what Share
 * sends), which can be kept as this browser's pick.
 */
import { useQueries } from '@tanstack/react-query';
import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { COMPLETION_STATUS, labelOf, type Listing } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { Img } from '../../components/Img.tsx';
import { ListingType } from '../../components/ListingType.tsx';
import { ShareButton } from '../../components/saved/ShareButton.tsx';
import { ApiError } from '../../lib/api.ts';
import { formatArea, formatBaths, formatBeds, formatPrice, formatPricePerArea, perAreaLabel } from '../../lib/format.ts';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { useDisplay } from '../../lib/display.ts';
import { apiQuery } from '../../lib/queries.ts';
import { clearCompare, replaceCompare, toggleCompare } from '../../lib/saved/actions.ts';
import { useSaved } from '../../lib/saved/hooks.ts';
import { COMPARE_MAX, COMPARE_MIN } from '../../lib/saved/compare-ids.ts';
import type { ListingSnapshot } from '../../lib/saved/model.ts';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';

interface Props {
  /** The listing ids of a shared comparison; undefined: the listings picked in this browser. */
  shared?: readonly string[];
  /** The listing's price among registered transactions, for a table cell. */
  percentile: (listing: Listing) => ReactNode;
}

interface Column {
  id: string;
  /** What the card shows: as the service has it now, else as it was picked; null when unknown. */
  snapshot: ListingSnapshot | null;
  /** The listing as the service has it now; null while loading, gone or failed. */
  live: Listing | null;
  state: 'loading' | 'live' | 'gone' | 'failed';
}

/** The completion status a listing states, if any. */
function statedCompletion(listing: Listing | null): string | null {
  const value = listing?.completion_status;
  return typeof value === 'string' && value ? value : null;
}

/** Completion is not a field of the listing record; shown when the service sends it anyway. */
function completionOf(t: TFunction, listing: Listing | null): string {
  const value = statedCompletion(listing);
  if (!value) return t('saved.compare.notStated');
  const known = COMPLETION_STATUS.find((v) => v === value);
  return known ? t(valueKey('completionStatus', known)) : labelOf(value);
}

const button = 'rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50';

export function ComparePage({ shared, percentile }: Props) {
  const { t } = useTranslation();
  const { data, ready } = useSaved();
  const picked: { id: string; snapshot: ListingSnapshot | null }[] = shared
    ? shared.map((id) => ({ id, snapshot: null }))
    : data.compare.map((l) => ({ id: l.id, snapshot: l }));
  const display = useDisplay();
  const results = useQueries({
    queries: picked.map((p) => ({ ...apiQuery('property-details', { property_id: p.id }), retry: false })),
  });
  const columns: Column[] = picked.map(({ id, snapshot }, i) => {
    const r = results[i];
    if (r?.isSuccess) return { id, snapshot: snapshotOfListing(r.data.data), live: r.data.data, state: 'live' };
    if (r?.error instanceof ApiError && r.error.code === 'not_found') return { id, snapshot, live: null, state: 'gone' };
    return { id, snapshot, live: null, state: r?.isError ? 'failed' : 'loading' };
  });

  if (!ready && !shared) return <p role="status">{t('saved.compare.loading')}</p>;

  const loading = t('saved.compare.loadingCell');
  const fact = (c: Column, show: (s: ListingSnapshot) => ReactNode) =>
    c.snapshot ? show(c.snapshot) : c.state === 'loading' ? loading : '—';
  const rows: { label: string; cell: (c: Column) => ReactNode }[] = [
    { label: t('saved.compare.row.price'), cell: (c) => fact(c, (s) => formatPrice(s.price, display)) },
    {
      label: perAreaLabel(display),
      cell: (c) => fact(c, (s) => formatPricePerArea(s.price, s.sizeSqft, display) || '—'),
    },
    { label: t('saved.compare.row.size'), cell: (c) => fact(c, (s) => formatArea(s.sizeSqft, display)) },
    { label: t('saved.compare.row.bedrooms'), cell: (c) => fact(c, (s) => formatBeds(s.bedrooms)) },
    { label: t('saved.compare.row.bathrooms'), cell: (c) => fact(c, (s) => formatBaths(s.bathrooms)) },
    { label: t('saved.compare.row.type'), cell: (c) => fact(c, (s) => <ListingType name={s.propertyType} />) },
    {
      label: t('saved.compare.row.location'),
      cell: (c) => fact(c, (s) => <AsSent>{s.location}</AsSent>),
    },
    // Listing records rarely state completion: a row that would say "not stated" in every column is left out.
    ...(columns.some((c) => c.state === 'loading' || statedCompletion(c.live))
      ? [{ label: t('saved.compare.row.completion'), cell: (c: Column) => (c.state === 'loading' ? loading : completionOf(t, c.live)) }]
      : []),
    {
      label: t('saved.compare.row.percentile', { period: t('counts.months', { count: 12 }) }),
      cell: (c) =>
        c.live ? (
          percentile(c.live)
        ) : c.state === 'loading' ? (
          loading
        ) : (
          <span className="text-sm text-slate-600">{t('saved.compare.notListedNow')}</span>
        ),
    },
  ];
  const live = columns.flatMap((c) => (c.live ? [snapshotOfListing(c.live)] : []));
  const shareUrl = picked.length ? `${window.location.origin}/compare?ids=${picked.map((p) => encodeURIComponent(p.id)).join(',')}` : '';

  return (
    <section aria-labelledby="compare-title" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="compare-title" className="text-2xl font-semibold">
          {t(shared ? 'saved.compare.sharedTitle' : 'saved.compare.title')}
        </h1>
        {picked.length >= COMPARE_MIN && (
          <div className="flex flex-wrap items-center gap-2">
            <ShareButton title={t('saved.compare.shareTitle')} url={shareUrl} label={t('saved.compare.share')} />
            {shared ? (
              <button type="button" disabled={!live.length} onClick={() => void replaceCompare(live)} className={button}>
                {t('saved.compare.keep')}
              </button>
            ) : (
              <button type="button" onClick={() => void clearCompare()} className={button}>
                {t('saved.compare.clear')}
              </button>
            )}
          </div>
        )}
      </div>
      {shared && (
        <p className="text-sm text-slate-600">
          <Trans
            i18nKey="saved.compare.sharedNote"
            components={{ link: <Link to="/compare" className="font-medium text-brand-800 underline" /> }}
          />
        </p>
      )}
      {picked.length < COMPARE_MIN ? (
        <EmptyState title={t(picked.length ? 'saved.compare.pickOneMore' : 'saved.compare.none')}>
          <Trans
            i18nKey="saved.compare.how"
            values={{ min: COMPARE_MIN, max: COMPARE_MAX }}
            components={{ link: <Link to="/saved" className="font-medium text-brand-800 underline" /> }}
          />
        </EmptyState>
      ) : (
        // Relative: the hidden labels inside the table are placed within its scroll box, not past the page's edge.
        <div
          className="relative overflow-x-auto rounded-lg border border-slate-200 bg-white"
          role="region"
          // Named by the table's caption: the page's section already carries the page's title.
          aria-labelledby="compare-caption"
          tabIndex={0}
        >
          <table className="w-full min-w-[40rem] table-fixed border-collapse text-sm">
            <caption id="compare-caption" className="sr-only">
              {t('saved.compare.caption', { count: picked.length })}
            </caption>
            <thead>
              <tr>
                <td className="sticky inset-s-0 z-10 w-32 bg-white p-3 sm:w-40" />
                {columns.map((c) => (
                  <th key={c.id} scope="col" className="p-3 text-start align-top font-normal">
                    <Img
                      src={c.snapshot?.image ?? undefined}
                      alt=""
                      fallbackText={c.snapshot?.propertyType ?? t('saved.compare.listing')}
                      className="mb-2 h-24 w-full rounded object-cover"
                    />
                    <Link
                      to="/property/$propertyId"
                      params={{ propertyId: c.id }}
                      className="line-clamp-3 font-medium text-brand-800 hover:underline"
                    >
                      {c.snapshot ? <AsSent>{c.snapshot.title}</AsSent> : t('saved.compare.listingId', { id: c.id })}
                    </Link>
                    {c.state === 'gone' && (
                      <p className="mt-1 text-xs font-semibold text-amber-900">
                        {t(c.snapshot ? 'saved.compare.goneShown' : 'saved.compare.gone')}
                      </p>
                    )}
                    {c.state === 'failed' && (
                      <p className="mt-1 text-xs text-amber-900">{t(c.snapshot ? 'saved.compare.failedShown' : 'saved.compare.failed')}</p>
                    )}
                    {!shared && c.snapshot && (
                      <button
                        type="button"
                        onClick={() => c.snapshot && void toggleCompare(c.snapshot)}
                        className="mt-2 text-xs text-slate-700 underline hover:text-slate-900"
                      >
                        <Trans
                          i18nKey="saved.compare.remove"
                          values={{ title: c.snapshot.title }}
                          components={{ sr: <span className="sr-only" />, name: <bdi translate="no" /> }}
                        />
                      </button>
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-slate-100">
                  <th scope="row" className="sticky inset-s-0 z-10 bg-slate-50 p-3 text-start align-top font-medium text-slate-700">
                    {row.label}
                  </th>
                  {columns.map((c) => (
                    <td key={c.id} className="p-3 align-top text-slate-900">
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
