/**
 * One page of directory results with every state a person can meet: loading, failed (with
 * retry), nothing matched, past the last page (the service sends no totals, so an empty page
 * is how the end shows itself), and the list itself with its pager.
 */
import { Link } from '@tanstack/react-router';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { Pager } from '../../components/Pager.tsx';
import { pageCountText } from '../../components/page-count.ts';
import { StaleNotice } from '../../components/StaleNotice.tsx';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/states.tsx';
import type { ListNoun } from './kinds.ts';
import { drawnDeferred } from '../../lib/drawn-deferred.tsx';

/** The parts of a react-query result this list reads. */
export interface ListResult<T> {
  isPending: boolean;
  isError: boolean;
  error: unknown;
  data: { data: T[] } | undefined;
  refetch: () => unknown;
}

interface Props<T> {
  result: ListResult<T>;
  /** What the list holds, for its messages and name. */
  noun: ListNoun;
  page: number;
  hasNext: boolean | undefined;
  getKey: (item: T) => string;
  /** One item's card; `index` 0 is the first, whose photo is the page's largest paint. */
  renderItem: (item: T, index: number) => ReactNode;
  empty: ReactNode;
  /** Grid classes of the list. */
  listClassName?: string;
}

/** The plural count of each noun ("3 agents"). */
const COUNTED = {
  agents: 'counts.agents',
  listings: 'counts.listings',
  brokerages: 'directory.counts.brokerages',
  developers: 'directory.counts.developers',
} as const satisfies Record<ListNoun, string>;

/** What a page's count says: how many are on it, and what is known of the pages after it. */
const countText = (t: TFunction, count: number, noun: ListNoun, page: number, hasNext: boolean | undefined) =>
  pageCountText(t, t(COUNTED[noun], { count }), page, hasNext);

function ResultListView<T>({
  result,
  noun,
  page,
  hasNext,
  getKey,
  renderItem,
  empty,
  // One column on a phone as `minmax(0, 1fr)`: an implicit column would grow to a card's longest
  // unbroken line (a truncated brokerage name) and push the page sideways.
  listClassName = 'grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3',
}: Props<T>) {
  const { t } = useTranslation();
  const pagerLabel = t(`directory.list.pages.${noun}`);
  if (result.isPending) return <CardSkeletons label={t(`directory.list.loading.${noun}`)} />;
  if (result.isError || !result.data) {
    return <ErrorState error={result.error} what={t(`directory.list.what.${noun}`)} onRetry={() => void result.refetch()} />;
  }
  const items = result.data.data;
  if (items.length === 0) {
    if (page <= 1) return <>{empty}</>;
    return (
      <div className="space-y-3">
        <EmptyState title={t(`directory.list.noMore.${noun}`)}>
          <p>{t('directory.list.pastEnd', { page })}</p>
          <Link
            to="."
            search={(prev: Record<string, unknown>) => ({ ...prev, page: undefined })}
            className="mt-2 inline-block font-medium text-brand-700 underline"
          >
            {t('directory.list.firstPage')}
          </Link>
        </EmptyState>
        <Pager page={page} hasNext={false} label={pagerLabel} />
      </div>
    );
  }
  return (
    <div className="space-y-4">
      <StaleNotice data={result.data} />
      <p className="text-sm text-slate-600" role="status">
        {countText(t, items.length, noun, page, hasNext)}
      </p>
      <ul className={listClassName} aria-label={t('directory.list.listLabel', { name: t(`directory.list.name.${noun}`), page })}>
        {items.map((item, i) => (
          <li key={getKey(item)}>{renderItem(item, i)}</li>
        ))}
      </ul>
      <Pager page={page} hasNext={hasNext} label={pagerLabel} />
    </div>
  );
}

/** Drawn from deferred props: a page of cards arriving with an answer is drawn in slices (drawn-deferred.tsx). */
export const ResultList = drawnDeferred(ResultListView) as typeof ResultListView;
