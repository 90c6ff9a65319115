/**
 * /market/transactions: what sold or rented in a location. The server computes every figure from
 * its market store (`/api/insights/transactions`) and pages the records
 * (`/api/insights/transaction-records`): two requests for the whole view, whatever the location's
 * size. Sections keep their size while they load, so nothing jumps when the figures arrive.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useDeferredValue } from 'react';
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { InsightCoverage, TransactionInsights } from '../../../contract/index.ts';
import { ChartFrame } from '../../../components/charts/ChartFrame.tsx';
import { EmptyState, ErrorState, Skeleton } from '../../../components/states.tsx';
import { formatBedroomCategory, formatDate, formatNumber } from '../../../lib/format.ts';
import { readingFormatters, readingI18n } from '../../../lib/i18n/reading.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { insightQuery, insightUrl } from '../../../lib/insights.ts';
import { useNamedLocation } from '../../../components/location-name.ts';
import { LocationPicker } from '../LocationPicker.tsx';
import { MarketHeader } from '../MarketHeader.tsx';
import { byBedroomsSpec, monthlySpec } from './analysis.ts';
import { analysisQuery, type RecordsSearch } from './query.ts';
import { RecordsTable } from './RecordsTable.tsx';
import { SummaryFigures } from './SummaryFigures.tsx';
import { TransactionFilters, transactionFilterCount } from './TransactionFilters.tsx';
import { FilterSheet } from '../../../components/FilterSheet.tsx';
import { YieldTable } from './YieldTable.tsx';
import { CollectingNote, PartialMonthsNote, heldSpanText } from '../CollectingNote.tsx';
import { useDisplay } from '../../../lib/display.ts';

const route = getRouteApi('/market/transactions');
/** How often figures still being collected are asked for again. */
const COLLECTING_REFRESH_MS = 20_000;
const collecting = (d: TransactionInsights | undefined) =>
  Boolean(d && (d.coverage.sold.state !== 'complete' || d.coverage.rented.state !== 'complete'));
const CHART_HEIGHT = 300;

export function TransactionsPage() {
  const { t } = useTranslation();
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const place = useNamedLocation(query.location_id);
  // Any change of filters starts the records again from their first page.
  const change = (patch: Partial<RecordsSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch, page: undefined }) });
  const insights = useQuery({
    ...insightQuery('insights/transactions', analysisQuery(query)),
    enabled: Boolean(query.location_id),
    // While the store is still collecting the place, the figures follow it on their own.
    refetchInterval: (q) => (collecting(q.state.data) ? COLLECTING_REFRESH_MS : false),
  });
  // The figures and charts render as a background (time-sliced) render when the answer arrives,
  // so drawing them never blocks the page's input for long: the skeleton stays until they are ready.
  const shown = useDeferredValue(insights.data);
  const client = useQueryClient();
  // Refresh asks again for everything the store answers (figures and records), not just the figures.
  const refresh = () => void client.invalidateQueries({ queryKey: ['insights'] });

  return (
    <section aria-labelledby="tx-title" className="space-y-5">
      <MarketHeader id="tx-title" title={t('market.transactions.title')}>
        {t('market.transactions.intro')}
      </MarketHeader>
      <LocationPicker place={place} onPick={(id) => change({ location_id: id })} />
      <FilterSheet activeCount={transactionFilterCount(query)}>
        <TransactionFilters query={query} periods={insights.data?.periods} onChange={change} />
      </FilterSheet>
      {!query.location_id ? (
        <EmptyState title={t('market.transactions.chooseTitle')}>{t('market.transactions.chooseHint')}</EmptyState>
      ) : insights.isError ? (
        <ErrorState error={insights.error} what={t('market.transactions.errorWhat')} onRetry={() => void insights.refetch()} />
      ) : !shown ? (
        <AnalysisSkeleton />
      ) : (
        <Analysis data={shown} query={query} locationName={place?.label ?? ''} onRefresh={refresh} refreshing={insights.isFetching} />
      )}
    </section>
  );
}

/** The figures' places, at their final sizes, while the server answers. */
function AnalysisSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" className="space-y-5">
      <span className="sr-only">{t('market.transactions.loadingFigures')}</span>
      <Skeleton className="h-5 w-2/3" />
      <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[92px]" />
        ))}
      </div>
      <Skeleton className="h-[196px] w-full" />
      <div className="grid gap-4 lg:grid-cols-2">
        <Skeleton className="h-[410px]" />
        <Skeleton className="h-[410px]" />
      </div>
      <Skeleton className="h-64 w-full" />
    </div>
  );
}

/** When the store last read the data service, in UTC: "7 Feb 2026, 14:05 UTC". */
function syncedText(c: InsightCoverage): string {
  const { t } = readingI18n();
  if (!c.syncedAt) return t('market.transactions.coverage.never');
  // English as it always read ("7 Feb 2026, 14:05"); other languages with the month's name and the reader's digits.
  const when =
    readingI18n().resolvedLanguage === 'en'
      ? new Date(c.syncedAt).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' })
      : new Date(c.syncedAt).toLocaleString(readingFormatters().locale, {
          day: 'numeric',
          month: 'long',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          timeZone: 'UTC',
        });
  return t('market.transactions.coverage.syncedAt', { when });
}

/** Where the figures come from: the store's range, its age, and whether it is still collecting. */
function CoverageNote({ data, onRefresh, refreshing }: { data: TransactionInsights; onRefresh: () => void; refreshing: boolean }) {
  const { t } = useTranslation();
  const c = data.coverage[data.type];
  const sold = data.type === 'sold';
  const held = { records: formatNumber(c.records), synced: syncedText(c) };
  return (
    <div className="space-y-1 text-sm text-slate-700" data-testid="coverage">
      {c.complete && (
        <p>
          {c.from
            ? t(sold ? 'market.transactions.coverage.fromSold' : 'market.transactions.coverage.fromRented', {
                ...held,
                date: formatDate(c.from),
              })
            : t(sold ? 'market.transactions.coverage.recentSold' : 'market.transactions.coverage.recentRented', held)}
        </p>
      )}
      {!c.complete && (
        <div className="flex flex-wrap items-center gap-2">
          <CollectingNote coverage={c} type={data.type} />
          <button
            type="button"
            className="rounded border border-amber-700 px-2 py-0.5 font-medium"
            onClick={onRefresh}
            disabled={refreshing}
          >
            {refreshing ? t('market.transactions.coverage.refreshing') : t('market.transactions.coverage.refresh')}
          </button>
        </div>
      )}
      {data.stale &&
        (data.stale.code === 'upstream_budget' ? (
          <p role="status" className="text-amber-800">
            {t('market.transactions.coverage.budget', { synced: syncedText(c) })}
          </p>
        ) : (
          <p role="alert" className="text-amber-800">
            {t('market.transactions.coverage.unreachable', { message: staleMessage(data.stale), synced: syncedText(c) })}
          </p>
        ))}
    </div>
  );
}

/** Why the figures are stale: the error code's words where the code is known, else what the server said. */
function staleMessage(stale: NonNullable<TransactionInsights['stale']>): string {
  const i18n = readingI18n();
  const key = `values.errorCode.${stale.code}`;
  return i18n.resolvedLanguage === 'en' ? stale.message : i18n.t(key, { defaultValue: stale.message });
}

function Analysis({
  data,
  query,
  locationName,
  onRefresh,
  refreshing,
}: {
  data: TransactionInsights;
  query: RecordsSearch;
  locationName: string;
  onRefresh: () => void;
  refreshing: boolean;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const type = data.type;
  const sold = type === 'sold';
  const period = data.period.period;
  const periodText = t(valueKey('period', period)).toLowerCase();
  const typeText = query.property_type && t(valueKey('propertyType', query.property_type)).toLowerCase();
  const filtersText = [typeText, query.bedrooms !== undefined && formatBedroomCategory(query.bedrooms).toLowerCase()]
    .filter(Boolean)
    .join(t('market.transactions.listSeparator'));
  const place = locationName;
  // A period the store does not hold whole is named by what it holds, never by what it asks for.
  const span = !data.period.complete
    ? heldSpanText(t, data.period)
    : period === 'all'
      ? t('market.transactions.spanAll')
      : t('market.transactions.spanLast', { period: periodText });

  return (
    <div className="space-y-5">
      <CoverageNote data={data} onRefresh={onRefresh} refreshing={refreshing} />
      {data.summary.count === 0 && !data.period.complete ? (
        <EmptyState title={t(sold ? 'market.transactions.emptyHeldSold' : 'market.transactions.emptyHeldRented')}>
          {t('market.transactions.emptyHeldHint')}
        </EmptyState>
      ) : data.summary.count === 0 ? (
        <EmptyState title={t(sold ? 'market.transactions.emptySold' : 'market.transactions.emptyRented', { period: periodText })}>
          {t('market.transactions.emptyHint')}
        </EmptyState>
      ) : (
        <SummaryFigures summary={data.summary} momentum={data.momentum} type={type} complete={data.period.complete} />
      )}
      <div className="grid gap-4 lg:grid-cols-2">
        <ChartFrame
          headingLevel={2}
          title={t('market.transactions.monthlyTitle')}
          description={t(sold ? 'market.transactions.monthlyDescriptionSold' : 'market.transactions.monthlyDescriptionRented', {
            place,
            filters: filtersText ? t('market.transactions.filtersNote', { filters: filtersText }) : '',
            currency: display.currency,
            span,
          })}
          spec={monthlySpec(data.monthly, type)}
          height={CHART_HEIGHT}
          emptyText={t('market.transactions.chartEmpty')}
          footer={<PartialMonthsNote months={data.monthly} />}
        />
        <ChartFrame
          headingLevel={2}
          title={t(sold ? 'market.transactions.byBedsTitleSold' : 'market.transactions.byBedsTitleRented')}
          description={
            typeText
              ? t('market.transactions.byBedsDescriptionType', { place, type: typeText, span })
              : t('market.transactions.byBedsDescription', { place, span })
          }
          spec={byBedroomsSpec(data.byBedrooms)}
          height={CHART_HEIGHT}
          emptyText={t('market.transactions.chartEmpty')}
        />
      </div>
      <YieldTable rows={data.yields} complete={data.yieldsComplete} />
      <section aria-labelledby="records-title" className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="records-title" className="text-lg font-semibold">
            {t('market.transactions.records')}
          </h2>
          <a
            href={insightUrl('insights/transactions.csv', {
              ...analysisQuery(query),
              sort: query.sort,
              currency: display.currency,
              lang: readingI18n().resolvedLanguage === 'ar' ? 'ar' : undefined,
            })}
            download
            className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('market.transactions.csv')}
          </a>
        </div>
        <RecordsTable query={query} />
      </section>
    </div>
  );
}
